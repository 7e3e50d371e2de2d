import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { campos, classificacoes, grupos, quadros } from '../../db/schema/quadros.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { avisarQuadro } from './quadros.aviso.ts';
import { buscarQuadro, podeNoQuadro } from './quadros.service.ts';

// The board's furniture: custom field groups and their typed fields (per board), and the
// company's labels (shared by every board).

type LinhaGrupo = typeof grupos.$inferSelect;
type LinhaCampo = typeof campos.$inferSelect;

const campoParaApi = (c: LinhaCampo, grupo: string) => ({
  uuid: c.uuid,
  grupo,
  nome: c.nome,
  tipo: c.tipo as 'texto' | 'numero' | 'data' | 'escolha' | 'arquivo',
  opcoes: c.opcoes,
  ordem: c.ordem,
});

async function gruposParaApi(ctx: AppContext, rows: LinhaGrupo[], quadroUuid: string) {
  const todos = rows.length
    ? await ctx.db
        .select()
        .from(campos)
        .where(
          inArray(
            campos.grupoId,
            rows.map((g) => g.id),
          ),
        )
        .orderBy(asc(campos.ordem), asc(campos.id))
    : [];
  return rows.map((g) => ({
    uuid: g.uuid,
    quadro: quadroUuid,
    nome: g.nome,
    ordem: g.ordem,
    campos: todos.filter((c) => c.grupoId === g.id).map((c) => campoParaApi(c, g.uuid)),
  }));
}

export async function listarGrupos(ctx: AppContext, empresa: EmpresaAtual, quadroUuid: string) {
  const q = await buscarQuadro(ctx, empresa, quadroUuid);
  const rows = await ctx.db
    .select()
    .from(grupos)
    .where(eq(grupos.quadroId, q.id))
    .orderBy(asc(grupos.ordem), asc(grupos.id));
  return { data: await gruposParaApi(ctx, rows, q.uuid) };
}

/** A group of the company's boards (404 otherwise), with its board. */
async function buscarGrupo(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [r] = await ctx.db
    .select({ g: grupos, q: quadros })
    .from(grupos)
    .innerJoin(quadros, eq(quadros.id, grupos.quadroId))
    .where(and(eq(grupos.uuid, uuid), eq(quadros.empresaId, empresa.id)));
  if (!r || !podeNoQuadro(empresa, r.q.tipo, 'view'))
    throw new AppError('NAO_ENCONTRADO', 'Grupo não encontrado');
  return r;
}

async function umGrupo(ctx: AppContext, g: LinhaGrupo, quadroUuid: string) {
  const [r] = await gruposParaApi(ctx, [g], quadroUuid);
  return r as NonNullable<typeof r>;
}

export async function criarGrupo(
  ctx: AppContext,
  empresa: EmpresaAtual,
  d: { quadro: string; nome: string },
) {
  const q = await buscarQuadro(ctx, empresa, d.quadro).catch(() => {
    throw erroValidacao([{ field: 'quadro', rule: 'exists', message: 'Quadro não encontrado' }]);
  });
  const [m] = await ctx.db
    .select({ m: max(grupos.ordem) })
    .from(grupos)
    .where(eq(grupos.quadroId, q.id));
  const [g] = await ctx.db
    .insert(grupos)
    .values({ quadroId: q.id, nome: d.nome, ordem: (m?.m ?? -1) + 1 })
    .returning();
  await avisarQuadro(ctx, q.uuid, { tipo: 'quadro' });
  return umGrupo(ctx, g as LinhaGrupo, q.uuid);
}

export async function editarGrupo(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: { nome?: string | undefined; ordem?: number | undefined },
) {
  const { g, q } = await buscarGrupo(ctx, empresa, uuid);
  const [novo] = await ctx.db
    .update(grupos)
    .set({
      ...(d.nome !== undefined ? { nome: d.nome } : {}),
      ...(d.ordem !== undefined ? { ordem: d.ordem } : {}),
    })
    .where(eq(grupos.id, g.id))
    .returning();
  await avisarQuadro(ctx, q.uuid, { tipo: 'quadro' });
  return umGrupo(ctx, novo ?? g, q.uuid);
}

/** Removes the group, its fields and their values on every card. */
export async function removerGrupo(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const { g, q } = await buscarGrupo(ctx, empresa, uuid);
  await ctx.db.delete(grupos).where(eq(grupos.id, g.id));
  await avisarQuadro(ctx, q.uuid, { tipo: 'quadro' });
}

export async function criarCampo(
  ctx: AppContext,
  empresa: EmpresaAtual,
  d: { grupo: string; nome: string; tipo: string; opcoes: string[] },
) {
  const { g, q } = await buscarGrupo(ctx, empresa, d.grupo).catch(() => {
    throw erroValidacao([{ field: 'grupo', rule: 'exists', message: 'Grupo não encontrado' }]);
  });
  const [m] = await ctx.db
    .select({ m: max(campos.ordem) })
    .from(campos)
    .where(eq(campos.grupoId, g.id));
  const [c] = await ctx.db
    .insert(campos)
    .values({
      grupoId: g.id,
      nome: d.nome,
      tipo: d.tipo,
      opcoes: d.tipo === 'escolha' ? d.opcoes : [],
      ordem: (m?.m ?? -1) + 1,
    })
    .returning();
  await avisarQuadro(ctx, q.uuid, { tipo: 'quadro' });
  return campoParaApi(c as LinhaCampo, g.uuid);
}

async function buscarCampo(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [r] = await ctx.db
    .select({ c: campos, g: grupos, q: quadros })
    .from(campos)
    .innerJoin(grupos, eq(grupos.id, campos.grupoId))
    .innerJoin(quadros, eq(quadros.id, grupos.quadroId))
    .where(and(eq(campos.uuid, uuid), eq(quadros.empresaId, empresa.id)));
  if (!r || !podeNoQuadro(empresa, r.q.tipo, 'view'))
    throw new AppError('NAO_ENCONTRADO', 'Campo não encontrado');
  return r;
}

export async function editarCampo(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: { nome?: string | undefined; opcoes?: string[] | undefined; ordem?: number | undefined },
) {
  const { c, g, q } = await buscarCampo(ctx, empresa, uuid);
  if (d.opcoes !== undefined && c.tipo !== 'escolha')
    throw erroValidacao([{ field: 'opcoes', rule: 'kind', message: 'Só campos de escolha têm opções' }]);
  if (d.opcoes !== undefined && d.opcoes.length === 0)
    throw erroValidacao([{ field: 'opcoes', rule: 'required', message: 'Informe ao menos uma opção' }]);
  const [novo] = await ctx.db
    .update(campos)
    .set({
      ...(d.nome !== undefined ? { nome: d.nome } : {}),
      ...(d.opcoes !== undefined ? { opcoes: d.opcoes } : {}),
      ...(d.ordem !== undefined ? { ordem: d.ordem } : {}),
    })
    .where(eq(campos.id, c.id))
    .returning();
  await avisarQuadro(ctx, q.uuid, { tipo: 'quadro' });
  return campoParaApi(novo ?? c, g.uuid);
}

export async function removerCampo(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const { c, q } = await buscarCampo(ctx, empresa, uuid);
  await ctx.db.delete(campos).where(eq(campos.id, c.id));
  await avisarQuadro(ctx, q.uuid, { tipo: 'quadro' });
}

// ——— Labels ———

type LinhaClassificacao = typeof classificacoes.$inferSelect;
const classificacaoParaApi = (c: LinhaClassificacao) => ({ uuid: c.uuid, nome: c.nome, cor: c.cor });

export async function listarClassificacoes(ctx: AppContext, empresa: EmpresaAtual) {
  const rows = await ctx.db
    .select()
    .from(classificacoes)
    .where(eq(classificacoes.empresaId, empresa.id))
    .orderBy(asc(classificacoes.nome));
  return { data: rows.map(classificacaoParaApi) };
}

async function nomeLivre(ctx: AppContext, empresaId: number, nome: string, exceto?: number) {
  const rows = await ctx.db
    .select({ id: classificacoes.id, nome: classificacoes.nome })
    .from(classificacoes)
    .where(eq(classificacoes.empresaId, empresaId));
  if (
    rows.some((r) => r.id !== exceto && r.nome.toLocaleLowerCase('pt-BR') === nome.toLocaleLowerCase('pt-BR'))
  )
    throw erroValidacao([{ field: 'nome', rule: 'unique', message: 'Já existe uma etiqueta com este nome' }]);
}

export async function criarClassificacao(
  ctx: AppContext,
  empresa: EmpresaAtual,
  d: { nome: string; cor: string },
) {
  await nomeLivre(ctx, empresa.id, d.nome);
  const [c] = await ctx.db
    .insert(classificacoes)
    .values({ empresaId: empresa.id, nome: d.nome, cor: d.cor })
    .returning();
  return classificacaoParaApi(c as LinhaClassificacao);
}

async function buscarClassificacao(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [c] = await ctx.db
    .select()
    .from(classificacoes)
    .where(and(eq(classificacoes.uuid, uuid), eq(classificacoes.empresaId, empresa.id)));
  if (!c) throw new AppError('NAO_ENCONTRADO', 'Etiqueta não encontrada');
  return c;
}

export async function editarClassificacao(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: { nome?: string | undefined; cor?: string | undefined },
) {
  const c = await buscarClassificacao(ctx, empresa, uuid);
  if (d.nome !== undefined) await nomeLivre(ctx, empresa.id, d.nome, c.id);
  const [novo] = await ctx.db
    .update(classificacoes)
    .set({
      ...(d.nome !== undefined ? { nome: d.nome } : {}),
      ...(d.cor !== undefined ? { cor: d.cor } : {}),
    })
    .where(eq(classificacoes.id, c.id))
    .returning();
  return classificacaoParaApi(novo ?? c);
}

export async function removerClassificacao(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const c = await buscarClassificacao(ctx, empresa, uuid);
  await ctx.db.delete(classificacoes).where(eq(classificacoes.id, c.id));
}
