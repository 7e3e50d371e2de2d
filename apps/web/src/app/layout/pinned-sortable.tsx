import { Box } from '@chakra-ui/react';
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
  DRAG_ACTIVATION_DISTANCE_PX,
  DRAG_TOUCH_DELAY_MS,
  DRAG_TOUCH_TOLERANCE_PX,
} from '@irradia/shared/constants';
import { useEffect } from 'react';
import { useAppStore } from '../../stores/app-store.ts';
import { Item, type ItemProps, type PinnedProps } from './side-menu-item.tsx';

// The pinned entries made draggable (spec §9: drag to reorder). Loaded on demand by the side menu
// so dnd-kit is not part of the first load; until then the same entries render without dragging.

// The pointer release that ends a drag also fires a click on the link under it: swallow it.
let dragging = false;
let lastDragEnd = 0;
const swallowClickAfterDrag = (e: { preventDefault(): void; stopPropagation(): void }) => {
  if (dragging || Date.now() - lastDragEnd < 300) {
    e.preventDefault();
    e.stopPropagation();
  }
};

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

export default function PinnedSortable({ items, mini, onNavigate, pin }: PinnedProps) {
  const pinnedIds = useAppStore((s) => s.account.pinned_menus);
  const setPinned = useAppStore((s) => s.setPinnedMenus);
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
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <SortableItem key={item.id} item={item} mini={mini} onNavigate={onNavigate} pin={pin} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
