import { Box } from '@chakra-ui/react';
import { type ItemLayout, WIDGET_POR_NOME } from '@irradia/shared/dashboard/widgets';
import { GridLayout, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import {
  ALTURA_MAXIMA,
  alternarLargura,
  empilhar,
  LARGURA_UMA_COLUNA,
  limpar,
  mesmoLayout,
  mover,
  remover,
} from '../layout.ts';
import { WidgetCard } from './widget-card.tsx';

/**
 * The dashboard's widgets on a react-grid-layout grid: dragged and resized in edit mode, moved with
 * each widget's buttons on the keyboard and on a phone (one column in reading order).
 */
export function Grade(props: {
  layout: ItemLayout[];
  cols: number;
  rowHeight: number;
  editando: boolean;
  onChange(layout: ItemLayout[]): void;
}) {
  const { width, containerRef } = useContainerWidth();
  // A phone (390 px) gets one column in reading order; moving is then done with the buttons.
  const umaColuna = props.cols === 1 || width < LARGURA_UMA_COLUNA;
  const cols = umaColuna ? 1 : props.cols;
  const exibido = umaColuna ? empilhar(props.layout) : props.layout;
  const arrastavel = props.editando && !umaColuna;
  const ordem = [...props.layout].sort((a, b) => a.y - b.y || a.x - b.x).map((x) => x.i);

  return (
    <Box
      ref={containerRef}
      data-testid="painel-grade"
      data-colunas={cols}
      css={{
        '& .react-grid-placeholder': { background: 'var(--chakra-colors-orange-solid)' },
        '& .react-resizable-handle': { opacity: props.editando ? 1 : 0 },
      }}
    >
      <GridLayout
        width={width}
        layout={exibido.map((x) => ({
          ...x,
          minW: 1,
          maxW: Math.min(2, cols),
          minH: 1,
          maxH: ALTURA_MAXIMA,
        }))}
        gridConfig={{ cols, rowHeight: props.rowHeight, margin: [16, 16], containerPadding: [0, 0] }}
        dragConfig={{ enabled: arrastavel, handle: '.painel-alca', bounded: false, threshold: 3 }}
        resizeConfig={{ enabled: arrastavel, handles: ['se'] }}
        onLayoutChange={(novo) => {
          if (!arrastavel) return;
          const limpo = limpar(novo as ItemLayout[]);
          if (!mesmoLayout(limpo, props.layout)) props.onChange(limpo);
        }}
      >
        {exibido.map((item) => {
          const widget = WIDGET_POR_NOME.get(item.i);
          if (!widget) return null;
          const posicao = ordem.indexOf(item.i);
          return (
            <div key={item.i}>
              <WidgetCard
                widget={widget}
                edicao={
                  props.editando
                    ? {
                        primeiro: posicao === 0,
                        ultimo: posicao === ordem.length - 1,
                        onAntes: () => props.onChange(mover(props.layout, item.i, -1, props.cols)),
                        onDepois: () => props.onChange(mover(props.layout, item.i, 1, props.cols)),
                        onLargura: umaColuna
                          ? undefined
                          : () => props.onChange(alternarLargura(props.layout, item.i, props.cols)),
                        onRemover: () => props.onChange(remover(props.layout, item.i)),
                      }
                    : undefined
                }
              />
            </div>
          );
        })}
      </GridLayout>
    </Box>
  );
}
