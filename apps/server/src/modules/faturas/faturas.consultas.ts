import { and, desc, eq, inArray } from 'drizzle-orm';
import { faturas } from '../../db/schema/faturas.ts';
import type { AppContext } from '../../platform/context.ts';
import { camposDaLinha } from './campos.ts';
import { indiceMes, tarifaCheia } from './creditos.ts';

// What a proposal asks of a customer's invoices (issue 25). A leaf like faturas.contagem.ts: it
// imports no module, so any module may call it without a cycle.

/** A unit's latest year of consumption, laid on the calendar. */
export interface ConsumoRecente {
  /** kWh of each calendar month (January first) within the 12 reference months ending at `ultimo_mes`. */
  consumo_mensal_kwh: Array<number | null>;
  meses_encontrados: number;
  ultimo_mes: string;
  /** The latest invoice's full tariff with taxes, R$/kWh, as the savings read it (tarifaCheia). */
  tarifa_rs_kwh: number | null;
}

/**
 * For each of the company's units in `unidadeIds` that has invoices: the consumption of the 12
 * reference months ending at its latest invoice. A month with no invoice, or whose invoice read no
 * consumption, stays null — a proposal must not size a system on a guessed month.
 */
export async function consumoRecente(
  ctx: AppContext,
  empresaId: number,
  unidadeIds: number[],
): Promise<Map<number, ConsumoRecente>> {
  const porUnidade = new Map<number, ConsumoRecente>();
  if (unidadeIds.length === 0) return porUnidade;
  const linhas = await ctx.db
    .select()
    .from(faturas)
    .where(and(eq(faturas.empresaId, empresaId), inArray(faturas.unidadeId, unidadeIds)))
    .orderBy(desc(faturas.mesReferencia));
  const ultimoIndice = new Map<number, number>();
  for (const f of linhas) {
    const i = indiceMes(f.mesReferencia);
    if (i === null) continue;
    let c = porUnidade.get(f.unidadeId);
    if (!c) {
      // Ordered newest first: the unit's first row is its latest invoice.
      c = {
        consumo_mensal_kwh: Array<number | null>(12).fill(null),
        meses_encontrados: 0,
        ultimo_mes: f.mesReferencia,
        tarifa_rs_kwh: tarifaCheia(camposDaLinha(f)),
      };
      porUnidade.set(f.unidadeId, c);
      ultimoIndice.set(f.unidadeId, i);
    }
    const ultimo = ultimoIndice.get(f.unidadeId) ?? i;
    if (ultimo - i >= 12 || f.consumoKwh === null || !(f.consumoKwh >= 0)) continue;
    c.consumo_mensal_kwh[i % 12] = f.consumoKwh;
    c.meses_encontrados += 1;
  }
  return porUnidade;
}
