import { Alert, Button, Card, Heading, Text } from '@chakra-ui/react';
import { formatData } from '@irradia/shared/format/data';
import { ConfirmTypingDialog } from '../../../components/confirm-typing-dialog.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import type { UsuarioAtual } from '../../../stores/app-store.ts';
import { useAgendarExclusao, useCancelarExclusao } from '../api.ts';

/** Spec §4: deletion is scheduled for later and can be cancelled until then; it needs the typed e-mail. */
export function ExclusaoConta({ user }: { user: UsuarioAtual }) {
  const agendar = useAgendarExclusao();
  const cancelar = useCancelarExclusao();

  if (user.exclusao_agendada_para) {
    return (
      <Alert.Root status="warning" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            Exclusão agendada para {formatData(user.exclusao_agendada_para, { porExtenso: true })}
          </Alert.Title>
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

  return (
    <Card.Root borderColor="border.error">
      <Card.Body gap="3">
        <Heading size="md">Excluir conta</Heading>
        <Text color="fg.muted">
          A conta é excluída 30 dias depois do pedido. Até lá você pode cancelar. Depois, seus dados pessoais
          são apagados.
        </Text>
        <ConfirmTypingDialog
          trigger="Excluir minha conta"
          title="Excluir minha conta"
          instruction={
            <>
              Para confirmar, digite o seu e-mail: <strong>{user.email}</strong>
            </>
          }
          label="E-mail"
          field="email"
          inputType="email"
          submit="Agendar exclusão"
          confirm={async (email) => {
            await agendar.mutateAsync(email);
            toaster.create({ type: 'info', title: 'Exclusão da conta agendada' });
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
