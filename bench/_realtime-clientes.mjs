// Child process of bench/realtime.ts: holds the SSE streams (its own event loop, so the server's
// figures are not mixed with the clients' parsing) and reports each message's delivery latency.
import { Agent, request } from 'node:http';

const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const agora = () => performance.timeOrigin + performance.now();
const streams = [];
let latencias = [];

function abrir(base, uid) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/__transmit/events?uid=${uid}`, { agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream ${res.statusCode}`));
      res.setEncoding('utf8');
      let resto = '';
      res.on('data', (chunk) => {
        resto += chunk;
        let i = resto.indexOf('\n\n');
        while (i >= 0) {
          const frame = resto.slice(0, i);
          resto = resto.slice(i + 2);
          if (frame.startsWith('data: ')) {
            const { payload } = JSON.parse(frame.slice(6));
            if (payload && typeof payload.t0 === 'number') latencias.push(agora() - payload.t0);
          }
          i = resto.indexOf('\n\n');
        }
      });
      streams.push(req);
      resolve();
    });
    req.on('error', reject);
    req.end();
  });
}

async function assinar(base, uid, channel, token) {
  const res = await fetch(`${base}/__transmit/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ uid, channel }),
  });
  if (res.status !== 204) throw new Error(`subscribe ${res.status}`);
}

process.on('message', async (m) => {
  if (m.tipo === 'abrir') {
    let abertos = 0;
    let falhas = 0;
    const fila = Array.from({ length: m.quantos }, () => crypto.randomUUID());
    const lote = 200;
    for (let i = 0; i < fila.length; i += lote) {
      await Promise.all(
        fila.slice(i, i + lote).map(async (uid) => {
          try {
            await abrir(m.base, uid);
            await assinar(m.base, uid, m.channel, m.token);
            abertos++;
          } catch {
            falhas++;
          }
        }),
      );
    }
    process.send({ tipo: 'abertos', abertos, falhas });
  } else if (m.tipo === 'zerar') {
    latencias = [];
    process.send({ tipo: 'zerado' });
  } else if (m.tipo === 'coletar') {
    process.send({ tipo: 'latencias', latencias });
  } else if (m.tipo === 'fechar') {
    for (const r of streams) r.destroy();
    process.exit(0);
  }
});
