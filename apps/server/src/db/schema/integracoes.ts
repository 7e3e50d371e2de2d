import { date, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { concessionarias } from './concessionarias.ts';
import { empresas } from './empresas.ts';
import { usinas } from './usinas.ts';

/** A plant linked to its utility's app with the customer's login (password encrypted). */
export const integracoes = pgTable(
  'integracoes',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    usinaId: integer('usina_id')
      .notNull()
      .references(() => usinas.id, { onDelete: 'cascade' }),
    concessionariaId: integer('concessionaria_id')
      .notNull()
      .references(() => concessionarias.id),
    login: text('login').notNull(),
    senhaCifrada: text('senha_cifrada').notNull(),
    /** YYYY-MM-DD: invoices from this month on are imported. */
    importarDesde: date('importar_desde').notNull(),
    /** autenticando / importando_faturas / concluida / falhou (spec §4 integration steps). */
    etapa: text('etapa').notNull().default('autenticando'),
    /** online / erro / offline / inativo */
    status: text('status').notNull().default('inativo'),
    mensagem: text('mensagem'),
    faturasImportadas: integer('faturas_importadas').notNull().default(0),
    ultimaExecucaoEm: timestamp('ultima_execucao_em', { withTimezone: true }),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('integracoes_unica').on(t.usinaId, t.concessionariaId, t.login)],
);
