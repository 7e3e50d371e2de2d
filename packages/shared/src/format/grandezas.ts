import { numeroBr, paraNumero } from './numero.ts';

export type UnidadePotencia = 'W' | 'Wh' | 'Wp';

function comPrefixo(n: number, unidade: string, degraus: Array<[number, string]>): string {
  const abs = Math.abs(n);
  // Pick the largest step whose rounded value stays >= 1, so 999.996 W reads '1 kW'.
  let escolhido: [number, string] = [1, ''];
  for (const degrau of degraus) {
    const arred = Math.round((abs / degrau[0]) * 100) / 100;
    if (arred >= 1) escolhido = degrau;
  }
  const valor = Math.round((n / escolhido[0]) * 100) / 100;
  return `${numeroBr(valor, 0, 2)} ${escolhido[1]}${unidade}`;
}

/** Power or energy with k and M prefixes (spec §9), at most 2 decimals: '1,5 kW', '12,35 kWh', '1,25 MWp'. */
export function formatPotencia(
  watts: string | number | null | undefined,
  unidade: UnidadePotencia = 'W',
): string {
  const n = paraNumero(watts);
  if (n === null) return '';
  return comPrefixo(n, unidade, [
    [1e3, 'k'],
    [1e6, 'M'],
  ]);
}

export function formatEnergia(wh: string | number | null | undefined): string {
  return formatPotencia(wh, 'Wh');
}

/** Mass in kg or t (spec §9), at most 2 decimals: '850 kg', '1,5 t'. */
export function formatMassa(kg: string | number | null | undefined): string {
  const n = paraNumero(kg);
  if (n === null) return '';
  const abs = Math.abs(n);
  if (Math.round(abs * 100) / 100 < 1000) return `${numeroBr(Math.round(n * 100) / 100, 0, 2)} kg`;
  return `${numeroBr(Math.round((n / 1000) * 100) / 100, 0, 2)} t`;
}
