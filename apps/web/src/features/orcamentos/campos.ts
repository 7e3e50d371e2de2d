import { formatMassa, formatMoeda, formatPercentual } from '@irradia/shared';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { numeroBr } from '@irradia/shared/format/numero';
import type { STATUS_PEDIDO_VENDA } from '@irradia/shared/pedidos/pedidos.schema';
import type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';
import type { CidadeEscolhida } from '../../components/city-search.tsx';
import { numeroNoCampo } from '../catalogo/campos.ts';

// How the orçamentos show their figures, and the proposal's form as typed (pt-BR strings, shares
// in %) turned into what the API takes (numbers, shares as fractions: 20 % → 0.2) and back.

type StatusVenda = (typeof STATUS_PEDIDO_VENDA)[number];

/** A proposal's statuses (decision 031) in pt-BR, with each badge's colour. */
export const STATUS_ORCAMENTO: Record<StatusVenda, { rotulo: string; cor: string }> = {
  rascunho: { rotulo: 'Rascunho', cor: 'gray' },
  enviada: { rotulo: 'Enviada', cor: 'blue' },
  visualizada: { rotulo: 'Visualizada', cor: 'purple' },
  aceita: { rotulo: 'Aceita', cor: 'green' },
  recusada: { rotulo: 'Recusada', cor: 'red' },
  expirada: { rotulo: 'Expirada', cor: 'orange' },
};

export const statusDoOrcamento = (s: string) =>
  STATUS_ORCAMENTO[s as StatusVenda] ?? { rotulo: s, cor: 'gray' };

export const reaisOuTraco = (v: number | null) => (v === null ? '—' : formatMoeda(v));
/** A fraction as the house shows a share: 0.1234 → '12,3%'. */
export const fracao = (v: number | null) => (v === null ? '—' : formatPercentual(v * 100));
export const kwh = (v: number) => `${numeroBr(Math.round(v), 0, 0)} kWh`;
export const reaisPorKwh = (v: number | null) => (v === null ? '—' : `R$\u00a0${numeroBr(v, 2, 3)}/kWh`);
export const co2 = (kg: number) => formatMassa(kg);

/** The inputs shown as shares of 100 (typed 20 for 0.2). */
export const PERCENTUAIS = [
  'cobertura',
  'performance_ratio',
  'margem',
  'impostos',
  'taxa_desconto_anual',
  'reajuste_anual',
  'degradacao_anual',
] as const;

const NUMEROS = [
  'inclinacao_graus',
  'azimute_graus',
  'modulo_wp',
  'razao_dc_ac_min',
  'razao_dc_ac_max',
  'tarifa_rs_kwh',
  'fio_b_rs_kwh',
] as const;
const REAIS = ['custo_kit_rs', 'servicos_rs'] as const;

type Campo = (typeof PERCENTUAIS)[number] | (typeof NUMEROS)[number] | (typeof REAIS)[number];

/** The proposal's form: every figure as typed, the city as picked, the inverters as one line. */
export type FormProposta = Record<Campo, string> & {
  consumo_mensal_kwh: string[];
  cidade_ibge: CidadeEscolhida | null;
  fornecimento: string;
  modalidade: string;
  /** kW options: "5; 8,2; 10". */
  inversores_kw: string;
  inicio_operacao: string;
  validade: string;
};

/** The form's fields, as the server's 422 names them (a month is `consumo_mensal_kwh.3`). */
export const CAMPOS_PROPOSTA = [
  ...PERCENTUAIS,
  ...NUMEROS,
  ...REAIS,
  ...Array.from({ length: 12 }, (_, i) => `consumo_mensal_kwh.${i}` as const),
  'consumo_mensal_kwh',
  'cidade_ibge',
  'fornecimento',
  'modalidade',
  'inversores_kw',
  'inicio_operacao',
  'validade',
] as const;

// 12 significant digits drop the float noise of × and ÷ 100 (7 / 100 = 0.07000000000000001).
const limpo = (n: number) => Number(n.toPrecision(12));
const lido = (v: string): unknown => lerNumeroDigitado(v);
const vazio = (v: string | null | undefined) => (v === null || v === undefined ? '' : v);

/** The stored inputs in the form's terms. */
export function formDaProposta(e: PropostaCalculada['entradas'], cidade: PropostaCalculada['cidade']) {
  const f = {} as FormProposta;
  for (const c of PERCENTUAIS) f[c] = numeroNoCampo(e[c] === null ? null : limpo(e[c] * 100));
  for (const c of [...NUMEROS, ...REAIS]) f[c] = numeroNoCampo(e[c]);
  f.consumo_mensal_kwh = Array.from({ length: 12 }, (_, i) => numeroNoCampo(e.consumo_mensal_kwh?.[i]));
  f.cidade_ibge = cidade
    ? { uuid: cidade.uuid, nome: cidade.nome, uf: '', codigo_ibge: cidade.codigo_ibge }
    : null;
  f.fornecimento = vazio(e.fornecimento);
  f.modalidade = vazio(e.modalidade);
  f.inversores_kw = (e.inversores_kw ?? []).map((kw) => numeroNoCampo(kw)).join('; ');
  f.inicio_operacao = vazio(e.inicio_operacao);
  f.validade = vazio(e.validade);
  return f;
}

/**
 * What PUT /proposta gets from the form: numbers read the pt-BR way, shares ÷ 100, empty as null
 * (a text that is no number goes as it is, so the schema names the field). Inputs the form does not
 * show (simultaneidade, O&M) keep their stored values.
 */
export function entradaDoForm(f: FormProposta, guardadas: PropostaCalculada['entradas']): unknown {
  const saida: Record<string, unknown> = { ...guardadas };
  for (const c of PERCENTUAIS) {
    const v = lido(f[c]);
    saida[c] = typeof v === 'number' && Number.isFinite(v) ? limpo(v / 100) : v;
  }
  for (const c of [...NUMEROS, ...REAIS]) saida[c] = lido(f[c]);
  const meses = f.consumo_mensal_kwh.map(lido);
  saida.consumo_mensal_kwh = meses.every((m) => m === null) ? null : meses;
  saida.cidade_ibge = f.cidade_ibge?.codigo_ibge ?? null;
  saida.fornecimento = f.fornecimento || null;
  saida.modalidade = f.modalidade || null;
  const kws = f.inversores_kw
    .split(/[;\s]+/)
    .filter(Boolean)
    .map(lido);
  saida.inversores_kw = kws.length ? kws : null;
  saida.inicio_operacao = f.inicio_operacao.trim() || null;
  saida.validade = f.validade || null;
  return saida;
}
