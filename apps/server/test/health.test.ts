import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseUrl, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'cliente-teste.apps.googleusercontent.com' } });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('responde ok com o banco em uso e a versão', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: databaseUrl ? 'postgres' : 'pglite',
      version: t.config.version,
    });
  });

  it('responde 503 quando o banco não responde', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error' });
    await broken.close();
  });
});

describe('GET /api/config', () => {
  it('entrega à web a configuração pública do ambiente', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        product_name: 'Irradia',
        version: t.config.version,
        environment: 'test',
        sentry_dsn: null,
        google_client_id: 'cliente-teste.apps.googleusercontent.com',
      },
    });
  });
});

describe('documentação e cabeçalhos', () => {
  it('publica o OpenAPI em /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/config']));
  });

  it('envia cabeçalhos de segurança', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain('https://accounts.google.com/gsi/client');
  });
});
