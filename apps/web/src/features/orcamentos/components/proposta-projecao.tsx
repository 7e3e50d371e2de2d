import { Card, Heading, Table, Text } from '@chakra-ui/react';
import { formatMoeda, MESES, MESES_ABREV } from '@irradia/shared';
import { useMemo } from 'react';
import { type DadosGrafico, Grafico } from '../../../components/graficos/grafico.tsx';
import type { PropostaCalculada } from '../api.ts';

type Dimensionamento = NonNullable<PropostaCalculada['dimensionamento']>;
type Financeiro = NonNullable<PropostaCalculada['financeiro']>;

/** Generation (the system's bars) against consumption, month by month. */
export function GraficoDaProposta({ dimensionamento }: { dimensionamento: Dimensionamento }) {
  const dados = useMemo<DadosGrafico>(
    () => ({
      grandeza: 'energia',
      eixo: 'categoria',
      rotulos: [...MESES_ABREV],
      titulos: [...MESES],
      comparacao: { nome: 'Cobertura', sufixo: 'do consumo' },
      series: [
        {
          nome: 'Geração',
          papel: 'real',
          forma: 'barra',
          valores: MESES.map(
            (_, i) => dimensionamento.meses.find((m) => m.mes === i + 1)?.geracao_kwh ?? null,
          ),
        },
        {
          nome: 'Consumo',
          papel: 'esperado',
          forma: 'barra',
          valores: MESES.map(
            (_, i) => dimensionamento.meses.find((m) => m.mes === i + 1)?.consumo_kwh ?? null,
          ),
        },
      ],
    }),
    [dimensionamento],
  );
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading size="sm" as="h3">
          Geração e consumo por mês
        </Heading>
        <Grafico
          testId="grafico-proposta"
          dados={dados}
          descricao="Geração estimada e consumo por mês, no primeiro ano"
          nomeCategoria="Mês"
        />
      </Card.Body>
    </Card.Root>
  );
}

/** Year by year over 25 years: the bill without and with the system, the savings and the cumulative cash flow. */
export function TabelaDe25Anos({ financeiro }: { financeiro: Financeiro }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading size="sm" as="h3" id="tabela-25-anos">
          Projeção de 25 anos
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Contas do ano com a tarifa reajustada; o fluxo acumulado começa com o investimento negativo.
        </Text>
        <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96" tabIndex={0}>
          <Table.Root size="sm" stickyHeader aria-labelledby="tabela-25-anos">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Ano</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Conta sem sistema</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Conta com sistema</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Economia</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Fluxo acumulado</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {financeiro.anos.map((a) => (
                <Table.Row key={a.ano}>
                  <Table.Cell>{a.ano}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoeda(a.conta_sem_sistema_rs)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoeda(a.conta_com_sistema_rs)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoeda(a.economia_rs)}</Table.Cell>
                  <Table.Cell textAlign="end" color={a.acumulado_rs < 0 ? 'fg.error' : undefined}>
                    {formatMoeda(a.acumulado_rs)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
