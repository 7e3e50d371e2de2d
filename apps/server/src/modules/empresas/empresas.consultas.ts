import { eq, ilike } from 'drizzle-orm';
import { empresas } from '../../db/schema/empresas.ts';
import type { AppContext } from '../../platform/context.ts';

// How other modules (importacoes, sincronizacao) read the companies table without importing it.

/** The public id of a company (its realtime channel is named by it), or null when it is gone. */
export async function uuidDaEmpresa(ctx: AppContext, empresaId: number): Promise<string | null> {
  const [e] = await ctx.db.select({ uuid: empresas.uuid }).from(empresas).where(eq(empresas.id, empresaId));
  return e?.uuid ?? null;
}

/** Companies whose name matches `termo` (sistema's subscription list searches by company). */
export async function empresasPorNome(ctx: AppContext, termo: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: empresas.id })
    .from(empresas)
    .where(ilike(empresas.nome, `%${termo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return rows.map((r) => r.id);
}

/** A company's id, type, name and CNPJ by its uuid (sistema adjusts subscriptions by company). */
export async function empresaPorUuid(ctx: AppContext, uuid: string) {
  const [e] = await ctx.db
    .select({
      id: empresas.id,
      uuid: empresas.uuid,
      tipo: empresas.tipo,
      nome: empresas.nome,
      cnpj: empresas.cnpj,
    })
    .from(empresas)
    .where(eq(empresas.uuid, uuid));
  return e ?? null;
}
