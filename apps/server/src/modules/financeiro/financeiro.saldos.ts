import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { contas, pagamentos } from '../../db/schema/financeiro.ts';
import type { AppContext } from '../../platform/context.ts';

// Account balances (decision 040): the opening balance plus what was received through the account
// minus what was paid through it. Cancelled entries never count.

/**
 * Balance in cents of each of the company's accounts in `contaIds` (accounts of another company
 * are left out). With `antesDe` (YYYY-MM-DD), only payments made before that day count: the
 * balance at the start of that day.
 */
export async function saldoDasContas(
  ctx: AppContext,
  empresaId: number,
  contaIds: readonly number[],
  antesDe?: string,
): Promise<Map<number, number>> {
  const saldos = new Map<number, number>();
  if (contaIds.length === 0) return saldos;
  const ids = [...new Set(contaIds)];
  const iniciais = await ctx.db
    .select({ id: contas.id, centavos: contas.saldoInicialCentavos })
    .from(contas)
    .where(and(eq(contas.empresaId, empresaId), inArray(contas.id, ids)));
  if (iniciais.length === 0) return saldos;
  for (const c of iniciais) saldos.set(c.id, Number(c.centavos));

  const pago = sql`coalesce(${pagamentos.valorPagoCentavos}, ${pagamentos.valorCentavos})`;
  const movimentos = await ctx.db
    .select({
      contaId: pagamentos.contaId,
      centavos:
        sql<number>`coalesce(sum(case when ${pagamentos.tipo} = 'receber' then ${pago} else -${pago} end), 0)`.mapWith(
          Number,
        ),
    })
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.empresaId, empresaId),
        inArray(
          pagamentos.contaId,
          iniciais.map((c) => c.id),
        ),
        isNotNull(pagamentos.pagoEm),
        isNull(pagamentos.canceladoEm),
        antesDe ? lt(pagamentos.pagoEm, antesDe) : undefined,
      ),
    )
    .groupBy(pagamentos.contaId);
  for (const m of movimentos) {
    if (m.contaId == null) continue;
    saldos.set(m.contaId, (saldos.get(m.contaId) ?? 0) + m.centavos);
  }
  return saldos;
}
