import { Collapsible, Stack, Text } from '@chakra-ui/react';

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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import {
  DASHBOARD_ITEM,
  DRAG_ACTIVATION_DISTANCE_PX,
  DRAG_TOUCH_DELAY_MS,
  DRAG_TOUCH_TOLERANCE_PX,
  MENU_SECTIONS,
  type MenuItem,
} from '@irradia/shared';
import { useEffect, useState } from 'react';
import { usePermissoes } from '../../lib/permissoes.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { Item, MiniSection, SectionLabel, SortableItem } from './side-menu-item.tsx';

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
