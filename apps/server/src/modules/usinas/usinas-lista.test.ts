import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { criarUsinaDireta, importarGeracao } from '../../../test/usinas-de-teste.ts';

// Issue 21: the plants list shows each plant's performance this month — its energy since the first
// of its own month against what it should have generated over the same days — the same figure as
// "Desempenho no mês" on the plant's page, for the whole page at once.

/** The company's own irradiation (Wh/m²·day, January first): round, known numbers. */
const MENSAL_SP = [5000, 4800, 4500, 4200, 4000, 3800, 3900, 4300, 4400, 4700, 4900, 5100];
const MENSAL_MANAUS = [4200, 4300, 4400, 4300, 4300, 4500, 4800, 5200, 5400, 5300, 4900, 4500];

/** 12:00 of 15 March 2026 in Brasília; moved by the zone test. */
let agora = new Date('2026-03-15T15:00:00Z');
let t: TestApp;
let dona: Pessoa;
let empresa: { uuid: string };
let pr: number;
const usinas: Record<'sp' | 'semCidade' | 'manaus', string> = { sp: '', semCidade: '', manaus: '' };

type Item = {
  uuid: string;
  nome: string;
  status: string;
  fuso_horario: string;
  desempenho_mes_pct: number | null;
};

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: como(dona, empresa), ...(payload ? { payload } : {}) });

/** One day's expectation of `kwp` in a month (0 = January) of `mensal`. */
const dia = (kwp: number, mensal: number[], mes: number) => (kwp * (mensal[mes] ?? 0) * pr) / 1000;

async function lista(): Promise<Record<string, Item>> {
  const r = await api('GET', '/api/usinas?limit=50');
  expect(r.statusCode, r.body).toBe(200);
  const itens = (r.json() as { data: Item[] }).data;
  return Object.fromEntries(itens.map((i) => [i.uuid, i]));
}

async function detalhe(uuid: string) {
  const r = await api('GET', `/api/usinas/${uuid}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { desempenho_mes_pct: number | null } }).data;
}

async function cidade(ibge: string, mensal: number[]) {
  const c = (await api('GET', `/api/cidades/${ibge}`)).json() as { data: { uuid: string } };
  const propria = await api('PUT', `/api/irradiacao/${ibge}`, { mensal });
  expect(propria.statusCode, propria.body).toBe(200);
  return c.data.uuid;
}

async function criar(nome: string, cidadeUuid: string, kwp: number, instalacao: string) {
  const r = await api('POST', '/api/usinas', {
    nome,
    cidade: cidadeUuid,
    potencia_kwp: kwp,
    data_instalacao: instalacao,
  });
  expect(r.statusCode, r.body).toBe(201);
  return (r.json() as { data: { uuid: string } }).data.uuid;
}

const importar = (usina: string, dias: Array<[string, number]>) =>
  importarGeracao(t, dona, empresa, usina, dias);

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  pr = t.config.status.performanceRatio;
  dona = await criarPessoa(t, 'Dona da Lista');
  empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
  usinas.sp = await criar('Telhado em São Paulo', await cidade('3550308', MENSAL_SP), 10, '2025-06-10');
  usinas.manaus = await criar('Galpão em Manaus', await cidade('1302603', MENSAL_MANAUS), 20, '2025-01-05');
  // A plant with no city (as an import leaves it until someone tells where it is).
  usinas.semCidade = await criarUsinaDireta(t, empresa.uuid, 'Sítio sem cidade');
  await importar(usinas.sp, [
    ['28/02/2026', 50],
    ['01/03/2026', 35],
    ['02/03/2026', 20],
    ['15/03/2026', 10],
  ]);
  await importar(usinas.manaus, [
    ['01/03/2026', 80],
    ['31/03/2026', 70],
  ]);
  await importar(usinas.semCidade, [['01/03/2026', 30]]);
}, 60_000);
afterAll(() => t?.close());

describe('GET /api/usinas: o desempenho do mês de cada usina', () => {
  it('a energia do mês até hoje contra a esperada nos mesmos dias, igual à da página da usina', async () => {
    const itens = await lista();
    const sp = itens[usinas.sp];
    expect(sp?.desempenho_mes_pct).toBeCloseTo((65 / (15 * dia(10, MENSAL_SP, 2))) * 100, 1);
    expect(sp?.desempenho_mes_pct).toBe((await detalhe(usinas.sp)).desempenho_mes_pct);
    const manaus = itens[usinas.manaus];
    expect(manaus?.desempenho_mes_pct).toBeCloseTo((80 / (15 * dia(20, MENSAL_MANAUS, 2))) * 100, 1);
    expect(manaus?.desempenho_mes_pct).toBe((await detalhe(usinas.manaus)).desempenho_mes_pct);
  });

  it('sem cidade (sem irradiação), não há desempenho a mostrar', async () => {
    const itens = await lista();
    expect(itens[usinas.semCidade]?.desempenho_mes_pct).toBeNull();
    expect((await detalhe(usinas.semCidade)).desempenho_mes_pct).toBeNull();
  });

  it('cada usina no mês do seu fuso: à 00:30 de 1º de abril em Brasília, Manaus ainda está em março', async () => {
    agora = new Date('2026-04-01T03:30:00Z');
    try {
      const itens = await lista();
      expect(itens[usinas.manaus]?.fuso_horario).not.toBe('America/Sao_Paulo');
      // Manaus: the whole of March, 150 kWh over 31 days.
      expect(itens[usinas.manaus]?.desempenho_mes_pct).toBeCloseTo(
        (150 / (31 * dia(20, MENSAL_MANAUS, 2))) * 100,
        1,
      );
      // São Paulo: April began and nothing was generated in it yet.
      expect(itens[usinas.sp]?.desempenho_mes_pct).toBeNull();
    } finally {
      agora = new Date('2026-03-15T15:00:00Z');
    }
  });
});

describe('GET /api/usinas: o mês lido do resumo de cada usina (issue 28)', () => {
  // The list reads each plant's month from a summary its days keep (migration 0044's triggers):
  // after every kind of write to the days, by the app or straight in the database, the list says
  // what the plant's page (which sums the days) says.
  const resumo = async (uuid: string) =>
    (
      await t.database.query<{ primeiro: string | null; ultimo: string | null; mes: number | null }>(
        sql`select geracao_primeiro_dia::text as primeiro, geracao_ultimo_dia::text as ultimo,
          geracao_mes_kwh as mes from usinas where uuid = ${uuid}`,
      )
    )[0];
  const igualAPagina = async (uuid: string, esperadoKwh: number) => {
    const item = (await lista())[uuid];
    expect(item?.desempenho_mes_pct).toBe((await detalhe(uuid)).desempenho_mes_pct);
    expect(item?.desempenho_mes_pct).toBeCloseTo((esperadoKwh / (15 * dia(10, MENSAL_SP, 2))) * 100, 1);
  };

  it('um dia reimportado, um dia novo, um dia apagado e a usina toda apagada', async () => {
    const sp = await criar('Telhado do resumo', await cidade('3550308', MENSAL_SP), 10, '2025-06-10');
    expect(await resumo(sp)).toEqual({ primeiro: null, ultimo: null, mes: null });
    expect((await lista())[sp]?.desempenho_mes_pct).toBeNull();
    await importar(sp, [
      ['27/02/2026', 40],
      ['01/03/2026', 30],
      ['02/03/2026', 20],
    ]);
    expect(await resumo(sp)).toEqual({ primeiro: '2026-02-27', ultimo: '2026-03-02', mes: 50 });
    await igualAPagina(sp, 50);
    // The same day again with another figure, and a new one.
    await importar(sp, [
      ['02/03/2026', 25],
      ['10/03/2026', 12],
    ]);
    expect(await resumo(sp)).toMatchObject({ ultimo: '2026-03-10', mes: 67 });
    await igualAPagina(sp, 67);
    // Straight in the database: a day deleted, then one updated in place.
    await t.database.query(
      sql`delete from geracao_diaria where data = '2026-03-10' and usina_id = (select id from usinas where uuid = ${sp})`,
    );
    expect(await resumo(sp)).toMatchObject({ ultimo: '2026-03-02', mes: 55 });
    await igualAPagina(sp, 55);
    await t.database.query(
      sql`update geracao_diaria set energia_kwh = 5 where data = '2026-02-27' and usina_id = (select id from usinas where uuid = ${sp})`,
    );
    expect(await resumo(sp)).toEqual({ primeiro: '2026-02-27', ultimo: '2026-03-02', mes: 55 });
    // Every day gone: nothing to show, as with a plant that never had any.
    await t.database.query(
      sql`delete from geracao_diaria where usina_id = (select id from usinas where uuid = ${sp})`,
    );
    expect(await resumo(sp)).toEqual({ primeiro: null, ultimo: null, mes: null });
    expect((await lista())[sp]?.desempenho_mes_pct).toBeNull();
    // A plant deleted with its days (the cascade runs the same triggers).
    await importar(sp, [['03/03/2026', 8]]);
    const apagar = await api('DELETE', `/api/usinas/${sp}`, { nome: 'Telhado do resumo' });
    expect(apagar.statusCode, apagar.body).toBe(204);
    expect((await lista())[sp]).toBeUndefined();
  });
});

describe('GET /api/usinas: total e contagem por situação em qualquer página e filtro', () => {
  type Meta = { total: number; status: Record<string, number>; potencia_kwp: number };
  const pedir = async (query: string) => {
    const r = await api('GET', `/api/usinas?${query}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { data: Item[]; meta: Meta };
  };
  const soma = (m: Meta) => Object.values(m.status).reduce((a, n) => a + n, 0);

  it('a página depois da última vem vazia e ainda diz o total e as situações', async () => {
    const todas = await pedir('limit=50');
    const alem = await pedir('limit=1&page=99');
    expect(alem.data).toEqual([]);
    expect(alem.meta.total).toBe(todas.meta.total);
    expect(alem.meta.status).toEqual(todas.meta.status);
    expect(soma(alem.meta)).toBe(todas.meta.total);
    expect(alem.meta.potencia_kwp).toBe(todas.meta.potencia_kwp);
  });

  it('o filtro de situação muda o total, não a contagem por situação; a busca muda as duas', async () => {
    const todas = await pedir('limit=50');
    const situacao = todas.data[0]?.status as string;
    const filtrada = await pedir(`limit=50&status=${situacao}`);
    expect(filtrada.meta.total).toBe(todas.meta.status[situacao]);
    expect(filtrada.meta.status).toEqual(todas.meta.status);
    const outra = Object.keys(todas.meta.status).find((s) => todas.meta.status[s] === 0);
    if (outra) {
      const vazia = await pedir(`limit=50&status=${outra}`);
      expect(vazia.data).toEqual([]);
      expect(vazia.meta.status).toEqual(todas.meta.status);
    }
    const busca = await pedir('limit=50&search=Manaus');
    expect(busca.data.map((u) => u.nome)).toEqual(['Galpão em Manaus']);
    expect(busca.meta.total).toBe(1);
    expect(soma(busca.meta)).toBe(1);
  });

  it('qualquer tamanho de página percorre a lista na mesma ordem, sem repetir nem pular', async () => {
    const todas = await pedir('limit=50');
    const nomes = todas.data.map((u) => u.nome);
    expect(nomes.length).toBeGreaterThan(2);
    // 10 is a size written into the statement; 2 stays a parameter.
    for (const limite of [2, 10]) {
      const vistas: string[] = [];
      for (let pagina = 1; vistas.length < nomes.length; pagina++) {
        const r = await pedir(`limit=${limite}&page=${pagina}`);
        expect(r.data.length).toBeGreaterThan(0);
        expect(r.data.length).toBeLessThanOrEqual(limite);
        expect(r.meta.total).toBe(todas.meta.total);
        vistas.push(...r.data.map((u) => u.nome));
      }
      expect(vistas).toEqual(nomes);
    }
    const porPotencia = await pedir('limit=2&order=-potencia');
    expect(porPotencia.data.length).toBe(2);
  });
});
