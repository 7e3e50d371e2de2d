import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { api, toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { dashboardQueries } from '../api.ts';

/** Spec §4: someone who already had an account joins a team by accepting the invitation here. */
export function ConvitesCard() {
  const token = useAppStore((s) => s.account.token);
  const qc = useQueryClient();
  const { data } = useQuery(dashboardQueries.convites(token));
  const responder = useMutation({
    mutationFn: ({ uuid, aceitar }: { uuid: string; aceitar: boolean }) =>
      api.post(`funcionarios/${uuid}/${aceitar ? 'aceitar' : 'recusar'}`, undefined, {
        withoutCompany: true,
      }),
    onSuccess: (_r, v) => {
      toaster.create({
        type: 'success',
        title: v.aceitar ? 'Convite aceito: a empresa já aparece no seletor' : 'Convite recusado',
      });
      useAppStore.getState().bumpRegisterCount();
      void qc.invalidateQueries({ queryKey: dashboardQueries.convitesTodos() });
      void qc.invalidateQueries({ queryKey: ['empresas'] });
    },
    onError: toastError,
  });
  const convites = data?.data ?? [];
  if (convites.length === 0) return null;
  return (
    <Card.Root borderColor="orange.emphasized" data-testid="convites">
      <Card.Body gap="3">
        <HStack color="orange.fg">
          <Mail size={20} />
          <Heading size="md">Convites para equipes</Heading>
        </HStack>
        <Stack gap="2">
          {convites.map((c) => (
            <HStack key={c.uuid} justify="space-between" flexWrap="wrap" gap="2">
              <Text>
                <strong>{c.empresa.nome}</strong> convidou você para a equipe.
              </Text>
              <HStack>
                <Button
                  size="sm"
                  colorPalette="orange"
                  onClick={() => responder.mutate({ uuid: c.uuid, aceitar: true })}
                >
                  Aceitar
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => responder.mutate({ uuid: c.uuid, aceitar: false })}
                >
                  Recusar
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
