import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// Values copied by hand from the LABREN files tilted_latitude_means_sedes-munic.csv and
// global_horizontal_means_sedes-munic.csv (Atlas 2017), rows "São Paulo" and "Petrolina".
const ATLAS = {
  saoPaulo: {
    inclinada: [4711, 5239, 4889, 4747, 4235, 4111, 4121, 5020, 4563, 4661, 4712, 5048],
    ghi: [5222, 5479, 4704, 4142, 3422, 3172, 3244, 4196, 4237, 4762, 5135, 5691],
  },
  petrolina: {
    inclinada: [6006, 5965, 6035, 5448, 5161, 4972, 5196, 5846, 6405, 6248, 6162, 5953],
    ghi: [6381, 6165, 6027, 5242, 4828, 4576, 4820, 5553, 6323, 6401, 6503, 6384],
  },
};
const DIAS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

let t: TestApp;
let p: Pessoa;
beforeAll(async () => {
  t = await createTestApp();
  p = await criarPessoa(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: como(p) });

describe('cidades', () => {
  it('todos os municípios do IBGE mais o distrito de Fernando de Noronha', async () => {
    const res = await get('/api/cidades?limit=1');
    expect((res.json() as { meta: { total: number } }).meta.total).toBe(5571);
    const noronha = (await get('/api/cidades?search=fernando%20de%20noronha')).json() as {
      data: Array<{ nome: string; codigo_ibge: number; estado: { sigla: string } }>;
    };
    expect(noronha.data).toEqual([
      expect.objectContaining({
        nome: 'Fernando de Noronha (Distrito Estadual)',
        codigo_ibge: 2605459,
        estado: expect.objectContaining({ sigla: 'PE' }),
      }),
    ]);
  });

  it('busca sem acento e sem diferenciar maiúsculas, com filtro por UF', async () => {
    const sp = (await get('/api/cidades?search=SAO%20PAULO&uf=sp')).json() as {
      data: Array<{ nome: string }>;
    };
    expect(sp.data.map((c) => c.nome)).toContain('São Paulo');
    const todas = (await get('/api/cidades?search=sao%20paulo&limit=100')).json() as {
      data: Array<{ estado: { sigla: string } }>;
    };
    expect(new Set(todas.data.map((c) => c.estado.sigla)).size).toBeGreaterThan(1);
    const uf = (await get('/api/cidades?uf=RR&limit=100')).json() as {
      meta: { total: number };
      data: Array<{ estado: { sigla: string } }>;
    };
    expect(uf.meta.total).toBe(15);
    expect(uf.data.every((c) => c.estado.sigla === 'RR')).toBe(true);
  });

  it('toda cidade tem irradiação, menos Fernando de Noronha, que não tem dado no Atlas', async () => {
    const sem = await t.database.query<{ codigo_ibge: number }>(
      sql`select c.codigo_ibge from cidades c left join irradiacoes_atlas i on i.cidade_id = c.id where i.cidade_id is null`,
    );
    expect(sem).toEqual([{ codigo_ibge: 2605459 }]);
  });

  it('estados', async () => {
    const res = (await get('/api/estados')).json() as { data: Array<{ sigla: string }> };
    expect(res.data).toHaveLength(27);
  });

  it('sem sessão: 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cidades' })).statusCode).toBe(401);
  });
});

describe('GET /api/irradiacao', () => {
  for (const [nome, codigo, esperado] of [
    ['São Paulo', 3550308, ATLAS.saoPaulo],
    ['Petrolina', 2611101, ATLAS.petrolina],
  ] as const) {
    it(`${nome}: valores mensais do Atlas, total anual e percentuais`, async () => {
      const res = await get(`/api/irradiacao?cidade=${codigo}`);
      expect(res.statusCode).toBe(200);
      const d = (res.json() as { data: Record<string, unknown> }).data as {
        cidade: { nome: string };
        fonte: { codigo: string };
        inclinada: { mensal: number[]; anual_kwh_m2: number; percentual: number[] };
        global_horizontal: { mensal: number[] };
      };
      expect(d.cidade.nome).toBe(nome);
      expect(d.fonte.codigo).toBe('atlas_2017');
      expect(d.inclinada.mensal).toEqual(esperado.inclinada);
      expect(d.global_horizontal.mensal).toEqual(esperado.ghi);
      const anual = esperado.inclinada.reduce((acc, v, i) => acc + (v * (DIAS[i] ?? 0)) / 1000, 0);
      expect(d.inclinada.anual_kwh_m2).toBeCloseTo(anual, 1);
      expect(d.inclinada.percentual[6]).toBeCloseTo(
        (((esperado.inclinada[6] ?? 0) * 31) / 1000 / anual) * 100,
        2,
      );
    });
  }

  it('cidade inexistente: 404; sem dados (Fernando de Noronha): 404 com a razão', async () => {
    expect((await get('/api/irradiacao?cidade=9999999')).statusCode).toBe(404);
    const noronha = await get('/api/irradiacao?cidade=2605459');
    expect(noronha.statusCode).toBe(404);
    expect(noronha.json()).toEqual({ message: 'Não há dados de irradiação para esta cidade' });
  });
});

describe('irradiação própria da empresa', () => {
  const PROPRIA = [6100, 6000, 5900, 5500, 5200, 5000, 5200, 5800, 6300, 6200, 6100, 6000];

  it('vale só para a empresa que registrou; apagar volta ao Atlas', async () => {
    const a = await criarEmpresa(t, p, { tipo: 'integrador' });
    const b = await criarEmpresa(t, p, { tipo: 'integrador' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/irradiacao/2611101',
      headers: como(p, a),
      payload: { mensal: PROPRIA },
    });
    expect(put.statusCode).toBe(200);
    type Resp = {
      data: {
        fonte: { codigo: string; nome: string };
        inclinada: { mensal: number[]; anual_kwh_m2: number };
        atlas: { inclinada: { mensal: number[] } } | null;
      };
    };
    const daA = (
      (
        await t.app.inject({ method: 'GET', url: '/api/irradiacao?cidade=2611101', headers: como(p, a) })
      ).json() as Resp
    ).data;
    expect(daA.fonte).toMatchObject({ codigo: 'propria', nome: 'Valores próprios da empresa' });
    expect(daA.inclinada.mensal).toEqual(PROPRIA);
    const anual = PROPRIA.reduce((acc, v, i) => acc + (v * (DIAS[i] ?? 0)) / 1000, 0);
    expect(daA.inclinada.anual_kwh_m2).toBeCloseTo(anual, 1);
    expect(daA.atlas?.inclinada.mensal).toEqual(ATLAS.petrolina.inclinada);

    for (const headers of [como(p, b), como(p)]) {
      const outra = (
        (await t.app.inject({ method: 'GET', url: '/api/irradiacao?cidade=2611101', headers })).json() as Resp
      ).data;
      expect(outra.fonte.codigo).toBe('atlas_2017');
      expect(outra.inclinada.mensal).toEqual(ATLAS.petrolina.inclinada);
    }

    const del = await t.app.inject({ method: 'DELETE', url: '/api/irradiacao/2611101', headers: como(p, a) });
    expect(del.statusCode).toBe(204);
    const depois = (
      (
        await t.app.inject({ method: 'GET', url: '/api/irradiacao?cidade=2611101', headers: como(p, a) })
      ).json() as Resp
    ).data;
    expect(depois.fonte.codigo).toBe('atlas_2017');
    const denovo = await t.app.inject({
      method: 'DELETE',
      url: '/api/irradiacao/2611101',
      headers: como(p, a),
    });
    expect(denovo.statusCode).toBe(404);
  });

  it('cidade sem Atlas (Fernando de Noronha) passa a ter dados com os valores próprios', async () => {
    const a = await criarEmpresa(t, p, { tipo: 'integrador' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/irradiacao/2605459',
      headers: como(p, a),
      payload: { mensal: PROPRIA },
    });
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/irradiacao?cidade=2605459',
      headers: como(p, a),
    });
    expect(r.statusCode).toBe(200);
    expect((r.json() as { data: { atlas: unknown; global_horizontal: unknown } }).data).toMatchObject({
      atlas: null,
      global_horizontal: null,
    });
  });

  it('valores inválidos: 422 com o mês; quem não tem cidade:edit recebe 403', async () => {
    const a = await criarEmpresa(t, p, { tipo: 'integrador' });
    const ruim = await t.app.inject({
      method: 'PUT',
      url: '/api/irradiacao/2611101',
      headers: como(p, a),
      payload: { mensal: [...PROPRIA.slice(0, 11), 0] },
    });
    expect(ruim.statusCode).toBe(422);
    expect(ruim.json()).toMatchObject({
      errors: [{ field: 'mensal.11', message: 'Informe um valor maior que zero' }],
    });
    const curta = await t.app.inject({
      method: 'PUT',
      url: '/api/irradiacao/2611101',
      headers: como(p, a),
      payload: { mensal: [5000] },
    });
    expect(curta.json()).toMatchObject({ errors: [{ field: 'mensal', message: 'Informe os 12 meses' }] });

    // Spec §6: cidade edit/delete only for integrador and sistema.
    const prestador = await criarEmpresa(t, p, { tipo: 'prestador' });
    const negado = await t.app.inject({
      method: 'PUT',
      url: '/api/irradiacao/2611101',
      headers: como(p, prestador),
      payload: { mensal: PROPRIA },
    });
    expect(negado.statusCode).toBe(403);
    const semEmpresa = await t.app.inject({
      method: 'PUT',
      url: '/api/irradiacao/2611101',
      headers: como(p),
      payload: { mensal: PROPRIA },
    });
    expect(semEmpresa.statusCode).toBe(403);
  });
});
