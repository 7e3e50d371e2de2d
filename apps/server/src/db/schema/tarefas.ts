import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable background jobs (platform/jobs.ts): a row per job, claimed with a lock that expires, so
 * a job whose server died is taken again by another (or the restarted) instance. Finished rows are
 * purged after their retention (docs/decisions/020-fila-de-tarefas.md).
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
    /** A sweep's slot (agendarVarreduras in platform/jobs.ts): one row per kind and slot, however many instances ask. */
    agendadaPara: timestamp('agendada_para', { withTimezone: true }),
  },
  (t) => [
    index('tarefas_fila_idx').on(t.status, t.proximaEm),
    uniqueIndex('tarefas_chave_aberta').on(t.chave).where(sql`${t.status} in ('pendente', 'executando')`),
    // Every status, not only open ones: a slot already run must not be inserted (and run) again.
    uniqueIndex('tarefas_agenda').on(t.tipo, t.agendadaPara).where(sql`${t.agendadaPara} is not null`),
    // The purge and the sistema counts read finished rows by age.
    index('tarefas_concluidas_idx').on(t.status, t.concluidaEm),
  ],
);
