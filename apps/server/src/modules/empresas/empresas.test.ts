import { cnpjValido } from '@irradia/shared/empresas/empresas.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function erros(res: { json(): unknown }) {
  return (res.json() as { errors: Array<{ field: string; rule: string; message: string }> }).errors;
}

describe('CNPJ', () => {
  it('valida dígitos, inclusive o CNPJ alfanumérico', () => {
    expect(cnpjValido('11.222.333/0001-81')).toBe(true);
    expect(cnpjValido('11.222.333/0001-82')).toBe(false);
    expect(cnpjValido('12.ABC.345/01DE-35')).toBe(true);
    expect(cnpjValido('12.ABC.345/01DE-36')).toBe(false);
    expect(cnpjValido('00000000000000')).toBe(false);
    expect(cnpjValido('123')).toBe(false);
  });
});

describe('POST /api/empresas', () => {
  it('registra a empresa e quem registra vira sócio', async () => {
    const dono = await criarPessoa(t, 'Dona');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/empresas',
      headers: como(dono),
      payload: {
        nome: 'Sol do Vale',
        razao_social: 'Sol do Vale Energia Ltda',
        cnpj: '11.222.333/0001-81',
        tipo: 'integrador',
        filial: 'Matriz',
        instagram: 'https://instagram.com/soldovale',
        logradouro: 'Rua das Flores',
        numero: '10',
        bairro: 'Centro',
        cidade: 'Campinas',
        uf: 'SP',
      },
    });
    expect(res.statusCode).toBe(201);
    const empresa = (res.json() as { data: { uuid: string } }).data;
    expect(res.json()).toMatchObject({
      data: {
        tipo: 'integrador',
        cnpj: '11222333000181',
        cliente: {
          nome: 'Sol do Vale',
          filial: 'Matriz',
          endereco: {
            logradouro: 'Rua das Flores',
            numero: '10',
            bairro: { nome: 'Centro', cidade: { nome: 'Campinas' } },
          },
        },
      },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: como(dono, empresa) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      data: {
        tipo: 'integrador',
        empresa: { uuid: empresa.uuid, tipo: 'integrador' },
        is_socio: true,
        funcionario: { cargo: null },
      },
    });
  });

  it('campos inválidos: nome, CNPJ, URL e tipo', async () => {
    const p = await criarPessoa(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/empresas',
      headers: como(p),
      payload: { nome: '', cnpj: '11.222.333/0001-00', youtube: 'youtube', tipo: 'banco' },
    });
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toEqual(
      expect.arrayContaining([
        { field: 'nome', rule: 'required', message: 'Informe o nome fantasia' },
        { field: 'cnpj', rule: 'cnpj', message: 'Informe um CNPJ válido' },
        { field: 'youtube', rule: 'url', message: 'Informe um endereço (URL) válido' },
        { field: 'tipo', rule: 'enum', message: 'Selecione o tipo da empresa' },
      ]),
    );
  });

  it('só o sistema cria empresas do tipo sistema', async () => {
    const p = await criarPessoa(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/empresas',
      headers: como(p),
      payload: { nome: 'X', tipo: 'sistema' },
    });
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toEqual([
      { field: 'tipo', rule: 'enum', message: 'Só o sistema pode criar empresas do tipo sistema' },
    ]);
  });

  it('sem sessão: 401', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/empresas',
          payload: { nome: 'X', tipo: 'integrador' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/empresas', () => {
  it('lista só as empresas do usuário, com paginação e busca', async () => {
    const a = await criarPessoa(t);
    const b = await criarPessoa(t);
    const e1 = await criarEmpresa(t, a, { nome: 'Alfa Solar' });
    await criarEmpresa(t, a, { nome: 'Beta Energia' });
    await criarEmpresa(t, b, { nome: 'Gama Solar' });
    const res = await t.app.inject({ method: 'GET', url: '/api/empresas?limit=4', headers: como(a) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Array<{ cliente: { nome: string } }>; meta: Record<string, number> };
    expect(body.data.map((e) => e.cliente.nome)).toEqual(['Alfa Solar', 'Beta Energia']);
    expect(body.meta).toEqual({ total: 2, per_page: 4, current_page: 1, last_page: 1 });
    const busca = await t.app.inject({ method: 'GET', url: '/api/empresas?search=beta', headers: como(a) });
    expect((busca.json() as { data: unknown[] }).data).toHaveLength(1);
    // The list is sent without the company header; a stale one is ignored, not refused.
    const comCabecalho = await t.app.inject({
      method: 'GET',
      url: '/api/empresas',
      headers: como(a, { uuid: e1.uuid }),
    });
    expect(comCabecalho.statusCode).toBe(200);
  });
});

describe('empresa de outra pessoa', () => {
  it('X-Company-Id de empresa alheia: 403 em qualquer chamada; detalhe, edição e exclusão: 404', async () => {
    const dono = await criarPessoa(t);
    const intruso = await criarPessoa(t);
    const empresa = await criarEmpresa(t, dono);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: como(intruso, empresa) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/empresas/${empresa.uuid}`, headers: como(intruso) }))
        .statusCode,
    ).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/empresas/${empresa.uuid}`,
      headers: como(intruso),
      payload: { nome: 'Minha' },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/empresas/${empresa.uuid}`,
      headers: como(intruso),
      payload: { nome: empresa.nome },
    });
    expect(del.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/usuarios/me',
          headers: { ...como(intruso), 'x-company-id': 'nao-e-uuid' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('PATCH e DELETE /api/empresas/:uuid', () => {
  it('o sócio edita a empresa', async () => {
    const dono = await criarPessoa(t);
    const empresa = await criarEmpresa(t, dono);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/empresas/${empresa.uuid}`,
      headers: como(dono),
      payload: { slogan: 'Energia que rende', filial: 'Filial Norte' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { slogan: 'Energia que rende', cliente: { filial: 'Filial Norte' } },
    });
  });

  it('excluir exige o nome exato', async () => {
    const dono = await criarPessoa(t);
    const empresa = await criarEmpresa(t, dono, { nome: 'Apagar Ltda' });
    const errado = await t.app.inject({
      method: 'DELETE',
      url: `/api/empresas/${empresa.uuid}`,
      headers: como(dono),
      payload: { nome: 'apagar' },
    });
    expect(errado.statusCode).toBe(422);
    expect(erros(errado)).toEqual([
      { field: 'nome', rule: 'confirmed', message: 'O nome digitado é diferente' },
    ]);
    const certo = await t.app.inject({
      method: 'DELETE',
      url: `/api/empresas/${empresa.uuid}`,
      headers: como(dono),
      payload: { nome: 'Apagar Ltda' },
    });
    expect(certo.statusCode).toBe(204);
    const lista = await t.app.inject({ method: 'GET', url: '/api/empresas', headers: como(dono) });
    expect((lista.json() as { data: Array<{ uuid: string }> }).data.map((e) => e.uuid)).not.toContain(
      empresa.uuid,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: como(dono, empresa) }))
        .statusCode,
    ).toBe(403);
  });
});
