import type { TSetorEntrada } from '@irradia/shared/equipe/equipe.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export interface Setor {
  uuid: string;
  nome: string;
  nome_completo: string | null;
  descricao: string | null;
}

const setoresQueries = {
  lista: (empresa: string | undefined, search: string) => ['setores', empresa, search] as const,
};

export function useSetores(search = '') {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: setoresQueries.lista(empresa, search),
    queryFn: () =>
      api.get<{ data: Setor[]; meta: { total: number } }>('setores', { query: { search, limit: 100 } }),
    enabled: Boolean(empresa),
  });
}

export function useSalvarSetor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: TSetorEntrada & { uuid?: string }) =>
      uuid ? api.patch<{ data: Setor }>(`setores/${uuid}`, body) : api.post<{ data: Setor }>('setores', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['setores'] }),
  });
}

export function useExcluirSetor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`setores/${uuid}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['setores'] }),
  });
}
