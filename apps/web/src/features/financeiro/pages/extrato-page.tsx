import { Badge, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import type { Movimento } from '@irradia/shared/financeiro/relatorios.schema';
import { Download, Landmark, ScrollText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { baixarArquivo } from '../../../lib/download.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useOpcoes } from '../api.ts';
import { diasDoMes, hoje, mesDe } from '../campos.ts';
import { Conciliacao } from '../components/conciliacao.tsx';
import { Periodo } from '../components/periodo.tsx';
import { useExtrato } from '../relatorios-api.ts';

function Movimentos({ conta, de, ate }: { conta: string; de: string; ate: string }) {
  const extrato = useExtrato(conta, de, ate);
  const e = extrato.data?.data;
  const arquivo = (formato: 'csv' | 'pdf') =>
    void baixarArquivo(
      `financeiro/extrato?${new URLSearchParams({ conta, de, ate, formato })}`,
      `extrato-${de}-a-${ate}.${formato}`,
    );
  if (extrato.isLoading) return <ListLoading />;
  if (!e)
    return (
      <ListError
        icon={<ScrollText />}
        title="Não foi possível carregar o extrato"
        onRetry={() => void extrato.refetch()}
      />
    );
  return (
    <Stack gap="4">
      <StatGrid
        figuras={[
          ['Saldo anterior', formatMoeda(e.saldo_anterior_rs), 'saldo-anterior'],
          ['Entradas', formatMoeda(e.entradas_rs), 'entradas'],
          ['Saídas', formatMoeda(e.saidas_rs), 'saidas'],
          ['Saldo final', formatMoeda(e.saldo_final_rs), 'saldo-final'],
        ]}
      />
      <HStack gap="2" justify="flex-end">
        <Button size="sm" variant="outline" onClick={() => arquivo('csv')}>
          <Download /> CSV
        </Button>
        <Button size="sm" variant="outline" onClick={() => arquivo('pdf')}>
          <Download /> PDF
        </Button>
      </HStack>
      {e.movimentos.length === 0 ? (
        <ListEmpty
          icon={<ScrollText />}
          title="Nenhuma movimentação no período"
          description="Os pagamentos e recebimentos registrados nesta conta aparecem aqui."
        />
      ) : (
        <ListaResponsiva<Movimento>
          rotulo="Movimentações"
          fundo="bg"
          itens={e.movimentos}
          chave={(m) => `${m.pagamento}-${m.data}`}
          colunas={[
            { id: 'data', rotulo: 'Data', semQuebra: true, valor: (m) => formatData(m.data) },
            {
              id: 'descricao',
              rotulo: 'Descrição',
              cartao: 'titulo',
              valor: (m) => (
                <>
                  <Text>{m.descricao}</Text>
                  {m.categoria && (
                    <Text fontSize="xs" color="fg.muted">
                      {m.categoria}
                    </Text>
                  )}
                </>
              ),
            },
            {
              id: 'valor',
              rotulo: 'Valor',
              alinhar: 'end',
              semQuebra: true,
              valor: (m) => (
                <Text as="span" color={m.valor_rs < 0 ? 'fg.error' : 'fg.success'}>
                  {formatMoeda(m.valor_rs)}
                </Text>
              ),
            },
            {
              id: 'saldo',
              rotulo: 'Saldo',
              alinhar: 'end',
              semQuebra: true,
              valor: (m) => formatMoeda(m.saldo_rs),
            },
            {
              id: 'conciliado',
              rotulo: 'Conciliado',
              cartao: 'selo',
              valor: (m) =>
                m.conciliado ? (
                  <Badge colorPalette="green" variant="subtle">
                    Conciliado
                  </Badge>
                ) : (
                  <Text as="span" fontSize="xs" color="fg.muted">
                    Não conciliado
                  </Text>
                ),
              noCartao: (m) =>
                m.conciliado ? (
                  <Badge colorPalette="green" variant="subtle">
                    Conciliado
                  </Badge>
                ) : null,
            },
          ]}
        />
      )}
    </Stack>
  );
}

function Conteudo() {
  const contas = useOpcoes('contas');
  const [params, setParams] = useSearchParams();
  const mesAtual = diasDoMes(mesDe(hoje()));
  const lista = contas.data?.data ?? [];
  const conta = params.get('conta') ?? lista[0]?.uuid ?? '';
  const de = params.get('de') ?? mesAtual.de;
  const ate = params.get('ate') ?? mesAtual.ate;
  const mudar = (novos: Record<string, string>) =>
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(novos)) p.set(k, v);
        return p;
      },
      { replace: true },
    );

  if (contas.isLoading) return <ListLoading />;
  if (contas.isError)
    return (
      <ListError
        icon={<Landmark />}
        title="Não foi possível carregar as contas"
        onRetry={() => void contas.refetch()}
      />
    );
  if (lista.length === 0)
    return (
      <ListEmpty
        icon={<Landmark />}
        title="Nenhuma conta cadastrada"
        description="Cadastre a conta bancária ou o caixa para ver o extrato e conciliar o banco."
        action={
          <Button asChild colorPalette="orange">
            <Link to="/financeiro/contas">Cadastrar conta</Link>
          </Button>
        }
      />
    );
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" role="group" aria-label="Filtros">
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            aria-label="Conta"
            value={conta}
            onChange={(e) => mudar({ conta: e.target.value })}
          >
            {lista.map((c) => (
              <option key={c.uuid} value={c.uuid}>
                {c.nome}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Periodo de={de} ate={ate} onChange={(novoDe, novoAte) => mudar({ de: novoDe, ate: novoAte })} />
      </HStack>
      <Movimentos key={conta} conta={conta} de={de} ate={ate} />
      <Conciliacao key={`c-${conta}`} conta={conta} />
    </Stack>
  );
}

/** /financeiro/extrato: an account's movements with the running balance, and its bank reconciliation. */
export default function ExtratoPage() {
  usePageTitle('Extrato', 'Movimentações e conciliação bancária');
  return (
    <ExigeEmpresa
      icone={<ScrollText />}
      descricao="O extrato pertence às contas de uma empresa. Selecione a empresa no topo da tela."
    >
      <Conteudo />
    </ExigeEmpresa>
  );
}
