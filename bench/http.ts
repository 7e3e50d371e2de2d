// bench/http (issue 28): what one signed-in request costs, side by side with a reference. In one
// run, for each database (PGlite always; PostgreSQL too when DATABASE_URL is set), Irradia is
// started with a company of BENCH_USINAS plants (500) and, next to it, a minimal Fastify server
// doing one indexed select by token on the same database (`pg` on PostgreSQL, the embedded engine
// on PGlite) and answering a /me-sized JSON. The closed-loop client (bench/_carga.mjs, its own
// process) drives each endpoint at BENCH_CONCORRENCIA (8) for BENCH_SEGUNDOS (5, after 1 s of
// warm-up) and prints req/s, p50/p99 and the ratio to the reference: `/api/usuarios/me`, the plant
// list, a plant's detail and a dashboard widget.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { appDeBench, descreverBanco, maquina } from './_app.ts';
import { gerarEmpresaDeBench } from './_dados.ts';

const nUsinas = Number(process.env.BENCH_USINAS ?? 500);
const concorrencia = Number(process.env.BENCH_CONCORRENCIA ?? 8);
const segundos = Number(process.env.BENCH_SEGUNDOS ?? 5);
const aquecimentoS = 1;
/** BENCH_ROTAS: only these routes, comma-separated as the table prints them (e.g. /api/usinas). */
const soRotas = process.env.BENCH_ROTAS?.split(',').map((r) => r.trim());
/** BENCH_BANCOS: `pglite`, `postgres` or both (the default). */
const bancos = process.env.BENCH_BANCOS ?? 'pglite,postgres';

interface Resultado {
  porSegundo: number;
  p50: number;
  p99: number;
  erros: number;
  exemploErro?: string;
}

const filho = fork(new URL('./_carga.mjs', import.meta.url));
function medir(base: string, path: string, headers: Record<string, string>): Promise<Resultado> {
  return new Promise((resolve) => {
    filho.once('message', (m: { resultado: Resultado }) => resolve(m.resultado));
    filho.send({
      tipo: 'rodar',
      base,
      pedidos: [{ rotulo: path, path, headers }],
      concorrencia,
      segundos,
      aquecimentoS,
    });
  });
}

/** The reference: Fastify and one indexed select by the bearer token, on the same database. */
async function referencia(
  consultar: (token: string) => Promise<Record<string, unknown> | undefined>,
): Promise<{ base: string; fechar(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/me', async (request, reply) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const linha = await consultar(token);
    if (!linha) return reply.status(401).send({ message: 'Sessão inválida' });
    return { user: linha };
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { base, fechar: () => app.close() };
}

const ms = (x: number) => `${x < 10 ? x.toFixed(2) : x.toFixed(1)} ms`;
const linhas: string[][] = [];

async function rodarBanco(usarPostgres: boolean) {
  const url = process.env.DATABASE_URL;
  if (!usarPostgres) delete process.env.DATABASE_URL;
  const b = await appDeBench('http', {
    RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
    RATE_LIMIT_LOGIN_PER_IP: '100000',
  });
  if (url) process.env.DATABASE_URL = url;
  const banco = await descreverBanco(b.database);
  await gerarEmpresaDeBench(b.database, nUsinas, 30, { log: () => {} });
  // As autovacuum would leave the tables after the load (bench/dashboard does the same): the
  // index-only scans need the visibility map. PGlite has no autovacuum and keeps the load as is.
  if (usarPostgres) await b.database.query(sql`vacuum analyze`);

  // The reference's table: one row per token, looked up by its primary key.
  const token = randomBytes(24).toString('hex');
  await b.database.query(sql`create table ref_sessoes (token text primary key, usuario jsonb not null)`);
  const me = (await b.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: b.headers })).json();
  await b.database.query(
    sql`insert into ref_sessoes (token, usuario) values (${token}, ${JSON.stringify(me)}::jsonb)`,
  );
  let pool: import('pg').Pool | null = null;
  let consultar: (t: string) => Promise<Record<string, unknown> | undefined>;
  if (usarPostgres && url) {
    const { Pool } = (await import('pg')).default;
    const [db] = await b.database.query<{ d: string }>(sql`select current_database() as d`);
    const alvo = new URL(url);
    alvo.pathname = `/${db?.d}`;
    pool = new Pool({ connectionString: alvo.toString(), max: 10 });
    const p = pool;
    consultar = async (t) =>
      (
        await p.query({
          name: 'ref-me',
          text: 'select usuario from ref_sessoes where token = $1',
          values: [t],
        })
      ).rows[0] as Record<string, unknown> | undefined;
  } else {
    consultar = async (t) =>
      (
        await b.database.query<{ usuario: Record<string, unknown> }>(
          sql`select usuario from ref_sessoes where token = ${t}`,
        )
      )[0];
  }
  const ref = await referencia(consultar);

  const [usina] = await b.database.query<{ uuid: string }>(sql`select uuid from usinas order by id limit 1`);
  const paineis = (await b.app.inject({ method: 'GET', url: '/api/paineis', headers: b.headers })).json() as {
    meta: { padrao: Array<{ i: string }> };
  };
  const widget = paineis.meta.padrao.find((w) => w.i === 'status_usinas')?.i ?? paineis.meta.padrao[0]?.i;

  const refR = await medir(ref.base, '/me', { authorization: `Bearer ${token}` });
  const nome = usarPostgres ? 'PostgreSQL' : 'PGlite';
  linhas.push([nome, 'referência: Fastify + 1 select por token', ...fmt(refR), '1']);
  const rotas = [
    '/api/usuarios/me',
    '/api/usinas',
    `/api/usinas/${usina?.uuid}`,
    `/api/dashboard/${widget}`,
  ].filter((r) => !soRotas || soRotas.some((s) => r.replace(usina?.uuid ?? '-', ':uuid') === s));
  for (const path of rotas) {
    const r = await medir(b.base, path, b.headers);
    const rotulo = path.replace(usina?.uuid ?? '-', ':uuid');
    linhas.push([nome, rotulo, ...fmt(r), (r.porSegundo / refR.porSegundo).toFixed(3)]);
    if (r.erros > 0) console.log(`  ${nome} ${rotulo}: ${r.erros} erros (${r.exemploErro})`);
  }
  console.log(`${banco}: medido`);
  await ref.fechar();
  await pool?.end();
  await b.fechar();
}

function fmt(r: Resultado) {
  return [Math.round(r.porSegundo).toLocaleString('pt-BR'), ms(r.p50), ms(r.p99)];
}

console.log(`máquina: ${maquina()}; ${new Date().toLocaleString('pt-BR')}`);
console.log(
  `${nUsinas} usinas; ${concorrencia} conexões, ${segundos} s por rota (+${aquecimentoS} s de aquecimento)\n`,
);
if (bancos.includes('pglite')) await rodarBanco(false);
if (process.env.DATABASE_URL && bancos.includes('postgres')) await rodarBanco(true);
filho.send({ tipo: 'sair' });

const cab = ['banco', 'rota', 'req/s', 'p50', 'p99', '× referência'];
const larg = cab.map((c, i) => Math.max(c.length, ...linhas.map((l) => (l[i] ?? '').length)));
const linha = (l: string[]) =>
  `| ${l.map((c, i) => (i >= 2 ? c.padStart(larg[i] ?? 0) : c.padEnd(larg[i] ?? 0))).join(' | ')} |`;
console.log(`\n${linha(cab)}`);
console.log(`|${larg.map((n, i) => (i >= 2 ? `${'-'.repeat(n + 1)}:` : '-'.repeat(n + 2))).join('|')}|`);
for (const l of linhas) console.log(linha(l));
process.exit(0);
