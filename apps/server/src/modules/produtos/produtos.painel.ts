import type { TipoProduto } from '@irradia/shared/catalogo/produtos.schema';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { produtos } from '../../db/schema/produtos.ts';
import type { AppContext } from '../../platform/context.ts';

// Roll-ups of a company's products for the dashboard (widgets `estoques` and `catalogos`).

/**
 * The stock of a company: its products (kits aside, their balance is their components'), those
 * with a balance, those under their minimum (what the list's `abaixo_do_minimo=1` filter shows)
 * and the balance's value at cost (a kit's cost is never summed here: it holds no stock).
 */
export async function resumoDoEstoque(ctx: AppContext, empresaId: number) {
  const ativos = and(
    eq(produtos.empresaId, empresaId),
    isNull(produtos.removidoEm),
    ne(produtos.tipo, 'kit'),
  );
  const [r] = await ctx.db
    .select({
      cadastrados: count(),
      comEstoque: sql<number>`count(*) filter (where ${produtos.saldo} > 0)`.mapWith(Number),
      abaixoDoMinimo:
        sql<number>`count(*) filter (where ${produtos.estoqueMinimo} is not null and ${produtos.saldo} < ${produtos.estoqueMinimo})`.mapWith(
          Number,
        ),
      valorCentavos:
        sql<number>`coalesce(sum(${produtos.saldo} * ${produtos.custoCentavos}) filter (where ${produtos.saldo} > 0), 0)`.mapWith(
          Number,
        ),
    })
    .from(produtos)
    .where(ativos);
  const tipos = await ctx.db
    .select({ tipo: produtos.tipo, n: count() })
    .from(produtos)
    .where(and(ativos, sql`${produtos.saldo} > 0`))
    .groupBy(produtos.tipo)
    .orderBy(sql`count(*) desc`, produtos.tipo);
  return {
    cadastrados: r?.cadastrados ?? 0,
    com_estoque: r?.comEstoque ?? 0,
    abaixo_do_minimo: r?.abaixoDoMinimo ?? 0,
    valor_custo_rs: Math.round(r?.valorCentavos ?? 0) / 100,
    por_tipo: tipos.map((t) => ({ tipo: t.tipo as TipoProduto, produtos: t.n })),
  };
}

/** The company's own products (kits included, removed ones aside) and how many are copies of a distribuidor's. */
export async function resumoDoCatalogoProprio(ctx: AppContext, empresaId: number) {
  const [r] = await ctx.db
    .select({
      produtos: count(),
      copias: sql<number>`count(*) filter (where ${produtos.origemProdutoId} is not null)`.mapWith(Number),
    })
    .from(produtos)
    .where(and(eq(produtos.empresaId, empresaId), isNull(produtos.removidoEm)));
  return { produtos: r?.produtos ?? 0, copias: r?.copias ?? 0 };
}
