import { Card, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import type { PropostaPublica } from '../api.ts';

// The kit's equipment by name, maker, model and quantity, and the ways to pay the price (decision
// 035). The customer's view: the answer carries no cost, and none is shown.

/** The payment options under the price: cash, instalments without interest, financing terms. */
export function FormasDePagamento({ pagamentos: pg }: { pagamentos: PropostaPublica['pagamentos'] }) {
  if (!pg || (!pg.parcelado && pg.financiamentos.length === 0)) return null;
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="Formas de pagamento">
      <Text as="li">
        À vista: <strong>{formatMoeda(pg.a_vista_rs)}</strong>
      </Text>
      {pg.parcelado && (
        <Text as="li">
          Em até <strong>{pg.parcelado.parcelas}×</strong> de {formatMoeda(pg.parcelado.valor_parcela_rs)} sem
          juros
        </Text>
      )}
      {pg.financiamentos.map((f) => (
        <Text as="li" key={f.prazo_meses}>
          Financiado{f.entrada_rs > 0 ? ` com entrada de ${formatMoeda(f.entrada_rs)}` : ''}:{' '}
          <strong>
            {f.prazo_meses}× de {formatMoeda(f.parcela_rs)}
          </strong>{' '}
          ({numeroBr(f.taxa_mensal * 100, 2, 2)}% ao mês)
        </Text>
      ))}
    </Stack>
  );
}

export function Equipamentos({ itens }: { itens: PropostaPublica['equipamentos'] }) {
  if (itens.length === 0) return null;
  return (
    <Card.Root>
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md">
          Equipamentos
        </Heading>
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label="Equipamentos">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Equipamento</Table.ColumnHeader>
                <Table.ColumnHeader>Fabricante e modelo</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Quantidade</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {itens.map((i) => (
                <Table.Row key={`${i.tipo}-${i.nome}-${i.modelo ?? ''}`}>
                  <Table.Cell>{i.nome}</Table.Cell>
                  <Table.Cell>{[i.fabricante, i.modelo].filter(Boolean).join(' · ') || '—'}</Table.Cell>
                  <Table.Cell textAlign="end">{numeroBr(i.quantidade, 0, 3)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Card.Body>
    </Card.Root>
  );
}
