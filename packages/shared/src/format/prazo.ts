/**
 * A payback in months as a customer reads it: 38,2 → "3 anos e 3 meses". Rounded up to the month
 * (the investment is back by then, never a month early); null → "Acima de 25 anos" (the horizon
 * of the proposals, decision 030).
 */
export function formatAnosEMeses(meses: number | null): string {
  if (meses === null) return 'Acima de 25 anos';
  const total = Math.ceil(meses - 1e-9);
  const anos = Math.floor(total / 12);
  const resto = total % 12;
  const a = anos === 1 ? '1 ano' : `${anos} anos`;
  const m = resto === 1 ? '1 mês' : `${resto} meses`;
  if (anos === 0) return m;
  return resto === 0 ? a : `${a} e ${m}`;
}
