import { Badge, Button, Card, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeftRight, X } from 'lucide-react';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { type Produto, useProduto } from '../api.ts';
import { quantidade } from '../campos.ts';

/**
 * The product a link points at (`/catalogo?produto=`, as the low-stock notification sends): its
 * balance and minimum above the list, with the stock movement at hand.
 */
export function ProdutoEmDestaque(props: { uuid: string; onMovimentar(p: Produto): void; onFechar(): void }) {
  const { data, isError } = useProduto(props.uuid);
  const { pode } = usePermissoes();
  if (isError) return null;
  const p = data?.data;
  if (!p) return null;
  return (
    <Card.Root
      size="sm"
      borderColor={p.abaixo_do_minimo ? 'red.muted' : undefined}
      data-testid="produto-em-destaque"
    >
      <Card.Body>
        <HStack align="flex-start" gap="2">
          <Flex gap="3" wrap="wrap" align="center" justify="space-between" flex="1" minW="0">
            <Stack gap="1" minW="0" flex="1 1 14rem">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {p.nome}
                </Text>
                {p.abaixo_do_minimo && (
                  <Badge colorPalette="red" size="sm">
                    Estoque baixo
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                Saldo: {quantidade(p.saldo, p.unidade)}
                {p.estoque_minimo !== null && ` · mínimo ${quantidade(p.estoque_minimo, p.unidade)}`}
              </Text>
            </Stack>
            {p.tipo !== 'kit' && !p.removido_em && pode('estoque:create') && (
              <Button size="sm" colorPalette="orange" variant="outline" onClick={() => props.onMovimentar(p)}>
                <ArrowLeftRight /> Movimentar estoque
              </Button>
            )}
          </Flex>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label="Fechar destaque do produto"
            onClick={props.onFechar}
          >
            <X />
          </IconButton>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
