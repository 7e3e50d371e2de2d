import { Box, Card, HStack, SimpleGrid, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One column of a list. On a wide screen it is a table column; on a phone each item is a card:
 * `titulo` columns head the card, `selo` ones (a status) and then `acoes` sit beside the title,
 * `campo` ones are labelled fields under it, and `fora` ones stay off the card.
 */
export interface Coluna<T> {
  id: string;
  /** The column's header, and the field's label on a card. */
  rotulo: string;
  /** A shorter label for the card, where fields sit side by side. */
  rotuloCurto?: string;
  /** Card only: the field takes two columns of the card's grid (a longer value). */
  largo?: boolean;
  valor(item: T): ReactNode;
  /** What the card shows instead of `valor` (a status badge without the explanation under it). */
  noCartao?(item: T): ReactNode;
  /** A field only the card has (what the table shows inside another column). */
  soNoCartao?: boolean;
  cartao?: 'titulo' | 'selo' | 'campo' | 'acoes' | 'fora';
  alinhar?: 'start' | 'end';
  /** Table only: from which width the column shows (a tablet keeps the table readable). */
  aPartirDe?: 'sm' | 'md' | 'lg' | 'xl';
  /** Table only: keep the cell on one line (figures, dates); other cells wrap to fit. */
  semQuebra?: boolean;
  /** Table only: the header is read by screen readers but not shown (an actions column). */
  rotuloOculto?: boolean;
}

/**
 * A list that is a table on a wide screen and cards on a phone (below `md`), so a phone never
 * scrolls sideways to read a row. One of the two is rendered, never both.
 */
export function ListaResponsiva<T>(props: {
  itens: readonly T[];
  chave(item: T): string;
  colunas: ReadonlyArray<Coluna<T> | false | null | undefined>;
  /** What the list holds, for screen readers ("Usinas"). */
  rotulo: string;
  /** Table only: a background for a list on the page's tinted background. */
  fundo?: string;
  /** Card only: fields side by side (2, or 3 for short figures). */
  colunasNoCartao?: 2 | 3;
}) {
  const cartoes = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const todas = props.colunas.filter((c): c is Coluna<T> => Boolean(c));
  if (cartoes) return <Cartoes {...props} colunas={todas} />;
  const colunas = todas.filter((c) => !c.soNoCartao);
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg={props.fundo}>
      <Table.Root size="sm" aria-label={props.rotulo}>
        <Table.Header>
          <Table.Row>
            {colunas.map((c) => (
              <Table.ColumnHeader
                key={c.id}
                textAlign={c.alinhar}
                hideBelow={c.aPartirDe}
                w={c.rotuloOculto ? '1' : undefined}
                // Keeps the hidden label (absolutely placed) inside the table's scroll area.
                position={c.rotuloOculto ? 'relative' : undefined}
              >
                {c.rotuloOculto ? <Box srOnly>{c.rotulo}</Box> : c.rotulo}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.itens.map((item) => (
            <Table.Row key={props.chave(item)}>
              {colunas.map((c) => (
                <Table.Cell
                  key={c.id}
                  textAlign={c.alinhar}
                  hideBelow={c.aPartirDe}
                  // Chakra's cells keep one line; text wraps here so a table fits its width.
                  whiteSpace={c.semQuebra ? 'nowrap' : 'normal'}
                >
                  {c.valor(item)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function Cartoes<T>(props: {
  itens: readonly T[];
  chave(item: T): string;
  colunas: Coluna<T>[];
  rotulo: string;
  colunasNoCartao?: 2 | 3;
}) {
  const de = (tipo: NonNullable<Coluna<T>['cartao']>) =>
    props.colunas.filter((c) => (c.cartao ?? 'campo') === tipo);
  const valor = (c: Coluna<T>, item: T) => (c.noCartao ?? c.valor)(item);
  const titulos = de('titulo');
  const selos = de('selo');
  const campos = de('campo');
  const acoes = de('acoes');
  return (
    <Stack as="ul" role="list" aria-label={props.rotulo} gap="2" listStyleType="none" m="0" p="0">
      {props.itens.map((item) => {
        // A field with nothing to say (null, false, '') is left off the card.
        const preenchidos = campos.flatMap((c) => {
          const v = valor(c, item);
          return v === null || v === undefined || v === false || v === '' ? [] : [{ c, v }];
        });
        return (
          <Card.Root as="li" key={props.chave(item)} size="sm" data-testid="cartao-lista" minW="0">
            <Card.Body gap="2" p="3">
              <HStack align="flex-start" justify="space-between" gap="2" minW="0">
                <Box minW="0" flex="1" overflowWrap="anywhere">
                  {titulos.map((c) => (
                    <Box key={c.id}>{valor(c, item)}</Box>
                  ))}
                </Box>
                {selos.length + acoes.length > 0 && (
                  <HStack gap="1" flexShrink={0} wrap="wrap" justify="flex-end" maxW="60%">
                    {selos.map((c) => (
                      <Box key={c.id}>{valor(c, item)}</Box>
                    ))}
                    {/* The actions sit by the title, where a thumb reaches them, not on a line of their own. */}
                    {acoes.map((c) => (
                      <Box key={c.id} mt="-1" me="-1">
                        {valor(c, item)}
                      </Box>
                    ))}
                  </HStack>
                )}
              </HStack>
              {preenchidos.length > 0 && (
                <SimpleGrid
                  as="dl"
                  columns={props.colunasNoCartao ?? 2}
                  columnGap="3"
                  rowGap="1.5"
                  m="0"
                  // Wide fields leave no holes: a short one fills the cell beside them.
                  gridAutoFlow="row dense"
                >
                  {preenchidos.map(({ c, v }) => (
                    <Box
                      key={c.id}
                      minW="0"
                      overflowWrap="anywhere"
                      gridColumn={c.largo ? 'span 2' : undefined}
                    >
                      <Text as="dt" fontSize="xs" color="fg.muted">
                        {c.rotuloCurto ?? c.rotulo}
                      </Text>
                      <Box as="dd" m="0" fontSize="sm">
                        {v}
                      </Box>
                    </Box>
                  ))}
                </SimpleGrid>
              )}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
