import type { Especificacoes, TipoProduto } from '@irradia/shared/catalogo/produtos.schema';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { produtoComponentes, produtos } from '../../db/schema/produtos.ts';
import type { AppContext } from '../../platform/context.ts';
import { urlArquivo } from '../arquivos/arquivos.service.ts';
import { resumirKits } from './produtos.kits.ts';

// What the catalogos and distribuidores modules read of products (issue 24): a distribuidor's
// products as its catalogue lines show them, and which of them a buyer already copied.

export interface ComponentePublico {
  nome: string;
  tipo: TipoProduto;
  modelo: string | null;
  fabricante: string | null;
  quantidade: number;
  unidade: string;
}

/** A product summed up for a catalogue line; `custoCentavos` and `saldo` are for its owner only. */
export interface ResumoProduto {
  id: number;
  uuid: string;
  empresaId: number;
  tipo: TipoProduto;
  nome: string;
  modelo: string | null;
  fabricante: string | null;
  sku: string | null;
  unidade: string;
  descricao: string | null;
  especificacoes: Especificacoes;
  imagemUrl: string | null;
  /** A kit's: its components' sum, or its own when custo_fixo. */
  custoCentavos: number;
  /** Balance; a kit's: how many whole kits its components allow. */
  saldo: number;
  removido: boolean;
  kit: { potenciaKwp: number; componentes: ComponentePublico[] } | null;
}

/** Products by id with what a catalogue line shows (kits with their direct components). */
export async function resumirProdutos(
  ctx: AppContext,
  ids: readonly number[],
): Promise<Map<number, ResumoProduto>> {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map();
  const rows = await ctx.db.select().from(produtos).where(inArray(produtos.id, unicos));
  const kitIds = rows.filter((p) => p.tipo === 'kit').map((p) => p.id);
  const kits = await resumirKits(ctx, kitIds);
  const linhas = new Map<number, ComponentePublico[]>();
  if (kitIds.length > 0) {
    const comps = await ctx.db
      .select({
        kitId: produtoComponentes.kitId,
        quantidade: produtoComponentes.quantidade,
        nome: produtos.nome,
        tipo: produtos.tipo,
        modelo: produtos.modelo,
        fabricante: produtos.fabricante,
        unidade: produtos.unidade,
      })
      .from(produtoComponentes)
      .innerJoin(produtos, eq(produtos.id, produtoComponentes.produtoId))
      .where(inArray(produtoComponentes.kitId, kitIds))
      .orderBy(asc(produtoComponentes.kitId), asc(produtoComponentes.ordem));
    for (const { kitId, tipo, ...c } of comps) {
      const l = linhas.get(kitId) ?? [];
      l.push({ ...c, tipo: tipo as TipoProduto });
      linhas.set(kitId, l);
    }
  }
  return new Map(
    rows.map((p) => {
      const k = kits.get(p.id);
      return [
        p.id,
        {
          id: p.id,
          uuid: p.uuid,
          empresaId: p.empresaId,
          tipo: p.tipo as TipoProduto,
          nome: p.nome,
          modelo: p.modelo,
          fabricante: p.fabricante,
          sku: p.sku,
          unidade: p.unidade,
          descricao: p.descricao,
          especificacoes: p.especificacoes as Especificacoes,
          imagemUrl: urlArquivo(p.imagemArquivo),
          custoCentavos: k ? k.custoCentavos : p.custoCentavos,
          saldo: k ? k.disponivel : p.saldo,
          removido: p.removidoEm !== null,
          kit: k
            ? { potenciaKwp: Math.round(k.potenciaWp) / 1000, componentes: linhas.get(p.id) ?? [] }
            : null,
        },
      ];
    }),
  );
}

/** The company's products by uuid (removed ones too): id and whether removed. */
export async function produtosDaEmpresaPorUuids(
  ctx: AppContext,
  empresaId: number,
  uuids: readonly string[],
) {
  const unicos = [...new Set(uuids)];
  if (unicos.length === 0) return new Map<string, { id: number; removido: boolean }>();
  const rows = await ctx.db
    .select({ id: produtos.id, uuid: produtos.uuid, removidoEm: produtos.removidoEm })
    .from(produtos)
    .where(and(eq(produtos.empresaId, empresaId), inArray(produtos.uuid, unicos)));
  return new Map(rows.map((p) => [p.uuid, { id: p.id, removido: p.removidoEm !== null }]));
}

/**
 * The company's products copied from these origin products (not removed), by origin id: the
 * uuid of its copy. A product of the company itself counts as its own copy.
 */
export async function copiasDe(ctx: AppContext, empresaId: number, origemIds: readonly number[]) {
  const unicos = [...new Set(origemIds)];
  const r = new Map<number, { id: number; uuid: string }>();
  if (unicos.length === 0) return r;
  const rows = await ctx.db
    .select({
      id: produtos.id,
      uuid: produtos.uuid,
      origem: produtos.origemProdutoId,
      empresaId: produtos.empresaId,
    })
    .from(produtos)
    .where(
      and(
        isNull(produtos.removidoEm),
        inArray(produtos.origemProdutoId, unicos),
        eq(produtos.empresaId, empresaId),
      ),
    )
    .orderBy(asc(produtos.id));
  for (const p of rows)
    if (p.origem !== null && !r.has(p.origem)) r.set(p.origem, { id: p.id, uuid: p.uuid });
  const proprios = await ctx.db
    .select({ id: produtos.id, uuid: produtos.uuid })
    .from(produtos)
    .where(and(inArray(produtos.id, unicos), eq(produtos.empresaId, empresaId)));
  for (const p of proprios) r.set(p.id, { id: p.id, uuid: p.uuid });
  return r;
}
