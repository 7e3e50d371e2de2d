import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TNovaSenha, ZNovaSenha } from '@irradia/shared/usuarios/usuarios.schema';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { api } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { type SessaoResposta, useStartSession } from '../session.ts';

/** Reset password and first access share this form (spec §2: "same screen"). */
export function NovaSenhaForm({ botao }: { botao: string }) {
  const { token = '' } = useParams();
  const start = useStartSession();
  const form = useForm<TNovaSenha>({
    resolver: zodResolver(ZNovaSenha),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      start(await api.post<SessaoResposta>(`usuarios/recover/${encodeURIComponent(token)}`, values));
    } catch (error) {
      showSubmitError(error, form.setError, ['password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormField label="Nova senha" error={errors.password?.message} helper="No mínimo 4 caracteres.">
          <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField label="Confirme a nova senha" error={errors.password_confirmation?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('password_confirmation')} />
        </FormField>
        <Button type="submit" colorPalette="orange" size="lg" loading={isSubmitting} loadingText="Salvando…">
          {botao}
        </Button>
      </Stack>
    </form>
  );
}
