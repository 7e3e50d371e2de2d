import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDocumento } from '@irradia/shared';
import { type TPropostaAceitarEntrada, ZPropostaAceitarEntrada } from '@irradia/shared/propostas/link.schema';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/form-field.tsx';
import { showSubmitError } from '../../../lib/form-errors.ts';

// The customer's full name and CPF (checked here and on the server, decision 032): what accepting
// the proposal and signing its contract (decision 037) both ask.

type NomeECpf = z.output<typeof ZPropostaAceitarEntrada>;

export function NomeECpfForm(props: {
  instrucao: string;
  confirmar: string;
  enviar(dados: NomeECpf): Promise<unknown>;
  onCancelar?(): void;
}) {
  const form = useForm<TPropostaAceitarEntrada, unknown, NomeECpf>({
    resolver: zodResolver(ZPropostaAceitarEntrada),
    defaultValues: { nome: '', cpf: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (dados) => {
    try {
      await props.enviar(dados);
    } catch (e) {
      showSubmitError(e, form.setError, ['nome', 'cpf']);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text>{props.instrucao}</Text>
        <FormField label="Nome completo" error={errors.nome?.message} required>
          <Input autoComplete="name" autoFocus={Boolean(props.onCancelar)} {...form.register('nome')} />
        </FormField>
        <FormField label="CPF" error={errors.cpf?.message} required>
          <Controller
            control={form.control}
            name="cpf"
            render={({ field }) => (
              <Input
                inputMode="numeric"
                placeholder="000.000.000-00"
                value={formatDocumento(field.value)}
                onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 11))}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
              />
            )}
          />
        </FormField>
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="green" loading={isSubmitting} loadingText="Enviando…">
            {props.confirmar}
          </Button>
          {props.onCancelar && (
            <Button variant="ghost" onClick={props.onCancelar}>
              Voltar
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
