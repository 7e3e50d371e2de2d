import type { TAtualizarEmpresa, TCriarEmpresa, TEmpresa } from '@irradia/shared/empresas/empresas.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export function useRegistrarEmpresa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TCriarEmpresa & { imagem?: File }) =>
      api.post<{ data: TEmpresa }>('empresas', body, { formData: true }),
    onSuccess: ({ data }) => {
      const s = useAppStore.getState();
      s.selectCompany({ uuid: data.uuid, tipo: data.tipo, cliente: data.cliente });
      s.bumpRegisterCount();
      void qc.invalidateQueries({ queryKey: ['empresas'] });
    },
  });
}

export function useEmpresa(uuid: string | undefined) {
  return useQuery({
    queryKey: ['empresas', 'detalhe', uuid],
    queryFn: () => api.get<{ data: TEmpresa }>(`empresas/${uuid}`, { withoutCompany: true }),
    enabled: Boolean(uuid),
  });
}

export function useAtualizarEmpresa(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAtualizarEmpresa & { imagem?: File }) =>
      api.patch<{ data: TEmpresa }>(`empresas/${uuid}`, body, { formData: true }),
    onSuccess: ({ data }) => {
      useAppStore.getState().selectCompany({ uuid: data.uuid, tipo: data.tipo, cliente: data.cliente });
      void qc.invalidateQueries({ queryKey: ['empresas'] });
    },
  });
}

export function useExcluirEmpresa(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (nome: string) => api.delete(`empresas/${uuid}`, { nome }),
    onSuccess: () => {
      useAppStore.getState().selectCompany(null);
      void qc.invalidateQueries({ queryKey: ['empresas'] });
    },
  });
}
