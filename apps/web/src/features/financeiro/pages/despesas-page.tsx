import { HStack, Stack, Text } from '@chakra-ui/react';
import { Wallet } from 'lucide-react';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { NovoPagamento } from '../components/novo-pagamento.tsx';
import { PagamentosLista } from '../components/pagamentos-lista.tsx';

/** /despesas: the company's payables by category, recurring ones and their receipts. */
export default function DespesasPage() {
  usePageTitle('Despesas', 'Contas a pagar');
  return (
    <ExigeEmpresa
      icone={<Wallet />}
      descricao="As despesas pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted" fontSize="sm" maxW="2xl">
            Contas a pagar da empresa. Pague, anexe o comprovante e acompanhe o que vence.
          </Text>
          <NovoPagamento tipo="pagar" />
        </HStack>
        <PagamentosLista tipo="pagar" />
      </Stack>
    </ExigeEmpresa>
  );
}
