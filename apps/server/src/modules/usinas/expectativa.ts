import { eq, sql } from 'drizzle-orm';
import { geracaoDiaria } from '../../db/schema/usinas.ts';
import type { AppContext } from '../../platform/context.ts';
import { energiaEsperadaEntre, irradiacaoMensal } from '../irradiacao/irradiacao.service.ts';

/**
 * What a plant should have generated over any span of days: kWp × its city's irradiation for each
 * month × days × performance ratio (`energiaEsperadaEntre`), counted from the day the plant began —
 * its installation date or its first day with data, whichever is earlier — so a plant installed
 * mid-month is not held to the days before it existed.
 */
export interface Expectativa {
  /** The first day counted, or null when neither the installation nor any generation is known. */
  inicio: string | null;
  /** kWh expected over `desde`…`ate` (YYYY-MM-DD, both included), from `inicio` on. */
  entre(desde: string, ate: string): number;
}

/** The earlier of two optional dates (YYYY-MM-DD). */
export const maisCedo = (a: string | null, b: string | null) => (a && b ? (a < b ? a : b) : (a ?? b));

export function expectativa(
  kwp: number,
  mensal: readonly number[],
  inicio: string | null,
  pr: number,
): Expectativa {
  return {
    inicio,
    entre: (desde, ate) =>
      energiaEsperadaEntre(kwp, mensal, inicio && inicio > desde ? inicio : desde, ate, pr),
  };
}

/** A plant's expectation; null without a city that has irradiation data, or without a power. */
export async function expectativaDaUsina(
  ctx: AppContext,
  u: {
    id: number;
    empresaId: number;
    cidadeId: number | null;
    potenciaKwp: number | null;
    dataInstalacao: string | null;
  },
): Promise<Expectativa | null> {
  if (!u.cidadeId || !u.potenciaKwp || !(u.potenciaKwp > 0)) return null;
  const irr = await irradiacaoMensal(ctx, u.cidadeId, u.empresaId);
  if (!irr) return null;
  const [r] = await ctx.db
    .select({ primeiro: sql<string | null>`min(${geracaoDiaria.data})::text` })
    .from(geracaoDiaria)
    .where(eq(geracaoDiaria.usinaId, u.id));
  return expectativa(
    u.potenciaKwp,
    irr.mensal,
    maisCedo(u.dataInstalacao, r?.primeiro ?? null),
    ctx.config.status.performanceRatio,
  );
}

/** The plants' expectation summed (the dashboard's), each plant from its own beginning. */
export function somaDeExpectativas(lista: readonly Expectativa[]): Expectativa | null {
  if (lista.length === 0) return null;
  return {
    inicio: lista.some((e) => e.inicio === null)
      ? null
      : lista.reduce<string | null>((a, e) => maisCedo(a, e.inicio), null),
    entre: (desde, ate) => lista.reduce((a, e) => a + e.entre(desde, ate), 0),
  };
}
