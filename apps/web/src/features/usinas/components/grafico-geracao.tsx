import { Card, Heading, HStack, IconButton, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatEnergia, formatPercentual, MESES, MESES_ABREV } from '@irradia/shared';
import { formatData, nomeDoFuso } from '@irradia/shared/format/data';
import { hojeNoFuso } from '@irradia/shared/format/fuso';
import type { GeracaoResposta } from '@irradia/shared/usinas/geracao.schema';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type DadosGrafico, Grafico } from '../../../components/graficos/grafico.tsx';
import { type Periodo, useGeracao } from '../api.ts';

const NOMES: Record<Periodo, string> = { diario: 'Dia', mensal: 'Mês', anual: 'Ano', total: 'Total' };
const kwh = (v: number) => formatEnergia(v * 1000) || '0 Wh';

function mover(periodo: Periodo, ref: string, passo: number) {
  if (periodo === 'anual') return `${Number(ref.slice(0, 4)) + passo}${ref.slice(4)}`;
  const [a, m] = ref.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(a, m - 1 + passo, 1)).toISOString().slice(0, 7);
}

const nomeDoMes = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1] ?? ''} de ${mes.slice(0, 4)}`;

/**
 * The chart's data from the API's series: every day of the month, every month of the year or every
 * year with generation or expectation, the real energy as bars and the expectation beside it (a
 * line over the days of a month, bars beside the months and years); the day as a power curve.
 */
export function dadosDoGrafico(data: GeracaoResposta['data']): DadosGrafico {
  if (data.periodo === 'diario')
    return {
      grandeza: 'potencia',
      eixo: 'horas',
      rotulos: data.pontos.map((p) => p.rotulo),
      series: [
        { nome: 'Potência', papel: 'real', forma: 'area', valores: data.pontos.map((p) => p.potencia_w) },
      ],
    };
  let chaves: string[];
  let rotulos: string[];
  let titulos: string[];
  if (data.periodo === 'mensal') {
    const mes = data.referencia ?? '';
    const dias = new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).getUTCDate();
    chaves = Array.from({ length: dias }, (_, k) => `${mes}-${String(k + 1).padStart(2, '0')}`);
    rotulos = chaves.map((c) => c.slice(8, 10));
    titulos = chaves.map((c) => formatData(c));
  } else if (data.periodo === 'anual') {
    const ano = data.referencia ?? '';
    chaves = MESES.map((_, k) => `${ano}-${String(k + 1).padStart(2, '0')}`);
    rotulos = [...MESES_ABREV];
    titulos = chaves.map(nomeDoMes);
  } else {
    chaves = [...new Set([...data.pontos, ...(data.esperado?.pontos ?? [])].map((p) => p.rotulo))].sort();
    rotulos = chaves;
    titulos = chaves;
  }
  const real = new Map(data.pontos.map((p) => [p.rotulo, p.energia_kwh]));
  const esperado = data.esperado ? new Map(data.esperado.pontos.map((p) => [p.rotulo, p.energia_kwh])) : null;
  return {
    grandeza: 'energia',
    eixo: 'categoria',
    rotulos,
    titulos,
    series: [
      { nome: 'Gerada', papel: 'real', forma: 'barra', valores: chaves.map((c) => real.get(c) ?? null) },
      ...(esperado
        ? [
            {
              nome: 'Esperada',
              papel: 'esperado' as const,
              forma: data.periodo === 'mensal' ? ('linha' as const) : ('barra' as const),
              valores: chaves.map((c) => esperado.get(c) ?? null),
            },
          ]
        : []),
    ],
  };
}

/**
 * Spec §3 energy periods: the day's power, the days of a month, the months of a year, every year;
 * each with what the plant should have generated beside it (kWp × the city's irradiation × PR), on
 * the plant's calendar (its time zone).
 */
export function GraficoGeracao({ usina, fuso }: { usina: string; fuso: string }) {
  const [periodo, setPeriodo] = useState<Periodo>('mensal');
  const hoje = hojeNoFuso(new Date(), fuso);
  const [mes, setMes] = useState(() => hoje.slice(0, 7));
  const ref = periodo === 'anual' ? mes.slice(0, 4) : periodo === 'diario' ? hoje : mes;
  const { data, isLoading } = useGeracao(usina, periodo, ref);
  const serie = data?.data;
  const dados = useMemo(() => (serie ? dadosDoGrafico(serie) : null), [serie]);
  const pontos = serie?.pontos ?? [];
  const esperado = serie && serie.periodo !== 'diario' ? serie.esperado : null;
  const total = pontos.reduce((a, p) => a + ('energia_kwh' in p ? p.energia_kwh : 0), 0);
  const titulo =
    periodo === 'diario'
      ? 'Hoje'
      : periodo === 'mensal'
        ? `${MESES_ABREV[Number(mes.slice(5, 7)) - 1]} de ${mes.slice(0, 4)}`
        : periodo === 'anual'
          ? mes.slice(0, 4)
          : 'Todos os anos';
  // The day's hours are the plant's clock: named when it is not the browser's.
  const zona = nomeDoFuso(fuso);
  const descricao =
    periodo === 'diario'
      ? `Potência da usina ao longo de hoje${zona ? ` (${zona})` : ''}`
      : periodo === 'mensal'
        ? `Geração por dia em ${nomeDoMes(mes).toLowerCase()}`
        : periodo === 'anual'
          ? `Geração por mês em ${mes.slice(0, 4)}`
          : 'Geração por ano';
  const navegavel = periodo === 'mensal' || periodo === 'anual';

  return (
    <Card.Root>
      <Card.Body gap="3" px={{ base: '3', md: '6' }}>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="sm">Geração</Heading>
          <SegmentGroup.Root size="sm" value={periodo} onValueChange={(e) => setPeriodo(e.value as Periodo)}>
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={(Object.keys(NOMES) as Periodo[]).map((p) => ({ value: p, label: NOMES[p] }))}
            />
          </SegmentGroup.Root>
        </HStack>
        <HStack justify="space-between" wrap="wrap" gap="1">
          <HStack gap="1">
            {navegavel && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label="Período anterior"
                onClick={() => setMes((m) => mover(periodo, m, -1))}
              >
                <ChevronLeft />
              </IconButton>
            )}
            <Text fontWeight="medium" data-testid="periodo-geracao">
              {titulo}
            </Text>
            {navegavel && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label="Próximo período"
                onClick={() => setMes((m) => mover(periodo, m, 1))}
              >
                <ChevronRight />
              </IconButton>
            )}
          </HStack>
          {periodo === 'diario' && zona && (
            <Text color="fg.muted" fontSize="sm">
              Horas no {zona}
            </Text>
          )}
          {periodo !== 'diario' && (
            <Text color="fg.muted" fontSize="sm" data-testid="resumo-geracao">
              Total: {kwh(total)}
              {esperado && esperado.total_kwh > 0 && (
                <>
                  {' · '}esperado {kwh(esperado.total_kwh)}
                  {esperado.desempenho_pct !== null && ` (${formatPercentual(esperado.desempenho_pct)})`}
                </>
              )}
            </Text>
          )}
        </HStack>
        {isLoading || !serie || !dados ? (
          <Skeleton h={{ base: '56', md: '64' }} rounded="md" />
        ) : pontos.length === 0 ? (
          <Stack h={{ base: '56', md: '64' }} justify="center" align="center" textAlign="center" px="4">
            <Text color="fg.muted">
              {periodo === 'diario'
                ? 'A curva do dia aparece com as leituras dos próximos minutos.'
                : 'Sem geração registrada neste período.'}
            </Text>
          </Stack>
        ) : (
          <Grafico
            testId="grafico-geracao"
            dados={dados}
            descricao={descricao}
            nomeCategoria={
              periodo === 'diario'
                ? 'Hora'
                : periodo === 'mensal'
                  ? 'Dia'
                  : periodo === 'anual'
                    ? 'Mês'
                    : 'Ano'
            }
          />
        )}
        {periodo !== 'diario' && serie && !esperado && pontos.length > 0 && (
          <Text fontSize="xs" color="fg.muted">
            Informe a cidade e a potência da usina para ver a geração esperada pela irradiação.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
