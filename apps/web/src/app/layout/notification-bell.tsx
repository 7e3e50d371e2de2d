import {
  Box,
  Button,
  HStack,
  IconButton,
  Popover,
  Portal,
  Spinner,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared/format/data';
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
              {formatDataHora(n.criada_em, { semAno: true })}
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
      {/* The count sits on the bell's top-right corner, outside the button so the button's own
          styles never reach it, ringed in the header's colour so the bell stays visible. */}
      <Box position="relative" me="2" flexShrink={0}>
        <Popover.Trigger asChild>
          <IconButton
            aria-label={unread ? `Notificações: ${unread} não lidas` : 'Notificações'}
            variant="ghost"
            size="sm"
          >
            <Bell />
          </IconButton>
        </Popover.Trigger>
        {unread > 0 && (
          <Box
            aria-hidden
            position="absolute"
            top="-1"
            left="calc(50% + 3px)"
            pointerEvents="none"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="5"
            h="5"
            px="1"
            rounded="full"
            borderWidth="2px"
            borderColor="bg"
            bg="red.solid"
            color="white"
            fontSize="11px"
            fontWeight="bold"
            lineHeight="1"
            fontVariantNumeric="tabular-nums"
            whiteSpace="nowrap"
            data-testid="contagem-notificacoes"
          >
            {unread > 99 ? '99+' : unread}
          </Box>
        )}
      </Box>
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
