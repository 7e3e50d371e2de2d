import type { SerieIrradiacao } from '@irradia/shared/irradiacao/irradiacao';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export interface Cidade {
  uuid: string;
  codigo_ibge: number;
  nome: string;
  estado: { sigla: string; nome: string };
}

export interface Irradiacao {
  cidade: Cidade;
  fonte: { codigo: string; nome: string };
  inclinada: SerieIrradiacao;
  global_horizontal: SerieIrradiacao;
  direta_normal: SerieIrradiacao;
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

export const useIrradiacao = (cidade: string | null) =>
  useQuery({
    queryKey: ['irradiacao', cidade],
    queryFn: () => api.get<{ data: Irradiacao }>('irradiacao', { query: { cidade } }),
    enabled: Boolean(cidade),
  });
