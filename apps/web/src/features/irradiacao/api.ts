import type { SerieIrradiacao } from '@irradia/shared/irradiacao/irradiacao';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export interface Cidade {
  uuid: string;
  codigo_ibge: number;
  nome: string;
  estado: { sigla: string; nome: string };
}

interface Fonte {
  codigo: 'atlas_2017' | 'propria';
  nome: string;
  atualizado_em?: string;
}

export interface Irradiacao {
  cidade: Cidade;
  fonte: Fonte;
  inclinada: SerieIrradiacao;
  global_horizontal: SerieIrradiacao | null;
  direta_normal: SerieIrradiacao | null;
  atlas: { fonte: Fonte; inclinada: SerieIrradiacao } | null;
}

export const useEstados = () =>
  useQuery({
    queryKey: ['estados'],
    queryFn: () => api.get<{ data: Array<{ sigla: string; nome: string }> }>('estados'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCidades = (uf: string, search: string) =>
  useQuery({
    queryKey: ['cidades', uf, search],
    queryFn: () => api.get<{ data: Cidade[] }>('cidades', { query: { uf, search, limit: 8 } }),
    enabled: search.trim().length >= 2,
  });

/** The company's own values win over the Atlas, so the answer depends on the selected company. */
export function useIrradiacao(cidade: string | null) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['irradiacao', empresa, cidade],
    queryFn: () => api.get<{ data: Irradiacao }>('irradiacao', { query: { cidade } }),
    enabled: Boolean(cidade),
    retry: false,
  });
}

export function useSalvarIrradiacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ cidade, mensal }: { cidade: string; mensal: number[] }) =>
      api.put<{ data: Irradiacao }>(`irradiacao/${cidade}`, { mensal }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['irradiacao'] }),
  });
}

export function useVoltarAoAtlas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cidade: string) => api.delete(`irradiacao/${cidade}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['irradiacao'] }),
  });
}
