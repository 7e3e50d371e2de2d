import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { type SQL, sql } from 'drizzle-orm';
import { preparada } from '../../db/preparadas.ts';
import { geracaoDiaria } from '../../db/schema/usinas.ts';
import type { AppContext } from '../../platform/context.ts';
import { irradiacaoMensalEmSql } from '../irradiacao/irradiacao.service.ts';
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
  // The plants travel as arrays, so the statement is the same text for any page: prepared. The
  // month's energy, the first day with data and the city's irradiation come in the one statement.
  const rows = (await preparada(ctx.db, 'desempenho_do_mes', (db, nome) =>
    db
      .select({
        id: sql<number>`p.id`,
        mes: sql<number | null>`(select sum(g.energia_kwh) from ${geracaoDiaria} g
          where g.usina_id = p.id and g.data >= p.inicio and g.data <= p.hoje)::float`,
        primeiro: sql<
          string | null
        >`(select min(g.data) from ${geracaoDiaria} g where g.usina_id = p.id)::text`,
        mensal: irradiacaoMensalEmSql(sql`p.cidade`, sql`p.empresa`),
      })
      .from(
        sql`unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('inicios')}::date[], ${sql.placeholder('hojes')}::date[],
          ${sql.placeholder('cidades')}::int[], ${sql.placeholder('empresas')}::int[]) as p(id, inicio, hoje, cidade, empresa)`,
      )
      .prepare(nome),
  ).execute({
    ids: dias.map((d) => d.u.id),
    inicios: dias.map((d) => d.inicio),
    hojes: dias.map((d) => d.hoje),
    cidades: dias.map((d) => d.u.cidadeId),
    empresas: dias.map((d) => d.u.empresaId),
  })) as Array<{ id: number; mes: number | null; primeiro: string | null; mensal: number[] | null }>;
  const porId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const { u, hoje, inicio } of dias) {
    const r = porId.get(u.id);
    resultado.set(
      u.id,
      doMes(ctx, u, { hoje, inicio, mes: r?.mes ?? null, primeiro: r?.primeiro ?? null, mensal: r?.mensal }),
    );
  }
  return resultado;
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
