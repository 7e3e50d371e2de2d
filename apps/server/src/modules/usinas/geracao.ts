import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { and, asc, eq, sql } from 'drizzle-orm';
import { geracaoDiaria, inversores, leituras } from '../../db/schema/usinas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { buscarUsina } from './acesso.ts';
import { type Expectativa, expectativaDaUsina } from './expectativa.ts';

// A plant's charts: energy per day, month or year against its expectation, and a day's power curve.

export type Periodo = 'mensal' | 'anual' | 'total';

/** The last day of a `YYYY-MM` month. */
const fimDoMes = (mes: string) =>
  new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).toISOString().slice(0, 10);

const arred2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The expectation beside a chart's bars: for each period (day, month or year) what the plant
 * should have generated from its beginning up to today, and the real energy of those periods
 * against it. Periods still to come or before the plant began are left out.
 */
function serieEsperada(
  exp: Expectativa,
  periodos: ReadonlyArray<{ rotulo: string; desde: string; ate: string }>,
  hoje: string,
  real: ReadonlyArray<{ rotulo: string; energia_kwh: number }>,
) {
  const pontos = periodos
    .filter((p) => p.desde <= hoje && (!exp.inicio || p.ate >= exp.inicio))
    .map((p) => ({ rotulo: p.rotulo, energia_kwh: arred2(exp.entre(p.desde, p.ate < hoje ? p.ate : hoje)) }));
  const total = pontos.reduce((a, p) => a + p.energia_kwh, 0);
  const rotulos = new Set(pontos.map((p) => p.rotulo));
  const gerado = real.filter((p) => rotulos.has(p.rotulo)).reduce((a, p) => a + p.energia_kwh, 0);
  return {
    pontos,
    total_kwh: arred2(total),
    desempenho_pct: total > 0 ? Math.round((gerado / total) * 1000) / 10 : null,
  };
}

/**
 * Energy series for the charts (spec §3 energy periods), from the daily roll-up: the days of a
 * month (`2026-11`), the months of a year (`2026`), or every year; with the plant's expectation
 * for the same periods (null without a city with irradiation or a power) and its time zone, whose
 * calendar the periods follow.
 */
export async function geracao(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  periodo: Periodo,
  ref?: string,
) {
  const u = await buscarUsina(ctx, empresa, uuid);
  const hoje = hojeNoFuso(ctx.now(), u.fusoHorario);
  const exp = await expectativaDaUsina(ctx, u);
  if (periodo === 'mensal') {
    const mes = ref && /^\d{4}-(0[1-9]|1[0-2])$/.test(ref) ? ref : hoje.slice(0, 7);
    const rows = await ctx.db
      .select({ data: geracaoDiaria.data, kwh: geracaoDiaria.energiaKwh })
      .from(geracaoDiaria)
      .where(and(eq(geracaoDiaria.usinaId, u.id), sql`to_char(${geracaoDiaria.data}, 'YYYY-MM') = ${mes}`))
      .orderBy(asc(geracaoDiaria.data));
    const pontos = rows.map((r) => ({ rotulo: r.data, energia_kwh: r.kwh }));
    const dias = Array.from({ length: Number(fimDoMes(mes).slice(8, 10)) }, (_, k) => {
      const dia = `${mes}-${String(k + 1).padStart(2, '0')}`;
      return { rotulo: dia, desde: dia, ate: dia };
    });
    return {
      periodo,
      referencia: mes,
      fuso_horario: u.fusoHorario,
      pontos,
      esperado: exp ? serieEsperada(exp, dias, hoje, pontos) : null,
    };
  }
  const formato = periodo === 'anual' ? 'YYYY-MM' : 'YYYY';
  const ano = ref && /^\d{4}$/.test(ref) ? ref : hoje.slice(0, 4);
  // The format is inlined (one of two constants): as a bound parameter, select and group by would
  // hold different parameters and PostgreSQL would refuse the grouping.
  const chave = sql<string>`to_char(${geracaoDiaria.data}, ${sql.raw(`'${formato}'`)})`;
  const rows = await ctx.db
    .select({ rotulo: chave, kwh: sql<number>`sum(${geracaoDiaria.energiaKwh})::float` })
    .from(geracaoDiaria)
    .where(
      periodo === 'anual'
        ? and(eq(geracaoDiaria.usinaId, u.id), sql`to_char(${geracaoDiaria.data}, 'YYYY') = ${ano}`)
        : eq(geracaoDiaria.usinaId, u.id),
    )
    .groupBy(chave)
    .orderBy(chave);
  const pontos = rows.map((r) => ({ rotulo: r.rotulo, energia_kwh: Number(r.kwh) }));
  let periodos: Array<{ rotulo: string; desde: string; ate: string }> = [];
  if (periodo === 'anual')
    periodos = Array.from({ length: 12 }, (_, k) => {
      const mes = `${ano}-${String(k + 1).padStart(2, '0')}`;
      return { rotulo: mes, desde: `${mes}-01`, ate: fimDoMes(mes) };
    });
  else if (exp) {
    // Every year from the plant's beginning (or its first year with data) to this one.
    const primeiro = Number((exp.inicio ?? pontos[0]?.rotulo ?? hoje).slice(0, 4));
    for (let a = primeiro; a <= Number(hoje.slice(0, 4)); a++)
      periodos.push({ rotulo: String(a), desde: `${a}-01-01`, ate: `${a}-12-31` });
  }
  return {
    periodo,
    referencia: periodo === 'anual' ? ano : null,
    fuso_horario: u.fusoHorario,
    pontos,
    esperado: exp ? serieEsperada(exp, periodos, hoje, pontos) : null,
  };
}

/** The intraday power curve of a plant (sum of its inverters), from the raw readings of its day. */
export async function curvaDoDia(ctx: AppContext, empresa: EmpresaAtual, uuid: string, dia?: string) {
  const u = await buscarUsina(ctx, empresa, uuid);
  const data = dia && /^\d{4}-\d{2}-\d{2}$/.test(dia) ? dia : hojeNoFuso(ctx.now(), u.fusoHorario);
  // The zone is inlined (select and group by must hold the same expression); it is a plant's own
  // IANA name, checked here all the same.
  const fuso = sql.raw(`'${/^[A-Za-z_/+-]+$/.test(u.fusoHorario) ? u.fusoHorario : 'America/Sao_Paulo'}'`);
  const hora = sql<string>`to_char(${leituras.instante} at time zone ${fuso}, 'HH24:MI')`;
  const rows = await ctx.db
    .select({ hora, w: sql<number>`sum(${leituras.potenciaW})::float` })
    .from(leituras)
    .innerJoin(inversores, eq(inversores.id, leituras.inversorId))
    .where(
      and(
        eq(inversores.usinaId, u.id),
        sql`(${leituras.instante} at time zone ${fuso})::date = ${data}::date`,
      ),
    )
    .groupBy(hora)
    .orderBy(hora);
  return {
    periodo: 'diario' as const,
    referencia: data,
    fuso_horario: u.fusoHorario,
    pontos: rows.map((r) => ({ rotulo: r.hora, potencia_w: Number(r.w) })),
  };
}

/** A plant's energy per calendar month (YYYY-MM → kWh), oldest first; months without a day are absent. */
export async function geracaoPorMes(ctx: AppContext, usinaId: number) {
  const rows = await ctx.db
    .select({
      mes: sql<string>`to_char(${geracaoDiaria.data}, 'YYYY-MM')`,
      kwh: sql<number>`sum(${geracaoDiaria.energiaKwh})::float8`,
    })
    .from(geracaoDiaria)
    .where(eq(geracaoDiaria.usinaId, usinaId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ mes: r.mes, kwh: Number(r.kwh) }));
}
