import { Badge, Box, Button, Card, Flex, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { NOMES_TIPOS_PRODUTO, type TipoProduto } from '@irradia/shared/catalogo/produtos.schema';
import { numeroBr } from '@irradia/shared/format/numero';
import { Battery, Boxes, Cable, Check, Copy, Cpu, Grid3x3, Package, PanelsTopLeft, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ItemPublico } from '../api.ts';
import { especificacoesChave, reais } from '../campos.ts';

const ICONE: Partial<Record<TipoProduto, ReactNode>> = {
  modulo: <PanelsTopLeft />,
  inversor: <Zap />,
  microinversor: <Cpu />,
  bateria: <Battery />,
  estrutura: <Grid3x3 />,
  cabo: <Cable />,
  kit: <Boxes />,
};

/** The product's picture, or its kind's icon on a tinted square. */
function Figura({ item }: { item: ItemPublico }) {
  const p = item.produto;
  return (
    <Box
      w={{ base: '16', sm: '20' }}
      h={{ base: '16', sm: '20' }}
      flexShrink={0}
      rounded="md"
      bg="bg.muted"
      display="flex"
      alignItems="center"
      justifyContent="center"
      color="fg.muted"
      overflow="hidden"
      css={{ '& svg': { width: '7', height: '7' } }}
    >
      {p.imagem_url ? (
        <Image src={p.imagem_url} alt={`Imagem de ${p.nome}`} w="full" h="full" objectFit="contain" />
      ) : (
        <Box aria-hidden>{ICONE[p.tipo] ?? <Package />}</Box>
      )}
    </Box>
  );
}

/** A kit's parts, folded: the buyer opens them when the headline power is not enough. */
function ComponentesDoKit({ item }: { item: ItemPublico }) {
  const componentes = item.produto.kit?.componentes ?? [];
  if (componentes.length === 0) return null;
  return (
    <Box
      as="details"
      fontSize="sm"
      css={{ '& > summary': { cursor: 'pointer', color: 'var(--chakra-colors-orange-fg)' } }}
    >
      <Box
        as="summary"
        fontWeight="medium"
        rounded="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing' }}
      >
        {componentes.length === 1 ? '1 componente' : `${componentes.length} componentes`}
      </Box>
      <Stack
        as="ul"
        gap="0.5"
        mt="1.5"
        ps="4"
        listStyleType="disc"
        aria-label={`Componentes de ${item.produto.nome}`}
      >
        {componentes.map((c, i) => (
          // Components carry no id of their own; the list keeps the kit's order.
          // biome-ignore lint/suspicious/noArrayIndexKey: the kit's own order, never reordered here
          <Box as="li" key={i}>
            {numeroBr(c.quantidade, 0, 3)} {c.unidade} × {c.nome}
            {(c.fabricante || c.modelo) && (
              <Text as="span" color="fg.muted">
                {' '}
                ({[c.fabricante, c.modelo].filter(Boolean).join(' · ')})
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A line of a published catalogue as a buyer sees it: the product (picture, kind, maker and
 * model, key figures, a kit's power and parts), the price and whether it is in stock; then what
 * the buyer can do: copy it into its own catalogue (or go to the copy) and add it to an order.
 */
export function ItemPublicoCartao(props: {
  item: ItemPublico;
  /** Copy: absent when the caller can't (no permission, or it is its own catalogue). */
  onCopiar?(item: ItemPublico): void;
  /** The order's control for this line (the orders feature's), if the caller can order. */
  pedido?: ReactNode;
}) {
  const { item } = props;
  const p = item.produto;
  const chave = especificacoesChave(p);
  const marca = [p.fabricante, p.modelo].filter(Boolean).join(' · ');
  return (
    <Card.Root as="li" size="sm" minW="0" data-testid="item-publico" aria-label={p.nome}>
      <Card.Body gap="3" p="4">
        <HStack align="flex-start" gap="3" minW="0">
          <Figura item={item} />
          <Stack gap="1" minW="0" flex="1">
            <Text as="h3" fontWeight="semibold" overflowWrap="anywhere" lineHeight="short">
              {p.nome}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Badge size="sm" variant="subtle" colorPalette={p.tipo === 'kit' ? 'orange' : 'gray'}>
                {NOMES_TIPOS_PRODUTO[p.tipo]}
              </Badge>
              {marca && (
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {marca}
                </Text>
              )}
            </HStack>
            {chave.length > 0 && (
              <Text fontSize="sm" data-testid="especificacoes">
                {chave.join(' · ')}
              </Text>
            )}
          </Stack>
        </HStack>
        {p.descricao && (
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {p.descricao}
          </Text>
        )}
        <ComponentesDoKit item={item} />
        <Flex mt="auto" gap="2" align="flex-end" justify="space-between" wrap="wrap">
          <Box>
            <Text fontSize="xl" fontWeight="semibold" lineHeight="short" data-testid="preco-item">
              {reais(item.preco_rs)}
              <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
                {' '}
                / {p.unidade}
              </Text>
            </Text>
            {p.sku && (
              <Text fontSize="xs" color="fg.muted">
                SKU {p.sku}
              </Text>
            )}
          </Box>
          <Badge
            colorPalette={item.disponivel ? 'green' : 'gray'}
            variant="subtle"
            data-testid="disponibilidade"
          >
            {item.disponivel ? 'Disponível' : 'Sob consulta'}
          </Badge>
        </Flex>
        {(props.onCopiar || item.copiado || props.pedido) && (
          <Flex gap="2" wrap="wrap" align="center" justify="space-between">
            {item.copiado ? (
              <Link asChild colorPalette="green" fontSize="sm" fontWeight="medium">
                <RouterLink
                  to={`/catalogo?produto=${item.copiado}`}
                  aria-label={`No seu catálogo: ${p.nome}`}
                >
                  <Check aria-hidden /> No seu catálogo
                </RouterLink>
              </Link>
            ) : (
              props.onCopiar && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => props.onCopiar?.(item)}
                  aria-label={`Copiar para meu catálogo: ${p.nome}`}
                >
                  <Copy /> Copiar para meu catálogo
                </Button>
              )
            )}
            {props.pedido}
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
