// Sizing of a proposal's system from the customer's consumption and the city's irradiation. Pure:
// numbers in, numbers out (kWh, kWp, W); rounding for display is the caller's. Choices in
// docs/decisions/030-formulas-da-proposta.md.
import type { Fornecimento } from '../faturas/faturas.campos.ts';
import { MINIMO_DISPONIBILIDADE_KWH } from '../faturas/lei-14300.ts';
import { DIAS_MES, energiaEsperadaMensalKwh } from '../irradiacao/irradiacao.ts';

/** Absorbs float noise before a ceiling (7.000000000001 modules is 7, not 8). */
const EPS = 1e-9;

export interface EntradaDimensionamento {
  /** Consumption of each month, kWh, January first (12 values). */
  consumo_mensal_kwh: readonly number[];
  /** Supply type: its availability minimum is billed anyway, so it is not sized for. */
  fornecimento: Fornecimento;
  /** Share of the compensable consumption to cover: 1 = 100 %. */
  cobertura: number;
  /**
   * Monthly means of daily irradiation on the modules' plane, Wh/m²·day, January first — the
   * `inclinada.mensal` of /api/irradiacao (the company's own values when it has them).
   */
  irradiacao_wh_m2_dia: readonly number[];
  /** Performance ratio (losses included), e.g. 0.8. */
  performance_ratio: number;
  /** Module power at STC, Wp (`potencia_wp` of the catalogue's module). */
  potencia_modulo_wp: number;
}

export interface MesDimensionado {
  /** 1 = January. */
  mes: number;
  consumo_kwh: number;
  geracao_kwh: number;
}

export interface Dimensionamento {
  /** cobertura × Σ max(0, consumption − availability minimum), kWh/year. */
  energia_alvo_kwh_ano: number;
  /** kWh one kWp yields in a year here: Σ irradiation × days × PR. */
  producao_especifica_kwh_kwp_ano: number;
  potencia_necessaria_kwp: number;
  modulos: number;
  /** modules × Wp / 1000. */
  potencia_real_kwp: number;
  geracao_anual_kwh: number;
  meses: MesDimensionado[];
}

function doze(nome: string, valores: readonly number[]) {
  if (valores.length !== 12 || valores.some((v) => !Number.isFinite(v) || v < 0)) {
    throw new RangeError(`${nome}: 12 valores mensais ≥ 0`);
  }
}

/** Energy the system must yield in a year: the chosen share of consumption above the minimum. */
export function energiaAlvoKwhAno(
  consumoMensalKwh: readonly number[],
  fornecimento: Fornecimento,
  cobertura: number,
): number {
  const minimo = MINIMO_DISPONIBILIDADE_KWH[fornecimento];
  return cobertura * consumoMensalKwh.reduce((s, c) => s + Math.max(0, c - minimo), 0);
}

/** Expected generation of each month, kWh, for a plant of `kwp` (irradiacao.ts's formula). */
export function geracaoMensalKwh(
  kwp: number,
  irradiacaoWhM2Dia: readonly number[],
  performanceRatio: number,
): number[] {
  return irradiacaoWhM2Dia.map((irr, i) =>
    energiaEsperadaMensalKwh(kwp, irr, DIAS_MES[i] ?? 30, performanceRatio),
  );
}

/** Modules of `wp` needed to reach `kwp`, rounded up. */
export function quantidadeModulos(kwp: number, wp: number): number {
  if (!(wp > 0)) throw new RangeError('potência do módulo deve ser > 0');
  return Math.max(0, Math.ceil((kwp * 1000) / wp - EPS));
}

export function dimensionar(e: EntradaDimensionamento): Dimensionamento {
  doze('consumo_mensal_kwh', e.consumo_mensal_kwh);
  doze('irradiacao_wh_m2_dia', e.irradiacao_wh_m2_dia);
  if (!(e.performance_ratio > 0 && e.performance_ratio <= 1)) {
    throw new RangeError('performance_ratio deve estar em (0, 1]');
  }
  if (!(e.cobertura >= 0)) throw new RangeError('cobertura deve ser ≥ 0');

  const alvo = energiaAlvoKwhAno(e.consumo_mensal_kwh, e.fornecimento, e.cobertura);
  const especifica = geracaoMensalKwh(1, e.irradiacao_wh_m2_dia, e.performance_ratio).reduce(
    (s, g) => s + g,
    0,
  );
  if (!(especifica > 0)) throw new RangeError('irradiação sem energia: nada a dimensionar');
  const necessaria = alvo / especifica;
  const modulos = quantidadeModulos(necessaria, e.potencia_modulo_wp);
  const real = (modulos * e.potencia_modulo_wp) / 1000;
  const geracao = geracaoMensalKwh(real, e.irradiacao_wh_m2_dia, e.performance_ratio);
  return {
    energia_alvo_kwh_ano: alvo,
    producao_especifica_kwh_kwp_ano: especifica,
    potencia_necessaria_kwp: necessaria,
    modulos,
    potencia_real_kwp: real,
    geracao_anual_kwh: geracao.reduce((s, g) => s + g, 0),
    meses: geracao.map((g, i) => ({
      mes: i + 1,
      consumo_kwh: e.consumo_mensal_kwh[i] ?? 0,
      geracao_kwh: g,
    })),
  };
}

// ---- inverters -------------------------------------------------------------------------------------

export interface OpcaoInversor {
  id: string;
  /** Rated AC power, kW (`potencia_kw` of the catalogue's inverter). */
  potencia_kw: number;
}

/** The company's accepted DC/AC ratio (kWp of modules over kW of inverter AC), e.g. 1.0 to 1.3. */
export interface FaixaDcAc {
  min: number;
  max: number;
}

export interface EscolhaInversor {
  id: string;
  quantidade: number;
  potencia_ac_kw: number;
  razao_dc_ac: number;
}

export function razaoDcAc(kwp: number, potenciaAcKw: number): number {
  return kwp / potenciaAcKw;
}

/**
 * The inverter model and count whose DC/AC ratio falls inside the range: for each model the fewest
 * units that keep the ratio ≤ max (at least one), kept only if the ratio is still ≥ min. Among those,
 * the fewest units, then the highest ratio (the least AC power bought), then the order given.
 * Null when no model fits (the caller says why: the range or the catalogue).
 */
export function escolherInversores(
  kwp: number,
  opcoes: readonly OpcaoInversor[],
  faixa: FaixaDcAc,
): EscolhaInversor | null {
  if (!(kwp > 0) || !(faixa.max >= faixa.min) || !(faixa.min > 0)) return null;
  let melhor: EscolhaInversor | null = null;
  for (const o of opcoes) {
    if (!(o.potencia_kw > 0)) continue;
    const quantidade = Math.max(1, Math.ceil(kwp / (o.potencia_kw * faixa.max) - EPS));
    const ac = quantidade * o.potencia_kw;
    const razao = razaoDcAc(kwp, ac);
    if (razao < faixa.min - EPS || razao > faixa.max + EPS) continue;
    const candidato = { id: o.id, quantidade, potencia_ac_kw: ac, razao_dc_ac: razao };
    if (
      !melhor ||
      quantidade < melhor.quantidade ||
      (quantidade === melhor.quantidade && razao > melhor.razao_dc_ac + EPS)
    ) {
      melhor = candidato;
    }
  }
  return melhor;
}
