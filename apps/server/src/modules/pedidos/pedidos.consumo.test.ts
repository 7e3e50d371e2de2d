import type { ConsumoDaUnidade } from '@irradia/shared/propostas/consumo.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, uuidDe } from '../../../test/respostas.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';

// Issue 25: the proposal's 12 months from the customer's invoices already in Irradia.

let t: TestApp;
let ana: Pessoa;
let integ: { uuid: string };
let cliente: string;
let cpfl: string;

type Metodo = 'GET' | 'POST';
const comoAna = (method: Metodo, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: como(ana, integ), ...(payload ? { payload } : {}) });

/** A plant of `clienteUuid` with one unit; the unit's uuid. */
async function unidadeDoCliente(clienteUuid: string | null, matricula: string, fornecimento = 'trifasico') {
  const usina = await criarUsinaDireta(t, integ.uuid, `Usina ${matricula}`);
  if (clienteUuid)
    await t.database.query(
      sql`update usinas set cliente_id = (select id from clientes where uuid = ${clienteUuid}) where uuid = ${usina}`,
    );
  const r = await comoAna('POST', '/api/unidades', {
    usina,
    concessionaria: cpfl,
    classe: 'residencial',
    fornecimento,
    gd: 'GD II',
    tipo: 'geradora',
    matricula,
  });
  expect(r.statusCode, r.body).toBe(201);
  return uuidDe(r);
}

async function fatura(unidade: string, mes: string, extra: Record<string, unknown> = {}) {
  const r = await comoAna('POST', '/api/faturas', {
    unidade,
    mes_referencia: mes,
    status: 'paga',
    consumo_kwh: 300 + Number(mes.slice(5, 7)),
    valor_total_rs: 200,
    tarifa_com_tributos_rs_kwh: 0.85,
    ...extra,
  });
  expect(r.statusCode, r.body).toBe(201);
}

const consumo = async (pedido: string) => {
  const r = await comoAna('GET', `/api/pedidos/${pedido}/proposta/consumo`);
  expect(r.statusCode, r.body).toBe(200);
  return dados<ConsumoDaUnidade[]>(r);
};

beforeAll(async () => {
  t = await createTestApp();
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar' });
  cliente = uuidDe(await comoAna('POST', '/api/clientes', { nome: 'Maria da Silva', pessoa_fisica: true }));
  const cs = dados<Array<{ uuid: string }>>(
    await comoAna('GET', '/api/concessionarias?search=CPFL Paulista'),
  );
  cpfl = cs[0]?.uuid ?? '';
});
afterAll(() => t.close());

describe('GET /api/pedidos/:uuid/proposta/consumo', () => {
  it('responde os 12 meses de referência mais recentes no mês do calendário; mês sem fatura ou sem leitura é null', async () => {
    const uc = await unidadeDoCliente(cliente, '12345678');
    // 14 months, Nov/2024 to Dec/2025, without Mar/2025; Jun/2025 read no consumption.
    for (const mes of ['2024-11', '2024-12'])
      await fatura(uc, mes, { consumo_kwh: 9999, tarifa_com_tributos_rs_kwh: 0.7 });
    for (let m = 1; m <= 12; m++) {
      const mes = `2025-${String(m).padStart(2, '0')}`;
      if (m === 3) continue;
      await fatura(
        uc,
        mes,
        m === 6 ? { consumo_kwh: null } : m === 12 ? { tarifa_com_tributos_rs_kwh: 0.92 } : {},
      );
    }
    // Another plant without a customer: not the customer's unit.
    await fatura(await unidadeDoCliente(null, '55555555'), '2025-12');

    const pedido = uuidDe(await comoAna('POST', '/api/pedidos', { tipo: 'venda', cliente }));
    const [unidade, ...outras] = await consumo(pedido);
    expect(outras).toEqual([]);
    expect(unidade).toMatchObject({
      uuid: uc,
      matricula: '12345678',
      fornecimento: 'trifasico',
      gd: 'GD II',
      ultimo_mes: '2025-12',
      meses_encontrados: 10,
      tarifa_rs_kwh: 0.92,
    });
    expect(unidade?.concessionaria).toMatch(/CPFL/);
    expect(unidade?.consumo_mensal_kwh).toEqual([
      301,
      302,
      null,
      304,
      305,
      null,
      307,
      308,
      309,
      310,
      311,
      312,
    ]);
  });

  it('a janela atravessa o ano: o mês de janeiro vem do ano seguinte ao de dezembro', async () => {
    const outro = uuidDe(await comoAna('POST', '/api/clientes', { nome: 'José Lima', pessoa_fisica: true }));
    const uc = await unidadeDoCliente(outro, '87654321', 'monofasico');
    for (const mes of ['2024-06', '2024-12', '2025-01', '2025-05']) await fatura(uc, mes);
    const pedido = uuidDe(await comoAna('POST', '/api/pedidos', { tipo: 'venda', cliente: outro }));
    const [unidade] = await consumo(pedido);
    // The window is Jun/2024..May/2025: Jun/2024 is in, nothing older is.
    expect(unidade?.consumo_mensal_kwh).toEqual([
      301,
      null,
      null,
      null,
      305,
      306,
      null,
      null,
      null,
      null,
      null,
      312,
    ]);
    expect(unidade?.meses_encontrados).toBe(4);
  });

  it('um lead (sem cliente) responde lista vazia', async () => {
    const pedido = uuidDe(
      await comoAna('POST', '/api/pedidos', {
        tipo: 'venda',
        lead: { nome: 'João Souza', telefone: '(11) 98888-7777' },
      }),
    );
    expect(await consumo(pedido)).toEqual([]);
  });

  it('o orçamento de outra empresa é 404', async () => {
    const pedido = uuidDe(await comoAna('POST', '/api/pedidos', { tipo: 'venda', cliente }));
    const bruno = await criarPessoa(t, 'Bruno');
    const outra = await criarEmpresa(t, bruno, { nome: 'Bruno Solar' });
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/${pedido}/proposta/consumo`,
      headers: como(bruno, outra),
    });
    expect(r.statusCode).toBe(404);
  });
});
