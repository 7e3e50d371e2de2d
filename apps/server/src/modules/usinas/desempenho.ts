import { type SQL, sql } from 'drizzle-orm';
import { geracaoDiaria, usinas } from '../../db/schema/usinas.ts';
import type { AppContext } from '../../platform/context.ts';
import { irradiacaoMensalEmSql } from '../irradiacao/irradiacao.service.ts';
import type { Usina } from './acesso.ts';
import { expectativa as expectativaDe, maisCedo } from './expectativa.ts';

/**
 * The month's performance of a page of plants, as columns of the query that reads them from
 * `usinas` (the plants list's column): each plant's energy since the first of its own month, in
 * its time zone's calendar (`agora` is the instant, a timestamptz), the first day with data, and
 * its city's irradiation. `doMesNoDia` turns a row into the figures.
 *
 * The energy and the first day come from the plant's own summary of its days (`geracao_*` columns,
 * kept by migration 0044's triggers): the summed month is its last day's, so it is this month's
 * when that day falls in this month up to today, and there is none this month when it falls
 * before. Only days past today (a clock or an import ahead of the plant's calendar) send the sum
 * back to the days themselves.
 */
export function doMesEmSql(agora: SQL) {
  const hoje = sql`(${agora} at time zone ${usinas.fusoHorario})::date`;
  const ultimo = usinas.geracaoUltimoDia;
  return {
    mes: sql<number | null>`case
      when ${ultimo} is null or ${ultimo} < date_trunc('month', ${hoje})::date then null
      when ${ultimo} <= ${hoje} then ${usinas.geracaoMesKwh}
      else (select sum(g.energia_kwh)::float from ${geracaoDiaria} g
        where g.usina_id = ${usinas.id} and g.data >= date_trunc('month', ${hoje})::date and g.data <= ${hoje})
      end`,
    primeiro: sql<string | null>`${usinas.geracaoPrimeiroDia}::text`,
    mensal: irradiacaoMensalEmSql(sql`${usinas.cidadeId}`, sql`${usinas.empresaId}`),
  };
}

/**
 * A row of `doMesEmSql` as the month's figures (expectativa.ts: kWp × its city's irradiation × PR,
 * from the day it began), `hoje` being the plant's day (YYYY-MM-DD in its time zone); the
 * expectation and the percentage are null without a city with irradiation or a power.
 */
export function doMesNoDia(
  ctx: AppContext,
  u: UsinaDoMes,
  hoje: string,
  r: { mes: number | null; primeiro: string | null; mensal: number[] | null },
) {
  return doMes(ctx, u, { hoje, inicio: `${hoje.slice(0, 7)}-01`, ...r });
}

type UsinaDoMes = Pick<Usina, 'potenciaKwp' | 'dataInstalacao'>;

/** One plant's month: its energy since the 1st against the expectation over the same days. */
function doMes(
  ctx: AppContext,
  u: UsinaDoMes,
  d: { hoje: string; inicio: string; mes: number | null; primeiro: string | null; mensal?: number[] | null },
) {
  const esperado =
    d.mensal && u.potenciaKwp && u.potenciaKwp > 0
      ? expectativaDe(
          u.potenciaKwp,
          d.mensal,
          maisCedo(u.dataInstalacao, d.primeiro),
          ctx.config.status.performanceRatio,
        ).entre(d.inicio, d.hoje)
      : 0;
  return {
    energia_mes_kwh: d.mes,
    esperado_mes_kwh: esperado > 0 ? Math.round(esperado * 10) / 10 : null,
    desempenho_mes_pct: esperado > 0 && d.mes !== null ? Math.round((d.mes / esperado) * 1000) / 10 : null,
  };
}

/** The roll-ups of a plant's daily energy its page shows, as `agregadosDaUsina` selects them. */
export interface Agregados {
  /** Mean and count of the last 12 complete months' energy. */
  meses: { media: number | null; meses: number } | null;
  ultimos365: number | null;
  ano: number | null;
  mes: number | null;
  primeiro: string | null;
  irradiacao: number[] | null;
}

/**
 * The roll-ups as columns for a plant's query (`usina`: its id; `hoje`, `inicioMes`, `inicioAno`:
 * dates of its own day), so the page reads them in the same statement as the rest.
 */
export function agregadosDaUsina(usina: SQL, d: { hoje: SQL; inicioMes: SQL; inicioAno: SQL }) {
  return {
    meses: sql<Agregados['meses']>`(select json_build_object('media', avg(total), 'meses', count(*)) from (
        select sum(energia_kwh) as total from ${geracaoDiaria}
        where usina_id = ${usina} and data < ${d.inicioMes} and data >= (${d.inicioMes} - interval '12 months')
        group by date_trunc('month', data)) t)`,
    ultimos365: sql<number | null>`(select sum(energia_kwh)::float from ${geracaoDiaria}
        where usina_id = ${usina} and data > (${d.hoje} - interval '365 days'))`,
    ano: sql<number | null>`(select sum(energia_kwh)::float from ${geracaoDiaria}
        where usina_id = ${usina} and data >= ${d.inicioAno} and data <= ${d.hoje})`,
    mes: sql<number | null>`(select sum(energia_kwh)::float from ${geracaoDiaria}
        where usina_id = ${usina} and data >= ${d.inicioMes} and data <= ${d.hoje})`,
    primeiro: sql<string | null>`(select min(data)::text from ${geracaoDiaria} where usina_id = ${usina})`,
  };
}

/**
 * Spec §3 "average generation" and "yield": the mean of the last 12 complete months' energy (kWh)
 * and the last 365 days' energy per installed kWp (kWh/kWp), from the daily roll-up; and the month.
 */
export function desempenho(ctx: AppContext, u: UsinaDoMes, hoje: string, a: Agregados) {
  const m = doMes(ctx, u, {
    hoje,
    inicio: `${hoje.slice(0, 7)}-01`,
    mes: a.mes,
    primeiro: a.primeiro,
    mensal: a.irradiacao,
  });
  const meses = a.meses?.meses ? Number(a.meses.meses) : 0;
  return {
    energia_mes_kwh: m.energia_mes_kwh,
    energia_ano_kwh: a.ano,
    esperado_mes_kwh: m.esperado_mes_kwh,
    desempenho_mes_pct: m.desempenho_mes_pct,
    geracao_media_kwh: meses ? Math.round(Number(a.meses?.media ?? 0) * 10) / 10 : null,
    rendimento_kwh_kwp:
      a.ultimos365 && u.potenciaKwp ? Math.round((a.ultimos365 / u.potenciaKwp) * 10) / 10 : null,
  };
}
