import type {
  TFuncionarioEntrada,
  ZCargos,
  ZFuncionarioResposta,
  ZFuncionarios,
} from '@irradia/shared/equipe/equipe.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

/** Every key and query of the team screen, so hooks and invalidations agree. */
export const funcionariosQueries = {
  todos: () => ['funcionarios'] as const,
  lista: (empresa: string | undefined, removidos: boolean, search: string) =>
    queryOptions({
      queryKey: [...funcionariosQueries.todos(), empresa, removidos, search] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZFuncionarios>>('funcionarios', {
          query: { removidos: removidos ? 1 : undefined, search, limit: 100 },
        }),
      enabled: Boolean(empresa),
    }),
  /**
   * Positions to choose from when hiring. Features never import features, so this is the positions
   * list call under the positions' own root key: saving a position refreshes it too.
   */
  opcoesCargo: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['cargos', empresa, 'opcoes'] as const,
      queryFn: () => api.get<z.infer<typeof ZCargos>>('cargos', { query: { limit: 200 } }),
      enabled: Boolean(empresa),
    }),
};

export function useFuncionarios(removidos: boolean, search = '') {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery(funcionariosQueries.lista(empresa, removidos, search));
}

/** Positions to choose from when hiring (the positions screen is another feature). */
export function useOpcoesCargo() {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery(funcionariosQueries.opcoesCargo(empresa));
}

type Resposta = z.infer<typeof ZFuncionarioResposta>;

function useFuncMutation<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: funcionariosQueries.todos() }),
  });
}

export const useContratar = () =>
  useFuncMutation((body: TFuncionarioEntrada) => api.post<Resposta>('funcionarios', body));
export const useDemitir = () =>
  useFuncMutation((uuid: string) => api.delete<Resposta>(`funcionarios/${uuid}`));
export const useSocio = () =>
  useFuncMutation(({ uuid, socio }: { uuid: string; socio: boolean }) =>
    api.post<Resposta>(`funcionarios/${uuid}/socio`, { socio }),
  );
