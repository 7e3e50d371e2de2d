import type { AcaoPedido } from '@irradia/shared/pedidos/pedidos.schema';
import type { pedidos } from '../../db/schema/pedidos.ts';
import type { AppContext } from '../../platform/context.ts';
import { cancelarLancamentosDoPedido, lancarCompra } from '../financeiro/financeiro.origens.ts';

type Linha = typeof pedidos.$inferSelect;

/**
 * The finance entries a purchase order's move makes (decision 040): confirming makes the buyer's
 * payable and the distribuidor's receivable for the order's total; refusing or cancelling cancels
 * the ones still open. Run inside the move's transaction.
 */
export async function lancamentosDoPedido(ctx: AppContext, p: Linha, acao: AcaoPedido, usuarioId: number) {
  if (p.tipo !== 'compra' || p.fornecedorEmpresaId === null) return;
  if (acao === 'confirmar')
    await lancarCompra(ctx, {
      pedidoId: p.id,
      numero: p.numero,
      compradorId: p.empresaId,
      fornecedorId: p.fornecedorEmpresaId,
      totalCentavos: p.totalCentavos,
      usuarioId,
    });
  if (acao === 'recusar' || acao === 'cancelar') await cancelarLancamentosDoPedido(ctx, p.id);
}
