import { Badge, Button, HStack, IconButton, Stack, Switch, Text } from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared';
import { NOMES_GATILHOS } from '@irradia/shared/quadros/automacoes.schema';
import { History, Pencil, Plus, Trash2, Workflow } from 'lucide-react';
import { useState } from 'react';
import { ConfirmarDialog } from '../../../components/confirmar-dialog.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { type Automacao, useAutomacoes, useEditarAutomacao, useRemoverAutomacao } from '../api.ts';

/** Pauses or enables a rule at once; the toast says which. */
function SwitchAtiva({ a, podeEditar }: { a: Automacao; podeEditar: boolean }) {
  const editar = useEditarAutomacao();
  const [pedido, setPedido] = useState<boolean | null>(null);
  const ativa = pedido ?? a.ativa;
  return (
    <Switch.Root
      checked={ativa}
      disabled={!podeEditar || editar.isPending}
      colorPalette="orange"
      size="sm"
      onCheckedChange={(e) => {
        setPedido(e.checked);
        editar.mutate(
          { uuid: a.uuid, body: { ativa: e.checked } },
          {
            onSuccess: () =>
              toaster.create({
                type: 'success',
                title: e.checked ? `"${a.nome}" ativada` : `"${a.nome}" pausada`,
              }),
            onError: toastError,
            onSettled: () => setPedido(null),
          },
        );
      }}
    >
      <Switch.HiddenInput aria-label={`Ativa: ${a.nome}`} />
      <Switch.Control />
      <Switch.Label fontSize="sm" fontWeight="normal">
        {ativa ? 'Ativa' : 'Pausada'}
      </Switch.Label>
    </Switch.Root>
  );
}

/**
 * The company's rules: name (the built-in one marked "Padrão"), trigger in words, on/off, how many
 * times it ran and when last; each opens its runs, its editor and (not the built-in) its removal.
 */
export function AutomacoesLista(props: {
  pode: { criar: boolean; editar: boolean; remover: boolean };
  onNova(): void;
  onEditar(a: Automacao): void;
  onExecucoes(a: Automacao): void;
}) {
  const { data, isLoading, isError, refetch } = useAutomacoes();
  const remover = useRemoverAutomacao();
  const [removendo, setRemovendo] = useState<Automacao | null>(null);
  const lista = data?.data ?? [];

  if (isLoading) return <ListLoading />;
  if (isError && !data)
    return (
      <ListError
        icon={<Workflow />}
        title="Não foi possível carregar as automações"
        onRetry={() => void refetch()}
      />
    );
  if (lista.length === 0)
    return (
      <ListEmpty
        icon={<Workflow />}
        title="Nenhuma automação ainda"
        description="Crie regras que agem sozinhas: abrir uma solicitação quando um inversor falha, avisar alguém quando um cliente aceita a proposta."
        action={
          props.pode.criar ? (
            <Button colorPalette="orange" onClick={props.onNova}>
              <Plus /> Nova automação
            </Button>
          ) : undefined
        }
      />
    );

  return (
    <Stack gap="3">
      <ListaResponsiva
        rotulo="Automações"
        fundo="bg"
        itens={lista}
        chave={(a) => a.uuid}
        colunas={[
          {
            id: 'nome',
            rotulo: 'Automação',
            cartao: 'titulo',
            valor: (a) => (
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{a.nome}</Text>
                {a.padrao && (
                  <Badge size="sm" colorPalette="blue" variant="subtle">
                    Padrão
                  </Badge>
                )}
              </HStack>
            ),
          },
          {
            id: 'gatilho',
            rotulo: 'Quando',
            cartao: 'campo',
            largo: true,
            valor: (a) => NOMES_GATILHOS[a.gatilho],
          },
          {
            id: 'ativa',
            rotulo: 'Situação',
            cartao: 'campo',
            semQuebra: true,
            valor: (a) => <SwitchAtiva a={a} podeEditar={props.pode.editar} />,
          },
          {
            id: 'execucoes',
            rotulo: 'Execuções',
            cartao: 'campo',
            alinhar: 'end',
            semQuebra: true,
            valor: (a) => a.execucoes,
          },
          {
            id: 'ultima',
            rotulo: 'Última execução',
            rotuloCurto: 'Última',
            cartao: 'campo',
            aPartirDe: 'lg',
            semQuebra: true,
            valor: (a) => (a.ultima_execucao ? formatDataHora(a.ultima_execucao) : 'Nunca'),
          },
          {
            id: 'acoes',
            rotulo: 'Ações',
            rotuloOculto: true,
            cartao: 'acoes',
            valor: (a) => (
              <HStack gap="0" justify="flex-end">
                <IconButton
                  aria-label={`Execuções de ${a.nome}`}
                  title="Execuções"
                  size="xs"
                  variant="ghost"
                  onClick={() => props.onExecucoes(a)}
                >
                  <History />
                </IconButton>
                {props.pode.editar && (
                  <IconButton
                    aria-label={`Editar ${a.nome}`}
                    title="Editar"
                    size="xs"
                    variant="ghost"
                    onClick={() => props.onEditar(a)}
                  >
                    <Pencil />
                  </IconButton>
                )}
                {props.pode.remover && !a.padrao && (
                  <IconButton
                    aria-label={`Excluir ${a.nome}`}
                    title="Excluir"
                    size="xs"
                    variant="ghost"
                    onClick={() => setRemovendo(a)}
                  >
                    <Trash2 />
                  </IconButton>
                )}
              </HStack>
            ),
          },
        ]}
      />
      <ConfirmarDialog
        open={removendo !== null}
        onOpenChange={(o) => !o && setRemovendo(null)}
        title="Excluir automação"
        confirmar="Excluir"
        sucesso="Automação excluída"
        acao={() => remover.mutateAsync(removendo?.uuid ?? '')}
      >
        <Text>
          A automação <strong>{removendo?.nome}</strong> será excluída. Para só parar de rodar, pause-a.
        </Text>
      </ConfirmarDialog>
    </Stack>
  );
}
