import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let campinas: string;

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t);
  empresa = await criarEmpresa(t, dono);
  const c = await t.app.inject({
    method: 'GET',
    url: '/api/cidades?search=campinas&uf=SP',
    headers: como(dono),
  });
  campinas = (c.json() as { data: Array<{ uuid: string }> }).data[0]?.uuid as string;
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  quem = dono,
  emp = empresa,
) => t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const erros = (res: { json(): unknown }) =>
  (res.json() as { errors: Array<{ field: string; rule: string; message: string }> }).errors;

describe('clientes', () => {
  it('cadastra com endereço ligado à cidade do IBGE', async () => {
    const res = await api('POST', '/api/clientes', {
      nome: 'Maria da Silva',
      pessoa_fisica: true,
      documento: '529.982.247-25',
      email: 'Maria@Exemplo.com',
      telefone: '(19) 98765-4321',
      aniversario_dia: 29,
      aniversario_mes: 2,
      cep: '13015-904',
      logradouro: 'Rua Conceição',
      numero: '100',
      bairro: 'Centro',
      cidade: campinas,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      data: {
        documento: '52998224725',
        email: 'maria@exemplo.com',
        telefone: '19987654321',
        aniversario: { dia: 29, mes: 2 },
        endereco: {
          cep: '13015904',
          bairro: { nome: 'Centro', cidade: { nome: 'Campinas' } },
          cidade: { uf: 'SP' },
        },
      },
    });
  });

  it('CPF, CNPJ (inclusive alfanumérico), e-mail, telefone e aniversário inválidos', async () => {
    const cpf = await api('POST', '/api/clientes', {
      nome: 'A',
      pessoa_fisica: true,
      documento: '529.982.247-24',
    });
    expect(erros(cpf)).toEqual([{ field: 'documento', rule: 'cpf', message: 'Informe um CPF válido' }]);
    const cnpj = await api('POST', '/api/clientes', {
      nome: 'A',
      pessoa_fisica: false,
      documento: '12.ABC.345/01DE-36',
    });
    expect(erros(cnpj)).toEqual([{ field: 'documento', rule: 'cnpj', message: 'Informe um CNPJ válido' }]);
    const ok = await api('POST', '/api/clientes', {
      nome: 'Alfa Numérica Ltda',
      pessoa_fisica: false,
      documento: '12.ABC.345/01DE-35',
    });
    expect(ok.statusCode).toBe(201);
    const outros = await api('POST', '/api/clientes', {
      nome: 'B',
      email: 'b@',
      telefone: '123',
      aniversario_dia: 31,
      aniversario_mes: 2,
    });
    expect(erros(outros)).toEqual(
      expect.arrayContaining([
        { field: 'email', rule: 'email', message: 'Informe um e-mail válido' },
        { field: 'telefone', rule: 'telefone', message: 'Informe um telefone válido' },
        { field: 'aniversario_dia', rule: 'aniversario', message: 'Informe um dia e mês válidos' },
      ]),
    );
  });

  it('documento repetido na mesma empresa: 422; em outra empresa, permitido', async () => {
    const doc = { nome: 'Repetido', pessoa_fisica: false, documento: '11.222.333/0001-81' };
    expect((await api('POST', '/api/clientes', doc)).statusCode).toBe(201);
    const dup = await api('POST', '/api/clientes', doc);
    expect(erros(dup)).toEqual([
      { field: 'documento', rule: 'unique', message: 'Já existe um cliente com este documento' },
    ]);
    const outroDono = await criarPessoa(t);
    const outra = await criarEmpresa(t, outroDono);
    expect((await api('POST', '/api/clientes', doc, outroDono, outra)).statusCode).toBe(201);
  });

  it('busca por nome, documento, e-mail e cidade; remover esconde e restaurar devolve', async () => {
    const criado = await api('POST', '/api/clientes', {
      nome: 'João Removível',
      email: 'joao@rem.com',
      cidade: campinas,
    });
    const uuid = (criado.json() as { data: { uuid: string } }).data.uuid;
    const nomes = async (q: string) =>
      ((await api('GET', `/api/clientes?${q}`)).json() as { data: Array<{ nome: string }> }).data.map(
        (c) => c.nome,
      );
    expect(await nomes('search=removivel')).toEqual([]);
    expect(await nomes('search=Removível')).toEqual(['João Removível']);
    expect(await nomes('search=joao@rem')).toEqual(['João Removível']);
    expect(await nomes('search=52998')).toEqual(['Maria da Silva']);
    expect(await nomes('search=campinas')).toEqual(
      expect.arrayContaining(['João Removível', 'Maria da Silva']),
    );
    expect((await api('DELETE', `/api/clientes/${uuid}`)).statusCode).toBe(200);
    expect(await nomes('search=Removível')).toEqual([]);
    expect(await nomes('removidos=1')).toEqual(['João Removível']);
    expect((await api('POST', `/api/clientes/${uuid}/restaurar`)).json()).toMatchObject({
      data: { removido_em: null },
    });
    expect(await nomes('search=Removível')).toEqual(['João Removível']);
  });

  it('exporta CSV com BOM e ; para planilhas brasileiras', async () => {
    const res = await api('GET', '/api/clientes/exportar?search=maria');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\ufeffNome;Nome fantasia;CPF/CNPJ')).toBe(true);
    expect(res.body).toContain(
      'Maria da Silva;;529.982.247-25;maria@exemplo.com;(19) 9 8765-4321;29/02;13015-904;Rua Conceição;100;;Centro;Campinas;SP',
    );
  });

  it('CSV: um nome que a planilha executaria como fórmula sai como texto', async () => {
    const nome = '=HYPERLINK("http://mal.example";"Clique")';
    expect((await api('POST', '/api/clientes', { nome })).statusCode).toBe(201);
    const res = await api('GET', `/api/clientes/exportar?search=${encodeURIComponent('HYPERLINK')}`);
    const linha = res.body.split('\r\n')[1] ?? '';
    expect(linha.startsWith(`"'=HYPERLINK(""http://mal.example"";""Clique"")"`)).toBe(true);
  });

  it('ids de outra empresa: 404; listas não vazam', async () => {
    const outroDono = await criarPessoa(t);
    const outra = await criarEmpresa(t, outroDono);
    const alheio = await api('POST', '/api/clientes', { nome: 'Cliente Alheio' }, outroDono, outra);
    const uuid = (alheio.json() as { data: { uuid: string } }).data.uuid;
    expect((await api('PATCH', `/api/clientes/${uuid}`, { nome: 'Meu' })).statusCode).toBe(404);
    expect((await api('DELETE', `/api/clientes/${uuid}`)).statusCode).toBe(404);
    expect((await api('POST', `/api/clientes/${uuid}/restaurar`)).statusCode).toBe(404);
    const lista = (await api('GET', '/api/clientes?limit=200')).json() as { data: Array<{ uuid: string }> };
    expect(lista.data.map((c) => c.uuid)).not.toContain(uuid);
  });
});
