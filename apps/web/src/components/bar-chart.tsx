import { Box, Flex, Text } from '@chakra-ui/react';

/**
 * Plain bars scaled to the largest value, each with its value on top and its label below; the
 * whole chart is one image for screen readers, each bar has a title with its value.
 */
export function BarChart(props: {
  valores: ReadonlyArray<{ rotulo: string; valor: number; titulo: string; texto?: string }>;
  descricao: string;
  testId?: string;
  cor?: string;
}) {
  const max = Math.max(...props.valores.map((v) => v.valor), 1);
  return (
    <Flex
      align="flex-end"
      gap={{ base: '0.5', md: '1.5' }}
      h="56"
      role="img"
      aria-label={props.descricao}
      data-testid={props.testId}
    >
      {props.valores.map((v) => (
        <Flex
          key={v.rotulo}
          direction="column"
          align="center"
          justify="flex-end"
          flex="1"
          h="100%"
          gap="1"
          minW="0"
        >
          {v.texto !== undefined && (
            <Text
              fontSize={{ base: '2xs', md: 'xs' }}
              color="fg.muted"
              hideBelow={props.valores.length > 16 ? 'md' : undefined}
            >
              {v.texto}
            </Text>
          )}
          <Box
            w="100%"
            h={`${(v.valor / max) * 80}%`}
            bg={props.cor ?? 'orange.solid'}
            roundedTop="sm"
            title={v.titulo}
          />
          <Text fontSize="xs" truncate maxW="100%">
            {v.rotulo}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
