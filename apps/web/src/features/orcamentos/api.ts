import type { TipoProduto, ZProdutos } from '@irradia/shared/catalogo/produtos.schema';
import type {
  ETAPAS_PEDIDO_VENDA,
  TPedidoEntrada,
  ZPedidoResposta,
  ZPedidos,
} from '@irradia/shared/pedidos/pedidos.schema';
import type { ZConsumoDoCliente, ZFaturaDaPropostaResposta } from '@irradia/shared/propostas/consumo.schema';
import type { DadosProposta, ZPropostaResposta } from '@irradia/shared/propostas/proposta.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Deals in their first stage (decision 031): the orçamentos of /api/pedidos (tipo venda, etapa
// orcamento), a new one for a customer or a quick lead, and its proposal (inputs and figures).

export type { Pedido as Orcamento } from '@irradia/shared/pedidos/pedidos.schema';
export type { ConsumoDaUnidade, FaturaDaProposta } from '@irradia/shared/propostas/consumo.schema';
export type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';

/** The pipeline's stages (decision 031): /orcamentos, /contratos and /vendas list one each. */
export type Etapa = (typeof ETAPAS_PEDIDO_VENDA)[number];

export interface FiltrosOrcamentos {
  search: string;
  /** A status of the stage ('' = any). */
  status: string;
}

type RespostaProposta = z.infer<typeof ZPropostaResposta>;

/** Keys and reads. Every key starts with `todos()`: saving a proposal changes the list's total too. */
export const orcamentosQueries = {
  todos: () => ['orcamentos'] as const,
  lista: (empresa: string | undefined, etapa: Etapa, f: FiltrosOrcamentos, page: number) =>
    queryOptions({
      queryKey: ['orcamentos', empresa, 'lista', etapa, f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZPedidos>>('pedidos', {
          query: { tipo: 'venda', etapa, search: f.search, status: f.status, page, limit: 20 },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  orcamento: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['orcamentos', empresa, 'orcamento', uuid] as const,
      queryFn: () => api.get<z.infer<typeof ZPedidoResposta>>(`pedidos/${uuid}`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
  proposta: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['orcamentos', empresa, 'proposta', uuid] as const,
      queryFn: () => api.get<RespostaProposta>(`pedidos/${uuid}/proposta`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

/** The deals of one stage of the pipeline. */
export const useOrcamentos = (etapa: Etapa, f: FiltrosOrcamentos, page: number) =>
  useQuery(orcamentosQueries.lista(useEmpresa(), etapa, f, page));
export const useOrcamento = (uuid: string) => useQuery(orcamentosQueries.orcamento(useEmpresa(), uuid));
export const useProposta = (uuid: string) => useQuery(orcamentosQueries.proposta(useEmpresa(), uuid));

/** POST /api/pedidos with tipo venda: a new orçamento, in rascunho. */
export function useCriarOrcamento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Extract<TPedidoEntrada, { tipo: 'venda' }>) =>
      api.post<z.infer<typeof ZPedidoResposta>>('pedidos', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: orcamentosQueries.todos() }),
  });
}

/**
 * The company's products of a kind for the proposal's equipment pickers (decision 035): GET
 * /api/produtos by name, model, maker or SKU; `tipo` null lists every kind (the components').
 */
export function useProdutosDaProposta(tipo: TipoProduto | null, search: string, ativo: boolean) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['orcamentos', empresa, 'produtos', tipo, search] as const,
    queryFn: () =>
      api.get<z.infer<typeof ZProdutos>>('produtos', {
        query: { tipo: tipo ?? undefined, search, order: 'nome', limit: 20 },
      }),
    enabled: Boolean(empresa) && ativo,
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/pedidos/:uuid/proposta: its answer is the new figures, shown at once. */
export function useSalvarProposta(uuid: string) {
  const qc = useQueryClient();
  const empresa = useEmpresa();
  return useMutation({
    mutationFn: (body: DadosProposta) => api.put<RespostaProposta>(`pedidos/${uuid}/proposta`, body),
    onSuccess: (r) => {
      qc.setQueryData(orcamentosQueries.proposta(empresa, uuid).queryKey, r);
      // The list and the deal (its total); the proposal is the answer itself, not read again.
      return qc.invalidateQueries({
        queryKey: orcamentosQueries.todos(),
        predicate: (q) => q.queryKey[2] !== 'proposta',
      });
    },
  });
}

/**
 * POST /api/pedidos/:uuid/enviar: the proposal goes to the customer with a new public link, given
 * in this answer only (the server keeps the token's hash; sending again replaces it, decision 032).
 */
export function useEnviarProposta(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<z.infer<typeof ZPedidoResposta>>(`pedidos/${uuid}/enviar`, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: orcamentosQueries.todos() }),
  });
}

/**
 * GET /api/pedidos/:uuid/proposta/consumo, on demand (issue 25): the customer's units with their
 * last 12 months of invoices, read when the user asks to fill the consumption from them.
 */
export function useConsumoDasFaturas(uuid: string) {
  return useMutation({
    mutationFn: () => api.get<z.infer<typeof ZConsumoDoCliente>>(`pedidos/${uuid}/proposta/consumo`),
  });
}

/**
 * POST /api/pedidos/:uuid/proposta/fatura (decision 036): one invoice PDF read for the proposal by
 * the invoice reader; nothing is saved. OCR of a scan takes a while, hence the longer timeout.
 */
export function useLerFaturaDaProposta(uuid: string) {
  return useMutation({
    mutationFn: (arquivo: File) =>
      api.post<z.infer<typeof ZFaturaDaPropostaResposta>>(
        `pedidos/${uuid}/proposta/fatura`,
        { arquivo },
        { timeoutMs: 90_000 },
      ),
  });
}
