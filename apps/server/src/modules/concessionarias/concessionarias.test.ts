import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let p: Pessoa;
beforeAll(async () => {
  t = await createTestApp();
  p = await criarPessoa(t);
});
afterAll(() => t.close());

type Lista = {
  data: Array<{ uuid: string; sigla: string; estados: string[]; acesso: string; explicacao: string }>;
  meta: { total: number };
};
const listar = async (q = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/concessionarias${q}`, headers: como(p) })).json() as Lista;

describe('/api/concessionarias', () => {
  it('as 51 distribuidoras da ANEEL, com a forma de importar de cada uma', async () => {
    const todas = await listar('?limit=100');
    expect(todas.meta.total).toBe(51);
    const cemig = todas.data.find((c) => c.sigla === 'Cemig-D');
    expect(cemig).toMatchObject({ estados: ['MG'], acesso: 'sessao' });
    const light = todas.data.find((c) => c.sigla === 'Light');
    expect(light?.acesso).toBe('pdf');
    expect(light?.explicacao).toMatch(/PDF/);
    // Every utility says how its invoices come in; none is left silent.
    for (const c of todas.data) expect(c.explicacao.length, c.sigla).toBeGreaterThan(10);
  });

  it('busca pelo nome, filtra pelo estado e pela forma de acesso', async () => {
    expect((await listar('?search=celesc')).data.map((c) => c.sigla)).toEqual(['Celesc-DIS']);
    const sc = await listar('?estado=sc');
    expect(sc.data.map((c) => c.sigla)).toContain('Celesc-DIS');
    const comLogin = await listar('?acesso=login');
    expect(comLogin.data.map((c) => c.sigla).sort()).toEqual(['Celesc-DIS', 'Copel-DIS', 'Enel SP'].sort());
    const soPdf = await listar('?acesso=pdf&limit=100');
    expect(soPdf.meta.total + comLogin.meta.total + (await listar('?acesso=sessao')).meta.total).toBe(51);
  });

  it('só o sistema corrige nome e estados (concessionaria:edit)', async () => {
    const alvo = (await listar('?search=Neoenergia Elektro')).data[0];
    const integrador = await criarEmpresa(t, p);
    const corpo = { nome: 'Neoenergia Elektro', estados: ['SP', 'MS', 'SP'] };
    const negado = await t.app.inject({
      method: 'PATCH',
      url: `/api/concessionarias/${alvo?.uuid}`,
      headers: como(p, integrador),
      payload: corpo,
    });
    expect(negado.statusCode).toBe(403);
    const sistema = await criarEmpresa(t, p);
    await t.database.query(sql`update empresas set tipo = 'sistema' where uuid = ${sistema.uuid}`);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/concessionarias/${alvo?.uuid}`,
      headers: como(p, sistema),
      payload: corpo,
    });
    expect(ok.json()).toMatchObject({ data: { nome: 'Neoenergia Elektro', estados: ['MS', 'SP'] } });
    const ruim = await t.app.inject({
      method: 'PATCH',
      url: `/api/concessionarias/${alvo?.uuid}`,
      headers: como(p, sistema),
      payload: { nome: 'X', estados: ['São Paulo'] },
    });
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json()).toMatchObject({
      errors: expect.arrayContaining([expect.objectContaining({ message: 'Use a sigla do estado (UF)' })]),
    });
  });
});
