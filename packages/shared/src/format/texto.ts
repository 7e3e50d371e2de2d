/** Lower-case without accents, for comparisons and search ("São Paulo" → "sao paulo"). */
export function semAcentos(s: string | null | undefined): string {
  return (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
