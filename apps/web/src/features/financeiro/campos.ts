import { MESES, MESES_ABREV } from '@irradia/shared';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import type { StatusDePagamento } from '@irradia/shared/financeiro/pagamentos.schema';
import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { numeroBr } from '@irradia/shared/format/numero';

// What the finance screens share: money as typed in a form, Brasília's today, and months.

/** Today in Brasília (YYYY-MM-DD): the day a payment is recorded on by default. */
export const hoje = () => hojeNoFuso(new Date(), 'America/Sao_Paulo');

/** A typed amount ("1.234,56", "1234.5") as a number, or null when empty or not a number. */
export function lerReais(v: string | null | undefined): number | null {
  const n = lerNumeroDigitado(v ?? '');
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** An amount as the money field shows it: "1.234,56". */
export const reais = (v: number) => numeroBr(v, 2, 2);

/** The colour of each status badge. */
export const COR_DO_STATUS: Record<StatusDePagamento, string> = {
  aberto: 'blue',
  vencido: 'red',
  pago: 'green',
  cancelado: 'gray',
};

/** 'AAAA-MM' of a date 'AAAA-MM-DD'. */
export const mesDe = (data: string) => data.slice(0, 7);

/** The month `n` months after 'AAAA-MM' (n may be negative). */
export function somarMeses(mes: string, n: number): string {
  const [a = 0, m = 1] = mes.split('-').map(Number);
  const total = a * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The first and last days of 'AAAA-MM'. */
export function diasDoMes(mes: string): { de: string; ate: string } {
  const [a = 0, m = 1] = mes.split('-').map(Number);
  const ultimo = new Date(Date.UTC(a, m, 0)).getUTCDate();
  return { de: `${mes}-01`, ate: `${mes}-${String(ultimo).padStart(2, '0')}` };
}

/** 'Mar/2026' (short) or 'Março de 2026' (long) for 'AAAA-MM'. */
export function nomeDoMes(mes: string, longo = false): string {
  const [a, m = 1] = mes.split('-').map(Number);
  return longo ? `${MESES[m - 1]} de ${a}` : `${MESES_ABREV[m - 1]}/${a}`;
}

/** What a user may do to an entry from a list or its detail (the dialog it opens). */
export type AcaoDoPagamento = 'detalhe' | 'baixa' | 'editar' | 'cancelar' | 'estornar';
