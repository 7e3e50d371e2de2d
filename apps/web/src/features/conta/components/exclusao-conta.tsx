import {
  Alert,
  Button,
  Card,
  CloseButton,
  Dialog,
  Heading,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import type { UsuarioAtual } from '../../../stores/app-store.ts';
import { useAgendarExclusao, useCancelarExclusao } from '../api.ts';

const dataBr = (iso: string) =>
  new Date(iso).toLocaleDateString('pt-BR', { day: '2-digit', month: 'long', year: 'numeric' });

/** Spec §4: deletion is scheduled for later and can be cancelled until then; it needs the typed e-mail. */
export function ExclusaoConta({ user }: { user: UsuarioAtual }) {
  const agendar = useAgendarExclusao();
  const cancelar = useCancelarExclusao();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [erro, setErro] = useState<string>();

  if (user.exclusao_agendada_para) {
    return (
      <Alert.Root status="warning" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Exclusão agendada para {dataBr(user.exclusao_agendada_para)}</Alert.Title>
          <Alert.Description>
            Até essa data você pode continuar usando a conta e cancelar a exclusão.
          </Alert.Description>
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          alignSelf="center"
          loading={cancelar.isPending}
          onClick={() =>
            cancelar.mutate(undefined, {
              onSuccess: () => toaster.create({ type: 'success', title: 'Exclusão cancelada' }),
              onError: (e) => showSubmitError(e),
            })
          }
        >
          Cancelar exclusão
        </Button>
      </Alert.Root>
    );
  }

  const confirmar = (event: React.FormEvent) => {
    event.preventDefault();
    setErro(undefined);
    agendar.mutate(email, {
      onSuccess: () => {
        setOpen(false);
        setEmail('');
        toaster.create({ type: 'info', title: 'Exclusão da conta agendada' });
      },
      onError: (e) => {
        if (e instanceof ApiError) setErro(e.fieldErrors.email);
        showSubmitError(e);
      },
    });
  };

  return (
    <Card.Root borderColor="border.error">
      <Card.Body gap="3">
        <Heading size="md">Excluir conta</Heading>
        <Text color="fg.muted">
          A conta é excluída 30 dias depois do pedido. Até lá você pode cancelar. Depois, seus dados pessoais
          são apagados.
        </Text>
        <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog">
          <Dialog.Trigger asChild>
            <Button colorPalette="red" variant="outline" alignSelf="flex-start">
              Excluir minha conta
            </Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <form onSubmit={confirmar} noValidate>
                  <Dialog.Header>
                    <Dialog.Title>Excluir minha conta</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="3">
                      <Text>
                        Para confirmar, digite o seu e-mail: <strong>{user.email}</strong>
                      </Text>
                      <FormField label="E-mail" error={erro}>
                        <Input
                          type="email"
                          value={email}
                          onChange={(e) => setEmail(e.target.value)}
                          autoComplete="off"
                        />
                      </FormField>
                    </Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">Voltar</Button>
                    </Dialog.ActionTrigger>
                    <Button type="submit" colorPalette="red" loading={agendar.isPending}>
                      Agendar exclusão
                    </Button>
                  </Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Fechar" />
                  </Dialog.CloseTrigger>
                </form>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </Card.Body>
    </Card.Root>
  );
}
