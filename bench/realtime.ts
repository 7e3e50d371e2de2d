// bench/realtime: how many Transmit streams one instance holds, and how long one broadcast takes
// to reach all of them (p50, p99). The server runs here; the streams live in a child process
// (bench/_realtime-clientes.mjs) so each side has its own event loop. Prints figures, never fails
// on timing. BENCH_STREAMS="1000,5000" picks the stages; BENCH_BROADCASTS the broadcasts per stage.
import { fork } from 'node:child_process';
import { transmitir } from '../apps/server/src/platform/realtime/transmit.ts';
import { appDeBench, maquina, percentil } from './_app.ts';

const estagios = (process.env.BENCH_STREAMS ?? '1000,5000,10000').split(',').map(Number);
const broadcasts = Number(process.env.BENCH_BROADCASTS ?? 20);
const agora = () => performance.timeOrigin + performance.now();
const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

const b = await appDeBench('rt');
const { app, ctx, base } = b;
const channel = `usuarios/${b.usuario}`;
const auth = { token: b.token };

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

const pct = percentil;
const ms = (v: number) => `${v.toFixed(1)} ms`;

console.log(`máquina: ${maquina()}`);
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
await b.fechar();
