import type { TPedidoEntrada, ZPedidoResposta, ZPedidos } from '@irradia/shared/pedidos/pedidos.schema';
import type { ZConsumoDoCliente } from '@irradia/shared/propostas/consumo.schema';
import type { DadosProposta, ZPropostaResposta } from '@irradia/shared/propostas/proposta.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Deals in their first stage (decision 031): the orçamentos of /api/pedidos (tipo venda, etapa
// orcamento), a new one for a customer or a quick lead, and its proposal (inputs and figures).

export type { Pedido as Orcamento } from '@irradia/shared/pedidos/pedidos.schema';
export type { ConsumoDaUnidade } from '@irradia/shared/propostas/consumo.schema';
export type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';

export interface FiltrosOrcamentos {
  search: string;
}

type RespostaProposta = z.infer<typeof ZPropostaResposta>;

/** Keys and reads. Every key starts with `todos()`: saving a proposal changes the list's total too. */
export const orcamentosQueries = {
  todos: () => ['orcamentos'] as const,
  lista: (empresa: string | undefined, f: FiltrosOrcamentos, page: number) =>
    queryOptions({
      queryKey: ['orcamentos', empresa, 'lista', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZPedidos>>('pedidos', {
          query: { tipo: 'venda', etapa: 'orcamento', search: f.search, page, limit: 20 },
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

export const useOrcamentos = (f: FiltrosOrcamentos, page: number) =>
  useQuery(orcamentosQueries.lista(useEmpresa(), f, page));
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
