import { formatEnergia, formatMoeda, MESES } from '@irradia/shared';
import type { StatusFatura } from '@irradia/shared/faturas/faturas.campos';

/** The invoice's numeric fields (CamposFatura), in the order the screens show them. */
export const CAMPOS_NUMERICOS = [
  'valor_total_rs',
  'consumo_kwh',
  'geracao_kwh',
  'injetada_kwh',
  'compensada_kwh',
  'creditada_kwh',
  'saldo_kwh',
  'creditos_expirando_kwh',
  'distribuida_kwh',
  'impostos_rs',
  'iluminacao_publica_rs',
  'fio_b_rs',
  'tarifa_com_tributos_rs_kwh',
  'tarifa_te_rs_kwh',
  'tarifa_tusd_rs_kwh',
] as const;
export type CampoNumerico = (typeof CAMPOS_NUMERICOS)[number];

type Unidade = 'rs' | 'kwh' | 'tarifa';

export const CAMPOS: Record<CampoNumerico, { rotulo: string; unidade: Unidade; ajuda?: string }> = {
  valor_total_rs: { rotulo: 'Valor total', unidade: 'rs' },
  consumo_kwh: { rotulo: 'Consumo', unidade: 'kwh' },
  geracao_kwh: { rotulo: 'Geração', unidade: 'kwh' },
  injetada_kwh: { rotulo: 'Energia injetada', unidade: 'kwh' },
  compensada_kwh: { rotulo: 'Energia compensada', unidade: 'kwh' },
  creditada_kwh: { rotulo: 'Créditos recebidos', unidade: 'kwh' },
  saldo_kwh: { rotulo: 'Saldo de créditos', unidade: 'kwh' },
  creditos_expirando_kwh: {
    rotulo: 'Créditos a expirar',
    unidade: 'kwh',
    ajuda: 'Expiram no próximo ciclo (60 meses depois de gerados)',
  },
  distribuida_kwh: { rotulo: 'Créditos distribuídos', unidade: 'kwh' },
  impostos_rs: { rotulo: 'Impostos (ICMS, PIS e COFINS)', unidade: 'rs' },
  iluminacao_publica_rs: { rotulo: 'Iluminação pública', unidade: 'rs' },
  fio_b_rs: { rotulo: 'Fio B', unidade: 'rs', ajuda: 'Parcela não compensável (GD II)' },
  tarifa_com_tributos_rs_kwh: { rotulo: 'Tarifa com tributos', unidade: 'tarifa' },
  tarifa_te_rs_kwh: { rotulo: 'Tarifa TE (sem tributos)', unidade: 'tarifa' },
  tarifa_tusd_rs_kwh: { rotulo: 'Tarifa TUSD (sem tributos)', unidade: 'tarifa' },
};

export const SUFIXO: Record<Unidade, string> = { rs: 'R$', kwh: 'kWh', tarifa: 'R$/kWh' };

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
  const u = CAMPOS[campo].unidade;
  return u === 'rs' ? reais(v) : u === 'kwh' ? kwh(v) : tarifa(v);
}

/** '2025-03' → 'Março/2025'. */
export function mesAno(mes: string | null | undefined): string {
  if (!mes) return '—';
  const nome = MESES[Number(mes.slice(5, 7)) - 1];
  return nome ? `${nome}/${mes.slice(0, 4)}` : mes;
}

/** '2025-03-10' → '10/03/2025'. */
export const dataBr = (d: string | null | undefined) =>
  d ? d.slice(0, 10).split('-').reverse().join('/') : '—';

const DATA_HORA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Brasília reads it: '2025-03-10T17:05:00Z' → '10/03/2025 14:05'. */
export const dataHoraBr = (iso: string) => DATA_HORA.format(new Date(iso)).replace(', ', ' ');

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
