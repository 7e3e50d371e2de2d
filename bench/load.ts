// bench/load: the request rate the app sustains under a mixed workload of signed-in users (the
// owner and staff: me, lists, plant detail and day curve, dashboard widgets), over real HTTP with
// keep-alive, at rising concurrency (closed loop: each client waits for its answer) until p99
// exceeds the budget or errors appear; then a bare node:http server answering the same JSON as
// /api/usuarios/me, driven by the same client at the same concurrency, for the ratio. The client
// runs in a child process (bench/_carga.mjs). Data: bench/_dados.ts (BENCH_USINAS, BENCH_DIAS,
// BENCH_DIAS_LEITURAS, BENCH_LEITURAS_SO_DIA); PostgreSQL when DATABASE_URL is set. Load:
// BENCH_USUARIOS (8), BENCH_SEGUNDOS per step (10), BENCH_P99_MS (200), BENCH_CONCORRENCIA_MAX (256).
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { appDeBench, descreverBanco, maquina } from './_app.ts';
import { escalaDoBench, gerarEmpresaDeBench } from './_dados.ts';

const escala = escalaDoBench();
const nUsuarios = Math.max(1, Number(process.env.BENCH_USUARIOS ?? 8));
const segundos = Number(process.env.BENCH_SEGUNDOS ?? 10);
const orcamentoMs = Number(process.env.BENCH_P99_MS ?? 200);
const concorrenciaMax = Number(process.env.BENCH_CONCORRENCIA_MAX ?? 256);
const aquecimentoS = Math.min(2, segundos / 5);

interface Pedido {
  rotulo: string;
  path: string;
  headers: Record<string, string>;
}
interface Resumo {
  n: number;
  p50: number;
  p95: number;
  p99: number;
}
interface Degrau extends Resumo {
  concorrencia: number;
  porSegundo: number;
  erros: number;
  exemploErro?: string;
  rotas: Array<Resumo & { rotulo: string }>;
}

const b = await appDeBench('load', {
  RATE_LIMIT_LOGIN_PER_IP: '100000',
  RATE_LIMIT_LOGIN_PER_EMAIL: '100000',
  // Every simulated user comes from 127.0.0.1: the per-IP budget of public routes (/me) is not
  // what is measured.
  RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
});
const { app, ctx, database, base } = b;
const banco = await descreverBanco(database);
console.log(`máquina: ${maquina()}; ${banco}; ${new Date().toLocaleString('pt-BR')}`);
console.log(`carga média da máquina (1 min) no início: ${loadavg()[0]?.toFixed(2)}`);
console.log(
  `empresa: ${escala.usinas.toLocaleString('pt-BR')} usinas, ${escala.dias} dias de geração diária, ${escala.diasLeituras} dias de leituras de 5 min${escala.soDia ? ' (só 05:30–18:30)' : ''}`,
);
const carga = await gerarEmpresaDeBench(database, escala.usinas, escala.dias, {
  leituras: { ctx, dias: escala.diasLeituras, soDia: escala.soDia },
});
console.log(`carga total em ${carga.cargaS.toFixed(1)} s\n`);

// The team: the owner and staff with a position that sees plants, customers and invoices.
async function api(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const r = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
  return r.json() as { data: { uuid: string } & Record<string, unknown> };
}
const dono = b.headers;
const setor = await api('POST', '/api/setores', dono, { nome: 'Operações', nome_completo: 'Operações' });
const cargo = await api('POST', '/api/cargos', dono, {
  nome: 'Monitoramento',
  setor: setor.data.uuid,
  permissoes: ['usina:view', 'usina:show', 'cliente:view', 'fatura:view'],
});
const contas = [{ email: 'bench@exemplo.com.br', password: 'senha-bench' }];
for (let k = 1; k < nUsuarios; k++) {
  const conta = { email: `equipe${k}@exemplo.com.br`, password: `senha-equipe-${k}` };
  const criada = await app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: { nome: `Equipe ${k}`, ...conta, termos: true },
  });
  const token = (criada.json() as { auth: { token: string } }).auth.token;
  await api('POST', '/api/funcionarios', dono, {
    nome: `Equipe ${k}`,
    email: conta.email,
    cargo: cargo.data.uuid,
  });
  const convites = (await api('GET', '/api/funcionarios/convites', {
    authorization: `Bearer ${token}`,
  })) as unknown as {
    data: Array<{ uuid: string }>;
  };
  await api('POST', `/api/funcionarios/${convites.data[0]?.uuid}/aceitar`, {
    authorization: `Bearer ${token}`,
  });
  contas.push(conta);
}

// Sign-in over HTTP, as the browser does.
const sessoes: Array<Record<string, string>> = [];
for (const conta of contas) {
  const r = await fetch(`${base}/api/usuarios/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(conta),
  });
  if (r.status !== 200) throw new Error(`login ${conta.email}: ${r.status} ${await r.text()}`);
  const { auth } = (await r.json()) as { auth: { token: string } };
  sessoes.push({ authorization: `Bearer ${auth.token}`, 'x-company-id': b.empresa });
}

// The mix, by weight (out of 100): what signed-in people open most.
const uuids = (
  await database.query<{ uuid: string }>(sql`select uuid from usinas order by random() limit 500`)
).map((r) => r.uuid);
const paginas = {
  usinas: Math.max(1, Math.ceil(escala.usinas / 20)),
  clientes: Math.max(1, Math.ceil(escala.usinas / 20)),
  faturas: 50,
};
const widgets: string[][] = [];
for (const h of sessoes) {
  const r = await app.inject({ method: 'GET', url: '/api/paineis', headers: h });
  widgets.push((r.json() as { meta: { padrao: Array<{ i: string }> } }).meta.padrao.map((x) => x.i));
}
const sorteio = (n: number) => 1 + Math.floor(Math.random() * n);
const usina = () => uuids[Math.floor(Math.random() * uuids.length)];
const mistura: Array<[number, string, (u: number) => string]> = [
  [15, 'GET /api/usuarios/me', () => '/api/usuarios/me'],
  [10, 'GET /api/usinas?page=N', () => `/api/usinas?page=${sorteio(paginas.usinas)}`],
  [5, 'GET /api/clientes?page=N', () => `/api/clientes?page=${sorteio(paginas.clientes)}`],
  [5, 'GET /api/faturas?page=N', () => `/api/faturas?page=${sorteio(paginas.faturas)}`],
  [15, 'GET /api/usinas/:uuid', () => `/api/usinas/${usina()}`],
  [10, 'GET /api/usinas/:uuid/geracao?periodo=diario', () => `/api/usinas/${usina()}/geracao?periodo=diario`],
  [5, 'GET /api/paineis', () => '/api/paineis'],
  [
    35,
    'GET /api/dashboard/:widget',
    (u) => `/api/dashboard/${widgets[u]?.[sorteio(widgets[u]?.length ?? 1) - 1]}`,
  ],
];
// One entry per weight point, drawn at random: 20,000 concrete requests the client picks from.
const bolsa = mistura.flatMap((item) => Array.from({ length: item[0] }, () => item));
const pedidos: Pedido[] = Array.from({ length: 20_000 }, (_, i) => {
  const u = i % sessoes.length;
  const [, nome, caminho] = bolsa[Math.floor(Math.random() * bolsa.length)] ?? mistura[0] ?? [];
  const path = caminho?.(u) ?? '/api/usuarios/me';
  const rotulo = nome === 'GET /api/dashboard/:widget' ? `GET ${path}` : (nome ?? path);
  return { rotulo, path, headers: sessoes[u] ?? {} };
});
console.log(
  `${sessoes.length} usuários com sessão (dono + ${sessoes.length - 1} da equipe); mistura: ${mistura.map(([p, r]) => `${p}% ${r.replace('GET ', '')}`).join(', ')}`,
);
console.log(
  `degraus de ${segundos} s (+${aquecimentoS} s de aquecimento); orçamento p99 ${orcamentoMs} ms\n`,
);

const filho = fork(new URL('./_carga.mjs', import.meta.url));
function rodar(alvo: string, lista: Pedido[], concorrencia: number): Promise<Degrau> {
  return new Promise((resolve) => {
    filho.once('message', (m: { resultado: Degrau }) => resolve(m.resultado));
    filho.send({ tipo: 'rodar', base: alvo, pedidos: lista, concorrencia, segundos, aquecimentoS });
  });
}
const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(10);
const rps = (v: number) => `${Math.round(v).toLocaleString('pt-BR')} req/s`.padStart(13);
const linha = (d: Degrau) =>
  `${rps(d.porSegundo)}  p50 ${ms(d.p50)}  p95 ${ms(d.p95)}  p99 ${ms(d.p99)}  erros ${d.erros}`;

console.log('Irradia (mistura)');
let sustentado: Degrau | undefined;
let ultimo: Degrau | undefined;
for (let c = 1; c <= concorrenciaMax; c *= 2) {
  const d = await rodar(base, pedidos, c);
  ultimo = d;
  const dentro = d.erros === 0 && d.p99 <= orcamentoMs;
  console.log(
    `  concorrência ${String(c).padStart(3)}  ${linha(d)}${dentro ? '' : `  ← fora do orçamento${d.exemploErro ? ` (${d.exemploErro})` : ''}`}`,
  );
  if (!dentro) break;
  sustentado = d;
}
if (ultimo) {
  console.log(`\n  por rota, concorrência ${ultimo.concorrencia}:`);
  for (const r of ultimo.rotas.sort((x, y) => y.p99 - x.p99))
    console.log(
      `    ${r.rotulo.padEnd(48)} n ${String(r.n).padStart(6)}  p50 ${ms(r.p50)}  p99 ${ms(r.p99)}`,
    );
}

// The bare server: the owner's /me answer, as it left the app.
const me = await fetch(`${base}/api/usuarios/me`, { headers: sessoes[0] });
const corpo = Buffer.from(await me.arrayBuffer());
const nu = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': corpo.length });
  res.end(corpo);
});
await new Promise<void>((ok) => nu.listen(0, '127.0.0.1', ok));
const baseNu = `http://127.0.0.1:${(nu.address() as AddressInfo).port}`;
const cNu = sustentado?.concorrencia ?? 1;
const dNu = await rodar(baseNu, [{ rotulo: 'GET /', path: '/', headers: {} }], cNu);
console.log(
  `\nnode:http puro, mesmo JSON de /me (${corpo.length} bytes), concorrência ${String(cNu).padStart(3)}  ${linha(dNu)}`,
);

console.log('');
if (sustentado) {
  console.log(
    `taxa sustentada: ${Math.round(sustentado.porSegundo).toLocaleString('pt-BR')} req/s (concorrência ${sustentado.concorrencia}, p99 ${sustentado.p99.toFixed(1)} ms)`,
  );
  console.log(
    `razão Irradia/node:http puro: ${(sustentado.porSegundo / dNu.porSegundo).toLocaleString('pt-BR', { maximumFractionDigits: 3 })} (${Math.round(sustentado.porSegundo).toLocaleString('pt-BR')} / ${Math.round(dNu.porSegundo).toLocaleString('pt-BR')} req/s)`,
  );
} else {
  console.log(
    `taxa sustentada: nenhuma (já com concorrência 1 o p99 passa de ${orcamentoMs} ms ou há erros)`,
  );
  if (ultimo)
    console.log(
      `razão Irradia/node:http puro na concorrência 1, fora do orçamento: ${(ultimo.porSegundo / dNu.porSegundo).toLocaleString('pt-BR', { maximumFractionDigits: 4 })}`,
    );
}
console.log(`carga média da máquina (1 min) no fim: ${loadavg()[0]?.toFixed(2)}`);

filho.send({ tipo: 'sair' });
await new Promise<void>((ok) => nu.close(() => ok()));
await b.fechar();
