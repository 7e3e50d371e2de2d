import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('page_not_found'));
  return (
    <EmptyState.Root size="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <MapPinOff />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Description>{t('page_not_found_text')}</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="orange" variant="outline">
          <Link to="/">{t('back_home')}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
