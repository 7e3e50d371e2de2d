import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Uploaded files' metadata; the bytes live in platform storage under the uuid.
export const arquivos = pgTable('arquivos', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  nome: text('nome').notNull(),
  mimetype: text('mimetype').notNull(),
  tamanho: integer('tamanho').notNull(),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});
