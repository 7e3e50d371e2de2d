import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// The built SPA under /app, served from a dist folder this test writes.
let t: TestApp;
let dist: string;
const grande = `export const usinas = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Usina ${i}`))};`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'irradia-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><div id="root"></div></html>');
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  // As the build leaves a large chunk: beside it, its .br and .gz.
  writeFileSync(join(dist, 'assets', 'grande-XyZ789.js'), grande);
  writeFileSync(join(dist, 'assets', 'grande-XyZ789.js.br'), brotliCompressSync(grande));
  writeFileSync(join(dist, 'assets', 'grande-XyZ789.js.gz'), gzipSync(grande));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('aplicação web em /app', () => {
  it('/ redireciona para /app/', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/app/');
  });

  it('/app entrega o index.html sem cache', async () => {
    for (const url of ['/app', '/app/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    }
  });

  it('rotas do cliente caem no index.html (SPA)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/usinas/123e4567?aba=inversores' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="root"');
  });

  it('assets com hash têm cache longo e imutável', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('o navegador que aceita br ou gzip recebe o arquivo comprimido pelo build; os outros, o original', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/app/assets/grande-XyZ789.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(grande.length / 2);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/app/assets/grande-XyZ789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(grande);
    const cru = await t.app.inject({
      method: 'GET',
      url: '/app/assets/grande-XyZ789.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(cru.headers['content-encoding']).toBeUndefined();
    expect(cru.body).toBe(grande);
    expect(cru.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('um asset que não existe é 404, não HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/assets/index-sumiu.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('arquivos da raiz do build não são imutáveis', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('sem a web compilada', () => {
  it('/app explica em pt-BR e responde 503', async () => {
    const bare = await createTestApp();
    const res = await bare.app.inject({ method: 'GET', url: '/app/usinas' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm start');
    await bare.close();
  });
});
