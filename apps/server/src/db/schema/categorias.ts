import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';

// Categories of a company's product catalogue (issue 24). The name is unique within the company
// among categories not removed.
export const categorias = pgTable(
  'categorias',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categorias_empresa_idx').on(t.empresaId),
    uniqueIndex('categorias_nome_unico')
      .on(t.empresaId, sql`lower(${t.nome})`)
      .where(sql`${t.removidoEm} is null`),
  ],
);
