import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { produtos } from './produtos.ts';

// A distribuidor's catalogues (issue 24): a named list of its products with the price it sells
// them at and a validity. `publicadoEm` null is a draft only the distribuidor sees; a published
// catalogue inside its validity is what /api/distribuidores shows to other companies (never the
// products' cost).
export const catalogos = pgTable(
  'catalogos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    /** First and last day the prices hold (inclusive); null is open-ended. */
    validoDe: date('valido_de', { mode: 'string' }),
    validoAte: date('valido_ate', { mode: 'string' }),
    /** Minimum order value in cents (0: none). */
    pedidoMinimoCentavos: bigint('pedido_minimo_centavos', { mode: 'number' }).notNull().default(0),
    publicadoEm: timestamp('publicado_em', { withTimezone: true }),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('catalogos_empresa_idx').on(t.empresaId),
    index('catalogos_publicados_idx')
      .on(t.empresaId, t.validoAte)
      .where(sql`${t.publicadoEm} is not null and ${t.removidoEm} is null`),
  ],
);

/** A catalogue's lines: one of the distribuidor's products at a price, in the order given. */
export const catalogoItens = pgTable(
  'catalogo_itens',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    catalogoId: integer('catalogo_id')
      .notNull()
      .references(() => catalogos.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    precoCentavos: bigint('preco_centavos', { mode: 'number' }).notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    uniqueIndex('catalogo_itens_produto_unico').on(t.catalogoId, t.produtoId),
    index('catalogo_itens_produto_idx').on(t.produtoId),
  ],
);
