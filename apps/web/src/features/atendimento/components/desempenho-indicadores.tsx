import { formatMoeda, formatPercentual } from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import { StatGrid } from '../../../components/stat-grid.tsx';
import type { Indicadores } from '../desempenho-api.ts';

/** Mean hours as people read them: '12,5 h'; '—' when nothing was closed. */
export const formatHoras = (h: number | null) => (h === null ? '—' : `${numeroBr(h, 0, 1)} h`);
export const formatConversao = (pct: number | null) => (pct === null ? '—' : formatPercentual(pct));
export const formatInteiro = (n: number) => numeroBr(n, 0, 0);

/** The period's headline figures (the `total` of the answer). */
export function DesempenhoIndicadores({ total }: { total: Indicadores }) {
  return (
    <StatGrid
      destaque
      data-testid="desempenho-total"
      figuras={[
        ['Cartões fechados', formatInteiro(total.cartoes_fechados), 'total-fechados'],
        ['Cartões atrasados', formatInteiro(total.cartoes_atrasados), 'total-atrasados'],
        ['Solicitações por alerta', formatInteiro(total.atendimentos_por_alerta), 'total-por-alerta'],
        ['Tempo médio para resolver', formatHoras(total.horas_para_resolver), 'total-horas'],
        ['Propostas enviadas', formatInteiro(total.propostas_enviadas), 'total-enviadas'],
        ['Propostas aceitas', formatInteiro(total.propostas_aceitas), 'total-aceitas'],
        ['Conversão', formatConversao(total.conversao_pct), 'total-conversao'],
        ['Vendas', `${formatInteiro(total.vendas)} · ${formatMoeda(total.vendas_rs)}`, 'total-vendas'],
      ]}
    />
  );
}
