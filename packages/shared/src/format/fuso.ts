import { dataNoFuso } from './data.ts';

/**
 * Today (YYYY-MM-DD) in an IANA time zone: a plant's day, not the server's, the browser's nor the
 * maker's cloud's.
 */
export function hojeNoFuso(agora: Date, fuso: string): string {
  return dataNoFuso(agora, fuso);
}
