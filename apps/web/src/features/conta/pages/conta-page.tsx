import { Stack } from '@chakra-ui/react';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import { AlertasPreferencia } from '../components/alertas-preferencia.tsx';
import { ExclusaoConta } from '../components/exclusao-conta.tsx';
import { PerfilForm } from '../components/perfil-form.tsx';

export default function ContaPage() {
  usePageTitle('Minha conta', 'Seus dados de acesso');
  const user = useAppStore((s) => s.account.user);
  if (!user) return null;
  return (
    <Stack gap="6" maxW="2xl">
      <PerfilForm user={user} />
      <AlertasPreferencia user={user} />
      <ExclusaoConta user={user} />
    </Stack>
  );
}
