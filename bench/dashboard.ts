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

const porWidget = new Map<string, number[]>(padrao.map((n) => [n, []]));
async function carregarPainel() {
  const t0 = performance.now();
  await Promise.all([
    app.inject({ method: 'GET', url: '/api/paineis', headers }),
    ...padrao.map(async (nome) => {
      const t = performance.now();
      const r = await app.inject({ method: 'GET', url: `/api/dashboard/${nome}`, headers });
      porWidget.get(nome)?.push(performance.now() - t);
      if (r.statusCode !== 200) throw new Error(`${nome}: ${r.statusCode} ${r.body}`);
    }),
  ]);
  return performance.now() - t0;
}

for (let i = 0; i < 3; i++) await carregarPainel();
for (const v of porWidget.values()) v.length = 0;
const tempos: number[] = [];
for (let i = 0; i < pedidos; i++) tempos.push(await carregarPainel());

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
