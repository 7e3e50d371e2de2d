import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { faturas } from '../../db/schema/faturas.ts';
import type { AppContext } from '../../platform/context.ts';

// What the units module asks of invoices. A leaf (it imports no module) because faturas.service.ts
// imports the units module: importing it back from there would be a cycle.

/** How many invoices the unit holds (a unit with invoices is not deleted). */
export async function contarDaUnidade(ctx: AppContext, unidadeId: number): Promise<number> {
  const [n] = await ctx.db.select({ n: count() }).from(faturas).where(eq(faturas.unidadeId, unidadeId));
  return n?.n ?? 0;
}

/** The number of the company's invoices of the unit whose internal id is in `coluna`, as SQL. */
export function faturasDaUnidade(empresaId: number, coluna: AnyPgColumn | SQL): SQL<number> {
  return sql<number>`(select count(*) from ${faturas} where ${and(eq(faturas.unidadeId, sql`${coluna}`), eq(faturas.empresaId, empresaId))})`;
}
