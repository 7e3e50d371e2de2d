import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { empresas } from './empresas.ts';
import { usinas } from './usinas.ts';

/**
 * Irradia's own alerts (not the makers' noisy alarms): one row per episode, opened when a plant
 * enters the condition and closed when it leaves it; notified once, when opened.
 */
export const alertas = pgTable(
  'alertas',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    usinaId: integer('usina_id')
      .notNull()
      .references(() => usinas.id, { onDelete: 'cascade' }),
    /** sem_comunicacao | geracao_baixa | falha_inversor */
    tipo: text('tipo').notNull(),
    mensagem: text('mensagem'),
    abertoEm: timestamp('aberto_em', { withTimezone: true }).notNull().defaultNow(),
    fechadoEm: timestamp('fechado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alertas_episodio_aberto').on(t.usinaId, t.tipo).where(sql`${t.fechadoEm} is null`),
    index('alertas_empresa_idx').on(t.empresaId, t.abertoEm),
  ],
);
