import { Box, Float, IconButton, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useAppStore } from '../../stores/app-store.ts';

interface Notificacoes {
  data: Array<{ uuid?: string; titulo?: string; mensagem?: string }>;
  meta: { unread?: number; total?: number };
}

/** Spec §2: the bell with its unread count, fed by usuarios/me (spec §3); live updates come with realtime. */
export function NotificationBell() {
  const notificacoes = useAppStore((s) => s.account.user?.notificacoes as Notificacoes | undefined);
  const unread = notificacoes?.meta.unread ?? 0;
  const lista = notificacoes?.data ?? [];
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
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
              >
                {unread > 99 ? '99+' : unread}
              </Box>
            </Float>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs">
            <Popover.Body>
              <Text fontWeight="semibold" mb="2">
                Notificações
              </Text>
              {lista.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  Nenhuma notificação por enquanto.
                </Text>
              ) : (
                <Stack gap="2">
                  {lista.map((n, i) => (
                    <Box key={n.uuid ?? i}>
                      <Text fontSize="sm" fontWeight="medium">
                        {n.titulo}
                      </Text>
                      {n.mensagem && (
                        <Text fontSize="xs" color="fg.muted">
                          {n.mensagem}
                        </Text>
                      )}
                    </Box>
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
