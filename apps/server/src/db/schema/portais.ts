import { date, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { fabricantes } from './fabricantes.ts';

/** A company's login on a maker's portal; the password is encrypted (platform/secrets.ts). */
export const contasPortal = pgTable(
  'contas_portal',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    fabricanteId: integer('fabricante_id')
      .notNull()
      .references(() => fabricantes.id),
    login: text('login').notNull(),
    senhaCifrada: text('senha_cifrada').notNull(),
    /** Extra credential fields (Livoltek's user token, Solarman's app id and secret), encrypted JSON. */
    chavesCifradas: text('chaves_cifradas'),
    status: text('status').notNull().default('online'),
    mensagem: text('mensagem'),
    ultimaSincronizacaoEm: timestamp('ultima_sincronizacao_em', { withTimezone: true }),
    /** Calls made to the maker's cloud on `chamadasDia` (the day of the maker's quota counter). */
    chamadasDia: date('chamadas_dia', { mode: 'string' }),
    chamadasHoje: integer('chamadas_hoje').notNull().default(0),
    /** Calls the last poll made: what one poll of this account costs (connectors/makers/ritmo.ts). */
    chamadasPorSincronizacao: integer('chamadas_por_sincronizacao'),
    /** The day's quota for this account's size, where the maker has one. */
    limiteChamadasDia: integer('limite_chamadas_dia'),
    /** The pace chosen so a day's polls fit the quota; never under POLL_INTERVAL_MS. */
    intervaloSincronizacaoMs: integer('intervalo_sincronizacao_ms'),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contas_portal_unica').on(t.empresaId, t.fabricanteId, t.login)],
);
