import { Box, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatDataHora, formatMoeda } from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import type { ReactNode } from 'react';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { type Pedido, type PedidoEvento, usePedido, usePedidoHistorico, usePedidoItens } from '../api.ts';
import { AcoesDoPedido } from './acoes-do-pedido.tsx';
import { nomeDoStatus, StatusDoPedido } from './status-do-pedido.tsx';

/** The company on the other side of the order, from the caller's. */
export const outraEmpresa = (p: Pedido) =>
  (p.papel === 'comprador' ? p.fornecedor?.nome : p.comprador.nome) ?? '—';

function Dado(props: { rotulo: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {props.rotulo}
      </Text>
      <Box as="dd" m="0" fontSize="sm" overflowWrap="anywhere">
        {props.children}
      </Box>
    </Box>
  );
}

/** One order: who, what was agreed, the NF-e and tracking, why it stopped, its history and next steps. */
export function PedidoDetalhe(props: {
  uuid: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onExitComplete?(): void;
}) {
  const { data, isLoading, isError } = usePedido(props.uuid);
  const pedido = data?.data;
  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      onExitComplete={props.onExitComplete}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      title={pedido ? `Pedido #${pedido.numero}` : 'Pedido'}
      // The X closes it; the footer holds only the steps the caller's side may take now.
      footer={pedido && <AcoesDoPedido key={`${pedido.uuid}:${pedido.status}`} pedido={pedido} />}
    >
      {isLoading && (
        <HStack justify="center" py="10" role="status" aria-label="Carregando">
          <Spinner color="orange.solid" />
        </HStack>
      )}
      {isError && <Text color="fg.muted">Pedido não encontrado.</Text>}
      {pedido && <Conteudo pedido={pedido} />}
    </DialogFrame>
  );
}

function Conteudo({ pedido }: { pedido: Pedido }) {
  const itens = usePedidoItens(pedido.uuid);
  const historico = usePedidoHistorico(pedido.uuid);
  return (
    <Stack gap="5">
      <HStack gap="2" wrap="wrap">
        <StatusDoPedido status={pedido.status} size="md" />
        <Text fontSize="sm" color="fg.muted">
          {pedido.papel === 'comprador' ? 'Pedido que você fez' : 'Pedido que você recebeu'} ·{' '}
          {formatDataHora(pedido.criado_em)}
        </Text>
      </HStack>
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3 }} columnGap="4" rowGap="3" m="0">
        <Dado rotulo="Comprador">{pedido.comprador.nome}</Dado>
        <Dado rotulo="Distribuidor">{pedido.fornecedor?.nome ?? '—'}</Dado>
        <Dado rotulo="Catálogo">{pedido.catalogo?.nome ?? 'Catálogo removido'}</Dado>
        {pedido.nota_fiscal && <Dado rotulo="Nota fiscal">{pedido.nota_fiscal}</Dado>}
        {pedido.rastreio && <Dado rotulo="Código de rastreio">{pedido.rastreio}</Dado>}
        {pedido.motivo && (
          <Dado rotulo={pedido.status === 'recusado' ? 'Motivo da recusa' : 'Motivo do cancelamento'}>
            {pedido.motivo}
          </Dado>
        )}
      </SimpleGrid>
      {pedido.observacoes && (
        <Box bg="bg.muted" rounded="l2" p="3">
          <Text fontSize="xs" color="fg.muted">
            Observações do comprador
          </Text>
          <Text fontSize="sm" whiteSpace="pre-wrap" data-testid="observacoes-pedido">
            {pedido.observacoes}
          </Text>
        </Box>
      )}
      <Stack gap="1">
        <Text fontWeight="semibold">Itens</Text>
        {itens.isLoading && <Spinner size="sm" color="orange.solid" />}
        <Stack as="ul" aria-label="Itens do pedido" listStyleType="none" m="0" p="0" gap="0">
          {itens.data?.data.map((i) => (
            <HStack
              as="li"
              key={i.uuid}
              justify="space-between"
              align="flex-start"
              py="2"
              borderBottomWidth="1px"
              gap="3"
            >
              <Box minW="0">
                <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
                  {i.nome}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {numeroBr(i.quantidade, 0, 3)} {i.unidade} × {formatMoeda(i.preco_unitario_rs)}
                  {[i.fabricante, i.modelo].filter(Boolean).length > 0 &&
                    ` · ${[i.fabricante, i.modelo].filter(Boolean).join(' ')}`}
                </Text>
              </Box>
              <Text fontSize="sm" whiteSpace="nowrap">
                {formatMoeda(i.total_rs)}
              </Text>
            </HStack>
          ))}
        </Stack>
        <HStack justify="space-between" pt="2">
          <Text fontWeight="medium">Total</Text>
          <Text fontWeight="semibold" data-testid="total-pedido">
            {formatMoeda(pedido.total_rs)}
          </Text>
        </HStack>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="semibold">Histórico</Text>
        {historico.isLoading && <Spinner size="sm" color="orange.solid" />}
        <Stack as="ol" aria-label="Histórico do pedido" listStyleType="none" m="0" p="0" gap="0">
          {historico.data?.data.map((e, n) => (
            <Evento
              observacoes={pedido.observacoes}
              key={`${e.criado_em}:${e.para}`}
              evento={e}
              ultimo={n === (historico.data?.data.length ?? 0) - 1}
            />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

function Evento({
  evento,
  ultimo,
  observacoes,
}: {
  evento: PedidoEvento;
  ultimo: boolean;
  observacoes: string | null;
}) {
  // The order's creation carries the buyer's notes, already shown above.
  const mensagem = evento.de === null && evento.mensagem === observacoes ? null : evento.mensagem;
  const quem = [evento.usuario?.nome ?? 'Usuário excluído', evento.empresa?.nome].filter(Boolean).join(', ');
  return (
    <HStack as="li" align="stretch" gap="3">
      <Stack align="center" gap="0" w="3" flexShrink={0}>
        <Box w="2.5" h="2.5" mt="1.5" rounded="full" bg={ultimo ? 'orange.solid' : 'border.emphasized'} />
        {!ultimo && <Box flex="1" w="0.5" bg="border" />}
      </Stack>
      <Box pb={ultimo ? '0' : '3'} minW="0">
        <Text fontSize="sm" fontWeight="medium">
          {evento.de === null ? 'Pedido enviado' : nomeDoStatus(evento.para)}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatDataHora(evento.criado_em)} · {quem}
        </Text>
        {mensagem && (
          <Text fontSize="sm" whiteSpace="pre-wrap" mt="0.5">
            {mensagem}
          </Text>
        )}
      </Box>
    </HStack>
  );
}
