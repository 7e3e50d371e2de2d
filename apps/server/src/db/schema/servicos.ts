import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';

// Services an integrador or prestador offers (issue 24): kind, price and duration. An active
// service of a prestador is listed to other companies at /api/prestadores.
export const servicos = pgTable(
  'servicos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    precoCentavos: bigint('preco_centavos', { mode: 'number' }).notNull().default(0),
    /** What the price is per: the service, each kWp, each module, each hour. */
    unidadePreco: text('unidade_preco').notNull().default('servico'),
    duracaoHoras: numeric('duracao_horas', { precision: 8, scale: 2, mode: 'number' }),
    ativo: boolean('ativo').notNull().default(true),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('servicos_empresa_idx').on(t.empresaId, t.tipo)],
);
