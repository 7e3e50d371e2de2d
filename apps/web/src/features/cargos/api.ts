import type { TCargoEntrada } from '@irradia/shared/equipe/equipe.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export interface Cargo {
  uuid: string;
  nome: string;
  setor: { uuid: string; nome: string } | null;
  permissoes: string[];
  extinto_em: string | null;
  funcionarios: number;
}

export interface GrupoPermissoes {
  recurso: string;
  nome: string;
  permissoes: Array<{ codigo: string; acao: string; nome: string }>;
}

export function useCargos(removidos: boolean, search = '') {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['cargos', empresa, removidos, search],
    queryFn: () =>
      api.get<{ data: Cargo[] }>('cargos', {
        query: { removidos: removidos ? 1 : undefined, search, limit: 100 },
      }),
    enabled: Boolean(empresa),
  });
}

export function useCatalogoPermissoes() {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['permissoes', empresa],
    queryFn: () => api.get<{ data: GrupoPermissoes[] }>('permissoes'),
    enabled: Boolean(empresa),
    staleTime: 10 * 60_000,
  });
}

function useCargoMutation<T>(fn: (v: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['cargos'] }) });
}

export const useSalvarCargo = () =>
  useCargoMutation(({ uuid, ...body }: TCargoEntrada & { uuid?: string }) =>
    uuid ? api.patch(`cargos/${uuid}`, body) : api.post('cargos', body),
  );
export const useDuplicarCargo = () => useCargoMutation((uuid: string) => api.post(`cargos/${uuid}/duplicar`));
export const useExtinguirCargo = () => useCargoMutation((uuid: string) => api.delete(`cargos/${uuid}`));
export const useRestaurarCargo = () =>
  useCargoMutation((uuid: string) => api.post(`cargos/${uuid}/restaurar`));

/** Sectors to choose from (the sectors screen is another feature; this is its list call). */
export function useOpcoesSetor() {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['setores', empresa, 'opcoes'],
    queryFn: () =>
      api.get<{ data: Array<{ uuid: string; nome: string }> }>('setores', { query: { limit: 200 } }),
    enabled: Boolean(empresa),
  });
}
