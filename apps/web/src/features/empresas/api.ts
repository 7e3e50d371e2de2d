import type {
  TAtualizarEmpresa,
  TCriarEmpresa,
  ZEmpresaResposta,
  ZEmpresas,
} from '@irradia/shared/empresas/empresas.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

type Resposta = z.infer<typeof ZEmpresaResposta>;

/**
 * Every key and query of the company screens. The switcher's own list (lib/company-selection.ts)
 * lives under the same root key, so `todos()` refreshes it too.
 */
export const empresasQueries = {
  todos: () => ['empresas'] as const,
  detalhe: (uuid: string | undefined) =>
    queryOptions({
      queryKey: [...empresasQueries.todos(), 'detalhe', uuid] as const,
      queryFn: () => api.get<Resposta>(`empresas/${uuid}`, { withoutCompany: true }),
      enabled: Boolean(uuid),
    }),
  /** Every company of the system (the sistema's screen). */
  doSistema: (search: string, permitido: boolean) =>
    queryOptions({
      queryKey: [...empresasQueries.todos(), 'todas', search] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZEmpresas>>('empresas', {
          query: { search, limit: 100 },
          withoutCompany: true,
        }),
      enabled: permitido,
    }),
};

export function useRegistrarEmpresa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCriarEmpresa & { imagem?: File }) =>
      api.post<Resposta>('empresas', body, { formData: true }),
    onSuccess: ({ data }) => {
      const s = useAppStore.getState();
      s.selectCompany({ uuid: data.uuid, tipo: data.tipo, cliente: data.cliente });
      s.bumpRegisterCount();
      void qc.invalidateQueries({ queryKey: empresasQueries.todos() });
    },
  });
}

export function useEmpresa(uuid: string | undefined) {
  return useQuery(empresasQueries.detalhe(uuid));
}

export function useEmpresasDoSistema(search: string, permitido: boolean) {
  return useQuery(empresasQueries.doSistema(search, permitido));
}

export function useAtualizarEmpresa(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAtualizarEmpresa & { imagem?: File }) =>
      api.patch<Resposta>(`empresas/${uuid}`, body, { formData: true }),
    onSuccess: ({ data }) => {
      useAppStore.getState().selectCompany({ uuid: data.uuid, tipo: data.tipo, cliente: data.cliente });
      void qc.invalidateQueries({ queryKey: empresasQueries.todos() });
    },
  });
}

export function useExcluirEmpresa(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nome: string) => api.delete(`empresas/${uuid}`, { nome }),
    onSuccess: () => {
      useAppStore.getState().selectCompany(null);
      void qc.invalidateQueries({ queryKey: empresasQueries.todos() });
    },
  });
}
