import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';
import { registrarGeracaoDiaria } from './ingestao.ts';

// The company's roll-ups are kept by database triggers: whatever writes the plants' days — the
// import's upsert, a bulk insert, an update, a delete, a plant removed — the daily sums
// (geracao_diaria_empresa) stay equal to summing its plants, and the 5-minute power curve
// (potencia_empresa) equal to summing each inverter's average per bucket over the raw readings.

let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let outra: { uuid: string };
const ids: Record<string, number> = {};

async function id(uuid: string) {
  const [r] = await t.database.query<{ id: number }>(sql`select id from usinas where uuid = ${uuid}`);
  return r?.id ?? 0;
}

/** The roll-up and the plain sum over the plants, per company and day, side by side. */
async function comparar() {
  const rollup = await t.database.query<{ empresa_id: number; data: string; kwh: number }>(sql`
    select empresa_id, data::text, round(energia_kwh::numeric, 6)::float8 as kwh
    from geracao_diaria_empresa where linhas > 0 order by 1, 2`);
  const soma = await t.database.query<{ empresa_id: number; data: string; kwh: number }>(sql`
    select u.empresa_id, g.data::text, round(sum(g.energia_kwh)::numeric, 6)::float8 as kwh
    from geracao_diaria g join usinas u on u.id = g.usina_id group by 1, 2 order by 1, 2`);
  return { rollup, soma };
}

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t, 'Dono');
  empresa = await criarEmpresa(t, dono);
  outra = await criarEmpresa(t, await criarPessoa(t, 'Vizinho'));
  for (const [nome, emp] of [
    ['a', empresa],
    ['b', empresa],
    ['c', outra],
  ] as const)
    ids[nome] = await id(await criarUsinaDireta(t, emp.uuid, `Usina ${nome}`));
});
afterAll(() => t.close());

describe('geração diária da empresa (roll-up)', () => {
  it('soma as usinas de cada empresa por dia, pelo upsert da importação, e não mistura empresas', async () => {
    await registrarGeracaoDiaria(t.ctx, ids.a ?? 0, [
      { data: '2026-03-01', energiaKwh: 10.5 },
      { data: '2026-03-02', energiaKwh: 12 },
    ]);
    await registrarGeracaoDiaria(t.ctx, ids.b ?? 0, [{ data: '2026-03-01', energiaKwh: 4.25 }]);
    await registrarGeracaoDiaria(t.ctx, ids.c ?? 0, [{ data: '2026-03-01', energiaKwh: 100 }]);
    const { rollup, soma } = await comparar();
    expect(rollup).toEqual(soma);
    expect(rollup.filter((r) => r.kwh === 14.75)).toHaveLength(1);
  });

  it('o mesmo dia de novo (upsert) troca o valor em vez de somar duas vezes; update e delete diretos também', async () => {
    await registrarGeracaoDiaria(t.ctx, ids.a ?? 0, [
      { data: '2026-03-01', energiaKwh: 11 },
      { data: '2026-03-03', energiaKwh: 9 },
    ]);
    await t.database.query(
      sql`update geracao_diaria set energia_kwh = energia_kwh * 2 where usina_id = ${ids.b}`,
    );
    await t.database.query(sql`delete from geracao_diaria where usina_id = ${ids.a} and data = '2026-03-02'`);
    const { rollup, soma } = await comparar();
    expect(rollup).toEqual(soma);
  });

  it('uma usina excluída pela API sai da soma da empresa; o dia sem nenhuma usina deixa de existir', async () => {
    const [u] = await t.database.query<{ uuid: string }>(sql`select uuid from usinas where id = ${ids.a}`);
    const r = await t.app.inject({
      method: 'DELETE',
      url: `/api/usinas/${u?.uuid}`,
      payload: { nome: 'Usina a' },
      headers: como(dono, empresa),
    });
    expect(r.statusCode, r.body).toBe(204);
    const { rollup, soma } = await comparar();
    expect(rollup).toEqual(soma);
    expect(rollup.map((d) => d.data)).not.toContain('2026-03-03');
  });

  it('uma carga em massa (como a do bench) entra na soma de uma vez', async () => {
    await t.database.query(sql`
      insert into geracao_diaria (usina_id, data, energia_kwh)
      select ${ids.b}, date '2025-01-01' + d, 1.5 from generate_series(0, 364) d`);
    const { rollup, soma } = await comparar();
    expect(rollup).toEqual(soma);
    expect(rollup.length).toBeGreaterThan(365);
  });
});

/** The 5-minute roll-up and the same curve computed from the raw readings, per company. */
async function compararCurva() {
  const rollup = await t.database.query<{ empresa_id: number; b: string; w: number }>(sql`
    select empresa_id, instante::text as b, round(potencia_w::numeric, 6)::float8 as w
    from potencia_empresa where leituras > 0 order by 1, 2`);
  const bruta = await t.database.query<{ empresa_id: number; b: string; w: number }>(sql`
    select i.empresa_id, x.b::text as b, round(sum(coalesce(x.w, 0))::numeric, 6)::float8 as w
    from (select inversor_id, date_bin('5 minutes', instante, timestamptz '2000-01-01 00:00:00+00') b, avg(potencia_w) w
          from leituras group by 1, 2) x join inversores i on i.id = x.inversor_id
    group by 1, 2 order by 1, 2`);
  return { rollup, bruta };
}

describe('curva de potência da empresa (roll-up de 5 minutos)', () => {
  const inv: Record<string, number> = {};
  const ler = (inversor: number, instante: string, w: number | null) =>
    t.database.query(sql`
      insert into leituras (inversor_id, instante, potencia_w, status)
      values (${inversor}, ${instante}::timestamptz, ${w}, 'online') on conflict do nothing`);

  beforeAll(async () => {
    for (const [nome, usina] of [
      ['b1', ids.b],
      ['b2', ids.b],
      ['c1', ids.c],
    ] as const) {
      const [r] = await t.database.query<{ id: number }>(sql`
        insert into inversores (empresa_id, usina_id, fabricante_id, serial, nome, status)
        select u.empresa_id, u.id, (select id from fabricantes where codigo = 'growatt'), ${nome}, ${nome}, 'online'
        from usinas u where u.id = ${usina} returning id`);
      inv[nome] = r?.id ?? 0;
    }
  });

  it('soma a média de cada inversor no intervalo; a leitura repetida não conta duas vezes', async () => {
    await t.database.query(sql`
      insert into leituras (inversor_id, instante, potencia_w, status) values
        (${inv.b1}, '2026-03-01T12:00:00Z', 1000, 'online'),
        (${inv.b2}, '2026-03-01T12:01:00Z', 500, 'online'),
        (${inv.c1}, '2026-03-01T12:00:00Z', 9000, 'online'),
        (${inv.b1}, '2026-03-01T12:05:00Z', 1200, 'online')`);
    await ler(inv.b1 ?? 0, '2026-03-01T12:00:00Z', 1000);
    const { rollup, bruta } = await compararCurva();
    expect(rollup).toEqual(bruta);
    expect(rollup.find((r) => r.w === 1500)).toBeTruthy();
  });

  it('duas leituras do mesmo inversor no mesmo intervalo: vale a média; sem potência conta zero', async () => {
    await ler(inv.b1 ?? 0, '2026-03-01T12:03:00Z', 2000);
    await ler(inv.b2 ?? 0, '2026-03-01T12:10:00Z', null);
    const { rollup, bruta } = await compararCurva();
    expect(rollup).toEqual(bruta);
    expect(rollup.find((r) => r.w === 2000)).toBeTruthy(); // b1 (1000+2000)/2 + b2 500
  });

  it('um inversor excluído sai da curva da empresa', async () => {
    await t.database.query(sql`delete from inversores where id = ${inv.b2}`);
    const { rollup, bruta } = await compararCurva();
    expect(rollup).toEqual(bruta);
  });
});
