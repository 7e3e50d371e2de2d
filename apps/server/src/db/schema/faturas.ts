import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { unidades } from './unidades.ts';

/** An invoice PDF kept for download (never served by the public file route). */
export const faturasPdf = pgTable('faturas_pdf', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  empresaId: integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  nome: text('nome').notNull(),
  tamanho: integer('tamanho').notNull(),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});

export const faturas = pgTable(
  'faturas',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    unidadeId: integer('unidade_id')
      .notNull()
      .references(() => unidades.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    mesReferencia: text('mes_referencia').notNull(),
    vencimento: date('vencimento'),
    status: text('status').notNull().default('aberta'),
    consumoKwh: doublePrecision('consumo_kwh'),
    geracaoKwh: doublePrecision('geracao_kwh'),
    injetadaKwh: doublePrecision('injetada_kwh'),
    compensadaKwh: doublePrecision('compensada_kwh'),
    creditadaKwh: doublePrecision('creditada_kwh'),
    saldoKwh: doublePrecision('saldo_kwh'),
    creditosExpirandoKwh: doublePrecision('creditos_expirando_kwh'),
    distribuidaKwh: doublePrecision('distribuida_kwh'),
    impostosRs: doublePrecision('impostos_rs'),
    iluminacaoPublicaRs: doublePrecision('iluminacao_publica_rs'),
    valorTotalRs: doublePrecision('valor_total_rs'),
    /** Savings of this invoice (from its own tariffs), written with the unit's credits roll-up. */
    economiaRs: doublePrecision('economia_rs'),
    tarifaComTributosRsKwh: doublePrecision('tarifa_com_tributos_rs_kwh'),
    tarifaTeRsKwh: doublePrecision('tarifa_te_rs_kwh'),
    tarifaTusdRsKwh: doublePrecision('tarifa_tusd_rs_kwh'),
    fioBRs: doublePrecision('fio_b_rs'),
    itens: jsonb('itens'),
    /** pdf / integracao / manual */
    origem: text('origem').notNull().default('manual'),
    /** The utility's own id of the bill (integration imports), to match on re-import. */
    idExterno: text('id_externo'),
    pdfId: integer('pdf_id').references(() => faturasPdf.id, { onDelete: 'set null' }),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadaEm: timestamp('atualizada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  // One invoice per unit and reference month: re-imports update, never duplicate. The company's
  // newest first (the dashboard's latest invoices) walk `faturas_empresa_mes` in the list's own
  // order, id included, and stop at the page; per-unit counts and the units with invoices
  // (dashboard, credits roll-ups) read `faturas_empresa_unidade` alone (migration 0042).
  (t) => [
    uniqueIndex('faturas_unidade_mes').on(t.unidadeId, t.mesReferencia),
    index('faturas_empresa_mes').on(t.empresaId, t.mesReferencia, t.id),
    index('faturas_empresa_unidade').on(t.empresaId, t.unidadeId),
  ],
);

/**
 * Each unit's credits as of its latest invoice, rewritten whenever one of its invoices changes:
 * the dashboard sums these instead of replaying every unit's ledger on each call.
 */
export const creditosUnidade = pgTable('creditos_unidade', {
  unidadeId: integer('unidade_id')
    .primaryKey()
    .references(() => unidades.id, { onDelete: 'cascade' }),
  empresaId: integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  saldoKwh: doublePrecision('saldo_kwh').notNull(),
  economiaRs: doublePrecision('economia_rs').notNull(),
  /** [{ mes: 'YYYY-MM', kwh }] expiring in the 12 months after the latest invoice. */
  expirando: jsonb('expirando').notNull(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

// Invoices by e-mail (issue 20): the company's inbound address, the messages that reached it and
// the PDFs they brought, waiting in the inbox until someone confirms or discards them.

/** The company's inbound address (faturas+<token>@INBOUND_MAIL_DOMAIN) and whether mail files invoices itself. */
export const caixasEntrada = pgTable('caixas_entrada', {
  empresaId: integer('empresa_id')
    .primaryKey()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  /** Lower-case, unguessable; a new one retires the old address. */
  token: text('token').notNull().unique(),
  /** Files a fully read invoice at once (status aberta) instead of waiting to be confirmed. */
  automatica: boolean('automatica').notNull().default(false),
  criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
});

/** Each message that reached DATA for a company, accepted or refused: the hourly limit counts these. */
export const emailsRecebidos = pgTable(
  'emails_recebidos',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull(),
    remetente: text('remetente').notNull(),
    assunto: text('assunto').notNull(),
    /** The sender's Message-ID: the same message delivered twice is filed once. */
    messageId: text('message_id'),
    /** aceito / recusado (with the reason given at SMTP time in `motivo`). */
    resultado: text('resultado').notNull(),
    motivo: text('motivo'),
  },
  (t) => [index('emails_recebidos_empresa').on(t.empresaId, t.recebidoEm)],
);

/** One PDF from an e-mail: a_conferir (unit found), sem_unidade, or confirmada (an invoice holds it). */
export const itensCaixaEntrada = pgTable(
  'itens_caixa_entrada',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    emailId: integer('email_id')
      .notNull()
      .references(() => emailsRecebidos.id, { onDelete: 'cascade' }),
    pdfId: integer('pdf_id')
      .notNull()
      .references(() => faturasPdf.id, { onDelete: 'cascade' }),
    arquivo: text('arquivo').notNull(),
    situacao: text('situacao').notNull(),
    /** Installation number read from the PDF (null when it could not be read). */
    matricula: text('matricula'),
    concessionaria: text('concessionaria'),
    unidadeId: integer('unidade_id').references(() => unidades.id, { onDelete: 'set null' }),
    /** What the reader answered (LeituraFatura), shown on the confirm screen. */
    leitura: jsonb('leitura').notNull(),
    faturaId: integer('fatura_id').references(() => faturas.id, { onDelete: 'set null' }),
    recebidoEm: timestamp('recebido_em', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('itens_caixa_entrada_empresa').on(t.empresaId, t.situacao, t.recebidoEm),
    index('itens_caixa_entrada_pdf').on(t.pdfId),
  ],
);
