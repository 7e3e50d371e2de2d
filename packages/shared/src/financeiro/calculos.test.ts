import { describe, expect, it } from 'vitest';
import { dividirEmParcelas } from '../propostas/venda.schema.ts';
import { hojeEmBrasilia, mesSeguinte, ratearCusto, saldoCorrido, statusDoPagamento } from './calculos.ts';

describe('statusDoPagamento', () => {
  const hoje = '2026-03-10';
  it('cancelado vence pago, que vence vencido e aberto', () => {
    expect(statusDoPagamento({ cancelado: true, pagoEm: '2026-03-01', vencimento: '2026-01-01' }, hoje)).toBe(
      'cancelado',
    );
    expect(
      statusDoPagamento({ cancelado: false, pagoEm: '2026-03-01', vencimento: '2026-01-01' }, hoje),
    ).toBe('pago');
  });
  it('vencido só depois do dia do vencimento; no próprio dia ainda está em aberto', () => {
    expect(statusDoPagamento({ cancelado: false, pagoEm: null, vencimento: '2026-03-09' }, hoje)).toBe(
      'vencido',
    );
    expect(statusDoPagamento({ cancelado: false, pagoEm: null, vencimento: '2026-03-10' }, hoje)).toBe(
      'aberto',
    );
    expect(statusDoPagamento({ cancelado: false, pagoEm: null, vencimento: '2026-04-01' }, hoje)).toBe(
      'aberto',
    );
  });
  it('"hoje" é o dia de Brasília: 01h UTC ainda é a véspera', () => {
    expect(hojeEmBrasilia(new Date('2026-03-11T01:00:00Z'))).toBe('2026-03-10');
    expect(hojeEmBrasilia(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-11');
  });
});

describe('ratearCusto', () => {
  it('exemplo: custo de R$ 6.000,01 numa venda de R$ 10.000,00 em 3 parcelas (3.333,34 + 3.333,33 + 3.333,33)', () => {
    const parcelas = dividirEmParcelas(10_000, 3, '2026-01-31').map((p) => Math.round(p.valor_rs * 100));
    expect(parcelas).toEqual([333_334, 333_333, 333_333]);
    // 600001 × 333334 / 1000000 = 200000.67 → 200000; the others 200000.33 → 200000; 1 cent left
    // over goes to the first.
    const custos = ratearCusto(600_001, parcelas);
    expect(custos).toEqual([200_001, 200_000, 200_000]);
    expect(custos.reduce((s, c) => s + c, 0)).toBe(600_001);
  });
  it('parcelas desiguais: entrada de 50% leva metade do custo', () => {
    expect(ratearCusto(4_000_00, [5_000_00, 2_500_00, 2_500_00])).toEqual([2_000_00, 1_000_00, 1_000_00]);
  });
  it('sem custo, ou sem parcelas, nada a ratear', () => {
    expect(ratearCusto(0, [100, 200])).toEqual([0, 0]);
    expect(ratearCusto(500, [])).toEqual([]);
  });
  it('soma sempre o custo, mesmo com muitos centavos de sobra', () => {
    const valores = [1, 1, 1, 1, 1, 1, 1];
    const custos = ratearCusto(10, valores);
    expect(custos).toEqual([2, 2, 2, 1, 1, 1, 1]);
  });
});

describe('mesSeguinte', () => {
  it('mesmo dia no mês seguinte, virando o ano e parando no fim de mês curto', () => {
    expect(mesSeguinte('2026-03-10')).toBe('2026-04-10');
    expect(mesSeguinte('2026-12-05')).toBe('2027-01-05');
    expect(mesSeguinte('2026-01-31')).toBe('2026-02-28');
    expect(mesSeguinte('2028-01-31')).toBe('2028-02-29');
  });
});

describe('saldoCorrido', () => {
  it('exemplo: saldo anterior R$ 5.000,00; recebe R$ 10.000,00, paga R$ 2.500,00 e R$ 640,50', () => {
    expect(saldoCorrido(500_000, [1_000_000, -250_000, -64_050])).toEqual({
      saldos: [1_500_000, 1_250_000, 1_185_950],
      entradas: 1_000_000,
      saidas: 314_050,
      final: 1_185_950,
    });
  });
  it('sem movimentos, o saldo final é o anterior (mesmo negativo)', () => {
    expect(saldoCorrido(-12_345, [])).toEqual({ saldos: [], entradas: 0, saidas: 0, final: -12_345 });
  });
});
