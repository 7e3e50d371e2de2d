import type { Um } from '@irradia/shared/api/resposta';
import type { ListaConcessionarias } from '@irradia/shared/concessionarias/concessionarias.schema';
import type { UnidadeEntrada } from '@irradia/shared/faturas/faturas.schema';
import type { ListaUnidades, Unidade } from '@irradia/shared/unidades/unidades.schema';
import type { ListaUsinas } from '@irradia/shared/usinas/usinas.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Consumer units. Every reply's type comes from the schema the server declares
// (packages/shared unidades/, concessionarias/).

export type { ListaUnidades, Unidade } from '@irradia/shared/unidades/unidades.schema';
/** A utility to choose from. */
export type ConcessionariaOpcao = ListaConcessionarias['data'][number];

export interface FiltrosUnidades {
  usina: string;
  tipo: '' | 'geradora' | 'beneficiaria';
  search: string;
}

/**
 * Keys and reads of units: hooks, invalidations and prefetches use only these. Every unit key
 * starts with `todas()`, so saving or deleting a unit refreshes them all.
 */
export const unidadesQueries = {
  todas: () => ['unidades'] as const,
  lista: (empresa: string | undefined, f: FiltrosUnidades, page: number) =>
    queryOptions({
      queryKey: ['unidades', empresa, 'lista', f, page] as const,
      queryFn: () =>
        api.get<ListaUnidades>('unidades', {
          query: {
            usina: f.usina || undefined,
            tipo: f.tipo || undefined,
            search: f.search,
            page,
            limit: 100,
          },
        }),
      enabled: Boolean(empresa),
    }),
  /** The plant's units and the sum of their quotas, for the 100 % rule while typing. */
  cotasDaUsina: (empresa: string | undefined, usina: string) =>
    queryOptions({
      queryKey: ['unidades', empresa, 'cotas', usina] as const,
      queryFn: () => api.get<ListaUnidades>('unidades', { query: { usina, limit: 100 } }),
      enabled: Boolean(empresa && usina),
      retry: false,
    }),
  /** The company's plants to attach a unit to (under the plants' key: a new plant shows up). */
  usinas: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['usinas', empresa, 'escolha-unidades'] as const,
      queryFn: () => api.get<ListaUsinas>('usinas', { query: { limit: 100 } }),
      enabled: Boolean(empresa),
    }),
  /** Every utility (the API pages by 100). */
  concessionarias: (ativa: boolean) =>
    queryOptions({
      queryKey: ['concessionarias', 'opcoes'] as const,
      queryFn: async () => {
        const todas: ConcessionariaOpcao[] = [];
        for (let page = 1; page <= 10; page++) {
          const r = await api.get<ListaConcessionarias>('concessionarias', { query: { page, limit: 100 } });
          todas.push(...r.data);
          if (page >= (r.meta?.last_page ?? 1)) break;
        }
        return todas;
      },
      enabled: ativa,
      staleTime: 5 * 60_000,
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useUnidades = (f: FiltrosUnidades, page: number) =>
  useQuery(unidadesQueries.lista(useEmpresa(), f, page));

export const useCotasDaUsina = (usina: string) => useQuery(unidadesQueries.cotasDaUsina(useEmpresa(), usina));

export const useUsinas = () => useQuery(unidadesQueries.usinas(useEmpresa()));

export const useConcessionarias = (ativa: boolean) => useQuery(unidadesQueries.concessionarias(ativa));

export function useSalvarUnidade(uuid: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UnidadeEntrada) =>
      uuid ? api.put<Um<Unidade>>(`unidades/${uuid}`, body) : api.post<Um<Unidade>>('unidades', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: unidadesQueries.todas() }),
  });
}

export function useExcluirUnidade() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`unidades/${uuid}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: unidadesQueries.todas() }),
  });
}
