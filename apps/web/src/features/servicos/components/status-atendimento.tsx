import { Badge } from '@chakra-ui/react';
import {
  NOMES_STATUS_ATENDIMENTO,
  type StatusAtendimento,
} from '@irradia/shared/servicos/atendimentos.schema';
import { COR_STATUS } from '../campos.ts';

/** A request's status in its colour. */
export function StatusAtendimentoBadge({ status }: { status: StatusAtendimento }) {
  return (
    <Badge colorPalette={COR_STATUS[status]} variant="subtle" data-status={status}>
      {NOMES_STATUS_ATENDIMENTO[status]}
    </Badge>
  );
}
