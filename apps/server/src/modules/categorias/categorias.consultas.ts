import { and, eq, inArray, isNull } from 'drizzle-orm';
import { categorias } from '../../db/schema/categorias.ts';
import type { AppContext } from '../../platform/context.ts';

// What the products module asks of categories; reads only the categories table, so produtos
// imports it without a cycle (categorias.service.ts itself counts products through produtos).

/** The id of an active category of the company, or null. */
export async function idDaCategoria(
  ctx: AppContext,
  empresaId: number,
  uuid: string,
): Promise<number | null> {
  const [c] = await ctx.db
    .select({ id: categorias.id })
    .from(categorias)
    .where(
      and(eq(categorias.uuid, uuid), eq(categorias.empresaId, empresaId), isNull(categorias.removidoEm)),
    );
  return c?.id ?? null;
}

/** uuid and name of categories by id, for product lists. */
export async function categoriasPorIds(ctx: AppContext, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; nome: string }>();
  const rows = await ctx.db
    .select({ id: categorias.id, uuid: categorias.uuid, nome: categorias.nome })
    .from(categorias)
    .where(inArray(categorias.id, unicos));
  return new Map(rows.map((c) => [c.id, { uuid: c.uuid, nome: c.nome }]));
}

/** The id of a category of the company (removed ones too), to filter a list by it; null if none. */
export async function idDaCategoriaParaFiltro(ctx: AppContext, empresaId: number, uuid: string) {
  const [c] = await ctx.db
    .select({ id: categorias.id })
    .from(categorias)
    .where(and(eq(categorias.uuid, uuid), eq(categorias.empresaId, empresaId)));
  return c?.id ?? null;
}
