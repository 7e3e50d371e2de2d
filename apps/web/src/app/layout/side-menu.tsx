import { Collapsible, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD_ITEM, MENU_SECTIONS, type MenuItem } from '@irradia/shared/menu';
import { Suspense, startTransition, useState } from 'react';
import { lazyPart } from '../../lib/lazy-screen.ts';
import { usePermissoes } from '../../lib/permissoes.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { Item, MiniSection, PinnedStatic, SectionLabel } from './side-menu-item.tsx';

const ALL_ITEMS: MenuItem[] = MENU_SECTIONS.flatMap((s) => s.items);

// Drag-to-reorder (dnd-kit) loads the first time a pointer or the focus enters the menu, so the
// first load does without it; should its chunk fail, the pinned entries stay in place.
const PinnedSortable = lazyPart(() => import('./pinned-sortable.tsx'), PinnedStatic);

/**
 * The side menu's contents (spec §2): a fixed "Principal" group with the dashboard (always
 * pinned) and the pinned items in the user's order (drag to reorder), then the sections, each
 * collapsible, each item pinnable. The frame (column or mobile drawer) is the layout's job.
 */
export function SideMenu({ mini = false, onNavigate }: { mini?: boolean; onNavigate?: () => void }) {
  const signedIn = useAppStore((s) => s.account.user !== null);
  const pinnedIds = useAppStore((s) => s.account.pinned_menus);
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

  const [reorderable, setReorderable] = useState(false);
  // A transition keeps the static entries on screen (not remounted by a fallback) until the
  // sortable chunk is in, so a click already under way lands on the element it began on.
  const wantReorder = () => {
    if (!reorderable) startTransition(() => setReorderable(true));
  };
  const pinnedProps = { items: pinned, mini, onNavigate, pin: signedIn ? ('unpin' as const) : undefined };

  return (
    <Stack
      as="nav"
      aria-label="Navegação principal"
      gap="4"
      p="2"
      pt="3"
      onPointerEnter={wantReorder}
      onTouchStart={wantReorder}
      onFocus={wantReorder}
    >
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
        <Suspense fallback={<PinnedStatic {...pinnedProps} />}>
          {reorderable ? <PinnedSortable {...pinnedProps} /> : <PinnedStatic {...pinnedProps} />}
        </Suspense>
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
