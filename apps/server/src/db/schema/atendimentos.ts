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
import { clientes } from './clientes.ts';
import { empresas } from './empresas.ts';
import { servicos } from './servicos.ts';
import { usinas } from './usinas.ts';
import { usuarios } from './usuarios.ts';

// Service requests (issue 24; the board issue puts them on stages). An `atendimento` belongs to
// the company that does the work (`empresaId`); one requested by another company through
// /api/prestadores carries it in `solicitanteEmpresaId` and both sides see it. `numero` counts
// per owner company.
export const atendimentos = pgTable(
  'atendimentos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    solicitanteEmpresaId: integer('solicitante_empresa_id').references(() => empresas.id, {
      onDelete: 'cascade',
    }),
    servicoId: integer('servico_id').references(() => servicos.id, { onDelete: 'set null' }),
    titulo: text('titulo').notNull(),
    descricao: text('descricao'),
    status: text('status').notNull(),
    /** Where the work is (address as typed) and the day the requester would like it done. */
    local: text('local'),
    dataDesejada: date('data_desejada', { mode: 'string' }),
    /** The service's price when requested, in cents. */
    precoCentavos: bigint('preco_centavos', { mode: 'number' }),
    motivo: text('motivo'),
    /** The board's service requests name the customer and the plant (issue 26). */
    clienteId: integer('cliente_id').references(() => clientes.id, { onDelete: 'set null' }),
    usinaId: integer('usina_id').references(() => usinas.id, { onDelete: 'set null' }),
    criadoPor: integer('criado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('atendimentos_numero_unico').on(t.empresaId, t.numero),
    index('atendimentos_empresa_idx').on(t.empresaId, t.status, t.criadoEm),
    index('atendimentos_solicitante_idx').on(t.solicitanteEmpresaId, t.criadoEm),
  ],
);

/** A request's history: each change of status, by which company and account, with its note. */
export const atendimentoEventos = pgTable(
  'atendimento_eventos',
  {
    id: serial('id').primaryKey(),
    atendimentoId: integer('atendimento_id')
      .notNull()
      .references(() => atendimentos.id, { onDelete: 'cascade' }),
    empresaId: integer('empresa_id').references(() => empresas.id, { onDelete: 'set null' }),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    de: text('de'),
    para: text('para').notNull(),
    mensagem: text('mensagem'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('atendimento_eventos_idx').on(t.atendimentoId, t.criadoEm)],
);
