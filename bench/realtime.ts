// bench/realtime: how many Transmit streams one instance holds, and how long one broadcast takes
// to reach all of them (p50, p99). The server runs here; the streams live in a child process
// (bench/_realtime-clientes.mjs) so each side has its own event loop. Prints figures, never fails
// on timing. BENCH_STREAMS="1000,5000" picks the stages; BENCH_BROADCASTS the broadcasts per stage.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createAppContext } from '../apps/server/src/context.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createMemoryBus } from '../apps/server/src/platform/realtime/bus.ts';
import { transmitir } from '../apps/server/src/platform/realtime/transmit.ts';

const estagios = (process.env.BENCH_STREAMS ?? '1000,5000,10000').split(',').map(Number);
const broadcasts = Number(process.env.BENCH_BROADCASTS ?? 20);
const agora = () => performance.timeOrigin + performance.now();
const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'irradia-bench-rt-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '', REDIS_URL: '' });
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await migrate(database);
const bus = createMemoryBus();
const ctx = createAppContext({ config, database, bus, log: pino({ level: 'silent' }) });
const app = await buildApp(ctx);
const base = await app.listen({ host: '127.0.0.1', port: 0 });

const conta = await app.inject({
  method: 'POST',
  url: '/api/usuarios',
  payload: { nome: 'Bench', email: 'bench@exemplo.com.br', password: 'senha-bench', termos: true },
});
const { auth, user } = conta.json() as { auth: { token: string }; user: { uuid: string } };
const channel = `usuarios/${user.uuid}`;

const filho = fork(new URL('./_realtime-clientes.mjs', import.meta.url));
const pedir = <T>(m: object, resposta: string) =>
  new Promise<T>((resolve) => {
    const ouvir = (r: { tipo: string }) => {
      if (r.tipo !== resposta) return;
      filho.off('message', ouvir);
      resolve(r as T);
    };
    filho.on('message', ouvir);
    filho.send(m);
  });

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

console.log(`máquina: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}`);
console.log(
  `${broadcasts} broadcasts por estágio, cada um para todos os streams; latência = publicação → recebido\n`,
);
const heapBase = process.memoryUsage().heapUsed;
console.log(
  'streams | abertos no servidor | heap por stream | RSS do servidor | p50 | p99 | máx | recebidas',
);
let total = 0;
for (const alvo of estagios) {
  const { abertos, falhas } = await pedir<{ abertos: number; falhas: number }>(
    { tipo: 'abrir', base, token: auth.token, channel, quantos: alvo - total },
    'abertos',
  );
  total += abertos;
  await pedir({ tipo: 'zerar' }, 'zerado');
  for (let i = 0; i < broadcasts; i++) {
    await transmitir(ctx, channel, { t0: agora(), i });
    await espera(50);
  }
  await espera(1000);
  const { latencias } = await pedir<{ latencias: number[] }>({ tipo: 'coletar' }, 'latencias');
  const mem = process.memoryUsage();
  const porStream = (mem.heapUsed - heapBase) / 1024 / Math.max(1, total);
  console.log(
    `${alvo} | ${app.transmit.totalStreams}${falhas ? ` (${falhas} falharam)` : ''} | ${porStream.toFixed(1)} KB | ${(mem.rss / 1024 / 1024).toFixed(0)} MB | ${ms(pct(latencias, 50))} | ${ms(pct(latencias, 99))} | ${ms(pct(latencias, 100))} | ${latencias.length}/${total * broadcasts}`,
  );
}

filho.send({ tipo: 'fechar' });
await app.close();
await bus.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
