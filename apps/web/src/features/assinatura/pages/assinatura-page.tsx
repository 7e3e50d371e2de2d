import { Tabs } from '@chakra-ui/react';
import { CreditCard } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty } from '../../../components/list-states.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { AssinantesLista } from '../components/assinantes-lista.tsx';
import { AssinaturaDaEmpresa } from '../components/assinatura-da-empresa.tsx';
import { PlanosLista } from '../components/planos-lista.tsx';

/**
 * Spec §2 /assinatura: a company's plan, usage and payments (integrador); for `sistema`, the plans
 * on offer and every company's subscription with the monthly recurring revenue (`?aba=`).
 */
export default function AssinaturaPage() {
  usePageTitle('Assinatura', 'Plano e cobrança');
  const sistema = useAppStore((s) => s.company.selected?.tipo === 'sistema');
  const { pode } = usePermissoes();
  return (
    <ExigeEmpresa
      icone={<CreditCard />}
      descricao="A assinatura pertence a uma empresa. Selecione a empresa no topo da tela."
    >
      {!pode('assinatura:view') ? (
        <ListEmpty
          icon={<CreditCard />}
          title="Sem acesso à assinatura"
          description="A assinatura é vista por quem administra a empresa, ou por quem tem essa permissão no cargo."
        />
      ) : sistema ? (
        <AdministracaoDeAssinaturas />
      ) : (
        <AssinaturaDaEmpresa />
      )}
    </ExigeEmpresa>
  );
}

const ABAS = ['planos', 'assinantes'] as const;

function AdministracaoDeAssinaturas() {
  const [params, setParams] = useSearchParams();
  const pedida = params.get('aba') ?? '';
  const aba = (ABAS as readonly string[]).includes(pedida) ? pedida : 'planos';
  return (
    <Tabs.Root
      value={aba}
      onValueChange={(e) =>
        setParams(
          (p) => {
            if (e.value === 'planos') p.delete('aba');
            else p.set('aba', e.value);
            return p;
          },
          { replace: true },
        )
      }
      variant="line"
      colorPalette="orange"
      lazyMount
    >
      <Tabs.List mb="4">
        <Tabs.Trigger value="planos">Planos</Tabs.Trigger>
        <Tabs.Trigger value="assinantes">Assinantes</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="planos">
        <PlanosLista />
      </Tabs.Content>
      <Tabs.Content value="assinantes">
        <AssinantesLista />
      </Tabs.Content>
    </Tabs.Root>
  );
}
