import { Card, SimpleGrid, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One figure of a StatGrid: its label and its value, already formatted ('—' when unknown); the
 * optional test id marks the value (tests and e2e read a figure by it).
 */
export type Figura = readonly [rotulo: string, valor: ReactNode, testid?: string];

/**
 * A row of figure cards (the plant's generation, an invoice's totals): two columns on a phone,
 * four from `md`. `destaque` is the larger card of a page's headline figures (the plant page);
 * the compact one sits above lists.
 */
export function StatGrid(props: {
  /** A figure a page shows only sometimes may be `false`/`null` (e.g. `dado && [rotulo, valor]`). */
  figuras: readonly (Figura | false | null | undefined)[];
  destaque?: boolean;
  'data-testid'?: string;
}) {
  return (
    <SimpleGrid
      columns={{ base: 2, md: 4 }}
      gap={props.destaque ? '4' : '3'}
      data-testid={props['data-testid']}
    >
      {props.figuras
        .filter((f): f is Figura => !!f)
        .map(([rotulo, valor, testid]) =>
          props.destaque ? (
            <Card.Root key={rotulo}>
              <Card.Body p="4">
                <Stat.Root>
                  <Stat.Label>{rotulo}</Stat.Label>
                  <Stat.ValueText
                    fontSize={{ base: 'lg', md: 'xl' }}
                    overflowWrap="anywhere"
                    data-testid={testid}
                  >
                    {valor}
                  </Stat.ValueText>
                </Stat.Root>
              </Card.Body>
            </Card.Root>
          ) : (
            <Card.Root key={rotulo} size="sm">
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{rotulo}</Stat.Label>
                  <Stat.ValueText fontSize="lg" data-testid={testid}>
                    {valor}
                  </Stat.ValueText>
                </Stat.Root>
              </Card.Body>
            </Card.Root>
          ),
        )}
    </SimpleGrid>
  );
}
