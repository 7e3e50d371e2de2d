import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarEmpresa, criarPessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';
import { type Leitura, registrarLeituras } from './ingestao.ts';

// The ingestion pipeline's guarantees (registrarLeituras, one statement per batch): a reading is
// stored once however often it comes, the inverter keeps its newest figures, the per-inverter
// daily roll-up follows the lifetime counter in the plant's own day, and the company's 5-minute
// curve (a trigger on the inserted rows) sees each reading once.

let t: TestApp;
const inv: number[] = [];

const leitura = (
  inversorId: number,
  instante: string,
  potenciaW: number | null,
  energiaTotalKwh: number | null,
): Leitura => ({
  inversorId,
  instante: new Date(instante),
  potenciaW,
  energiaHojeKwh: null,
  energiaTotalKwh,
  status: 'online',
});

async function contar() {
  const [r] = await t.database.query<{ n: number }>(sql`select count(*)::int as n from leituras`);
  return r?.n ?? 0;
}

async function inversor(id: number) {
  const [r] = await t.database.query<{ w: number | null; e: number | null; em: string | null }>(sql`
    select potencia_atual_w as w, energia_total_kwh as e,
      to_char(ultima_leitura_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as em
    from inversores where id = ${id}`);
  return r;
}

beforeAll(async () => {
  t = await createTestApp();
  const dono = await criarPessoa(t, 'Dono');
  const empresa = await criarEmpresa(t, dono);
  const usina = await criarUsinaDireta(t, empresa.uuid, 'Usina');
  for (const serial of ['A', 'B', 'C']) {
    const [r] = await t.database.query<{ id: number }>(sql`
      insert into inversores (empresa_id, usina_id, fabricante_id, serial, nome, status)
      select u.empresa_id, u.id, (select id from fabricantes where codigo = 'growatt'), ${serial}, ${serial}, 'online'
      from usinas u where u.uuid = ${usina} returning id`);
    inv.push(r?.id ?? 0);
  }
});
afterAll(() => t.close());

describe('registrarLeituras', () => {
  it('nada a gravar: devolve 0', async () => {
    expect(await registrarLeituras(t.ctx, [])).toBe(0);
  });

  it('grava cada leitura uma vez: repetir o poll não duplica nem soma de novo na curva da empresa', async () => {
    const [a = 0, b = 0] = inv;
    const poll = [
      leitura(a, '2026-03-10T12:00:00Z', 1000, 100),
      leitura(b, '2026-03-10T12:00:00Z', 500, 200),
      // The same reading twice in one batch: the first one listed counts.
      leitura(a, '2026-03-10T12:05:00Z', 1100, 101),
      leitura(a, '2026-03-10T12:05:00Z', 9999, 999),
    ];
    expect(await registrarLeituras(t.ctx, poll)).toBe(3);
    expect(await registrarLeituras(t.ctx, poll)).toBe(0);
    expect(await contar()).toBe(3);
    const [guardada] = await t.database.query<{ w: number }>(sql`
      select potencia_w as w from leituras where inversor_id = ${a} and instante = '2026-03-10T12:05:00Z'`);
    expect(guardada?.w).toBe(1100);
    expect(await inversor(a)).toEqual({ w: 1100, e: 101, em: '2026-03-10T12:05' });
    const curva = await t.database.query<{ b: string; w: number; n: number }>(sql`
      select to_char(instante at time zone 'UTC', 'HH24:MI') as b, potencia_w as w, leituras as n
      from potencia_empresa order by instante`);
    expect(curva).toEqual([
      { b: '12:00', w: 1500, n: 2 },
      { b: '12:05', w: 1100, n: 1 },
    ]);
  });

  it('o inversor fica com a leitura mais nova do lote; uma leitura mais antiga depois não volta atrás', async () => {
    const [, b = 0, c = 0] = inv;
    await registrarLeituras(t.ctx, [
      leitura(c, '2026-03-10T12:20:00Z', 3000, 30),
      leitura(c, '2026-03-10T12:10:00Z', 1000, 10),
      leitura(c, '2026-03-10T12:15:00Z', 2000, 20),
      leitura(b, '2026-03-10T12:10:00Z', null, null),
    ]);
    expect(await inversor(c)).toEqual({ w: 3000, e: 30, em: '2026-03-10T12:20' });
    // No power and no counter: still the newest reading.
    expect(await inversor(b)).toEqual({ w: null, e: null, em: '2026-03-10T12:10' });
    await registrarLeituras(t.ctx, [leitura(c, '2026-03-10T11:00:00Z', 50, 5)]);
    expect(await inversor(c)).toEqual({ w: 3000, e: 30, em: '2026-03-10T12:20' });
    await registrarLeituras(t.ctx, [leitura(c, '2026-03-10T12:25:00Z', 3500, 35)]);
    expect(await inversor(c)).toEqual({ w: 3500, e: 35, em: '2026-03-10T12:25' });
  });

  it('o total do dia por inversor segue o contador no dia da usina (fuso), entre chamadas; sem contador não conta', async () => {
    const [a = 0] = inv;
    // 01:30 UTC on the 21st is still the 20th in São Paulo.
    await registrarLeituras(t.ctx, [
      leitura(a, '2026-03-20T12:00:00Z', 1000, 500),
      leitura(a, '2026-03-21T01:30:00Z', 0, 530),
      leitura(a, '2026-03-21T12:00:00Z', 1000, 540),
      leitura(a, '2026-03-21T13:00:00Z', 1000, null),
    ]);
    await registrarLeituras(t.ctx, [leitura(a, '2026-03-20T10:00:00Z', 800, 495)]);
    const dias = await t.database.query<{ data: string; inicio: number; fim: number }>(sql`
      select data::text as data, total_inicio_kwh as inicio, total_fim_kwh as fim
      from geracao_diaria_inversor where inversor_id = ${a} and data >= '2026-03-20' order by data`);
    expect(dias).toEqual([
      { data: '2026-03-20', inicio: 495, fim: 530 },
      { data: '2026-03-21', inicio: 540, fim: 540 },
    ]);
  });

  it('uma lista maior que um comando (importações longas) entra inteira, e de novo não duplica', async () => {
    const [a = 0, b = 0, c = 0] = inv;
    const inicio = Date.parse('2026-04-01T00:00:00Z');
    const lista = Array.from({ length: 2500 }, (_, k) =>
      [a, b, c].map((id) => ({
        ...leitura(id, '2026-04-01T00:00:00Z', k, 1000 + k),
        instante: new Date(inicio + k * 60_000),
      })),
    ).flat();
    const antes = await contar();
    expect(await registrarLeituras(t.ctx, lista)).toBe(7500);
    expect(await registrarLeituras(t.ctx, lista)).toBe(0);
    expect(await contar()).toBe(antes + 7500);
    expect(await inversor(b)).toEqual({ w: 2499, e: 3499, em: '2026-04-02T17:39' });
  });
});
