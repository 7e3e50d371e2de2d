import { and, type Column, eq, gte, lt, or } from 'drizzle-orm';
import { pedidos } from '../../db/schema/pedidos.ts';
import type { AppContext } from '../../platform/context.ts';

/**
 * The deals that moved in [de, ate): proposals sent, answered or closed as sales in the period,
 * for the performance page (decision 038).
 */
export async function propostasParaDesempenho(ctx: AppContext, empresaId: number, de: Date, ate: Date) {
  const no = (c: Column) => and(gte(c, de), lt(c, ate));
  return ctx.db
    .select({
      id: pedidos.id,
      criadoPor: pedidos.criadoPor,
      enviadaEm: pedidos.enviadaEm,
      respondidaEm: pedidos.respondidaEm,
      aceiteNome: pedidos.aceiteNome,
      fechadaEm: pedidos.fechadaEm,
      totalCentavos: pedidos.totalCentavos,
    })
    .from(pedidos)
    .where(
      and(
        eq(pedidos.empresaId, empresaId),
        eq(pedidos.tipo, 'venda'),
        or(no(pedidos.enviadaEm), no(pedidos.respondidaEm), no(pedidos.fechadaEm)),
      ),
    );
}
