import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { formatData, formatPercentual, formatPotencia } from '@irradia/shared';
import { type DadosGrafico, Grafico } from '../../../components/graficos/grafico.tsx';
import type { EnergiaDoDia, GeracaoDiaria, GeracaoHoraria, GeracaoMes } from '../api.ts';
import { diaCurto, kwh, nomeDoMes, WidgetVazio } from './widget-pecas.tsx';

// The generation widgets: the month, today's power and the last 30 days, drawn by the chart module.

/**
 * Days as the chart module draws them: the energy of each day as bars and, when the company's plants
 * have a city, each day's expectation as a dashed line beside them (the days of either, in order).
 */
function dadosDosDias(dias: EnergiaDoDia[], esperada: EnergiaDoDia[] | null | undefined): DadosGrafico {
  const datas = [...new Set([...dias, ...(esperada ?? [])].map((d) => d.data))].sort();
  const real = new Map(dias.map((d) => [d.data, d.energia_kwh]));
  const esperadaPorData = new Map((esperada ?? []).map((d) => [d.data, d.energia_kwh]));
  return {
    grandeza: 'energia',
    eixo: 'categoria',
    rotulos: datas.map(diaCurto),
    titulos: datas.map((d) => formatData(d)),
    series: [
      { nome: 'Gerada', papel: 'real', forma: 'barra', valores: datas.map((d) => real.get(d) ?? null) },
      ...(esperada && esperada.length > 0
        ? [
            {
              nome: 'Esperada',
              papel: 'esperado' as const,
              forma: 'linha' as const,
              valores: datas.map((d) => esperadaPorData.get(d) ?? null),
            },
          ]
        : []),
    ],
  };
}

export function ConteudoGeracaoMes({ data }: { data: GeracaoMes }) {
  if (data.energia_kwh === 0 && data.dias.length === 0)
    return (
      <WidgetVazio
        texto={`Sem geração registrada em ${nomeDoMes(data.mes)}.`}
        acao={{ rotulo: 'Importar usinas', para: '/usinas' }}
      />
    );
  const desempenho =
    data.esperada_kwh && data.esperada_kwh > 0 ? (data.energia_kwh / data.esperada_kwh) * 100 : null;
  // The figures beside the chart: the chart keeps the card's whole height for its axes.
  return (
    <HStack gap="3" h="100%" align="stretch">
      <Stack gap="0.5" flexShrink={0} maxW="45%" justify="center">
        <Text fontSize="2xl" fontWeight="bold" lineHeight="1.1" data-testid="widget-numero">
          {kwh(data.energia_kwh)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {nomeDoMes(data.mes)}
        </Text>
        {data.esperada_kwh !== null && (
          <Text fontSize="xs" color="fg.muted">
            Esperado {kwh(data.esperada_kwh)}
            {desempenho !== null && (
              <>
                <br />
                <Text as="span" fontWeight="semibold" color="fg">
                  {formatPercentual(desempenho)}
                </Text>{' '}
                do esperado
              </>
            )}
          </Text>
        )}
      </Stack>
      {data.dias.length > 0 && (
        <Box flex="1" minW="0">
          <Grafico
            altura="100%"
            compacto
            dados={dadosDosDias(data.dias, data.esperada_por_dia)}
            descricao={`Energia gerada por dia em ${nomeDoMes(data.mes).toLowerCase()}`}
            nomeCategoria="Dia"
          />
        </Box>
      )}
    </HStack>
  );
}

export function ConteudoGeracaoHoraria({ data }: { data: GeracaoHoraria }) {
  if (data.pontos.length === 0)
    return (
      <WidgetVazio
        texto="Nenhuma leitura de potência hoje. As leituras chegam conforme os portais atualizam."
        acao={{ rotulo: 'Ver usinas', para: '/usinas' }}
      />
    );
  const pico = data.pontos.reduce((a, p) => (p.potencia_w > a.potencia_w ? p : a));
  return (
    <Stack gap="1" h="100%">
      <HStack justify="space-between" wrap="wrap" fontSize="sm">
        <Text>
          Agora: <strong>{formatPotencia(data.potencia_atual_w) || '—'}</strong>
        </Text>
        <Text color="fg.muted">
          Pico {formatPotencia(pico.potencia_w)} às {pico.hora}
        </Text>
      </HStack>
      <Box flex="1" minH="20">
        <Grafico
          altura="100%"
          compacto
          dados={{
            grandeza: 'potencia',
            eixo: 'horas',
            rotulos: data.pontos.map((p) => p.hora),
            series: [
              {
                nome: 'Potência',
                papel: 'real',
                forma: 'area',
                valores: data.pontos.map((p) => p.potencia_w),
              },
            ],
          }}
          descricao="Potência de todas as usinas hoje (horário de Brasília)"
          nomeCategoria="Hora"
        />
      </Box>
    </Stack>
  );
}

export function ConteudoGeracaoDiaria({ data }: { data: GeracaoDiaria }) {
  if (data.dias.length === 0)
    return (
      <WidgetVazio
        texto="Sem geração nos últimos 30 dias."
        acao={{ rotulo: 'Importar usinas', para: '/usinas' }}
      />
    );
  const total = data.dias.reduce((a, d) => a + d.energia_kwh, 0);
  const esperada = data.esperada_por_dia?.reduce((a, d) => a + d.energia_kwh, 0) ?? 0;
  return (
    <Stack gap="1" h="100%">
      <Text fontSize="sm" color="fg.muted">
        Total: <strong>{kwh(total)}</strong>
        {esperada > 0 && ` · esperado ${kwh(esperada)} (${formatPercentual((total / esperada) * 100)})`}
      </Text>
      <Box flex="1" minH="20">
        <Grafico
          altura="100%"
          compacto
          dados={dadosDosDias(data.dias, data.esperada_por_dia)}
          descricao="Energia gerada por dia nos últimos 30 dias"
          nomeCategoria="Dia"
        />
      </Box>
    </Stack>
  );
}
