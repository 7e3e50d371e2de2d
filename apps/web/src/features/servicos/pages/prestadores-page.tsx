import {
  Avatar,
  Badge,
  Button,
  Card,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { NOMES_TIPOS_SERVICO } from '@irradia/shared/servicos/servicos.schema';
import { HardHat } from 'lucide-react';
import { useState } from 'react';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import {
  type FiltrosPrestadores,
  type Prestador,
  type ServicoOferecido,
  usePrestadores,
  useServicosDoPrestador,
} from '../api.ts';
import { duracao, precoComUnidade } from '../campos.ts';
import { SolicitarDialog } from '../components/solicitar-dialog.tsx';

const INICIAIS: FiltrosPrestadores = { search: '', tipo: '' };

/** One prestador with its active services, each with a "Solicitar" button (not for its own). */
function PrestadorCard(props: {
  prestador: Prestador;
  proprio: boolean;
  podeSolicitar: boolean;
  onSolicitar(servico: ServicoOferecido, servicos: ServicoOferecido[]): void;
}) {
  const p = props.prestador;
  const { data, isLoading } = useServicosDoPrestador(p.uuid);
  const servicos = data?.data ?? [];
  const lugar = [p.cidade, p.uf].filter(Boolean).join(' / ');
  return (
    <Card.Root as="section" aria-label={p.nome} size="sm">
      <Card.Header>
        <HStack gap="3" align="center">
          <Avatar.Root size="md" shape="rounded">
            <Avatar.Fallback name={p.nome} />
            {p.logo_url && <Avatar.Image src={p.logo_url} alt="" />}
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Card.Title as="h2" fontSize="md">
              {p.nome}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {[lugar, p.servicos === 1 ? '1 serviço' : `${p.servicos} serviços`].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="1" wrap="wrap" mt="2">
          {p.tipos.map((t) => (
            <Badge key={t} size="sm" variant="subtle" colorPalette="orange">
              {NOMES_TIPOS_SERVICO[t]}
            </Badge>
          ))}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {isLoading && <Skeleton h="12" />}
        <Stack as="ul" gap="0" listStyleType="none" ps="0" divideY="1px">
          {servicos.map((s) => (
            <HStack as="li" key={s.uuid} py="2" gap="3" justify="space-between" align="center" wrap="wrap">
              <Stack gap="0" minW="0" flex="1">
                <Text fontWeight="medium">{s.nome}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[precoComUnidade(s.preco_rs, s.unidade_preco), duracao(s.duracao_horas)]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {s.descricao && (
                  <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                    {s.descricao}
                  </Text>
                )}
              </Stack>
              {!props.proprio && props.podeSolicitar && (
                <Button
                  size="sm"
                  colorPalette="orange"
                  variant="outline"
                  aria-label={`Solicitar ${s.nome} a ${p.nome}`}
                  onClick={() => props.onSolicitar(s, servicos)}
                >
                  Solicitar
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Spec §2 /prestadores: the prestadores on Irradia with their active services (price, duration),
 * and a request for one. A prestador sees only its own card: how other companies see it.
 */
export default function PrestadoresPage() {
  usePageTitle('Prestadores', 'Prestadores de serviço e seus serviços');
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados(INICIAIS);
  const { data, isLoading } = usePrestadores(filtros, page);
  const { pode, ctx } = usePermissoes();
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  const [pedido, setPedido] = useState<{
    prestador: Prestador;
    servico: ServicoOferecido;
    servicos: ServicoOferecido[];
    aberto: boolean;
  } | null>(null);
  const lista = data?.data ?? [];
  const souPrestador = ctx.tipoEmpresa === 'prestador';

  return (
    <ExigeEmpresa
      icone={<HardHat />}
      descricao="Os prestadores atendem empresas. Selecione a sua empresa no topo da tela para ver e solicitar serviços."
    >
      <Stack gap="4">
        {souPrestador && (
          <Text color="fg.muted" fontSize="sm">
            Assim as outras empresas veem a sua: só os serviços ativos, com preço e duração.
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="group" aria-label="Filtros">
          <Input
            placeholder="Buscar por nome ou cidade"
            aria-label="Buscar prestador"
            value={filtros.search}
            onChange={(e) => mudar({ search: e.target.value })}
            gridColumn={{ sm: 'span 2' }}
          />
          <SelectFiltro
            rotulo="Filtrar por tipo de serviço"
            todos="Todos os serviços"
            value={filtros.tipo}
            onChange={(tipo) => mudar({ tipo: tipo as FiltrosPrestadores['tipo'] })}
            opcoes={Object.entries(NOMES_TIPOS_SERVICO)}
          />
        </SimpleGrid>
        {isLoading && <ListLoading />}
        {!isLoading && lista.length === 0 && (
          <ListEmpty
            icon={<HardHat />}
            title={filtrando ? 'Nenhum prestador encontrado' : 'Nenhum prestador ainda'}
            description={
              filtrando
                ? 'Mude a busca ou o filtro para ver outros prestadores.'
                : souPrestador
                  ? 'Cadastre e ative serviços em Serviços para aparecer aqui.'
                  : 'Quando prestadores de serviço cadastrarem seus serviços no Irradia, eles aparecem aqui.'
            }
            action={
              filtrando ? (
                <Button variant="outline" onClick={() => mudar(INICIAIS)}>
                  Limpar filtros
                </Button>
              ) : undefined
            }
          />
        )}
        {lista.length > 0 && (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {lista.map((p) => (
              <PrestadorCard
                key={p.uuid}
                prestador={p}
                proprio={p.uuid === empresa}
                podeSolicitar={pode('atendimento:create')}
                onSolicitar={(servico, servicos) =>
                  setPedido({ prestador: p, servico, servicos, aberto: true })
                }
              />
            ))}
          </SimpleGrid>
        )}
        <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
      </Stack>
      {pedido && (
        <SolicitarDialog
          key={`${pedido.prestador.uuid}-${pedido.servico.uuid}`}
          prestador={pedido.prestador}
          servicos={pedido.servicos}
          servico={pedido.servico}
          open={pedido.aberto}
          onOpenChange={(o) => !o && setPedido(null)}
        />
      )}
    </ExigeEmpresa>
  );
}
