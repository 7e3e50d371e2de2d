import type { TSetorEntrada, ZSetores, ZSetorResposta } from '@irradia/shared/equipe/equipe.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export type { Setor } from '@irradia/shared/equipe/equipe.schema';

/** Every key and query of the sectors screen, so hooks and invalidations agree. */
export const setoresQueries = {
  todos: () => ['setores'] as const,
  lista: (empresa: string | undefined, search: string) =>
    queryOptions({
      queryKey: [...setoresQueries.todos(), empresa, search] as const,
      queryFn: () => api.get<z.infer<typeof ZSetores>>('setores', { query: { search, limit: 100 } }),
      enabled: Boolean(empresa),
    }),
};

export function useSetores(search = '') {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery(setoresQueries.lista(empresa, search));
}

type Resposta = z.infer<typeof ZSetorResposta>;

export function useSalvarSetor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: TSetorEntrada & { uuid?: string }) =>
      uuid ? api.patch<Resposta>(`setores/${uuid}`, body) : api.post<Resposta>('setores', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: setoresQueries.todos() }),
  });
}

export function useExcluirSetor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`setores/${uuid}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: setoresQueries.todos() }),
  });
}
