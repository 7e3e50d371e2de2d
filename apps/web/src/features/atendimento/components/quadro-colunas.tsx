import { HStack, IconButton, NativeSelect, Stack, useBreakpointValue } from '@chakra-ui/react';
import { type Announcements, closestCorners, DndContext, DragOverlay } from '@dnd-kit/core';
import type { Cartao, Fase } from '@irradia/shared/quadros/quadros.schema';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Movimento } from '../api.ts';
import { posicaoNoServidor } from '../mover.ts';
import { useArrasto } from '../use-arrasto.ts';
import { MoverParaMenu } from './mover-para-menu.tsx';
import { CartaoFlutuante } from './quadro-cartao.tsx';
import { contagem, QuadroColuna } from './quadro-coluna.tsx';

/** What a screen reader hears while a card is dragged (pt-BR; dnd-kit's defaults are English). */
function anuncios(cartoes: readonly Cartao[], fases: readonly Fase[]): Announcements {
  const titulo = (id: unknown) => {
    const c = cartoes.find((x) => x.uuid === id);
    return c ? `Cartão #${c.numero}` : 'Cartão';
  };
  const onde = (id: unknown) => {
    const f = fases.find((x) => x.uuid === id);
    if (f) return `na fase ${f.nome}`;
    const c = cartoes.find((x) => x.uuid === id);
    return c ? `sobre o cartão #${c.numero}` : '';
  };
  return {
    onDragStart: ({ active }) => `${titulo(active.id)} levantado.`,
    onDragOver: ({ active, over }) =>
      over ? `${titulo(active.id)} ${onde(over.id)}.` : `${titulo(active.id)} fora das fases.`,
    onDragEnd: ({ active, over }) =>
      over ? `${titulo(active.id)} solto ${onde(over.id)}.` : `${titulo(active.id)} solto.`,
    onDragCancel: ({ active }) => `Movimento do ${titulo(active.id)} cancelado.`,
  };
}

const INSTRUCOES =
  'Para mover um cartão, pressione espaço para levantá-lo, use as setas para levá-lo a outra posição ou fase, espaço para soltar ou Esc para cancelar. Enter abre o cartão.';

/**
 * The board: one column per stage, side by side (scrolling sideways), or on a phone one stage at
 * a time with a stage selector. Cards are dragged with the pointer, a touch hold or the keyboard.
 */
export function QuadroColunas(props: {
  fases: readonly Fase[];
  cartoes: readonly Cartao[];
  filtrando: boolean;
  podeMover: boolean;
  faseNoCelular: string;
  onEscolherFase(uuid: string): void;
  onMover(m: Movimento): void;
  onAbrir(c: Cartao): void;
  menuDe(fase: Fase): ReactNode;
}) {
  const celular = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const arrasto = useArrasto(props.cartoes, props.fases, props.onMover);
  const fases = props.fases;

  // On a phone only one stage shows: a card changes stage from its menu, to the stage's end.
  const moverPara = (c: Cartao) => (
    <MoverParaMenu
      cartao={c}
      fases={fases}
      onMover={(fase) => {
        const outros = arrasto.cartoesDe(fase).filter((x) => x.uuid !== c.uuid);
        props.onMover({ cartao: c, fase, posicao: posicaoNoServidor(outros, outros.length, c) });
      }}
    />
  );

  const coluna = (fase: Fase, indice: number, largura?: string) => (
    <QuadroColuna
      key={fase.uuid}
      fase={fase}
      indice={indice}
      cartoes={arrasto.cartoesDe(fase.uuid)}
      filtrando={props.filtrando}
      podeMover={props.podeMover}
      arrastando={arrasto.ativo !== null}
      menu={props.menuDe(fase)}
      onAbrir={props.onAbrir}
      largura={largura}
      aoLadoDoCartao={largura && props.podeMover ? moverPara : undefined}
    />
  );

  const indiceNoCelular = Math.max(
    0,
    fases.findIndex((f) => f.uuid === props.faseNoCelular),
  );
  const faseNoCelular = fases[indiceNoCelular];

  return (
    <DndContext
      sensors={arrasto.sensors}
      collisionDetection={closestCorners}
      onDragStart={arrasto.onDragStart}
      onDragOver={arrasto.onDragOver}
      onDragEnd={arrasto.onDragEnd}
      onDragCancel={arrasto.onDragCancel}
      accessibility={{
        announcements: anuncios(props.cartoes, fases),
        screenReaderInstructions: { draggable: INSTRUCOES },
      }}
    >
      {celular ? (
        <Stack gap="3">
          <HStack gap="1">
            <IconButton
              variant="outline"
              size="sm"
              aria-label="Fase anterior"
              disabled={indiceNoCelular === 0}
              onClick={() => {
                const f = fases[indiceNoCelular - 1];
                if (f) props.onEscolherFase(f.uuid);
              }}
            >
              <ChevronLeft />
            </IconButton>
            <NativeSelect.Root size="sm" flex="1">
              <NativeSelect.Field
                aria-label="Fase"
                value={faseNoCelular?.uuid ?? ''}
                onChange={(e) => props.onEscolherFase(e.target.value)}
              >
                {fases.map((f) => (
                  <option key={f.uuid} value={f.uuid}>
                    {f.nome} ({contagem(f, arrasto.cartoesDe(f.uuid).length, props.filtrando)})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <IconButton
              variant="outline"
              size="sm"
              aria-label="Próxima fase"
              disabled={indiceNoCelular >= fases.length - 1}
              onClick={() => {
                const f = fases[indiceNoCelular + 1];
                if (f) props.onEscolherFase(f.uuid);
              }}
            >
              <ChevronRight />
            </IconButton>
          </HStack>
          {faseNoCelular && coluna(faseNoCelular, indiceNoCelular, 'full')}
        </Stack>
      ) : (
        <HStack align="stretch" gap="3" overflowX="auto" pb="3" data-testid="colunas">
          {fases.map((f, i) => coluna(f, i))}
        </HStack>
      )}
      <DragOverlay>{arrasto.ativo ? <CartaoFlutuante cartao={arrasto.ativo} /> : null}</DragOverlay>
    </DndContext>
  );
}
