import { ShoppingCart } from 'lucide-react';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { NegociosLista } from '../../orcamentos/components/orcamentos-lista.tsx';

/** /vendas: the deals in the sale stage (decision 037). */
export default function VendasPage() {
  usePageTitle('Vendas', 'Vendas fechadas com seus clientes');
  return (
    <ExigeEmpresa
      icone={<ShoppingCart />}
      descricao="As vendas pertencem a uma empresa. Selecione a empresa no topo da tela."
    >
      <NegociosLista etapa="venda" />
    </ExigeEmpresa>
  );
}
