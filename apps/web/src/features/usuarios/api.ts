import type { ZSessao, ZUsuarios } from '@irradia/shared/usuarios/usuarios.schema';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

/** Every key and query of the system's users screen. */
export const usuariosQueries = {
  todos: () => ['usuarios'] as const,
  lista: (empresa: string | undefined, search: string, page: number, permitido: boolean) =>
    queryOptions({
      queryKey: [...usuariosQueries.todos(), empresa, search, page] as const,
      queryFn: () => api.get<z.infer<typeof ZUsuarios>>('usuarios', { query: { search, page, limit: 20 } }),
      enabled: permitido,
    }),
};

export function useUsuarios(empresa: string | undefined, search: string, page: number, permitido: boolean) {
  return useQuery(usuariosQueries.lista(empresa, search, page, permitido));
}

/** Enters a user's account for support; the caller swaps the session. */
export function useAcessarComo(
  onSuccess: (r: z.infer<typeof ZSessao>) => void,
  onError: (e: unknown) => void,
) {
  return useMutation({
    mutationFn: (uuid: string) => api.get<z.infer<typeof ZSessao>>(`usuarios/access/${uuid}`),
    onSuccess,
    onError,
  });
}
