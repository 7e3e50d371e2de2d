import { sql } from 'drizzle-orm';
import {
  boolean,
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

// Automations (issue 26, decision 039): a rule per row, and a log line per run.

export const automacoes = pgTable(
  'automacoes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    gatilho: text('gatilho').notNull(),
    condicoes: jsonb('condicoes').$type<Record<string, unknown>>().notNull().default({}),
    acoes: jsonb('acoes').$type<Array<Record<string, unknown>>>().notNull(),
    ativa: boolean('ativa').notNull().default(true),
    /** The built-in rule's key; null for the company's own. */
    padrao: text('padrao'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('automacoes_gatilho_idx').on(t.empresaId, t.gatilho),
    uniqueIndex('automacoes_padrao_unico').on(t.empresaId, t.padrao).where(sql`${t.padrao} is not null`),
  ],
);

export const automacaoExecucoes = pgTable(
  'automacao_execucoes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    automacaoId: integer('automacao_id')
      .notNull()
      .references(() => automacoes.id, { onDelete: 'cascade' }),
    gatilho: text('gatilho').notNull(),
    evento: text('evento').notNull(),
    status: text('status').notNull(),
    acoes: jsonb('acoes').$type<Array<{ tipo: string; resultado: string; ok: boolean }>>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('automacao_execucoes_idx').on(t.automacaoId, t.criadoEm)],
);
