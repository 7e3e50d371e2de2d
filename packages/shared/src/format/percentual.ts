import { numeroBr, paraNumero } from './numero.ts';

/** A value already in percent, always with 1 decimal (spec §9): 12.345 → '12,3%'. */
export function formatPercentual(v: string | number | null | undefined): string {
  const n = paraNumero(v);
  if (n === null) return '';
  return `${numeroBr(n, 1, 1)}%`;
}
