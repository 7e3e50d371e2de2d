// A proposal's financials: the customer's bill with and without the system month by month under
// Lei 14.300, the cash flows they give, and the indicators on them (payback, NPV, IRR, LCOE), plus
// CO2 avoided. Pure; money in reais rounded to the cent per bill. Choices in
// docs/decisions/030-formulas-da-proposta.md.
import type { Fornecimento, ModalidadeGd } from '../faturas/faturas.campos.ts';
import {
  MESES_VALIDADE_CREDITO,
  MINIMO_DISPONIBILIDADE_KWH,
  percentualFioBDaModalidade,
} from '../faturas/lei-14300.ts';
import { centavos, taxaMensalDeAnual } from './financiamento.ts';

// ---- indicators on a cash-flow series (index 0 = today, one period apart) ---------------------------

/** Net present value: Σ fluxo_t / (1 + taxa)^t, t from 0. */
export function vpl(fluxos: readonly number[], taxa: number): number {
  let soma = 0;
  for (let t = 0; t < fluxos.length; t++) soma += (fluxos[t] ?? 0) / (1 + taxa) ** t;
  return soma;
}

/** Rates tried, per period, to bracket a sign change of the NPV before bisecting. */
const GRADE_TIR = [
  -0.9, -0.5, -0.2, -0.1, -0.05, -0.02, -0.01, 0, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.2, 0.5, 1, 2,
  5, 10,
];

/**
 * Internal rate of return per period: the lowest rate of the grid's range (−90 % to 1000 % per
 * period) where the NPV changes sign, found by bisection between the two grid rates that bracket it
 * (to 1e-12). Null when the NPV never changes sign there (all flows of one sign, or a project that
 * never pays back). A conventional project (outflow, then inflows) has exactly one such rate.
 */
export function tir(fluxos: readonly number[]): number | null {
  let anterior: { taxa: number; v: number } | null = null;
  for (const taxa of GRADE_TIR) {
    const v = vpl(fluxos, taxa);
    if (!Number.isFinite(v)) continue;
    if (v === 0) return taxa;
    if (anterior && Math.sign(anterior.v) !== Math.sign(v)) {
      let [a, va, b] = [anterior.taxa, anterior.v, taxa];
      for (let i = 0; i < 200 && b - a > 1e-12; i++) {
        const m = (a + b) / 2;
        const vm = vpl(fluxos, m);
        if (vm === 0) return m;
        if (Math.sign(vm) === Math.sign(va)) [a, va] = [m, vm];
        else b = m;
      }
      return (a + b) / 2;
    }
    anterior = { taxa, v };
  }
  return null;
}

/**
 * Periods until the cumulative flow (discounted at `taxa` per period; 0 = simple payback) reaches
 * zero, interpolated inside the period that crosses it: (t − 1) + what was missing / that period's
 * flow. Null when it never does within the series. A shortfall under a millionth of a real is float
 * noise (110 / 1.1 + 121 / 1.21 is not exactly 200 in binary) and counts as paid back.
 */
export function payback(fluxos: readonly number[], taxa = 0): number | null {
  let acumulado = fluxos[0] ?? 0;
  if (acumulado >= 0) return 0;
  for (let t = 1; t < fluxos.length; t++) {
    const f = (fluxos[t] ?? 0) / (1 + taxa) ** t;
    if (acumulado + f >= -1e-6) return t - 1 + Math.min(1, -acumulado / f);
    acumulado += f;
  }
  return null;
}

/**
 * Levelised cost of energy, R$/kWh: PV(costs) / PV(energy). The investment is at t = 0; costs[t] and
 * energy[t] are of period t + 1, discounted at `taxa` per period.
 */
export function lcoe(
  investimento: number,
  energiaKwh: readonly number[],
  custos: readonly number[],
  taxa: number,
): number | null {
  let pvEnergia = 0;
  let pvCustos = investimento;
  for (let t = 0; t < energiaKwh.length; t++) {
    const d = (1 + taxa) ** (t + 1);
    pvEnergia += (energiaKwh[t] ?? 0) / d;
    pvCustos += (custos[t] ?? 0) / d;
  }
  return pvEnergia > 0 ? pvCustos / pvEnergia : null;
}

/**
 * CO2 the energy avoided, kg, and the trees that would absorb it (rounded to whole trees). Both
 * factors come from the caller (the server's config: CO2_KG_POR_KWH, CO2_KG_POR_ARVORE) — no
 * default here. The plant report uses the same function.
 */
export function beneficiosAmbientais(
  energiaKwh: number,
  co2KgPorKwh: number,
  co2KgPorArvore: number,
): { co2_kg: number; arvores: number } {
  const co2Kg = energiaKwh * co2KgPorKwh;
  return { co2_kg: co2Kg, arvores: Math.round(co2Kg / co2KgPorArvore) };
}

// ---- the monthly projection ------------------------------------------------------------------------

export interface EntradaProjecao {
  /** Consumption of each calendar month, kWh, January first (12 values). */
  consumo_mensal_kwh: readonly number[];
  /** Expected generation of each calendar month in the first year, kWh, January first (12 values). */
  geracao_mensal_kwh: readonly number[];
  fornecimento: Fornecimento;
  modalidade: ModalidadeGd;
  /** First month of operation, YYYY-MM: decides the calendar year of each month's Fio B share. */
  inicio: string;
  /** Full tariff with taxes, R$/kWh, in the first year. */
  tarifa_rs_kwh: number;
  /** TUSD Fio B component as the invoice prices energy (taxes included), R$/kWh, in the first year. */
  fio_b_rs_kwh: number;
  /** Tariff increase per year, e.g. 0.06; applied to the tariff and to Fio B alike. */
  reajuste_anual: number;
  /** Module degradation per year, e.g. 0.005. */
  degradacao_anual: number;
  /** What the customer pays for the system at month 0, R$. */
  investimento_rs: number;
  /** Discount rate per year, e.g. 0.1: NPV, discounted payback and LCOE use its monthly equivalent. */
  taxa_desconto_anual: number;
  /** Years projected; 25 by default. */
  anos?: number;
  /** Share of generation consumed as it is produced, never reaching the meter; 0 by default. */
  simultaneidade?: number;
  /** Operation and maintenance per year (cleaning, insurance), R$, charged as a twelfth each month. */
  om_rs_ano?: number;
  /**
   * Percent (0–100) of Fio B paid on compensated energy in a calendar year. Defaults to the law's
   * schedule for the modality (lei-14300.ts); pass another to simulate ANEEL's rule after 2028.
   */
  percentual_fio_b?: (ano: number) => number;
}

export interface MesProjecao {
  /** 1 = first month of operation. */
  indice: number;
  /** YYYY-MM. */
  mes: string;
  /** Year of operation, 1 = first. */
  ano: number;
  consumo_kwh: number;
  geracao_kwh: number;
  /** Consumed as generated (never metered). */
  autoconsumo_kwh: number;
  injetada_kwh: number;
  compensada_kwh: number;
  /** Credits written off this month, 60 months after the month that created them. */
  expirada_kwh: number;
  saldo_creditos_kwh: number;
  tarifa_rs_kwh: number;
  fio_b_rs_kwh: number;
  fio_b_percentual: number;
  conta_sem_sistema_rs: number;
  conta_com_sistema_rs: number;
  economia_rs: number;
  /** Savings minus O&M: the customer's cash flow of the month. */
  fluxo_rs: number;
  /** −investment + Σ fluxo up to this month. */
  acumulado_rs: number;
}

export interface AnoProjecao {
  ano: number;
  consumo_kwh: number;
  geracao_kwh: number;
  compensada_kwh: number;
  conta_sem_sistema_rs: number;
  conta_com_sistema_rs: number;
  economia_rs: number;
  fluxo_rs: number;
  acumulado_rs: number;
}

export interface Projecao {
  meses: MesProjecao[];
  anos: AnoProjecao[];
  /** Index 0 = −investment, then each month's fluxo_rs. */
  fluxos_rs: number[];
  taxa_desconto_mensal: number;
  /** Months, interpolated; null when it does not pay back within the horizon. */
  payback_simples_meses: number | null;
  payback_descontado_meses: number | null;
  vpl_rs: number;
  tir_mensal: number | null;
  tir_anual: number | null;
  /** R$/kWh: (investment + PV of O&M) / PV of generation. */
  lcoe_rs_kwh: number | null;
  geracao_total_kwh: number;
  economia_total_rs: number;
}

const RE_MES = /^(\d{4})-(0[1-9]|1[0-2])$/;

function doze(nome: string, valores: readonly number[]) {
  if (valores.length !== 12 || valores.some((v) => !Number.isFinite(v) || v < 0)) {
    throw new RangeError(`${nome}: 12 valores mensais ≥ 0`);
  }
}

/**
 * Month by month for `anos` years. In month t of operation year y (calendar year A):
 * - generation G = G_month × (1 − degradation)^(y − 1); tariff T and Fio B F = first year × (1 + increase)^(y − 1);
 * - self-consumption S = min(simultaneity × G, C); injected I = G − S; metered consumption Cm = C − S;
 * - I enters the credit bank as a lot of this month; lots expire 60 months later (creditos.ts's rule);
 * - compensated K = min(max(0, Cm − minimum), credits), oldest lots first;
 * - bill without the system = max(C, minimum) × T;
 * - bill with it = max(Cm − K, minimum) × T + K × F × Fio B percent of A; both to the cent;
 * - savings = without − with; cash flow = savings − O&M / 12.
 */
export function projetar(e: EntradaProjecao): Projecao {
  doze('consumo_mensal_kwh', e.consumo_mensal_kwh);
  doze('geracao_mensal_kwh', e.geracao_mensal_kwh);
  const inicio = RE_MES.exec(e.inicio);
  if (!inicio) throw new RangeError('inicio deve ser AAAA-MM');
  const anos = e.anos ?? 25;
  const simultaneidade = e.simultaneidade ?? 0;
  if (!(simultaneidade >= 0 && simultaneidade <= 1))
    throw new RangeError('simultaneidade deve estar em [0, 1]');
  const omMes = centavos((e.om_rs_ano ?? 0) / 12);
  const minimo = MINIMO_DISPONIBILIDADE_KWH[e.fornecimento];
  const percentual =
    e.percentual_fio_b ?? ((ano: number) => percentualFioBDaModalidade(e.modalidade, ano).percentual);
  const taxaMensal = taxaMensalDeAnual(e.taxa_desconto_anual);
  const primeiro = Number(inicio[1]) * 12 + Number(inicio[2]) - 1;

  let lotes: Array<{ origem: number; kwh: number }> = [];
  let acumulado = -e.investimento_rs;
  const meses: MesProjecao[] = [];
  for (let t = 1; t <= anos * 12; t++) {
    const cal = primeiro + t - 1;
    const anoCivil = Math.floor(cal / 12);
    const m = cal % 12;
    const ano = Math.floor((t - 1) / 12) + 1;
    const fator = (1 + e.reajuste_anual) ** (ano - 1);
    const tarifa = e.tarifa_rs_kwh * fator;
    const fioB = e.fio_b_rs_kwh * fator;
    const pct = percentual(anoCivil);

    const consumo = e.consumo_mensal_kwh[m] ?? 0;
    const geracao = (e.geracao_mensal_kwh[m] ?? 0) * (1 - e.degradacao_anual) ** (ano - 1);
    const autoconsumo = Math.min(simultaneidade * geracao, consumo);
    const injetada = geracao - autoconsumo;
    const medido = consumo - autoconsumo;

    let expirada = 0;
    lotes = lotes.filter((l) => {
      if (l.origem + MESES_VALIDADE_CREDITO > t) return true;
      expirada += l.kwh;
      return false;
    });
    if (injetada > 0) lotes.push({ origem: t, kwh: injetada });
    const saldoAntes = lotes.reduce((s, l) => s + l.kwh, 0);
    const compensada = Math.min(Math.max(0, medido - minimo), saldoAntes);
    let falta = compensada;
    for (const l of lotes) {
      const usado = Math.min(l.kwh, falta);
      l.kwh -= usado;
      falta -= usado;
    }
    lotes = lotes.filter((l) => l.kwh > 1e-9);

    const sem = centavos(Math.max(consumo, minimo) * tarifa);
    const com = centavos(Math.max(medido - compensada, minimo) * tarifa + compensada * fioB * (pct / 100));
    const economia = centavos(sem - com);
    const fluxo = centavos(economia - omMes);
    acumulado = centavos(acumulado + fluxo);
    meses.push({
      indice: t,
      mes: `${anoCivil}-${String(m + 1).padStart(2, '0')}`,
      ano,
      consumo_kwh: consumo,
      geracao_kwh: geracao,
      autoconsumo_kwh: autoconsumo,
      injetada_kwh: injetada,
      compensada_kwh: compensada,
      expirada_kwh: expirada,
      saldo_creditos_kwh: lotes.reduce((s, l) => s + l.kwh, 0),
      tarifa_rs_kwh: tarifa,
      fio_b_rs_kwh: fioB,
      fio_b_percentual: pct,
      conta_sem_sistema_rs: sem,
      conta_com_sistema_rs: com,
      economia_rs: economia,
      fluxo_rs: fluxo,
      acumulado_rs: acumulado,
    });
  }

  const fluxos = [-e.investimento_rs, ...meses.map((m) => m.fluxo_rs)];
  const tirMensal = tir(fluxos);
  return {
    meses,
    anos: porAno(meses),
    fluxos_rs: fluxos,
    taxa_desconto_mensal: taxaMensal,
    payback_simples_meses: payback(fluxos),
    payback_descontado_meses: payback(fluxos, taxaMensal),
    vpl_rs: centavos(vpl(fluxos, taxaMensal)),
    tir_mensal: tirMensal,
    tir_anual: tirMensal === null ? null : (1 + tirMensal) ** 12 - 1,
    lcoe_rs_kwh: lcoe(
      e.investimento_rs,
      meses.map((m) => m.geracao_kwh),
      meses.map(() => omMes),
      taxaMensal,
    ),
    geracao_total_kwh: meses.reduce((s, m) => s + m.geracao_kwh, 0),
    economia_total_rs: centavos(meses.reduce((s, m) => s + m.economia_rs, 0)),
  };
}

function porAno(meses: readonly MesProjecao[]): AnoProjecao[] {
  const anos: AnoProjecao[] = [];
  for (const m of meses) {
    let a = anos[m.ano - 1];
    if (!a) {
      a = {
        ano: m.ano,
        consumo_kwh: 0,
        geracao_kwh: 0,
        compensada_kwh: 0,
        conta_sem_sistema_rs: 0,
        conta_com_sistema_rs: 0,
        economia_rs: 0,
        fluxo_rs: 0,
        acumulado_rs: 0,
      };
      anos.push(a);
    }
    a.consumo_kwh += m.consumo_kwh;
    a.geracao_kwh += m.geracao_kwh;
    a.compensada_kwh += m.compensada_kwh;
    a.conta_sem_sistema_rs = centavos(a.conta_sem_sistema_rs + m.conta_sem_sistema_rs);
    a.conta_com_sistema_rs = centavos(a.conta_com_sistema_rs + m.conta_com_sistema_rs);
    a.economia_rs = centavos(a.economia_rs + m.economia_rs);
    a.fluxo_rs = centavos(a.fluxo_rs + m.fluxo_rs);
    a.acumulado_rs = m.acumulado_rs;
  }
  return anos;
}
