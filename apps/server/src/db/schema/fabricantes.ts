import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The ten makers of spec §1, seeded; `status` is the health of Irradia's link to their cloud. */
export const fabricantes = pgTable('fabricantes', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  /** online / erro / offline / inativo (spec §4 colours). */
  status: text('status').notNull().default('inativo'),
  mensagem: text('mensagem'),
  ultimoSucessoEm: timestamp('ultimo_sucesso_em', { withTimezone: true }),
  ultimaFalhaEm: timestamp('ultima_falha_em', { withTimezone: true }),
});
