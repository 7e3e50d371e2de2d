import { numeroBr, paraNumero } from './numero.ts';

/**
 * BRL (spec §9): 'R$', a no-break space (the symbol never wraps alone onto a line), 2 decimals,
 * '.' thousands and ',' decimals. Cents round half away from zero.
 */
export function formatMoeda(v: string | number | null | undefined): string {
  const n = paraNumero(v);
  if (n === null) return '';
  const centavos = Math.round(Math.abs(n) * 100 + Number.EPSILON * 100) / 100;
  const texto = `R$\u00a0${numeroBr(centavos, 2, 2)}`;
  return n < 0 && centavos !== 0 ? `-${texto}` : texto;
}
