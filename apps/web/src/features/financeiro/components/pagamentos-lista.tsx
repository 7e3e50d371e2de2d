import { Button, HStack, IconButton, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatData, formatMoeda } from '@irradia/shared';
import { STATUS_DE_PAGAMENTO, type TipoDePagamento } from '@irradia/shared/financeiro/pagamentos.schema';
import { Eye, HandCoins, Paperclip, Repeat, Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListError, ListLoading } from '../../../components/list-states.tsx';
import { ListaResponsiva } from '../../../components/lista-responsiva.tsx';
import { Pager } from '../../../components/pager.tsx';
import { SelectFiltro } from '../../../components/select-filtro.tsx';
import { StatGrid } from '../../../components/stat-grid.tsx';
import { useFiltrosPaginados } from '../../../components/use-filtros-paginados.ts';
import { usePermissoes } from '../../../lib/permissoes.ts';
import { type FiltrosPagamentos, type Pagamento, useCategorias, useOpcoes, usePagamentos } from '../api.ts';
import { DialogoDoPagamento, useDialogoDoPagamento } from './dialogos-do-pagamento.tsx';
import { StatusDoPagamento } from './status-do-pagamento.tsx';

const INICIAIS: FiltrosPagamentos = {
  search: '',
  status: '',
  de: '',
  ate: '',
  categoria: '',
  carteira: '',
  conta: '',
};
const CHAVES = Object.keys(INICIAIS) as Array<keyof FiltrosPagamentos>;

/** The filters start from the address and are written back to it, so a reload or a link keeps them. */
function useFiltrosNaUrl() {
  const [params, setParams] = useSearchParams();
  const comeco = Object.fromEntries(
    CHAVES.map((k) => [k, params.get(k) ?? '']),
  ) as unknown as FiltrosPagamentos;
  const f = useFiltrosPaginados(INICIAIS, comeco);
  const mudar = (novos: Partial<FiltrosPagamentos>) => {
    f.mudar(novos);
    setParams(
      (p) => {
        for (const [k, v] of Object.entries(novos)) {
          if (v) p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace: true },
    );
  };
  return { ...f, mudar };
}

/** The button that pays (or receives) an open entry, right on its row. */
export function BotaoDeBaixa(props: { pagamento: Pagamento; onClick(): void }) {
  const p = props.pagamento;
  const { pode } = usePermissoes();
  if (!(p.status === 'aberto' || p.status === 'vencido') || !pode('pagamento:edit')) return null;
  const rotulo = p.tipo === 'receber' ? 'Receber' : 'Pagar';
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="orange"
      aria-label={`${rotulo} ${p.descricao}`}
      onClick={props.onClick}
    >
      <HandCoins /> {rotulo}
    </Button>
  );
}

/**
 * Receivables or payables: filters by status, due period, category, wallet and a search, the
 * totals of the filtered list by status, and each row's "Pagar"/"Receber" and detail. Shared by
 * /despesas and the receivables tab of /vendas.
 */
export function PagamentosLista(props: { tipo: TipoDePagamento }) {
  const receber = props.tipo === 'receber';
  const { filtros, mudar, filtrando, page, setPage } = useFiltrosNaUrl();
  const consulta = usePagamentos(props.tipo, filtros, page);
  const categorias = useCategorias(props.tipo);
  const carteiras = useOpcoes('carteiras');
  const dialogo = useDialogoDoPagamento();
  const lista = consulta.data?.data ?? [];
  const resumo = consulta.data?.resumo;
  const nome = receber ? 'recebimento' : 'despesa';

  return (
    <Stack gap="4">
      {resumo && (
        <StatGrid
          data-testid="resumo"
          figuras={[
            ['Em aberto', formatMoeda(resumo.aberto_rs), 'resumo-aberto'],
            ['Vencido', formatMoeda(resumo.vencido_rs), 'resumo-vencido'],
            [receber ? 'Recebido' : 'Pago', formatMoeda(resumo.pago_rs), 'resumo-pago'],
          ]}
        />
      )}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3" role="group" aria-label="Filtros">
        <Input
          placeholder={receber ? 'Buscar por descrição ou cliente' : 'Buscar por descrição ou fornecedor'}
          aria-label={`Buscar ${nome}`}
          value={filtros.search}
          onChange={(e) => mudar({ search: e.target.value })}
        />
        <SelectFiltro
          rotulo="Filtrar por situação"
          todos="Todas as situações"
          value={filtros.status}
          onChange={(status) => mudar({ status: status as FiltrosPagamentos['status'] })}
          opcoes={Object.entries(STATUS_DE_PAGAMENTO)}
        />
        <SelectFiltro
          rotulo="Filtrar por categoria"
          todos="Todas as categorias"
          value={filtros.categoria}
          onChange={(categoria) => mudar({ categoria })}
          opcoes={categorias.data?.data.map((c) => [c, c] as const)}
        />
        <SelectFiltro
          rotulo="Filtrar por carteira"
          todos="Todas as carteiras"
          value={filtros.carteira}
          onChange={(carteira) => mudar({ carteira })}
          opcoes={carteiras.data?.data.map((c) => [c.uuid, c.nome] as const)}
        />
        <HStack gap="2">
          <Input
            type="date"
            aria-label="Vencimento a partir de"
            value={filtros.de}
            onChange={(e) => mudar({ de: e.target.value })}
          />
          <Text fontSize="sm" color="fg.muted">
            a
          </Text>
          <Input
            type="date"
            aria-label="Vencimento até"
            value={filtros.ate}
            onChange={(e) => mudar({ ate: e.target.value })}
          />
        </HStack>
      </SimpleGrid>
      {consulta.isLoading && <ListLoading />}
      {consulta.isError && !consulta.data && (
        <ListError
          icon={<Wallet />}
          title={`Não foi possível carregar ${receber ? 'os recebimentos' : 'as despesas'}`}
          onRetry={() => void consulta.refetch()}
        />
      )}
      {!consulta.isLoading && !consulta.isError && lista.length === 0 && (
        <ListEmpty
          icon={<Wallet />}
          title={
            filtrando
              ? `Nenhum${receber ? ' recebimento' : 'a despesa'} encontrad${receber ? 'o' : 'a'}`
              : receber
                ? 'Nenhum recebimento ainda'
                : 'Nenhuma despesa ainda'
          }
          description={
            filtrando
              ? 'Mude a busca ou os filtros para ver outros lançamentos.'
              : receber
                ? 'As parcelas das vendas aparecem aqui; lance também o que receber fora delas.'
                : 'Lance as contas a pagar da empresa: aluguel, impostos, compras, salários.'
          }
          action={
            filtrando ? (
              <Button variant="outline" onClick={() => mudar(INICIAIS)}>
                Limpar filtros
              </Button>
            ) : undefined
          }
        />
      )}
      {lista.length > 0 && (
        <ListaResponsiva<Pagamento>
          rotulo={receber ? 'Recebimentos' : 'Despesas'}
          fundo="bg"
          itens={lista}
          chave={(p) => p.uuid}
          colunas={[
            {
              id: 'descricao',
              rotulo: 'Descrição',
              cartao: 'titulo',
              valor: (p) => (
                <>
                  <HStack gap="1">
                    <Text fontWeight="medium">{p.descricao}</Text>
                    {p.recorrencia && <Repeat size={14} aria-label="Recorrente mensal" />}
                    {p.anexo && <Paperclip size={14} aria-label="Com anexo" />}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    {[
                      p.categoria,
                      p.parcelas && p.parcelas > 1 ? `Parcela ${p.parcela}/${p.parcelas}` : null,
                      p.pedido ? `Pedido #${p.pedido.numero}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </>
              ),
            },
            {
              id: 'pessoa',
              rotulo: receber ? 'Cliente' : 'Fornecedor',
              aPartirDe: 'lg',
              valor: (p) => (receber ? p.cliente?.nome : p.fornecedor) ?? '—',
            },
            {
              id: 'vencimento',
              rotulo: 'Vencimento',
              semQuebra: true,
              valor: (p) => formatData(p.vencimento),
            },
            {
              id: 'valor',
              rotulo: 'Valor',
              alinhar: 'end',
              semQuebra: true,
              valor: (p) => formatMoeda(p.valor_pago_rs ?? p.valor_rs),
            },
            {
              id: 'status',
              rotulo: 'Situação',
              cartao: 'selo',
              valor: (p) => <StatusDoPagamento status={p.status} />,
            },
            {
              id: 'carteira',
              rotulo: 'Carteira',
              aPartirDe: 'xl',
              valor: (p) => p.carteira?.nome ?? '—',
            },
            {
              id: 'acoes',
              rotulo: 'Ações',
              rotuloOculto: true,
              alinhar: 'end',
              cartao: 'acoes',
              semQuebra: true,
              valor: (p) => (
                <HStack gap="1" justify="flex-end">
                  <BotaoDeBaixa pagamento={p} onClick={() => dialogo.abrir('baixa', p)} />
                  <IconButton
                    aria-label={`Abrir ${p.descricao}`}
                    title="Detalhes"
                    size="xs"
                    variant="ghost"
                    onClick={() => dialogo.abrir('detalhe', p)}
                  >
                    <Eye />
                  </IconButton>
                </HStack>
              ),
            },
          ]}
        />
      )}
      <Pager page={page} lastPage={consulta.data?.meta.last_page ?? 1} onChange={setPage} />
      <DialogoDoPagamento {...dialogo} />
    </Stack>
  );
}
