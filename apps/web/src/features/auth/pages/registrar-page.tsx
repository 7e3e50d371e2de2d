import { Button, Link as ChakraLink, Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TCriarUsuario, ZCriarUsuario } from '@irradia/shared/usuarios/usuarios.schema';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { MaskedInput } from '../../../components/masked-input.tsx';
import { api } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { GoogleButton } from '../google-button.tsx';
import { type SessaoResposta, useStartSession } from '../session.ts';

export default function RegistrarPage() {
  usePageTitle('Criar conta', 'Comece a acompanhar a geração das suas usinas');
  const start = useStartSession();
  const form = useForm<TCriarUsuario>({
    resolver: zodResolver(ZCriarUsuario) as never,
    defaultValues: { nome: '', email: '', telefone: '', password: '', termos: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Spec §7: the account is created with form data.
      start(await api.post<SessaoResposta>('usuarios', values, { formData: true }));
    } catch (error) {
      showSubmitError(error, form.setError, ['nome', 'email', 'telefone', 'password', 'termos']);
    }
  });

  return (
    <Stack gap="5">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="Nome" error={errors.nome?.message}>
            <Input autoComplete="name" autoFocus {...form.register('nome')} />
          </FormField>
          <FormField label="E-mail" error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
          </FormField>
          <FormField label="Telefone" error={errors.telefone?.message} helper="Opcional. Com DDD.">
            <MaskedInput control={form.control} name="telefone" formato="telefone" />
          </FormField>
          <FormField label="Senha" error={errors.password?.message} helper="No mínimo 4 caracteres.">
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <Controller
            control={form.control}
            name="termos"
            render={({ field }) => (
              <Stack gap="1">
                <Checkbox.Root
                  checked={field.value === true}
                  onCheckedChange={(e) => field.onChange(e.checked === true)}
                  invalid={Boolean(errors.termos)}
                  colorPalette="orange"
                >
                  <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="normal">
                    Li e aceito os termos de uso e a política de privacidade
                  </Checkbox.Label>
                </Checkbox.Root>
                {errors.termos && (
                  <Text fontSize="sm" color="fg.error" role="alert">
                    {errors.termos.message}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Button type="submit" colorPalette="orange" size="lg" loading={isSubmitting} loadingText="Criando…">
            Criar conta
          </Button>
        </Stack>
      </form>
      <GoogleButton text="signup_with" />
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        Já tem conta?{' '}
        <ChakraLink asChild colorPalette="orange" fontWeight="semibold">
          <Link to="/entrar">Entrar</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
