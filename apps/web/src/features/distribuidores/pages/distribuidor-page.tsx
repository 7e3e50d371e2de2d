import { Alert, Button, Link, NativeSelect, Stack, Tabs } from '@chakra-ui/react';
import { ArrowLeft, NotebookTabs, Truck } from 'lucide-react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { type CatalogoPublico, useCatalogosDoDistribuidor, useDistribuidor } from '../api.ts';
import { NOTA_PREVIA, quantidadeDeCatalogos } from '../campos.ts';
import { CatalogoPublicoVista } from '../components/catalogo-publico.tsx';
import { lugar } from '../components/distribuidores-grade.tsx';

/** Up to this many catalogues are tabs; more become a select (tabs would scroll off a phone). */
const MAX_ABAS = 4;

const Voltar = () => (
  <Link asChild colorPalette="orange" fontSize="sm" alignSelf="flex-start">
    <RouterLink to="/distribuidores">
      <ArrowLeft size="16" aria-hidden /> Todos os distribuidores
    </RouterLink>
  </Link>
);

/** Picks one of several catalogues: tabs for a few, a select for many. `?catalogo=` keeps it. */
function EscolhaDeCatalogo(props: {
  catalogos: readonly CatalogoPublico[];
  valor: string;
  onChange(uuid: string): void;
}) {
  if (props.catalogos.length > MAX_ABAS)
    return (
      <NativeSelect.Root maxW={{ base: 'full', sm: 'md' }}>
        <NativeSelect.Field
          aria-label="Catálogo"
          value={props.valor}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {props.catalogos.map((c) => (
            <option key={c.uuid} value={c.uuid}>
              {c.nome}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  return (
    <Tabs.Root
      value={props.valor}
      onValueChange={(e) => props.onChange(e.value)}
      variant="enclosed"
      colorPalette="orange"
      size="sm"
    >
      <Tabs.List aria-label="Catálogos" flexWrap="wrap" maxW="full">
        {props.catalogos.map((c) => (
          <Tabs.Trigger key={c.uuid} value={c.uuid}>
            {c.nome}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}

function Distribuidor({ uuid }: { uuid: string }) {
  const empresa = useAppStore((s) => s.company.selected);
  const { pode } = usePermissoes();
  const previa = empresa?.uuid === uuid;
  const d = useDistribuidor(uuid);
  const catalogos = useCatalogosDoDistribuidor(uuid);
  const [params, setParams] = useSearchParams();
  const lista = catalogos.data?.data ?? [];
  const nome =
    d.data?.data.nome ?? lista[0]?.distribuidor.nome ?? (previa ? empresa?.cliente.nome : undefined);
  const info = d.data?.data;
  const onde = info ? lugar(info) : null;
  // The header names the distributor; under it, where it is and how many catalogues hold today.
  const hoje = `${quantidadeDeCatalogos(lista.length)} ${lista.length === 1 ? 'válido' : 'válidos'} hoje`;
  usePageTitle(
    nome ?? 'Distribuidor',
    catalogos.data ? [onde, hoje].filter(Boolean).join(' · ') : 'Catálogos publicados',
  );

  if (d.isLoading || catalogos.isLoading) return <ListLoading />;
  const naoAchou = (e: unknown) => e instanceof ApiError && (e.status === 404 || e.status === 422);
  if (naoAchou(catalogos.error) || (naoAchou(d.error) && !previa))
    return (
      <Stack gap="4">
        <Voltar />
        <ListEmpty
          icon={<Truck />}
          title="Distribuidor não encontrado"
          description="Ele pode não ter catálogos publicados hoje."
        />
      </Stack>
    );
  if (catalogos.isError)
    return (
      <Stack gap="4">
        <Voltar />
        <ListError
          icon={<Truck />}
          title="Não foi possível carregar os catálogos"
          onRetry={() => void catalogos.refetch()}
        />
      </Stack>
    );

  const escolhido = lista.find((c) => c.uuid === params.get('catalogo')) ?? lista[0];

  return (
    <Stack gap="4">
      <Voltar />
      {previa && (
        <Alert.Root status="info" data-testid="nota-previa">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{NOTA_PREVIA}</Alert.Title>
        </Alert.Root>
      )}
      {!escolhido ? (
        <ListEmpty
          icon={<NotebookTabs />}
          title="Nenhum catálogo publicado hoje"
          description={
            previa
              ? 'Publique um catálogo dentro da validade para os integradores o verem aqui.'
              : 'Os catálogos deste distribuidor estão fora da validade ou foram retirados.'
          }
          action={
            previa ? (
              <Button asChild variant="outline">
                <RouterLink to="/catalogo?aba=catalogos">Ir para os meus catálogos</RouterLink>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          {lista.length > 1 && (
            <EscolhaDeCatalogo
              catalogos={lista}
              valor={escolhido.uuid}
              onChange={(c) =>
                setParams(
                  (p) => {
                    p.set('catalogo', c);
                    return p;
                  },
                  { replace: true },
                )
              }
            />
          )}
          <CatalogoPublicoVista
            key={escolhido.uuid}
            catalogo={escolhido}
            previa={previa}
            podeCopiar={pode('produto:create')}
          />
        </>
      )}
    </Stack>
  );
}

/** /distribuidores/:uuid: a distributor's catalogues published today and their lines. */
export default function DistribuidorPage() {
  const { uuid = '' } = useParams();
  return (
    <ExigeEmpresa
      icone={<Truck />}
      descricao="Os catálogos dos distribuidores são vistos por uma empresa. Selecione a empresa no topo da tela."
    >
      <Distribuidor uuid={uuid} />
    </ExigeEmpresa>
  );
}
