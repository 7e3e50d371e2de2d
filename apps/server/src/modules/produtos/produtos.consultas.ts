import type { TipoMovimento } from '@irradia/shared/catalogo/estoque.schema';
import { arredondarQuantidade } from '@irradia/shared/catalogo/numeros';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { produtos } from '../../db/schema/produtos.ts';
import type { AppContext } from '../../platform/context.ts';

// What other modules (categorias, estoque, pedidos) ask of products; reads only the products table, so
// they import it without a cycle.

/** Products not removed per category id. */
export async function contarPorCategoria(ctx: AppContext, categoriaIds: readonly number[]) {
  if (categoriaIds.length === 0) return new Map<number, number>();
  const rows = await ctx.db
    .select({ categoriaId: produtos.categoriaId, n: count() })
    .from(produtos)
    .where(and(inArray(produtos.categoriaId, [...new Set(categoriaIds)]), isNull(produtos.removidoEm)))
    .groupBy(produtos.categoriaId);
  return new Map(rows.map((r) => [r.categoriaId ?? 0, r.n]));
}

/** A product of the company by uuid (removed ones too), or null. */
export async function produtoDaEmpresa(ctx: AppContext, empresaId: number, uuid: string) {
  const [p] = await ctx.db
    .select({
      id: produtos.id,
      uuid: produtos.uuid,
      nome: produtos.nome,
      tipo: produtos.tipo,
      unidade: produtos.unidade,
      removidoEm: produtos.removidoEm,
    })
    .from(produtos)
    .where(and(eq(produtos.uuid, uuid), eq(produtos.empresaId, empresaId)));
  return p ?? null;
}

/**
 * Products of the company by uuid, removed ones left out, with what a proposal's kit takes of them
 * (decision 035): kind, names, unit, cost, and the technical data (a module's Wp, an inverter's kW).
 */
export async function produtosParaProposta(ctx: AppContext, empresaId: number, uuids: readonly string[]) {
  const unicos = [...new Set(uuids)];
  if (unicos.length === 0) return [];
  return ctx.db
    .select({
      id: produtos.id,
      uuid: produtos.uuid,
      tipo: produtos.tipo,
      nome: produtos.nome,
      fabricante: produtos.fabricante,
      modelo: produtos.modelo,
      sku: produtos.sku,
      unidade: produtos.unidade,
      custoCentavos: produtos.custoCentavos,
      especificacoes: produtos.especificacoes,
    })
    .from(produtos)
    .where(
      and(inArray(produtos.uuid, unicos), eq(produtos.empresaId, empresaId), isNull(produtos.removidoEm)),
    );
}

/** uuid, name, SKU and unit of products by id, for movement lists. */
export async function produtosPorIds(ctx: AppContext, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0)
    return new Map<number, { uuid: string; nome: string; sku: string | null; unidade: string }>();
  const rows = await ctx.db
    .select({
      id: produtos.id,
      uuid: produtos.uuid,
      nome: produtos.nome,
      sku: produtos.sku,
      unidade: produtos.unidade,
    })
    .from(produtos)
    .where(inArray(produtos.id, unicos));
  return new Map(rows.map(({ id, ...p }) => [id, p]));
}

/** The current cost (cents) of products by id: finance's cost of what a sale sold (decision 040). */
export async function custosDosProdutos(ctx: AppContext, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, number>();
  const rows = await ctx.db
    .select({ id: produtos.id, custo: produtos.custoCentavos })
    .from(produtos)
    .where(inArray(produtos.id, unicos));
  return new Map(rows.map((r) => [r.id, Number(r.custo)]));
}

/**
 * Moves a product's balance, its row locked (call inside a transaction: `ctx.db` a transaction).
 * `entrada` adds, `saida` takes (null when the balance does not cover it), `ajuste` sets it.
 */
export async function moverSaldo(
  ctx: AppContext,
  produtoId: number,
  tipo: TipoMovimento,
  quantidade: number,
) {
  const [p] = await ctx.db
    .select({ saldo: produtos.saldo, estoqueMinimo: produtos.estoqueMinimo })
    .from(produtos)
    .where(eq(produtos.id, produtoId))
    .for('update');
  if (!p) throw new Error(`produto ${produtoId} sumiu`);
  const anterior = p.saldo;
  if (tipo === 'saida' && quantidade > anterior) return { ok: false as const, anterior };
  const posterior = arredondarQuantidade(
    tipo === 'ajuste' ? quantidade : tipo === 'entrada' ? anterior + quantidade : anterior - quantidade,
  );
  await ctx.db.update(produtos).set({ saldo: posterior }).where(eq(produtos.id, produtoId));
  return { ok: true as const, anterior, posterior, estoqueMinimo: p.estoqueMinimo };
}
