#!/usr/bin/env node
// `npm run demo`: the app on its embedded defaults (data in ./data-demo) with the ten makers'
// clouds simulated, and a demo account whose plants are imported from each — monitoring without
// any real portal.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3333);
const portalPort = Number(process.env.DEMO_PORTAL_PORT ?? 3394);
const base = `http://127.0.0.1:${port}`;
const USUARIO = { nome: 'Conta de Demonstração', email: 'demo@irradia.local', password: 'demo1234' };
const dataDir = process.env.DATA_DIR ?? join(root, 'data-demo');
const arquivoPortais = join(dataDir, 'portais-demo.json');

const filhos = [];
const iniciar = (args, env) => {
  const p = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  filhos.push(p);
  p.on('exit', (code) => {
    for (const f of filhos) if (f !== p) f.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  return p;
};
for (const s of ['SIGINT', 'SIGTERM']) {
  process.on(s, () => {
    for (const f of filhos) f.kill(s);
  });
}

rmSync(arquivoPortais, { force: true });
iniciar(['--import', 'tsx', join(root, 'apps/server/src/integrations/portals/demo.ts')], {
  DEMO_PORTAL_PORT: String(portalPort),
  DEMO_PORTAIS_ARQUIVO: arquivoPortais,
});
for (let i = 0; !existsSync(arquivoPortais); i++) {
  if (i > 600) throw new Error('os portais simulados não subiram');
  await new Promise((r) => setTimeout(r, 200));
}
/** [{ fabricante, credenciais, env }] — one simulated cloud per maker. */
const { portais, concessionaria } = JSON.parse(readFileSync(arquivoPortais, 'utf8'));
iniciar([join(root, 'scripts/start.mjs')], {
  PORT: String(port),
  DATA_DIR: dataDir,
  ...Object.assign({}, ...portais.map((p) => p.env)),
  ...concessionaria.env,
});

async function chamar(method, path, body, token, empresa) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(empresa ? { 'x-company-id': empresa } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: res.status === 204 ? null : await res.json().catch(() => null) };
}

for (let i = 0; ; i++) {
  const ok = await fetch(`${base}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);
  if (ok) break;
  if (i > 600) throw new Error('o servidor não subiu');
  await new Promise((r) => setTimeout(r, 500));
}

let entrada = await chamar('POST', 'usuarios/login', { email: USUARIO.email, password: USUARIO.password });
if (entrada.status !== 200) {
  await chamar('POST', 'usuarios', { ...USUARIO, termos: true });
  entrada = await chamar('POST', 'usuarios/login', { email: USUARIO.email, password: USUARIO.password });
}
const token = entrada.body?.auth?.token;
const empresas = await chamar('GET', 'empresas?limit=4', null, token);
let empresa = empresas.body?.data?.[0]?.uuid;
if (!empresa) {
  const criada = await chamar('POST', 'empresas', { nome: 'Solar Demonstração', tipo: 'integrador' }, token);
  empresa = criada.body?.data?.uuid;
}
// Every maker's account not connected yet is connected, and all its plants imported.
const conectadas = await chamar('GET', 'portais', null, token, empresa);
const jaTem = new Set((conectadas.body?.data ?? []).map((c) => c.fabricante.codigo));
for (const p of portais) {
  if (jaTem.has(p.fabricante)) continue;
  const conta = await chamar(
    'POST',
    'portais',
    { fabricante: p.fabricante, ...p.credenciais },
    token,
    empresa,
  );
  if (conta.status !== 201) {
    console.error(`[demo] ${p.fabricante}: ${JSON.stringify(conta.body)}`);
    continue;
  }
  const usinas = await chamar('GET', `portais/${conta.body.data.uuid}/usinas`, null, token, empresa);
  await chamar(
    'POST',
    'importacoes',
    { conta: conta.body.data.uuid, usinas: (usinas.body?.data ?? []).map((u) => u.id) },
    token,
    empresa,
  );
}
// The first plant imported is linked to the simulated Celesc: its invoices come in the background.
for (let i = 0; i < 120; i++) {
  const lista = await chamar('GET', 'usinas?limit=1', null, token, empresa);
  const usina = lista.body?.data?.[0]?.uuid;
  if (usina) {
    const ja = await chamar('GET', `usinas/${usina}/integracoes`, null, token, empresa);
    if ((ja.body?.data ?? []).length === 0) {
      const c = await chamar(
        'GET',
        `concessionarias?search=${encodeURIComponent('Celesc')}`,
        null,
        token,
        empresa,
      );
      const desde = new Date();
      desde.setUTCMonth(desde.getUTCMonth() - 12, 1);
      await chamar(
        'POST',
        `usinas/${usina}/integracoes`,
        {
          concessionaria: c.body?.data?.[0]?.uuid,
          login: concessionaria.login,
          senha: concessionaria.senha,
          importar_desde: desde.toISOString().slice(0, 10),
        },
        token,
        empresa,
      );
    }
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
console.log(`
[demo] pronto: abra ${base}/app e entre com ${USUARIO.email} / ${USUARIO.password}
[demo] as usinas vêm dos portais simulados dos dez fabricantes:`);
for (const p of portais) console.log(`[demo]   ${p.fabricante}: login ${p.credenciais.login}`);
console.log(
  `[demo] faturas: a primeira usina está ligada à ${concessionaria.sigla} simulada (login ${concessionaria.login})`,
);
