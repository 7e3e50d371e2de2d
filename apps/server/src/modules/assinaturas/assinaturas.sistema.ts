import type { StatusDeAssinatura } from '@irradia/shared/assinaturas/assinaturas.schema';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { assinaturas, planos } from '../../db/schema/assinaturas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { empresaPorUuid, empresasPorNome } from '../empresas/empresas.consultas.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';
import { pendentesDe } from './assinaturas.cobrancas.ts';
import { fimDoPeriodo, hojeDaAssinatura } from './assinaturas.datas.ts';
import { bloqueada, statusEfetivo } from './assinaturas.service.ts';
import { planoPorUuid } from './planos.service.ts';

// `sistema`'s view of every subscription (decision 041): the list with the monthly recurring
// revenue, and adjustments by hand (the embedded default has no gateway).

/** The status the calendar gives, in SQL (the list filters by it). */
const statusSql = (hoje: string): SQL =>
  sql`case when ${assinaturas.status} <> 'cancelada' and ${assinaturas.periodoFim} < ${hoje} and ${assinaturas.cancelarNoFim} then 'cancelada'
    when ${assinaturas.periodoFim} < ${hoje} and ${assinaturas.status} in ('teste', 'ativa') then 'inadimplente'
    else ${assinaturas.status} end`;

const mrrCentavos = (ciclo: string, mensal: number, anual: number) =>
  ciclo === 'anual' ? Math.round(anual / 12) : mensal;

const colunas = {
  id: assinaturas.id,
  uuid: assinaturas.uuid,
  empresaId: assinaturas.empresaId,
  ciclo: assinaturas.ciclo,
  status: assinaturas.status,
  forma: assinaturas.forma,
  periodoFim: assinaturas.periodoFim,
  cancelarNoFim: assinaturas.cancelarNoFim,
  planoUuid: planos.uuid,
  planoNome: planos.nome,
  mensal: planos.precoMensalCentavos,
  anual: planos.precoAnualCentavos,
};

async function paraApi(
  ctx: AppContext,
  rows: Array<{ [K in keyof typeof colunas]: (typeof colunas)[K]['_']['data'] }>,
) {
  const hoje = hojeDaAssinatura(ctx);
  const nomes = await empresasPorIds(
    ctx,
    rows.map((r) => r.empresaId),
  );
  const pendentes = await pendentesDe(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const status = statusEfetivo(r, hoje);
    const e = nomes.get(r.empresaId);
    return {
      uuid: r.uuid,
      empresa: { uuid: e?.uuid ?? '', nome: e?.nome ?? '' },
      plano: { uuid: r.planoUuid, nome: r.planoNome },
      ciclo: r.ciclo,
      status,
      forma: r.forma,
      periodo_fim: r.periodoFim,
      cancelar_no_fim: r.cancelarNoFim,
      bloqueada: bloqueada(r.periodoFim, hoje),
      mrr_rs: status === 'ativa' ? mrrCentavos(r.ciclo, r.mensal, r.anual) / 100 : 0,
      cobranca_pendente: pendentes.get(r.id) ?? null,
    };
  });
}

/** GET /api/assinatura/empresas: every subscription, newest period end last; MRR of the active ones. */
export async function listarEmpresas(
  ctx: AppContext,
  p: Paginacao & { status?: StatusDeAssinatura | undefined },
) {
  const hoje = hojeDaAssinatura(ctx);
  const ids = p.search ? await empresasPorNome(ctx, p.search) : null;
  if (ids && ids.length === 0) return { data: [], meta: meta(0, p), mrr_rs: await mrr(ctx, hoje) };
  const where = and(
    ids ? inArray(assinaturas.empresaId, ids) : undefined,
    p.status ? sql`${statusSql(hoje)} = ${p.status}` : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(assinaturas).where(where);
  const rows = await ctx.db
    .select(colunas)
    .from(assinaturas)
    .innerJoin(planos, eq(planos.id, assinaturas.planoId))
    .where(where)
    .orderBy(asc(assinaturas.periodoFim), asc(assinaturas.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await paraApi(ctx, rows), meta: meta(total?.n ?? 0, p), mrr_rs: await mrr(ctx, hoje) };
}

async function mrr(ctx: AppContext, hoje: string): Promise<number> {
  const ativas = await ctx.db
    .select({
      ciclo: assinaturas.ciclo,
      mensal: planos.precoMensalCentavos,
      anual: planos.precoAnualCentavos,
    })
    .from(assinaturas)
    .innerJoin(planos, eq(planos.id, assinaturas.planoId))
    .where(sql`${statusSql(hoje)} = 'ativa'`);
  return ativas.reduce((s, a) => s + mrrCentavos(a.ciclo, a.mensal, a.anual), 0) / 100;
}

/**
 * PATCH /api/assinatura/empresas/:uuid (the company's uuid): plan, status or period's end by hand.
 * A company without a subscription gets one (plan required), active for a month unless told.
 */
export async function ajustar(
  ctx: AppContext,
  empresaUuid: string,
  d: {
    plano?: string | undefined;
    status?: StatusDeAssinatura | undefined;
    periodo_fim?: string | undefined;
  },
) {
  const empresa = await empresaPorUuid(ctx, empresaUuid);
  if (!empresa || empresa.tipo === 'sistema') throw new AppError('NAO_ENCONTRADO', 'Empresa não encontrada');
  const plano = d.plano ? await planoPorUuid(ctx, d.plano) : null;
  if (d.plano && !plano)
    throw erroValidacao([{ field: 'plano', rule: 'exists', message: 'Selecione o plano' }]);
  const hoje = hojeDaAssinatura(ctx);
  const [a] = await ctx.db.select().from(assinaturas).where(eq(assinaturas.empresaId, empresa.id));
  if (!a) {
    if (!plano) throw erroValidacao([{ field: 'plano', rule: 'required', message: 'Selecione o plano' }]);
    await ctx.db.insert(assinaturas).values({
      empresaId: empresa.id,
      planoId: plano.id,
      ciclo: 'mensal',
      forma: 'manual',
      status: d.status ?? 'ativa',
      periodoInicio: hoje,
      periodoFim: d.periodo_fim ?? fimDoPeriodo(hoje, 'mensal'),
    });
  } else {
    // Made active by hand with a period already over: a new period from today (ciclo's length).
    const periodoFim =
      d.periodo_fim ??
      (d.status === 'ativa' && a.periodoFim < hoje ? fimDoPeriodo(hoje, a.ciclo) : undefined);
    await ctx.db
      .update(assinaturas)
      .set({
        ...(plano ? { planoId: plano.id } : {}),
        ...(d.status ? { status: d.status, canceladaEm: d.status === 'cancelada' ? ctx.now() : null } : {}),
        ...(d.status && d.status !== 'cancelada' ? { cancelarNoFim: false } : {}),
        ...(periodoFim ? { periodoFim } : {}),
        ...(periodoFim && d.status === 'ativa' && a.periodoFim < hoje ? { periodoInicio: hoje } : {}),
        atualizadoEm: ctx.now(),
      })
      .where(eq(assinaturas.id, a.id));
  }
  const rows = await ctx.db
    .select(colunas)
    .from(assinaturas)
    .innerJoin(planos, eq(planos.id, assinaturas.planoId))
    .where(eq(assinaturas.empresaId, empresa.id));
  const [r] = await paraApi(ctx, rows);
  if (!r) throw new Error('subscription vanished');
  return r;
}
