import { Stack, Table, Text } from '@chakra-ui/react';
import type { ItemFatura } from '@irradia/shared/faturas/faturas.campos';
import { reais } from '../campos.ts';

/** The billed lines read from the PDF, kept with the invoice as they are. */
export function ItensLidos({ itens }: { itens: ItemFatura[] }) {
  if (itens.length === 0) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        Itens lidos ({itens.length}) — guardados com a fatura
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="60">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Descrição</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">kWh</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {itens.map((i, n) => (
              // Items have no id; their order on the invoice is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed list read from the PDF
              <Table.Row key={n}>
                <Table.Cell>{i.descricao}</Table.Cell>
                <Table.Cell textAlign="end">{i.kwh?.toLocaleString('pt-BR') ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {reais(i.valor_rs)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
