import { describe, expect, it } from 'vitest';
import { fluxoProjetado, resultadoDoMes, sugerirConciliacao, totalDosMeses } from './demonstrativo.ts';

// Worked examples written out by hand (decision 040: the result is on a cash basis).

describe('resultado do mês (regime de caixa)', () => {
  it('R$ 10.000 recebidos com custo de R$ 6.000, aluguel e tarifas pagos; a compra de mercadorias não entra', () => {
    // Receipts: two instalments of a sale, R$ 4.000 + R$ 6.000, with cost shares R$ 2.400 + R$ 3.600.
    // Expenses: rent R$ 1.500, fees R$ 200 + R$ 100; goods bought for R$ 5.000 (stock, not expense).
    // Margin = 10.000 − 6.000 = 4.000 (40 %); result = 4.000 − 1.800 = 2.200.
    const r = resultadoDoMes(
      '2026-11',
      [
        { valorCentavos: 400_000, valorPagoCentavos: null, custoCentavos: 240_000 },
        { valorCentavos: 600_000, valorPagoCentavos: 600_000, custoCentavos: 360_000 },
      ],
      [
        { valorPagoCentavos: 150_000, categoria: 'Aluguel' },
        { valorPagoCentavos: 20_000, categoria: 'Tarifas bancárias' },
        { valorPagoCentavos: 10_000, categoria: 'Tarifas bancárias' },
        { valorPagoCentavos: 500_000, categoria: 'Compra de mercadorias' },
      ],
    );
    expect(r).toEqual({
      mes: '2026-11',
      receita_rs: 10_000,
      custo_rs: 6_000,
      margem_bruta_rs: 4_000,
      margem_bruta_pct: 40,
      despesas_rs: 1_800,
      despesas_por_categoria: [
        { categoria: 'Aluguel', valor_rs: 1_500 },
        { categoria: 'Tarifas bancárias', valor_rs: 300 },
      ],
      resultado_rs: 2_200,
    });
  });

  it('recebido com desconto: o custo acompanha a parte recebida', () => {
    // An instalment of R$ 1.000 with R$ 600 of cost, received with 10 % off: R$ 900, cost R$ 540.
    const r = resultadoDoMes(
      '2026-12',
      [{ valorCentavos: 100_000, valorPagoCentavos: 90_000, custoCentavos: 60_000 }],
      [{ valorPagoCentavos: 12_345, categoria: null }],
    );
    expect(r).toMatchObject({
      receita_rs: 900,
      custo_rs: 540,
      margem_bruta_rs: 360,
      margem_bruta_pct: 40,
      despesas_por_categoria: [{ categoria: 'Sem categoria', valor_rs: 123.45 }],
      resultado_rs: 236.55,
    });
  });

  it('mês sem receita: margem percentual nula e resultado negativo das despesas', () => {
    const r = resultadoDoMes('2027-01', [], [{ valorPagoCentavos: 50_000, categoria: 'Impostos' }]);
    expect(r).toMatchObject({ receita_rs: 0, margem_bruta_pct: null, resultado_rs: -500 });
  });

  it('o total soma os meses e recalcula a margem sobre o total', () => {
    const nov = resultadoDoMes(
      '2026-11',
      [{ valorCentavos: 1_000_000, valorPagoCentavos: null, custoCentavos: 600_000 }],
      [{ valorPagoCentavos: 150_000, categoria: 'Aluguel' }],
    );
    const dez = resultadoDoMes(
      '2026-12',
      [{ valorCentavos: 500_000, valorPagoCentavos: null, custoCentavos: 200_000 }],
      [
        { valorPagoCentavos: 150_000, categoria: 'Aluguel' },
        { valorPagoCentavos: 80_000, categoria: 'Impostos' },
      ],
    );
    // Revenue 15.000, cost 8.000, margin 7.000 (46,7 %), expenses 3.800, result 3.200.
    expect(totalDosMeses([nov, dez])).toEqual({
      receita_rs: 15_000,
      custo_rs: 8_000,
      margem_bruta_rs: 7_000,
      margem_bruta_pct: 46.7,
      despesas_rs: 3_800,
      despesas_por_categoria: [
        { categoria: 'Aluguel', valor_rs: 3_000 },
        { categoria: 'Impostos', valor_rs: 800 },
      ],
      resultado_rs: 3_200,
    });
  });
});

describe('fluxo de caixa projetado', () => {
  it('parte do saldo de hoje; o mês atual leva os vencidos; seis meses; o que vence depois fica de fora', () => {
    // Today 2026-11-28, balance R$ 2.000. Overdue receivable from October R$ 500 and payable R$ 300
    // count in November; December: receive R$ 3.000, pay R$ 1.000; April: pay R$ 4.500.
    // Balances: Nov 2.000 + 500 − 300 = 2.200; Dec 4.200; Jan–Mar 4.200; Apr −300. May and June 2027
    // are past the six months.
    const f = fluxoProjetado('2026-11-28', 200_000, [
      { tipo: 'receber', valorCentavos: 50_000, vencimento: '2026-10-15' },
      { tipo: 'pagar', valorCentavos: 30_000, vencimento: '2026-11-30' },
      { tipo: 'receber', valorCentavos: 300_000, vencimento: '2026-12-10' },
      { tipo: 'pagar', valorCentavos: 100_000, vencimento: '2026-12-20' },
      { tipo: 'pagar', valorCentavos: 450_000, vencimento: '2027-04-05' },
      { tipo: 'receber', valorCentavos: 999_999, vencimento: '2027-05-01' },
      { tipo: 'receber', valorCentavos: 777_700, vencimento: '2027-06-01' },
    ]);
    expect(f).toEqual([
      { mes: '2026-11', entradas_rs: 500, saidas_rs: 300, saldo_rs: 2_200 },
      { mes: '2026-12', entradas_rs: 3_000, saidas_rs: 1_000, saldo_rs: 4_200 },
      { mes: '2027-01', entradas_rs: 0, saidas_rs: 0, saldo_rs: 4_200 },
      { mes: '2027-02', entradas_rs: 0, saidas_rs: 0, saldo_rs: 4_200 },
      { mes: '2027-03', entradas_rs: 0, saidas_rs: 0, saldo_rs: 4_200 },
      { mes: '2027-04', entradas_rs: 0, saidas_rs: 4_500, saldo_rs: -300 },
    ]);
  });
});

describe('sugestões de conciliação', () => {
  const abertos = [
    { uuid: 'a', tipo: 'pagar' as const, valorCentavos: 15_000, vencimento: '2026-11-08' },
    { uuid: 'b', tipo: 'pagar' as const, valorCentavos: 15_000, vencimento: '2026-11-12' },
    { uuid: 'c', tipo: 'pagar' as const, valorCentavos: 15_000, vencimento: '2026-11-21' },
    { uuid: 'd', tipo: 'pagar' as const, valorCentavos: 15_001, vencimento: '2026-11-10' },
    { uuid: 'e', tipo: 'receber' as const, valorCentavos: 15_000, vencimento: '2026-11-10' },
    { uuid: 'f', tipo: 'pagar' as const, valorCentavos: 15_000, vencimento: '2026-10-31' },
  ];

  it('débito: só a pagar, mesmo valor ao centavo, até 10 dias; mais perto primeiro (empate: o anterior)', () => {
    const s = sugerirConciliacao({ data: '2026-11-10', valorCentavos: -15_000 }, abertos);
    expect(s.map((x) => [x.uuid, x.dias])).toEqual([
      ['a', -2],
      ['b', 2],
      ['f', -10],
    ]);
  });

  it('crédito: só a receber; no máximo cinco', () => {
    expect(
      sugerirConciliacao({ data: '2026-11-10', valorCentavos: 15_000 }, abertos).map((x) => x.uuid),
    ).toEqual(['e']);
    const muitos = Array.from({ length: 8 }, (_, i) => ({
      tipo: 'receber' as const,
      valorCentavos: 100,
      vencimento: `2026-11-${String(10 + i).padStart(2, '0')}`,
    }));
    expect(sugerirConciliacao({ data: '2026-11-10', valorCentavos: 100 }, muitos).map((x) => x.dias)).toEqual(
      [0, 1, 2, 3, 4],
    );
  });
});
