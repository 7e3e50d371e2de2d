import type { TCriarEmpresa, TEmpresa } from '@irradia/shared/empresas/empresas.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
