import { pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Brazil's distribution utilities (ANEEL concession holders), seeded; `sistema` edits them. */
export const concessionarias = pgTable('concessionarias', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  /** ANEEL SigAgente (e.g. "Cemig-D", "Enel SP"). */
  sigla: text('sigla').notNull().unique(),
  nome: text('nome').notNull(),
  /** UFs served; curated and partial in the source data, so `sistema` may fix it. */
  estados: text('estados').array().notNull().default([]),
  rehVigente: text('reh_vigente'),
  /** online / erro / offline / inativo: health of Irradia's link to the utility's portal. */
  status: text('status').notNull().default('inativo'),
  mensagem: text('mensagem'),
  ultimoSucessoEm: timestamp('ultimo_sucesso_em', { withTimezone: true }),
  ultimaFalhaEm: timestamp('ultima_falha_em', { withTimezone: true }),
});
