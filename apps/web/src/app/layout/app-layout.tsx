import { Box, Flex, Heading, IconButton, Text, useBreakpointValue } from '@chakra-ui/react';
import { SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from '@irradia/shared/constants';
import { Menu as MenuIcon } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AvisoDeBloqueio } from '../../features/assinatura/components/aviso-de-bloqueio.tsx';
import { CompanySwitcher } from '../../features/empresas/components/company-switcher.tsx';
import { lazyPart } from '../../lib/lazy-screen.ts';
import { useCurrentPageTitle } from '../../lib/page-title.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';
import { useAppStore } from '../../stores/app-store.ts';
import { AccountMenu } from './account-menu.tsx';
import { Logo } from './logo.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { SideMenu } from './side-menu.tsx';

const HEADER_HEIGHT = '14';

// Only small screens use the drawer: its dialog code loads when one is seen.
const MobileMenuDrawer = lazyPart(
  () => import('./mobile-menu-drawer.tsx'),
  () => null,
);

/** Header, side menu (fixed column from md up, drawer below) and the scrolling content area. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { product_name } = useRuntimeConfig();
  const isMobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const mini = useAppStore((s) => s.account.mini_drawer);
  const setMini = useAppStore((s) => s.setMiniDrawer);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const page = useCurrentPageTitle();
  const signedIn = useAppStore((s) => s.account.token !== null);

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
          <Suspense fallback={null}>
            <MobileMenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} productName={product_name} />
          </Suspense>
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
