import type { Pedido } from '@irradia/shared/pedidos/pedidos.schema';
import type { Contrato } from '@irradia/shared/propostas/contrato.schema';
import type { Venda } from '@irradia/shared/propostas/venda.schema';
import { paraCliente } from './orcamentos.ts';

// The contract and the sale of the orçamentos' deal (decision 037), for web tests: typed as the
// server's schemas so they hold only what the server can send.

export const USINA = '70000000-0000-4000-8000-000000000001';

/** The deal once its contract waits for the signature. */
export const emContrato = {
  ...paraCliente,
  etapa: 'contrato',
  status: 'aguardando_assinatura',
} satisfies Pedido;

export const contratoAguardando = {
  status: 'aguardando_assinatura',
  texto: 'CONTRATO DE FORNECIMENTO\n\nCONTRATANTE: Maria Oliveira.\n\n1. OBJETO\nSistema de 4,4 kWp.',
  gerado_em: '2026-11-27T13:00:00.000Z',
  pagamento: '30% de entrada e o restante em 10 parcelas',
  prazo_instalacao_dias: 45,
  garantia_modulos_anos: 12,
  garantia_inversores_anos: 10,
  garantia_instalacao_anos: 1,
  assinado_em: null,
  assinatura: null,
  cancelado_em: null,
  motivo_cancelamento: null,
} satisfies Contrato;

/** Signed by the customer on the link: name, CPF digits and IP kept as evidence. */
export const contratoAssinado = {
  ...contratoAguardando,
  status: 'assinado',
  assinado_em: '2026-11-28T14:05:00.000Z',
  assinatura: { via: 'link', nome: 'Maria Oliveira', cpf: '52998224725', ip: '203.0.113.7', arquivo: null },
} satisfies Contrato;

export const vendaFechada = {
  valor_rs: 25_000,
  forma: 'pix',
  parcelas: [
    { numero: 1, vencimento: '2027-01-10', valor_rs: 12_500 },
    { numero: 2, vencimento: '2027-02-10', valor_rs: 12_500 },
  ],
  observacoes: null,
  fechada_em: '2026-11-28T15:00:00.000Z',
  usina: null,
} satisfies Venda;
