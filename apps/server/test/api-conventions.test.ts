import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/platform/errors.ts';
import { ZUploadedFile } from '../src/platform/form-data.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// Cross-cutting behaviour every module relies on, exercised through routes this test adds to the
// real app: the error shapes of DESIGN.md, request ids, and bracket-form multipart bodies.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    setup(app) {
      app.post(
        '/api/__teste/validacao',
        {
          config: { acesso: 'publico' },
          schema: {
            body: z.object({
              nome: z.string().min(1),
              email: z.email(),
              password: z.string().min(4, 'Informe uma senha com no mínimo 4 caracteres'),
              endereco: z.object({ cep: z.string().regex(/^\d{8}$/) }),
            }),
          },
        },
        async (request) => ({ data: request.body }),
      );
      app.get('/api/__teste/proibido', { config: { acesso: 'publico' } }, async () => {
        throw new AppError('SEM_PERMISSAO');
      });
      app.get('/api/__teste/quebra', { config: { acesso: 'publico' } }, async () => {
        throw new Error('segredo interno: conexão recusada em 10.0.0.1');
      });
      app.post(
        '/api/__teste/multipart',
        {
          config: { acesso: 'publico' },
          schema: {
            body: z.object({
              nome: z.string(),
              cliente: z.object({ endereco: z.object({ cep: z.string(), numero: z.string() }) }),
              tags: z.array(z.string()),
              avatar: ZUploadedFile.optional(),
            }),
          },
        },
        async (request) => {
          const { avatar, ...rest } = request.body;
          return {
            data: { ...rest, avatar: avatar ? { nome: avatar.filename, bytes: avatar.data.length } : null },
          };
        },
      );
    },
  });
});
afterAll(() => t.close());

describe('formato dos erros da API', () => {
  it('responde 422 com errors[] de campo, regra e mensagem em pt-BR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__teste/validacao',
      payload: { email: 'nao-e-email', password: 'ab', endereco: { cep: '123' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['x-error-code']).toBe('VALIDACAO');
    const body = res.json() as { errors: Array<{ field: string; rule: string; message: string }> };
    expect(Object.keys(body)).toEqual(['errors']);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'nome', rule: 'required', message: 'Preencha este campo' },
        { field: 'email', rule: 'email', message: 'Informe um e-mail válido' },
        { field: 'password', rule: 'min', message: 'Informe uma senha com no mínimo 4 caracteres' },
        { field: 'endereco.cep', rule: 'regex', message: 'Formato inválido' },
      ]),
    );
  });

  it('responde 4xx com { message } do catálogo', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__teste/proibido' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['x-error-code']).toBe('SEM_PERMISSAO');
    expect(res.json()).toEqual({ message: 'Você não tem permissão para esta ação' });
  });

  it('responde 500 com internal_server_error e não vaza o detalhe', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__teste/quebra' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'internal_server_error' });
    expect(res.body).not.toContain('segredo');
    expect(res.body).not.toContain('at ');
  });

  it('rota desconhecida em /api responde 404 em JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Endereço não encontrado' });
  });

  it('JSON malformado responde 400 em pt-BR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__teste/validacao',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido' });
  });

  it('tipo de conteúdo desconhecido responde 415 em pt-BR', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__teste/validacao',
      headers: { 'content-type': 'application/x-coisa' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Tipo de conteúdo não suportado' });
  });
});

describe('identificador de requisição', () => {
  it('toda resposta traz X-Request-Id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('mantém o X-Request-Id recebido de um proxy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-abc-12345' },
    });
    expect(res.headers['x-request-id']).toBe('proxy-abc-12345');
  });

  it('descarta um X-Request-Id malformado', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b c <script>' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('form-data com chaves em colchetes', () => {
  function multipart(parts: Array<{ name: string; value: string; filename?: string; type?: string }>) {
    const boundary = '----irradia-teste';
    const chunks = parts.map((p) => {
      const disposition = p.filename
        ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`
        : `form-data; name="${p.name}"`;
      return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${p.value}\r\n`;
    });
    return {
      payload: `${chunks.join('')}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }

  it('aninha cliente[endereco][cep] e listas como um corpo JSON', async () => {
    const { payload, headers } = multipart([
      { name: 'nome', value: 'Solar Ltda' },
      { name: 'cliente[endereco][cep]', value: '01310100' },
      { name: 'cliente[endereco][numero]', value: '1578' },
      { name: 'tags[0]', value: 'a' },
      { name: 'tags[1]', value: 'b' },
      { name: 'avatar', value: 'PNGDATA', filename: 'logo.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/__teste/multipart', payload, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        nome: 'Solar Ltda',
        cliente: { endereco: { cep: '01310100', numero: '1578' } },
        tags: ['a', 'b'],
        avatar: { nome: 'logo.png', bytes: 7 },
      },
    });
  });

  it('valida o multipart com o mesmo schema e mensagens', async () => {
    const { payload, headers } = multipart([{ name: 'nome', value: 'X' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/__teste/multipart', payload, headers });
    expect(res.statusCode).toBe(422);
    const fields = (res.json() as { errors: Array<{ field: string }> }).errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['cliente', 'tags']));
  });
});
