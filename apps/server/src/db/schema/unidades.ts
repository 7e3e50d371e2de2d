import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { concessionarias } from './concessionarias.ts';
import { empresas } from './empresas.ts';
import { usinas } from './usinas.ts';

/** A consumer unit (UC) linked to a plant: the generator itself or a beneficiary of its credits. */
export const unidades = pgTable(
  'unidades',
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
    tipo: text('tipo').notNull(),
    nome: text('nome'),
    /** The utility's installation number (nº da instalação / UC). */
    matricula: text('matricula').notNull(),
    classe: text('classe').notNull(),
    grupoTensao: text('grupo_tensao').notNull().default('B1'),
    fornecimento: text('fornecimento').notNull().default('bifasico'),
    /** Lei 14.300 modality: GD I (grandfathered) or GD II. */
    gd: text('gd').notNull().default('GD II'),
    inicio: date('inicio'),
    /** Share of the generator's credits, in percent. */
    cota: doublePrecision('cota'),
    fimPrevisto: date('fim_previsto'),
    /** autoconsumo_local / autoconsumo_remoto / geracao_compartilhada / emuc */
    distribuicao: text('distribuicao').notNull().default('autoconsumo_remoto'),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unidades_matricula').on(t.empresaId, t.concessionariaId, t.matricula),
    index('unidades_usina').on(t.usinaId),
  ],
);
