import { count, eq, type SQL, sql } from 'drizzle-orm';
import { clientes } from '../../db/schema/clientes.ts';
import type { AppContext } from '../../platform/context.ts';

// What the geography module asks of customers. Apart from clientes.service.ts, which itself needs
// the cities: this file reads only the customers table, so cidades imports it without a cycle.

/** How many customers (removed ones too) have this city in their address. */
export async function clientesNaCidade(ctx: AppContext, cidadeId: number): Promise<number> {
  const [n] = await ctx.db.select({ n: count() }).from(clientes).where(eq(clientes.cidadeId, cidadeId));
  return n?.n ?? 0;
}

/** The customer whose id is `id` as `{ uuid, nome }` JSON (null when none), inside another query. */
export function clienteEmJson(id: SQL): SQL<{ uuid: string; nome: string } | null> {
  return sql`(select json_build_object('uuid', cli_.uuid, 'nome', cli_.nome) from ${clientes} cli_ where cli_.id = ${id})`;
}
