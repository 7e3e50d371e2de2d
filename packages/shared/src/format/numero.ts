/** A finite number from a number or a numeric string ('1234.5'); null for anything else. */
export function paraNumero(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' && v.trim() === '') return null;
  const n = typeof v === 'number' ? v : Number(v.trim());
  return Number.isFinite(n) ? n : null;
}

const cache = new Map<string, Intl.NumberFormat>();
/** pt-BR digits: '.' for thousands and ',' for decimals. */
export function numeroBr(n: number, min: number, max: number): string {
  const key = `${min}:${max}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: min, maximumFractionDigits: max });
    cache.set(key, f);
  }
  // Intl may print "-0" for tiny negatives that round to zero.
  const s = f.format(n);
  return /^-0(,0*)?$/.test(s) ? s.slice(1) : s;
}
