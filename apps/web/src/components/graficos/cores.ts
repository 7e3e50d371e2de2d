import { useChakraContext } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useColorMode } from '../../app/layout/theme-toggle.ts';
import type { CoresGrafico } from './opcoes.ts';

/**
 * The chart's colours from the Chakra palette for the current colour mode: ECharts draws with
 * plain colours (it mixes them for hover and areas), not with CSS variables.
 */
export function useCoresDoGrafico(): CoresGrafico {
  const { isDark } = useColorMode();
  const system = useChakraContext();
  return useMemo(() => {
    const c = (claro: string, escuro: string) => system.token(`colors.${isDark ? escuro : claro}`) as string;
    return {
      real: c('orange.500', 'orange.400'),
      realSuave: c('orange.100', 'orange.900'),
      esperado: c('gray.300', 'gray.600'),
      esperadoLinha: c('gray.500', 'gray.400'),
      texto: c('gray.600', 'gray.400'),
      textoForte: c('gray.900', 'gray.50'),
      grade: c('gray.200', 'gray.800'),
      eixo: c('gray.300', 'gray.700'),
      fundoDica: c('white', 'gray.900'),
      bordaDica: c('gray.200', 'gray.700'),
      fonte: system.token('fonts.body') as string,
    };
  }, [isDark, system]);
}
