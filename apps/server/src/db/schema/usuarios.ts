import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Accounts, their sessions and their one-time links (recovery, first access).

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    nome: text('nome').notNull(),
    /** Stored lower-cased and trimmed; unique among accounts not erased. */
    email: text('email').notNull(),
    telefone: text('telefone'),
    /** argon2id; null for an account that only ever signed in with Google. */
    senhaHash: text('senha_hash'),
    googleSub: text('google_sub'),
    avatarArquivo: uuid('avatar_arquivo'),
    isAdmin: boolean('is_admin').notNull().default(false),
    termosAceitosEm: timestamp('termos_aceitos_em', { withTimezone: true }),
    exclusaoAgendadaPara: timestamp('exclusao_agendada_para', { withTimezone: true }),
    /** How plant alerts reach this person: app (bell only), email (at once), resumo (daily e-mail). */
    alertasEntrega: text('alertas_entrega').notNull().default('app'),
    /** When the last daily digest went out (one per day, whichever instance sends it). */
    alertasResumoEm: timestamp('alertas_resumo_em', { withTimezone: true }),
    /** Set when the account is erased: personal data is wiped and the row stays as an anonymous reference. */
    excluidoEm: timestamp('excluido_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usuarios_email_unique').on(sql`lower(${t.email})`).where(sql`${t.excluidoEm} is null`),
    uniqueIndex('usuarios_google_sub_unique').on(t.googleSub).where(sql`${t.googleSub} is not null`),
    index('usuarios_exclusao_idx')
      .on(t.exclusaoAgendadaPara)
      .where(sql`${t.exclusaoAgendadaPara} is not null`),
  ],
);

export const sessoes = pgTable(
  'sessoes',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }).notNull().defaultNow(),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessoes_usuario_idx').on(t.usuarioId)],
);

export const linksAcesso = pgTable(
  'links_acesso',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** recuperacao (1 h) or primeiro_acesso (7 days). */
    tipo: text('tipo', { enum: ['recuperacao', 'primeiro_acesso'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('links_acesso_usuario_idx').on(t.usuarioId)],
);

/** Audit of "access as user" (spec §7 usuarios/access): who entered whose account, when, from where. */
export const acessosComo = pgTable('acessos_como', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  usuarioId: integer('usuario_id')
    .notNull()
    .references(() => usuarios.id, { onDelete: 'cascade' }),
  ip: text('ip'),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});
