import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// Issue 22: every reply is declared once, in packages/shared, as the route's `response` — the
// server's serializer checks each reply against it (a reply the schema does not allow is a 500 in
// every test that makes it) and the OpenAPI document at /api/docs describes it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rotasApi = () =>
  t.app.rotas.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
  );

describe('contrato das respostas', () => {
  it('toda rota /api declara o esquema da resposta de sucesso', () => {
    const rotas = rotasApi();
    expect(rotas.length).toBeGreaterThan(100);
    const semResposta = rotas
      .filter((r) => !r.respostas.some((s) => /^[23]\d\d$/.test(s)))
      .map((r) => `${r.method} ${r.url}`);
    expect(semResposta).toEqual([]);
  });

  it('o documento OpenAPI descreve o corpo de cada resposta de sucesso', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
    };
    const faltando: string[] = [];
    for (const [caminho, operacoes] of Object.entries(doc.paths)) {
      if (!caminho.startsWith('/api/') || caminho.startsWith('/api/docs')) continue;
      for (const [metodo, op] of Object.entries(operacoes)) {
        const sucesso = Object.entries(op.responses ?? {}).filter(([s]) => /^[23]\d\d$/.test(s));
        // 204 and redirects carry no body; every other success says what its body holds.
        const descrito =
          sucesso.length > 0 && sucesso.every(([s, r]) => /^(204|3\d\d)$/.test(s) || r.content);
        if (!descrito) faltando.push(`${metodo.toUpperCase()} ${caminho}`);
      }
    }
    expect(faltando).toEqual([]);
  });

  it('um arquivo (PDF, CSV, imagem) é descrito com o seu tipo, não como JSON', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          { responses?: Record<string, { content?: Record<string, { schema?: { format?: string } }> }> }
        >
      >;
    };
    const binarios: string[] = [];
    for (const [caminho, operacoes] of Object.entries(doc.paths))
      for (const [metodo, op] of Object.entries(operacoes))
        for (const r of Object.values(op.responses ?? {}))
          for (const [tipo, m] of Object.entries(r.content ?? {}))
            if (m.schema?.format === 'binary') binarios.push(`${metodo.toUpperCase()} ${caminho} ${tipo}`);
    expect(binarios.length).toBeGreaterThanOrEqual(4);
    expect(binarios.filter((b) => b.endsWith('application/json'))).toEqual([]);
  });
});
