import {
  Box,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  IconButton,
  Portal,
  Text,
  useBreakpointValue,
} from '@chakra-ui/react';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH, SWIPE_TO_CLOSE_PX } from '@irradia/shared';
import { Menu as MenuIcon } from 'lucide-react';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AvisoDeBloqueio } from '../../features/assinatura/components/aviso-de-bloqueio.tsx';
import { CompanySwitcher } from '../../features/empresas/components/company-switcher.tsx';
import { useCurrentPageTitle } from '../../lib/page-title.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';
import { useAppStore } from '../../stores/app-store.ts';
import { AccountMenu } from './account-menu.tsx';
import { Logo } from './logo.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { SideMenu } from './side-menu.tsx';

const HEADER_HEIGHT = '14';

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

/** Header, side menu (fixed column from md up, drawer below) and the scrolling content area. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { product_name } = useRuntimeConfig();
  const isMobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const mini = useAppStore((s) => s.account.mini_drawer);
  const setMini = useAppStore((s) => s.setMiniDrawer);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const page = useCurrentPageTitle();
  const signedIn = useAppStore((s) => s.account.token !== null);

  const swipe = useSwipeLeft(() => setDrawerOpen(false));
  const toggleMenu = () => (isMobile ? setDrawerOpen((o) => !o) : setMini(!mini));
  const width = mini ? SIDE_MENU_COLLAPSED_WIDTH : SIDE_MENU_WIDTH;

  return (
    <Flex direction="column" h="100dvh" bg="bg.subtle">
      <Flex
        as="header"
        h={HEADER_HEIGHT}
        flexShrink={0}
        align="center"
        gap="2"
        px={{ base: '2', md: '3' }}
        bg="bg"
        borderBottomWidth="1px"
        zIndex="docked"
      >
        <IconButton aria-label="Alternar menu" variant="ghost" size="sm" onClick={toggleMenu}>
          <MenuIcon />
        </IconButton>
        <Link to="/" aria-label={`${product_name} — início`}>
          <Box display={{ base: signedIn ? 'none' : 'block', sm: 'block' }}>
            <Logo name={product_name} />
          </Box>
        </Link>
        {signedIn && <CompanySwitcher />}
        <Box flex="1" />
        {signedIn && <NotificationBell />}
        <AccountMenu />
      </Flex>

      <Flex flex="1" minH="0">
        {!isMobile && (
          <Box
            as="aside"
            w={`${width}px`}
            flexShrink={0}
            bg="bg"
            borderRightWidth="1px"
            overflowY="auto"
            transition="width 0.15s ease"
            data-testid="side-menu"
          >
            <SideMenu mini={mini} />
          </Box>
        )}
        {isMobile && (
          <Drawer.Root
            open={drawerOpen}
            onOpenChange={(e) => setDrawerOpen(e.open)}
            placement="start"
            size="xs"
          >
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW={`${SIDE_MENU_WIDTH}px`} data-testid="menu-drawer" {...swipe}>
                  <Drawer.Header py="3" px="4" borderBottomWidth="1px">
                    <Logo name={product_name} />
                  </Drawer.Header>
                  <Drawer.Body p="0">
                    <SideMenu onNavigate={() => setDrawerOpen(false)} />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Fechar menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        )}

        <Box as="main" id="content-area" flex="1" minW="0" overflowY="auto">
          <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
            {signedIn && <AvisoDeBloqueio />}
            {page && (
              <Box mb="6">
                <Heading as="h1" size={{ base: 'xl', md: '2xl' }} letterSpacing="tight">
                  {page.title}
                </Heading>
                {page.subtitle && (
                  <Text color="fg.muted" mt="1">
                    {page.subtitle}
                  </Text>
                )}
              </Box>
            )}
            {children}
          </Box>
        </Box>
      </Flex>
    </Flex>
  );
}
