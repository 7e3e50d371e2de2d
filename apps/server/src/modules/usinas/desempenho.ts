import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { sql } from 'drizzle-orm';
import { geracaoDiaria, type usinas } from '../../db/schema/usinas.ts';
import type { AppContext } from '../../platform/context.ts';
import { irradiacaoMensalDasCidades } from '../irradiacao/irradiacao.service.ts';
import type { Usina } from './acesso.ts';
import { expectativa as expectativaDe, maisCedo } from './expectativa.ts';

/**
 * The month's performance of a list of plants in a fixed number of queries, whatever its length
 * (the plants list's column, and one plant's page): each plant's energy since the first of its own
 * month, in its time zone's calendar, against what it should have generated over the same days
 * (expectativa.ts: kWp × its city's irradiation × PR, from the day it began). The expectation and
 * the percentage are null without a city with irradiation or a power.
 */
export async function desempenhoDoMes(
  ctx: AppContext,
  lista: ReadonlyArray<
    Pick<Usina, 'id' | 'empresaId' | 'cidadeId' | 'potenciaKwp' | 'dataInstalacao' | 'fusoHorario'>
  >,
) {
  const resultado = new Map<
    number,
    { energia_mes_kwh: number | null; esperado_mes_kwh: number | null; desempenho_mes_pct: number | null }
  >();
  if (lista.length === 0) return resultado;
  const dias = lista.map((u) => {
    const hoje = hojeNoFuso(ctx.now(), u.fusoHorario);
    return { u, hoje, inicio: `${hoje.slice(0, 7)}-01` };
  });
  const valores = sql.join(
    dias.map((d) => sql`(${d.u.id}::int, ${d.inicio}::date, ${d.hoje}::date)`),
    sql`, `,
  );
  const rows = await ctx.database.query<{ id: number; mes: number | null; primeiro: string | null }>(sql`
    select p.id,
      (select sum(g.energia_kwh) from ${geracaoDiaria} g
        where g.usina_id = p.id and g.data >= p.inicio and g.data <= p.hoje)::float as mes,
      (select min(g.data) from ${geracaoDiaria} g where g.usina_id = p.id)::text as primeiro
    from (values ${valores}) as p(id, inicio, hoje)`);
  const porId = new Map(rows.map((r) => [Number(r.id), r]));
  const irradiacao = new Map<number, Map<number, number[]>>();
  for (const empresaId of new Set(lista.map((u) => u.empresaId)))
    irradiacao.set(
      empresaId,
      await irradiacaoMensalDasCidades(
        ctx,
        lista.flatMap((u) => (u.empresaId === empresaId && u.cidadeId !== null ? [u.cidadeId] : [])),
        empresaId,
      ),
    );
  for (const { u, hoje, inicio } of dias) {
    const r = porId.get(u.id);
    const mes = r?.mes ?? null;
    const mensal = u.cidadeId === null ? undefined : irradiacao.get(u.empresaId)?.get(u.cidadeId);
    const esperado =
      mensal && u.potenciaKwp && u.potenciaKwp > 0
        ? expectativaDe(
            u.potenciaKwp,
            mensal,
            maisCedo(u.dataInstalacao, r?.primeiro ?? null),
            ctx.config.status.performanceRatio,
          ).entre(inicio, hoje)
        : 0;
    resultado.set(u.id, {
      energia_mes_kwh: mes,
      esperado_mes_kwh: esperado > 0 ? Math.round(esperado * 10) / 10 : null,
      desempenho_mes_pct: esperado > 0 && mes !== null ? Math.round((mes / esperado) * 1000) / 10 : null,
    });
  }
  return resultado;
}

/**
 * Spec §3 "average generation" and "yield": the mean of the last 12 complete months' energy (kWh)
 * and the last 365 days' energy per installed kWp (kWh/kWp), from the daily roll-up.
 */
export async function desempenho(ctx: AppContext, u: typeof usinas.$inferSelect) {
  const hoje = hojeNoFuso(ctx.now(), u.fusoHorario);
  const inicioMes = `${hoje.slice(0, 7)}-01`;
  const [m] = await ctx.database.query<{ media: number | null; meses: number }>(sql`
    select avg(total)::float as media, count(*)::int as meses from (
      select date_trunc('month', data) as mes, sum(energia_kwh) as total from geracao_diaria
      where usina_id = ${u.id} and data < ${inicioMes}::date and data >= (${inicioMes}::date - interval '12 months')
      group by 1) t`);
  const [a] = await ctx.database.query<{ total: number | null }>(sql`
    select sum(energia_kwh)::float as total from geracao_diaria
    where usina_id = ${u.id} and data > (${hoje}::date - interval '365 days')`);
  const [p] = await ctx.database.query<{ ano: number | null }>(sql`
    select sum(energia_kwh) filter (where data >= ${`${hoje.slice(0, 4)}-01-01`}::date)::float as ano
    from geracao_diaria where usina_id = ${u.id} and data <= ${hoje}::date`);
  const doMes = (await desempenhoDoMes(ctx, [u])).get(u.id);
  return {
    energia_mes_kwh: doMes?.energia_mes_kwh ?? null,
    energia_ano_kwh: p?.ano ?? null,
    esperado_mes_kwh: doMes?.esperado_mes_kwh ?? null,
    desempenho_mes_pct: doMes?.desempenho_mes_pct ?? null,
    geracao_media_kwh: m?.meses ? Math.round((m.media ?? 0) * 10) / 10 : null,
    rendimento_kwh_kwp: a?.total && u.potenciaKwp ? Math.round((a.total / u.potenciaKwp) * 10) / 10 : null,
  };
}
