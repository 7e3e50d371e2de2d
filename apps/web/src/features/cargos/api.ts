import type {
  TCargoEntrada,
  ZCargoResposta,
  ZCargos,
  ZCatalogoPermissoes,
  ZSetores,
} from '@irradia/shared/equipe/equipe.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export type { Cargo } from '@irradia/shared/equipe/equipe.schema';

/** Every key and query of the positions screen, so hooks and invalidations agree. */
export const cargosQueries = {
  todos: () => ['cargos'] as const,
  lista: (empresa: string | undefined, removidos: boolean, search: string) =>
    queryOptions({
      queryKey: [...cargosQueries.todos(), empresa, removidos, search] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZCargos>>('cargos', {
          query: { removidos: removidos ? 1 : undefined, search, limit: 100 },
        }),
      enabled: Boolean(empresa),
    }),
  permissoes: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['permissoes', empresa] as const,
      queryFn: () => api.get<z.infer<typeof ZCatalogoPermissoes>>('permissoes'),
      enabled: Boolean(empresa),
      staleTime: 10 * 60_000,
    }),
  /**
   * Sectors to choose from. Features never import features, so this is the sectors list call under
   * the sectors' own root key: saving a sector refreshes it too.
   */
  opcoesSetor: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['setores', empresa, 'opcoes'] as const,
      queryFn: () => api.get<z.infer<typeof ZSetores>>('setores', { query: { limit: 200 } }),
      enabled: Boolean(empresa),
    }),
};

export function useCargos(removidos: boolean, search = '') {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery(cargosQueries.lista(empresa, removidos, search));
}

export function useCatalogoPermissoes() {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery(cargosQueries.permissoes(empresa));
}

type Resposta = z.infer<typeof ZCargoResposta>;

function useCargoMutation<T>(fn: (v: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: cargosQueries.todos() }),
  });
}

export const useSalvarCargo = () =>
  useCargoMutation(({ uuid, ...body }: TCargoEntrada & { uuid?: string }) =>
    uuid ? api.patch<Resposta>(`cargos/${uuid}`, body) : api.post<Resposta>('cargos', body),
  );
export const useDuplicarCargo = () =>
  useCargoMutation((uuid: string) => api.post<Resposta>(`cargos/${uuid}/duplicar`));
export const useExtinguirCargo = () =>
  useCargoMutation((uuid: string) => api.delete<Resposta>(`cargos/${uuid}`));
export const useRestaurarCargo = () =>
  useCargoMutation((uuid: string) => api.post<Resposta>(`cargos/${uuid}/restaurar`));

/** Sectors to choose from (the sectors screen is another feature; this is its list call). */
export function useOpcoesSetor() {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery(cargosQueries.opcoesSetor(empresa));
}
