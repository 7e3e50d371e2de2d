import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The reference library of PV modules and inverters (the CEC lists as pvlib ships them), the same
 * for every company and read-only: seeded by migration from modules/equipamentos/dados/*.csv so a
 * product form copies a model's specs instead of typing them. Columns of the other `tipo` are null.
 */
export const equipamentos = pgTable(
  'equipamentos',
  {
    id: serial('id').primaryKey(),
    /** Derived from `tipo` and `nome_cec`, so a re-seed keeps every product's reference. */
    uuid: uuid('uuid').notNull().unique(),
    /** modulo | inversor */
    tipo: text('tipo').notNull(),
    fabricante: text('fabricante').notNull(),
    modelo: text('modelo').notNull(),
    /** The CEC name as in pvlib's CSV (pvlib's key once normalised). */
    nomeCec: text('nome_cec').notNull(),
    /** Lower case, no accents, punctuation as spaces, plus the model without separators. */
    busca: text('busca').notNull(),
    /** Module: STC power; inverter: rated AC power (CEC Paco). */
    potenciaW: doublePrecision('potencia_w').notNull(),
    dataCec: date('data_cec', { mode: 'string' }),
    /** The list's version (SAM's for modules, pvlib's file date for inverters). */
    versao: text('versao').notNull(),
    // Modules
    tecnologia: text('tecnologia'),
    bifacial: boolean('bifacial'),
    areaM2: doublePrecision('area_m2'),
    comprimentoM: doublePrecision('comprimento_m'),
    larguraM: doublePrecision('largura_m'),
    celulas: integer('celulas'),
    eficienciaPct: doublePrecision('eficiencia_pct'),
    vocV: doublePrecision('voc_v'),
    iscA: doublePrecision('isc_a'),
    vmpV: doublePrecision('vmp_v'),
    impA: doublePrecision('imp_a'),
    coefTempPmaxPct: doublePrecision('coef_temp_pmax_pct'),
    coefTempVocPct: doublePrecision('coef_temp_voc_pct'),
    // Inverters
    tensaoAcV: doublePrecision('tensao_ac_v'),
    potenciaDcW: doublePrecision('potencia_dc_w'),
    tensaoDcMaxV: doublePrecision('tensao_dc_max_v'),
    correnteDcMaxA: doublePrecision('corrente_dc_max_a'),
    mpptMinV: doublePrecision('mppt_min_v'),
    mpptMaxV: doublePrecision('mppt_max_v'),
  },
  (t) => [
    unique('equipamentos_tipo_nome_cec_unique').on(t.tipo, t.nomeCec),
    index('equipamentos_tipo_fabricante_idx').on(t.tipo, t.fabricante, t.modelo),
  ],
);
