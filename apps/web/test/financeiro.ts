import type { Carteira, Conta, Forma } from '@irradia/shared/financeiro/cadastros.schema';
import type { Pagamento } from '@irradia/shared/financeiro/pagamentos.schema';
import type { Demonstrativo, Extrato, LinhaDeExtrato } from '@irradia/shared/financeiro/relatorios.schema';

import { pagina } from './servicos.ts';

// Finance replies for web tests, typed as the server's schemas so they hold only what it can send.

export const CONTA = '60000000-0000-4000-8000-000000000001';
export const CARTEIRA = '60000000-0000-4000-8000-000000000002';
export const FORMA = '60000000-0000-4000-8000-000000000003';
export const DESPESA = '60000000-0000-4000-8000-000000000004';
export const RECEBIVEL = '60000000-0000-4000-8000-000000000005';
export const LINHA = '60000000-0000-4000-8000-000000000006';

export const conta = {
  uuid: CONTA,
  nome: 'Banco do Brasil PJ',
  tipo: 'corrente',
  banco: '001',
  agencia: '1234-5',
  numero: '98765-4',
  saldo_inicial_rs: 10_000,
  saldo_inicial_em: '2026-01-01',
  saldo_rs: 12_345.67,
  removido_em: null,
  criado_em: '2026-01-01T12:00:00.000Z',
} satisfies Conta;

export const carteira = {
  uuid: CARTEIRA,
  nome: 'Residencial',
  descricao: null,
  cor: null,
  removido_em: null,
  criado_em: '2026-01-01T12:00:00.000Z',
} satisfies Carteira;

export const forma = {
  uuid: FORMA,
  nome: 'Pix BB',
  tipo: 'pix',
  taxa_percentual: 0,
  taxa_fixa_rs: 0,
  prazo_dias: 0,
  conta: { uuid: CONTA, nome: conta.nome },
  removido_em: null,
  criado_em: '2026-01-01T12:00:00.000Z',
} satisfies Forma;

export const despesa = {
  uuid: DESPESA,
  tipo: 'pagar',
  descricao: 'Aluguel do galpão',
  categoria: 'Aluguel',
  valor_rs: 2_500,
  vencimento: '2026-11-10',
  pago_em: null,
  valor_pago_rs: null,
  status: 'vencido',
  forma: null,
  conta: { uuid: CONTA, nome: conta.nome },
  carteira: null,
  cliente: null,
  fornecedor: 'Imobiliária Centro',
  origem: 'manual',
  pedido: null,
  parcela: null,
  parcelas: null,
  recorrencia: 'mensal',
  conciliado: false,
  anexo: null,
  cobranca: null,
  observacoes: null,
  cancelado_em: null,
  criado_em: '2026-11-01T12:00:00.000Z',
} satisfies Pagamento;

export const recebivel = {
  ...despesa,
  uuid: RECEBIVEL,
  tipo: 'receber',
  descricao: 'Venda #12 — parcela 1/2',
  categoria: 'Venda de sistemas',
  valor_rs: 12_500,
  vencimento: '2027-01-10',
  status: 'aberto',
  conta: null,
  cliente: { uuid: '70000000-0000-4000-8000-000000000001', nome: 'Maria Oliveira' },
  fornecedor: null,
  origem: 'venda',
  pedido: { uuid: '50000000-0000-4000-8000-000000000012', numero: 12 },
  parcela: 1,
  parcelas: 2,
  recorrencia: null,
} satisfies Pagamento;

export const paginaDePagamentos = (data: Pagamento[]) => ({
  ...pagina(data),
  resumo: { aberto_rs: 0, vencido_rs: 2_500, pago_rs: 800 },
});

export const extrato = {
  conta: { uuid: CONTA, nome: conta.nome },
  de: '2026-11-01',
  ate: '2026-11-30',
  saldo_anterior_rs: 1_000,
  entradas_rs: 12_500,
  saidas_rs: 2_500,
  saldo_final_rs: 11_000,
  movimentos: [
    {
      data: '2026-11-05',
      descricao: 'Aluguel do galpão',
      categoria: 'Aluguel',
      valor_rs: -2_500,
      saldo_rs: -1_500,
      conciliado: true,
      pagamento: DESPESA,
    },
    {
      data: '2026-11-10',
      descricao: 'Venda #12 — parcela 1/2',
      categoria: 'Venda de sistemas',
      valor_rs: 12_500,
      saldo_rs: 11_000,
      conciliado: false,
      pagamento: RECEBIVEL,
    },
  ],
} satisfies Extrato;

export const linhaPendente = {
  uuid: LINHA,
  data: '2026-11-10',
  descricao: 'PIX RECEBIDO MARIA OLIVEIRA',
  valor_rs: 12_500,
  situacao: 'pendente',
  pagamento: null,
  sugestoes: [
    {
      uuid: RECEBIVEL,
      descricao: 'Venda #12 — parcela 1/2',
      valor_rs: 12_500,
      vencimento: '2026-11-10',
      dias: 0,
    },
  ],
} satisfies LinhaDeExtrato;

const mes = (m: string, receita: number, custo: number, despesas: number) => ({
  mes: m,
  receita_rs: receita,
  custo_rs: custo,
  margem_bruta_rs: receita - custo,
  margem_bruta_pct: receita ? ((receita - custo) / receita) * 100 : null,
  despesas_rs: despesas,
  despesas_por_categoria: despesas ? [{ categoria: 'Aluguel', valor_rs: despesas }] : [],
  resultado_rs: receita - custo - despesas,
});

export const demonstrativo = {
  de: '2026-10',
  ate: '2026-11',
  meses: [mes('2026-10', 0, 0, 0), mes('2026-11', 12_500, 7_500, 2_500)],
  total: (({ mes: _m, ...r }) => r)(mes('2026-11', 12_500, 7_500, 2_500)),
  saldo_atual_rs: 11_000,
  fluxo_projetado: [
    { mes: '2026-11', entradas_rs: 0, saidas_rs: 2_500, saldo_rs: 8_500 },
    { mes: '2026-12', entradas_rs: 12_500, saidas_rs: 2_500, saldo_rs: 18_500 },
  ],
} satisfies Demonstrativo;
