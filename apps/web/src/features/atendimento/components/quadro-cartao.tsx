import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { formatData, formatMoeda } from '@irradia/shared';
import type { Cartao, Classificacao } from '@irradia/shared/quadros/quadros.schema';
import { CalendarDays, MessageSquare, Paperclip, Sun, User, UserRound } from 'lucide-react';
import type { KeyboardEvent } from 'react';

/** Dark text on a light label, white on a dark one (WCAG relative luminance). */
export function corDoTexto(fundo: string): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(fundo)?.[1];
  if (!hex) return 'white';
  const canal = (i: number) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * canal(0) + 0.7152 * canal(2) + 0.0722 * canal(4);
  return l > 0.45 ? '#1a202c' : 'white';
}

export function Etiqueta({ c }: { c: Classificacao }) {
  return (
    <Badge size="sm" style={{ background: c.cor, color: corDoTexto(c.cor) }}>
      {c.nome}
    </Badge>
  );
}

/** Due date, or the red "Atrasado" when it has passed on an open stage. */
export function Prazo({ cartao }: { cartao: Cartao }) {
  if (!cartao.prazo) return null;
  return (
    <HStack gap="1" color={cartao.atrasado ? 'fg.error' : 'fg.muted'} fontSize="xs">
      <CalendarDays size={12} aria-hidden />
      <Text as="span">{formatData(cartao.prazo)}</Text>
      {cartao.atrasado && (
        <Badge size="xs" colorPalette="red" variant="solid">
          Atrasado
        </Badge>
      )}
    </HStack>
  );
}

/** What a card shows: number, labels, title, customer and plant, due date, who, counts, value. */
export function CartaoConteudo({ cartao }: { cartao: Cartao }) {
  return (
    <Stack gap="1.5">
      <HStack justify="space-between" gap="2" align="start">
        <Text fontSize="xs" color="fg.muted" fontWeight="medium">
          #{cartao.numero}
        </Text>
        {cartao.valor_rs !== null && cartao.tipo === 'pedido' && (
          <Text fontSize="xs" fontWeight="semibold" data-testid="valor-do-cartao">
            {formatMoeda(cartao.valor_rs)}
          </Text>
        )}
      </HStack>
      {cartao.classificacoes.length > 0 && (
        <HStack gap="1" wrap="wrap">
          {cartao.classificacoes.map((c) => (
            <Etiqueta key={c.uuid} c={c} />
          ))}
        </HStack>
      )}
      <Text fontWeight="medium" fontSize="sm" lineClamp={3}>
        {cartao.titulo}
      </Text>
      {cartao.cliente && (
        <HStack gap="1" fontSize="xs" color="fg.muted">
          <User size={12} aria-hidden />
          <Text as="span" truncate>
            {cartao.cliente.nome}
          </Text>
        </HStack>
      )}
      {cartao.usina && (
        <HStack gap="1" fontSize="xs" color="fg.muted">
          <Sun size={12} aria-hidden />
          <Text as="span" truncate>
            {cartao.usina.nome}
          </Text>
        </HStack>
      )}
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Prazo cartao={cartao} />
        <HStack gap="2" fontSize="xs" color="fg.muted" ms="auto">
          {cartao.comentarios > 0 && (
            <HStack gap="0.5" title={`${cartao.comentarios} comentário(s)`}>
              <MessageSquare size={12} aria-hidden />
              <span>{cartao.comentarios}</span>
            </HStack>
          )}
          {cartao.anexos > 0 && (
            <HStack gap="0.5" title={`${cartao.anexos} anexo(s)`}>
              <Paperclip size={12} aria-hidden />
              <span>{cartao.anexos}</span>
            </HStack>
          )}
        </HStack>
      </HStack>
      <HStack gap="1" fontSize="xs" color={cartao.responsavel ? 'fg' : 'fg.subtle'}>
        <UserRound size={12} aria-hidden />
        <Text as="span" truncate>
          {cartao.responsavel?.nome ?? 'Sem responsável'}
        </Text>
      </HStack>
    </Stack>
  );
}

const fundoDoCartao = {
  bg: 'bg.panel',
  borderWidth: '1px',
  rounded: 'md',
  p: '3',
  shadow: 'xs',
} as const;

/**
 * A card on a stage: dragged with the pointer, or with the keyboard (Space picks it up, the arrows
 * move it, Space drops it, Escape cancels); a click or Enter opens it.
 */
export function CartaoArrastavel(props: {
  cartao: Cartao;
  fase: string;
  indice: number;
  coluna: number;
  podeMover: boolean;
  arrastando: boolean;
  onAbrir(c: Cartao): void;
}) {
  const { cartao } = props;
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: cartao.uuid,
    data: { fase: props.fase },
    disabled: !props.podeMover,
    attributes: { roleDescription: 'cartão arrastável' },
  });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Enter opens; while a card is lifted the keys belong to the drag.
    if (e.key === 'Enter' && !props.arrastando) {
      e.preventDefault();
      props.onAbrir(cartao);
      return;
    }
    listeners?.onKeyDown?.(e);
  };
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      tabIndex={0}
      aria-label={`#${cartao.numero} ${cartao.titulo}`}
      onKeyDown={onKeyDown}
      onClick={() => props.onAbrir(cartao)}
      data-cartao={cartao.uuid}
      data-coluna={props.coluna}
      data-indice={props.indice}
      {...fundoDoCartao}
      borderColor={cartao.atrasado ? 'border.error' : 'border'}
      cursor={props.podeMover ? 'grab' : 'pointer'}
      opacity={isDragging ? 0.5 : 1}
      touchAction={props.podeMover ? 'manipulation' : undefined}
      _hover={{ borderColor: 'orange.emphasized' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'orange.focusRing', outlineOffset: '2px' }}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
      }}
    >
      <CartaoConteudo cartao={cartao} />
    </Box>
  );
}

/** The card under the pointer while it is dragged (drawn above the columns). */
export function CartaoFlutuante({ cartao }: { cartao: Cartao }) {
  return (
    <Box {...fundoDoCartao} shadow="lg" cursor="grabbing" transform="rotate(2deg)" data-flutuante>
      <CartaoConteudo cartao={cartao} />
    </Box>
  );
}
