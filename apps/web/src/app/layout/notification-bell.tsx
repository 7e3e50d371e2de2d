import {
  Box,
  Button,
  Float,
  HStack,
  IconButton,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { Notificacao } from '@irradia/shared/realtime/canais';
import { Bell, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useExcluirNotificacao,
  useMarcarNotificacao,
  useMarcarTodas,
  useNotificacoes,
} from '../../features/notificacoes/api.ts';
import { toastError } from '../../lib/api-client.ts';

const quando = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

function Item({ n, abrir }: { n: Notificacao; abrir(n: Notificacao): void }) {
  const excluir = useExcluirNotificacao();
  return (
    <HStack align="flex-start" gap="1" data-testid="notificacao" data-lida={n.lida}>
      <Box
        as="button"
        flex="1"
        textAlign="start"
        p="2"
        rounded="md"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing' }}
        onClick={() => abrir(n)}
      >
        <HStack gap="2" align="flex-start">
          <Box
            mt="1.5"
            boxSize="2"
            rounded="full"
            flexShrink={0}
            bg={n.lida ? 'transparent' : 'orange.solid'}
            aria-hidden
          />
          <Box>
            <Text fontSize="sm" fontWeight={n.lida ? 'normal' : 'semibold'}>
              {n.titulo}
              {!n.lida && <VisuallyHidden> (não lida)</VisuallyHidden>}
            </Text>
            {n.mensagem && (
              <Text fontSize="xs" color="fg.muted">
                {n.mensagem}
              </Text>
            )}
            <Text fontSize="2xs" color="fg.subtle" mt="0.5">
              {quando(n.criada_em)}
            </Text>
          </Box>
        </HStack>
      </Box>
      <IconButton
        aria-label={`Apagar notificação: ${n.titulo}`}
        size="2xs"
        variant="ghost"
        loading={excluir.isPending}
        onClick={() => excluir.mutate(n.uuid, { onError: toastError })}
      >
        <X />
      </IconButton>
    </HStack>
  );
}

/** Spec §2: the bell with its unread count, live on the user's channel; opens the list. */
export function NotificationBell() {
  const [aberto, setAberto] = useState(false);
  const navigate = useNavigate();
  const notificacoes = useNotificacoes();
  const marcar = useMarcarNotificacao();
  const todas = useMarcarTodas();
  const unread = notificacoes.data?.meta.unread ?? 0;
  const lista = notificacoes.data?.data ?? [];

  function abrir(n: Notificacao) {
    if (!n.lida) marcar.mutate({ uuid: n.uuid, lida: true }, { onError: toastError });
    if (n.link) {
      setAberto(false);
      navigate(n.link);
    }
  }

  return (
    <Popover.Root
      open={aberto}
      onOpenChange={(e) => setAberto(e.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label={unread ? `Notificações: ${unread} não lidas` : 'Notificações'}
          variant="ghost"
          size="sm"
          position="relative"
        >
          <Bell />
          {unread > 0 && (
            <Float placement="top-end" offset="2">
              <Box
                bg="red.solid"
                color="white"
                fontSize="2xs"
                fontWeight="bold"
                rounded="full"
                minW="4"
                h="4"
                px="1"
                lineHeight="4"
                textAlign="center"
                data-testid="contagem-notificacoes"
              >
                {unread > 99 ? '99+' : unread}
              </Box>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: 'calc(100vw - 1rem)', sm: 'sm' }}>
            <Popover.Body p="3">
              <HStack justify="space-between" mb="2">
                <Text fontWeight="semibold">Notificações</Text>
                {unread > 0 && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="orange"
                    loading={todas.isPending}
                    onClick={() => todas.mutate(undefined, { onError: toastError })}
                  >
                    Marcar todas como lidas
                  </Button>
                )}
              </HStack>
              {notificacoes.isLoading ? (
                <Spinner size="sm" />
              ) : lista.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  Nenhuma notificação por enquanto.
                </Text>
              ) : (
                <Stack gap="1" maxH="sm" overflowY="auto">
                  {lista.map((n) => (
                    <Item key={n.uuid} n={n} abrir={abrir} />
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
