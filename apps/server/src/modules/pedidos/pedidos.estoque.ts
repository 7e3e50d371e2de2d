import type { AcaoPedido } from '@irradia/shared/pedidos/pedidos.schema';
import { eq } from 'drizzle-orm';
import { pedidoItens, type pedidos } from '../../db/schema/pedidos.ts';
import type { AppContext } from '../../platform/context.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';
import { movimentarPorPedido } from '../estoque/estoque.service.ts';
import { copiasDe } from '../produtos/produtos.vitrine.ts';

type Linha = typeof pedidos.$inferSelect;

/**
 * The stock an order moves (decision 027): confirming takes its pieces out of the supplier's
 * stock (kits by their components; a balance that does not cover it refuses the confirmation),
 * and confirming receipt puts them into the buyer's copies of those products, where it has them.
 */
export async function moverEstoque(ctx: AppContext, p: Linha, acao: AcaoPedido, usuarioId: number) {
  if ((acao !== 'confirmar' && acao !== 'receber') || p.fornecedorEmpresaId === null) return [];
  const linhas = (
    await ctx.db
      .select({ produtoId: pedidoItens.produtoId, quantidade: pedidoItens.quantidade })
      .from(pedidoItens)
      .where(eq(pedidoItens.pedidoId, p.id))
  ).flatMap((l) => (l.produtoId === null ? [] : [{ produtoId: l.produtoId, quantidade: l.quantidade }]));
  const nomes = await empresasPorIds(ctx, [p.empresaId, p.fornecedorEmpresaId]);
  if (acao === 'confirmar')
    return movimentarPorPedido(ctx, {
      empresaId: p.fornecedorEmpresaId,
      usuarioId,
      tipo: 'saida',
      linhas,
      motivo: `Pedido nº ${p.numero} de ${nomes.get(p.empresaId)?.nome ?? 'cliente'}`,
    });
  const copias = await copiasDe(
    ctx,
    p.empresaId,
    linhas.map((l) => l.produtoId),
  );
  return movimentarPorPedido(ctx, {
    empresaId: p.empresaId,
    usuarioId,
    tipo: 'entrada',
    linhas: linhas.flatMap((l) => {
      const copia = copias.get(l.produtoId);
      return copia ? [{ produtoId: copia.id, quantidade: l.quantidade }] : [];
    }),
    motivo: `Pedido nº ${p.numero} recebido de ${nomes.get(p.fornecedorEmpresaId)?.nome ?? 'fornecedor'}`,
  });
}
