import { HStack, Tabs } from '@chakra-ui/react';
import { ShoppingCart } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { NovoPagamento } from '../../financeiro/components/novo-pagamento.tsx';
import { PagamentosLista } from '../../financeiro/components/pagamentos-lista.tsx';
import { NegociosLista } from '../../orcamentos/components/orcamentos-lista.tsx';

/**
 * /vendas: the deals in the sale stage (decision 037) and, on `?aba=recebimentos`, the receivables
 * (the sales' instalments and those typed in by hand), shared with /despesas (decision 040).
 */
export default function VendasPage() {
  usePageTitle('Vendas', 'Vendas fechadas com seus clientes');
  const [params, setParams] = useSearchParams();
  const { pode } = usePermissoes();
  const aba = params.get('aba') === 'recebimentos' ? 'recebimentos' : 'vendas';
  const verRecebimentos = pode('pagamento:view');
  return (
    <ExigeEmpresa
      icone={<ShoppingCart />}
      descricao="As vendas pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      {verRecebimentos ? (
        <Tabs.Root
          value={aba}
          onValueChange={(e) =>
            // A tab starts with its own filters: the address keeps only the tab.
            setParams(e.value === 'recebimentos' ? { aba: 'recebimentos' } : {}, { replace: true })
          }
          variant="line"
          colorPalette="orange"
          lazyMount
          unmountOnExit
        >
          <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
            <Tabs.List>
              <Tabs.Trigger value="vendas">Vendas</Tabs.Trigger>
              <Tabs.Trigger value="recebimentos">Recebimentos</Tabs.Trigger>
            </Tabs.List>
            {aba === 'recebimentos' && <NovoPagamento tipo="receber" />}
          </HStack>
          <Tabs.Content value="vendas">
            <NegociosLista etapa="venda" />
          </Tabs.Content>
          <Tabs.Content value="recebimentos">
            <PagamentosLista tipo="receber" />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <NegociosLista etapa="venda" />
      )}
    </ExigeEmpresa>
  );
}
