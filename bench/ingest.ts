// bench/ingest: readings per second through the real pipeline (registrarLeituras: batched
// idempotent insert into the monthly partitions + each inverter's latest figures, one call per
// portal account and poll, as polling makes them) against a raw bulk INSERT of the same rows
// (Drizzle's 5,000-row INSERT, as before issue 28; a bare INSERT of one array per column is
// printed as a reference too). Prints the ratios; never fails on timing. BENCH_INVERSORES and
// BENCH_POLLS size it. Embedded PGlite, or PostgreSQL when DATABASE_URL is set (one database per
// run: run it twice for both).
import { sql } from 'drizzle-orm';
import { inversores, leituras, usinas } from '../apps/server/src/db/schema/index.ts';
import {
  garantirParticoes,
  type Leitura,
  registrarLeituras,
} from '../apps/server/src/modules/usinas/ingestao.ts';
import { appDeBench, descreverBanco, maquina } from './_app.ts';

const porUsina = 10;
const nInversores = Number(process.env.BENCH_INVERSORES ?? 200);
const polls = Number(process.env.BENCH_POLLS ?? 288);

const b = await appDeBench('ingest');
const { ctx, database } = b;
await garantirParticoes(ctx);
const [empresa] = await database.query<{ id: number }>(sql`select id from empresas limit 1`);
const [fab] = await database.query<{ id: number }>(sql`select id from fabricantes where codigo = 'growatt'`);
const empresaId = empresa?.id ?? 0;

// Plants of 10 inverters each.
const ids: number[][] = [];
for (let p = 0; p < nInversores / porUsina; p++) {
  const [u] = await ctx.db
    .insert(usinas)
    .values({ empresaId, nome: `Usina ${p}` })
    .returning({ id: usinas.id });
  const invs = await ctx.db
    .insert(inversores)
    .values(
      Array.from({ length: porUsina }, (_, i) => ({
        empresaId,
        usinaId: u?.id ?? 0,
        fabricanteId: fab?.id ?? 0,
        serial: `B${p}-${i}`,
        nome: `Inversor ${i}`,
      })),
    )
    .returning({ id: inversores.id });
  ids.push(invs.map((x) => x.id));
}

// One day of 5-minute polls, this month.
const inicio = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1, 3);
const poll = (k: number, usina: number[]): Leitura[] =>
  usina.map((inversorId, i) => ({
    inversorId,
    instante: new Date(inicio + k * 300_000),
    potenciaW: 1000 + ((k * 7 + i) % 500),
    energiaHojeKwh: null,
    energiaTotalKwh: 10_000 + k,
    status: 'online',
  }));
const total = nInversores * polls;

let t0 = performance.now();
// One portal account holding every plant: one call per poll.
for (let k = 0; k < polls; k++)
  await registrarLeituras(
    ctx,
    ids.flatMap((usina) => poll(k, usina)),
  );
const pipelineS = (performance.now() - t0) / 1000;
const contar = async () =>
  (await database.query<{ n: number }>(sql`select count(*)::int as n from leituras`))[0]?.n ?? 0;
const n1 = await contar();
// Checks, untimed: the last polls again add nothing (idempotent), and every inverter holds the
// last poll's instant.
let repetidas = 0;
for (let k = Math.max(0, polls - 12); k < polls; k++)
  repetidas += await registrarLeituras(
    ctx,
    ids.flatMap((usina) => poll(k, usina)),
  );
const n2 = await contar();
const [atualizados] = await database.query<{ n: number }>(
  sql`select count(*)::int as n from inversores where ultima_leitura_em = ${new Date(inicio + (polls - 1) * 300_000).toISOString()}::timestamptz`,
);

await database.query(sql`truncate leituras`);
const todas: Leitura[] = [];
for (let k = 0; k < polls; k++) for (const usina of ids) todas.push(...poll(k, usina));
t0 = performance.now();
for (let i = 0; i < todas.length; i += 5000) await ctx.db.insert(leituras).values(todas.slice(i, i + 5000));
const brutoS = (performance.now() - t0) / 1000;
// Reference only: the same rows as a bare INSERT carried the way the pipeline carries them (one
// array per column, 5,000 rows a statement), without the idempotency, the roll-up or the latest figures.
await database.query(sql`truncate leituras`);
t0 = performance.now();
for (let i = 0; i < todas.length; i += 5000) {
  const lote = todas.slice(i, i + 5000);
  const coluna = <T>(f: (l: Leitura) => T) => sql.param(lote.map(f));
  await database.query(sql`
    insert into leituras (inversor_id, instante, potencia_w, energia_hoje_kwh, energia_total_kwh, status)
    select * from unnest(${coluna((l) => l.inversorId)}::int[], ${coluna((l) => l.instante.toISOString())}::timestamptz[],
      ${coluna((l) => l.potenciaW)}::float8[], ${coluna((l) => l.energiaHojeKwh)}::float8[],
      ${coluna((l) => l.energiaTotalKwh)}::float8[], ${coluna((l) => l.status)}::text[])`);
}
const arraysS = (performance.now() - t0) / 1000;

const porSeg = (s: number) => Math.round(total / s).toLocaleString('pt-BR');
console.log(`máquina: ${maquina()}; ${await descreverBanco(database)}`);
console.log(
  `${total.toLocaleString('pt-BR')} leituras (${nInversores} inversores × ${polls} polls de 5 min; ${porUsina} por usina)`,
);
console.log(
  `pipeline (uma chamada por conta e poll):  ${pipelineS.toFixed(2)} s → ${porSeg(pipelineS)} leituras/s (${n1} gravadas)`,
);
console.log(
  `  verificação: 12 polls repetidos → ${repetidas} novas, ${n2} no total; ${atualizados?.n}/${nInversores} inversores com a última leitura`,
);
console.log(`INSERT em lote de 5.000 linhas:          ${brutoS.toFixed(2)} s → ${porSeg(brutoS)} leituras/s`);
console.log(
  `  referência, o mesmo INSERT com um array por coluna: ${arraysS.toFixed(2)} s → ${porSeg(arraysS)} leituras/s (razão pipeline/esse: ${(arraysS / pipelineS).toFixed(2)})`,
);
console.log(
  `razão pipeline/bruto: ${(brutoS / pipelineS).toFixed(2)} (1,00 = tão rápido quanto o INSERT em lote)`,
);
await b.fechar();
