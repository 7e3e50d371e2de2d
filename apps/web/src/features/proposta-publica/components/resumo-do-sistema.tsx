import { Box, Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { formatEnergia, formatMoeda, formatPotencia, MESES, MESES_ABREV } from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import { formatAnosEMeses } from '@irradia/shared/format/prazo';
import { BarChart } from '../../../components/bar-chart.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import type { PropostaPublica } from '../api.ts';
import { Equipamentos, FormasDePagamento } from './equipamentos-e-pagamento.tsx';

// What the system is and what it does for the customer: power, modules, generation month by month
// against the consumption, the price, the payback and 25 years of savings.

const kwh = (v: number) => formatEnergia(v * 1000);

export function ResumoDoSistema({ proposta: p }: { proposta: PropostaPublica }) {
  const d = p.dimensionamento;
  const f = p.financeiro;
  const wp = d?.potencia_modulo_wp ?? p.modulo_wp;
  const modulos = d ? `${d.modulos} × ${wp ? formatPotencia(wp, 'Wp') : 'módulo'}` : '—';
  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body gap="2" p={{ base: '4', md: '6' }}>
          <Text color="fg.muted">Investimento</Text>
          <Text fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" data-testid="preco">
            {formatMoeda(p.preco_rs)}
          </Text>
          {f && (
            <Text>
              Economia estimada de <strong>{formatMoeda(f.economia_total_rs)}</strong> em {f.anos.length}{' '}
              anos, com o investimento de volta em{' '}
              <strong>{formatAnosEMeses(f.payback_simples_meses)}</strong>.
            </Text>
          )}
          <FormasDePagamento pagamentos={p.pagamentos} />
        </Card.Body>
      </Card.Root>

      <StatGrid
        destaque
        figuras={[
          ['Potência do sistema', d ? formatPotencia(d.potencia_real_kwp * 1000, 'Wp') : '—', 'potencia'],
          ['Módulos', modulos, 'modulos'],
          ['Geração por ano', d ? kwh(d.geracao_anual_kwh) : '—', 'geracao'],
          [
            'Inversor',
            p.inversor ? `${p.inversor.quantidade} × ${numeroBr(p.inversor.potencia_kw, 0, 2)} kW` : '—',
          ],
          f && ['Retorno do investimento', formatAnosEMeses(f.payback_simples_meses), 'payback'],
          f && ['Economia em 25 anos', formatMoeda(f.economia_total_rs), 'economia'],
          f && ['CO₂ evitado', `${numeroBr(Math.round(f.co2_evitado_kg / 100) / 10, 0, 1)} t`],
          f && ['Árvores equivalentes', numeroBr(f.arvores, 0, 0)],
        ]}
      />

      <Equipamentos itens={p.equipamentos} />

      {d && (
        <Card.Root>
          <Card.Body gap="4" p={{ base: '4', md: '6' }}>
            <Heading as="h2" size="md">
              Geração estimada por mês{p.cidade ? ` em ${p.cidade.nome}` : ''}
            </Heading>
            <BarChart
              descricao="Geração estimada de cada mês do ano, em kWh"
              testId="grafico-geracao"
              valores={d.meses.map((m) => ({
                rotulo: MESES_ABREV[m.mes - 1] ?? String(m.mes),
                valor: m.geracao_kwh,
                titulo: `${MESES[m.mes - 1] ?? m.mes}: ${kwh(m.geracao_kwh)}`,
              }))}
            />
            <Box>
              <Table.ScrollArea borderWidth="1px" rounded="md">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Mês</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Consumo</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Geração</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {d.meses.map((m) => (
                      <Table.Row key={m.mes}>
                        <Table.Cell>{MESES[m.mes - 1] ?? m.mes}</Table.Cell>
                        <Table.Cell textAlign="end">{kwh(m.consumo_kwh)}</Table.Cell>
                        <Table.Cell textAlign="end">{kwh(m.geracao_kwh)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Box>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
