import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { criarUsinaDireta, importarGeracao } from '../../../test/usinas-de-teste.ts';

// Issue 21: the plant's chart draws the expectation beside the real bars — kWp × the city's
// irradiation × days × performance ratio, the same figure as "Desempenho no mês" — per day of a
// month, per month of a year and per year, from the plant's beginning up to today, in its own zone.

/** The company's own irradiation for São Paulo (Wh/m²·day, January first): round, known numbers. */
const MENSAL = [5000, 4800, 4500, 4200, 4000, 3800, 3900, 4300, 4400, 4700, 4900, 5100];
const KWP = 10;

/** 12:00 of 15 March 2026 in Brasília; moved by the zone test. */
let agora = new Date('2026-03-15T15:00:00Z');
let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let usina: string;
let pr: number;

type Serie = {
  periodo: string;
  referencia: string | null;
  fuso_horario: string;
  pontos: Array<{ rotulo: string; energia_kwh: number }>;
  esperado: {
    pontos: Array<{ rotulo: string; energia_kwh: number }>;
    total_kwh: number;
    desempenho_pct: number | null;
  } | null;
};

const arred2 = (n: number) => Math.round(n * 100) / 100;
/** One day's expectation in a month (0 = January). */
const dia = (mes: number) => (KWP * (MENSAL[mes] ?? 0) * pr) / 1000;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: como(dono, empresa), ...(payload ? { payload } : {}) });

async function serie(periodo: string, referencia?: string, u = usina): Promise<Serie> {
  const r = await api(
    'GET',
    `/api/usinas/${u}/geracao?periodo=${periodo}${referencia ? `&referencia=${referencia}` : ''}`,
  );
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: Serie }).data;
}

const importar = (usina: string, dias: Array<[string, number]>) =>
  importarGeracao(t, dono, empresa, usina, dias);

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  pr = t.config.status.performanceRatio;
  dono = await criarPessoa(t, 'Dona Esperada');
  empresa = await criarEmpresa(t, dono, { tipo: 'integrador' });
  const sp = (await api('GET', '/api/cidades/3550308')).json() as { data: { uuid: string } };
  const propria = await api('PUT', '/api/irradiacao/3550308', { mensal: MENSAL });
  expect(propria.statusCode, propria.body).toBe(200);
  const criada = await api('POST', '/api/usinas', {
    nome: 'Telhado Esperado',
    cidade: sp.data.uuid,
    potencia_kwp: KWP,
    data_instalacao: '2025-06-10',
  });
  expect(criada.statusCode, criada.body).toBe(201);
  usina = (criada.json() as { data: { uuid: string } }).data.uuid;
  await importar(usina, [
    ['10/06/2025', 30],
    ['31/12/2025', 40],
    ['01/03/2026', 35],
    ['02/03/2026', 20],
    ['15/03/2026', 10],
  ]);
}, 60_000);
afterAll(() => t?.close());

describe('GET /api/usinas/:uuid/geracao com a geração esperada', () => {
  it('dias do mês: a esperada de cada dia até hoje, e o desempenho igual ao do mês na página da usina', async () => {
    const s = await serie('mensal', '2026-03');
    expect(s).toMatchObject({ periodo: 'mensal', referencia: '2026-03', fuso_horario: 'America/Sao_Paulo' });
    expect(s.pontos).toEqual([
      { rotulo: '2026-03-01', energia_kwh: 35 },
      { rotulo: '2026-03-02', energia_kwh: 20 },
      { rotulo: '2026-03-15', energia_kwh: 10 },
    ]);
    // Every day from the 1st to today (the 15th), also the days without data; none to come.
    expect(s.esperado?.pontos).toEqual(
      Array.from({ length: 15 }, (_, k) => ({
        rotulo: `2026-03-${String(k + 1).padStart(2, '0')}`,
        energia_kwh: arred2(dia(2)),
      })),
    );
    expect(s.esperado?.total_kwh).toBeCloseTo(15 * dia(2), 1);
    expect(s.esperado?.desempenho_pct).toBeCloseTo((65 / (15 * dia(2))) * 100, 1);

    const detalhe = (await api('GET', `/api/usinas/${usina}`)).json() as {
      data: { energia_mes_kwh: number; esperado_mes_kwh: number; desempenho_mes_pct: number };
    };
    expect(detalhe.data.energia_mes_kwh).toBe(65);
    expect(detalhe.data.esperado_mes_kwh).toBeCloseTo(s.esperado?.total_kwh ?? 0, 1);
    expect(detalhe.data.desempenho_mes_pct).toBe(s.esperado?.desempenho_pct);
  });

  it('o mês da instalação conta a partir do dia instalado; um mês por vir não tem esperada', async () => {
    const junho = await serie('mensal', '2025-06');
    expect(junho.esperado?.pontos.map((p) => p.rotulo)).toEqual(
      Array.from({ length: 21 }, (_, k) => `2025-06-${String(k + 10).padStart(2, '0')}`),
    );
    expect(junho.esperado?.desempenho_pct).toBeCloseTo((30 / (21 * dia(5))) * 100, 1);
    const maio = await serie('mensal', '2025-05');
    expect(maio.esperado).toEqual({ pontos: [], total_kwh: 0, desempenho_pct: null });
    const abril = await serie('mensal', '2026-04');
    expect(abril.esperado?.pontos).toEqual([]);
  });

  it('meses do ano: os meses inteiros até o anterior, o mês corrente até hoje', async () => {
    const s = await serie('anual', '2026');
    expect(s.pontos).toEqual([{ rotulo: '2026-03', energia_kwh: 65 }]);
    expect(s.esperado?.pontos).toEqual([
      { rotulo: '2026-01', energia_kwh: arred2(31 * dia(0)) },
      { rotulo: '2026-02', energia_kwh: arred2(28 * dia(1)) },
      { rotulo: '2026-03', energia_kwh: arred2(15 * dia(2)) },
    ]);
    const ano2025 = await serie('anual', '2025');
    expect(ano2025.esperado?.pontos.map((p) => p.rotulo)).toEqual([
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    expect(ano2025.esperado?.pontos[0]?.energia_kwh).toBe(arred2(21 * dia(5)));
    expect(ano2025.esperado?.pontos[6]?.energia_kwh).toBe(arred2(31 * dia(11)));
  });

  it('por ano: desde o ano da instalação, cada ano da instalação (ou 1º de janeiro) até hoje', async () => {
    const s = await serie('total');
    expect(s.pontos).toEqual([
      { rotulo: '2025', energia_kwh: 70 },
      { rotulo: '2026', energia_kwh: 65 },
    ]);
    const dias2025 = [21, 31, 31, 30, 31, 30, 31].reduce((a, n, k) => a + n * dia(k + 5), 0);
    const dias2026 = 31 * dia(0) + 28 * dia(1) + 15 * dia(2);
    expect(s.esperado?.pontos).toEqual([
      { rotulo: '2025', energia_kwh: arred2(dias2025) },
      { rotulo: '2026', energia_kwh: arred2(dias2026) },
    ]);
    expect(s.esperado?.desempenho_pct).toBeCloseTo((135 / (dias2025 + dias2026)) * 100, 1);
  });

  it('segue a irradiação que a empresa registrar para a cidade', async () => {
    const dobro = MENSAL.map((v) => v * 2);
    expect((await api('PUT', '/api/irradiacao/3550308', { mensal: dobro })).statusCode).toBe(200);
    const s = await serie('mensal', '2026-03');
    expect(s.esperado?.pontos[0]?.energia_kwh).toBe(arred2(2 * dia(2)));
    expect((await api('PUT', '/api/irradiacao/3550308', { mensal: MENSAL })).statusCode).toBe(200);
  });

  it('sem cidade: esperado null, a geração continua', async () => {
    const semCidade = await criarUsinaDireta(t, empresa.uuid, 'Sem Cidade');
    await importar(semCidade, [['14/03/2026', 12]]);
    const s = await serie('mensal', '2026-03', semCidade);
    expect(s.pontos).toEqual([{ rotulo: '2026-03-14', energia_kwh: 12 }]);
    expect(s.esperado).toBeNull();
    expect((await serie('diario', undefined, semCidade)).fuso_horario).toBe('America/Sao_Paulo');
  });

  it('no fuso da usina: às 00:30 de 1º de abril em Brasília, em Manaus ainda é 31 de março', async () => {
    const manaus = (await api('GET', '/api/cidades/1302603')).json() as {
      data: { uuid: string; fuso_horario: string };
    };
    // The IBGE/IANA data gives Manaus a UTC−4 zone (America/Porto_Velho), one hour behind Brasília.
    expect(['America/Manaus', 'America/Porto_Velho']).toContain(manaus.data.fuso_horario);
    const criada = await api('POST', '/api/usinas', {
      nome: 'Galpão em Manaus',
      cidade: manaus.data.uuid,
      potencia_kwp: KWP,
      data_instalacao: '2026-01-01',
    });
    const noNorte = (criada.json() as { data: { uuid: string } }).data.uuid;
    agora = new Date('2026-04-01T03:30:00Z');
    try {
      const norte = await serie('mensal', undefined, noNorte);
      expect(norte).toMatchObject({ referencia: '2026-03', fuso_horario: manaus.data.fuso_horario });
      expect(norte.esperado?.pontos).toHaveLength(31);
      const sul = await serie('mensal');
      expect(sul.referencia).toBe('2026-04');
      expect(sul.esperado?.pontos.map((p) => p.rotulo)).toEqual(['2026-04-01']);
    } finally {
      agora = new Date('2026-03-15T15:00:00Z');
    }
  });
});
