// bench/dashboard (issue 28): p50/p99 of loading the full default dashboard — the panel list and
// every widget of the context's default layout, requested at once as the browser does — for a
// company with 10,000 plants and two years of daily generation, through the real app (auth,
// tenancy, permissions). In one run, PGlite and then PostgreSQL when DATABASE_URL is set
// (BENCH_PGLITE=0 skips PGlite); the target is p99 ≤ 50 ms on PostgreSQL. PostgreSQL is measured
// as autovacuum would leave it: `vacuum analyze` and a checkpoint after the load and the first
// dashboards (PGlite has no autovacuum, so it gets the `analyze` of the load only). BENCH_USINAS / BENCH_DIAS /
// BENCH_PEDIDOS (loads per database, 300) size it.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { appDeBench, descreverBanco, maquina, percentil } from './_app.ts';
import { gerarEmpresaDeBench } from './_dados.ts';

const nUsinas = Number(process.env.BENCH_USINAS ?? 10_000);
const dias = Number(process.env.BENCH_DIAS ?? 730);
const pedidos = Number(process.env.BENCH_PEDIDOS ?? 300);
const ALVO_MS = 50;

const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
const carga = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

interface Medida {
  banco: string;
  painel: number[];
  porWidget: Map<string, number[]>;
}

async function medirBanco(postgres: boolean): Promise<Medida> {
  // appDeBench opens PostgreSQL when DATABASE_URL is set: hidden for the PGlite run.
  const url = process.env.DATABASE_URL;
  if (!postgres) delete process.env.DATABASE_URL;
  const b = await appDeBench('dashboard');
  if (url) process.env.DATABASE_URL = url;
  const { app, database, headers } = b;
  const banco = await descreverBanco(database);
  const curto = postgres ? 'PostgreSQL' : 'PGlite';
  console.log(`\n== ${banco}: carga`);
  const { linhasDiarias, cargaS } = await gerarEmpresaDeBench(database, nUsinas, dias);

  const paineis = await app.inject({ method: 'GET', url: '/api/paineis', headers });
  if (paineis.statusCode !== 200) throw new Error(`/api/paineis: ${paineis.statusCode} ${paineis.body}`);
  const padrao = (paineis.json() as { meta: { padrao: Array<{ i: string }> } }).meta.padrao.map((x) => x.i);

  async function pedir(url: string) {
    const r = await app.inject({ method: 'GET', url, headers });
    if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  }
  /** The whole dashboard as the browser loads it: every call at once. */
  async function carregarPainel() {
    const t0 = performance.now();
    await Promise.all([pedir('/api/paineis'), ...padrao.map((nome) => pedir(`/api/dashboard/${nome}`))]);
    return performance.now() - t0;
  }

  // Warm-up: the first load also builds the credits roll-ups of the invoices loaded straight in
  // (rewriting every invoice's savings), so PostgreSQL's vacuum comes after it.
  for (let i = 0; i < 5; i++) await carregarPainel();
  if (postgres) {
    const t = performance.now();
    await database.query(sql`vacuum analyze`);
    await database.query(sql`checkpoint`);
    console.log(`  vacuum analyze e checkpoint: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    for (let i = 0; i < 5; i++) await carregarPainel();
  }
  const cargaAntes = carga();
  const painel: number[] = [];
  for (let i = 0; i < pedidos; i++) painel.push(await carregarPainel());
  // Each widget alone (the embedded database serves one query at a time, so calls made together
  // queue behind each other: alone is where each one's cost shows).
  const porWidget = new Map<string, number[]>();
  for (const nome of padrao) {
    const v: number[] = [];
    for (let i = 0; i < Math.max(5, Math.floor(pedidos / 5)); i++) {
      const t = performance.now();
      await pedir(`/api/dashboard/${nome}`);
      v.push(performance.now() - t);
    }
    porWidget.set(nome, v);
  }

  console.log(
    `${banco}: ${nUsinas.toLocaleString('pt-BR')} usinas, ${linhasDiarias.toLocaleString('pt-BR')} dias de geração (carga em ${cargaS.toFixed(1)} s); painel padrão do integrador com ${padrao.length} widgets; ${pedidos} carregamentos; carga da máquina (1/5/15 min) ${cargaAntes} antes, ${carga()} depois\n`,
  );
  imprimir({ banco: curto, painel, porWidget }, postgres);
  await b.fechar();
  return { banco: curto, painel, porWidget };
}

function imprimir(m: Medida, postgres: boolean) {
  const p99 = percentil(m.painel, 99);
  const alvo = postgres ? `   (${(p99 / ALVO_MS).toFixed(2)}× o alvo de ${ALVO_MS} ms)` : '';
  console.log(
    `painel inteiro (todas as chamadas juntas)      p50 ${ms(percentil(m.painel, 50))}   p99 ${ms(p99)}${alvo}`,
  );
  for (const [nome, v] of m.porWidget)
    console.log(
      `  /api/dashboard/${nome.padEnd(28)} p50 ${ms(percentil(v, 50))}   p99 ${ms(percentil(v, 99))}`,
    );
}

console.log(`máquina: ${maquina()}; ${new Date().toISOString()}`);
const medidas: Medida[] = [];
if (process.env.BENCH_PGLITE !== '0') medidas.push(await medirBanco(false));
if (process.env.DATABASE_URL) medidas.push(await medirBanco(true));

// Side by side, for the README.
if (medidas.length > 1) {
  const cab = ['chamada', ...medidas.flatMap((m) => [`${m.banco} p50`, 'p99'])];
  const linhas = [
    ['painel inteiro', ...medidas.flatMap((m) => [percentil(m.painel, 50), percentil(m.painel, 99)])],
    ...[...(medidas[0]?.porWidget.keys() ?? [])].map((nome) => [
      `/api/dashboard/${nome}`,
      ...medidas.flatMap((m) => {
        const v = m.porWidget.get(nome) ?? [];
        return [percentil(v, 50), percentil(v, 99)];
      }),
    ]),
  ].map(([nome, ...xs]) => [String(nome), ...xs.map((x) => `${(x as number).toFixed(1)} ms`)]);
  const larg = cab.map((c, i) => Math.max(c.length, ...linhas.map((l) => (l[i] ?? '').length)));
  const linha = (l: string[]) =>
    l.map((c, i) => (i === 0 ? c.padEnd(larg[i] ?? 0) : c.padStart(larg[i] ?? 0))).join('  ');
  console.log(`\n${linha(cab)}`);
  for (const l of linhas) console.log(linha(l));
}
