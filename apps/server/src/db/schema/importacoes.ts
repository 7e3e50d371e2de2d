import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { contasPortal } from './portais.ts';
import { usuarios } from './usuarios.ts';

/** A background import of plants from a portal account (spec §4), with its progress. */
export const importacoes = pgTable('importacoes', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  empresaId: integer('empresa_id')
    .notNull()
    .references(() => empresas.id, { onDelete: 'cascade' }),
  usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
  contaPortalId: integer('conta_portal_id')
    .notNull()
    .references(() => contasPortal.id, { onDelete: 'cascade' }),
  /** The portal's ids of the plants chosen in the wizard. */
  usinasExternas: text('usinas_externas').array().notNull(),
  /** pendente → em_andamento → concluida | falhou */
  status: text('status').notNull().default('pendente'),
  /** Plants finished so far (the job resumes after them). */
  concluidas: text('concluidas').array().notNull().default(sql`'{}'::text[]`),
  mensagem: text('mensagem'),
  criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  concluidaEm: timestamp('concluida_em', { withTimezone: true }),
});
