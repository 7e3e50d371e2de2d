import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { usuarios } from './usuarios.ts';

/** A person's notifications (bell, spec §2/§3), created by the services and pushed live. */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** The company the event belongs to, when there is one. */
    empresaId: integer('empresa_id').references(() => empresas.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    mensagem: text('mensagem'),
    /** Path inside the app (e.g. `/funcionarios`), opened when the notification is clicked. */
    link: text('link'),
    lidaEm: timestamp('lida_em', { withTimezone: true }),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notificacoes_usuario_idx').on(t.usuarioId, t.criadaEm)],
);
