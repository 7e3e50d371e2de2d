import { EmptyState, VStack } from '@chakra-ui/react';
import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title.tsx';

/**
 * A screen whose module is still to come: it names itself (title and subtitle, spec §2) and says
 * plainly what it will hold, with no fake data and no controls that do nothing.
 */
export function PlaceholderScreen(props: {
  title: string;
  subtitle?: string;
  description: string;
  icon?: ReactNode;
}) {
  usePageTitle(props.title, props.subtitle);
  return (
    <EmptyState.Root size="lg" borderWidth="1px" borderStyle="dashed" borderRadius="l3" bg="bg.subtle">
      <EmptyState.Content>
        <EmptyState.Indicator color="orange.fg">{props.icon ?? <Hourglass />}</EmptyState.Indicator>
        <VStack textAlign="center" gap="2" maxW="md">
          <EmptyState.Title>Em breve</EmptyState.Title>
          <EmptyState.Description>{props.description}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
