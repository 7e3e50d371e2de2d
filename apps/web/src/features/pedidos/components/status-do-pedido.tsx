import { Badge } from '@chakra-ui/react';
import { NOMES_STATUS_PEDIDO_COMPRA, type StatusPedidoCompra } from '@irradia/shared/pedidos/pedidos.schema';

const COR: Record<StatusPedidoCompra, string> = {
  aguardando: 'yellow',
  confirmado: 'blue',
  faturado: 'purple',
  enviado: 'cyan',
  entregue: 'green',
  recusado: 'red',
  cancelado: 'gray',
};

export const nomeDoStatus = (status: string) =>
  NOMES_STATUS_PEDIDO_COMPRA[status as StatusPedidoCompra] ?? status;

/** A purchase's status in its colour: waiting yellow, on its way blue to cyan, delivered green. */
export function StatusDoPedido({ status, size }: { status: string; size?: 'sm' | 'md' }) {
  return (
    <Badge
      size={size ?? 'sm'}
      variant="subtle"
      colorPalette={COR[status as StatusPedidoCompra] ?? 'gray'}
      data-status={status}
    >
      {nomeDoStatus(status)}
    </Badge>
  );
}
