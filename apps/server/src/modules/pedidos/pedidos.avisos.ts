import { formatMoeda } from '@irradia/shared/format/moeda';
import type { PapelPedido } from '@irradia/shared/pedidos/pedidos.schema';
import { canalEmpresa, type MensagemPedido } from '@irradia/shared/realtime/canais';
import type { pedidos } from '../../db/schema/pedidos.ts';
import type { AppContext } from '../../platform/context.ts';
import { transmitir } from '../../platform/realtime/transmit.ts';
import { empresasPorIds, usuariosComPermissao } from '../empresas/empresas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';

// Each step of a purchase tells the other side: a notification (tipo `pedido_<status>`) to its
// people who see orders, and an event on both companies' channels so open screens refetch.

type Linha = typeof pedidos.$inferSelect;

/** Where each side opens an order: the buyer under its suppliers, the supplier under its catalogue. */
export const linkDoPedido = (uuid: string, papel: PapelPedido) =>
  papel === 'comprador'
    ? `/distribuidores?aba=pedidos&pedido=${uuid}`
    : `/catalogo?aba=pedidos&pedido=${uuid}`;

function texto(p: Linha, comprador: string, fornecedor: string, nota: string | null) {
  const n = `nº ${p.numero}`;
  // The supplier counts orders of many buyers: its titles name the buyer.
  const doComprador = `${n} de ${comprador}`;
  const com = (frase: string) => (nota ? `${frase}: ${nota}` : `${frase}.`);
  switch (p.status) {
    case 'aguardando':
      return {
        titulo: `Novo pedido ${doComprador}`,
        mensagem: `${formatMoeda(p.totalCentavos / 100)}. Confirme ou recuse o pedido.`,
      };
    case 'confirmado':
      return { titulo: `Pedido ${n} confirmado`, mensagem: com(`${fornecedor} confirmou o pedido`) };
    case 'faturado':
      return {
        titulo: `Pedido ${n} faturado`,
        mensagem: `${fornecedor} emitiu a nota fiscal ${p.notaFiscal ?? ''}.`,
      };
    case 'enviado':
      return {
        titulo: `Pedido ${n} enviado`,
        mensagem: p.rastreio
          ? `${fornecedor} enviou o pedido. Rastreio: ${p.rastreio}.`
          : `${fornecedor} enviou o pedido.`,
      };
    case 'entregue':
      return { titulo: `Pedido ${doComprador} entregue`, mensagem: `${comprador} confirmou o recebimento.` };
    case 'recusado':
      return { titulo: `Pedido ${n} recusado`, mensagem: com(`${fornecedor} recusou o pedido`) };
    case 'cancelado':
      return { titulo: `Pedido ${doComprador} cancelado`, mensagem: com(`${comprador} cancelou o pedido`) };
    default:
      return { titulo: `Pedido ${n} atualizado`, mensagem: null };
  }
}

/**
 * After a step taken by side `quem`: notifies the other side's people with `pedido:view` and
 * pushes `{ tipo: 'pedido' }` on both companies' channels. Neither undoes the step if it fails.
 */
export async function avisarOutroLado(ctx: AppContext, p: Linha, quem: PapelPedido, nota: string | null) {
  if (p.fornecedorEmpresaId === null) return;
  const empresas = await empresasPorIds(ctx, [p.empresaId, p.fornecedorEmpresaId]);
  const comprador = empresas.get(p.empresaId);
  const fornecedor = empresas.get(p.fornecedorEmpresaId);
  const destino: PapelPedido = quem === 'comprador' ? 'fornecedor' : 'comprador';
  const destinoId = destino === 'comprador' ? p.empresaId : p.fornecedorEmpresaId;
  const { titulo, mensagem } = texto(p, comprador?.nome ?? '', fornecedor?.nome ?? '', nota);
  try {
    for (const usuarioId of await usuariosComPermissao(ctx, destinoId, 'pedido:view'))
      await notificar(ctx, usuarioId, {
        tipo: `pedido_${p.status}`,
        titulo,
        mensagem,
        link: linkDoPedido(p.uuid, destino),
        empresaId: destinoId,
      });
  } catch (err) {
    ctx.log.warn({ err }, 'order notification not recorded');
  }
  const evento: MensagemPedido = { tipo: 'pedido', pedido: p.uuid, status: p.status };
  for (const e of [comprador, fornecedor])
    if (e)
      await transmitir(ctx, canalEmpresa(e.uuid), evento).catch((err: unknown) =>
        ctx.log.warn({ err }, 'order event not pushed'),
      );
}
