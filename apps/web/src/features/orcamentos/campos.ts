import { formatMassa, formatMoeda, formatPercentual } from '@irradia/shared';
import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { numeroBr } from '@irradia/shared/format/numero';
import type { Pedido, STATUS_PEDIDO_VENDA } from '@irradia/shared/pedidos/pedidos.schema';
import type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';
import type { CidadeEscolhida } from '../../components/city-search.tsx';
import { numeroNoCampo } from '../catalogo/campos.ts';

// How the orçamentos show their figures, and the proposal's form as typed (pt-BR strings, shares
// in %) turned into what the API takes (numbers, shares as fractions: 20 % → 0.2) and back.

type StatusVenda = (typeof STATUS_PEDIDO_VENDA)[number];

/** A deal's statuses in pt-BR, with each badge's colour: the proposal's (decision 031), then the contract's and the sale's (037). */
export const STATUS_ORCAMENTO: Record<StatusVenda, { rotulo: string; cor: string }> = {
  rascunho: { rotulo: 'Rascunho', cor: 'gray' },
  enviada: { rotulo: 'Enviada', cor: 'blue' },
  visualizada: { rotulo: 'Visualizada', cor: 'purple' },
  aceita: { rotulo: 'Aceita', cor: 'green' },
  recusada: { rotulo: 'Recusada', cor: 'red' },
  expirada: { rotulo: 'Expirada', cor: 'orange' },
  aguardando_assinatura: { rotulo: 'Aguardando assinatura', cor: 'yellow' },
  assinado: { rotulo: 'Assinado', cor: 'green' },
  cancelado: { rotulo: 'Cancelado', cor: 'red' },
  fechada: { rotulo: 'Venda fechada', cor: 'teal' },
};

export const statusDoOrcamento = (s: string) =>
  STATUS_ORCAMENTO[s as StatusVenda] ?? { rotulo: s, cor: 'gray' };

/** Whom a deal is for: its customer, else its quick lead. */
export const nomeDoNegocio = (o: Pick<Pedido, 'cliente' | 'lead'>) =>
  o.cliente?.nome ?? o.lead?.nome ?? 'Sem cliente';

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

/** A product picked from the catalogue, with what the form shows of it. */
export interface ProdutoEscolhido {
  uuid: string;
  nome: string;
  /** Power, maker and model, as one line. */
  detalhe: string;
}

/** The payment options as typed: shares in %, terms as one line ("24; 48; 60"). */
interface PagamentoNoForm {
  parcelas_max: string;
  taxa_financiamento_mensal: string;
  prazos_financiamento_meses: string;
  entrada_rs: string;
  desconto_a_vista: string;
}

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
  /** Equipment from the catalogue (decision 035); the typed fields are the fallback. */
  modulo_produto: ProdutoEscolhido | null;
  inversores_produtos: ProdutoEscolhido[];
  componentes: Array<{ produto: ProdutoEscolhido; quantidade: string }>;
  pagamento: PagamentoNoForm;
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
  'modulo_produto',
  'inversores_produtos',
  'componentes',
  'pagamento.parcelas_max',
  'pagamento.taxa_financiamento_mensal',
  'pagamento.prazos_financiamento_meses',
  'pagamento.entrada_rs',
  'pagamento.desconto_a_vista',
] as const;

type Catalogo = PropostaCalculada['catalogo'];

/** A catalogue product as the form names it: "550 Wp · Jinko · JKM550M". */
export function produtoEscolhido(p: {
  uuid: string;
  nome: string;
  fabricante: string | null;
  modelo: string | null;
  potencia_wp?: number | null;
  potencia_kw?: number | null;
}): ProdutoEscolhido {
  const potencia = p.potencia_wp
    ? `${numeroBr(p.potencia_wp, 0, 1)} Wp`
    : p.potencia_kw
      ? `${numeroBr(p.potencia_kw, 0, 2)} kW`
      : null;
  return {
    uuid: p.uuid,
    nome: p.nome,
    detalhe: [potencia, p.fabricante, p.modelo].filter(Boolean).join(' · '),
  };
}

/** A stored pick by uuid, named from the answer's `catalogo` (a product since removed says so). */
const escolhido = (catalogo: Catalogo, uuid: string): ProdutoEscolhido => {
  const p = catalogo.find((x) => x.produto === uuid);
  return p
    ? produtoEscolhido({ ...p, uuid })
    : { uuid, nome: 'Produto não encontrado no catálogo', detalhe: 'Escolha outro' };
};

// 12 significant digits drop the float noise of × and ÷ 100 (7 / 100 = 0.07000000000000001).
const limpo = (n: number) => Number(n.toPrecision(12));
const lido = (v: string): unknown => lerNumeroDigitado(v);
const vazio = (v: string | null | undefined) => (v === null || v === undefined ? '' : v);

/** The stored inputs in the form's terms. */
export function formDaProposta(
  e: PropostaCalculada['entradas'],
  cidade: PropostaCalculada['cidade'],
  catalogo: Catalogo = [],
) {
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
  f.modulo_produto = e.modulo_produto ? escolhido(catalogo, e.modulo_produto) : null;
  f.inversores_produtos = (e.inversores_produtos ?? []).map((u) => escolhido(catalogo, u));
  f.componentes = (e.componentes ?? []).map((c) => ({
    produto: escolhido(catalogo, c.produto),
    quantidade: numeroNoCampo(c.quantidade),
  }));
  const pg = e.pagamento;
  const pct = (v: number | null | undefined) =>
    numeroNoCampo(v === null || v === undefined ? null : limpo(v * 100));
  f.pagamento = {
    parcelas_max: numeroNoCampo(pg?.parcelas_max),
    taxa_financiamento_mensal: pct(pg?.taxa_financiamento_mensal),
    prazos_financiamento_meses: (pg?.prazos_financiamento_meses ?? []).join('; '),
    entrada_rs: numeroNoCampo(pg?.entrada_rs),
    desconto_a_vista: pct(pg?.desconto_a_vista),
  };
  return f;
}

/** A share typed in % as the API's fraction (a text that is no number goes as is). */
const fracaoDigitada = (v: string) => {
  const n = lido(v);
  return typeof n === 'number' && Number.isFinite(n) ? limpo(n / 100) : n;
};
const lista = (v: string) =>
  v
    .split(/[;\s]+/)
    .filter(Boolean)
    .map(lido);

/** The payment options as the API takes them; null when nothing is typed. */
function pagamentoDoForm(pg: PagamentoNoForm) {
  const prazos = lista(pg.prazos_financiamento_meses);
  const saida = {
    parcelas_max: lido(pg.parcelas_max),
    taxa_financiamento_mensal: fracaoDigitada(pg.taxa_financiamento_mensal),
    prazos_financiamento_meses: prazos.length ? prazos : null,
    entrada_rs: lido(pg.entrada_rs),
    desconto_a_vista: fracaoDigitada(pg.desconto_a_vista),
  };
  return Object.values(saida).every((v) => v === null) ? null : saida;
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
  const kws = lista(f.inversores_kw);
  saida.inversores_kw = kws.length ? kws : null;
  saida.inicio_operacao = f.inicio_operacao.trim() || null;
  saida.validade = f.validade || null;
  saida.modulo_produto = f.modulo_produto?.uuid ?? null;
  saida.inversores_produtos = f.inversores_produtos.length ? f.inversores_produtos.map((p) => p.uuid) : null;
  saida.componentes = f.componentes.length
    ? f.componentes.map((c) => ({ produto: c.produto.uuid, quantidade: lido(c.quantidade) }))
    : null;
  saida.pagamento = pagamentoDoForm(f.pagamento);
  return saida;
}
