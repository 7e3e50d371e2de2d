import type { TClienteEntrada, ZClienteResposta, ZClientes } from '@irradia/shared/clientes/clientes.schema';
import type { ZCepResposta } from '@irradia/shared/geografia/geografia.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export type { Cliente } from '@irradia/shared/clientes/clientes.schema';

/** Every key and query of the customers screen, so hooks and invalidations agree. */
export const clientesQueries = {
  todos: () => ['clientes'] as const,
  lista: (empresa: string | undefined, removidos: boolean, search: string, page: number) =>
    queryOptions({
      queryKey: [...clientesQueries.todos(), empresa, removidos, search, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZClientes>>('clientes', {
          query: { removidos: removidos ? 1 : undefined, search, page, limit: 20 },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
};

export function useClientes(removidos: boolean, search: string, page: number) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery(clientesQueries.lista(empresa, removidos, search, page));
}

type Resposta = z.infer<typeof ZClienteResposta>;

function useClienteMutation<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: clientesQueries.todos() }),
  });
}

export const useSalvarCliente = () =>
  useClienteMutation(({ uuid, ...body }: TClienteEntrada & { uuid?: string }) =>
    uuid ? api.patch<Resposta>(`clientes/${uuid}`, body) : api.post<Resposta>('clientes', body),
  );
export const useRemoverCliente = () =>
  useClienteMutation((uuid: string) => api.delete<Resposta>(`clientes/${uuid}`));
export const useRestaurarCliente = () =>
  useClienteMutation((uuid: string) => api.post<Resposta>(`clientes/${uuid}/restaurar`));

/** The address of a CEP, asked once per typed CEP (not a cached query: the form fills itself). */
export const consultarCep = (cep: string) => api.get<z.infer<typeof ZCepResposta>>(`cep/${cep}`);
