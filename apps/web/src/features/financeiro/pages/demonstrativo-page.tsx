import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { formatMoeda, formatPercentual } from '@irradia/shared';
import { ChartColumn, Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListError, ListLoading } from '../../../components/list-states.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { baixarArquivo } from '../../../lib/download.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useOpcoes } from '../api.ts';
import { hoje, mesDe, somarMeses } from '../campos.ts';
import { FluxoProjetado, GraficosDoResultado } from '../components/demonstrativo-graficos.tsx';
import { DemonstrativoTabela } from '../components/demonstrativo-tabela.tsx';
import { useDemonstrativo } from '../relatorios-api.ts';

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;

function Conteudo() {
  const [params, setParams] = useSearchParams();
  const atual = mesDe(hoje());
  const de = MES.test(params.get('de') ?? '') ? (params.get('de') as string) : somarMeses(atual, -5);
  const ate = MES.test(params.get('ate') ?? '') ? (params.get('ate') as string) : atual;
  const carteira = params.get('carteira') ?? '';
  const carteiras = useOpcoes('carteiras');
  const consulta = useDemonstrativo(de, ate, carteira);
  const d = consulta.data?.data;
  const mudar = (k: string, v: string) =>
    setParams(
      (p) => {
        if (v) p.set(k, v);
        else p.delete(k);
        return p;
      },
      { replace: true },
    );
  const csv = () =>
    void baixarArquivo(
      `financeiro/demonstrativo?${new URLSearchParams({ de, ate, formato: 'csv', ...(carteira ? { carteira } : {}) })}`,
      `demonstrativo-${de}-a-${ate}.csv`,
    );
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" role="group" aria-label="Filtros" justify="space-between">
        <HStack gap="3" wrap="wrap">
          <HStack gap="2">
            <Input
              type="month"
              aria-label="Do mês"
              value={de}
              maxW="44"
              onChange={(e) => MES.test(e.target.value) && mudar('de', e.target.value)}
            />
            <Text fontSize="sm" color="fg.muted">
              a
            </Text>
            <Input
              type="month"
              aria-label="Até o mês"
              value={ate}
              maxW="44"
              onChange={(e) => MES.test(e.target.value) && mudar('ate', e.target.value)}
            />
          </HStack>
          <SelectFiltro
            rotulo="Filtrar por carteira"
            todos="Todas as carteiras"
            value={carteira}
            onChange={(v) => mudar('carteira', v)}
            opcoes={carteiras.data?.data.map((c) => [c.uuid, c.nome] as const)}
            maxW="xs"
          />
        </HStack>
        <Button size="sm" variant="outline" onClick={csv}>
          <Download /> CSV
        </Button>
      </HStack>
      {consulta.isLoading && <ListLoading />}
      {!d && consulta.isError && (
        <ListError
          icon={<ChartColumn />}
          title="Não foi possível carregar o demonstrativo"
          onRetry={() => void consulta.refetch()}
        />
      )}
      {d && (
        <>
          <StatGrid
            figuras={[
              ['Receita', formatMoeda(d.total.receita_rs), 'total-receita'],
              [
                'Margem bruta',
                `${formatMoeda(d.total.margem_bruta_rs)}${
                  d.total.margem_bruta_pct === null ? '' : ` (${formatPercentual(d.total.margem_bruta_pct)})`
                }`,
                'total-margem',
              ],
              ['Despesas', formatMoeda(d.total.despesas_rs), 'total-despesas'],
              ['Resultado', formatMoeda(d.total.resultado_rs), 'total-resultado'],
            ]}
          />
          <Text fontSize="sm" color="fg.muted">
            Regime de caixa: a receita é o que foi recebido no mês; o custo é a parte do custo das vendas (kit
            e serviços da proposta) nesses recebimentos; compras de mercadorias entram pelo custo, não como
            despesa.
          </Text>
          <DemonstrativoTabela d={d} />
          <GraficosDoResultado d={d} />
          <FluxoProjetado d={d} />
        </>
      )}
    </Stack>
  );
}

/** /financeiro/demonstrativo: the result month by month, with charts, and the projected cash. */
export default function DemonstrativoPage() {
  usePageTitle('Demonstrativo', 'Resultado do período e fluxo de caixa');
  return (
    <ExigeEmpresa
      icone={<ChartColumn />}
      descricao="O demonstrativo pertence a uma empresa. Selecione a empresa no topo da tela."
    >
      <Conteudo />
    </ExigeEmpresa>
  );
}
