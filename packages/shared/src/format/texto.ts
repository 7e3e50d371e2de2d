/** Lower-case without accents, for comparisons and search ("São Paulo" → "sao paulo"). */
export function semAcentos(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The digits of a value, as a string ('' for null/undefined). */
export function digitos(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  return String(v).replace(/\D/g, '');
}
