import { z } from 'zod';
import { respostaLista, respostaUm } from '../api/resposta.ts';

// Replies of /api/equipamentos: the reference library of PV modules and inverters (the CEC lists
// as pvlib ships them), read-only and the same for every company. A product form searches it and
// copies a model's specs; `tipo` tells which fields a row carries.

export const TIPOS_EQUIPAMENTO = ['modulo', 'inversor'] as const;
export const ZTipoEquipamento = z.enum(TIPOS_EQUIPAMENTO);
export type TipoEquipamento = z.infer<typeof ZTipoEquipamento>;

/** `?tipo=modulo|inversor&search=<words>` (or `busca=`), with `page` and `limit`. */
export const ZFiltroEquipamentos = z.object({
  tipo: ZTipoEquipamento.optional(),
  /** Words of maker and model in any order, case and accents ignored. */
  busca: z.string().trim().max(200).optional(),
});

const ZComum = z.object({
  uuid: z.string(),
  fabricante: z.string(),
  modelo: z.string(),
  /** Module: power at STC (Wp). Inverter: rated AC power (W). */
  potencia_w: z.number(),
  /** The CEC name, as pvlib keys it. */
  nome_cec: z.string(),
  /** The date CEC listed it (YYYY-MM-DD), when the list gives one. */
  data_cec: z.string().nullable(),
  /** Which list it came from (e.g. "SAM 2021.12.02"). */
  versao: z.string(),
  /** Citation to show beside the data. */
  fonte: z.string(),
});

export const ZModuloReferencia = ZComum.extend({
  tipo: z.literal('modulo'),
  /** CEC's material: Mono-c-Si, Multi-c-Si, Thin Film, CdTe, CIGS. */
  tecnologia: z.string().nullable(),
  bifacial: z.boolean(),
  area_m2: z.number().nullable(),
  comprimento_m: z.number().nullable(),
  largura_m: z.number().nullable(),
  celulas: z.number().int().nullable(),
  /** STC power over the outer dimensions (or CEC's area when they are missing), in %. */
  eficiencia_pct: z.number().nullable(),
  voc_v: z.number().nullable(),
  isc_a: z.number().nullable(),
  vmp_v: z.number().nullable(),
  imp_a: z.number().nullable(),
  /** Temperature coefficient of Pmax, %/°C. */
  coef_temp_pmax_pct: z.number().nullable(),
  /** Temperature coefficient of Voc, %/°C. */
  coef_temp_voc_pct: z.number().nullable(),
});

export const ZInversorReferencia = ZComum.extend({
  tipo: z.literal('inversor'),
  /** Nominal AC voltage of the listed configuration (V). */
  tensao_ac_v: z.number().nullable(),
  /** DC power at which the rated AC power is reached (CEC Pdco), W. */
  potencia_dc_w: z.number().nullable(),
  tensao_dc_max_v: z.number().nullable(),
  corrente_dc_max_a: z.number().nullable(),
  mppt_min_v: z.number().nullable(),
  mppt_max_v: z.number().nullable(),
});

export const ZEquipamento = z.discriminatedUnion('tipo', [ZModuloReferencia, ZInversorReferencia]);
export type Equipamento = z.infer<typeof ZEquipamento>;

export const ZEquipamentos = respostaLista(ZEquipamento);
export const ZEquipamentoResposta = respostaUm(ZEquipamento);
