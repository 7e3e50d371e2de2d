import { Button, DataList, Dialog, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { formatData, formatDataHora } from '@irradia/shared/format/data';
import {
  type AcaoAtendimento,
  NOMES_STATUS_ATENDIMENTO,
  type StatusAtendimento,
  TRANSICOES_ATENDIMENTO,
} from '@irradia/shared/servicos/atendimentos.schema';
import { NOMES_TIPOS_SERVICO } from '@irradia/shared/servicos/servicos.schema';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { feito } from '../../../lib/api-client.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { useAtendimento, useHistoricoDoAtendimento, useMoverAtendimento } from '../api.ts';
import { precoComUnidade } from '../campos.ts';
import { outraEmpresa } from './atendimentos-lista.tsx';
import { StatusAtendimentoBadge } from './status-atendimento.tsx';

const nomeStatus = (s: string) => NOMES_STATUS_ATENDIMENTO[s as StatusAtendimento] ?? s;

/** The request's history: each change of status, by which company and person, oldest first. */
function Historico({ uuid }: { uuid: string }) {
  const { data, isLoading } = useHistoricoDoAtendimento(uuid);
  if (isLoading) return <Spinner size="sm" color="orange.solid" aria-label="Carregando o histórico" />;
  return (
    <Stack as="ol" gap="2" ps="0" listStyleType="none" aria-label="Histórico">
      {data?.data.map((e) => (
        <Stack
          as="li"
          key={`${e.criado_em}-${e.para}`}
          gap="0"
          borderStartWidth="2px"
          ps="3"
          borderColor="orange.muted"
        >
          <Text fontSize="sm" fontWeight="medium">
            {e.de === null ? 'Solicitação criada' : `${nomeStatus(e.de)} → ${nomeStatus(e.para)}`}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {formatDataHora(e.criado_em)}
            {e.empresa ? ` · ${e.empresa.nome}` : ''}
            {e.usuario ? ` · ${e.usuario.nome}` : ''}
          </Text>
          {e.mensagem && <Text fontSize="sm">“{e.mensagem}”</Text>}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * One request: what was asked, where and when, by whom and for whom, its history, and the steps
 * the caller's side may take now (the API's `acoes`). Refusing or cancelling asks for the motivo
 * in its own dialog (`onMotivo`).
 */
export function AtendimentoDialog(props: {
  uuid: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onMotivo(acao: 'recusar' | 'cancelar', atendimento: { uuid: string; numero: number }): void;
  onExitComplete?(): void;
}) {
  const { data, isLoading, isError } = useAtendimento(props.uuid);
  const mover = useMoverAtendimento();
  const { pode } = usePermissoes();
  const a = data?.data;
  const acoes = pode('atendimento:edit') ? (a?.acoes ?? []) : [];

  const executar = (acao: AcaoAtendimento) => {
    if (!a) return;
    if (acao === 'recusar' || acao === 'cancelar') props.onMotivo(acao, a);
    else mover.mutate({ uuid: a.uuid, acao }, feito(TRANSICOES_ATENDIMENTO[acao].feito));
  };

  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      onExitComplete={props.onExitComplete}
      title={a ? `Solicitação #${a.numero}` : 'Solicitação'}
      size="lg"
      scrollBehavior="inside"
      footer={
        <HStack wrap="wrap" gap="2" justify="flex-end" w="full">
          {acoes.map((acao) => (
            <Button
              key={acao}
              colorPalette={acao === 'recusar' || acao === 'cancelar' ? 'red' : 'orange'}
              variant={acao === 'recusar' || acao === 'cancelar' ? 'outline' : 'solid'}
              loading={mover.isPending && mover.variables?.acao === acao}
              onClick={() => executar(acao)}
            >
              {TRANSICOES_ATENDIMENTO[acao].rotulo}
            </Button>
          ))}
          <Dialog.ActionTrigger asChild>
            <Button variant="ghost">Fechar</Button>
          </Dialog.ActionTrigger>
        </HStack>
      }
    >
      {isLoading && <Spinner color="orange.solid" aria-label="Carregando" />}
      {isError && (
        <Text>Solicitação não encontrada. Ela pode ter sido removida, ou não é da sua empresa.</Text>
      )}
      {a && (
        <Stack gap="5">
          <Stack gap="1">
            <HStack gap="3" wrap="wrap">
              <Text fontSize="lg" fontWeight="semibold">
                {a.titulo}
              </Text>
              <StatusAtendimentoBadge status={a.status} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {a.papel === 'prestador' ? 'Recebida de' : 'Enviada para'} {outraEmpresa(a)}
            </Text>
          </Stack>
          <DataList.Root orientation="horizontal" size="sm">
            {a.servico && (
              <DataList.Item>
                <DataList.ItemLabel>Serviço</DataList.ItemLabel>
                <DataList.ItemValue>
                  {a.servico.nome === NOMES_TIPOS_SERVICO[a.servico.tipo]
                    ? a.servico.nome
                    : `${a.servico.nome} (${NOMES_TIPOS_SERVICO[a.servico.tipo]})`}
                </DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>Prestador</DataList.ItemLabel>
              <DataList.ItemValue>{a.prestador.nome}</DataList.ItemValue>
            </DataList.Item>
            {a.solicitante && (
              <DataList.Item>
                <DataList.ItemLabel>Solicitante</DataList.ItemLabel>
                <DataList.ItemValue>{a.solicitante.nome}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>Local</DataList.ItemLabel>
              <DataList.ItemValue>{a.local ?? '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Data desejada</DataList.ItemLabel>
              <DataList.ItemValue>
                {a.data_desejada ? formatData(a.data_desejada) : 'A combinar'}
              </DataList.ItemValue>
            </DataList.Item>
            {a.preco_rs !== null && (
              <DataList.Item>
                <DataList.ItemLabel>Preço na solicitação</DataList.ItemLabel>
                <DataList.ItemValue>
                  {a.servico ? precoComUnidade(a.preco_rs, a.servico.unidade_preco) : formatMoeda(a.preco_rs)}
                </DataList.ItemValue>
              </DataList.Item>
            )}
            {a.motivo && (
              <DataList.Item>
                <DataList.ItemLabel>Motivo</DataList.ItemLabel>
                <DataList.ItemValue>{a.motivo}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          {a.descricao && (
            <Stack gap="1">
              <Text fontWeight="semibold" fontSize="sm">
                Descrição
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {a.descricao}
              </Text>
            </Stack>
          )}
          <Stack gap="2">
            <Text fontWeight="semibold" fontSize="sm">
              Histórico
            </Text>
            <Historico uuid={a.uuid} />
          </Stack>
        </Stack>
      )}
    </DialogFrame>
  );
}
