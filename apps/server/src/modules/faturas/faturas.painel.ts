import { and, desc, eq } from 'drizzle-orm';
import { creditosUnidade, faturas } from '../../db/schema/faturas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { publicas, unidadeVisivel } from '../unidades/unidades.service.ts';
import { camposDaLinha } from './campos.ts';
import { economiaDaFatura } from './creditos.ts';
import { completarRollups } from './creditos-unidade.ts';

// Company-wide read-outs for the dashboard (modules/dashboard): only the invoices and credits of
// the units on plants the caller sees.

/** The `n` newest invoices (by reference month) the caller sees, with their savings. */
export async function ultimas(ctx: AppContext, empresa: EmpresaAtual, n: number) {
  const rows = await ctx.db
    .select()
    .from(faturas)
    .where(and(eq(faturas.empresaId, empresa.id), await unidadeVisivel(ctx, empresa, faturas.unidadeId)))
    .orderBy(desc(faturas.mesReferencia), desc(faturas.id))
    .limit(n);
  const uns = await publicas(
    ctx,
    rows.map((r) => r.unidadeId),
  );
  return rows.map((f) => ({
    uuid: f.uuid,
    mes_referencia: f.mesReferencia,
    usina: uns.get(f.unidadeId)?.usina ?? null,
    valor_total_rs: f.valorTotalRs,
    economia_rs: economiaDaFatura(camposDaLinha(f)).economia_rs,
    status: f.status,
  }));
}

/**
 * Credits over every unit the caller sees: the balance after each unit's last invoice, what
 * expires in the 12 months after it (summed per month) and the savings of all invoices — summed
 * from the per-unit roll-ups (a unit whose invoices arrived without one gets it now).
 */
export async function creditosDaEmpresa(ctx: AppContext, empresa: EmpresaAtual) {
  await completarRollups(ctx, eq(faturas.empresaId, empresa.id));
  const rows = await ctx.db
    .select()
    .from(creditosUnidade)
    .where(
      and(
        eq(creditosUnidade.empresaId, empresa.id),
        await unidadeVisivel(ctx, empresa, creditosUnidade.unidadeId),
      ),
    );
  let saldo = 0;
  let economia = 0;
  const expirando = new Map<string, number>();
  for (const r of rows) {
    saldo += r.saldoKwh;
    economia += r.economiaRs;
    for (const e of r.expirando as Array<{ mes: string; kwh: number }>)
      expirando.set(e.mes, (expirando.get(e.mes) ?? 0) + e.kwh);
  }
  return {
    saldo_kwh: Math.round(saldo * 100) / 100,
    expirando: [...expirando.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([mes, kwh]) => ({ mes, kwh: Math.round(kwh * 100) / 100 })),
    economia_rs: Math.round(economia * 100) / 100,
  };
}
