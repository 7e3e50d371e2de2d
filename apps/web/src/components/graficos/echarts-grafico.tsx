import { Box } from '@chakra-ui/react';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { type CoresGrafico, type DadosGrafico, montarOpcoes } from './opcoes.ts';

// The only module that imports ECharts: loaded on demand (grafico.tsx), so its chunk stays out of
// the main bundle. Only the bar and line charts, grid, legend and tooltip, drawn as SVG (crisp at
// any zoom, and measurable where there is no canvas).
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export default function EChartsGrafico(props: {
  dados: DadosGrafico;
  cores: CoresGrafico;
  resumo: string;
  compacto: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const grafico = useRef<EChartsType | null>(null);
  const foco = useRef(-1);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const g = init(el, null, { renderer: 'svg' });
    grafico.current = g;
    // Follows its container (the card, the dashboard's grid cell, a phone turned sideways).
    const observador = new ResizeObserver(() => g.resize());
    observador.observe(el);
    return () => {
      observador.disconnect();
      g.dispose();
      grafico.current = null;
    };
  }, []);

  useEffect(() => {
    grafico.current?.setOption(montarOpcoes(props.dados, props.cores, { compacto: props.compacto }), {
      notMerge: true,
    });
    foco.current = -1;
  }, [props.dados, props.cores, props.compacto]);

  /** The arrow keys walk the categories and show each one's tooltip; Escape hides it. */
  function teclas(e: KeyboardEvent) {
    const g = grafico.current;
    const n = props.dados.rotulos.length;
    if (!g || n === 0) return;
    let i = foco.current;
    if (e.key === 'ArrowRight') i = Math.min(n - 1, i + 1);
    else if (e.key === 'ArrowLeft') i = i < 0 ? n - 1 : Math.max(0, i - 1);
    else if (e.key === 'Home') i = 0;
    else if (e.key === 'End') i = n - 1;
    else if (e.key === 'Escape') {
      g.dispatchAction({ type: 'hideTip' });
      foco.current = -1;
      return;
    } else return;
    e.preventDefault();
    foco.current = i;
    g.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: i });
  }

  return (
    <Box
      ref={ref}
      h="100%"
      w="100%"
      minW="0"
      role="img"
      aria-label={props.resumo}
      tabIndex={0}
      onKeyDown={teclas}
      onBlur={() => grafico.current?.dispatchAction({ type: 'hideTip' })}
      rounded="sm"
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      colorPalette="orange"
      data-grafico="echarts"
    />
  );
}
