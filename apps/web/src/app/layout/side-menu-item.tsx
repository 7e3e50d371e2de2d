import {
  Box,
  Link as ChakraLink,
  Flex,
  HoverCard,
  IconButton,
  Portal,
  Stack,
  Text,
  Tooltip,
} from '@chakra-ui/react';
import {
  MENU_HOVER_CLOSE_DELAY_MS,
  MENU_HOVER_OPEN_DELAY_MS,
  TOOLTIP_OPEN_DELAY_MS,
} from '@irradia/shared/constants';
import type { MenuItem } from '@irradia/shared/menu';
import {
  BadgeCheck,
  Building,
  Building2,
  ChevronDown,
  Contact,
  Factory,
  LayoutDashboard,
  ListChecks,
  Network,
  Pin,
  PinOff,
  Receipt,
  Sun,
  SunMedium,
  UserRound,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAppStore } from '../../stores/app-store.ts';

// The side menu's pieces: a link (pinnable, draggable when pinned), a mini-mode section with its
// hover card, and a collapsible section's label.

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

export interface ItemProps {
  item: MenuItem;
  mini: boolean;
  onNavigate?: () => void;
  pin?: 'pin' | 'unpin';
  dragHandle?: Record<string, unknown>;
}

export function Item({
  item,
  mini,
  onNavigate,
  pin,
  dragHandle,
  tooltip = true,
}: ItemProps & { tooltip?: boolean }) {
  const pinned = useAppStore((s) => s.account.pinned_menus);
  const setPinned = useAppStore((s) => s.setPinnedMenus);
  const link = (
    <ChakraLink asChild unstyled flex="1" minW="0">
      <NavLink
        to={item.path}
        end={item.path === '/'}
        onClick={onNavigate}
        aria-label={mini ? item.label : undefined}
        // A link is natively draggable; dropping it on the page would navigate away mid-reorder.
        draggable={false}
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
            {...dragHandle}
          >
            <Box flexShrink={0} aria-hidden>
              {icons[item.id]}
            </Box>
            {!mini && <Text truncate>{item.label}</Text>}
          </Flex>
        )}
      </NavLink>
    </ChakraLink>
  );
  return (
    <Flex align="center" className="group" position="relative">
      {mini && tooltip ? (
        // Spec §9: tooltips open after 500 ms.
        <Tooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} positioning={{ placement: 'right' }}>
          <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
          <Tooltip.Positioner>
            <Tooltip.Content>{item.label}</Tooltip.Content>
          </Tooltip.Positioner>
        </Tooltip.Root>
      ) : (
        link
      )}
      {!mini && pin && (
        <IconButton
          aria-label={pin === 'pin' ? `Fixar ${item.label}` : `Desafixar ${item.label}`}
          size="2xs"
          variant="ghost"
          position="absolute"
          right="1"
          opacity={pin === 'unpin' ? 0.6 : 0}
          _groupHover={{ opacity: 1 }}
          _focusVisible={{ opacity: 1 }}
          onClick={() =>
            setPinned(
              pin === 'pin'
                ? [...pinned.filter((p) => p !== item.id), item.id]
                : pinned.filter((p) => p !== item.id),
            )
          }
        >
          {pin === 'pin' ? <Pin /> : <PinOff />}
        </IconButton>
      )}
    </Flex>
  );
}

/** The pinned entries of the "Principal" group, in the user's order. */
export interface PinnedProps {
  items: MenuItem[];
  mini: boolean;
  onNavigate?: () => void;
  pin?: 'unpin';
}

/** The pinned entries before the drag-to-reorder code has loaded: the same markup, not draggable. */
export function PinnedStatic({ items, mini, onNavigate, pin }: PinnedProps) {
  return items.map((item) => (
    <Box key={item.id} data-menu-pinned={item.id}>
      <Item item={item} mini={mini} onNavigate={onNavigate} pin={pin} />
    </Box>
  ));
}

/**
 * Mini mode: a section's icons, and a hover card with its name and labelled links that opens at
 * once and closes 100 ms after the pointer leaves (spec §9).
 */
export function MiniSection({ label, items }: { label: string; items: MenuItem[] }) {
  return (
    <HoverCard.Root
      openDelay={MENU_HOVER_OPEN_DELAY_MS}
      closeDelay={MENU_HOVER_CLOSE_DELAY_MS}
      positioning={{ placement: 'right-start' }}
    >
      <HoverCard.Trigger asChild>
        <Stack gap="0.5" data-testid={`mini-${label}`}>
          {items.map((item) => (
            <Item key={item.id} item={item} mini tooltip={false} />
          ))}
        </Stack>
      </HoverCard.Trigger>
      <Portal>
        <HoverCard.Positioner>
          <HoverCard.Content p="2" minW="48">
            <Text
              px="2"
              pb="1"
              fontSize="xs"
              fontWeight="semibold"
              color="fg.muted"
              textTransform="uppercase"
            >
              {label}
            </Text>
            <Stack gap="0.5">
              {items.map((item) => (
                <Item key={item.id} item={item} mini={false} />
              ))}
            </Stack>
          </HoverCard.Content>
        </HoverCard.Positioner>
      </Portal>
    </HoverCard.Root>
  );
}

export function SectionLabel({
  children,
  open,
  onToggle,
}: {
  children: ReactNode;
  open: boolean;
  onToggle(): void;
}) {
  return (
    <Flex
      as="button"
      onClick={onToggle}
      aria-expanded={open}
      align="center"
      justify="space-between"
      w="100%"
      px="3"
      pb="1"
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
      textTransform="uppercase"
      letterSpacing="wide"
      cursor="pointer"
      _hover={{ color: 'fg' }}
    >
      {children}
      <Box as="span" transform={open ? undefined : 'rotate(-90deg)'} transition="transform 0.15s" aria-hidden>
        <ChevronDown size={14} />
      </Box>
    </Flex>
  );
}
