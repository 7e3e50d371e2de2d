import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { cidades } from './cidades.ts';
import { empresas } from './empresas.ts';

/**
 * LABREN/INPE Atlas Brasileiro de Energia Solar (2nd ed., 2017), municipal seats: monthly means of
 * daily irradiation in Wh/m²·day (Jan…Dec), global horizontal, latitude-tilted and direct normal.
 */
export const irradiacoesAtlas = pgTable('irradiacoes_atlas', {
  cidadeId: integer('cidade_id')
    .primaryKey()
    .references(() => cidades.id, { onDelete: 'cascade' }),
  ghi: integer('ghi').array().notNull(),
  inclinada: integer('inclinada').array().notNull(),
  dni: integer('dni').array().notNull(),
  /** How the seat was matched: by name, or the nearest seat in the state (see docs/data-provenance.md). */
  correspondencia: text('correspondencia').notNull(),
});

/**
 * A company's own monthly irradiation for a city (Wh/m²·day on the plane it designs for, January
 * first). It wins over the Atlas for that company only (spec §6 cidade:edit / cidade:delete).
 */
export const irradiacoesEmpresa = pgTable(
  'irradiacoes_empresa',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    cidadeId: integer('cidade_id')
      .notNull()
      .references(() => cidades.id, { onDelete: 'cascade' }),
    mensal: integer('mensal').array().notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.cidadeId] })],
);
