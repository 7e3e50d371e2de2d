// Solar irradiation arithmetic shared by the irradiation screen, the API and plant monitoring.

/** Days of each month in a non-leap year (the Atlas gives monthly means of daily totals). */
export const DIAS_MES = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

const PERFORMANCE_RATIO_PADRAO = 0.8;

export interface SerieIrradiacao {
  /** Monthly means of daily irradiation, Wh/m²·day, January first. */
  mensal: number[];
  /** Total of a typical year, kWh/m². */
  anual_kwh_m2: number;
  /** Each month's share of the annual total, percent. */
  percentual: number[];
  /** Mean daily irradiation over the year, kWh/m²·day (= peak-sun hours). */
  hsp_media: number;
}

const arred = (n: number, casas: number) => Math.round(n * 10 ** casas) / 10 ** casas;

export function serieIrradiacao(mensalWhDia: readonly number[]): SerieIrradiacao {
  const totais = mensalWhDia.map((v, i) => (v * (DIAS_MES[i] ?? 30)) / 1000);
  const anual = totais.reduce((a, b) => a + b, 0);
  return {
    mensal: [...mensalWhDia],
    anual_kwh_m2: arred(anual, 1),
    percentual: totais.map((t) => (anual > 0 ? arred((t / anual) * 100, 2) : 0)),
    hsp_media: arred(anual / 365, 2),
  };
}

/**
 * Expected energy of a plant in one month: kWp × irradiation on its (tilted) plane in
 * kWh/m²·day × days × performance ratio — 1 kWp yields 1 kWh per kWh/m² at standard conditions.
 */
export function energiaEsperadaMensalKwh(
  kwp: number,
  irradiacaoWhDia: number,
  dias: number,
  pr = PERFORMANCE_RATIO_PADRAO,
): number {
  if (!(kwp > 0) || !(irradiacaoWhDia > 0) || !(dias > 0)) return 0;
  return kwp * (irradiacaoWhDia / 1000) * dias * pr;
}
