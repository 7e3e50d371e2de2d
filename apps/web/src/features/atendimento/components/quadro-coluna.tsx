import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Cartao, Fase } from '@irradia/shared/quadros/quadros.schema';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { CartaoArrastavel } from './quadro-cartao.tsx';

export const COR_PADRAO_DA_FASE = '#718096';

/** A stage's count: the cards shown, and the stage's total when a filter hides some. */
export function contagem(fase: Fase, mostrados: number, filtrando: boolean): string {
  return filtrando && mostrados !== fase.cartoes ? `${mostrados} de ${fase.cartoes}` : String(mostrados);
}

/** A stage: its header (colour, name, count, closed mark, menu) and its cards, a drop target. */
export function QuadroColuna(props: {
  fase: Fase;
  indice: number;
  cartoes: Cartao[];
  filtrando: boolean;
  podeMover: boolean;
  arrastando: boolean;
  menu: ReactNode;
  onAbrir(c: Cartao): void;
  /** On a phone the column takes the whole width. */
  largura?: string;
  /** Beside each card (on a phone: "move to stage", since columns are not side by side). */
  aoLadoDoCartao?(c: Cartao): ReactNode;
}) {
  const { fase } = props;
  const { setNodeRef, isOver } = useDroppable({ id: fase.uuid, data: { fase: fase.uuid } });
  const cor = fase.cor ?? COR_PADRAO_DA_FASE;
  const tituloId = `fase-${fase.uuid}`;
  return (
    <Stack
      as="section"
      aria-labelledby={tituloId}
      data-testid="fase"
      data-coluna={props.indice}
      w={props.largura ?? '72'}
      flexShrink={0}
      bg={fase.fechada ? 'bg.subtle' : 'bg.muted'}
      rounded="lg"
      borderTopWidth="4px"
      style={{ borderTopColor: cor }}
      gap="0"
      maxH={{ base: 'none', md: 'calc(100vh - 260px)' }}
      minH="40"
    >
      <HStack px="3" pt="2" pb="2" gap="2">
        <Text id={tituloId} as="h2" fontWeight="semibold" fontSize="sm" truncate>
          {fase.nome}
        </Text>
        <Badge size="sm" variant="subtle" aria-label={`${props.cartoes.length} cartões`}>
          {contagem(fase, props.cartoes.length, props.filtrando)}
        </Badge>
        {fase.fechada && (
          <Badge size="sm" colorPalette="green" variant="subtle" title="Cartões aqui contam como concluídos">
            <Lock size={10} aria-hidden /> Fechada
          </Badge>
        )}
        <Box ms="auto">{props.menu}</Box>
      </HStack>
      <SortableContext items={props.cartoes.map((c) => c.uuid)} strategy={verticalListSortingStrategy}>
        <Stack
          ref={setNodeRef}
          px="2"
          pb="2"
          gap="2"
          flex="1"
          overflowY="auto"
          rounded="md"
          outline={isOver ? '2px dashed' : undefined}
          outlineColor="orange.emphasized"
          data-testid={`cartoes-da-fase-${fase.uuid}`}
        >
          {props.cartoes.map((c, i) => {
            const cartao = (
              <CartaoArrastavel
                key={c.uuid}
                cartao={c}
                fase={fase.uuid}
                indice={i}
                coluna={props.indice}
                podeMover={props.podeMover}
                arrastando={props.arrastando}
                onAbrir={props.onAbrir}
              />
            );
            const aoLado = props.aoLadoDoCartao?.(c);
            return aoLado ? (
              <Box key={c.uuid} position="relative">
                {cartao}
                <Box position="absolute" top="1" insetEnd="1">
                  {aoLado}
                </Box>
              </Box>
            ) : (
              cartao
            );
          })}
          {props.cartoes.length === 0 && (
            <Text
              fontSize="sm"
              color="fg.muted"
              textAlign="center"
              py="6"
              borderWidth="1px"
              borderStyle="dashed"
              rounded="md"
            >
              Nenhum cartão nesta fase
            </Text>
          )}
        </Stack>
      </SortableContext>
    </Stack>
  );
}
