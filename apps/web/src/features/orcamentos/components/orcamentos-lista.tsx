import { Badge, Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda, formatTelefone } from '@irradia/shared';
import { FileText, Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { type FiltrosOrcamentos, type Orcamento, useOrcamentos } from '../api.ts';
import { statusDoOrcamento } from '../campos.ts';

const INICIAIS: FiltrosOrcamentos = { search: '' };

const nomeDe = (o: Orcamento) => o.cliente?.nome ?? o.lead?.nome ?? 'Sem cliente';

export function StatusOrcamento({ status }: { status: string }) {
  const s = statusDoOrcamento(status);
  return (
    <Badge size="sm" colorPalette={s.cor} variant="subtle" data-status={status}>
      {s.rotulo}
    </Badge>
  );
}

/** The company's orçamentos: número, customer or lead, status, total and last change; each opens its proposal. */
export function OrcamentosLista(props: { onNovo?: () => void }) {
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosPaginados(INICIAIS);
  const { data, isLoading, isError, refetch } = useOrcamentos(filtros, page);
  const lista = data?.data ?? [];

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Input
          placeholder="Buscar por número, cliente ou contato"
          aria-label="Buscar orçamento"
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
          maxW={{ md: 'md' }}
        />
        {data && (
          <Text color="fg.muted" fontSize="sm" ms={{ md: 'auto' }}>
            {data.meta.total === 1 ? '1 orçamento' : `${data.meta.total} orçamentos`}
          </Text>
        )}
      </HStack>
      {isLoading && <ListLoading />}
      {isError && !data && (
        <ListError
          icon={<FileText />}
          title="Não foi possível carregar os orçamentos"
          onRetry={() => void refetch()}
        />
      )}
      {data && lista.length === 0 && (
        <ListEmpty
          icon={<FileText />}
          title={filtrando ? 'Nenhum orçamento encontrado' : 'Nenhum orçamento ainda'}
          description={
            filtrando
              ? 'Mude a busca para ver outros orçamentos.'
              : 'Crie um orçamento para um cliente ou um contato e monte a proposta: consumo, sistema, preço e retorno.'
          }
          action={
            filtrando ? (
              <Button variant="outline" onClick={() => mudar(INICIAIS)}>
                Limpar busca
              </Button>
            ) : props.onNovo ? (
              <Button colorPalette="orange" onClick={props.onNovo}>
                <Plus /> Novo orçamento
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva
          rotulo="Orçamentos"
          fundo="bg"
          itens={lista}
          chave={(o) => o.uuid}
          colunas={[
            {
              id: 'orcamento',
              rotulo: 'Orçamento',
              cartao: 'titulo',
              valor: (o) => (
                <Stack gap="0.5">
                  <Link asChild colorPalette="orange" fontWeight="medium">
                    <RouterLink to={`/orcamentos/${o.uuid}`}>
                      #{o.numero} · {nomeDe(o)}
                    </RouterLink>
                  </Link>
                  {o.lead && (
                    <HStack gap="2" fontSize="xs" color="fg.muted">
                      <Badge size="xs" variant="outline" colorPalette="blue">
                        Contato
                      </Badge>
                      <Text>{formatTelefone(o.lead.telefone)}</Text>
                    </HStack>
                  )}
                </Stack>
              ),
            },
            {
              id: 'status',
              rotulo: 'Situação',
              cartao: 'selo',
              semQuebra: true,
              valor: (o) => <StatusOrcamento status={o.status} />,
            },
            {
              id: 'total',
              rotulo: 'Total',
              alinhar: 'end',
              semQuebra: true,
              valor: (o) => (o.total_rs > 0 ? formatMoeda(o.total_rs) : '—'),
            },
            {
              id: 'atualizado',
              rotulo: 'Atualizado em',
              rotuloCurto: 'Atualizado',
              alinhar: 'end',
              semQuebra: true,
              valor: (o) => formatData(o.atualizado_em),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
    </Stack>
  );
}
