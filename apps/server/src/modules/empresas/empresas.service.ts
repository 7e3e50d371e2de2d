import type {
  DadosAtualizarEmpresa,
  DadosCriarEmpresa,
  TEmpresa,
  TEmpresaItem,
} from '@irradia/shared/empresas/empresas.schema';
import { mensagensEmpresa } from '@irradia/shared/empresas/empresas.schema';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { empresas } from '../../db/schema/empresas.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { removerArquivo, salvarImagem, urlArquivo } from '../arquivos/arquivos.service.ts';
import { cargoEPermissoes, cargosComPermissao } from '../cargos/cargos.service.ts';
import {
  usuariosChefes as chefesDaEmpresa,
  empresasDoUsuario,
  incluirSocioFundador,
  usuariosChefesOuNosCargos,
  vinculoNaEmpresa,
} from '../funcionarios/funcionarios.consultas.ts';
import { buscarPorId as buscarUsuario } from '../usuarios/usuarios.service.ts';

type Empresa = typeof empresas.$inferSelect;

function empresaItem(e: Empresa): TEmpresaItem {
  return {
    uuid: e.uuid,
    tipo: e.tipo,
    cliente: {
      nome: e.nome,
      filial: e.filial,
      imagem_url: urlArquivo(e.imagemArquivo),
      endereco:
        e.logradouro || e.bairro || e.cidade
          ? {
              logradouro: e.logradouro,
              numero: e.numero,
              bairro: { nome: e.bairro, cidade: { nome: e.cidade } },
            }
          : null,
    },
  };
}

function empresaDetalhe(e: Empresa): TEmpresa {
  return {
    ...empresaItem(e),
    razao_social: e.razaoSocial,
    cnpj: e.cnpj,
    slogan: e.slogan,
    youtube: e.youtube,
    instagram: e.instagram,
    facebook: e.facebook,
    cep: e.cep,
    complemento: e.complemento,
    uf: e.uf,
    criado_em: e.criadoEm.toISOString(),
  };
}

/**
 * The company as this user stands in it: an active employee or partner gets the position's
 * permissions; a system admin may act in any company. Anything else: null (→ 403).
 */
export function resolverEmpresa(
  ctx: AppContext,
  sessao: SessaoAtual,
  uuid: string,
): Promise<EmpresaAtual | null> {
  return ctx.acesso.empresa(sessao, uuid, () => carregarEmpresaAtual(ctx, sessao, uuid));
}

async function carregarEmpresaAtual(
  ctx: AppContext,
  sessao: SessaoAtual,
  uuid: string,
): Promise<EmpresaAtual | null> {
  const [e] = await ctx.db
    .select({ id: empresas.id, uuid: empresas.uuid, tipo: empresas.tipo })
    .from(empresas)
    .where(and(eq(empresas.uuid, uuid), isNull(empresas.excluidoEm)));
  if (!e) return null;
  const f = await vinculoNaEmpresa(ctx, e.id, sessao.usuarioId);
  if (!f && !sessao.isAdmin) return null;
  const cargo = f?.cargoId ? await cargoEPermissoes(ctx, f.cargoId) : null;
  return {
    id: e.id,
    uuid: e.uuid,
    tipo: e.tipo,
    funcionarioId: f?.id ?? null,
    permissoes: cargo?.permissoes ?? new Set<string>(),
    isSupervisor: f?.isSupervisor ?? false,
    isSocio: f?.isSocio ?? false,
    papel: f ? { uuid: f.uuid, cargo: cargo?.nome ?? null } : null,
  };
}

export async function listar(ctx: AppContext, sessao: SessaoAtual, p: Paginacao) {
  const filtros: SQL[] = [isNull(empresas.excluidoEm)];
  if (!sessao.isAdmin) {
    filtros.push(inArray(empresas.id, empresasDoUsuario(ctx, sessao.usuarioId)));
  }
  if (p.search) {
    const termo = likeTerm(p.search);
    filtros.push(
      or(ilike(empresas.nome, termo), ilike(empresas.razaoSocial, termo), ilike(empresas.cnpj, termo)) as SQL,
    );
  }
  const where = and(...filtros);
  const [total] = await ctx.db.select({ n: count() }).from(empresas).where(where);
  const rows = await ctx.db
    .select()
    .from(empresas)
    .where(where)
    .orderBy(asc(empresas.nome), asc(empresas.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: rows.map(empresaItem), meta: meta(total?.n ?? 0, p) };
}

function colunas(input: DadosAtualizarEmpresa) {
  const v = input as Record<string, string | null | undefined>;
  const map: Record<string, keyof typeof empresas.$inferInsert> = {
    nome: 'nome',
    razao_social: 'razaoSocial',
    cnpj: 'cnpj',
    filial: 'filial',
    slogan: 'slogan',
    youtube: 'youtube',
    instagram: 'instagram',
    facebook: 'facebook',
    cep: 'cep',
    logradouro: 'logradouro',
    numero: 'numero',
    complemento: 'complemento',
    bairro: 'bairro',
    cidade: 'cidade',
    uf: 'uf',
  };
  const out: Partial<typeof empresas.$inferInsert> = {};
  for (const [campo, coluna] of Object.entries(map)) {
    if (v[campo] !== undefined) (out as Record<string, unknown>)[coluna] = v[campo];
  }
  return out;
}

export async function criar(
  ctx: AppContext,
  sessao: SessaoAtual,
  atual: EmpresaAtual | null,
  input: DadosCriarEmpresa,
  imagem: UploadedFile | undefined,
): Promise<TEmpresa> {
  // Only a `sistema` company (or a system admin) may create another `sistema` company.
  if (input.tipo === 'sistema' && atual?.tipo !== 'sistema' && !sessao.isAdmin) {
    throw erroValidacao([
      { field: 'tipo', rule: 'enum', message: 'Só o sistema pode criar empresas do tipo sistema' },
    ]);
  }
  const usuario = await buscarUsuario(ctx, sessao.usuarioId);
  const imagemArquivo = imagem ? await salvarImagem(ctx, imagem, { campo: 'imagem' }) : null;
  const empresa = await ctx.db.transaction(async (tx) => {
    const [e] = await tx
      .insert(empresas)
      .values({
        ...colunas(input),
        nome: input.nome,
        tipo: input.tipo,
        imagemArquivo,
        criadoPor: sessao.usuarioId,
      })
      .returning();
    if (!e) throw new Error('insert empresas returned nothing');
    // Its creator becomes its partner (sócio).
    await incluirSocioFundador(tx, ctx.now(), e.id, usuario);
    return e;
  });
  return empresaDetalhe(empresa);
}

async function buscarAtiva(ctx: AppContext, id: number): Promise<Empresa> {
  const [e] = await ctx.db
    .select()
    .from(empresas)
    .where(and(eq(empresas.id, id), isNull(empresas.excluidoEm)));
  if (!e) throw new AppError('NAO_ENCONTRADO');
  return e;
}

export async function detalhar(ctx: AppContext, alvo: EmpresaAtual): Promise<TEmpresa> {
  return empresaDetalhe(await buscarAtiva(ctx, alvo.id));
}

export async function atualizar(
  ctx: AppContext,
  alvo: EmpresaAtual,
  input: DadosAtualizarEmpresa,
  imagem: UploadedFile | undefined,
): Promise<TEmpresa> {
  const antes = await buscarAtiva(ctx, alvo.id);
  const imagemNova = imagem ? await salvarImagem(ctx, imagem, { campo: 'imagem' }) : undefined;
  const [e] = await ctx.db
    .update(empresas)
    .set({ ...colunas(input), ...(imagemNova ? { imagemArquivo: imagemNova } : {}), atualizadoEm: ctx.now() })
    .where(eq(empresas.id, alvo.id))
    .returning();
  if (!e) throw new AppError('NAO_ENCONTRADO');
  if (imagemNova && antes.imagemArquivo) await removerArquivo(ctx, antes.imagemArquivo);
  return empresaDetalhe(e);
}

/** Spec §5: deleting a company needs its exact name typed. */
export async function excluir(ctx: AppContext, alvo: EmpresaAtual, nomeDigitado: string): Promise<void> {
  const e = await buscarAtiva(ctx, alvo.id);
  if (nomeDigitado.trim() !== e.nome.trim()) {
    throw erroValidacao([{ field: 'nome', rule: 'confirmed', message: mensagensEmpresa.nomeDiferente }]);
  }
  await ctx.db.update(empresas).set({ excluidoEm: ctx.now() }).where(eq(empresas.id, e.id));
  await ctx.acesso.invalidar({ empresas: [e.id] });
}

/** Counters of the admin area: companies created since a moment (today), and all of them. */
export async function contarEmpresas(ctx: AppContext, desde: Date): Promise<{ hoje: number; total: number }> {
  const [r] = await ctx.db
    .select({
      total: count(),
      hoje: sql<number>`count(*) filter (where ${empresas.criadoEm} >= ${desde.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(empresas)
    .where(isNull(empresas.excluidoEm));
  return { hoje: r?.hoje ?? 0, total: r?.total ?? 0 };
}

/** The employee and position of the caller in the selected company, for usuarios/me. */
/** The caller's employee record as `/me` shows it, from the resolved standing (no query). */
export function papelNaEmpresa(atual: EmpresaAtual) {
  if (!atual.funcionarioId || !atual.papel) return null;
  return {
    uuid: atual.papel.uuid,
    cargo:
      atual.papel.cargo === null
        ? null
        : {
            nome: atual.papel.cargo,
            atribuicoes: [...atual.permissoes].sort().map((codigo) => ({ permissao: { codigo } })),
          },
  };
}

/**
 * Who in a company holds a permission (spec §6): active partners and supervisors, and employees
 * whose position carries it. Used to address company events (plant alerts) to the right people.
 */
export async function usuariosComPermissao(ctx: AppContext, empresaId: number, permissao: string) {
  return usuariosChefesOuNosCargos(ctx, empresaId, cargosComPermissao(ctx, permissao));
}

/** Active partners and supervisors of a company (they see everything in it). */
export async function usuariosChefes(ctx: AppContext, empresaId: number) {
  return chefesDaEmpresa(ctx, empresaId);
}

/** uuid and name of companies by id (deleted ones marked), for modules that show a company. */
export async function empresasPorIds(ctx: AppContext, ids: number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; nome: string; excluida: boolean }>();
  const rows = await ctx.db
    .select({ id: empresas.id, uuid: empresas.uuid, nome: empresas.nome, excluidoEm: empresas.excluidoEm })
    .from(empresas)
    .where(inArray(empresas.id, unicos));
  return new Map(rows.map((e) => [e.id, { uuid: e.uuid, nome: e.nome, excluida: e.excluidoEm !== null }]));
}

/** The company's own CNPJ digits, or null when it has none on record. */
export async function cnpjDaEmpresa(ctx: AppContext, empresaId: number): Promise<string | null> {
  const [e] = await ctx.db.select({ cnpj: empresas.cnpj }).from(empresas).where(eq(empresas.id, empresaId));
  const digitos = e?.cnpj?.replace(/\D/g, '') ?? '';
  return digitos === '' ? null : digitos;
}

/**
 * The company acting on its own behalf (invoices filed from its inbound e-mail): it sees every
 * plant and holds no position. Null when the company does not exist or was deleted.
 */
export async function empresaComoSistema(ctx: AppContext, empresaId: number): Promise<EmpresaAtual | null> {
  const [e] = await ctx.db
    .select({ id: empresas.id, uuid: empresas.uuid, tipo: empresas.tipo })
    .from(empresas)
    .where(and(eq(empresas.id, empresaId), isNull(empresas.excluidoEm)));
  if (!e) return null;
  return { ...e, funcionarioId: null, permissoes: new Set(), isSupervisor: false, isSocio: false };
}
