import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';
import { registrarGeracaoDiaria } from './usinas.service.ts';

// The company's daily roll-up (geracao_diaria_empresa) is kept by database triggers: whatever
// writes the plants' days — the import's upsert, a bulk insert, an update, a delete, a plant
// removed — the company's sums stay equal to summing its plants.

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
