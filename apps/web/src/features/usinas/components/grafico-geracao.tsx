import { Card, Heading, HStack, IconButton, SegmentGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatEnergia, formatPotencia, MESES_ABREV } from '@irradia/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { BarChart } from '../../../components/bar-chart.tsx';
import { DayCurve } from '../../../components/line-chart.tsx';
import { type Periodo, useGeracao } from '../api.ts';

const NOMES: Record<Periodo, string> = { diario: 'Dia', mensal: 'Mês', anual: 'Ano', total: 'Total' };
const kwh = (v: number) => formatEnergia(v * 1000);

function mover(periodo: Periodo, ref: string, passo: number) {
  if (periodo === 'anual') return String(Number(ref.slice(0, 4)) + passo);
  const [a, m] = ref.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(a, m - 1 + passo, 1));
  return d.toISOString().slice(0, 7);
}

/** Spec §3 energy periods: the days of a month, the months of a year, every year. */
export function GraficoGeracao({ usina }: { usina: string }) {
  const [periodo, setPeriodo] = useState<Periodo>('mensal');
  const [mes, setMes] = useState(() => new Date().toISOString().slice(0, 7));
  const hoje = new Date().toLocaleDateString('en-CA');
  const ref = periodo === 'anual' ? mes.slice(0, 4) : periodo === 'diario' ? hoje : mes;
  const { data, isLoading } = useGeracao(usina, periodo, ref);
  const pontos = data?.data.pontos ?? [];
  const total = pontos.reduce((a, p) => a + (p.energia_kwh ?? 0), 0);
  const titulo =
    periodo === 'diario'
      ? 'Hoje'
      : periodo === 'mensal'
        ? `${MESES_ABREV[Number(mes.slice(5, 7)) - 1]} de ${mes.slice(0, 4)}`
        : periodo === 'anual'
          ? mes.slice(0, 4)
          : 'Todos os anos';
  const rotulo = (r: string) =>
    periodo === 'mensal'
      ? r.slice(8, 10)
      : periodo === 'anual'
        ? (MESES_ABREV[Number(r.slice(5, 7)) - 1] ?? r)
        : r;

  return (
    <Card.Root>
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="sm">Geração</Heading>
          <SegmentGroup.Root size="sm" value={periodo} onValueChange={(e) => setPeriodo(e.value as Periodo)}>
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={(Object.keys(NOMES) as Periodo[]).map((p) => ({ value: p, label: NOMES[p] }))}
            />
          </SegmentGroup.Root>
        </HStack>
        <HStack justify="space-between">
          <HStack>
            {periodo !== 'total' && periodo !== 'diario' && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label="Período anterior"
                onClick={() =>
                  setMes((m) =>
                    periodo === 'anual' ? `${mover('anual', m, -1)}${m.slice(4)}` : mover('mensal', m, -1),
                  )
                }
              >
                <ChevronLeft />
              </IconButton>
            )}
            <Text fontWeight="medium" data-testid="periodo-geracao">
              {titulo}
            </Text>
            {periodo !== 'total' && periodo !== 'diario' && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label="Próximo período"
                onClick={() =>
                  setMes((m) =>
                    periodo === 'anual' ? `${mover('anual', m, 1)}${m.slice(4)}` : mover('mensal', m, 1),
                  )
                }
              >
                <ChevronRight />
              </IconButton>
            )}
          </HStack>
          {periodo !== 'diario' && (
            <Text color="fg.muted" fontSize="sm">
              Total: {kwh(total) || '0 Wh'}
            </Text>
          )}
        </HStack>
        {isLoading ? (
          <Spinner />
        ) : pontos.length === 0 ? (
          <Stack h="56" justify="center" align="center">
            <Text color="fg.muted">
              {periodo === 'diario'
                ? 'A curva do dia aparece com as leituras dos próximos minutos.'
                : 'Sem geração registrada neste período.'}
            </Text>
          </Stack>
        ) : periodo === 'diario' ? (
          <DayCurve
            testId="grafico-geracao"
            descricao="Potência da usina ao longo do dia"
            formatar={(w) => formatPotencia(w) || '0 W'}
            pontos={pontos.map((p) => ({ hora: p.rotulo, valor: p.potencia_w ?? 0 }))}
          />
        ) : (
          <BarChart
            descricao={`Geração: ${titulo}`}
            testId="grafico-geracao"
            valores={pontos.map((p) => ({
              rotulo: rotulo(p.rotulo),
              valor: p.energia_kwh ?? 0,
              titulo: `${rotulo(p.rotulo)}: ${kwh(p.energia_kwh ?? 0)}`,
            }))}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
