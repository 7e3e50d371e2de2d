import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LogIn, Sun, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useAppStore } from '../../../stores/app-store.ts';
import { ConvitesCard } from '../components/convites-card.tsx';
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

  const primeiroNome = user.nome.split(' ')[0];
  return (
    <Stack gap="6">
      <Text fontSize="lg">Olá, {primeiroNome}!</Text>
      <ConvitesCard />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TutorialCard />
        <Card.Root>
          <Card.Body gap="3">
            <HStack color="orange.fg">
              <Sun size={20} />
              <Heading size="md">Suas usinas</Heading>
            </HStack>
            <Text color="fg.muted">
              Importe usinas dos portais dos fabricantes e acompanhe a geração em tempo real.
            </Text>
            <Button asChild variant="outline" alignSelf="flex-start">
              <Link to="/usinas">Ver usinas</Link>
            </Button>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </Stack>
  );
}
