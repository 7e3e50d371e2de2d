import { Button } from '@chakra-ui/react';
import type { TipoDePagamento } from '@irradia/shared/financeiro/pagamentos.schema';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { PagamentoDialog } from './pagamento-dialog.tsx';

/** "Nova despesa" or "Novo recebimento" (one not from a sale), with its dialog. */
export function NovoPagamento({ tipo }: { tipo: TipoDePagamento }) {
  const { pode } = usePermissoes();
  const [aberto, setAberto] = useState(false);
  if (!pode('pagamento:create')) return null;
  return (
    <>
      <Button colorPalette="orange" onClick={() => setAberto(true)}>
        <Plus /> {tipo === 'pagar' ? 'Nova despesa' : 'Novo recebimento'}
      </Button>
      {aberto && <PagamentoDialog tipo={tipo} pagamento={null} open={aberto} onOpenChange={setAberto} />}
    </>
  );
}
