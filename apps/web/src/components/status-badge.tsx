import { Badge } from '@chakra-ui/react';
import { STATUS_USINA, type StatusUsina } from '@irradia/shared/monitoramento/monitoramento.schema';

/** Spec §4: the five statuses of plants, inverters, makers and portals, in their colours. */
export function StatusBadge({ status }: { status: string }) {
  const s = STATUS_USINA[status as StatusUsina] ?? STATUS_USINA.inativo;
  return (
    <Badge colorPalette={s.cor} variant="subtle" data-status={status}>
      {s.rotulo}
    </Badge>
  );
}
