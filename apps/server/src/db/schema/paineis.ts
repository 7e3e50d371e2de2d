import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { usuarios } from './usuarios.ts';

/**
 * Saved dashboard templates (spec §3 dashboard panel: name, layout, content). A user's template
 * belongs to the context it was saved in (a company, or the personal account when `empresa_id`
 * is null). A row with `padrao_de` is the `sistema` company's default for that context
 * (`empresa_id` null): every company of that type starts from it.
 */
export const paineis = pgTable(
  'paineis',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id').references(() => empresas.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    /** react-grid-layout items: { i: widget, x, y, w, h }. */
    layout: jsonb('layout').notNull(),
    /** Free settings per widget (period, filters), kept as given. */
    conteudo: jsonb('conteudo').notNull(),
    /** integrador / distribuidor / prestador / sistema / pessoal, on the `sistema` defaults only. */
    padraoDe: text('padrao_de'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('paineis_usuario_idx').on(t.usuarioId, t.empresaId),
    index('paineis_padrao_idx').on(t.padraoDe, t.atualizadoEm),
  ],
);
