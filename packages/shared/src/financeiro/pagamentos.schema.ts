import { z } from 'zod';
import { respostaUm, ZMeta } from '../api/resposta.ts';

// Receivable and payable entries (issue 27, decision 040): /api/pagamentos?tipo=receber|pagar.
// A sale's instalments and a confirmed purchase order make their entries by themselves; paying one
// (`POST /api/pagamentos/:uuid/baixa`) moves the account's balance.

export const TIPOS_DE_PAGAMENTO = ['receber', 'pagar'] as const;
export type TipoDePagamento = (typeof TIPOS_DE_PAGAMENTO)[number];

/** Derived, never stored: cancelled, paid, overdue (due before today, Brasília) or open. */
export const STATUS_DE_PAGAMENTO = {
  aberto: 'Em aberto',
  vencido: 'Vencido',
  pago: 'Pago',
  cancelado: 'Cancelado',
} as const;
export type StatusDePagamento = keyof typeof STATUS_DE_PAGAMENTO;

export const ORIGENS_DE_PAGAMENTO = {
  manual: 'Lançamento manual',
  venda: 'Parcela de venda',
  compra: 'Pedido de compra',
  extrato: 'Extrato bancário',
} as const;
export type OrigemDePagamento = keyof typeof ORIGENS_DE_PAGAMENTO;

/**
 * Suggested categories (free text; the company may type its own). Purchases of goods
 * ("Compra de mercadorias") are stock, so the month's result counts them through the cost of what
 * was sold, not as an expense (decision 040).
 */
export const CATEGORIAS_DE_DESPESA = [
  'Compra de mercadorias',
  'Folha de pagamento',
  'Impostos',
  'Aluguel',
  'Energia, água e internet',
  'Combustível e deslocamento',
  'Ferramentas e equipamentos',
  'Marketing',
  'Serviços terceirizados',
  'Tarifas bancárias',
  'Software e assinaturas',
  'Outras despesas',
] as const;
export const CATEGORIA_COMPRA_DE_MERCADORIAS = 'Compra de mercadorias';
export const CATEGORIAS_DE_RECEITA = [
  'Venda de sistemas',
  'Serviços',
  'Manutenção',
  'Outras receitas',
] as const;
export const CATEGORIA_VENDA_DE_SISTEMAS = 'Venda de sistemas';

const data = (rotulo: string) => z.iso.date({ error: `Informe ${rotulo} no formato AAAA-MM-DD` });
const uuidOpcional = (rotulo: string) =>
  z
    .uuid(`${rotulo} inválido(a)`)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null);
const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => v || null);
const valor = z
  .number({ error: 'Informe o valor' })
  .positive('O valor deve ser maior que zero')
  .max(1_000_000_000, 'Valor acima do permitido');

/** The fields an entry shares between creating and editing. */
const camposDoPagamento = {
  descricao: z
    .string({ error: 'Informe a descrição' })
    .trim()
    .min(1, 'Informe a descrição')
    .max(200, 'Use no máximo 200 caracteres'),
  categoria: textoOpcional(80),
  valor_rs: valor,
  vencimento: data('o vencimento'),
  forma: uuidOpcional('Forma de pagamento'),
  conta: uuidOpcional('Conta'),
  carteira: uuidOpcional('Carteira'),
  cliente: uuidOpcional('Cliente'),
  fornecedor: textoOpcional(120),
  observacoes: textoOpcional(2_000),
};

/**
 * POST /api/pagamentos. `parcelas` > 1 splits `valor_rs` into monthly instalments from
 * `vencimento` (dividirEmParcelas: equal to the cent, remainder on the first ones);
 * `recorrencia: mensal` makes the next month's copy when this one is paid; `pago_em` records it
 * already paid (only with one instalment). Answers the first entry made.
 */
export const ZPagamentoEntrada = z
  .object({
    tipo: z.enum(TIPOS_DE_PAGAMENTO, { error: 'Informe se é a receber ou a pagar' }),
    ...camposDoPagamento,
    parcelas: z
      .number({ error: 'Informe o número de parcelas' })
      .int('Informe um número inteiro de parcelas')
      .min(1, 'Informe ao menos uma parcela')
      .max(120, 'Informe no máximo 120 parcelas')
      .default(1),
    recorrencia: z
      .enum(['mensal'], { error: 'Recorrência inválida' })
      .nullish()
      .transform((v) => v ?? null),
    pago_em: data('a data do pagamento')
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.parcelas > 1 && v.recorrencia)
      ctx.addIssue({
        code: 'custom',
        path: ['recorrencia'],
        message: 'Um lançamento parcelado não pode ser recorrente',
      });
    if (v.parcelas > 1 && v.pago_em)
      ctx.addIssue({
        code: 'custom',
        path: ['pago_em'],
        message: 'Registre o pagamento de cada parcela separadamente',
      });
  });
export type TPagamentoEntrada = z.input<typeof ZPagamentoEntrada>;
export type DadosPagamento = z.output<typeof ZPagamentoEntrada>;

/** PATCH /api/pagamentos/:uuid: an open entry's fields (not its type, nor a paid one's value). */
export const ZPagamentoEdicao = z.object(camposDoPagamento).partial();
export type TPagamentoEdicao = z.input<typeof ZPagamentoEdicao>;

/** POST /api/pagamentos/:uuid/baixa: records it paid; the value paid defaults to the entry's. */
export const ZBaixaEntrada = z.object({
  pago_em: data('a data do pagamento'),
  valor_pago_rs: valor.nullish().transform((v) => v ?? null),
  conta: z.uuid({ error: 'Selecione a conta' }),
  forma: uuidOpcional('Forma de pagamento'),
});
export type TBaixaEntrada = z.input<typeof ZBaixaEntrada>;

/** POST /api/pagamentos/:uuid/cancelar. */
export const ZCancelamentoEntrada = z.object({ motivo: textoOpcional(500) });

const ZRef = z.object({ uuid: z.string(), nome: z.string() });

/** A gateway charge of the entry (a sale's instalment charged by Pix or boleto). */
export const ZCobrancaDoPagamento = z.object({
  uuid: z.string(),
  status: z.string(),
  forma: z.string(),
  vencimento: z.string(),
  pix_copia_e_cola: z.string().nullable(),
  pix_qr_code_base64: z.string().nullable(),
  boleto_url: z.string().nullable(),
  boleto_linha_digitavel: z.string().nullable(),
});
export type CobrancaDoPagamento = z.infer<typeof ZCobrancaDoPagamento>;

export const ZPagamento = z.object({
  uuid: z.string(),
  tipo: z.enum(TIPOS_DE_PAGAMENTO),
  descricao: z.string(),
  categoria: z.string().nullable(),
  valor_rs: z.number(),
  vencimento: z.string(),
  pago_em: z.string().nullable(),
  valor_pago_rs: z.number().nullable(),
  status: z.enum(Object.keys(STATUS_DE_PAGAMENTO) as [StatusDePagamento, ...StatusDePagamento[]]),
  forma: ZRef.nullable(),
  conta: ZRef.nullable(),
  carteira: ZRef.nullable(),
  cliente: ZRef.nullable(),
  fornecedor: z.string().nullable(),
  origem: z.enum(Object.keys(ORIGENS_DE_PAGAMENTO) as [OrigemDePagamento, ...OrigemDePagamento[]]),
  /** The sale or purchase order it came from. */
  pedido: z.object({ uuid: z.string(), numero: z.number().int() }).nullable(),
  parcela: z.number().int().nullable(),
  parcelas: z.number().int().nullable(),
  recorrencia: z.string().nullable(),
  /** Linked to a bank statement line (OFX). */
  conciliado: z.boolean(),
  anexo: z.object({ nome: z.string(), tipo: z.string(), tamanho: z.number().int() }).nullable(),
  cobranca: ZCobrancaDoPagamento.nullable(),
  observacoes: z.string().nullable(),
  cancelado_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Pagamento = z.infer<typeof ZPagamento>;
export const ZPagamentoResposta = respostaUm(ZPagamento);

/**
 * GET /api/pagamentos?tipo=receber|pagar (paginated: page, limit, search in description,
 * customer and supplier; status=aberto|vencido|pago|cancelado; de, ate on the due date; conta,
 * carteira, cliente (uuids), categoria, pedido (uuid); order=vencimento|-vencimento|valor|-valor).
 * `resumo` sums the whole filtered list by status.
 */
export const ZPagamentos = z.object({
  data: z.array(ZPagamento),
  meta: ZMeta,
  resumo: z.object({
    aberto_rs: z.number(),
    vencido_rs: z.number(),
    pago_rs: z.number(),
  }),
});
