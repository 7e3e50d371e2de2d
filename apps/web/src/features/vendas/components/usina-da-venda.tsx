import { Button, Card, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Sun } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { toaster } from '../../../lib/toaster.ts';
import { useCriarUsinaDaVenda, type Venda } from '../api.ts';

// From the sale to monitoring (decision 037): one click makes the plant with the proposal's kWp,
// city and customer; then its page compares the design with what it generates.

export function UsinaDaVenda(props: { uuid: string; venda: Venda; podeCriar: boolean }) {
  const criar = useCriarUsinaDaVenda(props.uuid);
  const [nome, setNome] = useState('');
  const usina = props.venda.usina;

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    try {
      const r = await criar.mutateAsync(nome.trim() || null);
      toaster.create({ type: 'success', title: `Usina ${r.data.usina?.nome ?? ''} criada`.trim() });
    } catch (err) {
      showSubmitError(err);
    }
  }

  return (
    <Card.Root size="sm" data-testid="usina-da-venda">
      <Card.Body gap="3">
        <Heading size="sm" as="h3">
          Usina no monitoramento
        </Heading>
        {usina ? (
          <HStack gap="3" wrap="wrap">
            <Text>{usina.nome}</Text>
            <Button asChild size="sm" colorPalette="orange">
              <RouterLink to={`/usinas/${usina.uuid}`}>
                <Sun aria-hidden /> Abrir usina
              </RouterLink>
            </Button>
          </HStack>
        ) : props.podeCriar ? (
          <form onSubmit={(e) => void enviar(e)} noValidate>
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                Crie a usina com a potência, a cidade e o cliente da proposta. Os inversores entram depois,
                pelo portal do fabricante ou digitados na página da usina.
              </Text>
              <FormField
                label="Nome da usina (opcional)"
                helper="Sem nome, usa o nome do cliente e a cidade."
              >
                <Input value={nome} maxLength={160} onChange={(e) => setNome(e.target.value)} />
              </FormField>
              <Button type="submit" colorPalette="orange" alignSelf="flex-start" loading={criar.isPending}>
                <Sun aria-hidden /> Criar usina no monitoramento
              </Button>
            </Stack>
          </form>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            A usina desta venda ainda não foi criada no monitoramento.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
