import { ZStatusUsina } from '@irradia/shared/monitoramento/monitoramento.schema';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { StatusUsina } from '../../connectors/makers/types.ts';
import {
  geracaoDiaria,
  geracaoDiariaEmpresa,
  inversores,
  leituras,
  potenciaEmpresa,
  usinas,
} from '../../db/schema/usinas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { codigoDoFabricante, nomeDoFabricante } from '../fabricantes/fabricantes.consultas.ts';
import { irradiacaoMensal } from '../irradiacao/irradiacao.service.ts';
import { restricaoEfetiva } from './acesso.ts';
import {
  type Expectativa,
  expectativa as expectativaDe,
  maisCedo,
  somaDeExpectativas,
} from './expectativa.ts';

// Company-wide read-outs for the dashboard (modules/dashboard), over the plants the caller sees.

/** How many plants are in each status (in ZStatusUsina's order), then their total kWp. */
type Contagens = number[];

/**
 * The plants matching `filtros` counted by status in one pass, with their total kWp, as a JSON
 * array (`Contagens`): the plant list's counts and the dashboard's.
 */
export function contagensEmSql(filtros: Array<SQL | undefined>): SQL<Contagens> {
  return sql`(select json_build_array(${sql.join(
    ZStatusUsina.options.map((s) => sql`count(*) filter (where ${usinas.status} = ${sql.raw(`'${s}'`)})`),
    sql`, `,
  )}, coalesce(sum(${usinas.potenciaKwp}), 0)::float) from ${usinas} where ${and(...filtros)})`;
}

/** A `contagensEmSql` array as the count of each status (zeros included), their sum and the kWp. */
export function lerContagens(c: Contagens | null | undefined) {
  const porStatus = Object.fromEntries(ZStatusUsina.options.map((s, i) => [s, c?.[i] ?? 0])) as Record<
    StatusUsina,
    number
  >;
  return {
    porStatus,
    total: ZStatusUsina.options.reduce((a, s) => a + porStatus[s], 0),
    kwp: c?.[ZStatusUsina.options.length] ?? 0,
  };
}

/**
 * How many plants the caller sees in each status (every status, zeros included), their total and
 * installed power: the plant list's counts (usinas.service `listar`'s meta) without a page of plants.
 */
export async function totaisPorStatus(ctx: AppContext, empresa: EmpresaAtual) {
  const [r] = await ctx.db
    .select({
      c: contagensEmSql([eq(usinas.empresaId, empresa.id), await restricaoEfetiva(ctx, empresa)]),
    })
    .from(sql`(select 1) as um`);
  const c = lerContagens(r?.c);
  return { total: c.total, potencia_kwp: c.kwp, por_status: c.porStatus };
}

/** Plants and installed inverter power per maker, over the plants the caller sees. */
export async function porFabricante(ctx: AppContext, empresa: EmpresaAtual) {
  const fabricante = inversores.fabricanteId;
  const restricao = await restricaoEfetiva(ctx, empresa);
  // Whoever sees every plant reads the inverters alone: each is on a plant of its own company
  // (every write path keeps them together), so the plants are their distinct plant ids, counted
  // as (maker, plant) groups first (hashed, where a distinct count sorts every inverter).
  const porUsina = ctx.db
    .select({
      fabricanteId: sql<number>`${fabricante}`.as('grupo_fabricante'),
      kwp: sql<number | null>`sum(${inversores.capacidadeKwp})`.as('kwp'),
    })
    .from(inversores)
    .where(eq(inversores.empresaId, empresa.id))
    .groupBy(fabricante, inversores.usinaId)
    .as('por_usina');
  const fabricanteDoGrupo = sql`${porUsina.fabricanteId}`;
  const rows = !restricao
    ? await ctx.db
        .select({
          codigo: codigoDoFabricante(fabricanteDoGrupo),
          nome: nomeDoFabricante(fabricanteDoGrupo),
          usinas: sql<number>`count(*)::int`,
          kwp: sql<number>`coalesce(sum(${porUsina.kwp}), 0)::float`,
        })
        .from(porUsina)
        .groupBy(fabricanteDoGrupo)
        .orderBy(sql`count(*) desc`, nomeDoFabricante(fabricanteDoGrupo))
    : await ctx.db
        .select({
          codigo: codigoDoFabricante(fabricante),
          nome: nomeDoFabricante(fabricante),
          usinas: sql<number>`count(distinct ${usinas.id})::int`,
          kwp: sql<number>`coalesce(sum(${inversores.capacidadeKwp}), 0)::float`,
        })
        .from(inversores)
        .innerJoin(usinas, eq(usinas.id, inversores.usinaId))
        .where(and(eq(inversores.empresaId, empresa.id), eq(usinas.empresaId, empresa.id), restricao))
        .groupBy(fabricante)
        .orderBy(sql`count(distinct ${usinas.id}) desc`, nomeDoFabricante(fabricante));
  return rows.map((r) => ({
    codigo: r.codigo,
    nome: r.nome,
    usinas: Number(r.usinas),
    potencia_kwp: Math.round(Number(r.kwp) * 100) / 100,
  }));
}

/** Energy per day (inclusive range) summed over the plants the caller sees, from the daily roll-up. */
export async function geracaoPorDia(ctx: AppContext, empresa: EmpresaAtual, desde: string, ate: string) {
  const restricao = await restricaoEfetiva(ctx, empresa);
  // Whoever sees the whole company reads its daily roll-up (kept by triggers, migration 0026).
  const rows = !restricao
    ? await ctx.db
        .select({ data: geracaoDiariaEmpresa.data, kwh: geracaoDiariaEmpresa.energiaKwh })
        .from(geracaoDiariaEmpresa)
        .where(
          and(
            eq(geracaoDiariaEmpresa.empresaId, empresa.id),
            sql`${geracaoDiariaEmpresa.linhas} > 0`,
            gte(geracaoDiariaEmpresa.data, desde),
            sql`${geracaoDiariaEmpresa.data} <= ${ate}`,
          ),
        )
        .orderBy(asc(geracaoDiariaEmpresa.data))
    : await ctx.db
        .select({ data: geracaoDiaria.data, kwh: sql<number>`sum(${geracaoDiaria.energiaKwh})::float` })
        .from(geracaoDiaria)
        .innerJoin(usinas, eq(usinas.id, geracaoDiaria.usinaId))
        .where(
          and(
            eq(usinas.empresaId, empresa.id),
            restricao,
            gte(geracaoDiaria.data, desde),
            sql`${geracaoDiaria.data} <= ${ate}`,
          ),
        )
        .groupBy(geracaoDiaria.data)
        .orderBy(asc(geracaoDiaria.data));
  return rows.map((r) => ({ data: r.data, energia_kwh: Math.round(Number(r.kwh) * 100) / 100 }));
}

/**
 * What the plants the caller sees should have generated, summed (each from its own beginning, see
 * expectativa.ts); null when none has a city with irradiation and a power.
 */
export async function expectativaDaEmpresa(
  ctx: AppContext,
  empresa: EmpresaAtual,
): Promise<Expectativa | null> {
  const lista = await ctx.db
    .select({
      cidadeId: usinas.cidadeId,
      kwp: usinas.potenciaKwp,
      instalacao: usinas.dataInstalacao,
      primeiro: sql<
        string | null
      >`(select min(${geracaoDiaria.data})::text from ${geracaoDiaria} where ${geracaoDiaria.usinaId} = ${usinas.id})`,
    })
    .from(usinas)
    .where(
      and(
        eq(usinas.empresaId, empresa.id),
        await restricaoEfetiva(ctx, empresa),
        sql`${usinas.cidadeId} is not null`,
        sql`${usinas.potenciaKwp} > 0`,
      ),
    );
  const porCidade = new Map<number, number[] | null>();
  const expectativas: Expectativa[] = [];
  for (const u of lista) {
    if (u.cidadeId === null || !u.kwp) continue;
    if (!porCidade.has(u.cidadeId))
      porCidade.set(u.cidadeId, (await irradiacaoMensal(ctx, u.cidadeId, empresa.id))?.mensal ?? null);
    const mensal = porCidade.get(u.cidadeId);
    if (!mensal) continue;
    expectativas.push(
      expectativaDe(u.kwp, mensal, maisCedo(u.instalacao, u.primeiro), ctx.config.status.performanceRatio),
    );
  }
  return somaDeExpectativas(expectativas);
}

/**
 * The power curve of one day over the plants the caller sees: the readings of [inicio, fim) in
 * 5-minute buckets (each inverter's mean in the bucket, summed), labelled in `fuso`'s clock.
 */
export async function curvaDaEmpresa(
  ctx: AppContext,
  empresa: EmpresaAtual,
  inicio: Date,
  fim: Date,
  fuso = 'America/Sao_Paulo',
) {
  const zona = sql.raw(`'${/^[A-Za-z_/+-]+$/.test(fuso) ? fuso : 'America/Sao_Paulo'}'`);
  const restricao = await restricaoEfetiva(ctx, empresa);
  // Whoever sees the whole company reads its 5-minute roll-up (kept by triggers, migration 0027).
  const rows = !restricao
    ? await ctx.database.query<{ hora: string; w: number | null }>(sql`
        select to_char(${potenciaEmpresa.instante} at time zone ${zona}, 'HH24:MI') as hora, ${potenciaEmpresa.potenciaW} as w
        from ${potenciaEmpresa}
        where ${potenciaEmpresa.empresaId} = ${empresa.id} and ${potenciaEmpresa.leituras} > 0
          and ${potenciaEmpresa.instante} >= ${inicio.toISOString()}::timestamptz
          and ${potenciaEmpresa.instante} < ${fim.toISOString()}::timestamptz
        order by ${potenciaEmpresa.instante}`)
    : await ctx.database.query<{ hora: string; w: number | null }>(sql`
    select to_char(b at time zone ${zona}, 'HH24:MI') as hora, sum(w)::float as w from (
      select ${leituras.inversorId} as inversor, date_bin('5 minutes', ${leituras.instante}, timestamptz '2000-01-01 00:00:00+00') as b,
             avg(${leituras.potenciaW}) as w
      from ${leituras}
      join ${inversores} on ${inversores.id} = ${leituras.inversorId}
      join ${usinas} on ${usinas.id} = ${inversores.usinaId}
      where ${inversores.empresaId} = ${empresa.id} and ${usinas.empresaId} = ${empresa.id}
        and ${restricao}
        and ${leituras.instante} >= ${inicio.toISOString()}::timestamptz
        and ${leituras.instante} < ${fim.toISOString()}::timestamptz
      group by 1, 2) t
    group by b order by b`);
  const [atual] = await ctx.db
    .select({ w: sql<number>`coalesce(sum(${usinas.potenciaAtualW}), 0)::float` })
    .from(usinas)
    .where(
      and(eq(usinas.empresaId, empresa.id), restricao, inArray(usinas.status, ['online', 'aviso', 'erro'])),
    );
  return {
    pontos: rows.map((r) => ({ hora: r.hora, potencia_w: Math.round(Number(r.w ?? 0)) })),
    potencia_atual_w: Math.round(Number(atual?.w ?? 0)),
  };
}

/** The plants the caller sees, those in erro, aviso and offline first (then the longest silent). */
export async function porSituacao(ctx: AppContext, empresa: EmpresaAtual, limite: number) {
  const rows = await ctx.db
    .select({
      uuid: usinas.uuid,
      nome: usinas.nome,
      status: usinas.status,
      statusMotivo: usinas.statusMotivo,
      ultimaLeituraEm: usinas.ultimaLeituraEm,
      fusoHorario: usinas.fusoHorario,
    })
    .from(usinas)
    .where(and(eq(usinas.empresaId, empresa.id), await restricaoEfetiva(ctx, empresa)))
    .orderBy(
      sql`case ${usinas.status} when 'erro' then 0 when 'aviso' then 1 when 'offline' then 2 else 3 end`,
      sql`${usinas.ultimaLeituraEm} asc nulls first`,
      asc(usinas.nome),
      asc(usinas.id),
    )
    .limit(limite);
  return rows.map((r) => ({
    uuid: r.uuid,
    nome: r.nome,
    status: r.status,
    status_motivo: r.statusMotivo,
    ultima_leitura_em: r.ultimaLeituraEm?.toISOString() ?? null,
    fuso_horario: r.fusoHorario,
  }));
}
