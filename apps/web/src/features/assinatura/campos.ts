import { formatData } from '@irradia/shared';
import {
  type Ciclo,
  DIAS_DE_CARENCIA,
  STATUS_DE_ASSINATURA,
  STATUS_DE_COBRANCA,
  type StatusDeAssinatura,
  type StatusDeCobranca,
} from '@irradia/shared/assinaturas/assinaturas.schema';
import { numeroBr } from '@irradia/shared/format/numero';
import type { Assinatura, Plano } from './api.ts';

// How /assinatura shows a plan's figures and a subscription's state.

const COR_DO_STATUS: Record<StatusDeAssinatura, string> = {
  teste: 'blue',
  ativa: 'green',
  inadimplente: 'red',
  cancelada: 'gray',
};
const COR_DA_COBRANCA: Record<StatusDeCobranca, string> = {
  pendente: 'yellow',
  paga: 'green',
  vencida: 'red',
  estornada: 'purple',
  cancelada: 'gray',
};

/** A subscription's status as its badge shows it (an unknown one reads as itself, in grey). */
export const statusDaAssinatura = (s: string) => ({
  rotulo: STATUS_DE_ASSINATURA[s as StatusDeAssinatura] ?? s,
  cor: COR_DO_STATUS[s as StatusDeAssinatura] ?? 'gray',
});
export const statusDaCobranca = (s: string) => ({
  rotulo: STATUS_DE_COBRANCA[s as StatusDeCobranca] ?? s,
  cor: COR_DA_COBRANCA[s as StatusDeCobranca] ?? 'gray',
});

/** kWp the pt-BR way: "12,5 kWp". */
export const kwp = (v: number) => `${numeroBr(v, 0, 2)} kWp`;

/** A limit of a plan as a figure ("10", "500 kWp"); "Ilimitado" when null. */
export const textoDoLimite = (n: number | null, formato: (n: number) => string = (v) => numeroBr(v, 0, 0)) =>
  n === null ? 'Ilimitado' : formato(n);

export const precoDoCiclo = (p: Pick<Plano, 'preco_mensal_rs' | 'preco_anual_rs'>, ciclo: Ciclo) =>
  ciclo === 'anual' ? p.preco_anual_rs : p.preco_mensal_rs;

/** What a year paid at once saves against twelve months, in reais and percent (null when nothing). */
export function economiaAnual(p: Pick<Plano, 'preco_mensal_rs' | 'preco_anual_rs'>) {
  const doze = p.preco_mensal_rs * 12;
  const valor = Math.round((doze - p.preco_anual_rs) * 100) / 100;
  if (valor <= 0 || doze <= 0) return null;
  return { valor, percentual: Math.round((valor / doze) * 100) };
}

/** The period's end as the page names it: when it renews, the trial ends, the cancellation takes effect. */
export function fimDoPeriodo(a: Pick<Assinatura, 'status' | 'periodo_fim' | 'cancelar_no_fim'>) {
  const data = formatData(a.periodo_fim);
  if (a.status === 'cancelada' || a.cancelar_no_fim) return { rotulo: 'Cancelada a partir de', data };
  if (a.status === 'teste') return { rotulo: 'Teste até', data };
  if (a.status === 'inadimplente') return { rotulo: 'Venceu em', data };
  return { rotulo: 'Renova em', data };
}

/** The last day before an unpaid company turns read-only (the period's end plus the grace days). */
export function limiteDaCarencia(periodoFim: string): string {
  const [a, m, d] = periodoFim.split('-').map(Number);
  const dia = new Date(Date.UTC(a ?? 1970, (m ?? 1) - 1, (d ?? 1) + DIAS_DE_CARENCIA));
  return formatData(dia.toISOString().slice(0, 10));
}

/** How far usage is from a limit: fine, near (80 %), at or over it. */
export function situacaoDoUso(uso: number, limite: number | null): 'livre' | 'perto' | 'no_limite' | 'acima' {
  if (limite === null || limite <= 0) return 'livre';
  if (uso > limite) return 'acima';
  if (uso >= limite) return 'no_limite';
  return uso / limite >= 0.8 ? 'perto' : 'livre';
}
