import { Button, HStack, Text } from '@chakra-ui/react';

/** Previous / next for paginated lists; hidden when everything fits on one page. */
export function Pager({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange(page: number): void;
}) {
  if (lastPage <= 1) return null;
  return (
    <HStack justify="center">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      <Text fontSize="sm">
        Página {page} de {lastPage}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= lastPage} onClick={() => onChange(page + 1)}>
        Próxima
      </Button>
    </HStack>
  );
}
