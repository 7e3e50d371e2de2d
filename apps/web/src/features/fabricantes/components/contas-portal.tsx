import { Stack, Table, Text } from '@chakra-ui/react';
import { numeroBr } from '@irradia/shared/format/numero';
import type { ContaPortal } from '@irradia/shared/portais/portais.schema';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { api } from '../../../lib/api-client.ts';

/** "Sincroniza a cada 9 min · 1.204 de 1.440 chamadas hoje" (the maker's budget, issue 19). */
export function ritmoDaConta(
  c: Pick<ContaPortal, 'intervalo_sincronizacao_min' | 'chamadas_hoje' | 'limite_chamadas_dia'>,
): string {
  const chamadas =
    c.limite_chamadas_dia === null
      ? `${numeroBr(c.chamadas_hoje, 0, 0)} ${c.chamadas_hoje === 1 ? 'chamada' : 'chamadas'} hoje`
      : `${numeroBr(c.chamadas_hoje, 0, 0)} de ${numeroBr(c.limite_chamadas_dia, 0, 0)} chamadas hoje`;
  return `Sincroniza a cada ${c.intervalo_sincronizacao_min} min · ${chamadas}`;
}

/**
 * The company's portal accounts, with the pace each one syncs at and the calls used today. Shown
 * only to who may see imports (GET /api/portais follows importacao's permissions).
 */
export function ContasPortal() {
  const { data } = useQuery({
    queryKey: ['portais'],
    queryFn: () => api.get<{ data: ContaPortal[] }>('portais'),
    retry: false,
  });
  if (!data?.data.length) return null;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">Contas de portal</Text>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Conta</Table.ColumnHeader>
              <Table.ColumnHeader>Situação</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">Ritmo</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.data.map((c) => (
              <Table.Row key={c.uuid}>
                <Table.Cell>
                  <Text fontWeight="medium">{c.fabricante.nome}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {c.login}
                  </Text>
                  {/* On a phone the pace goes under the account instead of a third column. */}
                  <Text fontSize="xs" hideFrom="md" mt="1">
                    {ritmoDaConta(c)}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={c.status} />
                </Table.Cell>
                <Table.Cell fontSize="sm" hideBelow="md">
                  {ritmoDaConta(c)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
