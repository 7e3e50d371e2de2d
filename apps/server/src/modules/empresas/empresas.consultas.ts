import { eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { empresas } from '../../db/schema/empresas.ts';
import type { AppContext } from '../../platform/context.ts';

// How other modules (importacoes, sincronizacao) read the companies table without importing it.

// A company's uuid never changes once created: remembered per database, so the hot paths that
// show it (the bell on every /me) do not ask again.
const uuidsConhecidos = new WeakMap<Db, Map<number, string>>();

/** The public ids of companies by internal id (deleted ones included); unknown ids are left out. */
export async function uuidsDasEmpresas(
  ctx: AppContext,
  ids: readonly number[],
): Promise<Map<number, string>> {
  let memo = uuidsConhecidos.get(ctx.db);
  if (!memo) {
    memo = new Map();
    uuidsConhecidos.set(ctx.db, memo);
  }
  const faltam = [...new Set(ids)].filter((id) => !memo.has(id));
  if (faltam.length) {
    const rows = await ctx.db
      .select({ id: empresas.id, uuid: empresas.uuid })
      .from(empresas)
      .where(inArray(empresas.id, faltam));
    if (memo.size > 50_000) memo.clear();
    for (const r of rows) memo.set(r.id, r.uuid);
  }
  const out = new Map<number, string>();
  for (const id of ids) {
    const uuid = memo.get(id);
    if (uuid) out.set(id, uuid);
  }
  return out;
}

/** The public id of a company (its realtime channel is named by it), or null when it is gone. */
export async function uuidDaEmpresa(ctx: AppContext, empresaId: number): Promise<string | null> {
  return (await uuidsDasEmpresas(ctx, [empresaId])).get(empresaId) ?? null;
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
