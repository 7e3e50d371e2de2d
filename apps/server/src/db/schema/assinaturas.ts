import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';

// The company's subscription (issue 27, decision 041): plans kept by `sistema`, one subscription
// per company, its charges through the payment gateway (or marked by hand), and the gateway's
// webhooks seen (replay guard).

export const planos = pgTable('planos', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  nome: text('nome').notNull(),
  descricao: text('descricao'),
  precoMensalCentavos: bigint('preco_mensal_centavos', { mode: 'number' }).notNull(),
  precoAnualCentavos: bigint('preco_anual_centavos', { mode: 'number' }).notNull(),
  /** null: no limit. */
  limiteUsinas: integer('limite_usinas'),
  limiteUsuarios: integer('limite_usuarios'),
  limiteKwp: numeric('limite_kwp', { precision: 12, scale: 3, mode: 'number' }),
  recursos: jsonb('recursos').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  diasTeste: integer('dias_teste').notNull().default(14),
  ordem: integer('ordem').notNull().default(0),
  removidoEm: timestamp('removido_em', { withTimezone: true }),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One per company. status: teste | ativa | inadimplente | cancelada. `periodoFim` is the paid
 * (or trial) period's last day; unpaid past it plus the grace days, the company is read-only.
 */
export const assinaturas = pgTable('assinaturas', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  empresaId: integer('empresa_id')
    .notNull()
    .unique()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  planoId: integer('plano_id')
    .notNull()
    .references(() => planos.id),
  /** mensal | anual */
  ciclo: text('ciclo').notNull(),
  status: text('status').notNull(),
  /** pix | boleto | cartao | manual */
  forma: text('forma').notNull(),
  periodoInicio: date('periodo_inicio', { mode: 'string' }).notNull(),
  periodoFim: date('periodo_fim', { mode: 'string' }).notNull(),
  cancelarNoFim: boolean('cancelar_no_fim').notNull().default(false),
  canceladaEm: timestamp('cancelada_em', { withTimezone: true }),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A charge through the gateway (or by hand): a subscription period (`origem: assinatura`) or a
 * sale's instalment (`origem: pagamento`, `referenciaId` the finance entry).
 * status: pendente | paga | vencida | estornada | cancelada.
 */
export const cobrancas = pgTable(
  'cobrancas',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    origem: text('origem').notNull(),
    referenciaId: integer('referencia_id').notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    /** pix | boleto | cartao | manual */
    forma: text('forma').notNull(),
    status: text('status').notNull(),
    /** The period this charge pays, for a subscription. */
    periodoInicio: date('periodo_inicio', { mode: 'string' }),
    periodoFim: date('periodo_fim', { mode: 'string' }),
    gateway: text('gateway'),
    gatewayId: text('gateway_id'),
    pixCopiaECola: text('pix_copia_e_cola'),
    pixQrCodeBase64: text('pix_qr_code_base64'),
    boletoUrl: text('boleto_url'),
    boletoLinhaDigitavel: text('boleto_linha_digitavel'),
    pagaEm: timestamp('paga_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cobrancas_empresa_idx').on(t.empresaId, t.origem, t.referenciaId),
    uniqueIndex('cobrancas_gateway_id').on(t.gateway, t.gatewayId).where(sql`${t.gatewayId} is not null`),
  ],
);

/** Webhook deliveries already handled, by the gateway's request id: a replay is refused. */
export const webhookEntregas = pgTable(
  'webhook_entregas',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    chave: text('chave').notNull(),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_entregas_chave').on(t.gateway, t.chave)],
);
