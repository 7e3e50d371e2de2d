import { Alert, Button, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { Truck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { PedidosLista } from '../../pedidos/components/pedidos-lista.tsx';
import { useDistribuidores } from '../api.ts';
import { NOTA_PREVIA } from '../campos.ts';
import { DistribuidoresGrade } from '../components/distribuidores-grade.tsx';

function ListaDeDistribuidores({ distribuidor }: { distribuidor: boolean }) {
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados({ search: '' });
  const { data, isLoading, isError, refetch } = useDistribuidores(filtros.search.trim(), page);
  const lista = data?.data ?? [];
  return (
    <Stack gap="4">
      {distribuidor && (
        <Alert.Root status="info" data-testid="nota-previa">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{NOTA_PREVIA}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="4" wrap="wrap" justify="space-between">
        <Input
          placeholder="Buscar distribuidor"
          aria-label="Buscar distribuidor"
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
          maxW={{ base: 'full', sm: 'sm' }}
        />
        {data && data.meta.total > 0 && (
          <Text color="fg.muted" fontSize="sm">
            {data.meta.total === 1 ? '1 distribuidor' : `${data.meta.total} distribuidores`}
          </Text>
        )}
      </HStack>
      {isLoading && <ListLoading />}
      {isError && !data && (
        <ListError
          icon={<Truck />}
          title="Não foi possível carregar os distribuidores"
          onRetry={() => void refetch()}
        />
      )}
      {!isLoading && !isError && lista.length === 0 && (
        <ListEmpty
          icon={<Truck />}
          title={
            filtrando ? 'Nenhum distribuidor encontrado' : 'Nenhum distribuidor publicou catálogos ainda.'
          }
          description={
            filtrando
              ? 'Mude a busca para ver outros distribuidores.'
              : distribuidor
                ? 'Publique um catálogo na aba Catálogos do Catálogo para aparecer aqui.'
                : 'Quando um distribuidor publicar um catálogo, ele aparece aqui com os preços e os kits.'
          }
          action={
            filtrando ? (
              <Button variant="outline" onClick={() => mudar({ search: '' })}>
                Limpar busca
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && <DistribuidoresGrade distribuidores={lista} />}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
    </Stack>
  );
}

/**
 * Spec §2 /distribuidores: the distributors on Irradia with catalogues published today, each
 * opening its catalogues (`/distribuidores/:uuid`), and the company's purchase orders
 * (`?aba=pedidos`). A distribuidor sees only itself: a preview of what buyers see.
 */
export default function DistribuidoresPage() {
  usePageTitle('Distribuidores', 'Fornecedores de equipamentos');
  const [params, setParams] = useSearchParams();
  const distribuidor = useAppStore((s) => s.company.selected?.tipo === 'distribuidor');
  const { pode } = usePermissoes();
  const comPedidos = !distribuidor && pode('pedido:view');
  const aba = params.get('aba') === 'pedidos' && comPedidos ? 'pedidos' : 'distribuidores';

  return (
    <ExigeEmpresa
      icone={<Truck />}
      descricao="Os catálogos dos distribuidores são vistos por uma empresa. Selecione a empresa no topo da tela."
    >
      {comPedidos ? (
        <Tabs.Root
          value={aba}
          onValueChange={(e) =>
            setParams(
              (p) => {
                if (e.value === 'distribuidores') p.delete('aba');
                else p.set('aba', e.value);
                p.delete('pedido');
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
            <Tabs.Trigger value="distribuidores">Distribuidores</Tabs.Trigger>
            <Tabs.Trigger value="pedidos">Meus pedidos</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="distribuidores">
            <ListaDeDistribuidores distribuidor={distribuidor} />
          </Tabs.Content>
          <Tabs.Content value="pedidos">
            <PedidosLista papel="comprador" />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <ListaDeDistribuidores distribuidor={distribuidor} />
      )}
    </ExigeEmpresa>
  );
}
