import type { TAtualizarUsuario, ZUsuarioResposta } from '@irradia/shared/usuarios/usuarios.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

type Resposta = z.infer<typeof ZUsuarioResposta>;

// Spec §4: a successful account update or self-delete replaces the stored user.
const keep = (r: Resposta) => useAppStore.getState().setUser(r.data);

export function useAtualizarConta() {
  return useMutation({
    mutationFn: (body: TAtualizarUsuario & { avatar?: File }) =>
      api.patch<Resposta>('usuarios', body, { formData: true }),
    onSuccess: keep,
  });
}

export function useAgendarExclusao() {
  return useMutation({
    mutationFn: (email: string) => api.delete<Resposta>('usuarios', { email }),
    onSuccess: keep,
  });
}

export function useCancelarExclusao() {
  return useMutation({ mutationFn: () => api.post<Resposta>('usuarios/restaurar'), onSuccess: keep });
}
