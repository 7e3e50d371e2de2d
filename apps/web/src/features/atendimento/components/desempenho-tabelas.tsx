import { Heading, Stack, Text } from '@chakra-ui/react';
import { formatMoeda } from '@irradia/shared';
import { type Coluna, ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import type { Desempenho, Indicadores } from '../desempenho-api.ts';
import { formatConversao, formatHoras, formatInteiro } from './desempenho-indicadores.tsx';

/** The figures' columns, after the row's own name (and team). */
function colunasDosIndicadores<T extends Indicadores>(): Coluna<T>[] {
  const numero = (id: string, rotulo: string, valor: (i: T) => string, extra: Partial<Coluna<T>> = {}) =>
    ({ id, rotulo, valor, alinhar: 'end', semQuebra: true, cartao: 'campo', ...extra }) satisfies Coluna<T>;
  return [
    numero('fechados', 'Fechados', (i) => formatInteiro(i.cartoes_fechados)),
    numero('atrasados', 'Atrasados', (i) => formatInteiro(i.cartoes_atrasados)),
    numero('alerta', 'Por alerta', (i) => formatInteiro(i.atendimentos_por_alerta), { aPartirDe: 'lg' }),
    numero('horas', 'Tempo médio', (i) => formatHoras(i.horas_para_resolver)),
    numero(
      'propostas',
      'Propostas (aceitas/enviadas)',
      (i) => `${i.propostas_aceitas}/${i.propostas_enviadas}`,
      {
        rotuloCurto: 'Propostas',
        aPartirDe: 'lg',
      },
    ),
    numero('conversao', 'Conversão', (i) => formatConversao(i.conversao_pct)),
    numero('vendas', 'Vendas', (i) => formatInteiro(i.vendas), { aPartirDe: 'xl' }),
    numero('valor', 'Valor vendido', (i) => formatMoeda(i.vendas_rs)),
  ];
}

type Funcionario = Desempenho['funcionarios'][number];
type Setor = Desempenho['setores'][number];

/** One row per employee and one per team, with every figure. */
export function DesempenhoTabelas({ desempenho }: { desempenho: Desempenho }) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Heading size="md">Por funcionário</Heading>
        {desempenho.funcionarios.length === 0 ? (
          <Text color="fg.muted">Ninguém teve movimento no período.</Text>
        ) : (
          <ListaResponsiva<Funcionario>
            rotulo="Desempenho por funcionário"
            fundo="bg"
            colunasNoCartao={3}
            itens={desempenho.funcionarios}
            chave={(f) => f.uuid}
            colunas={[
              { id: 'nome', rotulo: 'Funcionário', cartao: 'titulo', valor: (f) => f.nome },
              {
                id: 'setor',
                rotulo: 'Equipe',
                cartao: 'campo',
                aPartirDe: 'md',
                valor: (f) => f.setor?.nome ?? 'Sem equipe',
              },
              ...colunasDosIndicadores<Funcionario>(),
            ]}
          />
        )}
      </Stack>
      {desempenho.setores.length > 0 && (
        <Stack gap="2">
          <Heading size="md">Por equipe</Heading>
          <ListaResponsiva<Setor>
            rotulo="Desempenho por equipe"
            fundo="bg"
            colunasNoCartao={3}
            itens={desempenho.setores}
            chave={(s) => s.uuid ?? 'sem-equipe'}
            colunas={[
              { id: 'nome', rotulo: 'Equipe', cartao: 'titulo', valor: (s) => s.nome },
              ...colunasDosIndicadores<Setor>(),
            ]}
          />
        </Stack>
      )}
    </Stack>
  );
}
