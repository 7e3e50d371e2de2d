import type { DadosPlano } from '@irradia/shared/assinaturas/assinaturas.schema';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { planos } from '../../db/schema/assinaturas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

// Plans on offer (decision 041): kept by `sistema`; every company with plano:view sees them.

export type LinhaPlano = typeof planos.$inferSelect;

export const planoParaApi = (p: LinhaPlano) => ({
  uuid: p.uuid,
  nome: p.nome,
  descricao: p.descricao,
  preco_mensal_rs: p.precoMensalCentavos / 100,
  preco_anual_rs: p.precoAnualCentavos / 100,
  limite_usinas: p.limiteUsinas,
  limite_usuarios: p.limiteUsuarios,
  limite_kwp: p.limiteKwp === null ? null : Number(p.limiteKwp),
  recursos: p.recursos,
  dias_teste: p.diasTeste,
  removido_em: p.removidoEm?.toISOString() ?? null,
});

/** Plans and every company's subscription are the system administration's. */
export function exigirSistema(empresa: EmpresaAtual) {
  if (empresa.tipo !== 'sistema')
    throw new AppError('SEM_PERMISSAO', 'Somente a administração do sistema pode fazer isto');
}

export async function listar(ctx: AppContext, empresa: EmpresaAtual, removidos: boolean) {
  const verRemovidos = removidos && empresa.tipo === 'sistema';
  const rows = await ctx.db
    .select()
    .from(planos)
    .where(verRemovidos ? isNotNull(planos.removidoEm) : isNull(planos.removidoEm))
    .orderBy(asc(planos.ordem), asc(planos.precoMensalCentavos), asc(planos.id));
  return rows.map(planoParaApi);
}

/** A plan by uuid; removed ones only when asked (sistema restoring it). */
export async function planoPorUuid(ctx: AppContext, uuid: string, removidos = false) {
  const [p] = await ctx.db
    .select()
    .from(planos)
    .where(and(eq(planos.uuid, uuid), removidos ? undefined : isNull(planos.removidoEm)));
  return p ?? null;
}

const valores = (d: DadosPlano) => ({
  nome: d.nome,
  descricao: d.descricao,
  precoMensalCentavos: Math.round(d.preco_mensal_rs * 100),
  precoAnualCentavos: Math.round(d.preco_anual_rs * 100),
  limiteUsinas: d.limite_usinas,
  limiteUsuarios: d.limite_usuarios,
  limiteKwp: d.limite_kwp,
  recursos: d.recursos,
  diasTeste: d.dias_teste,
});

export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: DadosPlano) {
  exigirSistema(empresa);
  const [p] = await ctx.db.insert(planos).values(valores(d)).returning();
  if (!p) throw new Error('insert planos returned nothing');
  return planoParaApi(p);
}

export async function atualizar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosPlano) {
  exigirSistema(empresa);
  const p = await planoPorUuid(ctx, uuid, true);
  if (!p) throw new AppError('NAO_ENCONTRADO', 'Plano não encontrado');
  const [n] = await ctx.db.update(planos).set(valores(d)).where(eq(planos.id, p.id)).returning();
  return planoParaApi(n ?? p);
}

/** Removing keeps the plan for the companies already on it; it leaves the offer. */
export async function remover(ctx: AppContext, empresa: EmpresaAtual, uuid: string, remover: boolean) {
  exigirSistema(empresa);
  const p = await planoPorUuid(ctx, uuid, true);
  if (!p) throw new AppError('NAO_ENCONTRADO', 'Plano não encontrado');
  const [n] = await ctx.db
    .update(planos)
    .set({ removidoEm: remover ? (p.removidoEm ?? ctx.now()) : null })
    .where(eq(planos.id, p.id))
    .returning();
  return planoParaApi(n ?? p);
}
