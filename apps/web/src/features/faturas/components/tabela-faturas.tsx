import { Badge, Link, Table, Text } from '@chakra-ui/react';
import { STATUS_FATURA } from '@irradia/shared/faturas/faturas.campos';
import { Link as RouterLink } from 'react-router';
import type { Fatura } from '../api.ts';
import { COR_STATUS, kwh, mesAno, reais } from '../campos.ts';

/**
 * The invoices table of /faturas and of a plant's invoices page. Inside one plant (`daUsina`) the
 * plant and consumption columns and the unit's name and utility are left out.
 */
export function TabelaFaturas({ faturas, daUsina = false }: { faturas: Fatura[]; daUsina?: boolean }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg={daUsina ? undefined : 'bg'}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Mês</Table.ColumnHeader>
            <Table.ColumnHeader>Unidade</Table.ColumnHeader>
            {!daUsina && <Table.ColumnHeader hideBelow="md">Usina</Table.ColumnHeader>}
            <Table.ColumnHeader hideBelow={daUsina ? 'sm' : undefined}>Situação</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
            {!daUsina && (
              <Table.ColumnHeader textAlign="end" hideBelow="sm">
                Consumo
              </Table.ColumnHeader>
            )}
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              Compensada
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" hideBelow="md">
              Economia
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {faturas.map((f) => (
            <Table.Row key={f.uuid}>
              <Table.Cell whiteSpace="nowrap">
                <Link asChild colorPalette="orange" fontWeight="medium">
                  <RouterLink to={`/faturas/${f.uuid}`}>{mesAno(f.mes_referencia)}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>
                {f.unidade?.matricula ?? '—'}
                {!daUsina && f.unidade?.nome && (
                  <Text as="span" color="fg.muted" fontSize="xs" ms="1">
                    {f.unidade.nome}
                  </Text>
                )}
                {!daUsina && f.concessionaria && (
                  <Badge size="sm" variant="outline" ms="1">
                    {f.concessionaria.sigla}
                  </Badge>
                )}
              </Table.Cell>
              {!daUsina && <Table.Cell hideBelow="md">{f.usina?.nome ?? '—'}</Table.Cell>}
              <Table.Cell hideBelow={daUsina ? 'sm' : undefined}>
                <Badge colorPalette={COR_STATUS[f.status]} variant="subtle">
                  {STATUS_FATURA[f.status]}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {reais(f.valor_total_rs)}
              </Table.Cell>
              {!daUsina && (
                <Table.Cell textAlign="end" hideBelow="sm" whiteSpace="nowrap">
                  {kwh(f.consumo_kwh)}
                </Table.Cell>
              )}
              <Table.Cell textAlign="end" hideBelow="md" whiteSpace="nowrap">
                {kwh(f.compensada_kwh)}
              </Table.Cell>
              <Table.Cell textAlign="end" hideBelow="md" whiteSpace="nowrap">
                {reais(f.economia_rs)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
