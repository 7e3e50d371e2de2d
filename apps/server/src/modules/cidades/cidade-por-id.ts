import { eq } from 'drizzle-orm';
import { cidades } from '../../db/schema/cidades.ts';
import type { AppContext } from '../../platform/context.ts';

// How other modules (usinas) read the cities table without importing it.

/** The public id of a city by its internal id, or null when there is none. */
export async function uuidDaCidade(ctx: AppContext, cidadeId: number): Promise<string | null> {
  const [c] = await ctx.db.select({ uuid: cidades.uuid }).from(cidades).where(eq(cidades.id, cidadeId));
  return c?.uuid ?? null;
}
