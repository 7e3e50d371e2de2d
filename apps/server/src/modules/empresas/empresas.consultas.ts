import { eq } from 'drizzle-orm';
import { empresas } from '../../db/schema/empresas.ts';
import type { AppContext } from '../../platform/context.ts';

// How other modules (importacoes, sincronizacao) read the companies table without importing it.

/** The public id of a company (its realtime channel is named by it), or null when it is gone. */
export async function uuidDaEmpresa(ctx: AppContext, empresaId: number): Promise<string | null> {
  const [e] = await ctx.db.select({ uuid: empresas.uuid }).from(empresas).where(eq(empresas.id, empresaId));
  return e?.uuid ?? null;
}
