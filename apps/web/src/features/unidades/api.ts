import type { UnidadeEntrada } from '@irradia/shared/faturas/faturas.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export interface Unidade {
  uuid: string;
  tipo: 'geradora' | 'beneficiaria';
  nome: string | null;
  matricula: string;
  classe: UnidadeEntrada['classe'];
  grupo_tensao: UnidadeEntrada['grupo_tensao'];
  fornecimento: UnidadeEntrada['fornecimento'];
  gd: UnidadeEntrada['gd'];
  inicio: string | null;
  cota: number | null;
  fim_previsto: string | null;
  distribuicao: UnidadeEntrada['distribuicao'];
  usina: { uuid: string; nome: string } | null;
  concessionaria: { uuid: string; sigla: string } | null;
}

export interface ListaUnidades {
  data: Unidade[];
  meta: { total: number; last_page: number; cota_total: number | null };
}

export interface FiltrosUnidades {
  usina: string;
  tipo: '' | 'geradora' | 'beneficiaria';
  search: string;
}

export function useUnidades(f: FiltrosUnidades, page: number) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['unidades', empresa, 'lista', f, page],
    queryFn: () =>
      api.get<ListaUnidades>('unidades', {
        query: { usina: f.usina || undefined, tipo: f.tipo || undefined, search: f.search, page, limit: 100 },
      }),
    enabled: Boolean(empresa),
  });
}

/** The plant's units and the sum of their quotas, for the 100 % rule while typing. */
export function useCotasDaUsina(usina: string) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['unidades', empresa, 'cotas', usina],
    queryFn: () => api.get<ListaUnidades>('unidades', { query: { usina, limit: 100 } }),
    enabled: Boolean(empresa && usina),
    retry: false,
  });
}

export function useUsinas() {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['usinas', empresa, 'escolha-unidades'],
    queryFn: () =>
      api.get<{ data: Array<{ uuid: string; nome: string }> }>('usinas', { query: { limit: 100 } }),
    enabled: Boolean(empresa),
  });
}

export interface ConcessionariaOpcao {
  uuid: string;
  sigla: string;
  nome: string;
  estados: string[];
}

/** Every utility (the API pages by 100). */
export function useConcessionarias(ativa: boolean) {
  return useQuery({
    queryKey: ['concessionarias', 'opcoes'],
    queryFn: async () => {
      const todas: ConcessionariaOpcao[] = [];
      for (let page = 1; page <= 10; page++) {
        const r = await api.get<{ data: ConcessionariaOpcao[]; meta: { last_page: number } }>(
          'concessionarias',
          { query: { page, limit: 100 } },
        );
        todas.push(...r.data);
        if (page >= (r.meta?.last_page ?? 1)) break;
      }
      return todas;
    },
    enabled: ativa,
    staleTime: 5 * 60_000,
  });
}

export function useSalvarUnidade(uuid: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UnidadeEntrada) =>
      uuid
        ? api.put<{ data: Unidade }>(`unidades/${uuid}`, body)
        : api.post<{ data: Unidade }>('unidades', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['unidades'] }),
  });
}

export function useExcluirUnidade() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) => api.delete(`unidades/${uuid}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['unidades'] }),
  });
}
