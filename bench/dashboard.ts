// bench/dashboard: p50/p99 of loading the full default dashboard — the panel list and every
// widget of the context's default layout, requested at once as the browser does — for a company
// with 10,000 plants and two years of daily generation, through the real app (auth, tenancy,
// permissions). BENCH_USINAS / BENCH_DIAS / BENCH_PEDIDOS size it.
import { appDeBench, maquina, percentil } from './_app.ts';
import { gerarEmpresaDeBench } from './_dados.ts';

const nUsinas = Number(process.env.BENCH_USINAS ?? 10_000);
const dias = Number(process.env.BENCH_DIAS ?? 730);
const pedidos = Number(process.env.BENCH_PEDIDOS ?? 100);

const b = await appDeBench('dashboard');
const { app, database, headers } = b;
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

for (let i = 0; i < 3; i++) await carregarPainel();
const tempos: number[] = [];
for (let i = 0; i < pedidos; i++) tempos.push(await carregarPainel());
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

const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);
console.log(`máquina: ${maquina()}; PGlite embutido`);
console.log(
  `${nUsinas.toLocaleString('pt-BR')} usinas, ${linhasDiarias.toLocaleString('pt-BR')} dias de geração (carga em ${cargaS.toFixed(1)} s); painel padrão do integrador com ${padrao.length} widgets; ${pedidos} carregamentos\n`,
);
console.log(
  `painel inteiro (todas as chamadas juntas)      p50 ${ms(percentil(tempos, 50))}   p99 ${ms(percentil(tempos, 99))}`,
);
for (const [nome, v] of porWidget)
  console.log(
    `  /api/dashboard/${nome.padEnd(28)} p50 ${ms(percentil(v, 50))}   p99 ${ms(percentil(v, 99))}`,
  );
await b.fechar();
