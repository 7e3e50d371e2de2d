// The Lei 14.300/2022 and REN 1.000 numbers that both the invoice audit (server) and the proposal's
// financial projection (propostas/financeiro.ts) apply. One copy: change a rule here and both follow.
import type { Fornecimento, ModalidadeGd } from './faturas.campos.ts';

/** Custo de disponibilidade, Group B (REN 1.000): kWh billed at least, by supply type. */
export const MINIMO_DISPONIBILIDADE_KWH: Record<Fornecimento, number> = {
  monofasico: 30,
  bifasico: 50,
  trifasico: 100,
};

/** Lei 14.300 / REN 1.000: credits expire 60 months after the cycle that created them. */
export const MESES_VALIDADE_CREDITO = 60;

/** Lei 14.300 art. 27: share of TUSD Fio B that GD II compensated energy pays, by invoice year. */
const RAMPA_FIO_B: Record<number, number> = { 2023: 15, 2024: 30, 2025: 45, 2026: 60, 2027: 75, 2028: 90 };

/** GD I keeps full compensation until 31/12/2045 (Lei 14.300 art. 26). */
export const ULTIMO_ANO_GD_I = 2045;

/**
 * Percent of Fio B due in a year. From 2029 the law leaves the rule to ANEEL after the CNPE valuation;
 * like public calculators we assume 100% and flag it as an assumption. Before 2023 GD II did not exist.
 */
export function percentualFioB(ano: number): { percentual: number; premissa: boolean } {
  if (ano < 2023) return { percentual: 0, premissa: false };
  if (ano > 2028) return { percentual: 100, premissa: true };
  return { percentual: RAMPA_FIO_B[ano] ?? 0, premissa: false };
}

/**
 * Percent of Fio B a unit of a modality pays on compensated energy in a calendar year: GD I nothing
 * through 2045 (then the post-transition rule, as GD II after 2028), GD II the ramp above.
 */
export function percentualFioBDaModalidade(
  gd: ModalidadeGd,
  ano: number,
): { percentual: number; premissa: boolean } {
  if (gd === 'GD I' && ano <= ULTIMO_ANO_GD_I) return { percentual: 0, premissa: false };
  return percentualFioB(ano);
}
