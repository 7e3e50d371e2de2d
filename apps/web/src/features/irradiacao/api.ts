import type { ZCidades, ZEstados } from '@irradia/shared/geografia/geografia.schema';
import type { ZIrradiacaoResposta } from '@irradia/shared/irradiacao/irradiacao.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export type { Cidade } from '@irradia/shared/geografia/geografia.schema';

type Resposta = z.infer<typeof ZIrradiacaoResposta>;

/** Every key and query of the irradiation screen, so hooks and invalidations agree. */
export const irradiacaoQueries = {
  todos: () => ['irradiacao'] as const,
  /** The company's own values win over the Atlas, so the answer depends on the selected company. */
  daCidade: (empresa: string | undefined, cidade: string | null) =>
    queryOptions({
      queryKey: [...irradiacaoQueries.todos(), empresa, cidade] as const,
      queryFn: () => api.get<Resposta>('irradiacao', { query: { cidade } }),
      enabled: Boolean(cidade),
      retry: false,
    }),
  estados: () =>
    queryOptions({
      queryKey: ['estados'] as const,
      queryFn: () => api.get<z.infer<typeof ZEstados>>('estados'),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  cidades: (uf: string, search: string) =>
    queryOptions({
      queryKey: ['cidades', uf, search] as const,
      queryFn: () => api.get<z.infer<typeof ZCidades>>('cidades', { query: { uf, search, limit: 8 } }),
      enabled: search.trim().length >= 2,
    }),
};

export const useEstados = () => useQuery(irradiacaoQueries.estados());

export const useCidades = (uf: string, search: string) => useQuery(irradiacaoQueries.cidades(uf, search));

export function useIrradiacao(cidade: string | null) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery(irradiacaoQueries.daCidade(empresa, cidade));
}

export function useSalvarIrradiacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ cidade, mensal }: { cidade: string; mensal: number[] }) =>
      api.put<Resposta>(`irradiacao/${cidade}`, { mensal }),
    onSuccess: () => qc.invalidateQueries({ queryKey: irradiacaoQueries.todos() }),
  });
}

export function useVoltarAoAtlas() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cidade: string) => api.delete(`irradiacao/${cidade}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: irradiacaoQueries.todos() }),
  });
}
