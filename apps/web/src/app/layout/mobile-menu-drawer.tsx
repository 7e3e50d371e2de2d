import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { SIDE_MENU_WIDTH, SWIPE_TO_CLOSE_PX } from '@irradia/shared/constants';
import { type PointerEvent, useRef } from 'react';
import { Logo } from './logo.tsx';
import { SideMenu } from './side-menu.tsx';

/** Spec §2/§9: the mobile drawer closes when swiped left more than 75 px. */
function useSwipeLeft(onSwipe: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const reset = () => {
    start.current = null;
  };
  return {
    onPointerDownCapture: (e: PointerEvent<HTMLElement>) => {
      start.current = { x: e.clientX, y: e.clientY };
    },
    onPointerMoveCapture: (e: PointerEvent<HTMLElement>) => {
      const s = start.current;
      if (!s || e.buttons === 0) return;
      const dx = s.x - e.clientX;
      if (dx > SWIPE_TO_CLOSE_PX && dx > Math.abs(e.clientY - s.y)) {
        start.current = null;
        onSwipe();
      }
    },
    onPointerUpCapture: reset,
    onPointerCancelCapture: reset,
  };
}

/**
 * The side menu below md: a drawer from the start edge. Its own chunk (the dialog machinery and
 * focus trap), loaded only on small screens.
 */
export default function MobileMenuDrawer({
  open,
  onOpenChange,
  productName,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  productName: string;
}) {
  const swipe = useSwipeLeft(() => onOpenChange(false));
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${SIDE_MENU_WIDTH}px`} data-testid="menu-drawer" {...swipe}>
            <Drawer.Header py="3" px="4" borderBottomWidth="1px">
              <Logo name={productName} />
            </Drawer.Header>
            <Drawer.Body p="0">
              <SideMenu onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
