import type {
  TipoCampo,
  ZCampoResposta,
  ZGrupoResposta,
  ZGrupos,
} from '@irradia/shared/quadros/quadros.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Defining a board's custom fields: its groups and their fields. The list shares the card
// drawer's key (['quadro', empresa, 'grupos', quadro]) and every change refreshes ['quadro'], so
// an open card shows the new fields at once. Errors are the caller's (a 422 shows in the form).

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const chaveDosGrupos = (empresa: string | undefined, quadro: string | undefined) =>
  ['quadro', empresa, 'grupos', quadro] as const;

export function useGruposDoQuadro(quadro: string | undefined, enabled = true) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: chaveDosGrupos(empresa, quadro),
    queryFn: () => api.get<z.infer<typeof ZGrupos>>('grupos', { query: { quadro } }),
    enabled: Boolean(empresa && quadro && enabled),
  });
}

function useAtualizar() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['quadro'] });
}

export function useCriarGrupo() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (v: { quadro: string; nome: string }) =>
      api.post<z.infer<typeof ZGrupoResposta>>('grupos', v),
    onSettled: atualizar,
  });
}

export function useEditarGrupo() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: ({ uuid, ...v }: { uuid: string; nome?: string; ordem?: number }) =>
      api.patch<z.infer<typeof ZGrupoResposta>>(`grupos/${uuid}`, v),
    onSettled: atualizar,
  });
}

export function useRemoverGrupo() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<void>(`grupos/${uuid}`),
    onSettled: atualizar,
  });
}

export function useCriarCampo() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (v: { grupo: string; nome: string; tipo: TipoCampo; opcoes?: string[] }) =>
      api.post<z.infer<typeof ZCampoResposta>>('campos', v),
    onSettled: atualizar,
  });
}

export function useRemoverCampo() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (uuid: string) => api.delete<void>(`campos/${uuid}`),
    onSettled: atualizar,
  });
}
