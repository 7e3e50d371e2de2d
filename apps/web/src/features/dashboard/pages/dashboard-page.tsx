import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import { ConvitesCard } from '../components/convites-card.tsx';
import { FilaDeTarefas } from '../components/fila-de-tarefas.tsx';
import { Painel } from '../components/painel.tsx';
import { TutorialCard } from '../components/tutorial-card.tsx';

export default function DashboardPage() {
  usePageTitle('Visão geral', 'Resumo das suas usinas, faturas e equipe');
  const user = useAppStore((s) => s.account.user);
  const { product_name } = useRuntimeConfig();

  if (!user) {
    return (
      <Card.Root variant="elevated" maxW="3xl">
        <Card.Body gap="4" p={{ base: '5', md: '8' }}>
          <Heading size="lg">Boas-vindas ao {product_name}</Heading>
          <Text color="fg.muted">
            Monitore suas usinas solares de vários fabricantes em um só lugar, importe as faturas da
            concessionária e acompanhe créditos e economia.
          </Text>
          <HStack gap="3" flexWrap="wrap">
            <Button asChild colorPalette="orange">
              <Link to="/registrar">
                <UserPlus />
                Criar conta
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/entrar">
                <LogIn />
                Entrar
              </Link>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    );
  }

  return <PainelDoUsuario nome={user.nome} />;
}

/** Signed in: invitations, the tutorial card, then the widget grid. */
function PainelDoUsuario({ nome }: { nome: string }) {
  const primeiroNome = nome.split(' ')[0];
  return (
    <Stack gap="6">
      <Text fontSize="lg">Olá, {primeiroNome}!</Text>
      <ConvitesCard />
      {/* Spec §2: the step turns done (congratulations, the selected company) once a company
          exists; until one exists and is selected it is the way forward. */}
      <Box maxW="3xl">
        <TutorialCard />
      </Box>
      <Painel />
      {/* Only the sistema company (empresa:view) sees the job queue. */}
      <FilaDeTarefas />
    </Stack>
  );
}
