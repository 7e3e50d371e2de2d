import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { erros, uuidDe } from '../../../test/respostas.ts';

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t);
  empresa = await criarEmpresa(t, dono);
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Metodo, url: string, payload?: unknown, quem = dono, emp = empresa) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const nomes = async (q = '') =>
  ((await api('GET', `/api/categorias${q}`)).json() as { data: Array<{ nome: string }> }).data.map(
    (c) => c.nome,
  );

describe('categorias', () => {
  it('cadastra, edita e lista com a contagem de produtos', async () => {
    const res = await api('POST', '/api/categorias', {
      nome: ' Módulos ',
      descricao: 'Painéis fotovoltaicos',
    });
    expect(res.statusCode).toBe(201);
    const uuid = uuidDe(res);
    expect(res.json()).toMatchObject({
      data: { nome: 'Módulos', descricao: 'Painéis fotovoltaicos', produtos: 0, removido_em: null },
    });
    await api('POST', '/api/produtos', {
      tipo: 'modulo',
      nome: 'Módulo 550 W',
      categoria: uuid,
      especificacoes: { potencia_wp: 550 },
    });
    const editada = await api('PATCH', `/api/categorias/${uuid}`, { nome: 'Módulos FV', descricao: '' });
    expect(editada.json()).toMatchObject({ data: { nome: 'Módulos FV', descricao: null, produtos: 1 } });
    const lista = (await api('GET', '/api/categorias?search=FV')).json() as {
      data: Array<{ nome: string; produtos: number }>;
      meta: { total: number };
    };
    expect(lista.data).toEqual([expect.objectContaining({ nome: 'Módulos FV', produtos: 1 })]);
    expect(lista.meta.total).toBe(1);
  });

  it('nome obrigatório e sem repetir na empresa (sem diferença de maiúsculas); outra empresa pode', async () => {
    expect(erros(await api('POST', '/api/categorias', { nome: '' }))).toEqual([
      { field: 'nome', rule: 'required', message: 'Informe o nome' },
    ]);
    expect(erros(await api('POST', '/api/categorias', {}))).toEqual([
      { field: 'nome', rule: 'required', message: 'Informe o nome' },
    ]);
    expect((await api('POST', '/api/categorias', { nome: 'Inversores' })).statusCode).toBe(201);
    expect(erros(await api('POST', '/api/categorias', { nome: 'inversores' }))).toEqual([
      { field: 'nome', rule: 'unique', message: 'Já existe uma categoria com este nome' },
    ]);
    const outroDono = await criarPessoa(t);
    const outra = await criarEmpresa(t, outroDono, { tipo: 'distribuidor' });
    expect((await api('POST', '/api/categorias', { nome: 'Inversores' }, outroDono, outra)).statusCode).toBe(
      201,
    );
  });

  it('remover leva para a lista de removidas; restaurar devolve, salvo se o nome foi reusado', async () => {
    const uuid = uuidDe(await api('POST', '/api/categorias', { nome: 'Estruturas' }));
    expect((await api('DELETE', `/api/categorias/${uuid}`)).json()).toMatchObject({
      data: { removido_em: expect.any(String) },
    });
    expect(await nomes()).not.toContain('Estruturas');
    expect(await nomes('?removidos=1')).toEqual(['Estruturas']);
    // The name is free while it is removed; restoring it then clashes.
    const outra = uuidDe(await api('POST', '/api/categorias', { nome: 'Estruturas' }));
    expect(erros(await api('POST', `/api/categorias/${uuid}/restaurar`))).toEqual([
      { field: 'nome', rule: 'unique', message: 'Já existe uma categoria com este nome' },
    ]);
    await api('DELETE', `/api/categorias/${outra}`);
    expect((await api('POST', `/api/categorias/${uuid}/restaurar`)).json()).toMatchObject({
      data: { removido_em: null },
    });
    expect(await nomes()).toContain('Estruturas');
  });

  it('categorias de outra empresa: 404, e não aparecem na lista', async () => {
    const outroDono = await criarPessoa(t);
    const outra = await criarEmpresa(t, outroDono, { tipo: 'prestador' });
    const alheia = uuidDe(
      await api('POST', '/api/categorias', { nome: 'Categoria Alheia' }, outroDono, outra),
    );
    expect((await api('PATCH', `/api/categorias/${alheia}`, { nome: 'Minha' })).statusCode).toBe(404);
    expect((await api('DELETE', `/api/categorias/${alheia}`)).statusCode).toBe(404);
    expect((await api('POST', `/api/categorias/${alheia}/restaurar`)).statusCode).toBe(404);
    expect(await nomes('?limit=200')).not.toContain('Categoria Alheia');
  });
});
