import { formatMoeda } from '@irradia/shared/format/moeda';
import { inArray } from 'drizzle-orm';
import { catalogos } from '../../db/schema/catalogos.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, type CampoInvalido, erroValidacao } from '../../platform/errors.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';
import { catalogoPublicado } from './catalogos.consultas.ts';

// What the orders module asks of catalogues (issue 24, decision 027): the lines of a purchase
// priced from a catalogue the buyer may order from, copied so later changes move nothing.

/** A line of a new order, as it will be kept: what was sold and at what price. */
export interface LinhaDoPedido {
  produtoId: number;
  catalogoItemId: number;
  tipo: string;
  nome: string;
  modelo: string | null;
  fabricante: string | null;
  sku: string | null;
  unidade: string;
  quantidade: number;
  precoUnitarioCentavos: number;
}

/** A line's value in cents: price × quantity (up to three decimals), rounded to the cent. */
export const totalDaLinha = (precoCentavos: number, quantidade: number) =>
  Math.round(precoCentavos * quantidade);

/**
 * Prices an order of company `empresa` from catalogue `catalogoUuid`. The catalogue must be one
 * the company sees (published and valid today, catalogos.consultas.ts; a distribuidor sees no
 * competitor's): 404 otherwise. Its own catalogue, an item not among the catalogue's lines, a
 * quantity ≤ 0 or a total under the catalogue's minimum order are 422 naming the field.
 */
export async function precificarPedido(
  ctx: AppContext,
  empresa: { id: number; tipo: string },
  catalogoUuid: string,
  itens: ReadonlyArray<{ item: string; quantidade: number }>,
) {
  const c = await catalogoPublicado(ctx, catalogoUuid);
  if (c && c.empresaId === empresa.id)
    throw erroValidacao([
      { field: 'catalogo', rule: 'proprio', message: 'Não é possível fazer um pedido ao próprio catálogo' },
    ]);
  // A deleted distribuidor's catalogues went with it.
  const fornecedor = c ? (await empresasPorIds(ctx, [c.empresaId])).get(c.empresaId) : undefined;
  if (!c || !fornecedor || fornecedor.excluida || empresa.tipo === 'distribuidor')
    throw new AppError('NAO_ENCONTRADO', 'Catálogo não encontrado ou fora da validade');
  const porUuid = new Map(c.itens.map((l) => [l.uuid, l]));

  const problemas: CampoInvalido[] = [];
  const linhas: LinhaDoPedido[] = [];
  itens.forEach((i, n) => {
    const l = porUuid.get(i.item);
    if (!l) {
      problemas.push({ field: `itens.${n}.item`, rule: 'exists', message: 'Este item não está no catálogo' });
      return;
    }
    if (!(i.quantidade > 0)) {
      problemas.push({
        field: `itens.${n}.quantidade`,
        rule: 'min',
        message: 'A quantidade deve ser maior que 0',
      });
      return;
    }
    linhas.push({
      produtoId: l.produtoId,
      catalogoItemId: l.id,
      tipo: l.produto.tipo,
      nome: l.produto.nome,
      modelo: l.produto.modelo,
      fabricante: l.produto.fabricante,
      sku: l.produto.sku,
      unidade: l.produto.unidade,
      quantidade: i.quantidade,
      precoUnitarioCentavos: l.precoCentavos,
    });
  });
  if (problemas.length > 0) throw erroValidacao(problemas);

  const totalCentavos = linhas.reduce((s, l) => s + totalDaLinha(l.precoUnitarioCentavos, l.quantidade), 0);
  if (totalCentavos < c.pedidoMinimoCentavos)
    throw erroValidacao([
      {
        field: 'itens',
        rule: 'pedido_minimo',
        message: `O pedido mínimo deste catálogo é ${formatMoeda(c.pedidoMinimoCentavos / 100)}.`,
      },
    ]);
  return { fornecedorEmpresaId: c.empresaId, catalogoId: c.id, linhas, totalCentavos };
}

/** uuid and name of catalogues by id (removed ones too: an order keeps showing where it came from). */
export async function catalogosPorIds(ctx: AppContext, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; nome: string }>();
  const rows = await ctx.db
    .select({ id: catalogos.id, uuid: catalogos.uuid, nome: catalogos.nome })
    .from(catalogos)
    .where(inArray(catalogos.id, unicos));
  return new Map(rows.map(({ id, ...c }) => [id, c]));
}
