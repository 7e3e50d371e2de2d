import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared';
import type { EventoDeStatus } from '@irradia/shared/api/historico';
import type { TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import { useHistorico } from './cartao-api.ts';
import { descreverEvento, tempoRelativo } from './cartao-textos.ts';

/** Who did it: the account, or an automation (no account, a message saying so), or the system. */
const quem = (e: EventoDeStatus) =>
  e.usuario?.nome ?? (e.mensagem?.toLowerCase().includes('automação') ? 'Automação' : 'Sistema');

/** Everything that happened to the card and its record, newest first: who, when, what. */
export function CartaoHistorico(props: { tipo: TipoCartao; uuid: string }) {
  const historico = useHistorico(props.tipo, props.uuid);
  if (historico.isLoading)
    return (
      <Text fontSize="sm" color="fg.muted" role="status">
        Carregando histórico…
      </Text>
    );
  if (historico.isError && !historico.data)
    return (
      <HStack>
        <Text fontSize="sm" color="fg.error">
          Não foi possível carregar o histórico.
        </Text>
        <Button size="xs" variant="outline" onClick={() => void historico.refetch()}>
          Tentar de novo
        </Button>
      </HStack>
    );
  // The API sends the oldest first; the latest change is what one looks for.
  const eventos = [...(historico.data?.data ?? [])].reverse();
  if (eventos.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        Nada registrado ainda.
      </Text>
    );
  return (
    <Box as="ol" listStyleType="none" aria-label="Histórico">
      {eventos.map((e, i) => (
        <Stack
          as="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: history lines have no id and never reorder.
          key={i}
          gap="0.5"
          py="2"
          ps="3"
          borderStartWidth="2px"
          borderColor="border.emphasized"
          data-testid="evento"
        >
          <Text fontSize="sm">{descreverEvento(props.tipo, e)}</Text>
          {e.mensagem && (
            <Text fontSize="xs" color="fg.muted">
              {e.mensagem}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {quem(e)} ·{' '}
            <time dateTime={e.criado_em} title={formatDataHora(e.criado_em)}>
              {tempoRelativo(e.criado_em)}
            </time>
          </Text>
        </Stack>
      ))}
    </Box>
  );
}
