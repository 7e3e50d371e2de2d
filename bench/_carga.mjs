// Child process of bench/load.ts: the closed-loop HTTP client (its own event loop, so the
// server's figures are not mixed with the client's work). Each of `concorrencia` loops sends one
// request, waits for the whole answer, and sends the next; keep-alive connections.
import { Agent, request } from 'node:http';

function percentil(s, p) {
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}

function resumir(lat) {
  const s = Float64Array.from(lat).sort();
  return { n: s.length, p50: percentil(s, 50), p95: percentil(s, 95), p99: percentil(s, 99) };
}

function pedir(agent, base, p) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = request(`${base}${p.path}`, { agent, headers: p.headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0 }));
      res.on('error', (err) => resolve({ ms: performance.now() - t0, status: 0, erro: String(err) }));
    });
    req.on('error', (err) => resolve({ ms: performance.now() - t0, status: 0, erro: String(err) }));
    req.end();
  });
}

/** Runs one step: `aquecimentoS` unmeasured, then `segundos` measured. */
async function rodar({ base, pedidos, concorrencia, segundos, aquecimentoS }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concorrencia });
  const inicio = performance.now();
  const medirDesde = inicio + aquecimentoS * 1000;
  const fim = medirDesde + segundos * 1000;
  const porRotulo = new Map();
  const todas = [];
  let erros = 0;
  let exemploErro;
  async function laco() {
    while (performance.now() < fim) {
      const p = pedidos[Math.floor(Math.random() * pedidos.length)];
      const t = performance.now();
      const r = await pedir(agent, base, p);
      if (t < medirDesde) continue;
      if (r.status !== 200) {
        erros += 1;
        exemploErro ??= `${p.rotulo}: ${r.status || r.erro}`;
      }
      todas.push(r.ms);
      const lista = porRotulo.get(p.rotulo) ?? [];
      lista.push(r.ms);
      porRotulo.set(p.rotulo, lista);
    }
  }
  await Promise.all(Array.from({ length: concorrencia }, laco));
  const duracaoS = (performance.now() - medirDesde) / 1000;
  agent.destroy();
  return {
    concorrencia,
    porSegundo: todas.length / duracaoS,
    erros,
    exemploErro,
    ...resumir(todas),
    rotas: [...porRotulo].map(([rotulo, lat]) => ({ rotulo, ...resumir(lat) })),
  };
}

process.on('message', async (m) => {
  if (m.tipo === 'rodar') process.send?.({ tipo: 'resultado', resultado: await rodar(m) });
  if (m.tipo === 'sair') process.exit(0);
});
