// Over 400 lines: hostile input generated for every route of the route table, one table of how each route is fed, kept whole.
import { createServer, type Server } from 'node:http';
import { permitido } from '@irradia/shared/permissoes/guarda';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Acesso } from '../src/platform/auth.ts';
import { catalogo } from '../src/platform/errors.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { naoColherSegredosEnviados } from './segredos.ts';
import { criarUsinaDireta } from './usinas-de-teste.ts';

// Hostile input on every /api route (issue 11): random and malformed bodies, query strings,
// headers, ids and multipart parts. Whatever arrives, the API never answers 5xx and every error
// keeps DESIGN.md's shape with a pt-BR message. The routes come from the app's own route table and
// their field names from its OpenAPI document, so a new route is covered without touching this file.

/**
 * One seed per run, printed on failure (FC_SEED=<n> replays it; FC_RUNS raises the runs per route
 * and property). Each route derives its own seed from it; fast-check prints that with the
 * counterexample.
 */
const SEED = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31);
const RUNS = Number(process.env.FC_RUNS ?? 8);
const ADMIN_EMAIL = 'hostil@irradia.com.br';

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  oneOf?: Schema[];
};
type Operacao = {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
interface Rota {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  acesso: Acesso;
  params: string[];
  /** Body fields (top level) with their JSON schemas. */
  campos: Record<string, Schema>;
  query: string[];
}

let t: TestApp;
let offline: Server;
let dono: Pessoa;
let descartavel: Pessoa;
let integrador: { uuid: string; tipo: string };
let sistema: { uuid: string; tipo: string };
let alheia: { uuid: string };
let rotas: Rota[] = [];
/** Real ids of seeded records, keyed by the route prefix ending in the param (`/api/usinas/:uuid`). */
const reais = new Map<string, string>();

// Every outside service points at a local server that knows nothing (404), so no request leaves
// the machine and a lookup that reaches a provider ends in "not found".
const URLS_EXTERNAS = [
  'GOOGLE_JWKS_URL',
  'GOOGLE_TOKEN_URL',
  'CEP_BRASILAPI_URL',
  'CEP_VIACEP_URL',
  'GROWATT_URL',
  'SUNGROW_URL',
  'SOLIS_URL',
  'FOXESS_URL',
  'AUXSOL_URL',
  'SAJ_URL',
  'LIVOLTEK_URL',
  'SOLPLANET_URL',
  'SOLARMAN_URL',
  'CHINTPOWER_URL',
  'ENEL_SP_URL',
  'CELESC_URL',
  'COPEL_URL',
  'CEMIG_URL',
];

function escutar(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve(`http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
    });
  });
}

async function criar(url: string, payload: unknown, empresa = integrador): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: como(dono, empresa),
    payload: payload as object,
  });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { uuid: string } }).data.uuid;
}

async function primeiro(url: string, empresa: { uuid: string } | undefined, campo: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: como(dono, empresa) });
  const item = (res.json() as { data?: Array<Record<string, unknown>> }).data?.[0];
  return item?.[campo] === undefined ? undefined : String(item[campo]);
}

/** Top-level property schemas of a body schema (intersections become one object). */
function propriedades(schema: Schema | undefined): Record<string, Schema> {
  if (!schema) return {};
  const proprias = { ...schema.properties };
  for (const s of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    Object.assign(proprias, propriedades(s));
  return proprias;
}

function lerRotas(): Rota[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operacao>> };
  return t.app.rotas
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
    .map((r) => {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {};
      const corpo = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      return {
        method: r.method as Rota['method'],
        url: r.url,
        acesso: r.acesso as Acesso,
        params: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
        campos: propriedades(corpo),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      };
    });
}

beforeAll(async () => {
  offline = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{}');
  });
  const base = await escutar(offline);
  // Random junk sent under keys like `senha` is no secret (the walker checks the rest).
  naoColherSegredosEnviados();
  t = await createTestApp({
    env: {
      ADMIN_EMAILS: ADMIN_EMAIL,
      CEP_TIMEOUT_MS: '500',
      PORTAL_TIMEOUT_MS: '500',
      ...Object.fromEntries(URLS_EXTERNAS.map((k) => [k, `${base}/${k.toLowerCase()}`])),
    },
  });
  const conta = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: { nome: 'Dona Hostil', email: ADMIN_EMAIL, password: 'senha123', termos: true },
  });
  const sessao = conta.json() as { auth: { token: string }; user: { uuid: string; nome: string } };
  dono = { token: sessao.auth.token, uuid: sessao.user.uuid, email: ADMIN_EMAIL, nome: sessao.user.nome };
  integrador = await criarEmpresa(t, dono, { nome: 'Solar Hostil', tipo: 'integrador' });
  sistema = await criarEmpresa(t, dono, { nome: 'Sistema Hostil', tipo: 'sistema' });
  const alvo = await criarEmpresa(t, dono, { nome: 'Empresa Alvo', tipo: 'integrador' });
  const outra = await criarPessoa(t, 'Outra');
  alheia = await criarEmpresa(t, outra, { nome: 'Empresa Alheia' });
  descartavel = await novaDescartavel();

  const usina = await criarUsinaDireta(t, integrador.uuid, 'Usina Hostil');
  const cpfl = await primeiro('/api/concessionarias?search=CPFL Paulista', integrador, 'uuid');
  const unidade = await criar('/api/unidades', {
    usina,
    concessionaria: cpfl,
    classe: 'comercial',
    fornecimento: 'trifasico',
    gd: 'GD II',
    tipo: 'geradora',
    matricula: '12385675',
    cota: 60,
  });
  const fatura = await criar('/api/faturas', {
    unidade,
    mes_referencia: '2025-01',
    vencimento: '2025-01-20',
    status: 'paga',
    consumo_kwh: 400,
    injetada_kwh: 600,
    compensada_kwh: 300,
    valor_total_rs: 150,
    tarifa_com_tributos_rs_kwh: 0.9,
  });
  const cliente = await criar('/api/clientes', { nome: 'Cliente Hostil', pessoa_fisica: true });
  const setor = await criar('/api/setores', { nome: 'Operação', nome_completo: 'Operação de campo' });
  const cargo = await criar('/api/cargos', { nome: 'Técnico', setor, permissoes: ['usina:view'] });
  const painel = await criar('/api/paineis', { nome: 'Painel Hostil', layout: [] });
  for (const [prefixo, uuid] of Object.entries({
    '/api/usinas/:uuid': usina,
    '/api/unidades/:uuid': unidade,
    '/api/faturas/:uuid': fatura,
    '/api/clientes/:uuid': cliente,
    '/api/setores/:uuid': setor,
    '/api/cargos/:uuid': cargo,
    '/api/paineis/:uuid': painel,
    '/api/empresas/:uuid': alvo.uuid,
    '/api/concessionarias/:uuid': cpfl,
    '/api/fabricantes/:codigo': await primeiro('/api/fabricantes', integrador, 'codigo'),
    '/api/estados/:uuid': await primeiro('/api/estados', undefined, 'uuid'),
    '/api/bairros/:uuid': await primeiro('/api/bairros', undefined, 'uuid'),
    '/api/cidades/:uuid': await primeiro('/api/cidades?search=Campinas', undefined, 'uuid'),
    '/api/irradiacao/:cidade': await primeiro('/api/cidades?search=Campinas', undefined, 'uuid'),
  }))
    if (uuid) reais.set(prefixo, uuid);
  rotas = lerRotas();
}, 120_000);

afterAll(async () => {
  await t?.close();
  offline.closeAllConnections();
  await new Promise((r) => offline.close(r));
});

// ---------------------------------------------------------------------------------------------
// What every answer must look like

const INGLES =
  /\b(the|must|expected|invalid|required|body|should|unexpected|bad request|not found|is|are|of|to|and|error|failed|cannot|missing|property|received|string|number|object|array)\b/i;
const CAMPOS_422 = ['field', 'message', 'rule'];

function mensagemRuim(m: unknown): string | null {
  if (typeof m !== 'string' || m.trim() === '') return `mensagem vazia: ${JSON.stringify(m)}`;
  if (INGLES.test(m)) return `mensagem em inglês: ${m}`;
  return null;
}

/** What is wrong with an answer, or null when it keeps the contract. */
function problema(res: Response): string | null {
  const s = res.statusCode;
  if (s >= 500) return `${s} ${res.body.slice(0, 300)}`;
  if (s < 400) return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${s} sem JSON: ${res.body.slice(0, 200)}`;
  }
  const codigo = res.headers['x-error-code'];
  if (typeof codigo !== 'string' || !(codigo in catalogo))
    return `${s} sem X-Error-Code do catálogo: ${codigo}`;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return `${s} corpo fora do formato: ${res.body}`;
  const chaves = Object.keys(body);
  if (chaves.length === 1 && chaves[0] === 'message')
    return mensagemRuim((body as { message: unknown }).message);
  if (s === 422 && chaves.length === 1 && chaves[0] === 'errors') {
    const errors = (body as { errors: unknown }).errors;
    if (!Array.isArray(errors) || errors.length === 0) return `422 sem errors[]: ${res.body.slice(0, 300)}`;
    for (const e of errors) {
      const item = e as Record<string, unknown>;
      if (Object.keys(item).sort().join() !== CAMPOS_422.join())
        return `422 item fora do formato: ${JSON.stringify(e)}`;
      if (typeof item.field !== 'string' || typeof item.rule !== 'string' || item.rule === '')
        return `422 campo/regra inválidos: ${JSON.stringify(e)}`;
      const ruim = mensagemRuim(item.message);
      if (ruim) return `422 ${item.field}: ${ruim}`;
    }
    return null;
  }
  return `${s} corpo fora do formato: ${res.body.slice(0, 300)}`;
}

// ---------------------------------------------------------------------------------------------
// Who calls each route

const ehConta = (r: Rota) => r.url.startsWith('/api/usuarios') && r.method !== 'GET';

/** The company whose type lets the owner (partner and admin) pass the route's permission. */
function empresaPara(r: Rota) {
  const a = r.acesso;
  if (typeof a !== 'object') return integrador;
  for (const e of [integrador, sistema]) {
    const ctx = {
      tipoEmpresa: e.tipo as 'integrador',
      permissoes: [],
      isSupervisor: false,
      isAdmin: true,
      isSocio: true,
    };
    if (permitido(ctx, a.permissao, { modo: a.modo })) return e;
  }
  return integrador;
}

/** Account routes (logout, delete account…) run as a throwaway user, replaced after any success. */
function cabecalhos(r: Rota): Record<string, string> {
  return ehConta(r) ? como(descartavel) : como(dono, empresaPara(r));
}

let contasDescartaveis = 0;

/** A new throwaway account, each from its own address (sign-up is rate limited per IP). */
async function novaDescartavel(): Promise<Pessoa> {
  contasDescartaveis += 1;
  const n = contasDescartaveis;
  const email = `descartavel.${n}.${SEED}@exemplo.com.br`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    remoteAddress: `10.11.${(n >> 8) & 255}.${n & 255}`,
    payload: { nome: `Descartável ${n}`, email, password: 'senha123', termos: true },
  });
  if (res.statusCode !== 201) throw new Error(`cadastro: ${res.statusCode} ${res.body}`);
  const body = res.json() as { auth: { token: string }; user: { uuid: string; nome: string } };
  return { token: body.auth.token, uuid: body.user.uuid, email, nome: body.user.nome };
}

async function enviar(r: Rota, opcoes: Omit<InjectOptions, 'method'>): Promise<Response> {
  const res = await t.app.inject({ method: r.method, ...opcoes });
  if (ehConta(r) && res.statusCode < 400) {
    // Logout or account deletion may have ended the throwaway session: replace it if so.
    const me = await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(descartavel) });
    if (me.statusCode !== 200) descartavel = await novaDescartavel();
  }
  return res;
}

async function conferir(r: Rota, opcoes: Omit<InjectOptions, 'method'>): Promise<void> {
  const res = await enviar(r, opcoes);
  const p = problema(res);
  if (p) {
    const corpo =
      opcoes.payload === undefined ? '' : ` corpo ${JSON.stringify(String(opcoes.payload).slice(0, 400))}`;
    throw new Error(`${r.method} ${String(opcoes.url).slice(0, 300)}${corpo} → ${p}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values

const JUNK = [
  "' OR 1=1 --",
  "'; DROP TABLE usinas; --",
  '1; SELECT pg_sleep(0)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '<script>alert(1)</script>',
  '$' + '{7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '-0',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  ' ',
  '\t\r\n',
  '😀🌞',
  'ção ÀÉÎõü',
  'İı',
  '\u202eabc',
  '\ud800',
  '\uffff',
  '2025-02-30',
  '0000-00-00',
  '9999-99-99T99:99:99Z',
];
const longo = fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'ç'.repeat(n));
const texto = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...JUNK) },
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  longo,
);
const numeroExtremo = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 2 ** 31, -(2 ** 31) - 1, 0.1, -0, 1e-320),
);
const escalar = fc.oneof(texto, numeroExtremo, fc.boolean(), fc.constant(null));
const qualquer = fc.oneof(
  { weight: 3, arbitrary: escalar },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.array(fc.array(escalar, { maxLength: 3 }), { maxLength: 3 })) },
);

/** A value for a field: sometimes the right type with extreme content, sometimes the wrong type. */
function valorPara(schema: Schema, fundo = 0): fc.Arbitrary<unknown> {
  const alternativas = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const certo: fc.Arbitrary<unknown>[] = [];
  if (schema.enum?.length) certo.push(fc.constantFrom(...schema.enum));
  const tipos = [schema.type ?? []].flat();
  if (tipos.includes('string')) {
    if (schema.format === 'uuid') certo.push(fc.uuid(), fc.constantFrom(...reais.values()));
    else if (schema.format?.startsWith('date'))
      certo.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
    else certo.push(texto);
  }
  if (tipos.includes('integer') || tipos.includes('number')) {
    const { minimum: min, maximum: max } = schema;
    certo.push(numeroExtremo);
    if (min !== undefined && max !== undefined && max - min < 1e9) certo.push(fc.integer({ min, max }));
  }
  if (tipos.includes('boolean')) certo.push(fc.boolean());
  if (fundo < 3 && schema.properties) certo.push(objetoCom(propriedades(schema), fundo + 1));
  if (fundo < 3 && schema.items) certo.push(fc.array(valorPara(schema.items, fundo + 1), { maxLength: 4 }));
  if (fundo < 3) for (const s of alternativas) certo.push(valorPara(s, fundo + 1));
  return certo.length ? fc.oneof(fc.oneof(...certo), qualquer) : qualquer;
}

function objetoCom(campos: Record<string, Schema>, fundo = 0): fc.Arbitrary<Record<string, unknown>> {
  const nomes = Object.keys(campos);
  if (nomes.length === 0) return fc.dictionary(fc.string(), qualquer, { maxKeys: 5 });
  return fc.record(Object.fromEntries(nomes.map((n) => [n, valorPara(campos[n] as Schema, fundo)])), {
    requiredKeys: [],
  });
}

/** %-encodes any string (a lone surrogate goes as U+FFFD; raw surrogate bytes are in the junk lists). */
const codificar = (s: string) => encodeURIComponent(Buffer.from(s, 'utf8').toString('utf8'));

/** A path param: junk, numbers, SQL, traversal, unicode, %-encoded garbage, or a foreign/valid uuid. */
const idHostil = fc.oneof(
  texto.map((s) => codificar(s) || '%20'),
  fc.integer().map(String),
  fc.uuid(),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.constantFrom(
    '..',
    '%2e%2e',
    '..%2f..%2fetc%2fpasswd',
    '%2F',
    '%00',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    "1'%20OR%20'1'%3D'1",
    '%F0%9F%98%80',
    '%ED%A0%80',
    '%FF%FE',
    'x'.repeat(5_000),
    '00000000-0000-0000-0000-000000000000',
  ),
);

function montarUrl(r: Rota, valor: (param: string, prefixo: string) => string): string {
  return r.url.replace(/:(\w+)/g, (m, param: string, offset: number) => {
    const prefixo = r.url.slice(0, offset) + m;
    return valor(param, prefixo);
  });
}

/** Real ids where the route is not a deletion, so bodies reach the handler with a known record. */
function urlReal(r: Rota): string {
  const uuidAleatorio = '8f0e7a9c-6a3b-4c1d-9e2f-1a2b3c4d5e6f';
  return montarUrl(r, (_p, prefixo) =>
    r.method === 'DELETE' ? uuidAleatorio : (reais.get(prefixo) ?? uuidAleatorio),
  );
}

const comCorpo = (r: Rota) => r.method !== 'GET';

function propriedade(r: Rota, arb: fc.Arbitrary<Omit<InjectOptions, 'method'>>) {
  return fc.asyncProperty(arb, (opcoes) => conferir(r, opcoes));
}

/** Each route its own seed, derived from the run's: the same seed everywhere would send every route the same inputs. */
function semente(r: Rota): number {
  let h = SEED;
  for (const c of `${r.method} ${r.url}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/** Runs one property on every selected route and lists the routes that broke it. */
async function emTodas(
  filtro: (r: Rota) => boolean,
  gerar: (r: Rota) => fc.Arbitrary<Omit<InjectOptions, 'method'>>,
): Promise<void> {
  const alvo = rotas.filter(filtro);
  expect(alvo.length).toBeGreaterThan(0);
  const falhas: string[] = [];
  for (const r of alvo) {
    try {
      await fc.assert(propriedade(r, gerar(r)), { seed: semente(r), numRuns: RUNS });
    } catch (e) {
      // The property's own error (what was wrong) first, then fast-check's seed and counterexample.
      const causa = ((e as Error).cause as Error | undefined)?.message ?? '';
      const exemplo = (e as Error).message.split('\n').slice(0, 3).join(' ');
      falhas.push(`${causa.slice(0, 600)}\n    ${exemplo.slice(0, 600)}`);
    }
  }
  expect(Object.prototype).not.toHaveProperty('poluido');
  expect(falhas, `FC_SEED=${SEED}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Multipart

interface Parte {
  nome: string;
  arquivo: { filename: string; mimetype: string; data: Uint8Array } | null;
  valor: string;
}

const nomeDeParte = (r: Rota) =>
  fc.oneof(
    fc.constantFrom(...Object.keys(r.campos), 'arquivo', 'imagem', 'avatar', 'pdf'),
    fc
      .tuple(
        fc.constantFrom(...Object.keys(r.campos), 'x'),
        fc.array(fc.oneof(fc.string(), fc.constantFrom('', '0', '__proto__')), { maxLength: 6 }),
      )
      .map(([base, resto]) => base + resto.map((k) => `[${k}]`).join('')),
    fc.constantFrom(
      '__proto__[poluido]',
      'constructor[prototype][poluido]',
      'a[__proto__][poluido]',
      'a[]',
      'a[0][1][2]',
      `${'a['.repeat(200)}${']'.repeat(200)}`,
      '[',
      ']',
      '',
    ),
    fc.string({ unit: 'grapheme' }),
  );

const conteudoDeArquivo = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }),
  fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.concat([Buffer.from('%PDF-1.7\n'), b])),
  fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), b])),
  fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), b])),
  fc.constant(new Uint8Array(0)),
);

const parte = (r: Rota): fc.Arbitrary<Parte> =>
  fc.record({
    nome: nomeDeParte(r),
    arquivo: fc.option(
      fc.record({
        filename: fc.oneof(
          fc.string({ unit: 'grapheme' }),
          fc.constantFrom('../../x.pdf', 'fatura.pdf', 'a.png', ''),
        ),
        mimetype: fc.oneof(
          fc.constantFrom(
            'application/pdf',
            'image/png',
            'image/jpeg',
            'text/html',
            'application/x-msdownload',
          ),
          fc.string(),
        ),
        data: conteudoDeArquivo,
      }),
    ),
    valor: texto,
  });

const aspas = (s: string) => s.replace(/["\r\n]/g, '_');

function corpoMultipart(partes: Parte[], boundary: string): Buffer {
  const pedacos: Buffer[] = [];
  for (const p of partes) {
    const disp = p.arquivo
      ? `form-data; name="${aspas(p.nome)}"; filename="${aspas(p.arquivo.filename)}"\r\nContent-Type: ${aspas(p.arquivo.mimetype) || 'x/y'}`
      : `form-data; name="${aspas(p.nome)}"`;
    pedacos.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n\r\n`));
    pedacos.push(p.arquivo ? Buffer.from(p.arquivo.data) : Buffer.from(p.valor));
    pedacos.push(Buffer.from('\r\n'));
  }
  pedacos.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pedacos);
}

// ---------------------------------------------------------------------------------------------

describe('entrada hostil em todas as rotas: nunca 5xx, sempre mensagem em pt-BR', () => {
  it('a tabela de rotas cobre a API inteira, com os campos de cada corpo', () => {
    expect(rotas.length).toBeGreaterThan(100);
    const patch = rotas.find((r) => r.method === 'PATCH' && r.url === '/api/usinas/:uuid');
    expect(Object.keys(patch?.campos ?? {}).length).toBeGreaterThan(0);
  });

  it('corpos JSON aleatórios e campos reais com tipos errados', { timeout: 240_000 }, async () => {
    await emTodas(comCorpo, (r) =>
      fc
        .oneof(
          { weight: 3, arbitrary: objetoCom(r.campos) },
          { weight: 1, arbitrary: fc.jsonValue() },
          { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
          { weight: 1, arbitrary: qualquer },
        )
        .map((corpo) => ({
          url: urlReal(r),
          headers: { ...cabecalhos(r), 'content-type': 'application/json' },
          payload: JSON.stringify(corpo) ?? 'null',
        })),
    );
  });

  it('corpos crus malformados e tipos de conteúdo errados', { timeout: 240_000 }, async () => {
    const crus = fc.oneof(
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        '[1,2',
        '{"a":1}}',
        "{'a':1}",
        'null',
        'undefined',
        '\u0000',
        '{"__proto__":{"poluido":1}}',
      ),
      fc.constantFrom(
        '{"constructor":{"prototype":{"poluido":1}}}',
        'a=1&b=2',
        '<xml/>',
        '\ufeff{}',
        '1e999999',
      ),
      fc.string({ unit: 'binary' }),
      fc.jsonValue().map((v) => (JSON.stringify(v) ?? '').slice(0, -1)),
    );
    const tipo = fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'application/octet-stream',
        '*/*',
        'application/',
        ';;;',
      ),
      fc.string(),
    );
    await emTodas(comCorpo, (r) =>
      fc.tuple(crus, tipo).map(([payload, contentType]) => ({
        url: urlReal(r),
        headers: { ...cabecalhos(r), 'content-type': contentType },
        payload,
      })),
    );
  });

  it('query strings aleatórias: chaves repetidas, colchetes, __proto__ e valores enormes', {
    timeout: 240_000,
  }, async () => {
    await emTodas(
      () => true,
      (r) => {
        const chave = fc.oneof(
          fc.constantFrom(
            ...r.query,
            'page',
            'limit',
            'search',
            'order',
            '__proto__',
            'constructor',
            'toString',
          ),
          fc.constantFrom(...r.query, 'page', 'x').map((k) => `${k}[]`),
          fc.constantFrom(...r.query, 'page', 'x').map((k) => `${k}[__proto__][poluido]`),
          fc.string(),
        );
        const par = fc.tuple(chave, fc.oneof(texto, numeroExtremo.map(String)), fc.boolean());
        return fc
          .tuple(
            fc.array(par, { maxLength: 8 }),
            fc.constantFrom(
              '',
              '&',
              '&&=&',
              '&%',
              '&%zz=%E0%A4%A',
              '&page=1&page=2',
              '&search=%ED%A0%80%FF',
              '&a=%00',
            ),
          )
          .map(([pares, sobra]) => {
            const qs = pares
              .flatMap(([k, v, repetir]) => {
                const p = `${codificar(k)}=${codificar(v)}`;
                return repetir ? [p, p] : [p];
              })
              .join('&');
            return { url: `${urlReal(r)}?${qs}${sobra}`, headers: cabecalhos(r) };
          });
      },
    );
  });

  // The random query above met `?order=__proto__` only on some seeds; every query key of every
  // route meets Object's own names here, every run (a lookup table indexed by a query value).
  it('nomes do próprio Object como valor de cada chave da query: nunca 5xx', {
    timeout: 240_000,
  }, async () => {
    await emTodas(
      () => true,
      (r) =>
        fc
          .tuple(
            fc.constantFrom(...r.query, 'order', 'tipo', 'status', 'papel'),
            fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'),
          )
          .map(([k, v]) => ({
            url: `${urlReal(r)}?${codificar(k)}=${codificar(v)}`,
            headers: cabecalhos(r),
          })),
    );
  });

  it('ids aleatórios no caminho: não-uuid, números, SQL, travessia, unicode e %-lixo', {
    timeout: 240_000,
  }, async () => {
    await emTodas(
      (r) => r.params.length > 0,
      (r) =>
        fc
          .array(idHostil, { minLength: r.params.length, maxLength: r.params.length })
          .map((ids) => ({ url: montarUrl(r, () => ids.shift() ?? ''), headers: cabecalhos(r) })),
    );
  });

  it('cabeçalhos hostis: empresa, autorização, tamanhos e content-length', { timeout: 240_000 }, async () => {
    const ascii = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
    });
    const enorme = fc.integer({ min: 1_000, max: 60_000 }).map((n) => 'A'.repeat(n));
    const valor = fc.oneof(ascii, enorme, fc.constantFrom("' OR 1=1 --", '../..', 'ç', '\u00ff'));
    await emTodas(
      () => true,
      (r) => {
        const base = cabecalhos(r);
        const token = (base.authorization as string).replace(/^Bearer /, '');
        const corpo = objetoCom(r.campos).map((c) => JSON.stringify(c));
        return fc
          .record(
            {
              // Mostly the caller's own credentials, so the other headers reach the route.
              authorization: fc.oneof(
                { weight: 8, arbitrary: fc.constant(base.authorization as string) },
                valor,
                valor.map((v) => `Bearer ${v}`),
                fc.constant(`${base.authorization}x`),
                fc.constant(`bearer   ${token}  `),
                fc.constant(`Basic ${Buffer.from('a:b').toString('base64')}`),
              ),
              'x-company-id': fc.oneof(
                { weight: 6, arbitrary: fc.constant(base['x-company-id'] ?? '') },
                valor,
                fc.uuid(),
                fc.constant(alheia.uuid),
                fc.constant(integrador.uuid.toUpperCase()),
                fc.constant(` ${integrador.uuid} `),
              ),
              accept: valor,
              'accept-language': valor,
              'user-agent': valor,
              'x-request-id': valor,
              'x-forwarded-for': fc.oneof(valor, fc.constant('999.999.999.999, ::ffff:zz')),
              cookie: valor,
              'if-none-match': valor,
              range: valor,
            },
            { requiredKeys: [] },
          )
          .chain((hostis) =>
            fc.record({
              hostis: fc.constant(hostis),
              corpo: comCorpo(r) ? fc.option(corpo) : fc.constant(null),
              comprimento: fc.option(fc.integer({ min: 0, max: 64 })),
            }),
          )
          .map(({ hostis, corpo, comprimento }) => {
            const headers: Record<string, string> = { ...base, ...hostis };
            if (corpo !== null) {
              headers['content-type'] = 'application/json';
              // A declared length that disagrees with the body (never longer: the request would wait).
              if (comprimento !== null)
                headers['content-length'] = String(Math.min(comprimento, corpo.length));
            }
            return { url: urlReal(r), headers, ...(corpo !== null ? { payload: corpo } : {}) };
          });
      },
    );
  });

  it('multipart com partes aleatórias (campos, arquivos, chaves em colchetes) e multipart malformado', {
    timeout: 240_000,
  }, async () => {
    await emTodas(comCorpo, (r) =>
      fc
        .tuple(
          fc.array(parte(r), { maxLength: 8 }),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant('ok') },
            fc.constantFrom('sem-fim', 'boundary-errado', 'sem-boundary', 'cortado'),
          ),
        )
        .map(([partes, forma]) => {
          const boundary = 'hostil-0123456789';
          let payload = corpoMultipart(partes, boundary);
          let contentType = `multipart/form-data; boundary=${boundary}`;
          if (forma === 'sem-fim')
            payload = payload.subarray(0, payload.length - `--${boundary}--\r\n`.length);
          if (forma === 'cortado') payload = payload.subarray(0, Math.floor(payload.length / 2));
          if (forma === 'boundary-errado') contentType = 'multipart/form-data; boundary=outro';
          if (forma === 'sem-boundary') contentType = 'multipart/form-data';
          return { url: urlReal(r), headers: { ...cabecalhos(r), 'content-type': contentType }, payload };
        }),
    );
  });
});
