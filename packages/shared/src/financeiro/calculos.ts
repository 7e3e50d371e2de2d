import { dataNoFuso } from '../format/data.ts';
import type { StatusDePagamento } from './pagamentos.schema.ts';

// Finance rules both sides agree on (issue 27, decision 040): an entry's derived status, the
// share of a sale's cost each instalment carries, and the month a recurring entry repeats in.

/** Finance's "today" is Brasília's calendar date (a due date has no zone; the company's day does). */
export const hojeEmBrasilia = (agora: Date) => dataNoFuso(agora, 'America/Sao_Paulo');

/**
 * Cancelled when cancelled, paid when paid, overdue when due before `hoje` (YYYY-MM-DD), open
 * otherwise. The server's SQL filters say the same (financeiro.pagamentos.ts `condicaoDoStatus`).
 */
export function statusDoPagamento(
  p: { cancelado: boolean; pagoEm: string | null; vencimento: string },
  hoje: string,
): StatusDePagamento {
  if (p.cancelado) return 'cancelado';
  if (p.pagoEm) return 'pago';
  return p.vencimento < hoje ? 'vencido' : 'aberto';
}

/**
 * `custo` (cents) split in proportion to the instalments' `valores` (cents), to the cent: each
 * share rounded down, the cents left over one each on the first instalments, so the shares always
 * add up to the cost.
 */
export function ratearCusto(custo: number, valores: readonly number[]): number[] {
  const total = valores.reduce((s, v) => s + v, 0);
  if (valores.length === 0) return [];
  if (custo <= 0 || total <= 0) return valores.map(() => 0);
  const partes = valores.map((v) => Math.floor((custo * v) / total));
  let resto = custo - partes.reduce((s, v) => s + v, 0);
  for (let i = 0; resto > 0; i = (i + 1) % partes.length, resto--) partes[i] = (partes[i] ?? 0) + 1;
  return partes;
}

/**
 * The same day next month (YYYY-MM-DD); a day past a short month's end falls on its last day
 * (31/01 → 28/02), as the instalments of `dividirEmParcelas` do.
 */
export function mesSeguinte(data: string): string {
  const [a, m, d] = data.split('-').map(Number) as [number, number, number];
  const ano = m === 12 ? a + 1 : a;
  const mes = m === 12 ? 1 : m + 1;
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return `${ano}-${String(mes).padStart(2, '0')}-${String(Math.min(d, ultimo)).padStart(2, '0')}`;
}

/**
 * An account's running balance (cents): from the balance before the period, each movement
 * (received positive, paid negative) in order, the balance after it, and the period's totals.
 */
export function saldoCorrido(anterior: number, valores: readonly number[]) {
  let saldo = anterior;
  let entradas = 0;
  let saidas = 0;
  const saldos = valores.map((v) => {
    saldo += v;
    if (v >= 0) entradas += v;
    else saidas -= v;
    return saldo;
  });
  return { saldos, entradas, saidas, final: saldo };
}
