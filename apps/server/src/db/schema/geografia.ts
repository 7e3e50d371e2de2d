import { doublePrecision, pgTable, serial, smallint, text, uuid, varchar } from 'drizzle-orm/pg-core';

// States of Brazil (IBGE), seeded by migration from data/estados.csv.
export const estados = pgTable('estados', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  codigoIbge: smallint('codigo_ibge').notNull().unique(),
  sigla: varchar('sigla', { length: 2 }).notNull().unique(),
  nome: text('nome').notNull(),
  regiao: text('regiao').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});
