import { Badge, Card, CloseButton, Drawer, HStack, List, Portal, Stack, Text } from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared';
import {
  NOMES_ACOES,
  NOMES_GATILHOS,
  NOMES_STATUS_EXECUCAO,
  type StatusExecucao,
} from '@irradia/shared/quadros/automacoes.schema';
import { CircleCheck, CircleX, History } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { type Automacao, type Execucao, useExecucoes } from '../api.ts';

const COR_STATUS: Record<StatusExecucao, string> = { ok: 'green', erro: 'red', ciclo: 'yellow' };

export function StatusExecucaoBadge({ status }: { status: StatusExecucao }) {
  return (
    <Badge colorPalette={COR_STATUS[status]} variant="subtle" data-status={status}>
      {NOMES_STATUS_EXECUCAO[status]}
    </Badge>
  );
}

function ExecucaoCard({ e }: { e: Execucao }) {
  return (
    <Card.Root size="sm" variant="outline" data-testid="execucao">
      <Card.Body>
        <Stack gap="2">
          <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {e.evento}
            </Text>
            <StatusExecucaoBadge status={e.status} />
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {formatDataHora(e.criado_em)} · {NOMES_GATILHOS[e.gatilho]}
          </Text>
          {e.acoes.length > 0 && (
            <List.Root gap="1" variant="plain" aria-label="O que cada ação fez">
              {e.acoes.map((a, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the actions of a run are fixed, in order.
                <List.Item key={i} fontSize="sm" alignItems="flex-start">
                  <List.Indicator asChild color={a.ok ? 'green.fg' : 'red.fg'} mt="0.5">
                    {a.ok ? <CircleCheck aria-label="Certo" /> : <CircleX aria-label="Falhou" />}
                  </List.Indicator>
                  <Text>
                    <Text as="span" fontWeight="medium">
                      {NOMES_ACOES[a.tipo]}:
                    </Text>{' '}
                    {a.resultado}
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Execucoes({ automacao }: { automacao: Automacao }) {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useExecucoes(automacao.uuid, page);
  if (isLoading) return <ListLoading />;
  if (isError && !data)
    return (
      <ListError
        icon={<History />}
        title="Não foi possível carregar as execuções"
        onRetry={() => void refetch()}
      />
    );
  if (!data || data.data.length === 0)
    return (
      <ListEmpty
        icon={<History />}
        title="Nenhuma execução ainda"
        description={
          automacao.ativa
            ? 'Cada vez que a automação rodar, o que ela fez aparece aqui.'
            : 'A automação está pausada: ative-a para que ela rode.'
        }
      />
    );
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {data.meta.total === 1 ? '1 execução' : `${data.meta.total} execuções`}, da mais recente
      </Text>
      {data.data.map((e) => (
        <ExecucaoCard key={e.uuid} e={e} />
      ))}
      <Pager page={page} lastPage={data.meta.last_page} onChange={setPage} />
    </Stack>
  );
}

/** A rule's runs, newest first: what started each one, its status and each action's result. */
export function ExecucoesDrawer(props: { automacao: Automacao | null; onClose(): void }) {
  return (
    <Drawer.Root
      open={props.automacao !== null}
      onOpenChange={(e) => !e.open && props.onClose()}
      placement={{ base: 'bottom', md: 'end' }}
      size={{ base: 'full', md: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Execuções{props.automacao ? ` — ${props.automacao.nome}` : ''}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{props.automacao && <Execucoes automacao={props.automacao} />}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
