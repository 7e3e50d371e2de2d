import { Button, Table, Text } from '@chakra-ui/react';
import { formatMoeda, formatPercentual } from '@irradia/shared';
import type { Demonstrativo, ResultadoDoMes } from '@irradia/shared/financeiro/relatorios.schema';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { nomeDoMes } from '../campos.ts';

type Colunas = Array<{ id: string; rotulo: string; r: Omit<ResultadoDoMes, 'mes'> }>;

const porCategoria = (r: Omit<ResultadoDoMes, 'mes'>, categoria: string) =>
  r.despesas_por_categoria.find((c) => c.categoria === categoria)?.valor_rs ?? 0;

function Linha(props: {
  rotulo: ReactNode;
  colunas: Colunas;
  valor(r: Omit<ResultadoDoMes, 'mes'>): string;
  forte?: boolean;
  recuo?: boolean;
  testid?: string;
}) {
  return (
    <Table.Row data-testid={props.testid}>
      <Table.Cell fontWeight={props.forte ? 'semibold' : undefined} ps={props.recuo ? '8' : undefined}>
        {props.rotulo}
      </Table.Cell>
      {props.colunas.map((c) => (
        <Table.Cell
          key={c.id}
          textAlign="end"
          whiteSpace="nowrap"
          fontWeight={props.forte || c.id === 'total' ? 'semibold' : undefined}
        >
          {props.valor(c.r)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

/**
 * The result month by month (a column each, and the total): revenue, cost of the goods sold,
 * gross margin, expenses (opened by category) and the result.
 */
export function DemonstrativoTabela({ d }: { d: Demonstrativo }) {
  const [abertas, setAbertas] = useState(false);
  const colunas: Colunas = [
    ...d.meses.map((m) => ({ id: m.mes, rotulo: nomeDoMes(m.mes), r: m })),
    { id: 'total', rotulo: 'Total', r: d.total },
  ];
  const categorias = [
    ...new Set(
      [...d.total.despesas_por_categoria, ...d.meses.flatMap((m) => m.despesas_por_categoria)].map(
        (c) => c.categoria,
      ),
    ),
  ];
  const moeda = (f: (r: Omit<ResultadoDoMes, 'mes'>) => number) => (r: Omit<ResultadoDoMes, 'mes'>) =>
    formatMoeda(f(r));
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg" tabIndex={0}>
      <Table.Root size="sm" aria-label="Demonstrativo do resultado">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="48">
              <Text srOnly>Linha</Text>
            </Table.ColumnHeader>
            {colunas.map((c) => (
              <Table.ColumnHeader key={c.id} textAlign="end" whiteSpace="nowrap">
                {c.rotulo}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          <Linha
            rotulo="Receita"
            colunas={colunas}
            valor={moeda((r) => r.receita_rs)}
            testid="linha-receita"
          />
          <Linha
            rotulo="Custo das vendas"
            colunas={colunas}
            valor={moeda((r) => -r.custo_rs)}
            testid="linha-custo"
          />
          <Linha
            rotulo="Margem bruta"
            colunas={colunas}
            valor={moeda((r) => r.margem_bruta_rs)}
            forte
            testid="linha-margem"
          />
          <Linha
            rotulo="Margem bruta (%)"
            colunas={colunas}
            valor={(r) => (r.margem_bruta_pct === null ? '—' : formatPercentual(r.margem_bruta_pct))}
            recuo
            testid="linha-margem-pct"
          />
          <Linha
            rotulo={
              categorias.length > 0 ? (
                <Button
                  size="xs"
                  variant="ghost"
                  ms="-2"
                  aria-expanded={abertas}
                  onClick={() => setAbertas((a) => !a)}
                >
                  {abertas ? <ChevronDown /> : <ChevronRight />} Despesas
                </Button>
              ) : (
                'Despesas'
              )
            }
            colunas={colunas}
            valor={moeda((r) => -r.despesas_rs)}
            testid="linha-despesas"
          />
          {abertas &&
            categorias.map((cat) => (
              <Linha
                key={cat}
                rotulo={cat}
                colunas={colunas}
                valor={moeda((r) => -porCategoria(r, cat))}
                recuo
              />
            ))}
          <Linha
            rotulo="Resultado"
            colunas={colunas}
            valor={moeda((r) => r.resultado_rs)}
            forte
            testid="linha-resultado"
          />
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
