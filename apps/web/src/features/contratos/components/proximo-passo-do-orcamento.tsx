import { Button } from '@chakra-ui/react';
import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Orcamento } from '../../orcamentos/api.ts';
import { GerarContratoDialog } from './gerar-contrato-dialog.tsx';

/**
 * The proposal's way on (decision 037): once accepted, "Gerar contrato"; once a contract or a
 * sale, the way to it.
 */
export function ProximoPassoDoOrcamento({
  orcamento,
  podeEditar,
}: {
  orcamento: Orcamento;
  podeEditar: boolean;
}) {
  const [gerando, setGerando] = useState(false);
  if (orcamento.etapa === 'contrato' || orcamento.etapa === 'venda') {
    const venda = orcamento.etapa === 'venda';
    return (
      <Button asChild size="sm" variant="outline" colorPalette="orange">
        <RouterLink to={`/${venda ? 'vendas' : 'contratos'}/${orcamento.uuid}`}>
          <FileSignature aria-hidden /> {venda ? 'Abrir a venda' : 'Abrir o contrato'}
        </RouterLink>
      </Button>
    );
  }
  if (orcamento.status !== 'aceita' || !podeEditar) return null;
  return (
    <>
      <Button size="sm" colorPalette="green" onClick={() => setGerando(true)}>
        <FileSignature aria-hidden /> Gerar contrato
      </Button>
      <GerarContratoDialog orcamento={orcamento} open={gerando} onOpenChange={setGerando} />
    </>
  );
}
