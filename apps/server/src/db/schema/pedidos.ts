import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogoItens, catalogos } from './catalogos.ts';
import { clientes } from './clientes.ts';
import { empresas } from './empresas.ts';
import { produtos } from './produtos.ts';
import { usinas } from './usinas.ts';
import { usuarios } from './usuarios.ts';

// Orders (issue 24; the proposals issue adds the deal stages). One `pedido` belongs to the company
// that places it (`empresaId`): a purchase (`tipo: compra`) addressed to a distribuidor
// (`fornecedorEmpresaId`) from one of its catalogues, or a deal (`tipo: venda`, stages in `etapa`).
// Both sides see a purchase; `numero` counts per owner company.
export const pedidos = pgTable(
  'pedidos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    tipo: text('tipo').notNull(),
    /** A deal's stage (orcamento → contrato → venda); null for a purchase. */
    etapa: text('etapa'),
    status: text('status').notNull(),
    fornecedorEmpresaId: integer('fornecedor_empresa_id').references(() => empresas.id, {
      onDelete: 'cascade',
    }),
    catalogoId: integer('catalogo_id').references(() => catalogos.id, { onDelete: 'set null' }),
    totalCentavos: bigint('total_centavos', { mode: 'number' }).notNull().default(0),
    observacoes: text('observacoes'),
    /** The supplier's invoice (NF-e) number and the shipment's tracking code, as typed. */
    notaFiscal: text('nota_fiscal'),
    rastreio: text('rastreio'),
    /** Why it was refused or cancelled. */
    motivo: text('motivo'),
    /** A deal's customer (decision 031); a removed customer leaves the deal with its lead fields. */
    clienteId: integer('cliente_id').references(() => clientes.id, { onDelete: 'set null' }),
    /** A deal's quick lead, before (or instead of) a customer record. */
    leadNome: text('lead_nome'),
    leadTelefone: text('lead_telefone'),
    /** A deal's proposal inputs as typed (DadosProposta of packages/shared/src/propostas); results are computed on read. */
    proposta: jsonb('proposta').$type<Record<string, unknown>>(),
    /** The SHA-256 of the proposal's public link token (decision 032): the token itself is not kept. */
    linkHash: text('link_hash').unique(),
    /** How many times the proposal was sent (each send is a revision; the history keeps them). */
    revisao: integer('revisao').notNull().default(0),
    enviadaEm: timestamp('enviada_em', { withTimezone: true }),
    visualizadaEm: timestamp('visualizada_em', { withTimezone: true }),
    respondidaEm: timestamp('respondida_em', { withTimezone: true }),
    /** Who accepted, as typed on the public page (CPF digits), and from which IP. */
    aceiteNome: text('aceite_nome'),
    aceiteCpf: text('aceite_cpf'),
    aceiteIp: text('aceite_ip'),
    recusaMotivo: text('recusa_motivo'),
    /**
     * The contract (decision 037) as generated: the filled text and the terms typed for it
     * (DadosContrato of pedidos.contrato.ts). Kept as made: a later template change moves nothing.
     */
    contrato: jsonb('contrato').$type<Record<string, unknown>>(),
    /** The signature's evidence: on the link (name, CPF digits, IP) or a signed PDF uploaded (arquivo uuid). */
    assinadoEm: timestamp('assinado_em', { withTimezone: true }),
    assinaturaVia: text('assinatura_via'),
    assinaturaNome: text('assinatura_nome'),
    assinaturaCpf: text('assinatura_cpf'),
    assinaturaIp: text('assinatura_ip'),
    assinaturaArquivo: uuid('assinatura_arquivo'),
    canceladoEm: timestamp('cancelado_em', { withTimezone: true }),
    /** The sale: payment method, note and when it was closed; the value is `totalCentavos`. */
    vendaForma: text('venda_forma'),
    vendaObservacoes: text('venda_observacoes'),
    fechadaEm: timestamp('fechada_em', { withTimezone: true }),
    /** The plant created from the sale (set null if the plant is removed). */
    usinaId: integer('usina_id').references(() => usinas.id, { onDelete: 'set null' }),
    criadoPor: integer('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pedidos_numero_unico').on(t.empresaId, t.numero),
    index('pedidos_empresa_idx').on(t.empresaId, t.tipo, t.criadoEm),
    index('pedidos_fornecedor_idx').on(t.fornecedorEmpresaId, t.criadoEm),
  ],
);

/** An order's lines, with what was agreed copied in: a later price or name change moves nothing. */
export const pedidoItens = pgTable(
  'pedido_itens',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    /** The product sold: the supplier's for a purchase, the company's own for a deal. */
    produtoId: integer('produto_id').references(() => produtos.id, { onDelete: 'set null' }),
    catalogoItemId: integer('catalogo_item_id').references(() => catalogoItens.id, { onDelete: 'set null' }),
    tipo: text('tipo').notNull(),
    nome: text('nome').notNull(),
    modelo: text('modelo'),
    fabricante: text('fabricante'),
    sku: text('sku'),
    unidade: text('unidade').notNull(),
    quantidade: numeric('quantidade', { precision: 16, scale: 3, mode: 'number' }).notNull(),
    precoUnitarioCentavos: bigint('preco_unitario_centavos', { mode: 'number' }).notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [index('pedido_itens_pedido_idx').on(t.pedidoId, t.ordem)],
);

/** A sale's instalments with their due dates (decision 037); the finance issue makes them receivables. */
export const pedidoParcelas = pgTable(
  'pedido_parcelas',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    valorCentavos: bigint('valor_centavos', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('pedido_parcelas_numero').on(t.pedidoId, t.numero)],
);

/** A company's contract template and its default terms (decision 037); none means the built-in one. */
export const contratoModelos = pgTable('contrato_modelos', {
  empresaId: integer('empresa_id')
    .primaryKey()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  texto: text('texto').notNull(),
  prazoInstalacaoDias: integer('prazo_instalacao_dias'),
  garantiaModulosAnos: integer('garantia_modulos_anos'),
  garantiaInversoresAnos: integer('garantia_inversores_anos'),
  garantiaInstalacaoAnos: integer('garantia_instalacao_anos'),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** An order's history: each change of status, by which company and account, with its note. */
export const pedidoEventos = pgTable(
  'pedido_eventos',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id').references(() => empresas.id, { onDelete: 'set null' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    de: text('de'),
    para: text('para').notNull(),
    mensagem: text('mensagem'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pedido_eventos_pedido_idx').on(t.pedidoId, t.criadoEm)],
);
