import { Button, HStack } from '@chakra-ui/react';
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { NovoOrcamentoDialog } from '../components/novo-orcamento-dialog.tsx';
import { NegociosLista } from '../components/orcamentos-lista.tsx';

/** /orcamentos: the company's deals in their first stage; a new one opens its proposal. */
export default function OrcamentosPage() {
  usePageTitle('Orçamentos', 'Propostas para seus clientes');
  const { pode } = usePermissoes();
  const podeCriar = pode('pedido:create');
  const [novo, setNovo] = useState(false);

  return (
    <ExigeEmpresa
      icone={<FileText />}
      descricao="Os orçamentos pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      {podeCriar && (
        <HStack justify="flex-end" mb="4">
          <Button colorPalette="orange" onClick={() => setNovo(true)}>
            <Plus /> Novo orçamento
          </Button>
        </HStack>
      )}
      <NegociosLista etapa="orcamento" onNovo={podeCriar ? () => setNovo(true) : undefined} />
      <NovoOrcamentoDialog open={novo} onOpenChange={setNovo} />
    </ExigeEmpresa>
  );
}
