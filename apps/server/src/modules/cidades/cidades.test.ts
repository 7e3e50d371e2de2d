import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// Spec §6: estado create/edit/delete, cidade:create and bairro create/edit/delete are sistema's;
// cidade edit/delete integrador's and sistema's (integrador only for its own irradiation).

let t: TestApp;
let dono: Pessoa;
let sistema: { uuid: string };
let integrador: { uuid: string };
let prestador: { uuid: string };
beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t, 'Sônia Sistema');
  sistema = await criarEmpresa(t, dono);
  await t.database.query(sql`update empresas set tipo = 'sistema' where uuid = ${sistema.uuid}`);
  integrador = await criarEmpresa(t, dono, { tipo: 'integrador' });
  prestador = await criarEmpresa(t, dono, { tipo: 'prestador' });
});
afterAll(() => t.close());

type Corpo = Record<string, unknown>;
const chamar = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  empresa?: { uuid: string },
  payload?: Corpo,
) => t.app.inject({ method, url, headers: como(dono, empresa), ...(payload ? { payload } : {}) });

async function cidade(ibge: number) {
  const r = await chamar('GET', `/api/cidades/${ibge}`);
  return (r.json() as { data: { uuid: string; nome: string } }).data;
}

describe('bairros', () => {
  it('um cliente salvo com um bairro novo cria o bairro da cidade, uma vez só', async () => {
    const campinas = await cidade(3509502);
    for (const bairro of ['Cambuí', 'cambui ', 'Taquaral']) {
      const r = await chamar('POST', '/api/clientes', integrador, {
        nome: `Cliente ${bairro}`,
        bairro,
        cidade: campinas.uuid,
      });
      expect(r.statusCode).toBe(201);
    }
    const lista = await chamar('GET', `/api/bairros?cidade=${campinas.uuid}`);
    expect(lista.statusCode).toBe(200);
    expect((lista.json() as { data: Array<{ nome: string }> }).data.map((b) => b.nome)).toEqual([
      'Cambuí',
      'Taquaral',
    ]);
    const busca = await chamar('GET', '/api/bairros?search=CAMBUI');
    expect((busca.json() as { data: Array<{ nome: string; cidade: { nome: string } }> }).data).toEqual([
      expect.objectContaining({ nome: 'Cambuí', cidade: expect.objectContaining({ nome: 'Campinas' }) }),
    ]);
  });

  it('só o sistema cria, edita e exclui bairros; nome repetido na cidade é recusado', async () => {
    const recife = await cidade(2611606);
    const negado = await chamar('POST', '/api/bairros', integrador, {
      nome: 'Boa Viagem',
      cidade: recife.uuid,
    });
    expect(negado.statusCode).toBe(403);

    const criado = await chamar('POST', '/api/bairros', sistema, { nome: 'Boa Viagem', cidade: recife.uuid });
    expect(criado.statusCode).toBe(201);
    const b = (criado.json() as { data: { uuid: string; nome: string } }).data;
    expect(b.nome).toBe('Boa Viagem');

    const repetido = await chamar('POST', '/api/bairros', sistema, {
      nome: 'boa viagem',
      cidade: recife.uuid,
    });
    expect(repetido.statusCode).toBe(422);
    expect(repetido.json()).toMatchObject({
      errors: [{ field: 'nome', rule: 'unique', message: 'Já existe um bairro com este nome nesta cidade' }],
    });

    const vazio = await chamar('POST', '/api/bairros', sistema, { nome: ' ', cidade: 'x' });
    expect(vazio.statusCode).toBe(422);
    expect((vazio.json() as { errors: Array<{ field: string; message: string }> }).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'nome', message: 'Informe o nome do bairro' }),
        expect.objectContaining({ field: 'cidade', message: 'Escolha a cidade' }),
      ]),
    );

    const editado = await chamar('PATCH', `/api/bairros/${b.uuid}`, sistema, {
      nome: 'Boa Viagem (Zona Sul)',
      cidade: recife.uuid,
    });
    expect(editado.statusCode).toBe(200);
    expect((editado.json() as { data: { nome: string } }).data.nome).toBe('Boa Viagem (Zona Sul)');
    expect((await chamar('DELETE', `/api/bairros/${b.uuid}`, integrador)).statusCode).toBe(403);
    expect((await chamar('DELETE', `/api/bairros/${b.uuid}`, sistema)).statusCode).toBe(204);
    expect((await chamar('DELETE', `/api/bairros/${b.uuid}`, sistema)).statusCode).toBe(404);
  });
});

describe('estados', () => {
  const novo = {
    nome: 'Estado de Teste',
    sigla: 'zz',
    regiao: 'Norte',
    codigo_ibge: 99,
    latitude: -3,
    longitude: -60,
  };

  it('só o sistema cadastra; sigla repetida recusada; não exclui estado com cidades', async () => {
    expect((await chamar('POST', '/api/estados', prestador, novo)).statusCode).toBe(403);
    const criado = await chamar('POST', '/api/estados', sistema, novo);
    expect(criado.statusCode).toBe(201);
    const e = (criado.json() as { data: { uuid: string; sigla: string } }).data;
    expect(e.sigla).toBe('ZZ');
    expect((await chamar('POST', '/api/estados', sistema, novo)).statusCode).toBe(422);
    const ruim = await chamar('POST', '/api/estados', sistema, { ...novo, sigla: 'Z1', regiao: 'Oeste' });
    expect((ruim.json() as { errors: Array<{ field: string }> }).errors.map((x) => x.field).sort()).toEqual([
      'regiao',
      'sigla',
    ]);

    const editado = await chamar('PATCH', `/api/estados/${e.uuid}`, sistema, {
      ...novo,
      nome: 'Estado Novo',
    });
    expect((editado.json() as { data: { nome: string } }).data.nome).toBe('Estado Novo');

    const estados = (await chamar('GET', '/api/estados')).json() as {
      data: Array<{ uuid: string; sigla: string }>;
    };
    const sp = estados.data.find((x) => x.sigla === 'SP');
    const emUso = await chamar('DELETE', `/api/estados/${sp?.uuid}`, sistema);
    expect(emUso.statusCode).toBe(409);
    expect((emUso.json() as { message: string }).message).toMatch(
      /^Não é possível excluir: o estado tem \d+ cidade/,
    );
    expect((await chamar('DELETE', `/api/estados/${e.uuid}`, sistema)).statusCode).toBe(204);
  });
});

describe('cidades', () => {
  const nova = {
    nome: 'Vila Ensolarada',
    estado: 'pe',
    codigo_ibge: 2699999,
    latitude: -8.5,
    longitude: -39.1,
  };

  it('o sistema cadastra, edita e exclui; a busca acha sem acentos; o integrador não altera a cidade', async () => {
    expect((await chamar('POST', '/api/cidades', integrador, nova)).statusCode).toBe(403);
    const criada = await chamar('POST', '/api/cidades', sistema, nova);
    expect(criada.statusCode).toBe(201);
    const c = (criada.json() as { data: { uuid: string; estado: { sigla: string } } }).data;
    expect(c.estado.sigla).toBe('PE');
    expect((await chamar('POST', '/api/cidades', sistema, nova)).json()).toMatchObject({
      errors: [
        { field: 'codigo_ibge', rule: 'unique', message: 'Já existe uma cidade com este código IBGE' },
      ],
    });

    const outraUf = await chamar('POST', '/api/cidades', sistema, {
      ...nova,
      codigo_ibge: 2699998,
      estado: 'XX',
    });
    expect(outraUf.json()).toMatchObject({ errors: [{ field: 'estado', message: 'Escolha o estado' }] });

    const editada = await chamar('PATCH', `/api/cidades/${c.uuid}`, sistema, {
      ...nova,
      nome: 'Vila Ensolarada do Sertão',
    });
    expect(editada.statusCode).toBe(200);
    const achada = (await chamar('GET', '/api/cidades?search=sertao&uf=PE')).json() as {
      data: Array<{ nome: string }>;
    };
    expect(achada.data.map((x) => x.nome)).toContain('Vila Ensolarada do Sertão');

    const integradorEdita = await chamar('PATCH', `/api/cidades/${c.uuid}`, integrador, nova);
    expect(integradorEdita.statusCode).toBe(403);
    expect((integradorEdita.json() as { message: string }).message).toMatch(/Irradiação solar/);

    expect((await chamar('DELETE', `/api/cidades/${c.uuid}`, integrador)).statusCode).toBe(403);
    expect((await chamar('DELETE', `/api/cidades/${c.uuid}`, prestador)).statusCode).toBe(403);
    expect((await chamar('DELETE', `/api/cidades/${c.uuid}`, sistema)).statusCode).toBe(204);
    expect((await chamar('GET', `/api/cidades/${c.uuid}`)).statusCode).toBe(404);
  });

  it('não exclui a cidade do endereço de um cliente', async () => {
    const petrolina = await cidade(2611101);
    await chamar('POST', '/api/clientes', integrador, {
      nome: 'Cliente de Petrolina',
      cidade: petrolina.uuid,
    });
    const r = await chamar('DELETE', `/api/cidades/${petrolina.uuid}`, sistema);
    expect(r.statusCode).toBe(409);
    expect((r.json() as { message: string }).message).toBe(
      'Não é possível excluir: a cidade está no endereço de 1 cliente(s)',
    );
  });

  it('sem empresa não se altera a geografia', async () => {
    const r = await chamar('POST', '/api/bairros', undefined, {
      nome: 'X',
      cidade: (await cidade(3550308)).uuid,
    });
    expect(r.statusCode).toBe(403);
  });
});
