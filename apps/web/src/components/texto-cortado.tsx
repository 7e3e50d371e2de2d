import { Link as ChakraLink, Portal, Text, type TextProps, Tooltip } from '@chakra-ui/react';
import { TOOLTIP_OPEN_DELAY_MS } from '@irradia/shared';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';

/** Whether the element's text is wider than its box (so the ellipsis is showing). */
function useCortado(ref: RefObject<HTMLElement | null>, texto: string): boolean {
  const [cortado, setCortado] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text may overflow a box of the same size
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const medir = () => setCortado(el.scrollWidth > el.clientWidth + 1);
    medir();
    if (typeof ResizeObserver === 'undefined') return;
    const obs = new ResizeObserver(medir);
    obs.observe(el);
    return () => obs.disconnect();
  }, [ref, texto]);
  return cortado;
}

/**
 * One line of text (or a link) cut with an ellipsis only when it does not fit its box; then the
 * whole text shows in a tooltip on hover and on keyboard focus (a cut plain text becomes focusable).
 */
export function TextoCortado({
  texto,
  para,
  ...props
}: { texto: string; para?: string } & Pick<TextProps, 'fontWeight' | 'fontSize' | 'color'>) {
  const ref = useRef<HTMLElement>(null);
  const cortado = useCortado(ref, texto);
  const corpo = para ? (
    <ChakraLink asChild display="block" truncate maxW="100%" colorPalette="orange" {...props}>
      <RouterLink ref={ref as RefObject<HTMLAnchorElement>} to={para} data-cortado={cortado || undefined}>
        {texto}
      </RouterLink>
    </ChakraLink>
  ) : (
    <Text
      ref={ref as RefObject<HTMLParagraphElement>}
      truncate
      maxW="100%"
      tabIndex={cortado ? 0 : undefined}
      data-cortado={cortado || undefined}
      {...props}
    >
      {texto}
    </Text>
  );
  return (
    <Tooltip.Root
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      disabled={!cortado}
      positioning={{ placement: 'top-start' }}
    >
      <Tooltip.Trigger asChild>{corpo}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{texto}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
