import { Button, Link as ChakraLink, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type TLogin, ZLogin } from '@irradia/shared/usuarios/usuarios.schema';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { api } from '../../../lib/api-client.ts';
import { showSubmitError } from '../../../lib/form-errors.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { GoogleButton } from '../google-button.tsx';
import { type SessaoResposta, useStartSession } from '../session.ts';

export default function EntrarPage() {
  usePageTitle('Entrar', 'Acesse sua conta para monitorar suas usinas');
  const start = useStartSession();
  const form = useForm<TLogin>({ resolver: zodResolver(ZLogin), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      start(await api.post<SessaoResposta>('usuarios/login', values));
    } catch (error) {
      showSubmitError(error, form.setError, ['email', 'password']);
    }
  });

  return (
    <Stack gap="5">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField label="E-mail" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              autoFocus
              {...form.register('email')}
            />
          </FormField>
          <FormField label="Senha" error={errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <HStack justify="flex-end">
            <ChakraLink asChild fontSize="sm" colorPalette="orange">
              <Link to="/recuperar">Esqueci minha senha</Link>
            </ChakraLink>
          </HStack>
          <Button
            type="submit"
            colorPalette="orange"
            size="lg"
            loading={isSubmitting}
            loadingText="Entrando…"
          >
            Entrar
          </Button>
        </Stack>
      </form>
      <GoogleButton text="signin_with" />
      <Text textAlign="center" fontSize="sm" color="fg.muted">
        Ainda não tem conta?{' '}
        <ChakraLink asChild colorPalette="orange" fontWeight="semibold">
          <Link to="/registrar">Criar conta</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
