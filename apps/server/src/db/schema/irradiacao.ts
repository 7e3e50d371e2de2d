import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { cidades } from './geografia.ts';

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
