import { formatData, formatDataHora, formatEnergia, formatMoeda, MESES } from '@irradia/shared';
import {
  CAMPOS_FATURA,
  type CampoNumerico,
  type StatusFatura,
  type UnidadeMedida,
} from '@irradia/shared/faturas/faturas.campos';

export const SUFIXO: Record<UnidadeMedida, string> = { rs: 'R$', kwh: 'kWh', tarifa: 'R$/kWh' };

/** kWh as the house shows energy (k/M prefixes, pt-BR digits). */
/** Invoices count energy in kWh: below 1 kWh (and zero) stays in kWh, never Wh. */
export const kwh = (v: number | null | undefined) =>
  v === null || v === undefined
    ? '—'
    : Math.abs(v) < 1
      ? `${v.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} kWh`
      : formatEnergia(v * 1000);
export const reais = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatMoeda(v));
/** Tariffs keep up to 5 decimals (0,88114 R$/kWh): money's 2 would hide the difference. */
const tarifa = (v: number | null | undefined) =>
  v === null || v === undefined
    ? '—'
    : `R$\u00a0${v.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 5 })}/kWh`;

export function formatar(campo: CampoNumerico, v: number | null | undefined): string {
  const u = CAMPOS_FATURA[campo].unidade;
  return u === 'rs' ? reais(v) : u === 'kwh' ? kwh(v) : tarifa(v);
}

/** '2025-03' → 'Março/2025'. */
export function mesAno(mes: string | null | undefined): string {
  if (!mes) return '—';
  const nome = MESES[Number(mes.slice(5, 7)) - 1];
  return nome ? `${nome}/${mes.slice(0, 4)}` : mes;
}

/** '2025-03-10' → '10/03/2025'. */
export const dataBr = (d: string | null | undefined) => formatData(d?.slice(0, 10)) || '—';

/** An instant as Brasília reads it: '2025-03-10T17:05:00Z' → '10/03/2025 14:05'. */
export const dataHoraBr = (iso: string) =>
  formatDataHora(iso, { fuso: 'America/Sao_Paulo', semNomeDoFuso: true });

export const COR_STATUS: Record<StatusFatura, string> = {
  aberta: 'blue',
  fechada: 'gray',
  paga: 'green',
  cancelada: 'gray',
  vencida: 'red',
};

export const ORIGENS: Record<string, string> = {
  pdf: 'PDF enviado',
  manual: 'Digitada',
  integracao: 'Aplicativo da concessionária',
};

/** A number typed the Brazilian way ('1.234,56') or plainly ('1234.56'), as the API takes it. */
export function numeroDigitado(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim().replace(/\s|R\$/g, '');
  if (s === '') return '';
  return s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s;
}

/** A read number in the field as the user would type it: '1234,56'. */
export const numeroNoCampo = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : String(v).replace('.', ',');
