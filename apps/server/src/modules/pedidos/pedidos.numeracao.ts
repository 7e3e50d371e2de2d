import { eq, sql } from 'drizzle-orm';
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
