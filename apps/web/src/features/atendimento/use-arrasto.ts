import {
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { DRAG_ACTIVATION_DISTANCE_PX, DRAG_TOUCH_DELAY_MS, DRAG_TOUCH_TOLERANCE_PX } from '@irradia/shared';
import type { Cartao, Fase } from '@irradia/shared/quadros/quadros.schema';
import { useEffect, useMemo, useState } from 'react';
import type { Movimento } from './api.ts';
import { agruparPorFase, posicaoNoServidor } from './mover.ts';

type Colunas = Record<string, string[]>;

const copiar = (c: Colunas): Colunas => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, [...v]]));

/**
 * Dragging cards between and within stages (the multi-container pattern of dnd-kit): while a card
 * is dragged the board follows a local arrangement; on the drop, `mover` gets the target stage and
 * the server's position, and the local arrangement stays until the board's data changes (so the
 * card does not flash back to where it was before the optimistic update lands).
 */
export function useArrasto(
  cartoes: readonly Cartao[],
  fases: readonly Fase[],
  mover: (m: Movimento) => void,
) {
  const grupos = useMemo(() => agruparPorFase(cartoes, fases), [cartoes, fases]);
  const porUuid = useMemo(() => new Map(cartoes.map((c) => [c.uuid, c])), [cartoes]);
  const [local, setLocal] = useState<Colunas | null>(null);
  const [ativo, setAtivo] = useState<Cartao | null>(null);

  // The board's data changed (the move landed, or someone else moved a card): show it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on new data only, not on every drag step
  useEffect(() => {
    if (!ativo) setLocal(null);
  }, [cartoes]);

  const colunas: Colunas = useMemo(
    () => local ?? Object.fromEntries(Object.entries(grupos).map(([f, l]) => [f, l.map((c) => c.uuid)])),
    [local, grupos],
  );
  const cartoesDe = (fase: string) =>
    (colunas[fase] ?? []).map((id) => porUuid.get(id)).filter((c): c is Cartao => Boolean(c));

  const faseDe = (id: UniqueIdentifier, cols: Colunas): string | undefined => {
    const s = String(id);
    if (s in cols) return s;
    return Object.keys(cols).find((f) => cols[f]?.includes(s));
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX },
    }),
    // Space lifts and drops; Enter is left to open the card.
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    setAtivo(porUuid.get(String(active.id)) ?? null);
    setLocal(copiar(colunas));
  };

  // Across stages, the card joins the other stage as soon as it is over it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setLocal((atual) => {
      if (!atual) return atual;
      const de = faseDe(active.id, atual);
      const para = faseDe(over.id, atual);
      if (!de || !para || de === para) return atual;
      const origem = (atual[de] ?? []).filter((id) => id !== active.id);
      const destino = [...(atual[para] ?? [])];
      const i = destino.indexOf(String(over.id));
      destino.splice(i >= 0 ? i : destino.length, 0, String(active.id));
      return { ...atual, [de]: origem, [para]: destino };
    });
  };

  const terminar = () => setAtivo(null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const movido = porUuid.get(String(active.id));
    terminar();
    if (!local || !movido || !over) {
      setLocal(null);
      return;
    }
    const fase = faseDe(over.id, local) ?? faseDe(active.id, local);
    if (!fase) {
      setLocal(null);
      return;
    }
    let lista = local[fase] ?? [];
    const de = lista.indexOf(String(active.id));
    const para = lista.indexOf(String(over.id));
    if (de >= 0 && para >= 0 && de !== para) lista = arrayMove(lista, de, para);
    const indice = lista.indexOf(String(active.id));
    const final = { ...local, [fase]: lista };
    const antes = grupos[movido.fase]?.map((c) => c.uuid) ?? [];
    if (fase === movido.fase && antes.indexOf(movido.uuid) === indice) {
      setLocal(null);
      return;
    }
    setLocal(final);
    const outros = lista
      .filter((id) => id !== movido.uuid)
      .map((id) => porUuid.get(id))
      .filter((c): c is Cartao => Boolean(c));
    mover({ cartao: movido, fase, posicao: posicaoNoServidor(outros, indice, movido) });
  };

  const onDragCancel = () => {
    terminar();
    setLocal(null);
  };

  return { sensors, ativo, cartoesDe, onDragStart, onDragOver, onDragEnd, onDragCancel };
}
