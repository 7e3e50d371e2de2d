import type { TClienteEntrada } from '@irradia/shared/clientes/clientes.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

export interface Cliente {
  uuid: string;
  nome: string;
  nome_fantasia: string | null;
  pessoa_fisica: boolean;
  documento: string | null;
  email: string | null;
  telefone: string | null;
  aniversario: { dia: number; mes: number } | null;
  endereco: {
    cep: string | null;
    logradouro: string | null;
    numero: string | null;
    complemento: string | null;
    bairro: { nome: string; cidade: { uuid: string | null; nome: string | null } } | null;
    cidade: { uuid: string; nome: string; uf: string } | null;
  };
}

export interface CepResposta {
  cep: string;
  logradouro: string | null;
  bairro: string | null;
  cidade: { uuid: string | null; nome: string };
  estado: { sigla: string };
}

export function useClientes(removidos: boolean, search: string, page: number) {
  const empresa = useAppStore((s) => s.company.selected?.uuid);
  return useQuery({
    queryKey: ['clientes', empresa, removidos, search, page],
    queryFn: () =>
      api.get<{ data: Cliente[]; meta: { total: number; last_page: number } }>('clientes', {
        query: { removidos: removidos ? 1 : undefined, search, page, limit: 20 },
      }),
    enabled: Boolean(empresa),
    placeholderData: (prev) => prev,
  });
}

function useClienteMutation<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['clientes'] }) });
}

export const useSalvarCliente = () =>
  useClienteMutation(({ uuid, ...body }: TClienteEntrada & { uuid?: string }) =>
    uuid ? api.patch(`clientes/${uuid}`, body) : api.post('clientes', body),
  );
export const useRemoverCliente = () => useClienteMutation((uuid: string) => api.delete(`clientes/${uuid}`));
export const useRestaurarCliente = () =>
  useClienteMutation((uuid: string) => api.post(`clientes/${uuid}/restaurar`));

export const consultarCep = (cep: string) => api.get<{ data: CepResposta }>(`cep/${cep}`);
