/**
 * The date (YYYY-MM-DD) an instant falls on in an IANA time zone: a plant's day, not the server's,
 * the browser's nor the maker's cloud's.
 */
export function hojeNoFuso(agora: Date, fuso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: fuso,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(agora);
}
