import type {
  AcaoPedido,
  PapelPedido,
  TPedidoEntrada,
  ZPedidoHistorico,
  ZPedidoItens,
  ZPedidoResposta,
  ZPedidos,
} from '@irradia/shared/pedidos/pedidos.schema';
import { canalEmpresa, type MensagemPedido } from '@irradia/shared/realtime/canais';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAoReconectar, useChannel } from '../../lib/realtime.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Purchase orders (/api/pedidos, tipo compra): the list of either side, one order with its lines
// and history, placing one from a distributor's catalogue and moving it along.

export type {
  AcaoPedido,
  PapelPedido,
  Pedido,
  PedidoEvento,
} from '@irradia/shared/pedidos/pedidos.schema';

export interface FiltrosPedidos {
  search: string;
  status: string;
}

type RespostaPedido = z.infer<typeof ZPedidoResposta>;

/**
 * Keys and reads of the orders. Every key starts with `todos()`: a step taken here or by the other
 * company (the channel) changes the list, the order and its history at once.
 */
export const pedidosQueries = {
  todos: () => ['pedidos'] as const,
  lista: (empresa: string | undefined, papel: PapelPedido | undefined, f: FiltrosPedidos, page: number) =>
    queryOptions({
      queryKey: ['pedidos', empresa, 'lista', papel ?? 'ambos', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZPedidos>>('pedidos', {
          query: { tipo: 'compra', papel, status: f.status, search: f.search, page, limit: 20 },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  pedido: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['pedidos', empresa, 'pedido', uuid] as const,
      queryFn: () => api.get<RespostaPedido>(`pedidos/${uuid}`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
  itens: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['pedidos', empresa, 'itens', uuid] as const,
      queryFn: () => api.get<z.infer<typeof ZPedidoItens>>(`pedidos/${uuid}/itens`),
      enabled: Boolean(empresa && uuid),
    }),
  historico: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['pedidos', empresa, 'historico', uuid] as const,
      queryFn: () => api.get<z.infer<typeof ZPedidoHistorico>>(`pedidos/${uuid}/historico`),
      enabled: Boolean(empresa && uuid),
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const usePedidos = (papel: PapelPedido | undefined, f: FiltrosPedidos, page: number) =>
  useQuery(pedidosQueries.lista(useEmpresa(), papel, f, page));
export const usePedido = (uuid: string) => useQuery(pedidosQueries.pedido(useEmpresa(), uuid));
export const usePedidoItens = (uuid: string) => useQuery(pedidosQueries.itens(useEmpresa(), uuid));
export const usePedidoHistorico = (uuid: string) => useQuery(pedidosQueries.historico(useEmpresa(), uuid));

/**
 * Live orders: a step taken by the other company arrives on this company's channel (`tipo:
 * 'pedido'`) and refreshes every order on screen; after a dropped connection, everything is read again.
 */
export function useAtualizacoesDePedidos(): void {
  const empresa = useEmpresa();
  const qc = useQueryClient();
  // The company channel carries other events too (plants, imports): only orders matter here.
  useChannel<MensagemPedido | { tipo?: string }>(empresa ? canalEmpresa(empresa) : null, (m) => {
    if (m?.tipo === 'pedido') void qc.invalidateQueries({ queryKey: pedidosQueries.todos() });
  });
  useAoReconectar(() => void qc.invalidateQueries({ queryKey: pedidosQueries.todos() }));
}

function usePedidoMutation<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: pedidosQueries.todos() }),
  });
}

/** POST /api/pedidos: a purchase from one published catalogue. */
export const useEnviarPedido = () =>
  usePedidoMutation((body: TPedidoEntrada) => api.post<RespostaPedido>('pedidos', body));

/** What each step sends: NF-e number, tracking code, a reason, or nothing. */
export interface DadosDaAcao {
  nota_fiscal?: string;
  rastreio?: string;
  motivo?: string;
}

/** POST /api/pedidos/:uuid/<acao>. */
export const useAcaoDoPedido = () =>
  usePedidoMutation(({ uuid, acao, dados }: { uuid: string; acao: AcaoPedido; dados?: DadosDaAcao }) =>
    api.post<RespostaPedido>(`pedidos/${uuid}/${acao}`, dados ?? {}),
  );
