import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { type DadosGrafico, Grafico } from '../../../components/graficos/grafico.tsx';
import type { Desempenho } from '../desempenho-api.ts';

type Funcionarios = Desempenho['funcionarios'];
type Fases = Desempenho['fases'];

/** Names as the axis' categories: the first name (the full one in the tooltip), never repeated. */
function rotulosDe(nomes: readonly string[]) {
  const vistos = new Map<string, number>();
  return nomes.map((nome) => {
    const curto = nome.split(' ')[0] || nome;
    const n = (vistos.get(curto) ?? 0) + 1;
    vistos.set(curto, n);
    return n === 1 ? curto : `${curto} (${n})`;
  });
}

export function dadosPorFuncionario(funcionarios: Funcionarios, serie: 'fechados' | 'vendas'): DadosGrafico {
  const nomes = funcionarios.map((f) => f.nome);
  return {
    grandeza: serie === 'fechados' ? 'quantidade' : 'moeda',
    eixo: 'categoria',
    rotulos: rotulosDe(nomes),
    titulos: nomes,
    series: [
      {
        nome: serie === 'fechados' ? 'Cartões fechados' : 'Vendas (R$)',
        papel: 'real',
        forma: 'barra',
        valores: funcionarios.map((f) => (serie === 'fechados' ? f.cartoes_fechados : f.vendas_rs)),
      },
    ],
  };
}

/** The stages of each board, in the answer's order, with their mean hours. */
export function dadosPorQuadro(fases: Fases): Array<{ quadro: string; nome: string; dados: DadosGrafico }> {
  const quadros = new Map<string, { nome: string; fases: Fases }>();
  for (const f of fases) {
    const q = quadros.get(f.quadro) ?? { nome: f.quadro_nome, fases: [] };
    q.fases.push(f);
    quadros.set(f.quadro, q);
  }
  return [...quadros].map(([quadro, q]) => ({
    quadro,
    nome: q.nome,
    dados: {
      grandeza: 'horas',
      eixo: 'categoria',
      rotulos: q.fases.map((f) => f.nome),
      series: [
        { nome: 'Tempo médio', papel: 'real', forma: 'barra', valores: q.fases.map((f) => f.horas_media) },
      ],
    },
  }));
}

function CartaoGrafico(props: { titulo: string; children: React.ReactNode }) {
  return (
    <Card.Root>
      <Card.Body p="4">
        <Stack gap="3">
          <Heading size="sm">{props.titulo}</Heading>
          {props.children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Closed cards and sales per employee; the mean time in each stage per board. */
export function DesempenhoGraficos({ desempenho }: { desempenho: Desempenho }) {
  const fechados = useMemo(() => dadosPorFuncionario(desempenho.funcionarios, 'fechados'), [desempenho]);
  const vendas = useMemo(() => dadosPorFuncionario(desempenho.funcionarios, 'vendas'), [desempenho]);
  const quadros = useMemo(() => dadosPorQuadro(desempenho.fases), [desempenho]);
  return (
    <Stack gap="4">
      {desempenho.funcionarios.length > 0 && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <CartaoGrafico titulo="Cartões fechados por funcionário">
            <Grafico
              dados={fechados}
              descricao="Cartões fechados por funcionário"
              nomeCategoria="Funcionário"
            />
          </CartaoGrafico>
          <CartaoGrafico titulo="Vendas por funcionário">
            <Grafico dados={vendas} descricao="Vendas em reais por funcionário" nomeCategoria="Funcionário" />
          </CartaoGrafico>
        </SimpleGrid>
      )}
      {quadros.length > 0 && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {quadros.map((q) => (
            <CartaoGrafico key={q.quadro} titulo={`Tempo médio em cada fase — ${q.nome}`}>
              <Grafico
                dados={q.dados}
                descricao={`Horas médias em cada fase do quadro ${q.nome}`}
                nomeCategoria="Fase"
              />
              <Text fontSize="xs" color="fg.muted">
                Média das passagens que saíram da fase no período.
              </Text>
            </CartaoGrafico>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
