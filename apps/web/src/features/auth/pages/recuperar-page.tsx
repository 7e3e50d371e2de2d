import { Button, Link as ChakraLink, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormField } from '../../../components/form-field.tsx';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { toaster } from '../../../lib/toaster.ts';

export default function RecuperarPage() {
  usePageTitle('Recuperar senha', 'Enviaremos um link para você criar uma nova senha');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Spec §5/§8: an empty e-mail warns "enter_email" and sends nothing.
    if (!email.trim()) {
      toaster.dismiss();
      toaster.create({ type: 'warning', title: 'Informe o e-mail' });
      return;
    }
    setSending(true);
    try {
      await api.post('usuarios/recover', { email: email.trim() });
      toaster.create({ type: 'success', title: 'Enviamos um link de recuperação para o seu e-mail' });
      navigate('/entrar');
    } catch {
      // Spec §8: a recovery failure is swallowed silently.
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormField label="E-mail">
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <Button type="submit" colorPalette="orange" size="lg" loading={sending} loadingText="Enviando…">
          Recuperar
        </Button>
        <Text textAlign="center" fontSize="sm">
          <ChakraLink asChild colorPalette="orange">
            <Link to="/entrar">Voltar para entrar</Link>
          </ChakraLink>
        </Text>
      </Stack>
    </form>
  );
}
