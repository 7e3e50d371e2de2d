import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { catalogoItens, catalogos } from '../../db/schema/catalogos.ts';
import type { AppContext } from '../../platform/context.ts';
import { type ResumoProduto, resumirProdutos } from '../produtos/produtos.vitrine.ts';
import { hojeDosCatalogos, publicadoEm } from './catalogos.service.ts';

// What other modules (distribuidores, produtos' copy, pedidos) read of catalogues: only what is
// published and valid today (America/Sao_Paulo, ctx.now()). Items carry the distribuidor's
// product summed up (ResumoProduto) — its cost and balance are for the server, never for a reply
// to another company.

export interface ItemPublicado {
  id: number;
  uuid: string;
  produtoId: number;
  precoCentavos: number;
  ordem: number;
  produto: ResumoProduto;
}

export interface CatalogoPublicado {
  id: number;
  uuid: string;
  /** The distribuidor. */
  empresaId: number;
  nome: string;
  descricao: string | null;
  validoDe: string | null;
  validoAte: string | null;
  pedidoMinimoCentavos: number;
  publicadoEm: Date;
  itens: ItemPublicado[];
}

async function comItens(ctx: AppContext, rows: Array<typeof catalogos.$inferSelect>) {
  if (rows.length === 0) return [];
  const linhas = await ctx.db
    .select()
    .from(catalogoItens)
    .where(
      inArray(
        catalogoItens.catalogoId,
        rows.map((c) => c.id),
      ),
    )
    .orderBy(asc(catalogoItens.ordem), asc(catalogoItens.id));
  const produtos = await resumirProdutos(
    ctx,
    linhas.map((l) => l.produtoId),
  );
  return rows.map(
    (c): CatalogoPublicado => ({
      id: c.id,
      uuid: c.uuid,
      empresaId: c.empresaId,
      nome: c.nome,
      descricao: c.descricao,
      validoDe: c.validoDe,
      validoAte: c.validoAte,
      pedidoMinimoCentavos: c.pedidoMinimoCentavos,
      publicadoEm: c.publicadoEm ?? new Date(0),
      // A removed product leaves the public catalogue (its line stays for the distribuidor).
      itens: linhas.flatMap((l) => {
        const produto = produtos.get(l.produtoId);
        if (l.catalogoId !== c.id || !produto || produto.removido) return [];
        const { catalogoId: _, ...item } = l;
        return [{ ...item, produto }];
      }),
    }),
  );
}

/** A catalogue published and valid today, by uuid, with its lines and products; null otherwise. */
export async function catalogoPublicado(ctx: AppContext, uuid: string): Promise<CatalogoPublicado | null> {
  const rows = await ctx.db
    .select()
    .from(catalogos)
    .where(and(eq(catalogos.uuid, uuid), publicadoEm(hojeDosCatalogos(ctx))));
  return (await comItens(ctx, rows))[0] ?? null;
}

/** A distribuidor's catalogues published and valid today (newest first), with lines and products. */
export async function catalogosPublicadosDe(ctx: AppContext, empresaId: number) {
  const rows = await ctx.db
    .select()
    .from(catalogos)
    .where(and(eq(catalogos.empresaId, empresaId), publicadoEm(hojeDosCatalogos(ctx))))
    .orderBy(desc(catalogos.publicadoEm), desc(catalogos.id));
  return comItens(ctx, rows);
}

/** How many catalogues each company has published and valid today (only those with any). */
export async function publicadosPorEmpresa(ctx: AppContext, empresaIds?: readonly number[]) {
  const f = [publicadoEm(hojeDosCatalogos(ctx))];
  if (empresaIds) {
    if (empresaIds.length === 0) return new Map<number, number>();
    f.push(inArray(catalogos.empresaId, [...new Set(empresaIds)]));
  }
  const rows = await ctx.db
    .select({ empresaId: catalogos.empresaId, n: count() })
    .from(catalogos)
    .where(and(...f))
    .groupBy(catalogos.empresaId);
  return new Map(rows.map((r) => [r.empresaId, r.n]));
}

/**
 * The catalogue line `itemUuid` if its catalogue is published and valid today (and its product
 * not removed), with that catalogue's price of every product it lists; null otherwise.
 */
export async function itemPublicado(ctx: AppContext, itemUuid: string) {
  const [l] = await ctx.db
    .select({ catalogo: catalogos.uuid })
    .from(catalogoItens)
    .innerJoin(catalogos, eq(catalogos.id, catalogoItens.catalogoId))
    .where(eq(catalogoItens.uuid, itemUuid));
  const c = l ? await catalogoPublicado(ctx, l.catalogo) : null;
  const item = c?.itens.find((i) => i.uuid === itemUuid);
  if (!c || !item) return null;
  const precos = new Map(c.itens.map((i) => [i.produtoId, i.precoCentavos]));
  return { catalogo: c, item, precos };
}
