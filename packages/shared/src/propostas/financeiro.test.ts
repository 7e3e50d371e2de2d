import { describe, expect, it } from 'vitest';
import { dimensionar } from './dimensionamento.ts';
import {
  beneficiosAmbientais,
  type EntradaProjecao,
  lcoe,
  payback,
  projetar,
  tir,
  vpl,
} from './financeiro.ts';

const doze = (v: number) => Array<number>(12).fill(v);
const soma = (v: readonly number[]) => v.reduce((s, x) => s + x, 0);

describe('indicadores de um fluxo de caixa', () => {
  it('VPL: Σ fluxo_t / (1 + i)^t', () => {
    // −200 + 110 / 1.1 + 121 / 1.21 = −200 + 100 + 100 = 0.
    expect(vpl([-200, 110, 121], 0.1)).toBeCloseTo(0, 9);
    // at 0 %: −200 + 110 + 121 = 31.
    expect(vpl([-200, 110, 121], 0)).toBe(31);
  });

  it('TIR por bisseção: a taxa que zera o VPL, ou null sem troca de sinal', () => {
    // −200 + 110 / 1.1 + 121 / 1.21 = 0 → 10 %.
    expect(tir([-200, 110, 121])).toBeCloseTo(0.1, 9);
    // −100 + 121 / (1 + r)² = 0 → (1 + r)² = 1.21 → 10 %.
    expect(tir([-100, 0, 121])).toBeCloseTo(0.1, 9);
    // −100 + 50 + 50 = 0 → 0 %.
    expect(tir([-100, 50, 50])).toBeCloseTo(0, 9);
    // −100 + 40 + 40 never pays back, yet its NPV changes sign below zero: with x = 1 / (1 + r),
    // 40x + 40x² = 100 → x = (−1 + √11) / 2 = 1.15831 → r = 1 / 1.15831 − 1 = −13.67 %.
    expect(tir([-100, 40, 40])).toBeCloseTo(-0.13668, 4);
    // all flows positive or all negative: no rate.
    expect(tir([100, 50, 50])).toBeNull();
    expect(tir([-100, -50])).toBeNull();
    // two sign changes: −100 + 230 x − 132 x² with x = 1/(1 + r) has roots 1 + r = 1.1 and 1.2;
    // the lower rate is returned.
    expect(tir([-100, 230, -132])).toBeCloseTo(0.1, 9);
  });

  it('payback simples e descontado, interpolado dentro do período', () => {
    // cumulative −1,000, −700, −400, −100, +200 → crosses in period 4: 3 + 100 / 300 = 3.3333.
    expect(payback([-1000, 300, 300, 300, 300])).toBeCloseTo(3.3333, 4);
    // −200, then 110 → −90, then 121 → +31: 1 + 90 / 121 = 1.7438.
    expect(payback([-200, 110, 121])).toBeCloseTo(1.7438, 4);
    // at 10 %: 110 / 1.1 = 100 and 121 / 1.21 = 100 → −100, then 0 at the end of period 2: 2.
    expect(payback([-200, 110, 121], 0.1)).toBeCloseTo(2, 9);
    // −100 + 40 + 40 never reaches 0.
    expect(payback([-100, 40, 40])).toBeNull();
  });

  it('LCOE = VP(custos) / VP(energia)', () => {
    // energy 110 and 121 kWh at 10 %: 110 / 1.1 + 121 / 1.21 = 200 kWh today; 1,000 / 200 = R$ 5/kWh.
    expect(lcoe(1000, [110, 121], [0, 0], 0.1)).toBeCloseTo(5, 9);
    // with R$ 11 and 12.10 of O&M: PV 10 + 10 = 20 → 1,020 / 200 = 5.10.
    expect(lcoe(1000, [110, 121], [11, 12.1], 0.1)).toBeCloseTo(5.1, 9);
    expect(lcoe(1000, [0, 0], [0, 0], 0.1)).toBeNull();
  });

  it('CO2 evitado e árvores com os fatores do chamador', () => {
    // 1,000 kWh × 0.0385 kg/kWh = 38.5 kg; 38.5 / 60 kg per tree = 0.64 → 1 tree.
    expect(beneficiosAmbientais(1000, 0.0385, 60)).toEqual({ co2_kg: 38.5, arvores: 1 });
    // 100,000 × 0.0385 = 3,850 kg; 3,850 / 60 = 64.2 → 64.
    expect(beneficiosAmbientais(100_000, 0.0385, 60).arvores).toBe(64);
  });
});

/** Round figures: R$ 1/kWh, Fio B R$ 0.30/kWh, 500 kWh of consumption, bifásico (50 kWh). */
const REDONDO: EntradaProjecao = {
  consumo_mensal_kwh: doze(500),
  geracao_mensal_kwh: doze(450),
  fornecimento: 'bifasico',
  modalidade: 'GD II',
  inicio: '2026-01',
  tarifa_rs_kwh: 1,
  fio_b_rs_kwh: 0.3,
  reajuste_anual: 0.1,
  degradacao_anual: 0.01,
  investimento_rs: 4428,
  taxa_desconto_anual: 0,
  anos: 2,
};

describe('projeção mês a mês (Lei 14.300)', () => {
  it('GD II em números redondos: Fio B do ano, mínimo, reajuste e degradação', () => {
    const p = projetar(REDONDO);
    expect(p.meses).toHaveLength(24);
    // 2026-01 (Fio B 60 %): 450 kWh injected, all compensated (500 − 50 = 450 compensable).
    // without: 500 × 1 = 500; with: 50 × 1 + 450 × 0.30 × 0.60 = 50 + 81 = 131; savings 369.
    expect(p.meses[0]).toMatchObject({
      mes: '2026-01',
      ano: 1,
      injetada_kwh: 450,
      compensada_kwh: 450,
      saldo_creditos_kwh: 0,
      fio_b_percentual: 60,
      conta_sem_sistema_rs: 500,
      conta_com_sistema_rs: 131,
      economia_rs: 369,
    });
    // 2027-01 (year 2, Fio B 75 %): generation 450 × 0.99 = 445.5; tariff 1.10, Fio B 0.33.
    // without: 500 × 1.1 = 550; with: (500 − 445.5) × 1.1 + 445.5 × 0.33 × 0.75
    //   = 59.95 + 110.26125 = 170.21125 → 170.21; savings 550 − 170.21 = 379.79.
    const m13 = p.meses[12];
    expect(m13).toMatchObject({ mes: '2027-01', ano: 2, fio_b_percentual: 75 });
    expect(m13?.geracao_kwh).toBeCloseTo(445.5, 9);
    expect(m13?.conta_sem_sistema_rs).toBe(550);
    expect(m13?.conta_com_sistema_rs).toBe(170.21);
    expect(m13?.economia_rs).toBe(379.79);
    // years: 369 × 12 = 4,428; 379.79 × 12 = 4,557.48.
    expect(p.anos.map((a) => a.economia_rs)).toEqual([4428, 4557.48]);
    // the investment of 4,428 is back exactly at the end of month 12 (11 + 369 / 369).
    expect(p.payback_simples_meses).toBeCloseTo(12, 9);
    // discount 0 %: discounted payback = simple; NPV = −4,428 + 4,428 + 4,557.48.
    expect(p.payback_descontado_meses).toBeCloseTo(12, 9);
    expect(p.vpl_rs).toBe(4557.48);
    expect(p.anos[1]?.acumulado_rs).toBe(4557.48);
  });

  it('GD I não paga Fio B até 2045', () => {
    // with: 50 × 1 + 0 = 50; savings 500 − 50 = 450.
    const p = projetar({ ...REDONDO, modalidade: 'GD I' });
    expect(p.meses[0]).toMatchObject({ fio_b_percentual: 0, conta_com_sistema_rs: 50, economia_rs: 450 });
  });

  it('banco de créditos, mínimo de disponibilidade e a regra de Fio B do chamador', () => {
    // monofásico (30 kWh), 200 kWh a month → 170 compensable; 400 kWh in January, 100 in February.
    const p = projetar({
      ...REDONDO,
      consumo_mensal_kwh: doze(200),
      geracao_mensal_kwh: [400, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      fornecimento: 'monofasico',
      fio_b_rs_kwh: 0.5,
      anos: 1,
      percentual_fio_b: () => 50,
    });
    const [jan, fev, mar, abr] = p.meses;
    // Jan: 400 in, 170 out → 230 left; with: 30 × 1 + 170 × 0.5 × 0.5 = 30 + 42.5 = 72.5; savings 127.5.
    expect(jan).toMatchObject({ compensada_kwh: 170, saldo_creditos_kwh: 230, conta_com_sistema_rs: 72.5 });
    expect(jan?.economia_rs).toBe(127.5);
    // Feb: 230 + 100 = 330, 170 out → 160; same bill 72.5.
    expect(fev).toMatchObject({ compensada_kwh: 170, saldo_creditos_kwh: 160, conta_com_sistema_rs: 72.5 });
    // Mar: only 160 left: with (200 − 160) × 1 + 160 × 0.25 = 40 + 40 = 80; savings 120.
    expect(mar).toMatchObject({ compensada_kwh: 160, saldo_creditos_kwh: 0, conta_com_sistema_rs: 80 });
    // Apr: no credits, the whole 200 billed: savings 0.
    expect(abr).toMatchObject({ compensada_kwh: 0, conta_com_sistema_rs: 200, economia_rs: 0 });
    // year: 127.5 + 127.5 + 120 = 375.
    expect(p.anos[0]?.economia_rs).toBe(375);
  });

  it('simultaneidade: o consumo instantâneo não passa pelo medidor, o mínimo continua', () => {
    // 400 generated, half consumed as generated: 200 = the whole consumption; 200 injected.
    // metered 0 → nothing to compensate; bill = minimum 30 × 1 = 30; savings 200 − 30 = 170.
    const p = projetar({
      ...REDONDO,
      consumo_mensal_kwh: doze(200),
      geracao_mensal_kwh: doze(400),
      fornecimento: 'monofasico',
      simultaneidade: 0.5,
      anos: 1,
    });
    expect(p.meses[0]).toMatchObject({
      autoconsumo_kwh: 200,
      injetada_kwh: 200,
      compensada_kwh: 0,
      saldo_creditos_kwh: 200,
      conta_com_sistema_rs: 30,
      economia_rs: 170,
    });
  });

  it('créditos expiram 60 meses depois do mês que os criou', () => {
    // monofásico at the minimum (30 kWh): nothing compensable; 10 kWh a month pile up.
    const p = projetar({
      ...REDONDO,
      consumo_mensal_kwh: doze(30),
      geracao_mensal_kwh: doze(10),
      fornecimento: 'monofasico',
      degradacao_anual: 0,
      anos: 6,
    });
    // month 60: 60 lots × 10 = 600, none expired yet.
    expect(p.meses[59]).toMatchObject({ expirada_kwh: 0, saldo_creditos_kwh: 600 });
    // month 61: the lot of month 1 is written off (10), this month's enters (10): still 600.
    expect(p.meses[60]).toMatchObject({ expirada_kwh: 10, saldo_creditos_kwh: 600 });
  });

  it('residencial de 500 kWh/mês em São Paulo: 25 anos', () => {
    // 8 × 550 Wp = 4.4 kWp (dimensionamento.test.ts), bifásico, GD II from 2027-01, R$ 1.00/kWh,
    // Fio B R$ 0.30/kWh, +5 %/year, −0.5 %/year, R$ 20,000, 10 %/year.
    const SP = [4711, 5239, 4889, 4747, 4235, 4111, 4121, 5020, 4563, 4661, 4712, 5048];
    const d = dimensionar({
      consumo_mensal_kwh: doze(500),
      fornecimento: 'bifasico',
      cobertura: 1,
      irradiacao_wh_m2_dia: SP,
      performance_ratio: 0.8,
      potencia_modulo_wp: 550,
    });
    const p = projetar({
      consumo_mensal_kwh: doze(500),
      geracao_mensal_kwh: d.meses.map((m) => m.geracao_kwh),
      fornecimento: 'bifasico',
      modalidade: 'GD II',
      inicio: '2027-01',
      tarifa_rs_kwh: 1,
      fio_b_rs_kwh: 0.3,
      reajuste_anual: 0.05,
      degradacao_anual: 0.005,
      investimento_rs: 20000,
      taxa_desconto_anual: 0.1,
    });
    expect(p.meses).toHaveLength(300);
    // Year 1 yields 5,997.79 kWh against 5,400 compensable, and the surplus carries over: the bank
    // never runs dry, so every month compensates 500 − 50 = 450 kWh.
    expect(p.meses.every((m) => m.compensada_kwh === 450)).toBe(true);
    // Year 1 (2027, Fio B 75 %): without 500 × 1 = 500; with 50 × 1 + 450 × 0.30 × 0.75 = 151.25;
    // 348.75 a month, 4,185 a year.
    expect(p.meses[0]).toMatchObject({
      conta_sem_sistema_rs: 500,
      conta_com_sistema_rs: 151.25,
      economia_rs: 348.75,
    });
    // Year 2 (2028, 90 %): tariff 1.05, Fio B 0.315: without 525; with 52.5 + 450 × 0.315 × 0.9
    //   = 52.5 + 127.575 = 180.075 → 180.08; 344.92 a month, 4,139.04 a year.
    // Year 3 (2029, 100 % — the assumption after 2028): tariff 1.1025, Fio B 0.33075: without 551.25;
    //   with 55.125 + 148.8375 = 203.9625 → 203.96; 347.29 a month, 4,167.48 a year.
    expect(p.anos.slice(0, 3).map((a) => a.economia_rs)).toEqual([4185, 4139.04, 4167.48]);
    expect(p.meses[24]?.fio_b_percentual).toBe(100);
    // From year 3 on a month saves 450 × T − 450 × F = 450 × 0.7 × 1.05^(y−1) = 315 × 1.05^(y−1), so
    // 25 years ≈ 4,185 + 4,139.04 + 12 × 315 × Σ_{k=2..24} 1.05^k
    //   = 8,324.04 + 3,780 × ((1.05^25 − 1) / 0.05 − 1 − 1.05) = 8,324.04 + 3,780 × 45.6771
    //   = 8,324.04 + 172,659.4 = 180,983.4 (give or take a cent a month of rounding).
    expect(Math.abs(p.economia_total_rs - 180983.4)).toBeLessThan(3);
    // Payback: after 4 years 4,185 + 4,139.04 + 4,167.48 + 12 × 315 × 1.05³ (= 364.64 × 12 = 4,375.68)
    //   = 16,867.20; year 5 saves 315 × 1.05⁴ = 382.88 a month: (20,000 − 16,867.20) / 382.88 = 8.18
    //   → 48 + 8.18 = 56.2 months.
    expect(p.payback_simples_meses).toBeCloseTo(56.18, 1);
    // Discounting only delays it.
    expect(p.payback_descontado_meses).toBeGreaterThan(p.payback_simples_meses ?? 0);
    // The indicators agree with each other: NPV at the IRR is 0, and a positive NPV at 10 %/year
    // means an IRR above it.
    expect(p.tir_mensal).not.toBeNull();
    expect(vpl(p.fluxos_rs, p.tir_mensal ?? 0)).toBeCloseTo(0, 4);
    expect(p.vpl_rs).toBeGreaterThan(0);
    expect(p.tir_anual).toBeGreaterThan(0.1);
    // LCOE without O&M: 20,000 over the discounted generation, below the R$ 1/kWh tariff.
    expect(p.lcoe_rs_kwh).toBeCloseTo(
      20000 / soma(p.meses.map((m, i) => m.geracao_kwh / (1 + p.taxa_desconto_mensal) ** (i + 1))),
      9,
    );
    expect(p.lcoe_rs_kwh).toBeLessThan(1);
  });

  it('comercial GD II de 3.000 kWh/mês em Petrolina: o banco seca no meio do primeiro ano', () => {
    // 38 × 550 Wp = 20.9 kWp (dimensionamento.test.ts), trifásico (100 kWh), from 2026-01 (Fio B 60 %),
    // R$ 0.90/kWh, Fio B R$ 0.25/kWh. Compensable 3,000 − 100 = 2,900 kWh a month.
    const PE = [6006, 5965, 6035, 5448, 5161, 4972, 5196, 5846, 6405, 6248, 6162, 5953];
    const d = dimensionar({
      consumo_mensal_kwh: doze(3000),
      fornecimento: 'trifasico',
      cobertura: 1,
      irradiacao_wh_m2_dia: PE,
      performance_ratio: 0.8,
      potencia_modulo_wp: 550,
    });
    const p = projetar({
      consumo_mensal_kwh: doze(3000),
      geracao_mensal_kwh: d.meses.map((m) => m.geracao_kwh),
      fornecimento: 'trifasico',
      modalidade: 'GD II',
      inicio: '2026-01',
      tarifa_rs_kwh: 0.9,
      fio_b_rs_kwh: 0.25,
      reajuste_anual: 0.05,
      degradacao_anual: 0.005,
      investimento_rs: 80000,
      taxa_desconto_anual: 0.1,
    });
    // Jan: 20.9 × 6.006 × 31 × 0.8 = 3,113.03 generated; 2,900 compensated, 213.03 kept.
    // without 3,000 × 0.9 = 2,700; with 100 × 0.9 + 2,900 × 0.25 × 0.6 = 90 + 435 = 525; saves 2,175.
    expect(p.meses[0]?.saldo_creditos_kwh).toBeCloseTo(213.0299, 4);
    expect(p.meses[0]).toMatchObject({
      conta_sem_sistema_rs: 2700,
      conta_com_sistema_rs: 525,
      economia_rs: 2175,
    });
    // Bank: Feb 2,792.57 (−107.43) → 105.60; Mar 3,128.06 (+228.06) → 333.67; Apr 2,732.72 (−167.28)
    // → 166.38. May generates 20.9 × 5.161 × 31 × 0.8 = 2,675.05: with the 166.38 left it compensates
    // 2,841.43 < 2,900. with (3,000 − 2,841.43) × 0.9 + 2,841.43 × 0.15 = 142.71 + 426.21 = 568.93;
    // saves 2,700 − 568.93 = 2,131.07.
    expect(p.meses[3]?.saldo_creditos_kwh).toBeCloseTo(166.3823, 4);
    expect(p.meses[4]?.compensada_kwh).toBeCloseTo(2841.4318, 4);
    expect(p.meses[4]).toMatchObject({
      saldo_creditos_kwh: 0,
      conta_com_sistema_rs: 568.93,
      economia_rs: 2131.07,
    });
    // Jun: 20.9 × 4.972 × 30 × 0.8 = 2,493.96, all compensated: with 506.04 × 0.9 + 2,493.96 × 0.15
    // = 455.44 + 374.09 = 829.53; saves 1,870.47. Jul likewise 2,693.19 → with 680.11, saves 2,019.89.
    expect(p.meses[5]).toMatchObject({ conta_com_sistema_rs: 829.53, economia_rs: 1870.47 });
    expect(p.meses[6]).toMatchObject({ conta_com_sistema_rs: 680.11, economia_rs: 2019.89 });
    // Aug–Dec generate more than 2,900 again. Year 1: 9 × 2,175 + 2,131.07 + 1,870.47 + 2,019.89
    // = 19,575 + 6,021.43 = 25,596.43.
    expect(p.anos[0]?.economia_rs).toBe(25596.43);
    // R$ 80,000 against ~R$ 25,600 a year: paid back in the 4th year.
    expect(p.payback_simples_meses).toBeGreaterThan(36);
    expect(p.payback_simples_meses).toBeLessThan(48);
  });

  it('rejeita entradas inválidas', () => {
    expect(() => projetar({ ...REDONDO, inicio: '2026-13' })).toThrow(RangeError);
    expect(() => projetar({ ...REDONDO, geracao_mensal_kwh: [1] })).toThrow(RangeError);
    expect(() => projetar({ ...REDONDO, simultaneidade: 2 })).toThrow(RangeError);
  });
});
