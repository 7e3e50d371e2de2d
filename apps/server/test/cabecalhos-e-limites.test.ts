// Over 400 lines: headers, upload sniffing and per-IP budgets run against one app; splitting them would start it three times.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../src/platform/rate-limit.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import { createTestApp, redisUrl, type TestApp } from './helpers.ts';
import { type ArquivoEnviado, multipart } from './multipart.ts';
import { criarUsinaDireta } from './usinas-de-teste.ts';

// Issue 11 (docs/decisions/009-seguranca.md): security headers on the web app and the API, uploads
// judged by their bytes, and a per-IP budget on every public route, all through the real app.
let t: TestApp;
let dist: string;
let redis: Redis | undefined;
let p: Pessoa;
let empresa: { uuid: string };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'irradia-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><div id="root"></div></html>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // With REDIS_URL the counts live in Redis, as in production (a prefix of its own per run).
  redis = redisUrl ? new Redis(redisUrl) : undefined;
  const limiter = redis ? createRedisRateLimiter(redis, `irradia:teste:${randomUUID()}:`) : undefined;
  // A smaller default public budget keeps the flood short; the other budgets are the real ones.
  t = await createTestApp({
    env: { WEB_DIST: dist, RATE_LIMIT_PUBLIC_PER_MINUTE: '40' },
    deps: limiter ? { limiter } : {},
  });
  p = await criarPessoa(t);
  empresa = await criarEmpresa(t, p);
});
afterAll(async () => {
  await t.close();
  await redis?.quit();
  rmSync(dist, { recursive: true, force: true });
});

const MSG_LIMITE = 'Muitas tentativas. Aguarde um pouco e tente de novo';

/** A concrete URL for a route pattern (`:uuid` → a random uuid, other params → a token-like value). */
function urlDe(padrao: string): string {
  return padrao.replace(/:(\w+)/g, (_m, nome: string) =>
    nome === 'uuid' || nome === 'id' ? randomUUID() : 'abcdefghij0123456789',
  );
}

function esperarCabecalhosDeSeguranca(res: LightMyRequestResponse, onde: string) {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  expect(csp, onde).toContain("frame-ancestors 'none'");
  expect(csp, onde).toMatch(/default-src '(self|none)'/);
  expect(h['x-frame-options'], onde).toBe('DENY');
  expect(h['referrer-policy'], onde).toBe('strict-origin-when-cross-origin');
  expect(h['x-content-type-options'], onde).toBe('nosniff');
  expect(h['x-powered-by'], onde).toBeUndefined();
  // Every text body says its charset, so no browser guesses the encoding.
  const tipo = String(h['content-type'] ?? '');
  if (res.rawPayload.length > 0 && /json|html|text|javascript/.test(tipo)) {
    expect(tipo.toLowerCase(), onde).toContain('charset=utf-8');
  }
}

describe('cabeçalhos de segurança', () => {
  it('a aplicação web: index, rota profunda do cliente, asset, arquivo da raiz e asset ausente', async () => {
    const casos: Array<[string, number, RegExp]> = [
      ['/app', 200, /^text\/html/],
      ['/app/', 200, /^text\/html/],
      ['/app/usinas/123e4567/inversores?aba=dia', 200, /^text\/html/],
      ['/app/assets/index-AbC123.js', 200, /javascript/],
      ['/app/favicon.svg', 200, /^image\/svg\+xml/],
      ['/app/assets/index-sumiu.js', 404, /^application\/json/],
    ];
    for (const [url, status, tipo] of casos) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(tipo);
      esperarCabecalhosDeSeguranca(res, url);
    }
  });

  it('a API: JSON, erro de validação, 401, 404 e rota fora de /api', async () => {
    const casos: Array<[string, string, number, object | undefined]> = [
      ['GET', '/api/health', 200, undefined],
      ['GET', '/api/config', 200, undefined],
      ['POST', '/api/usuarios/login', 422, {}],
      ['GET', '/api/clientes', 401, undefined],
      ['GET', '/api/nao-existe', 404, undefined],
      ['GET', '/nao-existe', 404, undefined],
    ];
    for (const [method, url, status, payload] of casos) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: '192.0.2.10',
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toBe('application/json; charset=utf-8');
      esperarCabecalhosDeSeguranca(res, `${method} ${url}`);
    }
  });

  it('toda rota da API responde com os cabeçalhos, com ou sem sessão e em qualquer erro', async () => {
    const rotas = t.app.rotas.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(rotas.length).toBeGreaterThan(50);
    // Anonymous (401 or the public answer), then signed in with an unknown company (403).
    await Promise.all(
      rotas.map(async (r, i) => {
        const url = urlDe(r.url);
        const onde = `${r.method} ${r.url}`;
        const anonimo = await t.app.inject({
          method: r.method as 'GET',
          url,
          remoteAddress: `192.0.2.${(i % 200) + 20}`,
        });
        esperarCabecalhosDeSeguranca(anonimo, `${onde} (sem sessão)`);
        if (r.acesso === 'publico') return;
        const outraEmpresa = await t.app.inject({
          method: r.method as 'GET',
          url,
          headers: como(p, { uuid: randomUUID() }),
        });
        esperarCabecalhosDeSeguranca(outraEmpresa, `${onde} (empresa alheia)`);
      }),
    );
  });
});

// Uploads: what a file is comes from its bytes; its name and declared type are not trusted.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF_CPFL = join(
  import.meta.dirname,
  '../src/connectors/utilities/invoice-pdf/fixtures/cpfl-gerada.pdf',
);
const HTML = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
const TEXTO = Buffer.from('isto é só um texto qualquer');

interface RotaDeEnvio {
  method: 'POST' | 'PATCH' | 'PUT';
  url: () => string;
  campo: string;
  campos: Record<string, string>;
  comEmpresa: boolean;
  espera: 'imagem' | 'pdf' | 'planilha' | 'anexo' | 'ofx';
  /** The refusal of a PDF route, when not an invoice's. */
  recusa?: string;
  /** Where the reply has the image's URL, when not in `data.cliente` (a company's). */
  imagemUrl?: (data: Record<string, unknown>) => string;
  /** An attachment that replaces the record's one (200, the type in `data.anexo`), not a new one (201). */
  anexoDoRegistro?: boolean;
}

let empresaDoTeste: { uuid: string } | undefined;
let usinaDoTeste: string | undefined;
let produtoDoTeste: string | undefined;
let orcamentoDoTeste: string | undefined;
let contaDoTeste: string | undefined;
let pagamentoDoTeste: string | undefined;
const rotasDeEnvio: RotaDeEnvio[] = [
  {
    method: 'PATCH',
    url: () => '/api/usuarios',
    campo: 'avatar',
    campos: {},
    comEmpresa: false,
    espera: 'imagem',
  },
  {
    method: 'POST',
    url: () => '/api/empresas',
    campo: 'imagem',
    campos: { nome: 'Solar do Envio', tipo: 'integrador' },
    comEmpresa: false,
    espera: 'imagem',
  },
  {
    method: 'PATCH',
    url: () => `/api/empresas/${empresaDoTeste?.uuid}`,
    campo: 'imagem',
    campos: {},
    comEmpresa: false,
    espera: 'imagem',
  },
  {
    method: 'POST',
    url: () => '/api/faturas/leitura',
    campo: 'arquivo',
    campos: {},
    comEmpresa: true,
    espera: 'pdf',
  },
  {
    method: 'POST',
    url: () => `/api/pedidos/${orcamentoDoTeste}/proposta/fatura`,
    campo: 'arquivo',
    campos: {},
    comEmpresa: true,
    espera: 'pdf',
  },
  {
    method: 'POST',
    url: () => `/api/usinas/${usinaDoTeste}/geracao/importar`,
    campo: 'arquivo',
    campos: {},
    comEmpresa: true,
    espera: 'planilha',
  },
  {
    method: 'PUT',
    url: () => `/api/produtos/${produtoDoTeste}/imagem`,
    campo: 'arquivo',
    campos: {},
    comEmpresa: true,
    espera: 'imagem',
    imagemUrl: (data) => String(data.imagem_url),
  },
  {
    method: 'PUT',
    url: () => `/api/produtos/${produtoDoTeste}/datasheet`,
    campo: 'arquivo',
    campos: {},
    comEmpresa: true,
    espera: 'pdf',
    recusa: 'Envie o datasheet em PDF',
  },
  {
    method: 'POST',
    url: () => `/api/pedidos/${orcamentoDoTeste}/contrato/assinado`,
    campo: 'arquivo',
    campos: {},
    comEmpresa: true,
    espera: 'pdf',
    recusa: 'Envie o contrato assinado em PDF',
  },
  // A board card's attachment (one route per kind of card: atendimentos and pedidos).
  {
    method: 'POST',
    url: () => `/api/pedidos/${orcamentoDoTeste}/anexos`,
    campo: 'arquivo',
    campos: {},
    comEmpresa: true,
    espera: 'anexo',
  },
  {
    method: 'POST',
    url: () => `/api/contas/${contaDoTeste}/extratos`,
    campo: 'arquivo',
    campos: {},
    comEmpresa: true,
    espera: 'ofx',
  },
  // A finance entry's receipt (issue 27).
  {
    method: 'POST',
    url: () => `/api/pagamentos/${pagamentoDoTeste}/anexo`,
    campo: 'arquivo',
    campos: {},
    comEmpresa: true,
    espera: 'anexo',
    anexoDoRegistro: true,
  },
];

async function enviar(rota: RotaDeEnvio, arquivo: ArquivoEnviado) {
  const { payload, contentType } = multipart(rota.campos, rota.campo, arquivo);
  return t.app.inject({
    method: rota.method,
    url: rota.url(),
    payload,
    headers: { ...como(p, rota.comEmpresa ? empresa : undefined), 'content-type': contentType },
  });
}

const recusaImagem = (campo: string) => ({
  errors: [{ field: campo, rule: 'image', message: 'Envie uma imagem PNG, JPEG, WebP ou GIF' }],
});
const recusaPdf = (rota: RotaDeEnvio) => ({
  errors: [{ field: 'arquivo', rule: 'pdf', message: rota.recusa ?? 'Envie a fatura em PDF' }],
});

describe('envios checados pelo conteúdo', () => {
  beforeAll(async () => {
    empresaDoTeste = await criarEmpresa(t, p);
    usinaDoTeste = await criarUsinaDireta(t, empresa.uuid, 'Usina da Planilha');
    const produto = await t.app.inject({
      method: 'POST',
      url: '/api/produtos',
      headers: como(p, empresa),
      payload: { tipo: 'outro', nome: 'Produto do envio' },
    });
    produtoDoTeste = (produto.json() as { data: { uuid: string } }).data.uuid;
    const orcamento = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: como(p, empresa),
      payload: { tipo: 'venda', lead: { nome: 'Contato do envio', telefone: '11987654321' } },
    });
    orcamentoDoTeste = (orcamento.json() as { data: { uuid: string } }).data.uuid;
    const conta = await t.app.inject({
      method: 'POST',
      url: '/api/contas',
      headers: como(p, empresa),
      payload: { nome: 'Conta do envio', tipo: 'corrente', saldo_inicial_em: '2026-01-01' },
    });
    contaDoTeste = (conta.json() as { data: { uuid: string } }).data.uuid;
    const pagamento = await t.app.inject({
      method: 'POST',
      url: '/api/pagamentos',
      headers: como(p, empresa),
      payload: { tipo: 'pagar', descricao: 'Despesa do envio', valor_rs: 10, vencimento: '2026-12-01' },
    });
    pagamentoDoTeste = (pagamento.json() as { data: { uuid: string } }).data.uuid;
  });

  it('extrato com nome e tipo de OFX mas conteúdo de imagem, PDF, HTML, SVG ou texto: 422 em pt-BR', async () => {
    const pdf = readFileSync(PDF_CPFL);
    for (const rota of rotasDeEnvio.filter((r) => r.espera === 'ofx'))
      for (const dados of [PNG, pdf, HTML, SVG, TEXTO]) {
        const res = await enviar(rota, { nome: 'extrato.ofx', tipo: 'application/x-ofx', dados });
        expect(res.statusCode, rota.url()).toBe(422);
        expect(res.json()).toEqual({
          errors: [{ field: 'arquivo', rule: 'ofx', message: 'O arquivo não é um extrato OFX válido' }],
        });
      }
  });

  it('toda rota que recebe arquivo está coberta aqui', () => {
    // Each ZUploadedFile in a route body is one upload route; a new one must join rotasDeEnvio.
    const modulos = join(import.meta.dirname, '../src/modules');
    let usos = 0;
    for (const dir of readdirSync(modulos)) {
      for (const f of readdirSync(join(modulos, dir)).filter((n) => n.endsWith('.routes.ts'))) {
        const fonte = readFileSync(join(modulos, dir, f), 'utf8').replace(/^import [^;]*;$/gm, '');
        usos += (fonte.match(/\bZUploadedFile\b/g) ?? []).length;
      }
    }
    expect(usos).toBe(rotasDeEnvio.length);
  });

  it('imagem com nome e tipo de imagem mas conteúdo de PDF, HTML, SVG ou texto: 422 em pt-BR', async () => {
    const pdf = readFileSync(PDF_CPFL);
    for (const rota of rotasDeEnvio.filter((r) => r.espera === 'imagem')) {
      for (const arquivo of [
        { nome: 'foto.png', tipo: 'image/png', dados: pdf },
        { nome: 'foto.png', tipo: 'image/png', dados: HTML },
        { nome: 'logo.svg', tipo: 'image/svg+xml', dados: SVG },
        { nome: 'foto.jpg', tipo: 'image/jpeg', dados: TEXTO },
      ]) {
        const res = await enviar(rota, arquivo);
        expect(res.statusCode, `${rota.method} ${rota.url()} ${arquivo.nome}`).toBe(422);
        expect(res.json()).toEqual(recusaImagem(rota.campo));
      }
    }
  });

  it('anexo de cartão: PDF e imagem pelos bytes, com qualquer nome; HTML, SVG e texto com nome de PDF ou imagem: 422', async () => {
    for (const rota of rotasDeEnvio.filter((r) => r.espera === 'anexo')) {
      for (const dados of [HTML, TEXTO, SVG])
        for (const nome of ['laudo.pdf', 'foto.png']) {
          const res = await enviar(rota, {
            nome,
            tipo: nome.endsWith('pdf') ? 'application/pdf' : 'image/png',
            dados,
          });
          expect(res.statusCode, rota.url()).toBe(422);
          expect(res.json()).toEqual({
            errors: [
              {
                field: 'arquivo',
                rule: 'type',
                message: 'Envie um PDF ou uma imagem (PNG, JPEG, WebP ou GIF)',
              },
            ],
          });
        }
      type Anexo = { data: { tipo: string; anexo?: { tipo: string } } };
      const tipo = (res: { json(): unknown }) => {
        const d = (res.json() as Anexo).data;
        return rota.anexoDoRegistro ? d.anexo?.tipo : d.tipo;
      };
      const png = await enviar(rota, { nome: 'laudo.pdf', tipo: 'application/pdf', dados: PNG });
      expect(png.statusCode).toBe(rota.anexoDoRegistro ? 200 : 201);
      expect(tipo(png)).toBe('image/png');
      const pdf = await enviar(rota, { nome: 'foto.png', tipo: 'image/png', dados: readFileSync(PDF_CPFL) });
      expect(tipo(pdf)).toBe('application/pdf');
    }
  });

  it('PDF com nome e tipo de PDF mas conteúdo de imagem, HTML ou texto: 422 em pt-BR', async () => {
    for (const rota of rotasDeEnvio.filter((r) => r.espera === 'pdf')) {
      for (const dados of [PNG, HTML, TEXTO, SVG]) {
        const res = await enviar(rota, { nome: 'fatura.pdf', tipo: 'application/pdf', dados });
        expect(res.statusCode, rota.url()).toBe(422);
        expect(res.json()).toEqual(recusaPdf(rota));
      }
    }
  });

  it('planilha com nome e tipo de CSV ou XLSX mas conteúdo de imagem, PDF, HTML, SVG ou texto: 422 em pt-BR', async () => {
    const pdf = readFileSync(PDF_CPFL);
    for (const rota of rotasDeEnvio.filter((r) => r.espera === 'planilha')) {
      for (const arquivo of [
        { nome: 'geracao.csv', tipo: 'text/csv', dados: PNG },
        {
          nome: 'geracao.xlsx',
          tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          dados: pdf,
        },
        { nome: 'geracao.csv', tipo: 'text/csv', dados: HTML },
        { nome: 'geracao.csv', tipo: 'text/csv', dados: SVG },
        { nome: 'geracao.csv', tipo: 'text/csv', dados: TEXTO },
      ]) {
        const res = await enviar(rota, arquivo);
        expect(res.statusCode, `${rota.url()} ${arquivo.nome}`).toBe(422);
        expect(res.json()).toEqual({
          errors: [{ field: 'arquivo', rule: 'planilha', message: 'Envie uma planilha CSV ou XLSX' }],
        });
      }
    }
  });

  it('imagem verdadeira com nome e tipo de PDF é aceita e servida como a imagem que é', async () => {
    for (const rota of rotasDeEnvio.filter((r) => r.espera === 'imagem')) {
      const res = await enviar(rota, { nome: 'documento.pdf', tipo: 'application/pdf', dados: PNG });
      expect(res.statusCode, rota.url()).toBeLessThan(300);
      const data = (res.json() as { data: { cliente?: { imagem_url: string } } & Record<string, unknown> })
        .data;
      const url = rota.imagemUrl ? rota.imagemUrl(data) : (data.cliente?.imagem_url ?? '');
      expect(url).toMatch(/^\/api\/arquivos\/[0-9a-f-]{36}$/);
      const img = await t.app.inject({ method: 'GET', url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['x-content-type-options']).toBe('nosniff');
      expect(img.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
      // Opened on its own, a file can run nothing.
      expect(img.headers['content-security-policy']).toContain("default-src 'none'");
      expect(img.headers['content-security-policy']).toContain('sandbox');
      expect(img.rawPayload.equals(PNG)).toBe(true);
    }
  });

  it('PDF verdadeiro com nome de imagem é aceito; o download sai como anexo PDF', async () => {
    const pdf = readFileSync(PDF_CPFL);
    const rota = rotasDeEnvio.find((r) => r.espera === 'pdf') as RotaDeEnvio;
    const lido = await enviar(rota, { nome: 'conta.png', tipo: 'image/png', dados: pdf });
    expect(lido.statusCode).toBe(200);
    const d = (lido.json() as { data: { pdf: string; leitura: { campos: Record<string, unknown> } } }).data;

    const usina = await criarUsinaDireta(t, empresa.uuid, 'Usina do Envio');
    const cs = await t.app.inject({
      method: 'GET',
      url: '/api/concessionarias?search=CPFL Paulista',
      headers: como(p, empresa),
    });
    const concessionaria = (cs.json() as { data: Array<{ uuid: string }> }).data[0]?.uuid;
    const u = await t.app.inject({
      method: 'POST',
      url: '/api/unidades',
      headers: como(p, empresa),
      payload: {
        usina,
        concessionaria,
        classe: 'comercial',
        fornecimento: 'trifasico',
        gd: 'GD II',
        tipo: 'geradora',
        matricula: '55501234',
        cota: 100,
      },
    });
    expect(u.statusCode).toBe(201);
    const unidade = (u.json() as { data: { uuid: string } }).data.uuid;
    const salva = await t.app.inject({
      method: 'POST',
      url: '/api/faturas',
      headers: como(p, empresa),
      payload: { mes_referencia: d.leitura.campos.mes_referencia ?? '2025-05', unidade, pdf: d.pdf },
    });
    expect(salva.statusCode).toBe(201);
    const { pdf_url } = (salva.json() as { data: { pdf_url: string } }).data;
    const baixado = await t.app.inject({ method: 'GET', url: pdf_url, headers: como(p, empresa) });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(baixado.headers['content-disposition']).toMatch(
      /^attachment; filename="fatura-\d{4}-\d{2}\.pdf"$/,
    );
    expect(baixado.headers['x-content-type-options']).toBe('nosniff');
    expect(baixado.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('limites por IP nas rotas públicas', () => {
  const corpo = (method: string) => (method === 'GET' || method === 'HEAD' ? {} : { payload: {} });

  it('toda rota pública chega a 429 em pt-BR com Retry-After, e outro IP segue atendido', async () => {
    const publicas = t.app.rotas.filter(
      (r) => r.acesso === 'publico' && r.url.startsWith('/api/') && r.method !== 'HEAD',
    );
    expect(publicas.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/health', 'GET /api/config', 'POST /api/usuarios/login']),
    );
    for (const [i, r] of publicas.entries()) {
      const onde = `${r.method} ${r.url}`;
      const url = urlDe(r.url);
      const budget = r.limite?.max ?? t.config.rateLimits.publicPerMinute;
      const ip = `198.51.100.${i + 1}`;
      let atendidas = 0;
      let ultima: LightMyRequestResponse | undefined;
      while (atendidas <= budget) {
        ultima = await t.app.inject({
          method: r.method as 'GET',
          url,
          remoteAddress: ip,
          ...corpo(r.method),
        });
        if (ultima.statusCode === 429) break;
        atendidas += 1;
      }
      expect(ultima?.statusCode, onde).toBe(429);
      expect(atendidas, onde).toBe(budget);
      expect(ultima?.json(), onde).toEqual({ message: MSG_LIMITE });
      expect(ultima?.headers['x-error-code'], onde).toBe('MUITAS_TENTATIVAS');
      const espera = Number(ultima?.headers['retry-after']);
      expect(espera, onde).toBeGreaterThan(0);
      expect(espera, onde).toBeLessThanOrEqual(Math.ceil((r.limite?.janelaMs ?? 60_000) / 1000));
      esperarCabecalhosDeSeguranca(ultima as LightMyRequestResponse, onde);

      const outroIp = await t.app.inject({
        method: r.method as 'GET',
        url,
        remoteAddress: `203.0.113.${i + 1}`,
        ...corpo(r.method),
      });
      expect(outroIp.statusCode, `${onde} (outro IP)`).not.toBe(429);
    }
  });

  it('as duas entradas com o Google dividem o mesmo limite', async () => {
    const ip = '198.51.100.201';
    for (let i = 0; i < t.config.rateLimits.loginPerIp; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/usuarios/login/google',
        remoteAddress: ip,
        payload: {},
      });
      expect(r.statusCode).not.toBe(429);
    }
    const r = await t.app.inject({ method: 'GET', url: '/api/usuarios/login/google', remoteAddress: ip });
    expect(r.statusCode).toBe(429);
  });

  it('X-Forwarded-For forjado não escapa do limite; atrás do proxy cada cliente tem o seu', async () => {
    const limite = t.config.rateLimits.loginPerIp;
    const entrar = (remoteAddress: string, xff: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuarios/login',
        remoteAddress,
        headers: { 'x-forwarded-for': xff },
        payload: {},
      });
    // A client on the internet inventing a new address on every request.
    for (let i = 0; i < limite; i++)
      expect((await entrar('203.0.113.200', `198.18.0.${i}`)).statusCode).toBe(422);
    expect((await entrar('203.0.113.200', '198.18.1.1')).statusCode).toBe(429);
    // The reverse proxy on the private network appends the real client: one client's limit is its own.
    for (let i = 0; i < limite; i++) expect((await entrar('10.0.0.5', '198.18.2.1')).statusCode).toBe(422);
    expect((await entrar('10.0.0.5', '198.18.2.1')).statusCode).toBe(429);
    expect((await entrar('10.0.0.5', '1.2.3.4, 198.18.2.2')).statusCode).toBe(422);
  });
});
