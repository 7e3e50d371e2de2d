import { z } from 'zod';
import { respostaUm } from '../api/resposta.ts';
import { ZCidade } from '../geografia/geografia.schema.ts';

// What /api/irradiacao answers for a city (the arithmetic behind each series is irradiacao.ts).

/** One series: monthly means (Wh/m²·day, January first), the year's total and each month's share. */
export const ZSerieIrradiacao = z.object({
  mensal: z.array(z.number()),
  anual_kwh_m2: z.number(),
  percentual: z.array(z.number()),
  hsp_media: z.number(),
});

const ZFonteIrradiacao = z.object({
  codigo: z.enum(['atlas_2017', 'propria']),
  nome: z.string(),
  /** Only for the company's own values. */
  atualizado_em: z.string().optional(),
});

export const ZIrradiacao = z.object({
  cidade: ZCidade,
  unidade: z.string(),
  fonte: ZFonteIrradiacao,
  inclinada: ZSerieIrradiacao,
  global_horizontal: ZSerieIrradiacao.nullable(),
  direta_normal: ZSerieIrradiacao.nullable(),
  /** The Atlas's own tilted series, to compare with the company's values. */
  atlas: z.object({ fonte: ZFonteIrradiacao, inclinada: ZSerieIrradiacao }).nullable(),
});
export type Irradiacao = z.infer<typeof ZIrradiacao>;

export const ZIrradiacaoResposta = respostaUm(ZIrradiacao);
