import { Button, HStack } from '@chakra-ui/react';
import { STATUS_CONTRATO } from '@irradia/shared/propostas/contrato.schema';
import { FileSignature, FileText } from 'lucide-react';
import { useState } from 'react';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { statusDoOrcamento } from '../../orcamentos/campos.ts';
import { NegociosLista } from '../../orcamentos/components/orcamentos-lista.tsx';
import { ModeloContratoDialog } from '../components/modelo-contrato-dialog.tsx';

const STATUS = STATUS_CONTRATO.map((s) => [s, statusDoOrcamento(s).rotulo] as const);

/** /contratos: the deals in the contract stage (decision 037), and the company's template. */
export default function ContratosPage() {
  usePageTitle('Contratos', 'Contratos com seus clientes');
  const { pode } = usePermissoes();
  const [modelo, setModelo] = useState(false);
  return (
    <ExigeEmpresa
      icone={<FileSignature />}
      descricao="Os contratos pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      {pode('pedido:edit') && (
        <HStack justify="flex-end" mb="4">
          <Button variant="outline" onClick={() => setModelo(true)}>
            <FileText aria-hidden /> Modelo do contrato
          </Button>
        </HStack>
      )}
      <NegociosLista etapa="contrato" status={STATUS} />
      <ModeloContratoDialog open={modelo} onOpenChange={setModelo} />
    </ExigeEmpresa>
  );
}
