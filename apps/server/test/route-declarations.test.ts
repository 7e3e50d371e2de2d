import { PERMISSOES } from '@irradia/shared/permissoes/catalogo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('tabela de rotas', () => {
  it('toda rota /api declara quem pode chamá-la, com permissões que existem no catálogo', () => {
    const api = t.app.rotas.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    expect(api.length).toBeGreaterThan(20);
    const problemas: string[] = [];
    for (const r of api) {
      const a = r.acesso as string | { permissao: string | string[] } | undefined;
      if (a === undefined) problemas.push(`${r.method} ${r.url}: sem acesso`);
      else if (typeof a === 'object') {
        for (const codigo of [a.permissao].flat())
          if (!PERMISSOES.has(codigo)) problemas.push(`${r.method} ${r.url}: ${codigo} não existe`);
      } else if (a !== 'publico' && a !== 'usuario') problemas.push(`${r.method} ${r.url}: acesso ${a}`);
    }
    expect(problemas).toEqual([]);
  });

  it('uma rota sem declaração é recusada em vez de ficar aberta', async () => {
    const extra = await createTestApp({
      setup(app) {
        app.get('/api/__sem-declaracao', async () => ({ ok: true }));
      },
    });
    const res = await extra.app.inject({ method: 'GET', url: '/api/__sem-declaracao' });
    await extra.close();
    expect(res.statusCode).toBe(403);
  });
});
