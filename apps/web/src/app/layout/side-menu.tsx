import { Box, Link as ChakraLink, Flex, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD_ITEM, MENU_SECTIONS, type MenuItem } from '@irradia/shared';
import {
  BadgeCheck,
  Building,
  Building2,
  Contact,
  Factory,
  LayoutDashboard,
  ListChecks,
  Network,
  Receipt,
  Sun,
  SunMedium,
  UserRound,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { usePermissoes } from '../../lib/permissoes.ts';
import { useAppStore } from '../../stores/app-store.ts';

const icons: Record<string, ReactNode> = {
  dashboard: <LayoutDashboard size={18} />,
  usinas: <Sun size={18} />,
  fabricantes: <Factory size={18} />,
  concessionarias: <Receipt size={18} />,
  usuarios: <Users size={18} />,
  clientes: <Contact size={18} />,
  empresas: <Building2 size={18} />,
  funcionarios: <UserRound size={18} />,
  cargos: <BadgeCheck size={18} />,
  setores: <Network size={18} />,
  tutorial: <ListChecks size={18} />,
  irradiacao: <SunMedium size={18} />,
  empresa: <Building size={18} />,
  conta: <UserRound size={18} />,
};

function Item({ item, mini, onNavigate }: { item: MenuItem; mini: boolean; onNavigate?: () => void }) {
  return (
    <ChakraLink asChild unstyled>
      <NavLink
        to={item.path}
        end={item.path === '/'}
        onClick={onNavigate}
        title={mini ? item.label : undefined}
      >
        {({ isActive }) => (
          <Flex
            align="center"
            gap="3"
            px={mini ? '0' : '3'}
            justify={mini ? 'center' : 'flex-start'}
            h="9"
            rounded="md"
            fontSize="sm"
            fontWeight={isActive ? 'semibold' : 'normal'}
            color={isActive ? 'orange.fg' : 'fg'}
            bg={isActive ? 'orange.subtle' : 'transparent'}
            _hover={{ bg: isActive ? 'orange.subtle' : 'bg.muted' }}
          >
            <Box flexShrink={0} aria-hidden>
              {icons[item.id]}
            </Box>
            {!mini && <Text truncate>{item.label}</Text>}
            {mini && (
              <Box srOnly>
                <Text>{item.label}</Text>
              </Box>
            )}
          </Flex>
        )}
      </NavLink>
    </ChakraLink>
  );
}

/** The menu's contents: the frame (fixed column or mobile drawer) is the layout's job. */
export function SideMenu({ mini = false, onNavigate }: { mini?: boolean; onNavigate?: () => void }) {
  const signedIn = useAppStore((s) => s.account.user !== null);
  const { ctx, pode } = usePermissoes();
  const visivel = (i: MenuItem) =>
    !i.hidden &&
    (!i.signedIn || signedIn) &&
    !(ctx.tipoEmpresa && i.ocultoPara?.includes(ctx.tipoEmpresa)) &&
    (!i.permissao || !signedIn || pode(i.permissao, { modo: i.modo, semEmpresaPassa: i.semEmpresa }));
  const sections = MENU_SECTIONS.filter((s) => !s.hidden)
    .map((s) => ({ ...s, items: s.items.filter(visivel) }))
    .filter((s) => s.items.length > 0);
  return (
    <Stack as="nav" aria-label="Navegação principal" gap="4" p="2" pt="3">
      <Item item={DASHBOARD_ITEM} mini={mini} onNavigate={onNavigate} />
      {sections.map((section) => (
        <Stack key={section.id} gap="0.5">
          {!mini && (
            <Text
              px="3"
              pb="1"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
              letterSpacing="wide"
            >
              {section.label}
            </Text>
          )}
          {section.items.map((item) => (
            <Item key={item.id} item={item} mini={mini} onNavigate={onNavigate} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
