import { sql } from 'drizzle-orm';
import { usinas } from '../../db/schema/usinas.ts';
import type { AppContext } from '../../platform/context.ts';

// Kept in its own file so the units module (which needs it) depends on nothing else of usinas'.

/**
 * Locks the plant's row until the transaction ends: writes of another module that must see the
 * plant's whole state (the 100 % rule over its units' quotas) run one at a time per plant.
 */
export async function travarUsina(tx: Pick<AppContext, 'db'>, usinaId: number) {
  await tx.db.execute(sql`select id from ${usinas} where ${usinas.id} = ${usinaId} for update`);
}
