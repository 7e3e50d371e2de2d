import { Badge, Button, HStack, Input, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { STATUS_FATURA, type StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { FileUp, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExigeEmpresa } from '../../../components/exige-empresa.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { usePermissoes } from '../../../lib/permissoes.ts';
import {
  type FiltrosFaturas,
  useCaixaDeEntrada,
  useFaturas,
  useUnidadesParaEscolha,
  useUsinasParaEscolha,
} from '../api.ts';
import { kwh, reais } from '../campos.ts';
import { CaixaDeEntrada } from '../components/caixa-de-entrada.tsx';
import { EnviarFaturaDialog } from '../components/enviar-fatura-dialog.tsx';
import { TabelaFaturas } from '../components/tabela-faturas.tsx';

/**
 * Spec §2 /faturas: the company's utility invoices, filtered, with their totals; beside them the
 * invoices that arrived by e-mail and wait to be confirmed (`?aba=caixa`).
 */
export default function FaturasPage() {
  usePageTitle('Faturas', 'Faturas das concessionárias, créditos e economia');
  const [params, setParams] = useSearchParams();
  const aba = params.get('aba') === 'caixa' ? 'caixa' : 'faturas';
  // Page 1 of the inbox: the same query the tab shows, for the count on the tab.
  const caixa = useCaixaDeEntrada(1);
  const { filtros, mudar, page, setPage } = useFiltrosPaginados<FiltrosFaturas>({
    usina: params.get('usina') ?? '',
    unidade: '',
    mes: '',
    status: '',
  });
  const [enviando, setEnviando] = useState(false);
  const { pode } = usePermissoes();

  const podeEnviar = pode('fatura:create');
  const pendentes = caixa.data?.meta.total ?? 0;

  return (
    <ExigeEmpresa
      icone={<Receipt />}
      descricao="As faturas pertencem às usinas de uma empresa integradora. Selecione a empresa no topo da tela."
    >
      <Tabs.Root
        value={aba}
        onValueChange={(e) =>
          setParams(
            (p) => {
              if (e.value === 'caixa') p.set('aba', 'caixa');
              else p.delete('aba');
              return p;
            },
            { replace: true },
          )
        }
        variant="line"
        colorPalette="orange"
        lazyMount
      >
        <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
          <Tabs.List>
            <Tabs.Trigger value="faturas">Faturas</Tabs.Trigger>
            <Tabs.Trigger value="caixa">
              Recebidas por e-mail
              {pendentes > 0 && (
                <Badge size="sm" colorPalette="orange" variant="solid" aria-label={`${pendentes} a conferir`}>
                  {pendentes}
                </Badge>
              )}
            </Tabs.Trigger>
          </Tabs.List>
          {podeEnviar && (
            <Button colorPalette="orange" onClick={() => setEnviando(true)}>
              <FileUp /> Enviar fatura em PDF
            </Button>
          )}
        </HStack>
        <Tabs.Content value="faturas">
          <ListaDeFaturas
            filtros={filtros}
            mudar={mudar}
            page={page}
            setPage={setPage}
            onEnviar={podeEnviar ? () => setEnviando(true) : undefined}
          />
        </Tabs.Content>
        <Tabs.Content value="caixa">
          <CaixaDeEntrada />
        </Tabs.Content>
        <EnviarFaturaDialog open={enviando} onOpenChange={setEnviando} />
      </Tabs.Root>
    </ExigeEmpresa>
  );
}

function ListaDeFaturas(props: {
  filtros: FiltrosFaturas;
  mudar(f: Partial<FiltrosFaturas>): void;
  page: number;
  setPage(page: number): void;
  onEnviar?: () => void;
}) {
  const { filtros, mudar, page, setPage } = props;
  const usinas = useUsinasParaEscolha();
  const unidades = useUnidadesParaEscolha(filtros.usina);
  const { data, isLoading } = useFaturas(filtros, page);
  const filtrando = Boolean(filtros.usina || filtros.unidade || filtros.mes || filtros.status);
  const lista = data?.data ?? [];
  const totais = data?.meta.totais;

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        {data ? `${data.meta.total} fatura(s)` : ''}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" role="group" aria-label="Filtros">
        <SelectFiltro
          rotulo="Filtrar por usina"
          todos="Todas as usinas"
          value={filtros.usina}
          onChange={(usina) => mudar({ usina, unidade: '' })}
          opcoes={usinas.data?.data.map((u) => [u.uuid, u.nome])}
        />
        <SelectFiltro
          rotulo="Filtrar por unidade consumidora"
          todos="Todas as unidades"
          value={filtros.unidade}
          onChange={(unidade) => mudar({ unidade })}
          opcoes={unidades.data?.data.map((u) => [u.uuid, `${u.matricula}${u.nome ? ` · ${u.nome}` : ''}`])}
        />
        <Input
          type="month"
          aria-label="Filtrar por mês de referência"
          value={filtros.mes}
          onChange={(e) => mudar({ mes: e.target.value })}
        />
        <SelectFiltro
          rotulo="Filtrar por situação"
          todos="Todas as situações"
          value={filtros.status}
          onChange={(status) => mudar({ status: status as StatusFatura | '' })}
          opcoes={Object.entries(STATUS_FATURA)}
        />
      </SimpleGrid>
      {totais && lista.length > 0 && (
        <StatGrid
          data-testid="totais-faturas"
          figuras={[
            ['Valor total', reais(totais.valor_total_rs)],
            ['Consumo', kwh(totais.consumo_kwh)],
            ['Energia compensada', kwh(totais.compensada_kwh)],
            ['Economia', reais(totais.economia_rs)],
          ]}
        />
      )}
      {isLoading && <ListLoading />}
      {!isLoading && lista.length === 0 && (
        <ListEmpty
          icon={<Receipt />}
          title={filtrando ? 'Nenhuma fatura encontrada' : 'Nenhuma fatura ainda'}
          description={
            filtrando
              ? 'Mude ou limpe os filtros para ver outras faturas.'
              : 'Envie o PDF de uma fatura da concessionária, ou ligue a usina ao aplicativo da concessionária na página de faturas da usina para importar todas.'
          }
          action={
            filtrando ? (
              <Button
                variant="outline"
                onClick={() => mudar({ usina: '', unidade: '', mes: '', status: '' })}
              >
                Limpar filtros
              </Button>
            ) : props.onEnviar ? (
              <Button colorPalette="orange" onClick={props.onEnviar}>
                <FileUp /> Enviar fatura em PDF
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && <TabelaFaturas faturas={lista} />}
      <Pager page={page} lastPage={data?.meta.last_page ?? 1} onChange={setPage} />
    </Stack>
  );
}
