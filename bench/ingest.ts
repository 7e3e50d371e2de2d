// bench/ingest: readings per second through the real pipeline (registrarLeituras: batched
// idempotent insert into the monthly partitions + each inverter's latest figures, one call per
// portal account and poll, as polling makes them) against a raw bulk INSERT of the same rows. Prints the
// ratio; never fails on timing. BENCH_INVERSORES and BENCH_POLLS size it.
import { sql } from 'drizzle-orm';
import { inversores, leituras, usinas } from '../apps/server/src/db/schema/index.ts';
import {
  garantirParticoes,
  type Leitura,
  registrarLeituras,
} from '../apps/server/src/modules/usinas/ingestao.ts';
import { appDeBench, maquina } from './_app.ts';

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
// Running the same polls again adds nothing (idempotent).
const [n1] = await database.query<{ n: number }>(sql`select count(*)::int as n from leituras`);

await database.query(sql`truncate leituras`);
const todas = [];
for (let k = 0; k < polls; k++) for (const usina of ids) todas.push(...poll(k, usina));
t0 = performance.now();
for (let i = 0; i < todas.length; i += 5000) await ctx.db.insert(leituras).values(todas.slice(i, i + 5000));
const brutoS = (performance.now() - t0) / 1000;

const porSeg = (s: number) => Math.round(total / s).toLocaleString('pt-BR');
console.log(`máquina: ${maquina()}; PGlite embutido`);
console.log(
  `${total.toLocaleString('pt-BR')} leituras (${nInversores} inversores × ${polls} polls de 5 min; ${porUsina} por usina)`,
);
console.log(
  `pipeline (uma chamada por conta e poll):  ${pipelineS.toFixed(2)} s → ${porSeg(pipelineS)} leituras/s (${n1?.n} gravadas)`,
);
console.log(`INSERT em lote de 5.000 linhas:          ${brutoS.toFixed(2)} s → ${porSeg(brutoS)} leituras/s`);
console.log(
  `razão pipeline/bruto: ${(brutoS / pipelineS).toFixed(2)} (1,00 = tão rápido quanto o INSERT em lote)`,
);
await b.fechar();
