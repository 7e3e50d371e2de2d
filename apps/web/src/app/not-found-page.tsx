import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title.tsx';

export default function NotFoundPage() {
  usePageTitle('Página não encontrada');
  return (
    <EmptyState.Root size="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <MapPinOff />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Description>
            O endereço que você abriu não existe ou mudou de lugar.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="orange" variant="outline">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
