import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { atendimentos } from './atendimentos.ts';
import { empresas } from './empresas.ts';
import { funcionarios } from './funcionarios.ts';
import { pedidos } from './pedidos.ts';
import { usuarios } from './usuarios.ts';

// The board (issue 26, decision 038): boards with ordered stages; a card places one record (a
// service request or a deal) on a stage, with the board's own furniture around it.

export const quadros = pgTable(
  'quadros',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    tipo: text('tipo').notNull(),
    padrao: boolean('padrao').notNull().default(false),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quadros_empresa_idx').on(t.empresaId),
    // One default board per kind per company: where new records land.
    uniqueIndex('quadros_padrao_unico').on(t.empresaId, t.tipo).where(sql`${t.padrao}`),
  ],
);

export const fases = pgTable(
  'fases',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    quadroId: integer('quadro_id')
      .notNull()
      .references(() => quadros.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull(),
    fechada: boolean('fechada').notNull().default(false),
    cor: text('cor'),
  },
  (t) => [index('fases_quadro_idx').on(t.quadroId, t.ordem)],
);

export const cartoes = pgTable(
  'cartoes',
  {
    id: serial('id').primaryKey(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    quadroId: integer('quadro_id')
      .notNull()
      .references(() => quadros.id, { onDelete: 'cascade' }),
    faseId: integer('fase_id')
      .notNull()
      .references(() => fases.id),
    /** Exactly one of these: the record the card stands for. */
    atendimentoId: integer('atendimento_id').references(() => atendimentos.id, { onDelete: 'cascade' }),
    pedidoId: integer('pedido_id').references(() => pedidos.id, { onDelete: 'cascade' }),
    posicao: integer('posicao').notNull().default(0),
    responsavelId: integer('responsavel_id').references(() => funcionarios.id, { onDelete: 'set null' }),
    prazo: date('prazo', { mode: 'string' }),
    origem: text('origem').notNull().default('manual'),
    /** The plant alert whose automation opened it (closed with the alert when the rule says so). */
    alertaId: integer('alerta_id'),
    /** The automation rule that opened it. */
    automacaoId: integer('automacao_id'),
    /** The due date whose passing was already told to the automations (once per due date). */
    prazoAvisado: date('prazo_avisado', { mode: 'string' }),
    faseDesde: timestamp('fase_desde', { withTimezone: true }).notNull().defaultNow(),
    fechadoEm: timestamp('fechado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cartoes_atendimento_unico').on(t.atendimentoId),
    uniqueIndex('cartoes_pedido_unico').on(t.pedidoId),
    index('cartoes_fase_idx').on(t.faseId, t.posicao),
    index('cartoes_empresa_idx').on(t.empresaId, t.quadroId),
    index('cartoes_alerta_idx').on(t.alertaId),
  ],
);

/** A card's history: every move and change, by whom (null: an automation). */
export const cartaoEventos = pgTable(
  'cartao_eventos',
  {
    id: serial('id').primaryKey(),
    cartaoId: integer('cartao_id')
      .notNull()
      .references(() => cartoes.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    de: text('de'),
    para: text('para').notNull(),
    /** For stage moves: the stages' ids, so time in each stage is measured even after a rename. */
    deFaseId: integer('de_fase_id'),
    paraFaseId: integer('para_fase_id'),
    mensagem: text('mensagem'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cartao_eventos_idx').on(t.cartaoId, t.criadoEm),
    index('cartao_eventos_fase_idx').on(t.deFaseId, t.criadoEm),
  ],
);

export const comentarios = pgTable(
  'comentarios',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    cartaoId: integer('cartao_id')
      .notNull()
      .references(() => cartoes.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    texto: text('texto').notNull(),
    /** Mentioned employees' ids. */
    mencoes: jsonb('mencoes').$type<number[]>().notNull().default([]),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comentarios_cartao_idx').on(t.cartaoId, t.criadoEm)],
);

/** A card's files; the bytes live in platform storage under the uuid (never served publicly). */
export const anexos = pgTable(
  'anexos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    cartaoId: integer('cartao_id')
      .notNull()
      .references(() => cartoes.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    nome: text('nome').notNull(),
    mimetype: text('mimetype').notNull(),
    tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anexos_cartao_idx').on(t.cartaoId)],
);

export const classificacoes = pgTable(
  'classificacoes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    cor: text('cor').notNull(),
  },
  (t) => [index('classificacoes_empresa_idx').on(t.empresaId)],
);

export const cartaoClassificacoes = pgTable(
  'cartao_classificacoes',
  {
    cartaoId: integer('cartao_id')
      .notNull()
      .references(() => cartoes.id, { onDelete: 'cascade' }),
    classificacaoId: integer('classificacao_id')
      .notNull()
      .references(() => classificacoes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.cartaoId, t.classificacaoId] }),
    index('cartao_classificacoes_cls_idx').on(t.classificacaoId),
  ],
);

export const grupos = pgTable(
  'grupos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    quadroId: integer('quadro_id')
      .notNull()
      .references(() => quadros.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull(),
  },
  (t) => [index('grupos_quadro_idx').on(t.quadroId)],
);

export const campos = pgTable(
  'campos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    grupoId: integer('grupo_id')
      .notNull()
      .references(() => grupos.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    tipo: text('tipo').notNull(),
    opcoes: jsonb('opcoes').$type<string[]>().notNull().default([]),
    ordem: integer('ordem').notNull(),
  },
  (t) => [index('campos_grupo_idx').on(t.grupoId)],
);

export const preenchimentos = pgTable(
  'preenchimentos',
  {
    cartaoId: integer('cartao_id')
      .notNull()
      .references(() => cartoes.id, { onDelete: 'cascade' }),
    campoId: integer('campo_id')
      .notNull()
      .references(() => campos.id, { onDelete: 'cascade' }),
    valor: jsonb('valor').$type<string | number>().notNull(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartaoId, t.campoId] })],
);
