import { z } from 'zod';

// GET /api/usinas/:uuid/geracao: what a plant's chart draws (spec §3 energy periods).

const ZEnergiaNoPeriodo = z.object({
  /** The period: `AAAA-MM-DD` (a day of the month), `AAAA-MM` (a month of the year) or `AAAA`. */
  rotulo: z.string(),
  energia_kwh: z.number(),
});

/**
 * What the plant should have generated in the same periods: kWp × the city's irradiation × days ×
 * performance ratio, from the plant's beginning up to today (periods to come are left out), and the
 * real energy of those periods against it, in percent.
 */
const ZGeracaoEsperada = z.object({
  pontos: z.array(ZEnergiaNoPeriodo),
  total_kwh: z.number(),
  desempenho_pct: z.number().nullable(),
});

/** The days of a month (mensal), the months of a year (anual) or every year (total). */
const ZGeracaoPorPeriodo = z.object({
  periodo: z.enum(['mensal', 'anual', 'total']),
  referencia: z.string().nullable(),
  /** The plant's IANA zone: the days are its calendar days. */
  fuso_horario: z.string(),
  pontos: z.array(ZEnergiaNoPeriodo),
  /** Null when the plant has no city with irradiation data, or no power. */
  esperado: ZGeracaoEsperada.nullable(),
});

/** The day's power curve (diario), summed over the inverters, in the plant's clock (`HH:MM`). */
const ZCurvaDoDia = z.object({
  periodo: z.literal('diario'),
  referencia: z.string(),
  fuso_horario: z.string(),
  pontos: z.array(z.object({ rotulo: z.string(), potencia_w: z.number() })),
});

export const ZGeracaoResposta = z.object({ data: z.union([ZGeracaoPorPeriodo, ZCurvaDoDia]) });
export type GeracaoResposta = z.infer<typeof ZGeracaoResposta>;
