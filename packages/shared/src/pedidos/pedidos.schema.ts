import { z } from 'zod';
import { ZEmpresaResumo, ZEventoDeStatus } from '../api/historico.ts';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';
import { arredondarQuantidade, erroDeNumero, lerNumeroDigitado } from '../catalogo/numeros.ts';
import { camposDoEnvio } from '../propostas/link.schema.ts';
import { ZTelefone } from '../usuarios/usuarios.schema.ts';

// Orders (issue 24, decision 027): /api/pedidos. A purchase (`tipo: compra`) is placed by a
// company (the comprador, who owns it) with a distribuidor (the fornecedor) from one of its
// published catalogues; both sides see it and move it along the transitions below. A deal
// (`tipo: venda`, decision 031) is the company's own: a customer or a quick lead, its stage in
// `etapa` and its proposal at /api/pedidos/:uuid/proposta.

export const TIPOS_PEDIDO = ['compra', 'venda'] as const;
export type TipoPedido = (typeof TIPOS_PEDIDO)[number];

/** A deal's stages (DESIGN.md, business half): the pipeline's screens filter by them. */
export const ETAPAS_PEDIDO_VENDA = ['orcamento', 'contrato', 'venda'] as const;

/**
 * A deal's statuses (issue 25): the proposal's while etapa is orcamento (a new deal is a
 * `rascunho`), the contract's in etapa contrato (decision 037) and `fechada` once it is a sale.
 */
export const STATUS_PEDIDO_VENDA = [
  'rascunho',
  'enviada',
  'visualizada',
  'aceita',
  'recusada',
  'expirada',
  'aguardando_assinatura',
  'assinado',
  'cancelado',
  'fechada',
] as const;

/** Which side of an order the caller's company is on. */
export const PAPEIS_PEDIDO = ['comprador', 'fornecedor'] as const;
export type PapelPedido = (typeof PAPEIS_PEDIDO)[number];

export const STATUS_PEDIDO_COMPRA = [
  'aguardando',
  'confirmado',
  'faturado',
  'enviado',
  'entregue',
  'recusado',
  'cancelado',
] as const;
export type StatusPedidoCompra = (typeof STATUS_PEDIDO_COMPRA)[number];
export const NOMES_STATUS_PEDIDO_COMPRA: Record<StatusPedidoCompra, string> = {
  aguardando: 'Aguardando confirmação',
  confirmado: 'Confirmado',
  faturado: 'Faturado',
  enviado: 'Enviado',
  entregue: 'Entregue',
  recusado: 'Recusado',
  cancelado: 'Cancelado',
};

export const ACOES_PEDIDO = ['confirmar', 'faturar', 'enviar', 'receber', 'recusar', 'cancelar'] as const;
export type AcaoPedido = (typeof ACOES_PEDIDO)[number];

/**
 * The transitions of a purchase: POST /api/pedidos/:uuid/<acao>, allowed only from `de` and only
 * to the side `quem`. `rotulo` is the button's text. The NF-e travels with the goods in Brazil,
 * so the supplier invoices (faturado) before it ships (enviado).
 */
export const TRANSICOES_PEDIDO_COMPRA: Record<
  AcaoPedido,
  { de: StatusPedidoCompra; para: StatusPedidoCompra; quem: PapelPedido; rotulo: string }
> = {
  confirmar: { de: 'aguardando', para: 'confirmado', quem: 'fornecedor', rotulo: 'Confirmar pedido' },
  faturar: { de: 'confirmado', para: 'faturado', quem: 'fornecedor', rotulo: 'Informar faturamento' },
  enviar: { de: 'faturado', para: 'enviado', quem: 'fornecedor', rotulo: 'Informar envio' },
  receber: { de: 'enviado', para: 'entregue', quem: 'comprador', rotulo: 'Confirmar recebimento' },
  recusar: { de: 'aguardando', para: 'recusado', quem: 'fornecedor', rotulo: 'Recusar pedido' },
  cancelar: { de: 'aguardando', para: 'cancelado', quem: 'comprador', rotulo: 'Cancelar pedido' },
};

/** The actions the side `papel` may take on an order in `status` (what the web shows as buttons). */
export function acoesDoPedido(status: string, papel: PapelPedido): AcaoPedido[] {
  return ACOES_PEDIDO.filter((a) => {
    const t = TRANSICOES_PEDIDO_COMPRA[a];
    return t.de === status && t.quem === papel;
  });
}

const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** One line of a new purchase: a catalogue line (catalogo_item uuid) and how many. */
export const ZPedidoItemEntrada = z.object({
  item: z.uuid({ error: 'Selecione o item do catálogo' }),
  quantidade: z
    .preprocess(
      lerNumeroDigitado,
      z
        .number({ error: erroDeNumero('Informe a quantidade') })
        .positive('A quantidade deve ser maior que 0')
        .max(1_000_000_000),
    )
    .transform(arredondarQuantidade),
});

/**
 * POST /api/pedidos with `tipo: compra`: the catalogue must be published and valid today, every
 * item one of its lines, and the total at least its pedido mínimo.
 */
export const ZPedidoCompraEntrada = z.object({
  tipo: z.literal('compra'),
  catalogo: z.uuid({ error: 'Selecione o catálogo' }),
  itens: z
    .array(ZPedidoItemEntrada, { error: 'Adicione os itens do pedido' })
    .min(1, 'Adicione ao menos um item ao pedido')
    .max(500, 'O pedido pode ter no máximo 500 itens')
    .superRefine((itens, ctx) => {
      const vistos = new Set<string>();
      itens.forEach((i, n) => {
        if (vistos.has(i.item))
          ctx.addIssue({
            code: 'custom',
            path: [n, 'item'],
            message: 'Este item já está no pedido',
            params: { rule: 'unique' },
          });
        vistos.add(i.item);
      });
    }),
  observacoes: textoOpcional(2_000),
});

/**
 * POST /api/pedidos with `tipo: venda`: a deal for a customer of the company (`cliente` uuid) or a
 * quick lead (name and phone, completed later). It starts as an orçamento in rascunho.
 */
export const ZPedidoVendaEntrada = z
  .object({
    tipo: z.literal('venda'),
    cliente: z
      .uuid({ error: 'Selecione o cliente' })
      .nullish()
      .transform((v) => v ?? null),
    lead: z
      .object(
        {
          nome: z
            .string({ error: 'Informe o nome do contato' })
            .trim()
            .min(1, 'Informe o nome do contato')
            .max(200),
          telefone: ZTelefone.optional(),
        },
        { error: 'Informe o nome e o telefone do contato' },
      )
      .superRefine((l, ctx) => {
        if (!l.telefone)
          ctx.addIssue({ code: 'custom', path: ['telefone'], message: 'Informe o telefone do contato' });
      })
      .nullish()
      .transform((v) => v ?? null),
    observacoes: textoOpcional(2_000),
  })
  .superRefine((d, ctx) => {
    if ((d.cliente === null) === (d.lead === null))
      ctx.addIssue({
        code: 'custom',
        path: ['cliente'],
        message: d.cliente
          ? 'Escolha um cliente ou um contato, não os dois'
          : 'Selecione o cliente ou informe o nome e o telefone do contato',
      });
  });

/** POST /api/pedidos: a purchase or a deal, by `tipo`. */
export const ZPedidoEntrada = z.discriminatedUnion('tipo', [ZPedidoCompraEntrada, ZPedidoVendaEntrada], {
  error: 'Selecione o tipo do pedido',
});
export type TPedidoEntrada = z.input<typeof ZPedidoEntrada>;
export type DadosPedidoVenda = z.output<typeof ZPedidoVendaEntrada>;
export type DadosPedido = z.output<typeof ZPedidoEntrada>;

/** POST /api/pedidos/:uuid/confirmar and /receber: an optional note for the history. */
export const ZPedidoNotaEntrada = z
  .object({ mensagem: textoOpcional(1_000) })
  .nullish()
  .transform((v) => ({ mensagem: v?.mensagem ?? null }));

/** POST /api/pedidos/:uuid/faturar: the NF-e number. */
export const ZPedidoFaturarEntrada = z.object({
  nota_fiscal: z
    .string({ error: 'Informe o número da nota fiscal' })
    .trim()
    .min(1, 'Informe o número da nota fiscal')
    .max(60),
  mensagem: textoOpcional(1_000),
});

/** POST /api/pedidos/:uuid/enviar: the tracking code, if there is one. */
export const ZPedidoEnviarEntrada = z
  .object({ rastreio: textoOpcional(120), mensagem: textoOpcional(1_000) })
  .nullish()
  .transform((v) => ({ rastreio: v?.rastreio ?? null, mensagem: v?.mensagem ?? null }));

/** POST /api/pedidos/:uuid/recusar: why (required). */
export const ZPedidoRecusarEntrada = z.object({
  motivo: z.string({ error: 'Informe o motivo' }).trim().min(1, 'Informe o motivo').max(1_000),
});

/** POST /api/pedidos/:uuid/cancelar: why (optional). */
export const ZPedidoCancelarEntrada = z
  .object({ motivo: textoOpcional(1_000) })
  .nullish()
  .transform((v) => ({ motivo: v?.motivo ?? null }));

/** An order as the API answers it (list and detail), seen from the caller's side (`papel`). */
export const ZPedido = z.object({
  uuid: z.string(),
  /** Counts per buyer company: #12 of the comprador. */
  numero: z.number().int(),
  tipo: z.enum(TIPOS_PEDIDO),
  /** A deal's stage; null for a purchase. */
  etapa: z.string().nullable(),
  status: z.string(),
  papel: z.enum(PAPEIS_PEDIDO),
  comprador: ZEmpresaResumo,
  fornecedor: ZEmpresaResumo.nullable(),
  /** Null if the catalogue was deleted since. */
  catalogo: ZEmpresaResumo.nullable(),
  total_rs: z.number(),
  itens_count: z.number().int(),
  observacoes: z.string().nullable(),
  nota_fiscal: z.string().nullable(),
  rastreio: z.string().nullable(),
  /** Why it was refused or cancelled. */
  motivo: z.string().nullable(),
  /** A deal's customer (null for a lead); absent on a purchase. */
  cliente: z.object({ uuid: z.string(), nome: z.string() }).nullable().optional(),
  /** A deal's quick lead (null for a customer); absent on a purchase. */
  lead: z.object({ nome: z.string(), telefone: z.string() }).nullable().optional(),
  /** A deal's public link and the customer's answer (decision 032); absent on a purchase. */
  ...camposDoEnvio,
  criado_em: z.string(),
  atualizado_em: z.string(),
  /** What the caller's side may do now (TRANSICOES_PEDIDO_COMPRA). */
  acoes: z.array(z.enum(ACOES_PEDIDO)),
});
export type Pedido = z.infer<typeof ZPedido>;

/**
 * GET /api/pedidos: newest first; page, limit, tipo (compra|venda), etapa (a deal's), status, papel
 * (comprador|fornecedor; both when absent), search (número, the other company's name).
 */
export const ZPedidos = respostaLista(ZPedido);
export const ZPedidoResposta = respostaUm(ZPedido);

/** A line of an order, with what was agreed: later catalogue changes move nothing here. */
export const ZPedidoItem = z.object({
  uuid: z.string(),
  tipo: z.string(),
  nome: z.string(),
  modelo: z.string().nullable(),
  fabricante: z.string().nullable(),
  sku: z.string().nullable(),
  unidade: z.string(),
  quantidade: z.number(),
  preco_unitario_rs: z.number(),
  total_rs: z.number(),
});
export type PedidoItem = z.infer<typeof ZPedidoItem>;

/** GET /api/pedidos/:uuid/itens: all lines, in order. */
export const ZPedidoItens = respostaTodos(ZPedidoItem);

/** A change of status (api/historico.ts). */
export const ZPedidoEvento = ZEventoDeStatus;
export type PedidoEvento = z.infer<typeof ZPedidoEvento>;

/** GET /api/pedidos/:uuid/historico: oldest first. */
export const ZPedidoHistorico = respostaTodos(ZPedidoEvento);
