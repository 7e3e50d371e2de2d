import { Card, Heading, HStack, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { formatEnergia, formatPercentual, formatPotencia, MESES, MESES_ABREV } from '@irradia/shared';
import type { ProjetoDaUsina as Projeto } from '@irradia/shared/propostas/venda.schema';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { type DadosGrafico, Grafico } from '../../../components/graficos/grafico.tsx';
import { ListError } from '../../../components/list-states.tsx';
import { useProjetoDaUsina } from '../api.ts';

// "Projeto × real" (decision 037): a plant made from a sale compares, month by month, the
// generation its proposal expected with what it really made. A month without readings is "—",
// never a zero, and the totals count only the months that have both.

const kwh = (v: number | null) => (v === null ? '—' : formatEnergia(v * 1000));
const TIPOS: Record<string, string> = { modulo: 'Módulo', inversor: 'Inversor', componente: 'Componente' };

/** 'YYYY-MM' as the axis ('Mar/26') and the table ('Março de 2026') read it. */
function nomesDoMes(mes: string) {
  const [ano = '', m = '1'] = mes.split('-');
  const i = Number(m) - 1;
  return { curto: `${MESES_ABREV[i] ?? m}/${ano.slice(2)}`, longo: `${MESES[i] ?? m} de ${ano}` };
}

/** Real against expected, in percent; null while nothing expected has a reading beside it. */
const razao = (p: Projeto) =>
  p.previsto_total_kwh > 0 ? (p.real_total_kwh / p.previsto_total_kwh) * 100 : null;

function Conteudo({ projeto: p, podeVerVenda }: { projeto: Projeto; podeVerVenda: boolean }) {
  const nomes = useMemo(() => p.meses.map((m) => nomesDoMes(m.mes)), [p.meses]);
  const dados = useMemo<DadosGrafico>(
    () => ({
      grandeza: 'energia',
      eixo: 'categoria',
      rotulos: nomes.map((n) => n.curto),
      titulos: nomes.map((n) => n.longo),
      series: [
        { nome: 'Real', papel: 'real', forma: 'barra', valores: p.meses.map((m) => m.real_kwh) },
        { nome: 'Previsto', papel: 'esperado', forma: 'barra', valores: p.meses.map((m) => m.previsto_kwh) },
      ],
    }),
    [p.meses, nomes],
  );
  const r = razao(p);
  const comLeitura = p.meses.some((m) => m.real_kwh !== null);
  return (
    <Stack gap="4">
      <HStack gap="4" rowGap="1" wrap="wrap" fontSize="sm">
        <Text>
          Projetada com <b>{formatPotencia(p.potencia_kwp * 1000, 'Wp')}</b>, geração prevista de{' '}
          <b>{kwh(p.geracao_anual_prevista_kwh)}</b> por ano.
        </Text>
        {podeVerVenda && (
          <Link asChild colorPalette="orange">
            <RouterLink to={`/vendas/${p.pedido.uuid}`}>Ver a venda #{p.pedido.numero}</RouterLink>
          </Link>
        )}
      </HStack>
      {p.equipamentos.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="medium" fontSize="sm">
            Equipamentos do projeto
          </Text>
          <List.Root fontSize="sm" ps="5">
            {p.equipamentos.map((e) => (
              <List.Item key={`${e.tipo}-${e.nome}-${e.modelo ?? ''}`}>
                {e.quantidade} × {e.nome}
                {e.fabricante ? ` (${e.fabricante}${e.modelo ? ` ${e.modelo}` : ''})` : ''} ·{' '}
                {TIPOS[e.tipo] ?? e.tipo}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Grafico
        testId="grafico-projeto-real"
        dados={dados}
        descricao="Geração prevista no projeto e geração real, por mês"
        nomeCategoria="Mês"
      />
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="96" tabIndex={0}>
        <Table.Root size="sm" stickyHeader aria-label="Projeto × real por mês">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Mês</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Previsto</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Real</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Real / previsto</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {p.meses.map((m, i) => (
              <Table.Row key={m.mes}>
                <Table.Cell>{nomes[i]?.longo}</Table.Cell>
                <Table.Cell textAlign="end">{kwh(m.previsto_kwh)}</Table.Cell>
                <Table.Cell textAlign="end">{kwh(m.real_kwh)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {m.real_kwh === null || m.previsto_kwh <= 0
                    ? '—'
                    : formatPercentual((m.real_kwh / m.previsto_kwh) * 100)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            {/* No month with a reading yet: no total to compare. */}
            <Table.Row fontWeight="semibold" data-testid="total-projeto-real">
              <Table.Cell>Total (meses com leitura)</Table.Cell>
              <Table.Cell textAlign="end">{comLeitura ? kwh(p.previsto_total_kwh) : '—'}</Table.Cell>
              <Table.Cell textAlign="end">{comLeitura ? kwh(p.real_total_kwh) : '—'}</Table.Cell>
              <Table.Cell textAlign="end">{r === null ? '—' : formatPercentual(r)}</Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/** The plant page's card; nothing for a plant that was not made from a sale. */
export function ProjetoDaUsina({ usina, podeVerVenda }: { usina: string; podeVerVenda: boolean }) {
  const q = useProjetoDaUsina(usina);
  if (q.isError)
    return <ListError title="Não foi possível carregar o projeto × real" onRetry={() => void q.refetch()} />;
  const p = q.data?.data;
  if (!p) return null;
  const r = razao(p);
  return (
    <Card.Root data-testid="projeto-da-usina">
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading size="sm" as="h3">
            Projeto × real
          </Heading>
          {r !== null && (
            <Text fontSize="sm" data-testid="razao-projeto-real">
              Real: <b>{formatPercentual(r)}</b> do previsto
            </Text>
          )}
        </HStack>
        <Conteudo projeto={p} podeVerVenda={podeVerVenda} />
      </Card.Body>
    </Card.Root>
  );
}
