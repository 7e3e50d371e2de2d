#!/usr/bin/env node
// `npm run screenshots [pasta]`: starts the demo on its own ports and a fresh data folder, signs in
// as the demo account and writes a PNG of every route of the route table (apps/web/src/app/routes.ts)
// wide (1280×800), on a phone (390×844) and in dark mode, so anyone can review the whole app in a
// minute. Routes with parameters use the demo's first real item (the first plant, invoice…).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { ARGS_DO_CHROMIUM, CHROMIUM } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pasta = resolve(process.argv[2] ?? join(root, 'screenshots'));
const PORTA = 3396;
const base = `http://127.0.0.1:${PORTA}`;
const DEMO = { email: 'demo@irradia.local', password: 'demo1234' };
/** The demo imports ten makers' plants and a year of invoices before it says it is ready. */
const PRAZO_DEMO_MS = 15 * 60_000;
const PRAZO_TELA_MS = 30_000;
const VARIANTES = [
  { nome: 'wide', viewport: { width: 1280, height: 800 }, tema: 'light' },
  { nome: 'phone', viewport: { width: 390, height: 844 }, tema: 'light', isMobile: true, hasTouch: true },
  { nome: 'dark', viewport: { width: 1280, height: 800 }, tema: 'dark' },
];

/** The route table read from its source: path, access and frame of each `r(...)` entry. */
function rotas() {
  const fonte = readFileSync(join(root, 'apps/web/src/app/routes.ts'), 'utf8');
  const lista = [];
  const re =
    /\br\(\s*'([^']+)',\s*lazyScreen\(\(\) => import\('[^']+'\)\),?\s*(?:'(\w+)',?\s*)?(?:'(\w+)',?\s*)?\)/g;
  for (const m of fonte.matchAll(re))
    lista.push({ path: m[1], acesso: m[2] ?? 'usuario', frame: m[3] ?? 'app' });
  if (lista.length === 0) throw new Error('nenhuma rota encontrada em apps/web/src/app/routes.ts');
  return lista;
}

const dataDir = mkdtempSync(join(tmpdir(), 'irradia-screenshots-'));
const logDemo = [];
let demo = null;

function pararDemo() {
  if (!demo || demo.exitCode !== null) return;
  // The demo runs in its own process group: the portals' simulator and the server stop with it.
  try {
    process.kill(-demo.pid, 'SIGTERM');
  } catch {
    demo.kill('SIGTERM');
  }
}
for (const s of ['SIGINT', 'SIGTERM']) {
  process.on(s, () => {
    pararDemo();
    process.exit(130);
  });
}

/** Starts `node scripts/demo.mjs` and resolves when it prints "[demo] pronto". */
function iniciarDemo() {
  demo = spawn(process.execPath, [join(root, 'scripts/demo.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORTA),
      DEMO_PORTAL_PORT: '3430',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  });
  return new Promise((ok, falha) => {
    const limite = setTimeout(
      () => falha(new Error(`a demonstração não ficou pronta em ${PRAZO_DEMO_MS / 60_000} min`)),
      PRAZO_DEMO_MS,
    );
    let resto = '';
    const ler = (chunk) => {
      resto += chunk.toString();
      const linhas = resto.split('\n');
      resto = linhas.pop() ?? '';
      for (const l of linhas) {
        logDemo.push(l);
        if (logDemo.length > 200) logDemo.shift();
        if (l.startsWith('[demo] pronto')) {
          clearTimeout(limite);
          ok();
        }
      }
    };
    demo.stdout.on('data', ler);
    demo.stderr.on('data', ler);
    demo.on('exit', (code) => {
      clearTimeout(limite);
      falha(new Error(`a demonstração saiu antes de ficar pronta (código ${code})`));
    });
  });
}

async function api(method, path, body, token, empresa) {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(empresa ? { 'x-company-id': empresa } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} /api/${path}: ${res.status}`);
  return res.status === 204 ? null : res.json();
}

/** A reset-password token the server e-mailed to the demo account (read from its outbox). */
async function tokenDeRecuperacao() {
  await api('POST', 'usuarios/recover', { email: DEMO.email });
  const dir = join(dataDir, 'outbox');
  const prazo = Date.now() + 20_000;
  while (Date.now() < prazo) {
    let arquivos = [];
    try {
      arquivos = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {}
    for (const f of arquivos.sort().reverse()) {
      const texto = readFileSync(join(dir, f), 'utf8').replace(/=\r?\n/g, '');
      const m = /\/app\/recuperar\/([A-Za-z0-9_-]+)/.exec(texto);
      if (m) return m[1];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

/** The values of the route parameters: the demo's first plant, invoice, and a real reset token. */
async function parametros() {
  const login = await api('POST', 'usuarios/login', DEMO);
  const token = login.auth.token;
  const empresas = await api('GET', 'empresas?limit=4', null, token);
  const empresa = empresas.data[0]?.uuid;
  const usina = (await api('GET', 'usinas?limit=1', null, token, empresa)).data[0]?.uuid;
  const fatura = (await api('GET', 'faturas?limit=1', null, token, empresa).catch(() => ({ data: [] })))
    .data[0]?.uuid;
  const recuperacao = await tokenDeRecuperacao();
  return { usina_id: usina, fatura_id: fatura, token: recuperacao };
}

function preencher(path, valores) {
  let faltou = null;
  const url = path.replace(/:(\w+)/g, (_, nome) => {
    if (!valores[nome]) faltou = nome;
    return valores[nome] ?? '';
  });
  return { url, faltou };
}

const slug = (path) => (path === '/' ? 'inicio' : path.slice(1).replace(/[/:]+/g, '-'));

/** Signs in through the sign-in screen once; every variant starts from that browser storage. */
async function entrar(browser) {
  const ctx = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await ctx.newPage();
  await page.goto(`${base}/app/entrar`);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Senha').fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/app/entrar'), { timeout: PRAZO_TELA_MS });
  // The company is selected on load; wait for the header to show it before keeping the storage.
  await page.waitForFunction(
    () => {
      const app = JSON.parse(localStorage.getItem('app') ?? '{}');
      return Boolean(app.state?.company?.selected);
    },
    null,
    { timeout: PRAZO_TELA_MS },
  );
  const estado = await ctx.storageState();
  await ctx.close();
  return estado;
}

/**
 * Requests the page has in flight, and since when none: the real-time stream stays open for good
 * and does not count.
 */
function rede(page) {
  let ativos = 0;
  let desde = Date.now();
  const conta = (r) => !r.url().includes('/__transmit/events');
  page.on('request', (r) => {
    if (conta(r)) ativos += 1;
  });
  const fim = (r) => {
    if (!conta(r)) return;
    ativos = Math.max(0, ativos - 1);
    desde = Date.now();
  };
  page.on('requestfinished', fim);
  page.on('requestfailed', fim);
  return () => ({ ativos, ociosoMs: ativos === 0 ? Date.now() - desde : 0 });
}

/** No spinner nor skeleton, and the screen's title or form in place. */
const telaPronta = (page) =>
  page.evaluate(
    () =>
      document.querySelector('h1, h2, form, [data-testid]') !== null &&
      document.querySelector(
        '.chakra-spinner, .chakra-skeleton, [role="status"][aria-label="Carregando"], [aria-busy="true"]',
      ) === null,
  );

/**
 * Waits for the screen to settle: nothing loading on it and no request in flight for half a second
 * (a lazy chart asks for its chunk only once its data arrived), then fonts and two painted frames.
 */
async function esperarTela(page, estadoDaRede) {
  await page.waitForLoadState('load');
  const limite = Date.now() + PRAZO_TELA_MS;
  for (;;) {
    const { ativos, ociosoMs } = estadoDaRede();
    if (ativos === 0 && ociosoMs >= 500 && (await telaPronta(page))) break;
    if (Date.now() > limite) {
      console.warn(`  ! ${page.url()}: ainda carregando após ${PRAZO_TELA_MS / 1000} s`);
      break;
    }
    await page.waitForTimeout(100);
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** How tall the page would be with nothing scrolling: the content area scrolls inside the frame. */
const alturaInteira = (page) =>
  page.evaluate(() => {
    const area = document.getElementById('content-area');
    const extra = area ? area.scrollHeight - area.clientHeight : 0;
    return document.documentElement.scrollHeight + Math.max(extra, 0);
  });

/** The whole page in one image: the viewport grows until the content area no longer scrolls. */
async function fotografar(page, viewport, arquivo) {
  let altura = viewport.height;
  // A taller viewport may lay the page out again (a grid that fills the height): measure until stable.
  for (let i = 0; i < 4; i++) {
    const medida = Math.min(Math.max(await alturaInteira(page), viewport.height), 10_000);
    if (medida === altura) break;
    altura = medida;
    await page.setViewportSize({ width: viewport.width, height: altura });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  await page.screenshot({ path: arquivo, animations: 'disabled', caret: 'hide' });
  if (altura !== viewport.height) await page.setViewportSize(viewport);
}

async function main() {
  console.log(`[screenshots] iniciando a demonstração (porta ${PORTA}, dados em ${dataDir})…`);
  await iniciarDemo();
  console.log('[screenshots] demonstração pronta');
  const valores = await parametros();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ARGS_DO_CHROMIUM,
  });
  const escritos = [];
  const avisos = new Set();
  try {
    const sessao = await entrar(browser);
    mkdirSync(pasta, { recursive: true });
    const lista = rotas();
    for (const v of VARIANTES) {
      const opcoes = {
        viewport: v.viewport,
        isMobile: v.isMobile ?? false,
        hasTouch: v.hasTouch ?? false,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        colorScheme: v.tema,
      };
      const logado = await browser.newContext({ ...opcoes, storageState: sessao });
      const anonimo = await browser.newContext(opcoes);
      for (const c of [logado, anonimo])
        await c.addInitScript((tema) => localStorage.setItem('theme', tema), v.tema);
      for (const [i, rota] of lista.entries()) {
        const { url, faltou } = preencher(rota.path, valores);
        if (faltou) {
          avisos.add(`${rota.path}: a demonstração não tem ${faltou}`);
          continue;
        }
        const page = await (rota.acesso === 'visitante' ? anonimo : logado).newPage();
        page.on('pageerror', (e) => avisos.add(`${rota.path} (${v.nome}): ${e.message}`));
        const estadoDaRede = rede(page);
        await page.goto(`${base}/app${url === '/' ? '' : url}`);
        await esperarTela(page, estadoDaRede);
        const arquivo = join(pasta, `${String(i + 1).padStart(2, '0')}-${slug(rota.path)}.${v.nome}.png`);
        await fotografar(page, v.viewport, arquivo);
        escritos.push(arquivo);
        console.log(`  ${relative(process.cwd(), arquivo)}`);
        await page.close();
      }
      await logado.close();
      await anonimo.close();
    }
  } finally {
    await browser.close();
  }
  for (const a of avisos) console.warn(`[screenshots] aviso: ${a}`);
  console.log(`[screenshots] ${escritos.length} imagens em ${relative(process.cwd(), pasta) || '.'}`);
}

try {
  await main();
} catch (e) {
  console.error(`[screenshots] ${e instanceof Error ? e.message : e}`);
  console.error(logDemo.slice(-30).join('\n'));
  process.exitCode = 1;
} finally {
  pararDemo();
  if (demo && demo.exitCode === null) await new Promise((r) => demo.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
