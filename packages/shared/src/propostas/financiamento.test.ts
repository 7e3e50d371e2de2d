import { describe, expect, it } from 'vitest';
import {
  centavos,
  financiar,
  opcoesDePagamento,
  parcelaPrice,
  parcelasSemJuros,
  precoAVista,
  precoDeVenda,
  tabelaPrice,
  taxaAnualDeMensal,
  taxaMensalDeAnual,
} from './financiamento.ts';

describe('centavos', () => {
  it('arredonda meio centavo para longe do zero, como no papel', () => {
    // 180.075 is 180.07499999999999 in binary; on paper it is 180.08.
    expect(centavos(180.075)).toBe(180.08);
    expect(centavos(1.005)).toBe(1.01);
    expect(centavos(-2.675)).toBe(-2.68);
    expect(centavos(17142.857142)).toBe(17142.86);
  });
});

describe('taxas equivalentes', () => {
  it('1 % ao mês = 12,6825 % ao ano, e de volta', () => {
    // 1.01^12 = 1.126825 → 12.6825 % a year.
    expect(taxaAnualDeMensal(0.01)).toBeCloseTo(0.126825, 6);
    // (1 + 0.126825)^(1/12) − 1 = 0.01.
    expect(taxaMensalDeAnual(0.126825)).toBeCloseTo(0.01, 8);
    // 21 % a year: 1.21^(1/12) = 1.016012 → 1.6012 % a month.
    expect(taxaMensalDeAnual(0.21)).toBeCloseTo(0.016012, 6);
  });
});

describe('preço de venda', () => {
  it('divisor: custo / (1 − margem − impostos), partes somando o preço', () => {
    // (15,000 + 5,000) / (1 − 0.15 − 0.05) = 20,000 / 0.8 = 25,000; taxes 0.05 × 25,000 = 1,250;
    // margin 25,000 − 20,000 − 1,250 = 3,750 (= 0.15 × 25,000).
    expect(precoDeVenda({ custo_kit_rs: 15000, servicos_rs: 5000, margem: 0.15, impostos: 0.05 })).toEqual({
      custo_rs: 20000,
      preco_rs: 25000,
      impostos_rs: 1250,
      margem_rs: 3750,
    });
    // 12,000 / 0.7 = 17,142.857 → 17,142.86; taxes 0.1 × 17,142.86 = 1,714.286 → 1,714.29;
    // margin 17,142.86 − 12,000 − 1,714.29 = 3,428.57.
    expect(precoDeVenda({ custo_kit_rs: 10000, servicos_rs: 2000, margem: 0.2, impostos: 0.1 })).toEqual({
      custo_rs: 12000,
      preco_rs: 17142.86,
      impostos_rs: 1714.29,
      margem_rs: 3428.57,
    });
  });

  it('margem + impostos de 100 % ou mais não tem preço', () => {
    expect(() => precoDeVenda({ custo_kit_rs: 1, servicos_rs: 0, margem: 0.7, impostos: 0.3 })).toThrow(
      RangeError,
    );
  });
});

describe('pagamento', () => {
  it('à vista com desconto', () => {
    // 25,000 × (1 − 0.05) = 23,750.
    expect(precoAVista(25000, 0.05)).toBe(23750);
    expect(precoAVista(25000)).toBe(25000);
  });

  it('parcelas sem juros somam o valor, centavos que sobram na primeira', () => {
    // 1,000 / 3 = 333.33 × 3 = 999.99 → the first takes the extra cent: 333.34.
    expect(parcelasSemJuros(1000, 3)).toEqual([333.34, 333.33, 333.33]);
    // 25,000 / 10 = 2,500 each.
    expect(parcelasSemJuros(25000, 10)).toEqual(Array(10).fill(2500));
    expect(() => parcelasSemJuros(1000, 0)).toThrow(RangeError);
  });

  it('parcela Price: PV × i / (1 − (1 + i)^−n)', () => {
    // 1,000 at 10 % in 2: 100 / (1 − 1/1.21) = 100 / 0.173554 = 576.19.
    expect(parcelaPrice(1000, 0.1, 2)).toBe(576.19);
    // 10,000 at 1 % in 12: 100 / (1 − 1.01^−12) = 100 / 0.112551 = 888.4879 → 888.49.
    expect(parcelaPrice(10000, 0.01, 12)).toBe(888.49);
    // zero rate: 1,200 / 12 = 100.
    expect(parcelaPrice(1200, 0, 12)).toBe(100);
  });

  it('tabela Price de 2 meses a 10 %, linha a linha', () => {
    // 1: interest 1,000 × 0.1 = 100; amortisation 576.19 − 100 = 476.19; balance 523.81.
    // 2: interest 523.81 × 0.1 = 52.381 → 52.38; pays the balance 523.81 + 52.38 = 576.19.
    expect(tabelaPrice(1000, 0.1, 2)).toEqual([
      { numero: 1, parcela_rs: 576.19, juros_rs: 100, amortizacao_rs: 476.19, saldo_rs: 523.81 },
      { numero: 2, parcela_rs: 576.19, juros_rs: 52.38, amortizacao_rs: 523.81, saldo_rs: 0 },
    ]);
  });

  it('tabela Price de 12 meses a 1 %: a última parcela fecha o saldo', () => {
    const t = tabelaPrice(10000, 0.01, 12);
    // 1: interest 100.00, amortisation 888.49 − 100 = 788.49, balance 9,211.51.
    expect(t[0]).toEqual({
      numero: 1,
      parcela_rs: 888.49,
      juros_rs: 100,
      amortizacao_rs: 788.49,
      saldo_rs: 9211.51,
    });
    // 2: interest 9,211.51 × 0.01 = 92.1151 → 92.12; amortisation 796.37; balance 8,415.14.
    expect(t[1]).toEqual({
      numero: 2,
      parcela_rs: 888.49,
      juros_rs: 92.12,
      amortizacao_rs: 796.37,
      saldo_rs: 8415.14,
    });
    // 12: balance left 879.67, interest 8.7967 → 8.80; instalment 879.67 + 8.80 = 888.47 (2 cents of
    // rounding given back).
    expect(t[11]).toEqual({
      numero: 12,
      parcela_rs: 888.47,
      juros_rs: 8.8,
      amortizacao_rs: 879.67,
      saldo_rs: 0,
    });
    expect(centavos(t.reduce((s, l) => s + l.amortizacao_rs, 0))).toBe(10000);
  });

  it('financiamento com entrada: total pago e juros', () => {
    // 1,500 with 500 down: 1,000 financed at 10 % in 2 → 2 × 576.19 = 1,152.38; total 1,652.38;
    // interest 100 + 52.38 = 152.38.
    const f = financiar(1500, 500, 0.1, 2);
    expect(f).toMatchObject({
      entrada_rs: 500,
      financiado_rs: 1000,
      parcela_rs: 576.19,
      total_pago_rs: 1652.38,
      juros_rs: 152.38,
    });
    expect(f.tabela).toHaveLength(2);
    expect(() => financiar(1000, 1000, 0.01, 12)).toThrow(RangeError);
  });
});

describe('formas de pagamento da proposta', () => {
  it('à vista com desconto, parcelado sem juros e um financiamento Price por prazo', () => {
    const o = opcoesDePagamento(11000, {
      parcelas_max: 12,
      taxa_financiamento_mensal: 0.01,
      prazos_financiamento_meses: [12, 2, 12],
      entrada_rs: 1000,
      desconto_a_vista: 0.05,
    });
    // Cash: 11,000 × 0.95 = 10,450.
    expect(o.a_vista_rs).toBe(10450);
    // 11,000 / 12 = 916.666… → 916.66 × 12 = 10,999.92; the first takes the 8 cents left: 916.74.
    expect(o.parcelado).toEqual({ parcelas: 12, valor_parcela_rs: 916.66, primeira_parcela_rs: 916.74 });
    // Terms sorted, each once. 10,000 financed (11,000 − 1,000 down):
    // 2 months: 100 / (1 − 1.01^−2) = 100 / 0.019704 = 5,075.12; month 1 interest 100, balance
    // 10,000 − 4,975.12 = 5,024.88; month 2 interest 50.2488 → 50.25, pays 5,024.88 + 50.25 = 5,075.13;
    // total 1,000 + 5,075.12 + 5,075.13 = 11,150.25.
    // 12 months: 888.49 (the table above, last one 888.47): 1,000 + 11 × 888.49 + 888.47 = 11,661.86.
    expect(o.financiamentos).toEqual([
      { prazo_meses: 2, taxa_mensal: 0.01, entrada_rs: 1000, parcela_rs: 5075.12, total_rs: 11150.25 },
      { prazo_meses: 12, taxa_mensal: 0.01, entrada_rs: 1000, parcela_rs: 888.49, total_rs: 11661.86 },
    ]);
  });

  it('sem condições: só o preço à vista; taxa zero divide o valor; entrada do tamanho do preço não financia', () => {
    expect(opcoesDePagamento(20000, null)).toEqual({
      a_vista_rs: 20000,
      parcelado: null,
      financiamentos: [],
    });
    const semJuros = opcoesDePagamento(12000, {
      parcelas_max: 1,
      taxa_financiamento_mensal: 0,
      prazos_financiamento_meses: [24],
      entrada_rs: null,
      desconto_a_vista: null,
    });
    // 1 instalment = the price; 12,000 / 24 = 500 a month, total 12,000.
    expect(semJuros.parcelado).toEqual({ parcelas: 1, valor_parcela_rs: 12000, primeira_parcela_rs: 12000 });
    expect(semJuros.financiamentos).toEqual([
      { prazo_meses: 24, taxa_mensal: 0, entrada_rs: 0, parcela_rs: 500, total_rs: 12000 },
    ]);
    const tudoDeEntrada = opcoesDePagamento(12000, {
      parcelas_max: null,
      taxa_financiamento_mensal: 0.0149,
      prazos_financiamento_meses: [60],
      entrada_rs: 12000,
      desconto_a_vista: null,
    });
    expect(tudoDeEntrada.financiamentos).toEqual([]);
  });
});
