// The benchmark company: N plants with two inverters each, a customer per plant, D days of daily
// generation, invoices, and optionally L days of 5-minute readings per inverter, written straight
// into the database in set-based statements (no rows pass through JS). The scale is the
// default of `escalaDoBench`: 10,000 plants, 20,000 inverters, two years of daily data and 30
// days of readings.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { garantirParticoes } from '../apps/server/src/modules/usinas/ingestao.ts';
import type { AppContext } from '../apps/server/src/platform/context.ts';

const FUSO = 'America/Sao_Paulo';

/**
 * Scale from the environment: BENCH_USINAS, BENCH_DIAS (daily generation), BENCH_DIAS_LEITURAS
 * (days of 5-minute readings; 0 for none) and BENCH_LEITURAS_SO_DIA=1 (only 05:30–18:30, 157 of
 * the 288 slots a day). `padrao` overrides the figures for benches that need less.
 */
export function escalaDoBench(padrao: { usinas?: number; dias?: number; diasLeituras?: number } = {}) {
  const env = process.env;
  return {
    usinas: Number(env.BENCH_USINAS ?? padrao.usinas ?? 10_000),
    dias: Number(env.BENCH_DIAS ?? padrao.dias ?? 730),
    diasLeituras: Number(env.BENCH_DIAS_LEITURAS ?? padrao.diasLeituras ?? 30),
    soDia: env.BENCH_LEITURAS_SO_DIA === '1',
  };
}

export interface OpcoesDeCarga {
  /** Days of 5-minute readings per inverter, today included (today up to now). */
  leituras?: { ctx: AppContext; dias: number; soDia?: boolean };
  /** Prints each part's time (and the readings' progress, day by day). */
  log?: (linha: string) => void;
}

export async function gerarEmpresaDeBench(
  database: Database,
  nUsinas: number,
  dias: number,
  opcoes: OpcoesDeCarga = {},
) {
  const log = opcoes.log ?? ((linha: string) => console.log(linha));
  const [empresa] = await database.query<{ id: number }>(sql`select id from empresas limit 1`);
  const empresaId = empresa?.id ?? 0;
  const [fab] = await database.query<{ id: number }>(
    sql`select id from fabricantes where codigo = 'growatt'`,
  );
  const t0 = performance.now();
  let tParte = t0;
  const parte = (nome: string) => {
    const agora = performance.now();
    log(`  carga: ${nome.padEnd(34)} ${((agora - tParte) / 1000).toFixed(1).padStart(7)} s`);
    tParte = agora;
  };

  await database.query(sql`
    insert into usinas (empresa_id, nome, potencia_kwp, status, energia_hoje_kwh, potencia_atual_w, ultima_leitura_em)
    select ${empresaId}, 'Usina ' || lpad(g::text, 5, '0'), 5 + (g % 50), (array['online','online','online','aviso','erro','offline','inativo'])[1 + g % 7], g % 40, (g % 50) * 300, now()
    from generate_series(1, ${nUsinas}) g`);
  await database.query(sql`
    insert into inversores (empresa_id, usina_id, fabricante_id, serial, nome, capacidade_kwp, status)
    select empresa_id, id, ${fab?.id}, 'SN' || id || '-' || k, 'Inversor ' || k, potencia_kwp / 2, 'online'
    from usinas, generate_series(1, 2) k`);
  // One customer per plant, in the same order.
  await database.query(sql`
    insert into clientes (empresa_id, nome, pessoa_fisica, email, telefone)
    select ${empresaId}, 'Cliente ' || lpad(g::text, 5, '0'), true, 'cliente' || g || '@exemplo.com.br', '119' || lpad(g::text, 8, '0')
    from generate_series(1, ${nUsinas}) g`);
  await database.query(sql`
    update usinas u set cliente_id = c.id
    from (select id, row_number() over (order by id) n from clientes where empresa_id = ${empresaId}) c,
         (select id, row_number() over (order by id) n from usinas where empresa_id = ${empresaId}) p
    where p.id = u.id and c.n = p.n`);
  parte(`usinas, inversores e clientes (${nUsinas.toLocaleString('pt-BR')})`);

  // A bulk load's way (what the app's triggers and checks would do, done once for the whole set):
  // the company roll-up's and the plants' summary's insert triggers are off and both are built
  // after by the triggers' own statements,
  // and the key and the foreign key are dropped and put back (rebuilding the index sorted, and
  // checking every row against its plant in one pass): about seven times faster than row by row.
  await comRestricoesRefeitas(database, 'geracao_diaria', async () => {
    await database.query(sql`alter table geracao_diaria disable trigger geracao_empresa_inserir`);
    await database.query(sql`alter table geracao_diaria disable trigger geracao_resumo_inserir`);
    await database.query(sql`
      insert into geracao_diaria (usina_id, data, energia_kwh)
      select u.id, current_date - d, (u.potencia_kwp * (3 + ((u.id * 31 + d) % 30) / 10.0))::float8
      from usinas u, generate_series(1, ${dias}) d`);
    await database.query(sql`alter table geracao_diaria enable trigger geracao_empresa_inserir`);
    await database.query(sql`alter table geracao_diaria enable trigger geracao_resumo_inserir`);
  });
  // Migration 0044's summary of each plant's days, for the company's plants at once.
  await database.query(sql`
    select geracao_resumo_usinas(array(select id from usinas where empresa_id = ${empresaId} order by id))`);
  // Migration 0026's insert branch over every new row at once.
  await database.query(sql`
    insert into geracao_diaria_empresa as g (empresa_id, data, energia_kwh, linhas)
    select u.empresa_id, n.data, sum(n.energia_kwh), count(*)
    from geracao_diaria n join usinas u on u.id = n.usina_id
    where u.empresa_id = ${empresaId}
    group by u.empresa_id, n.data
    on conflict (empresa_id, data) do update
      set energia_kwh = g.energia_kwh + excluded.energia_kwh, linhas = g.linhas + excluded.linhas`);
  parte(`geração diária (${dias} dias)`);
  // A generator unit with two years of invoices for one plant in ten (credits, savings widgets).
  await database.query(sql`
    insert into unidades (empresa_id, usina_id, concessionaria_id, tipo, matricula, classe)
    select empresa_id, id, (select id from concessionarias where sigla = 'Cemig-D'), 'geradora', lpad(id::text, 10, '0'), 'residencial'
    from usinas where id % 10 = 0`);
  await database.query(sql`
    insert into faturas (empresa_id, unidade_id, mes_referencia, consumo_kwh, injetada_kwh, compensada_kwh, valor_total_rs, tarifa_com_tributos_rs_kwh, status)
    select u.empresa_id, u.id, to_char(date_trunc('month', current_date) - make_interval(months => m), 'YYYY-MM'),
           400 + (u.id + m) % 100, 600, 350, 90 + (u.id + m) % 40, 0.92, 'paga'
    from unidades u, generate_series(1, least(${dias} / 30, 24)) m`);
  parte('unidades e faturas');

  let linhasLeituras = 0;
  if (opcoes.leituras && opcoes.leituras.dias > 0)
    linhasLeituras = await gerarLeituras(database, empresaId, opcoes.leituras, log);
  if (linhasLeituras > 0) parte(`leituras (${linhasLeituras.toLocaleString('pt-BR')} linhas)`);

  await database.query(sql`analyze`);
  parte('analyze');
  const [n] = await database.query<{ n: number }>(sql`select count(*)::int as n from geracao_diaria`);
  return {
    empresaId,
    linhasDiarias: n?.n ?? 0,
    linhasLeituras,
    cargaS: (performance.now() - t0) / 1000,
  };
}

/**
 * Runs `carga` with `tabela`'s primary key and foreign keys dropped, then adds them back exactly as
 * they were (their definitions read from the catalogue): the key's index built once from sorted
 * rows and each foreign key checked in one pass, instead of both row by row.
 */
async function comRestricoesRefeitas(database: Database, tabela: string, carga: () => Promise<void>) {
  const restricoes = await database.query<{ nome: string; def: string }>(sql`
    select conname as nome, pg_get_constraintdef(oid) as def from pg_constraint
    where conrelid = ${tabela}::regclass and contype in ('p', 'f')
    order by contype desc`);
  const t = sql.identifier(tabela);
  for (const r of restricoes)
    await database.query(sql`alter table ${t} drop constraint ${sql.identifier(r.nome)}`);
  await carga();
  // The primary key first ('p' sorts after 'f', hence the descending order above).
  for (const r of restricoes)
    await database.query(sql`alter table ${t} add constraint ${sql.identifier(r.nome)} ${sql.raw(r.def)}`);
}

/**
 * 5-minute readings of every inverter of the company, one statement per day (oldest first), in
 * the plants' zone: a sine-shaped day between 06:00 and 18:00, each inverter and day with its
 * own factor, and counters (day's energy, lifetime) that add up. The month partitions are
 * created first, as the workers would have.
 */
async function gerarLeituras(
  database: Database,
  empresaId: number,
  opcoes: NonNullable<OpcoesDeCarga['leituras']>,
  log: (linha: string) => void,
) {
  const { ctx, dias } = opcoes;
  const inicio = new Date(Date.now() - (dias + 1) * 86_400_000);
  const agora = new Date();
  const meses =
    (agora.getUTCFullYear() - inicio.getUTCFullYear()) * 12 + agora.getUTCMonth() - inicio.getUTCMonth() + 3;
  await garantirParticoes({ ...ctx, now: () => inicio }, meses);
  const [s0, s1] = opcoes.soDia ? [66, 222] : [0, 287];
  const [inv] = await database.query<{ n: number }>(
    sql`select count(*)::int as n from inversores where empresa_id = ${empresaId}`,
  );
  let total = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  // The company's 5-minute roll-up is built once at the end, not batch by batch by its trigger.
  await database.query(sql`alter table leituras disable trigger potencia_empresa_leituras`);
  for (let d = dias - 1; d >= 0; d--) {
    const dia = sql`(now() at time zone ${FUSO})::date - ${d}::int`;
    const instante = sql`((dia + s * interval '5 minutes') at time zone ${FUSO})`;
    // The day's slots computed once (float8: numeric arithmetic costs several times more); inverters
    // outer (`offset 0` keeps the planner from turning the loop around), so each one's rows reach
    // its end of the primary key together: twice as fast here, and the pages touched stay few.
    await database.query(sql`
      with slots as materialized (
        select ${instante} as instante,
               greatest(0, sin(pi() * (s / 12.0::float8 - 6) / 12)) as forma,
               12 / pi() * (1 - cos(pi() * least(greatest(s / 12.0::float8 - 6, 0), 12) / 12)) as kwh_dia,
               (dia - date '2020-01-01') * 4.0::float8 as acumulado
        from (select ${dia} as dia) hoje, generate_series(${s0}::int, ${s1}::int) s
        where ${instante} <= now()
      )
      insert into leituras (inversor_id, instante, potencia_w, energia_hoje_kwh, energia_total_kwh, status)
      select i.id, x.instante, x.w, x.kwh, x.total, 'online'
      from inversores i
      cross join lateral (
        select s.instante,
               i.capacidade_kwp * 1000 * k.f * s.forma as w,
               i.capacidade_kwp * k.f * s.kwh_dia as kwh,
               i.capacidade_kwp * (1000 + s.acumulado + k.f * s.kwh_dia) as total
        from slots s, (select 0.6 + ((i.id * 7 + ${d}::int) % 40) / 100.0::float8 as f) k
        offset 0
      ) x
      where i.empresa_id = ${empresaId}`);
    // Rows written: the day's slots up to now, for every inverter.
    const [slots] = await database.query<{ n: number }>(sql`
      select count(*)::int as n from (select ${dia} as dia) hoje, generate_series(${s0}::int, ${s1}::int) s
      where ${instante} <= now()`);
    total += (inv?.n ?? 0) * (slots?.n ?? 0);
    const s = (performance.now() - t0) / 1000;
    // This process's CPU: PGlite's whole work; on PostgreSQL only the client's share.
    const cpu = process.cpuUsage(cpu0);
    const cpuS = (cpu.user + cpu.system) / 1e6;
    log(
      `    leituras: dia ${String(dias - d).padStart(3)}/${dias}  ${total.toLocaleString('pt-BR').padStart(13)} linhas  ${s.toFixed(1).padStart(7)} s  (${Math.round(total / s).toLocaleString('pt-BR')} linhas/s; CPU deste processo ${cpuS.toFixed(1)} s)`,
    );
  }
  await database.query(sql`alter table leituras enable trigger potencia_empresa_leituras`);
  await database.query(sql`
    insert into potencia_empresa (empresa_id, instante, potencia_w, leituras)
    select ${empresaId}, b, sum(coalesce(w, 0)), sum(n)
    from (select inversor_id, date_bin('5 minutes', instante, timestamptz '2000-01-01 00:00:00+00') b, avg(potencia_w) w, count(*) n
          from leituras where inversor_id in (select id from inversores where empresa_id = ${empresaId}) group by 1, 2) t
    group by b
    on conflict (empresa_id, instante) do update
      set potencia_w = potencia_empresa.potencia_w + excluded.potencia_w, leituras = potencia_empresa.leituras + excluded.leituras`);
  log(`    leituras: curva de 5 minutos da empresa  ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return total;
}
