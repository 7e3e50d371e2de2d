import { formatEnergia, formatMoeda, formatPercentual, formatPotencia } from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import type { EChartsCoreOption } from 'echarts/core';

// What a chart shows, described without ECharts (the plant page and the dashboard fill it in), and
// the ECharts option built from it. Kept apart from the ECharts chunk so the tests and the
// accessible table read the same figures the chart draws.

/**
 * kWh (energy per day, month or year) or W (power along a day); the performance page also draws
 * counts, reais and hours.
 */
export type Grandeza = 'energia' | 'potencia' | 'quantidade' | 'moeda' | 'horas';

interface SerieGrafico {
  nome: string;
  /** The real figures (the plant's colour) or the expectation (neutral, beside them). */
  papel: 'real' | 'esperado';
  /** Bars beside each other, a line (the expectation of many days) or a filled area (a power curve). */
  forma: 'barra' | 'linha' | 'area';
  /** One value per category (null where there is none). */
  valores: ReadonlyArray<number | null>;
}

export interface DadosGrafico {
  grandeza: Grandeza;
  /**
   * `categoria`: one slot per label (days, months, years); `horas`: labels are `HH:MM` laid out on
   * a 24-hour axis.
   */
  eixo: 'categoria' | 'horas';
  /** Short labels under the axis: '01', 'jan', '2026', '06:35'. */
  rotulos: readonly string[];
  /** Long labels for the tooltip and the table: '01/03/2026', 'janeiro de 2026'. */
  titulos?: readonly string[];
  series: readonly SerieGrafico[];
  /**
   * How real against expected is named: 'Desempenho' … 'do esperado' when absent; a proposal
   * compares generation with consumption ('Cobertura' … 'do consumo').
   */
  comparacao?: { nome: string; sufixo: string };
}

/** The name of real against expected: the chart's own, or performance against expectation. */
export const comparacaoDe = (dados: DadosGrafico) =>
  dados.comparacao ?? { nome: 'Desempenho', sufixo: 'do esperado' };

export interface CoresGrafico {
  real: string;
  realSuave: string;
  esperado: string;
  esperadoLinha: string;
  texto: string;
  textoForte: string;
  grade: string;
  eixo: string;
  fundoDica: string;
  bordaDica: string;
  /** The page's font: ECharts measures labels with it to lay them out inside the chart. */
  fonte: string;
}

interface Escala {
  divisor: number;
  unidade: string;
}

/**
 * The unit of the value axis, from the largest value: kWh (MWh past 10 000 kWh) for energy, W, kW
 * or MW for power. The tooltip and the table keep each value's own prefix (formatEnergia).
 */
export function escalaDe(grandeza: Grandeza, maximo: number): Escala {
  if (grandeza === 'quantidade') return { divisor: 1, unidade: '' };
  if (grandeza === 'moeda') return { divisor: 1, unidade: 'R$' };
  if (grandeza === 'horas') return { divisor: 1, unidade: 'h' };
  if (grandeza === 'energia')
    return maximo >= 10_000 ? { divisor: 1000, unidade: 'MWh' } : { divisor: 1, unidade: 'kWh' };
  if (maximo >= 1_000_000) return { divisor: 1_000_000, unidade: 'MW' };
  return maximo >= 1000 ? { divisor: 1000, unidade: 'kW' } : { divisor: 1, unidade: 'W' };
}

const numeroEixo = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A value as a person reads it: '12,5 kWh', '1,23 MWh', '4,2 kW'. */
export function formatarValor(grandeza: Grandeza, v: number | null | undefined): string {
  if (v === null || v === undefined) return '—';
  if (grandeza === 'quantidade') return numeroBr(v, 0, 1);
  if (grandeza === 'moeda') return formatMoeda(v);
  if (grandeza === 'horas') return `${numeroBr(v, 0, 1)} h`;
  return (grandeza === 'energia' ? formatEnergia(v * 1000) : formatPotencia(v)) || '—';
}

const minutos = (hora: string) => {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  return h * 60 + m;
};
const hhmm = (min: number) =>
  `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(Math.round(min % 60)).padStart(2, '0')}`;

const escapar = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Real against expected of one category, in percent (null without both). */
export function desempenho(dados: DadosGrafico, indice: number): number | null {
  const real = dados.series.find((s) => s.papel === 'real')?.valores[indice];
  const esperado = dados.series.find((s) => s.papel === 'esperado')?.valores[indice];
  return real != null && esperado != null && esperado > 0 ? (real / esperado) * 100 : null;
}

/** The tooltip of one category: its long label, each series' value and, with both, the performance. */
export function textoDaDica(dados: DadosGrafico, indice: number): string {
  const titulo = dados.titulos?.[indice] ?? dados.rotulos[indice] ?? '';
  const linhas = dados.series
    .filter((s) => s.valores[indice] != null)
    .map((s) => `${escapar(s.nome)}: <b>${escapar(formatarValor(dados.grandeza, s.valores[indice]))}</b>`);
  const pct = desempenho(dados, indice);
  const { nome, sufixo } = comparacaoDe(dados);
  if (pct !== null)
    linhas.push(`${escapar(nome)}: <b>${escapar(formatPercentual(pct))}</b> ${escapar(sufixo)}`);
  return `<div style="font-weight:600;margin-bottom:2px">${escapar(titulo)}</div>${linhas.join('<br/>')}`;
}

/** The ECharts option: axes with the unit, pt-BR numbers, a tooltip per category, the theme's colours. */
export function montarOpcoes(
  dados: DadosGrafico,
  cores: CoresGrafico,
  opcoes: { compacto?: boolean } = {},
): EChartsCoreOption {
  const maximo = Math.max(0, ...dados.series.flatMap((s) => s.valores.map((v) => v ?? 0)));
  const escala = escalaDe(dados.grandeza, maximo);
  const horas = dados.eixo === 'horas';
  const compacto = opcoes.compacto === true;
  const estiloTexto = { color: cores.texto, fontSize: compacto ? 10 : 11 };
  const dadosDa = (s: SerieGrafico) =>
    horas ? s.valores.map((v, i) => [minutos(dados.rotulos[i] ?? '0:00'), v]) : [...s.valores];
  const series = dados.series.map((s) => {
    const cor = s.papel === 'real' ? cores.real : s.forma === 'barra' ? cores.esperado : cores.esperadoLinha;
    const base = { name: s.nome, data: dadosDa(s), itemStyle: { color: cor }, emphasis: { disabled: true } };
    if (s.forma === 'barra')
      return {
        ...base,
        type: 'bar',
        barMaxWidth: 28,
        barGap: '10%',
        itemStyle: { color: cor, borderRadius: [3, 3, 0, 0] },
      };
    return {
      ...base,
      type: 'line',
      showSymbol: false,
      symbol: 'circle',
      connectNulls: false,
      step: s.forma === 'linha' && !horas ? 'middle' : undefined,
      lineStyle: { color: cor, width: 2, type: s.papel === 'esperado' ? 'dashed' : 'solid' },
      areaStyle: s.forma === 'area' ? { color: cores.realSuave } : undefined,
    };
  });
  return {
    animation: false,
    backgroundColor: 'transparent',
    textStyle: { fontFamily: cores.fonte },
    // The plot shrinks so that its axis labels and the unit stay inside this box (under the legend).
    grid: {
      left: 2,
      right: compacto ? 4 : 10,
      top: dados.series.length > 1 ? (compacto ? 18 : 24) : 4,
      bottom: 2,
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
    },
    legend: {
      show: dados.series.length > 1,
      right: 0,
      top: 0,
      itemWidth: compacto ? 10 : 14,
      itemHeight: compacto ? 8 : 10,
      itemGap: compacto ? 6 : 10,
      textStyle: estiloTexto,
      selectedMode: false,
    },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: horas ? 'line' : 'shadow', lineStyle: { color: cores.eixo } },
      backgroundColor: cores.fundoDica,
      borderColor: cores.bordaDica,
      textStyle: { color: cores.textoForte, fontSize: 12, fontFamily: cores.fonte },
      extraCssText: 'line-height:1.5;box-shadow:0 2px 8px rgba(0,0,0,.15);',
      formatter: (params: unknown) => {
        const lista = (Array.isArray(params) ? params : [params]) as Array<{ dataIndex: number }>;
        return textoDaDica(dados, lista[0]?.dataIndex ?? 0);
      },
    },
    xAxis: horas
      ? {
          type: 'value',
          min: 0,
          max: 24 * 60,
          interval: 6 * 60,
          axisLabel: { ...estiloTexto, formatter: (v: number) => hhmm(v) },
          axisLine: { show: true, lineStyle: { color: cores.eixo } },
          axisTick: { show: true, lineStyle: { color: cores.eixo } },
          splitLine: { show: false },
        }
      : {
          type: 'category',
          data: [...dados.rotulos],
          axisLabel: { ...estiloTexto, hideOverlap: true },
          axisLine: { lineStyle: { color: cores.eixo } },
          axisTick: { alignWithLabel: true, lineStyle: { color: cores.eixo } },
        },
    yAxis: {
      type: 'value',
      name: escala.unidade,
      nameLocation: 'end',
      nameGap: 12,
      nameTextStyle: { ...estiloTexto, align: 'left', padding: [0, 0, 0, -4] },
      splitNumber: compacto ? 2 : 4,
      // No '0,5 W' ticks on a night's flat curve: power steps by whole watts.
      minInterval: dados.grandeza === 'potencia' || dados.grandeza === 'quantidade' ? 1 : undefined,
      axisLabel: { ...estiloTexto, formatter: (v: number) => numeroEixo.format(v / escala.divisor) },
      splitLine: { lineStyle: { color: cores.grade } },
    },
    series,
  };
}

/**
 * What a screen reader hears on the chart: the description, each series' total (or, for power, its
 * peak) and the real against expected over the whole chart.
 */
export function resumoDoGrafico(dados: DadosGrafico, descricao: string): string {
  const partes = [descricao];
  for (const s of dados.series) {
    const validos = s.valores.filter((v): v is number => v !== null);
    if (validos.length === 0) continue;
    if (dados.grandeza === 'potencia') {
      const i = s.valores.indexOf(Math.max(...validos));
      partes.push(
        `${s.nome}: pico de ${formatarValor('potencia', s.valores[i])} às ${dados.rotulos[i] ?? ''}`,
      );
    } else if (dados.grandeza !== 'horas')
      partes.push(
        `${s.nome}: ${formatarValor(
          dados.grandeza,
          validos.reduce((a, v) => a + v, 0),
        )} no total`,
      );
  }
  const real = dados.series.find((s) => s.papel === 'real');
  const esperado = dados.series.find((s) => s.papel === 'esperado');
  if (dados.grandeza === 'energia' && real && esperado) {
    // Only where both exist, as the chart compares them.
    let r = 0;
    let e = 0;
    esperado.valores.forEach((v, i) => {
      if (v === null) return;
      e += v;
      r += real.valores[i] ?? 0;
    });
    if (e > 0) partes.push(`${formatPercentual((r / e) * 100)} ${comparacaoDe(dados).sufixo}`);
  }
  return `${partes.join('. ')}.`;
}
