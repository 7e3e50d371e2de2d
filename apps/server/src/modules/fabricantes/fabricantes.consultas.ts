import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fabricantes } from '../../db/schema/fabricantes.ts';
import type { AppContext } from '../../platform/context.ts';

// How other modules (portais, usinas) read the makers table without importing it.

export type Fabricante = typeof fabricantes.$inferSelect;

/** A maker by its internal id. */
export async function fabricantePorId(ctx: AppContext, id: number): Promise<Fabricante | undefined> {
  const [f] = await ctx.db.select().from(fabricantes).where(eq(fabricantes.id, id));
  return f;
}

/** A maker by its code (`growatt`), as forms name it. */
export async function fabricantePorCodigo(ctx: AppContext, codigo: string): Promise<Fabricante | undefined> {
  const [f] = await ctx.db.select().from(fabricantes).where(eq(fabricantes.codigo, codigo));
  return f;
}

/** Makers by internal id, for lists of other modules. */
export async function fabricantesPorId(ctx: AppContext, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Fabricante>();
  const rows = await ctx.db
    .select()
    .from(fabricantes)
    .where(inArray(fabricantes.id, [...new Set(ids)]));
  return new Map(rows.map((f) => [f.id, f]));
}

/** The code of the maker whose id is in `coluna`, as a column expression (to group or filter in SQL). */
export function codigoDoFabricante(coluna: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`(select ${fabricantes.codigo} from ${fabricantes} where ${fabricantes.id} = ${coluna})`;
}

/** The name of the maker whose id is in `coluna`, as a column expression (to sort in SQL). */
export function nomeDoFabricante(coluna: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`(select ${fabricantes.nome} from ${fabricantes} where ${fabricantes.id} = ${coluna})`;
}

/** The maker whose id is in `coluna` as `{ codigo, nome }` JSON, for a query that builds JSON. */
export function fabricanteEmJson(coluna: AnyPgColumn | SQL): SQL {
  return sql`(select json_build_object('codigo', fab_.codigo, 'nome', fab_.nome) from ${fabricantes} fab_ where fab_.id = ${coluna})`;
}
