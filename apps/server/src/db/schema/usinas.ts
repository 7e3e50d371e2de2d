import type { StatusUsina } from '@irradia/shared/monitoramento/monitoramento.schema';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
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
import { cidades } from './cidades.ts';
import { clientes } from './clientes.ts';
import { empresas } from './empresas.ts';
import { fabricantes } from './fabricantes.ts';
import { funcionarios } from './funcionarios.ts';
import { contasPortal } from './portais.ts';

export const usinas = pgTable(
  'usinas',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    contaPortalId: integer('conta_portal_id').references(() => contasPortal.id, { onDelete: 'set null' }),
    /** The plant's id on the maker's portal. */
    idExterno: text('id_externo'),
    nome: text('nome').notNull(),
    potenciaKwp: doublePrecision('potencia_kwp'),
    dataInstalacao: date('data_instalacao'),
    status: text('status').$type<StatusUsina>().notNull().default('inativo'),
    /** Why the status is what it is ("Sem comunicação há 4 h"), shown next to it. */
    statusMotivo: text('status_motivo'),
    cidadeId: integer('cidade_id').references(() => cidades.id),
    /** Address parts of spec §3 (the city is `cidadeId`). */
    cep: text('cep'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    bairro: text('bairro'),
    /** The customer who owns the plant (modules/clientes). */
    clienteId: integer('cliente_id').references(() => clientes.id, { onDelete: 'set null' }),
    /** Average monthly consumption of the customer, kWh (typed by the integrator). */
    consumoMedioKwh: doublePrecision('consumo_medio_kwh'),
    /** What the plant cost, R$. */
    investimento: doublePrecision('investimento'),
    fusoHorario: text('fuso_horario').notNull().default('America/Sao_Paulo'),
    potenciaAtualW: doublePrecision('potencia_atual_w'),
    energiaHojeKwh: doublePrecision('energia_hoje_kwh'),
    energiaTotalKwh: doublePrecision('energia_total_kwh'),
    ultimaLeituraEm: timestamp('ultima_leitura_em', { withTimezone: true }),
    /** "Energy today" bookkeeping when the cloud's day is not the plant's (connectors/makers/dia-da-nuvem). */
    contadorDia: jsonb('contador_dia'),
    /**
     * The plant's days in `geracao_diaria`, summed up for its list card (issue 28): the first and the
     * last day with a row, and the energy of the last day's month up to it. Kept by triggers on
     * `geracao_diaria` (migration 0044), whichever path writes the days; never written by the app.
     */
    geracaoPrimeiroDia: date('geracao_primeiro_dia'),
    geracaoUltimoDia: date('geracao_ultimo_dia'),
    geracaoMesKwh: doublePrecision('geracao_mes_kwh'),
    criadaEm: timestamp('criada_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The plant list's order (name, then id) within the company: a page reads its rows and stops
    // (issue 28); it also serves every lookup by company.
    index('usinas_empresa_nome').on(t.empresaId, t.nome, t.id),
    uniqueIndex('usinas_externa_unica')
      .on(t.empresaId, t.contaPortalId, t.idExterno)
      .where(sql`${t.idExterno} is not null`),
  ],
);

export const inversores = pgTable(
  'inversores',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    usinaId: integer('usina_id')
      .notNull()
      .references(() => usinas.id, { onDelete: 'cascade' }),
    contaPortalId: integer('conta_portal_id').references(() => contasPortal.id, { onDelete: 'set null' }),
    fabricanteId: integer('fabricante_id')
      .notNull()
      .references(() => fabricantes.id),
    serial: text('serial').notNull(),
    nome: text('nome').notNull(),
    capacidadeKwp: doublePrecision('capacidade_kwp'),
    inicioGeracao: date('inicio_geracao'),
    status: text('status').$type<StatusUsina>().notNull().default('inativo'),
    potenciaAtualW: doublePrecision('potencia_atual_w'),
    energiaTotalKwh: doublePrecision('energia_total_kwh'),
    ultimaLeituraEm: timestamp('ultima_leitura_em', { withTimezone: true }),
  },
  (t) => [
    index('inversores_usina_idx').on(t.usinaId),
    uniqueIndex('inversores_serial_unico').on(t.empresaId, t.fabricanteId, t.serial),
  ],
);

/** Daily energy of a plant in its own day (roll-up; the import backfills it from the portal). */
export const geracaoDiaria = pgTable(
  'geracao_diaria',
  {
    usinaId: integer('usina_id')
      .notNull()
      .references(() => usinas.id, { onDelete: 'cascade' }),
    data: date('data').notNull(),
    energiaKwh: doublePrecision('energia_kwh').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usinaId, t.data] })],
);

/**
 * The company's daily energy, summed over all its plants: kept by triggers on `geracao_diaria`
 * and `usinas` (migration 0026), so every write path keeps it right. `linhas` counts the plant
 * rows behind each day (a day with none left is no day at all). Dashboards of people who see
 * the whole company read it instead of summing 10,000 plants a day.
 */
export const geracaoDiariaEmpresa = pgTable(
  'geracao_diaria_empresa',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    data: date('data').notNull(),
    energiaKwh: doublePrecision('energia_kwh').notNull(),
    linhas: integer('linhas').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.data] })],
);

/**
 * The company's power curve in 5-minute buckets: per bucket, the sum over its inverters of each
 * one's average power there (what the "geração agora" widget draws). Kept by a statement trigger
 * on `leituras` inserts (readings are append-only) and a row trigger on inverter removal
 * (migration 0027); `leituras` counts the readings behind each bucket.
 */
export const potenciaEmpresa = pgTable(
  'potencia_empresa',
  {
    empresaId: integer('empresa_id')
      .notNull()
      .references(() => empresas.id, { onDelete: 'cascade' }),
    instante: timestamp('instante', { withTimezone: true }).notNull(),
    potenciaW: doublePrecision('potencia_w').notNull(),
    leituras: integer('leituras').notNull(),
  },
  (t) => [primaryKey({ columns: [t.empresaId, t.instante] })],
);

/**
 * Raw readings, append-only, one per inverter and instant (idempotent: a repeated poll adds
 * nothing). Partitioned by month on PostgreSQL and PGlite alike (migration 0013); screens read
 * the roll-ups, except the intraday curve.
 */
export const leituras = pgTable(
  'leituras',
  {
    inversorId: integer('inversor_id').notNull(),
    instante: timestamp('instante', { withTimezone: true }).notNull(),
    potenciaW: doublePrecision('potencia_w'),
    energiaHojeKwh: doublePrecision('energia_hoje_kwh'),
    energiaTotalKwh: doublePrecision('energia_total_kwh'),
    status: text('status').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inversorId, t.instante] })],
);

/** Groups an integrator gives its plants (region, technician, contract…) to filter by. */
export const usinasTags = pgTable(
  'usinas_tags',
  {
    usinaId: integer('usina_id')
      .notNull()
      .references(() => usinas.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usinaId, t.tag] }), index('usinas_tags_tag_idx').on(t.tag)],
);

/**
 * Employees a plant is restricted to (integrators split their fleet among technicians). A plant
 * with no rows is seen by everyone with usina:view; partners and supervisors always see all.
 */
export const usinasResponsaveis = pgTable(
  'usinas_responsaveis',
  {
    usinaId: integer('usina_id')
      .notNull()
      .references(() => usinas.id, { onDelete: 'cascade' }),
    funcionarioId: integer('funcionario_id')
      .notNull()
      .references(() => funcionarios.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.usinaId, t.funcionarioId] }),
    index('usinas_responsaveis_func_idx').on(t.funcionarioId),
  ],
);

/**
 * Daily roll-up per inverter, in the plant's day, from the readings' lifetime counters: the day's
 * energy is the last counter minus the first (kept as both ends, so any order of arrival works).
 */
export const geracaoDiariaInversor = pgTable(
  'geracao_diaria_inversor',
  {
    inversorId: integer('inversor_id')
      .notNull()
      .references(() => inversores.id, { onDelete: 'cascade' }),
    data: date('data').notNull(),
    totalInicioKwh: doublePrecision('total_inicio_kwh').notNull(),
    totalFimKwh: doublePrecision('total_fim_kwh').notNull(),
  },
  (t) => [primaryKey({ columns: [t.inversorId, t.data] })],
);
