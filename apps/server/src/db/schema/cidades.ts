import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

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

// Municipalities of Brazil (IBGE), seeded by migration. `nomeBusca` is the name without accents,
// lower-case, so "sao paulo" finds "São Paulo" on PGlite and PostgreSQL alike (no unaccent there).
export const cidades = pgTable(
  'cidades',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    codigoIbge: integer('codigo_ibge').notNull().unique(),
    estadoId: integer('estado_id')
      .notNull()
      .references(() => estados.id),
    nome: text('nome').notNull(),
    nomeBusca: text('nome_busca').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    capital: boolean('capital').notNull().default(false),
    ddd: smallint('ddd'),
    fusoHorario: text('fuso_horario').notNull(),
  },
  (t) => [index('cidades_estado_idx').on(t.estadoId), index('cidades_busca_idx').on(t.nomeBusca)],
);

/**
 * Neighbourhoods, created as addresses need them (a customer saved with a new bairro adds it) and
 * kept by sistema companies (spec §6). One name per city, compared without accents or case.
 */
export const bairros = pgTable(
  'bairros',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    cidadeId: integer('cidade_id')
      .notNull()
      .references(() => cidades.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    nomeBusca: text('nome_busca').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bairros_cidade_nome_unico').on(t.cidadeId, t.nomeBusca)],
);
