import { Card, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import type { Demonstrativo } from '@irradia/shared/financeiro/relatorios.schema';
import type { ReactNode } from 'react';
import { type DadosGrafico, Grafico } from '../../../components/graficos/grafico.tsx';
import { nomeDoMes } from '../campos.ts';

function Cartao(props: { titulo: string; children: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading size="sm" as="h2">
          {props.titulo}
        </Heading>
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

const eixo = (meses: readonly string[]) => ({
  rotulos: meses.map((m) => nomeDoMes(m)),
  titulos: meses.map((m) => nomeDoMes(m, true)),
});

/** Revenue against costs and expenses, and the result, month by month. */
export function GraficosDoResultado({ d }: { d: Demonstrativo }) {
  const meses = d.meses.map((m) => m.mes);
  const barras: DadosGrafico = {
    grandeza: 'moeda',
    eixo: 'categoria',
    ...eixo(meses),
    series: [
      { nome: 'Receita', papel: 'real', forma: 'barra', valores: d.meses.map((m) => m.receita_rs) },
      {
        nome: 'Custos e despesas',
        papel: 'esperado',
        forma: 'barra',
        valores: d.meses.map((m) => m.custo_rs + m.despesas_rs),
      },
    ],
    comparacao: { nome: 'Receita sobre custos e despesas', sufixo: '' },
  };
  const resultado: DadosGrafico = {
    grandeza: 'moeda',
    eixo: 'categoria',
    ...eixo(meses),
    series: [
      { nome: 'Resultado', papel: 'real', forma: 'area', valores: d.meses.map((m) => m.resultado_rs) },
    ],
  };
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Cartao titulo="Receita × custos e despesas">
        <Grafico dados={barras} descricao="Receita e custos e despesas por mês" nomeCategoria="Mês" />
      </Cartao>
      <Cartao titulo="Resultado por mês">
        <Grafico dados={resultado} descricao="Resultado por mês" nomeCategoria="Mês" />
      </Cartao>
    </SimpleGrid>
  );
}

/** The cash the open entries project: what comes in and goes out each month, and the balance. */
export function FluxoProjetado({ d }: { d: Demonstrativo }) {
  const meses = d.fluxo_projetado.map((f) => f.mes);
  const dados: DadosGrafico = {
    grandeza: 'moeda',
    eixo: 'categoria',
    ...eixo(meses),
    series: [
      {
        nome: 'Entradas',
        papel: 'real',
        forma: 'barra',
        valores: d.fluxo_projetado.map((f) => f.entradas_rs),
      },
      {
        nome: 'Saídas',
        papel: 'esperado',
        forma: 'barra',
        valores: d.fluxo_projetado.map((f) => f.saidas_rs),
      },
    ],
    comparacao: { nome: 'Entradas sobre saídas', sufixo: '' },
  };
  return (
    <Cartao titulo="Fluxo de caixa projetado">
      <Text fontSize="sm" color="fg.muted">
        Parte do saldo atual das contas ({formatMoeda(d.saldo_atual_rs)}) e soma os lançamentos em aberto de
        cada mês, inclusive os vencidos no mês corrente.
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Grafico dados={dados} descricao="Entradas e saídas projetadas por mês" nomeCategoria="Mês" />
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Fluxo de caixa projetado">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Mês</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Entradas</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Saídas</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Saldo</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {d.fluxo_projetado.map((f) => (
                <Table.Row key={f.mes}>
                  <Table.Cell>{nomeDoMes(f.mes)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoeda(f.entradas_rs)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatMoeda(-f.saidas_rs)}
                  </Table.Cell>
                  <Table.Cell
                    textAlign="end"
                    whiteSpace="nowrap"
                    fontWeight="medium"
                    color={f.saldo_rs < 0 ? 'fg.error' : undefined}
                  >
                    {formatMoeda(f.saldo_rs)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </SimpleGrid>
    </Cartao>
  );
}
