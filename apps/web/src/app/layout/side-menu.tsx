import {
  Box,
  Link as ChakraLink,
  Collapsible,
  Flex,
  HoverCard,
  IconButton,
  Portal,
  Stack,
  Text,
  Tooltip,
} from '@chakra-ui/react';

import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import {
  DASHBOARD_ITEM,
  DRAG_ACTIVATION_DISTANCE_PX,
  DRAG_TOUCH_DELAY_MS,
  DRAG_TOUCH_TOLERANCE_PX,
  MENU_HOVER_CLOSE_DELAY_MS,
  MENU_HOVER_OPEN_DELAY_MS,
  MENU_SECTIONS,
  type MenuItem,
  TOOLTIP_OPEN_DELAY_MS,
} from '@irradia/shared';
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
import { type ReactNode, useEffect, useState } from 'react';
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

const ALL_ITEMS: MenuItem[] = MENU_SECTIONS.flatMap((s) => s.items);

// The pointer release that ends a drag also fires a click on the link under it: swallow it.
let dragging = false;
let lastDragEnd = 0;
const swallowClickAfterDrag = (e: { preventDefault(): void; stopPropagation(): void }) => {
  if (dragging || Date.now() - lastDragEnd < 300) {
    e.preventDefault();
    e.stopPropagation();
  }
};

interface ItemProps {
  item: MenuItem;
  mini: boolean;
  onNavigate?: () => void;
  pin?: 'pin' | 'unpin';
  dragHandle?: Record<string, unknown>;
}

function Item({
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

function SortableItem(props: ItemProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: props.item.id,
  });
  return (
    <Box
      ref={setNodeRef}
      data-menu-pinned={props.item.id}
      style={{
        transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : undefined,
      }}
    >
      <Item {...props} dragHandle={{ ...attributes, ...listeners }} />
    </Box>
  );
}

/**
 * Mini mode: a section's icons, and a hover card with its name and labelled links that opens at
 * once and closes 100 ms after the pointer leaves (spec §9).
 */
function MiniSection({ label, items }: { label: string; items: MenuItem[] }) {
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

function SectionLabel({
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

/**
 * The side menu's contents (spec §2): a fixed "Principal" group with the dashboard (always
 * pinned) and the pinned items in the user's order (drag to reorder), then the sections, each
 * collapsible, each item pinnable. The frame (column or mobile drawer) is the layout's job.
 */
export function SideMenu({ mini = false, onNavigate }: { mini?: boolean; onNavigate?: () => void }) {
  const signedIn = useAppStore((s) => s.account.user !== null);
  const pinnedIds = useAppStore((s) => s.account.pinned_menus);
  const setPinned = useAppStore((s) => s.setPinnedMenus);
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  const { ctx, pode } = usePermissoes();

  const visivel = (i: MenuItem) =>
    !i.hidden &&
    (!i.signedIn || signedIn) &&
    !(ctx.tipoEmpresa && i.ocultoPara?.includes(ctx.tipoEmpresa)) &&
    (!i.permissao || !signedIn || pode(i.permissao, { modo: i.modo, semEmpresaPassa: i.semEmpresa }));
  const sections = MENU_SECTIONS.filter((s) => !s.hidden)
    .map((s) => ({ ...s, items: s.items.filter(visivel) }))
    .filter((s) => s.items.length > 0);
  const pinned = pinnedIds
    .map((id) => ALL_ITEMS.find((i) => i.id === id))
    .filter((i): i is MenuItem => Boolean(i && visivel(i)));

  // Spec §9: drag starts after 10 px, or after a 250 ms touch hold within 5 px.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Native, capturing, on the document: the browser follows the link before React would see it.
  useEffect(() => {
    const onClick = (e: MouseEvent) => swallowClickAfterDrag(e);
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dragging = false;
    lastDragEnd = Date.now();
    if (!over || active.id === over.id) return;
    const from = pinnedIds.indexOf(String(active.id));
    const to = pinnedIds.indexOf(String(over.id));
    // Reorder after the release's click has been dispatched (and swallowed), not under it.
    if (from >= 0 && to >= 0) setTimeout(() => setPinned(arrayMove(pinnedIds, from, to)), 0);
  };

  return (
    <Stack as="nav" aria-label="Navegação principal" gap="4" p="2" pt="3">
      <Stack gap="0.5" data-testid="menu-principal">
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
            Principal
          </Text>
        )}
        <Item item={DASHBOARD_ITEM} mini={mini} onNavigate={onNavigate} />
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={() => {
            dragging = true;
          }}
          onDragCancel={() => {
            dragging = false;
            lastDragEnd = Date.now();
          }}
          onDragEnd={onDragEnd}
        >
          <SortableContext items={pinned.map((i) => i.id)} strategy={verticalListSortingStrategy}>
            {pinned.map((item) => (
              <SortableItem
                key={item.id}
                item={item}
                mini={mini}
                onNavigate={onNavigate}
                pin={signedIn ? 'unpin' : undefined}
              />
            ))}
          </SortableContext>
        </DndContext>
      </Stack>
      {sections.map((section) => {
        const open = mini || !closed[section.id];
        return (
          <Collapsible.Root key={section.id} open={open}>
            {!mini && (
              <SectionLabel
                open={open}
                onToggle={() => setClosed((c) => ({ ...c, [section.id]: !c[section.id] }))}
              >
                {section.label}
              </SectionLabel>
            )}
            <Collapsible.Content>
              {mini ? (
                <MiniSection label={section.label} items={section.items} />
              ) : (
                <Stack gap="0.5">
                  {section.items.map((item) => (
                    <Item
                      key={item.id}
                      item={item}
                      mini={mini}
                      onNavigate={onNavigate}
                      pin={signedIn && !pinnedIds.includes(item.id) ? 'pin' : undefined}
                    />
                  ))}
                </Stack>
              )}
            </Collapsible.Content>
          </Collapsible.Root>
        );
      })}
    </Stack>
  );
}
