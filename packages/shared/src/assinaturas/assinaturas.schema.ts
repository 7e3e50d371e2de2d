import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';

// The company's subscription (issue 27, decision 041): plans kept by `sistema` (/api/planos), the
// company's subscription (/api/assinatura), its charges through the payment gateway (Mercado Pago)
// or marked paid by hand, and the gateway's webhooks (/api/webhooks/mercadopago).

/** Features a plan may include (shown on the plan's card). */
export const RECURSOS_DE_PLANO = {
  monitoramento: 'Monitoramento de usinas',
  faturas: 'Importação de faturas',
  propostas: 'Propostas e contratos',
  quadro: 'Quadro de atendimento e automações',
  financeiro: 'Financeiro',
  portal_cliente: 'Link público para o cliente',
} as const;
export type RecursoDePlano = keyof typeof RECURSOS_DE_PLANO;

export const CICLOS = { mensal: 'Mensal', anual: 'Anual' } as const;
export type Ciclo = keyof typeof CICLOS;

export const STATUS_DE_ASSINATURA = {
  teste: 'Período de teste',
  ativa: 'Ativa',
  inadimplente: 'Pagamento pendente',
  cancelada: 'Cancelada',
} as const;
export type StatusDeAssinatura = keyof typeof STATUS_DE_ASSINATURA;

/** How a subscription is paid; `manual` is what `sistema` marks by hand (no gateway configured). */
export const FORMAS_DE_COBRANCA = {
  pix: 'Pix',
  boleto: 'Boleto',
  cartao: 'Cartão de crédito',
  manual: 'Manual',
} as const;
export type FormaDeCobranca = keyof typeof FORMAS_DE_COBRANCA;

export const STATUS_DE_COBRANCA = {
  pendente: 'Pendente',
  paga: 'Paga',
  vencida: 'Vencida',
  estornada: 'Estornada',
  cancelada: 'Cancelada',
} as const;
export type StatusDeCobranca = keyof typeof STATUS_DE_COBRANCA;

/** Days an unpaid subscription keeps working past its period before the company turns read-only. */
export const DIAS_DE_CARENCIA = 7;

const limite = (rotulo: string) =>
  z
    .number({ error: `Informe o limite de ${rotulo}` })
    .int(`Informe um número inteiro de ${rotulo}`)
    .min(1, `O limite de ${rotulo} deve ser ao menos 1`)
    .max(1_000_000, 'Limite acima do permitido')
    .nullish()
    .transform((v) => v ?? null);
const preco = (rotulo: string) =>
  z
    .number({ error: `Informe o preço ${rotulo}` })
    .min(0, 'O preço não pode ser negativo')
    .max(1_000_000, 'Preço acima do permitido');

/** POST /api/planos and PATCH /api/planos/:uuid (sistema). A null limit is no limit. */
export const ZPlanoEntrada = z.object({
  nome: z
    .string({ error: 'Informe o nome' })
    .trim()
    .min(1, 'Informe o nome')
    .max(60, 'Use no máximo 60 caracteres'),
  descricao: z
    .string()
    .trim()
    .max(500, 'Use no máximo 500 caracteres')
    .nullish()
    .transform((v) => v || null),
  preco_mensal_rs: preco('mensal'),
  preco_anual_rs: preco('anual'),
  limite_usinas: limite('usinas'),
  limite_usuarios: limite('usuários'),
  limite_kwp: z
    .number({ error: 'Informe o limite de kWp' })
    .positive('O limite de kWp deve ser maior que zero')
    .max(10_000_000, 'Limite acima do permitido')
    .nullish()
    .transform((v) => v ?? null),
  recursos: z
    .array(
      z.enum(Object.keys(RECURSOS_DE_PLANO) as [RecursoDePlano, ...RecursoDePlano[]], {
        error: 'Recurso inválido',
      }),
    )
    .default([]),
  dias_teste: z
    .number({ error: 'Informe os dias de teste' })
    .int()
    .min(0, 'Os dias de teste não podem ser negativos')
    .max(90, 'Use no máximo 90 dias de teste')
    .default(14),
});
export type TPlanoEntrada = z.input<typeof ZPlanoEntrada>;
export type DadosPlano = z.output<typeof ZPlanoEntrada>;

export const ZPlano = z.object({
  uuid: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  preco_mensal_rs: z.number(),
  preco_anual_rs: z.number(),
  limite_usinas: z.number().int().nullable(),
  limite_usuarios: z.number().int().nullable(),
  limite_kwp: z.number().nullable(),
  recursos: z.array(z.string()),
  dias_teste: z.number().int(),
  removido_em: z.string().nullable(),
});
export type Plano = z.infer<typeof ZPlano>;
/** GET /api/planos: the plans on offer (sistema also sees removed ones with ?removidos=1). */
export const ZPlanos = respostaTodos(ZPlano);
export const ZPlanoResposta = respostaUm(ZPlano);

/** A charge of the subscription (or of a sale's instalment) as the API answers it. */
export const ZCobranca = z.object({
  uuid: z.string(),
  valor_rs: z.number(),
  vencimento: z.string(),
  forma: z.string(),
  status: z.enum(Object.keys(STATUS_DE_COBRANCA) as [StatusDeCobranca, ...StatusDeCobranca[]]),
  periodo_inicio: z.string().nullable(),
  periodo_fim: z.string().nullable(),
  pix_copia_e_cola: z.string().nullable(),
  pix_qr_code_base64: z.string().nullable(),
  boleto_url: z.string().nullable(),
  boleto_linha_digitavel: z.string().nullable(),
  paga_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Cobranca = z.infer<typeof ZCobranca>;

const ZUsoELimite = z.object({ uso: z.number(), limite: z.number().nullable() });

/** The company's subscription; `bloqueada` is true when unpaid past the grace days (read-only). */
export const ZAssinatura = z.object({
  uuid: z.string(),
  plano: ZPlano,
  ciclo: z.enum(Object.keys(CICLOS) as [Ciclo, ...Ciclo[]]),
  status: z.enum(Object.keys(STATUS_DE_ASSINATURA) as [StatusDeAssinatura, ...StatusDeAssinatura[]]),
  forma: z.string(),
  periodo_inicio: z.string(),
  periodo_fim: z.string(),
  cancelar_no_fim: z.boolean(),
  bloqueada: z.boolean(),
  uso: z.object({ usinas: ZUsoELimite, usuarios: ZUsoELimite, kwp: ZUsoELimite }),
  cobrancas: z.array(ZCobranca),
  /** A payment gateway is configured (Pix and boleto are generated); otherwise `sistema` marks payments. */
  gateway: z.boolean(),
});
export type Assinatura = z.infer<typeof ZAssinatura>;
/** GET /api/assinatura: `data` null when the company has not subscribed. */
export const ZAssinaturaResposta = respostaUm(ZAssinatura.nullable());

/**
 * POST /api/assinatura: subscribes (a new subscription starts in trial for the plan's days) or
 * changes plan, cycle or method (the new price applies from the next period).
 */
export const ZAssinaturaEntrada = z.object({
  plano: z.uuid({ error: 'Selecione o plano' }),
  ciclo: z.enum(Object.keys(CICLOS) as [Ciclo, ...Ciclo[]], { error: 'Selecione o ciclo' }).default('mensal'),
  forma: z.enum(['pix', 'boleto', 'cartao'], { error: 'Selecione a forma de pagamento' }).default('pix'),
});
export type TAssinaturaEntrada = z.input<typeof ZAssinaturaEntrada>;

/** POST /api/assinatura/cobrancas: a charge for the next period, by Pix or boleto. */
export const ZCobrancaEntrada = z.object({
  forma: z.enum(['pix', 'boleto'], { error: 'Selecione Pix ou boleto' }),
});
export const ZCobrancaResposta = respostaUm(ZCobranca);

/** A subscription in `sistema`'s list (GET /api/assinatura/empresas). */
export const ZAssinaturaDeEmpresa = z.object({
  uuid: z.string(),
  empresa: z.object({ uuid: z.string(), nome: z.string() }),
  plano: z.object({ uuid: z.string(), nome: z.string() }),
  ciclo: z.string(),
  status: z.string(),
  forma: z.string(),
  periodo_fim: z.string(),
  cancelar_no_fim: z.boolean(),
  bloqueada: z.boolean(),
  /** What it adds to the monthly recurring revenue (a yearly price over 12; 0 in trial or cancelled). */
  mrr_rs: z.number(),
  /** The newest charge still unpaid (pending or overdue), which `sistema` may mark paid by hand. */
  cobranca_pendente: ZCobranca.nullable(),
});
/**
 * GET /api/assinatura/empresas (sistema only; paginated, search by company, status=): every
 * subscription, with the monthly recurring revenue of the active ones in `mrr_rs`.
 */
export const ZAssinaturasDeEmpresas = respostaLista(ZAssinaturaDeEmpresa).extend({ mrr_rs: z.number() });

/**
 * PATCH /api/assinatura/empresas/:uuid (sistema, by hand): plan, status or the period's end.
 */
export const ZAssinaturaAjuste = z.object({
  plano: z.uuid('Plano inválido').optional(),
  status: z
    .enum(Object.keys(STATUS_DE_ASSINATURA) as [StatusDeAssinatura, ...StatusDeAssinatura[]])
    .optional(),
  periodo_fim: z.iso.date({ error: 'Informe a data no formato AAAA-MM-DD' }).optional(),
});
/** PATCH /api/assinatura/empresas/:uuid answers the subscription as sistema's list shows it. */
export const ZAssinaturaDeEmpresaResposta = respostaUm(ZAssinaturaDeEmpresa);

/** POST /api/webhooks/mercadopago: `processada` false when the notification was not about a charge of ours. */
export const ZWebhookResposta = respostaUm(z.object({ processada: z.boolean() }));
