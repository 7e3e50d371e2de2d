import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categorias } from './categorias.ts';
import { empresas } from './empresas.ts';
import { fabricantes } from './fabricantes.ts';

// A company's products (issue 24): typed kinds with their technical data in `especificacoes`
// (the fields of CAMPOS_POR_TIPO), prices in cents, and the stock balance the estoque module
// moves. A kit is a product of kind `kit` made of `produto_componentes`.
export const produtos = pgTable(
  'produtos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    nome: text('nome').notNull(),
    categoriaId: integer('categoria_id').references(() => categorias.id, { onDelete: 'set null' }),
    modelo: text('modelo'),
    fabricante: text('fabricante'),
    /** Irradia's maker (monitoring), for inverters of one of them. */
    fabricanteId: integer('fabricante_id').references(() => fabricantes.id),
    sku: text('sku'),
    unidade: text('unidade').notNull().default('un'),
    descricao: text('descricao'),
    custoCentavos: bigint('custo_centavos', { mode: 'number' }).notNull().default(0),
    precoVendaCentavos: bigint('preco_venda_centavos', { mode: 'number' }).notNull().default(0),
    saldo: numeric('saldo', { precision: 16, scale: 3, mode: 'number' }).notNull().default(0),
    estoqueMinimo: numeric('estoque_minimo', { precision: 16, scale: 3, mode: 'number' }),
    /** uuid of a record of the reference library (equipamentos), kept as given. */
    equipamento: uuid('equipamento'),
    especificacoes: jsonb('especificacoes').notNull().default({}),
    /** uuids in the arquivos module: a public image and a datasheet PDF served by this module. */
    imagemArquivo: uuid('imagem_arquivo'),
    datasheetArquivo: uuid('datasheet_arquivo'),
    datasheetNome: text('datasheet_nome'),
    datasheetTamanho: integer('datasheet_tamanho'),
    /** A copy of a distribuidor's product (issue 24): the product it came from. */
    origemProdutoId: integer('origem_produto_id').references((): AnyPgColumn => produtos.id, {
      onDelete: 'set null',
    }),
    /** A kit bought whole (a distribuidor's kit copied): its cost is `custoCentavos`, not its components' sum. */
    custoFixo: boolean('custo_fixo').notNull().default(false),
    removidoEm: timestamp('removido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('produtos_empresa_idx').on(t.empresaId, t.tipo),
    uniqueIndex('produtos_sku_unico')
      .on(t.empresaId, sql`lower(${t.sku})`)
      .where(sql`${t.removidoEm} is null and ${t.sku} is not null`),
  ],
);

/** A kit's lines: component product × quantity, in the order given. */
export const produtoComponentes = pgTable(
  'produto_componentes',
  {
    kitId: integer('kit_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    produtoId: integer('produto_id')
      .notNull()
      .references((): AnyPgColumn => produtos.id, { onDelete: 'cascade' }),
    quantidade: numeric('quantidade', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kitId, t.produtoId] }),
    index('produto_componentes_produto_idx').on(t.produtoId),
  ],
);
