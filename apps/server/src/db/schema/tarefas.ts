import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable background jobs (platform/jobs.ts): a row per job, claimed with a lock that expires, so
 * a job whose server died is taken again by another (or the restarted) instance.
 */
export const tarefas = pgTable(
  'tarefas',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    /** Jobs with the same key are one job (enqueueing again does nothing while it is open). */
    chave: text('chave'),
    dados: jsonb('dados').notNull(),
    /** Jobs of one group (one maker's cloud) take at most `porGrupo` lanes of an instance. */
    grupo: text('grupo'),
    status: text('status').notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    maxTentativas: integer('max_tentativas').notNull().default(5),
    proximaEm: timestamp('proxima_em', { withTimezone: true }).notNull().defaultNow(),
    bloqueadaAte: timestamp('bloqueada_ate', { withTimezone: true }),
    erro: text('erro'),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
    concluidaEm: timestamp('concluida_em', { withTimezone: true }),
  },
  (t) => [
    index('tarefas_fila_idx').on(t.status, t.proximaEm),
    uniqueIndex('tarefas_chave_aberta').on(t.chave).where(sql`${t.status} in ('pendente', 'executando')`),
  ],
);
