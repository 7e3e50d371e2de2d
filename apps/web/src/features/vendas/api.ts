import type { VendaEntrada, ZVendaResposta } from '@irradia/shared/propostas/venda.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { orcamentosQueries } from '../orcamentos/api.ts';

// A deal's sale (decision 037): registered from a signed contract with its instalments, and the
// plant it becomes in monitoring. Keys live under the deals' `todos()`, like the contract's.

export type { Venda } from '@irradia/shared/propostas/venda.schema';

type RespostaVenda = z.infer<typeof ZVendaResposta>;

const vendaQuery = (empresa: string | undefined, uuid: string) =>
  queryOptions({
    queryKey: [...orcamentosQueries.todos(), empresa, 'venda', uuid] as const,
    queryFn: () => api.get<RespostaVenda>(`pedidos/${uuid}/venda`),
    enabled: Boolean(empresa && uuid),
    retry: false,
  });

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useVenda = (uuid: string) => useQuery(vendaQuery(useEmpresa(), uuid));

/**
 * A step of the sale answers the sale; the deal (its status) and the lists follow, and the keys
 * `tambem` names (a new plant: the plants' lists).
 */
function usePassoDaVenda<E>(
  uuid: string,
  passo: (entrada: E) => Promise<RespostaVenda>,
  tambem: readonly string[] = [],
) {
  const qc = useQueryClient();
  const empresa = useEmpresa();
  return useMutation({
    mutationFn: passo,
    onSuccess: (r) => {
      qc.setQueryData(vendaQuery(empresa, uuid).queryKey, r);
      return Promise.all([
        qc.invalidateQueries({
          queryKey: orcamentosQueries.todos(),
          predicate: (q) => !(q.queryKey[2] === 'venda' && q.queryKey[3] === uuid),
        }),
        ...tambem.map((k) => qc.invalidateQueries({ queryKey: [k] })),
      ]);
    },
  });
}

/** POST /api/pedidos/:uuid/venda: the signed contract becomes a sale. */
export const useRegistrarVenda = (uuid: string) =>
  usePassoDaVenda(uuid, (body: VendaEntrada) => api.post<RespostaVenda>(`pedidos/${uuid}/venda`, body));

/** POST /api/pedidos/:uuid/usina: the plant in monitoring (the customer's name and city when no name). */
export const useCriarUsinaDaVenda = (uuid: string) =>
  usePassoDaVenda(uuid, (nome: string | null) => api.post<RespostaVenda>(`pedidos/${uuid}/usina`, { nome }), [
    'usinas',
  ]);
