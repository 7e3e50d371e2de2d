#!/usr/bin/env node
// `npm run demo`: the app on its embedded defaults (data in ./data-demo) with the ten makers'
// clouds and the Celesc portal simulated, and a demo company typed in through the API
// (scripts/demo/): plants linked to their cities and customers, a team, a year of invoices with
// tariffs, open alerts. Prints "[demo] pronto" when it is all there. PORT, DEMO_PORTAL_PORT
// (the first of the 11 simulators' ports) and DATA_DIR choose where it runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { semear } = await import('./demo/semear.ts');
const { USUARIO } = await import('./demo/cenario.ts');

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3333);
const portalPort = Number(process.env.DEMO_PORTAL_PORT ?? 3394);
const base = `http://127.0.0.1:${port}`;
const dataDir = resolve(process.env.DATA_DIR ?? join(root, 'data-demo'));
const arquivoPortais = join(dataDir, 'portais-demo.json');
const log = (linha) => console.log(`[demo] ${linha}`);

const filhos = [];
/** Set when the seeding failed: the children's exit then ends the demo with it. */
let falhou = false;
const encerrar = (sinal = 'SIGTERM') => {
  for (const f of filhos) if (f.exitCode === null) f.kill(sinal);
};
const iniciar = (args, env) => {
  const p = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  filhos.push(p);
  p.on('exit', (code) => {
    encerrar();
    process.exit(falhou ? 1 : (code ?? 0));
  });
  return p;
};
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => encerrar(s));

// The month of the first run on this data folder: the plants' history counts from it.
mkdirSync(dataDir, { recursive: true });
const arquivoInicio = join(dataDir, 'demo-inicio.json');
if (!existsSync(arquivoInicio))
  writeFileSync(arquivoInicio, JSON.stringify({ mes: new Date().toISOString().slice(0, 7) }));
const mesBase = JSON.parse(readFileSync(arquivoInicio, 'utf8')).mes;

rmSync(arquivoPortais, { force: true });
iniciar(['--import', 'tsx', join(root, 'apps/server/src/connectors/makers/demo.ts')], {
  DEMO_PORTAL_PORT: String(portalPort),
  DEMO_PORTAIS_ARQUIVO: arquivoPortais,
  DEMO_MES_BASE: mesBase,
});
for (let i = 0; !existsSync(arquivoPortais); i++) {
  if (i > 600) throw new Error('os portais simulados não subiram');
  await new Promise((r) => setTimeout(r, 200));
}
/** { portais: [{ fabricante, credenciais, env }], concessionaria, meses } — see demo.ts. */
const mundo = JSON.parse(readFileSync(arquivoPortais, 'utf8'));
iniciar([join(root, 'scripts/start.mjs')], {
  PORT: String(port),
  DATA_DIR: dataDir,
  // One line per request would bury the demo's own progress; LOG_LEVEL=info shows them.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The first poll soon after the import, so the plants in fault open their alerts right away.
  POLL_INTERVAL_MS: process.env.POLL_INTERVAL_MS ?? '20000',
  POLL_SPREAD_MS: process.env.POLL_SPREAD_MS ?? '5000',
  ...Object.assign({}, ...mundo.portais.map((p) => p.env)),
  ...mundo.concessionaria.env,
});

for (let i = 0; ; i++) {
  const ok = await fetch(`${base}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
  if (ok) break;
  if (i > 600) throw new Error('o servidor não subiu');
  await new Promise((r) => setTimeout(r, 500));
}
log(`servidor no ar em ${base}; criando os dados da demonstração…`);

try {
  const r = await semear(base, mundo, log);
  console.log(`
[demo] pronto: abra ${base}/app e entre com ${USUARIO.email} / ${USUARIO.password}
[demo] ${r.usinas} usinas de dez fabricantes, faturas de um ano e ${r.alertas} alertas em aberto (${r.chamadas} chamadas à API em ${r.duracao})
[demo] as usinas vêm dos portais simulados (${mundo.portais.map((p) => p.fabricante).join(', ')});
[demo] as faturas de ${r.integradas.join(', ')} vêm da ${mundo.concessionaria.sigla} simulada (login ${mundo.concessionaria.login})`);
} catch (err) {
  console.error(
    `[demo] não foi possível criar os dados da demonstração: ${err instanceof Error ? err.message : err}`,
  );
  falhou = true;
  encerrar();
}
