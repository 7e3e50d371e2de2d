import { Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatData } from '@irradia/shared/format/data';
import {
  NOMES_PAPEIS_ATENDIMENTO,
  NOMES_STATUS_ATENDIMENTO,
} from '@irradia/shared/servicos/atendimentos.schema';
import { ClipboardList } from 'lucide-react';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { type Atendimento, type FiltrosAtendimentos, useAtendimentos } from '../api.ts';
import { StatusAtendimentoBadge } from './status-atendimento.tsx';

const INICIAIS: FiltrosAtendimentos = { search: '', papel: '', status: '' };

/** The other company of a request, as the caller reads it. */
export const outraEmpresa = (a: Atendimento) =>
  a.papel === 'prestador' ? (a.solicitante?.nome ?? 'Registrada pela empresa') : a.prestador.nome;

/**
 * Service requests received (the company does the work) and sent (it asked another): filter by
 * side and status, search; a row opens the request.
 */
export function AtendimentosLista(props: { onAbrir(a: Atendimento): void }) {
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados(INICIAIS);
  const { data, isLoading } = useAtendimentos(filtros, page);
  const lista = data?.data ?? [];

  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" role="group" aria-label="Filtros">
        <Input
          placeholder="Buscar por número ou título"
          aria-label="Buscar solicitação"
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
          gridColumn={{ sm: 'span 2' }}
        />
        <SelectFiltro
          rotulo="Filtrar por papel"
          todos="Recebidas e enviadas"
          value={filtros.papel}
          onChange={(papel) => mudar({ papel: papel as FiltrosAtendimentos['papel'] })}
          opcoes={Object.entries(NOMES_PAPEIS_ATENDIMENTO)}
        />
        <SelectFiltro
          rotulo="Filtrar por status"
          todos="Todos os status"
          value={filtros.status}
          onChange={(status) => mudar({ status: status as FiltrosAtendimentos['status'] })}
          opcoes={Object.entries(NOMES_STATUS_ATENDIMENTO)}
        />
      </SimpleGrid>
      {data && (
        <Text color="fg.muted" fontSize="sm">
          {data.meta.total === 1 ? '1 solicitação' : `${data.meta.total} solicitações`}
        </Text>
      )}
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<ClipboardList />}
          title={filtrando ? 'Nenhuma solicitação encontrada' : 'Nenhuma solicitação ainda'}
          description={
            filtrando
              ? 'Mude a busca ou os filtros para ver outras solicitações.'
              : 'As solicitações que sua empresa recebe e as que ela faz a prestadores aparecem aqui.'
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
        <ListaResponsiva
          rotulo="Solicitações de serviço"
          fundo="bg"
          itens={lista}
          chave={(a) => a.uuid}
          colunas={[
            {
              id: 'solicitacao',
              rotulo: 'Solicitação',
              cartao: 'titulo',
              valor: (a) => (
                <>
                  <Text fontWeight="medium">
                    #{a.numero} · {a.titulo}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {a.papel === 'prestador' ? 'De' : 'Para'} {outraEmpresa(a)}
                  </Text>
                </>
              ),
            },
            {
              id: 'status',
              rotulo: 'Status',
              cartao: 'selo',
              semQuebra: true,
              valor: (a) => <StatusAtendimentoBadge status={a.status} />,
            },
            {
              id: 'papel',
              rotulo: 'Papel',
              semQuebra: true,
              valor: (a) => (a.papel === 'prestador' ? 'Recebida' : 'Enviada'),
            },
            {
              id: 'data',
              rotulo: 'Data desejada',
              rotuloCurto: 'Data',
              semQuebra: true,
              aPartirDe: 'lg',
              valor: (a) => (a.data_desejada ? formatData(a.data_desejada) : '—'),
              noCartao: (a) => (a.data_desejada ? formatData(a.data_desejada) : null),
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (a) => (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={`Abrir solicitação #${a.numero}`}
                  onClick={() => props.onAbrir(a)}
                >
                  Abrir
                </Button>
              ),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
    </Stack>
  );
}
