import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { cargos } from './cargos.ts';
import { empresas } from './empresas.ts';
import { usuarios } from './usuarios.ts';

// A person's bond with a company. Spec §4: hired, awaiting approval (the e-mail already had an
// account), fired, partner.
export const funcionarios = pgTable(
  'funcionarios',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    cargoId: integer('cargo_id').references(() => cargos.id, { onDelete: 'set null' }),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    telefone: text('telefone'),
    whatsapp: text('whatsapp'),
    contratadoEm: date('contratado_em'),
    demitidoEm: date('demitido_em'),
    isSocio: boolean('is_socio').notNull().default(false),
    isSupervisor: boolean('is_supervisor').notNull().default(false),
    /** Null while a person who already had an account has not accepted the invitation. */
    aprovadoEm: timestamp('aprovado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('funcionarios_empresa_idx').on(t.empresaId),
    index('funcionarios_usuario_idx').on(t.usuarioId),
    uniqueIndex('funcionarios_vinculo_ativo')
      .on(t.empresaId, t.usuarioId)
      .where(sql`${t.demitidoEm} is null`),
  ],
);
