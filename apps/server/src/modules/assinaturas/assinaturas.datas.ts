import { hojeNoFuso } from '@irradia/shared/format/fuso';
import type { AppContext } from '../../platform/context.ts';

// Subscription days are Brasília's calendar days (YYYY-MM-DD).

export const hojeDaAssinatura = (ctx: AppContext) => hojeNoFuso(ctx.now(), 'America/Sao_Paulo');

export function somarDias(dia: string, n: number): string {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const diaAnterior = (dia: string) => somarDias(dia, -1);
export const diaSeguinte = (dia: string) => somarDias(dia, 1);

/**
 * The last day of a period starting on `inicio`: a month (or a year) later, minus a day; a start
 * on the 31st of a month without one ends on that month's last day.
 */
export function fimDoPeriodo(inicio: string, ciclo: string): string {
  const [a, m, d] = inicio.split('-').map(Number) as [number, number, number];
  const meses = ciclo === 'anual' ? 12 : 1;
  const alvoMes = m - 1 + meses;
  const ultimo = new Date(Date.UTC(a, alvoMes + 1, 0)).getUTCDate();
  const fim = new Date(Date.UTC(a, alvoMes, Math.min(d, ultimo), 12));
  return somarDias(fim.toISOString().slice(0, 10), -1);
}
