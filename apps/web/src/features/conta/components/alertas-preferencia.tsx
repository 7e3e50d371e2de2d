import { Card, Heading, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { toastError } from '../../../lib/api-client.ts';
import { toaster } from '../../../lib/toaster.ts';
import type { UsuarioAtual } from '../../../stores/app-store.ts';
import { useAtualizarConta } from '../api.ts';

const OPCOES = [
  { valor: 'app', rotulo: 'Só no sino do aplicativo' },
  { valor: 'email', rotulo: 'Também por e-mail, na hora' },
  { valor: 'resumo', rotulo: 'Um resumo por e-mail por dia (a partir das 8h)' },
] as const;

/** How plant alerts (no communication, inverter fault, low generation) reach this person. */
export function AlertasPreferencia({ user }: { user: UsuarioAtual }) {
  const salvar = useAtualizarConta();
  const atual = (user.alertas_entrega as string | undefined) ?? 'app';
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading size="sm">Alertas das usinas</Heading>
        <Text fontSize="sm" color="fg.muted">
          O Irradia avisa uma vez por ocorrência: usina sem comunicação de dia, inversor em falha e geração
          abaixo do esperado para a cidade.
        </Text>
        <RadioGroup.Root
          value={atual}
          disabled={salvar.isPending}
          onValueChange={(e) =>
            salvar.mutate(
              { alertas_entrega: e.value as 'app' | 'email' | 'resumo' },
              {
                onSuccess: () => toaster.create({ type: 'success', title: 'Preferência de alertas salva' }),
                onError: toastError,
              },
            )
          }
        >
          <Stack gap="2">
            {OPCOES.map((o) => (
              <RadioGroup.Item key={o.valor} value={o.valor}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.rotulo}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Card.Body>
    </Card.Root>
  );
}
