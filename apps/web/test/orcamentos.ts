import type { Cidade } from '@irradia/shared/geografia/geografia.schema';
import type { Pedido } from '@irradia/shared/pedidos/pedidos.schema';
import type { ConsumoDaUnidade } from '@irradia/shared/propostas/consumo.schema';
import type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';

// The orçamentos' replies for web tests, typed as the server's schemas so they hold only what the
// server can send.

export const ORCAMENTO = '50000000-0000-4000-8000-000000000012';

const venda = {
  tipo: 'venda',
  etapa: 'orcamento',
  papel: 'comprador',
  comprador: { uuid: 'e1', nome: 'Sol do Sertão' },
  fornecedor: null,
  catalogo: null,
  itens_count: 0,
  observacoes: null,
  nota_fiscal: null,
  rastreio: null,
  motivo: null,
  acoes: [],
} satisfies Partial<Pedido>;

/** A draft for a customer, priced. */
export const paraCliente = {
  ...venda,
  uuid: ORCAMENTO,
  numero: 12,
  status: 'rascunho',
  cliente: { uuid: '60000000-0000-4000-8000-000000000001', nome: 'Maria Oliveira' },
  lead: null,
  total_rs: 25_000,
  criado_em: '2026-11-20T12:00:00.000Z',
  atualizado_em: '2026-11-25T15:00:00.000Z',
} satisfies Pedido;

/** A sent one for a quick lead, not priced yet. */
export const paraContato = {
  ...venda,
  uuid: '50000000-0000-4000-8000-000000000013',
  numero: 13,
  status: 'enviada',
  cliente: null,
  lead: { nome: 'João Pereira', telefone: '11987654321' },
  total_rs: 0,
  criado_em: '2026-11-26T12:00:00.000Z',
  atualizado_em: '2026-11-26T12:00:00.000Z',
} satisfies Pedido;

const entradasVazias: PropostaCalculada['entradas'] = {
  consumo_mensal_kwh: null,
  cidade_ibge: null,
  inclinacao_graus: null,
  azimute_graus: null,
  performance_ratio: null,
  fornecimento: null,
  modalidade: null,
  tarifa_rs_kwh: null,
  fio_b_rs_kwh: null,
  cobertura: null,
  modulo_wp: null,
  inversores_kw: null,
  razao_dc_ac_min: null,
  razao_dc_ac_max: null,
  custo_kit_rs: null,
  servicos_rs: null,
  margem: null,
  impostos: null,
  taxa_desconto_anual: null,
  reajuste_anual: null,
  degradacao_anual: null,
  simultaneidade: null,
  om_rs_ano: null,
  inicio_operacao: null,
  validade: null,
  modulo_produto: null,
  inversores_produtos: null,
  componentes: null,
  pagamento: null,
};

/** A new draft: nothing typed, every part null, what the server says is missing. */
export const propostaVazia = {
  entradas: entradasVazias,
  cidade: null,
  irradiacao: null,
  dimensionamento: null,
  inversor: null,
  catalogo: [],
  kit: null,
  preco: null,
  pagamentos: null,
  financeiro: null,
  pendencias: [
    { campo: 'consumo_mensal_kwh', mensagem: 'Informe o consumo dos 12 meses' },
    { campo: 'cidade_ibge', mensagem: 'Informe a cidade' },
    { campo: 'fornecimento', mensagem: 'Informe o tipo de fornecimento' },
    { campo: 'cobertura', mensagem: 'Informe a cobertura do consumo' },
    { campo: 'performance_ratio', mensagem: 'Informe o rendimento do sistema (PR)' },
    { campo: 'modulo_wp', mensagem: 'Informe a potência do módulo' },
    { campo: 'inversores_kw', mensagem: 'Informe as potências dos inversores' },
    { campo: 'razao_dc_ac_min', mensagem: 'Informe a razão DC/AC mínima' },
    { campo: 'razao_dc_ac_max', mensagem: 'Informe a razão DC/AC máxima' },
    { campo: 'custo_kit_rs', mensagem: 'Informe o custo do kit' },
    { campo: 'servicos_rs', mensagem: 'Informe o custo dos serviços' },
    { campo: 'margem', mensagem: 'Informe a margem' },
    { campo: 'impostos', mensagem: 'Informe os impostos' },
    { campo: 'tarifa_rs_kwh', mensagem: 'Informe a tarifa' },
  ],
} satisfies PropostaCalculada;

const anos = Array.from({ length: 25 }, (_, k) => ({
  ano: k + 1,
  consumo_kwh: 6000,
  geracao_kwh: 6600,
  compensada_kwh: 5640,
  conta_sem_sistema_rs: 5700,
  conta_com_sistema_rs: 700,
  economia_rs: 5000,
  fluxo_rs: 5000,
  acumulado_rs: -22_000 + 5000 * (k + 1),
}));

/** 500 kWh a month in Petrolina: 8 modules of 550 Wp, R$ 22.000,00, paid back in 4 years and 5 months. */
export const propostaCalculada = {
  entradas: {
    ...entradasVazias,
    consumo_mensal_kwh: Array.from({ length: 12 }, () => 500),
    cidade_ibge: 2611101,
    performance_ratio: 0.8,
    fornecimento: 'bifasico',
    cobertura: 1,
    modulo_wp: 550,
    custo_kit_rs: 12_000,
    servicos_rs: 3_400,
    margem: 0.2,
    impostos: 0.065,
  },
  cidade: { uuid: '70000000-0000-4000-8000-000000000001', nome: 'Petrolina', codigo_ibge: 2611101 },
  irradiacao: { fonte: 'atlas_2017', mensal_wh_m2_dia: Array.from({ length: 12 }, () => 5600) },
  dimensionamento: {
    energia_alvo_kwh_ano: 5400,
    producao_especifica_kwh_kwp_ano: 1635.2,
    potencia_necessaria_kwp: 3.3,
    modulos: 8,
    potencia_real_kwp: 4.4,
    potencia_modulo_wp: 550,
    geracao_anual_kwh: 7194.9,
    meses: Array.from({ length: 12 }, (_, i) => ({ mes: i + 1, consumo_kwh: 500, geracao_kwh: 599.6 })),
  },
  inversor: { potencia_kw: 4, quantidade: 1, potencia_ac_kw: 4, razao_dc_ac: 1.1 },
  catalogo: [],
  kit: null,
  preco: { custo_rs: 15_400, preco_rs: 22_000, impostos_rs: 1_430, margem_rs: 5_170 },
  pagamentos: { a_vista_rs: 22_000, parcelado: null, financiamentos: [] },
  financeiro: {
    anos,
    payback_simples_meses: 53,
    payback_descontado_meses: 70.4,
    vpl_rs: 31_250.5,
    tir_mensal: 0.0165,
    tir_anual: 0.2168,
    lcoe_rs_kwh: 0.146,
    geracao_total_kwh: 170_000,
    economia_total_rs: 125_000,
    co2_evitado_kg: 14_450,
    arvores: 96,
  },
  pendencias: [],
} satisfies PropostaCalculada;

export const petrolina = {
  uuid: '70000000-0000-4000-8000-000000000001',
  codigo_ibge: 2611101,
  nome: 'Petrolina',
  capital: false,
  latitude: -9.39,
  longitude: -40.5,
  ddd: 87,
  fuso_horario: 'America/Recife',
  estado: { sigla: 'PE', nome: 'Pernambuco' },
} satisfies Cidade;

/** The customer's unit with a full year of invoices (GET /proposta/consumo). */
export const ucCompleta = {
  uuid: '70000000-0000-4000-8000-000000000001',
  nome: 'Casa',
  matricula: '12345678',
  concessionaria: 'CPFL Paulista',
  fornecimento: 'trifasico',
  gd: 'GD II',
  consumo_mensal_kwh: [410, 390, 420, 400, 380, 350, 340, 360, 390, 420, 430, 450],
  meses_encontrados: 12,
  ultimo_mes: '2026-10',
  tarifa_rs_kwh: 0.92,
} satisfies ConsumoDaUnidade;

/** Another unit of the customer, two months without invoices (March and June). */
export const ucComFalta = {
  uuid: '70000000-0000-4000-8000-000000000002',
  nome: null,
  matricula: '87654321',
  concessionaria: 'CPFL Paulista',
  fornecimento: 'monofasico',
  gd: 'GD II',
  consumo_mensal_kwh: [100, 100, null, 100, 100, null, 100, 100, 100, 100, 100, 100],
  meses_encontrados: 10,
  ultimo_mes: '2026-10',
  tarifa_rs_kwh: 0.92,
} satisfies ConsumoDaUnidade;
