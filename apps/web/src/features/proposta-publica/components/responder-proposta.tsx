import { Button, Card, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { formatData } from '@irradia/shared';
import { ZPropostaRecusarEntrada } from '@irradia/shared/propostas/link.schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { type PropostaPublica, useResponderProposta } from '../api.ts';
import { NomeECpfForm } from './nome-e-cpf-form.tsx';

// The customer's answer: accept with name and CPF (checked here and on the server), or refuse
// with an optional reason. Once answered, the page says how and when.

function Aceitar({ token, onCancelar }: { token: string; onCancelar(): void }) {
  const responder = useResponderProposta(token);
  return (
    <NomeECpfForm
      instrucao="Para aceitar, informe seu nome completo e seu CPF."
      confirmar="Confirmar aceite"
      enviar={(dados) => responder.mutateAsync({ acao: 'aceitar', dados })}
      onCancelar={onCancelar}
    />
  );
}

function Recusar({ token, onCancelar }: { token: string; onCancelar(): void }) {
  const responder = useResponderProposta(token);
  const form = useForm<{ motivo: string }>({ defaultValues: { motivo: '' } });
  const { errors, isSubmitting } = form.formState;
  const enviar = form.handleSubmit(async ({ motivo }) => {
    const dados = ZPropostaRecusarEntrada.safeParse({ motivo });
    if (!dados.success) {
      form.setError('motivo', { message: dados.error.issues[0]?.message ?? 'Verifique o motivo' });
      return;
    }
    try {
      await responder.mutateAsync({ acao: 'recusar', dados: dados.data });
    } catch (e) {
      showSubmitError(e, form.setError, ['motivo']);
    }
  });
  return (
    <form onSubmit={enviar} noValidate>
      <Stack gap="4">
        <FormField label="Motivo (opcional)" error={errors.motivo?.message}>
          <Textarea rows={3} autoFocus {...form.register('motivo')} />
        </FormField>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="red" loading={isSubmitting} loadingText="Enviando…">
            Confirmar recusa
          </Button>
          <Button variant="ghost" onClick={onCancelar}>
            Voltar
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function ResponderProposta({ token, proposta: p }: { token: string; proposta: PropostaPublica }) {
  const [modo, setModo] = useState<'aceitar' | 'recusar' | null>(null);
  if (p.status === 'aceita' || p.status === 'recusada') {
    const quando = p.respondida_em ? ` em ${formatData(p.respondida_em)}` : '';
    return (
      <Card.Root borderColor={p.status === 'aceita' ? 'green.solid' : 'red.solid'} borderWidth="2px">
        <Card.Body gap="1" p={{ base: '4', md: '6' }} role="status">
          <Heading as="h2" size="lg">
            {p.status === 'aceita' ? 'Proposta aceita' : 'Proposta recusada'}
          </Heading>
          <Text>
            {p.status === 'aceita'
              ? `Aceita por ${p.aceite?.nome ?? 'você'}${quando}. ${p.empresa.nome} vai entrar em contato para os próximos passos.`
              : `Você recusou esta proposta${quando}. ${p.empresa.nome} foi avisada.`}
          </Text>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Card.Root>
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md">
          O que você decide?
        </Heading>
        {modo === 'aceitar' && <Aceitar token={token} onCancelar={() => setModo(null)} />}
        {modo === 'recusar' && <Recusar token={token} onCancelar={() => setModo(null)} />}
        {modo === null && (
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button colorPalette="green" size="lg" onClick={() => setModo('aceitar')}>
              Aceitar proposta
            </Button>
            <Button variant="outline" size="lg" onClick={() => setModo('recusar')}>
              Recusar
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
