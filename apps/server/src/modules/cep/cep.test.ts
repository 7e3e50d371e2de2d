import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// Local servers stand in for BrasilAPI and ViaCEP; each test decides how they behave.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let brasil: Handler;
let via: Handler;
const chamadas: string[] = [];

function servidor(get: () => Handler): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      chamadas.push(req.url ?? '');
      get()(req, res);
    });
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve({ server, url: `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}` });
    });
  });
}

const json =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
const fora: Handler = (_req, res) => {
  res.writeHead(503);
  res.end();
};
// Never answers: only the client's own timeout ends the call (the sockets close in afterAll).
const lento: Handler = () => {};

let t: TestApp;
let p: Pessoa;
let s1: Server;
let s2: Server;

beforeAll(async () => {
  const a = await servidor(() => brasil);
  const b = await servidor(() => via);
  s1 = a.server;
  s2 = b.server;
  t = await createTestApp({
    // Long enough for a local answer on a busy machine; the slow provider never answers at all.
    env: { CEP_BRASILAPI_URL: `${a.url}/api/cep/v1`, CEP_VIACEP_URL: `${b.url}/ws`, CEP_TIMEOUT_MS: '3000' },
  });
  p = await criarPessoa(t);
});
afterAll(async () => {
  await t.close();
  s1.closeAllConnections();
  s2.closeAllConnections();
  await Promise.all([new Promise((r) => s1.close(r)), new Promise((r) => s2.close(r))]);
});

const consultar = (cep: string) => t.app.inject({ method: 'GET', url: `/api/cep/${cep}`, headers: como(p) });

describe('GET /api/cep/:cep', () => {
  it('encontrado no primeiro provedor, ligado à cidade do IBGE, e guardado', async () => {
    brasil = json(200, {
      cep: '01310100',
      state: 'SP',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      service: 'x',
    });
    via = fora;
    const res = await consultar('01310-100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        bairro: 'Bela Vista',
        cidade: { nome: 'São Paulo', codigo_ibge: 3550308 },
        estado: { sigla: 'SP', nome: 'São Paulo' },
        fonte: 'BrasilAPI',
      },
    });
    brasil = fora;
    chamadas.length = 0;
    expect((await consultar('01310100')).statusCode).toBe(200);
    expect(chamadas).toEqual([]);
  });

  it('primeiro provedor fora do ar: o segundo responde', async () => {
    brasil = fora;
    via = json(200, {
      cep: '88015-100',
      logradouro: 'Rua Felipe Schmidt',
      bairro: 'Centro',
      localidade: 'Florianópolis',
      uf: 'SC',
      ibge: '4205407',
    });
    const res = await consultar('88015100');
    expect(res.json()).toMatchObject({
      data: { cidade: { nome: 'Florianópolis', codigo_ibge: 4205407 }, fonte: 'ViaCEP' },
    });
  });

  it('não encontrado: 404 com a mensagem', async () => {
    brasil = json(404, { message: 'not found' });
    const res = await consultar('99999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'CEP não encontrado' });
    brasil = fora;
    via = json(200, { erro: true });
    expect((await consultar('99999998')).statusCode).toBe(404);
  });

  it('todos fora do ar: 502 dizendo o que falhou', async () => {
    brasil = fora;
    via = fora;
    const res = await consultar('12345678');
    expect(res.statusCode).toBe(502);
    expect((res.json() as { message: string }).message).toBe(
      'Não foi possível consultar o CEP (BrasilAPI: HTTP 503; ViaCEP: HTTP 503)',
    );
  });

  it('provedor lento passa do tempo e o próximo é consultado', async () => {
    brasil = lento;
    via = json(200, {
      cep: '56302-000',
      logradouro: '',
      bairro: '',
      localidade: 'Petrolina',
      uf: 'PE',
      ibge: '2611101',
    });
    const res = await consultar('56302000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { cidade: { nome: 'Petrolina' }, logradouro: null, fonte: 'ViaCEP' },
    });
    brasil = lento;
    via = lento;
    const ambos = await consultar('56302001');
    expect(ambos.statusCode).toBe(502);
    expect((ambos.json() as { message: string }).message).toContain('BrasilAPI: tempo esgotado');
  });

  it('CEP malformado: 422', async () => {
    const res = await consultar('123');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ field: 'cep', rule: 'cep', message: 'Informe um CEP válido' }] });
  });
});
