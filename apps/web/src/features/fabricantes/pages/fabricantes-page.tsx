import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import type { Fabricante } from '@irradia/shared/monitoramento/monitoramento.schema';
import { useQuery } from '@tanstack/react-query';
import { ListLoading } from '../../../components/list-states.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { ContasPortal } from '../components/contas-portal.tsx';

/** Spec §2 /fabricantes: the ten makers and the health of Irradia's link to each cloud. */
export default function FabricantesPage() {
  usePageTitle('Fabricantes', 'Integração com os portais dos fabricantes de inversores');
  const { data, isLoading } = useQuery({
    queryKey: ['fabricantes'],
    queryFn: () => api.get<{ data: Fabricante[] }>('fabricantes'),
  });
  if (isLoading) return <ListLoading />;
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        A situação segue as últimas chamadas do Irradia a cada nuvem: online enquanto respondem, offline
        quando não respondem, erro quando a resposta muda de formato.
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Fabricante</Table.ColumnHeader>
              <Table.ColumnHeader>Situação</Table.ColumnHeader>
              <Table.ColumnHeader>Importação</Table.ColumnHeader>
              <Table.ColumnHeader hideBelow="md">Última resposta</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data?.data.map((f) => (
              <Table.Row key={f.codigo}>
                <Table.Cell fontWeight="medium">{f.nome}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={f.status} />
                  {f.mensagem && (
                    <Text fontSize="xs" color="fg.muted">
                      {f.mensagem}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {f.importacao_disponivel ? (
                    <Badge colorPalette="green">Disponível</Badge>
                  ) : (
                    <Badge variant="outline">Em breve</Badge>
                  )}
                </Table.Cell>
                <Table.Cell hideBelow="md">
                  {f.ultimo_sucesso_em
                    ? new Date(f.ultimo_sucesso_em).toLocaleString('pt-BR', {
                        dateStyle: 'short',
                        timeStyle: 'short',
                      })
                    : '—'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ContasPortal />
    </Stack>
  );
}
