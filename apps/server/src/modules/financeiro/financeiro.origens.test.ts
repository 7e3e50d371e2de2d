import { ratearCusto } from '@irradia/shared/financeiro/calculos';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { contratoAssinado, distribuidorDeTeste, pedir } from '../../../test/pedidos-de-teste.ts';
import { PROPOSTA_COMPLETA } from '../../../test/propostas-de-teste.ts';
import { pagamentos as pagamentosT } from '../../db/schema/financeiro.ts';
import { pedidos } from '../../db/schema/pedidos.ts';

// The entries other modules' records make by themselves (issue 27, decision 040): a sale's
// instalments as receivables carrying their share of the cost, and a confirmed purchase order's
// payable for the buyer and receivable for the distribuidor.

// 12:00 in Brasília on 2026-11-28.
const agora = new Date('2026-11-28T15:00:00Z');
let t: TestApp;
let ana: Pessoa;
let integ: { uuid: string; nome: string };

type Metodo = 'GET' | 'POST' | 'PATCH' | 'PUT';
const api = (method: Metodo, url: string, payload?: unknown, quem = ana, emp: { uuid: string } = integ) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });

interface PagamentoApi {
  descricao: string;
  valor_rs: number;
  vencimento: string;
  origem: string;
  categoria: string | null;
  cliente: { nome: string } | null;
  pedido: { uuid: string; numero: number } | null;
}
interface Lista {
  data: PagamentoApi[];
}
const listar = async (q: string, quem = ana, emp: { uuid: string } = integ) => {
  const r = await api('GET', `/api/pagamentos?limit=200&${q}`, undefined, quem, emp);
  expect(r.statusCode).toBe(200);
  return r.json() as Lista;
};
beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar' });
});
afterAll(() => t.close());

describe('lançamentos de outros módulos', () => {
  it('uma venda registrada vira uma conta a receber por parcela, com a parte do custo do que foi vendido', async () => {
    const headers = como(ana, integ);
    const chamar = async (method: Metodo, url: string, payload: Record<string, unknown>, esperado = 200) => {
      const res = await t.app.inject({ method, url, headers, payload });
      if (res.statusCode !== esperado) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: Record<string, unknown> }).data;
    };
    const produto = async (corpo: Record<string, unknown>) =>
      String((await chamar('POST', '/api/produtos', corpo, 201)).uuid);
    const modulo = await produto({
      tipo: 'modulo',
      nome: 'Módulo 550',
      custo_rs: 600,
      especificacoes: { potencia_wp: 550 },
    });
    const inv = await produto({
      tipo: 'inversor',
      nome: 'Inversor 3,6 kW',
      custo_rs: 3900,
      especificacoes: { potencia_kw: 3.6 },
    });
    const estrutura = await produto({ tipo: 'estrutura', nome: 'Estrutura', custo_rs: 150 });
    const { modulo_wp: _w, inversores_kw: _k, custo_kit_rs: _c, ...semEquipamento } = PROPOSTA_COMPLETA;
    const { uuid } = await contratoAssinado(
      t,
      { dono: ana, empresa: integ },
      {
        ...semEquipamento,
        modulo_produto: modulo,
        inversores_produtos: [inv],
        componentes: [{ produto: estrutura, quantidade: 8 }],
      },
    );
    // The cost of what is sold: the cost the proposal's price was built on — its kit lines (saved
    // at cost) × quantity, plus the services' cost.
    const itens = (
      (await t.app.inject({ method: 'GET', url: `/api/pedidos/${uuid}/itens`, headers })).json() as {
        data: Array<{ total_rs: number }>;
      }
    ).data;
    const custo =
      Math.round(itens.reduce((s, i) => s + i.total_rs * 100, 0)) + PROPOSTA_COMPLETA.servicos_rs * 100;
    const proposta = (
      (await t.app.inject({ method: 'GET', url: `/api/pedidos/${uuid}/proposta`, headers })).json() as {
        data: { preco: { custo_rs: number } };
      }
    ).data;
    expect(Math.round(proposta.preco.custo_rs * 100)).toBe(custo);
    expect(custo).toBeGreaterThan(0);
    await chamar(
      'POST',
      `/api/pedidos/${uuid}/venda`,
      {
        forma: 'boleto',
        valor_rs: 20000.01,
        parcelas: [
          { vencimento: '2026-12-10', valor_rs: 10000 },
          { vencimento: '2027-01-10', valor_rs: 5000.01 },
          { vencimento: '2027-02-10', valor_rs: 5000 },
        ],
      },
      201,
    );
    const lista = await listar(`tipo=receber&pedido=${uuid}`);
    expect(lista.data.map((p) => [p.descricao, p.valor_rs, p.vencimento, p.origem, p.categoria])).toEqual([
      [
        expect.stringMatching(/^Venda nº \d+ — parcela 1\/3$/),
        10000,
        '2026-12-10',
        'venda',
        'Venda de sistemas',
      ],
      [expect.stringMatching(/parcela 2\/3$/), 5000.01, '2027-01-10', 'venda', 'Venda de sistemas'],
      [expect.stringMatching(/parcela 3\/3$/), 5000, '2027-02-10', 'venda', 'Venda de sistemas'],
    ]);
    expect(
      lista.data.every((p) => p.cliente?.nome === 'Cliente do Contrato' && p.pedido?.uuid === uuid),
    ).toBe(true);
    // Each instalment carries its share of the cost, in proportion, adding up to the cost.
    const [venda] = await t.ctx.db.select({ id: pedidos.id }).from(pedidos).where(eq(pedidos.uuid, uuid));
    const partes = (
      await t.ctx.db
        .select({ custo: pagamentosT.custoCentavos })
        .from(pagamentosT)
        .where(eq(pagamentosT.pedidoId, venda?.id ?? -1))
        .orderBy(asc(pagamentosT.parcela))
    ).map((r) => r.custo);
    expect(partes).toEqual(ratearCusto(custo, [1_000_000, 500_001, 500_000]));
    expect(partes.reduce((s, c) => s + c, 0)).toBe(custo);
  });

  it('um pedido de compra confirmado gera a conta a pagar do comprador e a receber do distribuidor', async () => {
    const d = await distribuidorDeTeste(t, 'Distribuidora Sol');
    const pedido = await pedir(t, ana, integ, d, 2);
    const confirmar = await t.app.inject({
      method: 'POST',
      url: `/api/pedidos/${pedido}/confirmar`,
      headers: como(d.dono, d.empresa),
      payload: {},
    });
    expect(confirmar.statusCode).toBe(200);
    const pagar = await listar(`tipo=pagar&pedido=${pedido}`);
    expect(pagar.data).toEqual([
      expect.objectContaining({
        valor_rs: 8400,
        vencimento: '2026-11-28',
        origem: 'compra',
        categoria: 'Compra de mercadorias',
        fornecedor: 'Distribuidora Sol',
        status: 'aberto',
      }),
    ]);
    const receber = await listar(`tipo=receber&pedido=${pedido}`, d.dono, d.empresa);
    expect(receber.data).toEqual([
      expect.objectContaining({
        valor_rs: 8400,
        origem: 'compra',
        cliente: null,
        descricao: expect.stringContaining('Ana Energia Solar'),
      }),
    ]);
    // Nothing for the other side's entries: each company sees its own.
    expect((await listar(`tipo=receber&pedido=${pedido}`)).data).toEqual([]);
  });
});
