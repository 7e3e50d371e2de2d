import { Button, Center, EmptyState, Spinner, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ListLoading() {
  return (
    <Center py="16" role="status" aria-label="Carregando">
      <Spinner color="orange.solid" />
    </Center>
  );
}

export function ListEmpty({
  title,
  description,
  icon,
  action,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <EmptyState.Root size="md" borderWidth="1px" borderStyle="dashed" borderRadius="l3">
      <EmptyState.Content>
        {icon && <EmptyState.Indicator>{icon}</EmptyState.Indicator>}
        <VStack textAlign="center" gap="1">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A list (or page) whose data did not load: what failed and a button that asks again. */
export function ListError({ title, icon, onRetry }: { title: string; icon?: ReactNode; onRetry(): void }) {
  return (
    <ListEmpty
      icon={icon}
      title={title}
      action={
        <Button variant="outline" onClick={onRetry}>
          Tentar de novo
        </Button>
      }
    />
  );
}
