import { Badge } from '@chakra-ui/react';
import { STATUS_DE_PAGAMENTO, type StatusDePagamento } from '@irradia/shared/financeiro/pagamentos.schema';
import { COR_DO_STATUS } from '../campos.ts';

/** Em aberto, Vencido, Pago or Cancelado, in its colour. */
export function StatusDoPagamento({ status }: { status: StatusDePagamento }) {
  return (
    <Badge colorPalette={COR_DO_STATUS[status]} variant="subtle" data-status={status}>
      {STATUS_DE_PAGAMENTO[status]}
    </Badge>
  );
}
