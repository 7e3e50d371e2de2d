import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { clientes } from './clientes.ts';
import { empresas } from './empresas.ts';
import { pedidos } from './pedidos.ts';
import { usuarios } from './usuarios.ts';

// Finance (issue 27, decision 040): accounts, wallets, payment methods, receivable and payable
// entries, and the bank statements imported from OFX. Money in cents; dates as YYYY-MM-DD.

/** A bank account or the cash box; its balance is the opening balance plus what was paid through it. */
export const contas = pgTable(
  'contas',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    /** corrente | poupanca | caixa | investimento */
    tipo: text('tipo').notNull(),
    /** The bank's COMPE code (3 digits), as the OFX's BANKID says it. */
    banco: text('banco'),
    agencia: text('agencia'),
    numero: text('numero'),
    saldoInicialCentavos: bigint('saldo_inicial_centavos', { mode: 'number' }).notNull().default(0),
    saldoInicialEm: date('saldo_inicial_em', { mode: 'string' }).notNull(),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contas_empresa_idx').on(t.empresaId)],
);

/** A wallet: the business line or cost centre an entry belongs to (decision 040). */
export const carteiras = pgTable(
  'carteiras',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    cor: text('cor'),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carteiras_empresa_idx').on(t.empresaId)],
);

/** A payment method with its fees and the days the money takes to reach the account. */
export const formas = pgTable(
  'formas',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    /** pix | boleto | cartao_credito | cartao_debito | transferencia | dinheiro */
    tipo: text('tipo').notNull(),
    taxaPercentual: numeric('taxa_percentual', { precision: 6, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    taxaFixaCentavos: bigint('taxa_fixa_centavos', { mode: 'number' }).notNull().default(0),
    prazoDias: integer('prazo_dias').notNull().default(0),
    contaId: integer('conta_id').references(() => contas.id, { onDelete: 'set null' }),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('formas_empresa_idx').on(t.empresaId)],
);

/**
 * A receivable (`receber`) or payable (`pagar`) entry. Its status is derived: cancelled when
 * `canceladoEm`, paid when `pagoEm`, overdue when due before today, open otherwise. A sale's
 * instalments (`origem: venda`) carry their share of the cost of what was sold (`custoCentavos`).
 */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    descricao: text('descricao').notNull(),
    categoria: text('categoria'),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    pagoEm: date('pago_em', { mode: 'string' }),
    valorPagoCentavos: bigint('valor_pago_centavos', { mode: 'number' }),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    formaId: integer('forma_id').references(() => formas.id, { onDelete: 'set null' }),
    contaId: integer('conta_id').references(() => contas.id, { onDelete: 'set null' }),
    carteiraId: integer('carteira_id').references(() => carteiras.id, { onDelete: 'set null' }),
    clienteId: integer('cliente_id').references(() => clientes.id, { onDelete: 'set null' }),
    /** A supplier typed by name, or the distribuidor of a purchase order. */
    fornecedor: text('fornecedor'),
    fornecedorEmpresaId: integer('fornecedor_empresa_id').references(() => empresas.id, {
      onDelete: 'set null',
    }),
    /** manual | venda | compra | extrato */
    origem: text('origem').notNull().default('manual'),
    pedidoId: integer('pedido_id').references(() => pedidos.id, { onDelete: 'set null' }),
    /** Entries made together (instalments, a recurring expense) share the group. */
    grupo: uuid('grupo'),
    parcela: integer('parcela'),
    parcelas: integer('parcelas'),
    /** mensal: the next month's copy is made when this one is paid. */
    recorrencia: text('recorrencia'),
    custoCentavos: bigint('custo_centavos', { mode: 'number' }).notNull().default(0),
    anexo: jsonb('anexo').$type<{ chave: string; nome: string; tipo: string; tamanho: number } | null>(),
    observacoes: text('observacoes'),
    criadoPor: integer('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pagamentos_empresa_idx').on(t.empresaId, t.tipo, t.vencimento),
    index('pagamentos_conta_idx').on(t.contaId, t.pagoEm),
    // A sale's or an order's instalment becomes one entry per side, however often it is retried.
    uniqueIndex('pagamentos_origem_unica')
      .on(t.empresaId, t.pedidoId, t.tipo, t.parcela)
      .where(sql`${t.pedidoId} is not null`),
  ],
);

/** One imported OFX file; the same file twice is recognised by its hash. */
export const extratoImportacoes = pgTable(
  'extrato_importacoes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    nomeArquivo: text('nome_arquivo').notNull(),
    hash: text('hash').notNull(),
    linhas: integer('linhas').notNull(),
    novas: integer('novas').notNull(),
    criadoPor: integer('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('extrato_importacoes_hash').on(t.contaId, t.hash)],
);

/** A bank statement line (OFX STMTTRN), unique per account by the bank's FITID. */
export const extratoLinhas = pgTable(
  'extrato_linhas',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    contaId: integer('conta_id')
      .notNull()
      .references(() => contas.id, { onDelete: 'cascade' }),
    importacaoId: integer('importacao_id').references(() => extratoImportacoes.id, { onDelete: 'set null' }),
    fitid: text('fitid').notNull(),
    data: date('data', { mode: 'string' }).notNull(),
    /** Signed: credit positive, debit negative. */
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
    descricao: text('descricao').notNull(),
    pagamentoId: integer('pagamento_id').references(() => pagamentos.id, { onDelete: 'set null' }),
    /** The user chose to leave this line out (a transfer between own accounts, say). */
    ignoradaEm: timestamp('ignorada_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('extrato_linhas_fitid').on(t.contaId, t.fitid),
    index('extrato_linhas_pagamento_idx').on(t.pagamentoId),
  ],
);
