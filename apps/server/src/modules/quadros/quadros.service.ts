import { temPermissao } from '@irradia/shared/permissoes/guarda';
import {
  FASES_PADRAO,
  NOMES_TIPOS_QUADRO,
  TIPOS_QUADRO,
  type TipoQuadro,
} from '@irradia/shared/quadros/quadros.schema';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { cartoes, fases, quadros } from '../../db/schema/quadros.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao, violouUnico } from '../../platform/errors.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';

// Boards and their stages (decision 038). Every company gets one default board per kind the
// first time it looks; it may add boards, and add, rename, reorder, close and remove stages.

export type LinhaQuadro = typeof quadros.$inferSelect;
export type LinhaFase = typeof fases.$inferSelect;

const PERMISSAO_DO_TIPO: Record<TipoQuadro, string> = {
  atendimentos: 'atendimento',
  pedidos: 'pedido',
};

/** The caller may do `acao` (view, edit…) on a board of kind `tipo`. */
export function podeNoQuadro(empresa: EmpresaAtual, tipo: string, acao: string): boolean {
  const recurso = PERMISSAO_DO_TIPO[tipo as TipoQuadro];
  return (
    recurso !== undefined &&
    temPermissao(
      {
        tipoEmpresa: empresa.tipo,
        permissoes: empresa.permissoes,
        isSupervisor: empresa.isSupervisor,
        isSocio: empresa.isSocio,
        isAdmin: false,
      },
      `${recurso}:${acao}`,
    )
  );
}

/** The company's default board of a kind, created with its default stages on first need. */
export async function quadroPadrao(
  ctx: AppContext,
  empresaId: number,
  tipo: TipoQuadro,
): Promise<LinhaQuadro> {
  const [q] = await ctx.db
    .select()
    .from(quadros)
    .where(and(eq(quadros.empresaId, empresaId), eq(quadros.tipo, tipo), eq(quadros.padrao, true)));
  if (q) return q;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [novo] = await tx
        .insert(quadros)
        .values({ empresaId, tipo, nome: NOMES_TIPOS_QUADRO[tipo], padrao: true, criadoEm: ctx.now() })
        .returning();
      if (!novo) throw new Error('insert quadros returned nothing');
      await tx.insert(fases).values(
        FASES_PADRAO[tipo].map((f, ordem) => ({
          quadroId: novo.id,
          nome: f.nome,
          fechada: f.fechada,
          ordem,
        })),
      );
      return novo;
    });
  } catch (err) {
    // Two first looks at once: the other one made it.
    if (!violouUnico(err)) throw err;
    return quadroPadrao(ctx, empresaId, tipo);
  }
}

export async function fasesDe(ctx: AppContext, quadroIds: readonly number[]): Promise<LinhaFase[]> {
  if (quadroIds.length === 0) return [];
  return ctx.db
    .select()
    .from(fases)
    .where(inArray(fases.quadroId, [...quadroIds]))
    .orderBy(asc(fases.quadroId), asc(fases.ordem), asc(fases.id));
}

export async function quadrosParaApi(ctx: AppContext, rows: LinhaQuadro[]) {
  const todas = await fasesDe(
    ctx,
    rows.map((q) => q.id),
  );
  const contagem = todas.length
    ? await ctx.db
        .select({ faseId: cartoes.faseId, n: count() })
        .from(cartoes)
        .where(
          inArray(
            cartoes.faseId,
            todas.map((f) => f.id),
          ),
        )
        .groupBy(cartoes.faseId)
    : [];
  const n = new Map(contagem.map((c) => [c.faseId, Number(c.n)]));
  return rows.map((q) => ({
    uuid: q.uuid,
    nome: q.nome,
    tipo: q.tipo as TipoQuadro,
    padrao: q.padrao,
    fases: todas
      .filter((f) => f.quadroId === q.id)
      .map((f, ordem) => ({
        uuid: f.uuid,
        nome: f.nome,
        ordem,
        fechada: f.fechada,
        cor: f.cor,
        cartoes: n.get(f.id) ?? 0,
      })),
    criado_em: q.criadoEm.toISOString(),
  }));
}

/** The boards the caller may see: defaults first, then by name. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual) {
  const tipos = TIPOS_QUADRO.filter((t) => podeNoQuadro(empresa, t, 'view'));
  for (const t of tipos) await quadroPadrao(ctx, empresa.id, t);
  if (tipos.length === 0) return { data: [] };
  const rows = await ctx.db
    .select()
    .from(quadros)
    .where(and(eq(quadros.empresaId, empresa.id), inArray(quadros.tipo, tipos)))
    .orderBy(sql`${quadros.padrao} desc`, asc(quadros.tipo), asc(quadros.nome));
  return { data: await quadrosParaApi(ctx, rows) };
}

/** A board of the company the caller may `acao` on; anything else is a 404. */
export async function buscarQuadro(ctx: AppContext, empresa: EmpresaAtual, uuid: string, acao = 'view') {
  const [q] = await ctx.db
    .select()
    .from(quadros)
    .where(and(eq(quadros.uuid, uuid), eq(quadros.empresaId, empresa.id)));
  if (!q || !podeNoQuadro(empresa, q.tipo, 'view'))
    throw new AppError('NAO_ENCONTRADO', 'Quadro não encontrado');
  if (!podeNoQuadro(empresa, q.tipo, acao)) throw new AppError('SEM_PERMISSAO');
  return q;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  return umQuadro(ctx, await buscarQuadro(ctx, empresa, uuid));
}

async function umQuadro(ctx: AppContext, q: LinhaQuadro) {
  const [r] = await quadrosParaApi(ctx, [q]);
  if (!r) throw new Error('quadro sem resposta');
  return r;
}

export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: { nome: string; tipo: TipoQuadro }) {
  if (!podeNoQuadro(empresa, d.tipo, 'view'))
    throw erroValidacao([
      { field: 'tipo', rule: 'permission', message: 'Você não tem acesso a quadros deste tipo' },
    ]);
  await quadroPadrao(ctx, empresa.id, d.tipo);
  const q = await ctx.db.transaction(async (tx) => {
    const [novo] = await tx
      .insert(quadros)
      .values({ empresaId: empresa.id, tipo: d.tipo, nome: d.nome, criadoEm: ctx.now() })
      .returning();
    if (!novo) throw new Error('insert quadros returned nothing');
    await tx.insert(fases).values(
      FASES_PADRAO[d.tipo].map((f, ordem) => ({
        quadroId: novo.id,
        nome: f.nome,
        fechada: f.fechada,
        ordem,
      })),
    );
    return novo;
  });
  return umQuadro(ctx, q);
}

export async function editar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: { nome?: string | undefined; padrao?: true | undefined },
) {
  const q = await buscarQuadro(ctx, empresa, uuid, 'edit');
  await ctx.db.transaction(async (tx) => {
    if (d.padrao && !q.padrao) {
      await tx
        .update(quadros)
        .set({ padrao: false })
        .where(and(eq(quadros.empresaId, empresa.id), eq(quadros.tipo, q.tipo)));
      await tx.update(quadros).set({ padrao: true }).where(eq(quadros.id, q.id));
    }
    if (d.nome !== undefined) await tx.update(quadros).set({ nome: d.nome }).where(eq(quadros.id, q.id));
  });
  return detalhe(ctx, empresa, uuid);
}

/** Only a board that is not the default and holds no card. */
export async function remover(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const q = await buscarQuadro(ctx, empresa, uuid, 'delete');
  if (q.padrao)
    throw erroValidacao([
      {
        field: 'quadro',
        rule: 'default',
        message: 'O quadro padrão não pode ser excluído; torne outro padrão antes',
      },
    ]);
  const [n] = await ctx.db.select({ n: count() }).from(cartoes).where(eq(cartoes.quadroId, q.id));
  if (Number(n?.n ?? 0) > 0)
    throw erroValidacao([
      { field: 'quadro', rule: 'not_empty', message: 'Mova os cartões deste quadro antes de excluí-lo' },
    ]);
  await ctx.db.delete(quadros).where(eq(quadros.id, q.id));
}

export async function uuidDoQuadro(ctx: AppContext, id: number): Promise<string> {
  const [q] = await ctx.db.select({ uuid: quadros.uuid }).from(quadros).where(eq(quadros.id, id));
  return q?.uuid ?? '';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuid of the company owning a board (realtime authorisation), or null. */
export async function empresaDoQuadro(ctx: AppContext, uuid: string): Promise<string | null> {
  if (!UUID.test(uuid)) return null;
  const [q] = await ctx.db
    .select({ empresaId: quadros.empresaId })
    .from(quadros)
    .where(eq(quadros.uuid, uuid.toLowerCase()));
  return q ? ((await empresasPorIds(ctx, [q.empresaId])).get(q.empresaId)?.uuid ?? null) : null;
}
