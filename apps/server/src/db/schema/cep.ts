import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cidades } from './cidades.ts';

/** Answers of the CEP providers, kept so a CEP is asked outside once. */
export const cepsConsultados = pgTable('ceps_consultados', {
  cep: varchar('cep', { length: 8 }).primaryKey(),
  logradouro: text('logradouro'),
  bairro: text('bairro'),
  cidadeId: integer('cidade_id').references(() => cidades.id),
  cidadeNome: text('cidade_nome').notNull(),
  uf: varchar('uf', { length: 2 }).notNull(),
  fonte: text('fonte').notNull(),
  consultadoEm: timestamp('consultado_em', { withTimezone: true }).notNull().defaultNow(),
});
