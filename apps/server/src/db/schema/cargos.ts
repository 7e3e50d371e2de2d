import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { setores } from './setores.ts';

export const cargos = pgTable(
  'cargos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    setorId: integer('setor_id').references(() => setores.id, { onDelete: 'set null' }),
    nome: text('nome').notNull(),
    /** An extinct position is kept (employees' history) and listed apart (spec §4). */
    extintoEm: timestamp('extinto_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cargos_empresa_idx').on(t.empresaId)],
);

/** The permission codes a position grants (spec §3: "atribuicoes[].permissao.codigo"). */
export const atribuicoes = pgTable(
  'atribuicoes',
  {
    cargoId: integer('cargo_id')
      .notNull()
      .references(() => cargos.id, { onDelete: 'cascade' }),
    permissao: text('permissao').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cargoId, t.permissao] })],
);
