// bench/plants: p50/p99 of the plant list and plant detail endpoints for a company with 10,000
// plants and two years of daily generation (7.3 million roll-up rows), through the real app
// (HTTP inject, auth, tenancy, permissions). BENCH_USINAS / BENCH_DIAS / BENCH_PEDIDOS size it.
import { sql } from 'drizzle-orm';
import { appDeBench, maquina, percentil } from './_app.ts';
import { gerarEmpresaDeBench } from './_dados.ts';

const nUsinas = Number(process.env.BENCH_USINAS ?? 10_000);
const dias = Number(process.env.BENCH_DIAS ?? 730);
const pedidos = Number(process.env.BENCH_PEDIDOS ?? 200);

const b = await appDeBench('plants');
const { app, database, headers } = b;
const { linhasDiarias, cargaS } = await gerarEmpresaDeBench(database, nUsinas, dias);
let t0 = performance.now();
const uuids = (
  await database.query<{ uuid: string }>(sql`select uuid from usinas order by random() limit ${pedidos}`)
).map((r) => r.uuid);

async function medir(nome: string, url: (i: number) => string) {
  // Warm-up, then the measured requests one after another.
  for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: url(i), headers });
  const tempos: number[] = [];
  for (let i = 0; i < pedidos; i++) {
    t0 = performance.now();
    const r = await app.inject({ method: 'GET', url: url(i), headers });
    tempos.push(performance.now() - t0);
    if (r.statusCode !== 200) throw new Error(`${nome}: ${r.statusCode} ${r.body}`);
  }
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `${nome.padEnd(44)} p50 ${ms(percentil(tempos, 50)).padStart(9)}   p99 ${ms(percentil(tempos, 99)).padStart(9)}`,
  );
}

console.log(`máquina: ${maquina()}; PGlite embutido`);
console.log(
  `${nUsinas.toLocaleString('pt-BR')} usinas, ${linhasDiarias.toLocaleString('pt-BR')} dias de geração (carga em ${cargaS.toFixed(1)} s); ${pedidos} pedidos por rota\n`,
);
await medir('GET /api/usinas (1ª página, totais)', () => '/api/usinas');
await medir('GET /api/usinas?page=N', (i) => `/api/usinas?page=${1 + (i % 400)}`);
await medir('GET /api/usinas?search=', (i) => `/api/usinas?search=${String(i).padStart(3, '0')}`);
await medir('GET /api/usinas?status=erro', () => '/api/usinas?status=erro');
await medir('GET /api/usinas/:uuid (detalhe, 31 dias)', (i) => `/api/usinas/${uuids[i % uuids.length]}`);
await medir(
  'GET /api/usinas/:uuid/geracao?periodo=anual',
  (i) => `/api/usinas/${uuids[i % uuids.length]}/geracao?periodo=anual`,
);
await medir(
  'GET /api/usinas/:uuid/geracao?periodo=total',
  (i) => `/api/usinas/${uuids[i % uuids.length]}/geracao?periodo=total`,
);
await b.fechar();
