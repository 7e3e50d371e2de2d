import type { TFuncionario, TFuncionarioEntrada } from '@irradia/shared/equipe/equipe.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export function useFuncionarios(removidos: boolean, search = '') {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['funcionarios', empresa, removidos, search],
    queryFn: () =>
      api.get<{ data: TFuncionario[] }>('funcionarios', {
        query: { removidos: removidos ? 1 : undefined, search, limit: 100 },
      }),
    enabled: Boolean(empresa),
  });
}

/** Positions to choose from when hiring (the positions screen is another feature). */
export function useOpcoesCargo() {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['cargos', empresa, 'opcoes'],
    queryFn: () =>
      api.get<{ data: Array<{ uuid: string; nome: string }> }>('cargos', { query: { limit: 200 } }),
    enabled: Boolean(empresa),
  });
}

function useFuncMutation<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['funcionarios'] }),
  });
}

export const useContratar = () =>
  useFuncMutation((body: TFuncionarioEntrada) => api.post<{ data: TFuncionario }>('funcionarios', body));
export const useDemitir = () => useFuncMutation((uuid: string) => api.delete(`funcionarios/${uuid}`));
export const useSocio = () =>
  useFuncMutation(({ uuid, socio }: { uuid: string; socio: boolean }) =>
    api.post(`funcionarios/${uuid}/socio`, { socio }),
  );
