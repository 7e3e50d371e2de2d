import { Box, type BoxProps, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { formatPercentual } from '@irradia/shared';
import { Suspense, useMemo } from 'react';
import { lazyScreen } from '../../lib/lazy-screen.ts';
import { useCoresDoGrafico } from './cores.ts';
import { comparacaoDe, type DadosGrafico, desempenho, formatarValor, resumoDoGrafico } from './opcoes.ts';

export type { DadosGrafico } from './opcoes.ts';

// ECharts (and its ~400 kB) arrives with the first chart a screen shows, not with the app.
const EChartsGrafico = lazyScreen(() => import('./echarts-grafico.tsx'));

/**
 * The one chart of the app (plant page and dashboard): axes with units, pt-BR numbers, a tooltip per
 * category (hover, or the arrow keys once focused), the theme's colours, following its container's
 * size. Screen readers hear a summary and can read every value in a visually hidden table.
 */
export function Grafico(props: {
  dados: DadosGrafico;
  /** What the chart shows, e.g. 'Geração por dia em março de 2026'. */
  descricao: string;
  /** The table's first column: 'Dia', 'Mês', 'Ano', 'Hora'. */
  nomeCategoria: string;
  /** The chart's height; '100%' fills a parent of definite height (a dashboard widget). */
  altura?: BoxProps['h'];
  /** Smaller type and margins, for the dashboard's small cards. */
  compacto?: boolean;
  testId?: string;
}) {
  const cores = useCoresDoGrafico();
  const altura = props.altura ?? { base: '56', md: '64' };
  const resumo = useMemo(() => resumoDoGrafico(props.dados, props.descricao), [props.dados, props.descricao]);
  const comDesempenho =
    props.dados.grandeza === 'energia' &&
    props.dados.series.some((s) => s.papel === 'real') &&
    props.dados.series.some((s) => s.papel === 'esperado');
  return (
    <Box data-testid={props.testId} position="relative" minW="0" w="100%" h={altura}>
      <Suspense
        fallback={
          <Skeleton h="100%" w="100%" rounded="md" aria-busy="true" aria-label="Carregando o gráfico" />
        }
      >
        <EChartsGrafico
          dados={props.dados}
          cores={cores}
          resumo={resumo}
          compacto={props.compacto ?? false}
        />
      </Suspense>
      <VisuallyHidden>
        <table>
          <caption>{props.descricao}</caption>
          <thead>
            <tr>
              <th scope="col">{props.nomeCategoria}</th>
              {props.dados.series.map((s) => (
                <th scope="col" key={s.nome}>
                  {s.nome}
                </th>
              ))}
              {comDesempenho && <th scope="col">{comparacaoDe(props.dados).nome}</th>}
            </tr>
          </thead>
          <tbody>
            {props.dados.rotulos.map((rotulo, i) => {
              const pct = comDesempenho ? desempenho(props.dados, i) : null;
              return (
                <tr key={rotulo}>
                  <th scope="row">{props.dados.titulos?.[i] ?? rotulo}</th>
                  {props.dados.series.map((s) => (
                    <td key={s.nome}>{formatarValor(props.dados.grandeza, s.valores[i])}</td>
                  ))}
                  {comDesempenho && <td>{pct === null ? '—' : formatPercentual(pct)}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
