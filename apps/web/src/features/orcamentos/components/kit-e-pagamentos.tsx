import { Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import type { PropostaCalculada } from '../api.ts';

// The kit from the catalogue at cost (the company's own view: costs are fine here) and the payment
// options of the price (decision 035).

const PAPEL: Record<string, string> = { modulo: 'Módulo', inversor: 'Inversor', componente: 'Componente' };

export function KitDaProposta({ kit }: { kit: NonNullable<PropostaCalculada['kit']> }) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading size="sm" as="h3">
          Kit do catálogo
        </Heading>
        <Table.ScrollArea>
          <Table.Root size="sm" aria-label="Kit do catálogo">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Qtd.</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Custo unit.</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Custo</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {kit.itens.map((i) => (
                <Table.Row key={i.produto}>
                  <Table.Cell>
                    {i.nome}
                    <Text as="span" display="block" fontSize="xs" color="fg.muted">
                      {[PAPEL[i.tipo], i.fabricante, i.modelo].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{numeroBr(i.quantidade, 0, 3)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoeda(i.custo_unitario_rs)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoeda(i.custo_total_rs)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row>
                <Table.Cell colSpan={3} fontWeight="semibold">
                  Custo do kit
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold" data-testid="custo-kit">
                  {formatMoeda(kit.custo_rs)}
                </Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}

const taxa = (v: number) => `${numeroBr(v * 100, 2, 2)}% ao mês`;

export function PagamentosDaProposta({
  pagamentos: pg,
}: {
  pagamentos: NonNullable<PropostaCalculada['pagamentos']>;
}) {
  return (
    <Card.Root size="sm">
      <Card.Body gap="3">
        <Heading size="sm" as="h3">
          Formas de pagamento
        </Heading>
        <Stack as="ul" gap="1.5" listStyleType="none" m="0" p="0" aria-label="Formas de pagamento">
          <Text as="li" fontSize="sm" data-testid="pagamento-a-vista">
            À vista: {formatMoeda(pg.a_vista_rs)}
          </Text>
          {pg.parcelado && (
            <Text as="li" fontSize="sm" data-testid="pagamento-parcelado">
              {pg.parcelado.parcelas}× de {formatMoeda(pg.parcelado.valor_parcela_rs)} sem juros
              {pg.parcelado.primeira_parcela_rs !== pg.parcelado.valor_parcela_rs &&
                ` (1ª de ${formatMoeda(pg.parcelado.primeira_parcela_rs)})`}
            </Text>
          )}
          {pg.financiamentos.map((f) => (
            <Text as="li" fontSize="sm" key={f.prazo_meses} data-testid="pagamento-financiamento">
              {f.entrada_rs > 0 ? `Entrada de ${formatMoeda(f.entrada_rs)} + ` : ''}
              {f.prazo_meses}× de {formatMoeda(f.parcela_rs)} ({taxa(f.taxa_mensal)}), total{' '}
              {formatMoeda(f.total_rs)}
            </Text>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
