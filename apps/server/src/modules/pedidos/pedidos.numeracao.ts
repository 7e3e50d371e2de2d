import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { pedidos } from '../../db/schema/pedidos.ts';
import type { AppContext } from '../../platform/context.ts';

/** Key of the advisory lock that serialises numbering per owner company (any constant of ours). */
const LOCK_NUMERO = 24_001;

/**
 * The next `numero` of a company's orders, purchases and deals alike (one unique index), read
 * under a per-company transaction lock; call inside the transaction that inserts the order.
 */
export async function proximoNumero(tx: AppContext['db'], empresaId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NUMERO}, ${empresaId})`);
  const [ultimo] = await tx
    .select({ n: sql<number>`coalesce(max(${pedidos.numero}), 0)::int` })
    .from(pedidos)
    .where(eq(pedidos.empresaId, empresaId));
  return (ultimo?.n ?? 0) + 1;
}

/** uuid and number of orders by id (finance names the sale or order an entry came from). */
export async function numerosDosPedidos(ctx: AppContext, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; numero: number }>();
  const rows = await ctx.db
    .select({ id: pedidos.id, uuid: pedidos.uuid, numero: pedidos.numero })
    .from(pedidos)
    .where(inArray(pedidos.id, unicos));
  return new Map(rows.map(({ id, ...p }) => [id, p]));
}

/** The id of an order the company sees (its own, or a purchase addressed to it), or null. */
export async function pedidoVisivel(ctx: AppContext, empresaId: number, uuid: string) {
  const [p] = await ctx.db
    .select({ id: pedidos.id })
    .from(pedidos)
    .where(
      and(
        eq(pedidos.uuid, uuid),
        or(
          eq(pedidos.empresaId, empresaId),
          and(eq(pedidos.fornecedorEmpresaId, empresaId), eq(pedidos.tipo, 'compra')),
        ),
      ),
    );
  return p?.id ?? null;
}
