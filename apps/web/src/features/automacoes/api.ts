import type { ZClienteResposta, ZClientes } from '@irradia/shared/clientes/clientes.schema';
import type { ZFuncionarios } from '@irradia/shared/equipe/equipe.schema';
import type {
  TAutomacaoEntrada,
  ZAutomacaoEdicao,
  ZAutomacaoResposta,
  ZAutomacoes,
  ZExecucoes,
} from '@irradia/shared/quadros/automacoes.schema';
import type { ZClassificacoes, ZQuadros } from '@irradia/shared/quadros/quadros.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Automations (decision 039): the company's rules, their runs, and what the editor picks from
// (boards with their stages, labels, employees, customers). Every key starts with `todos()`.

export type { Automacao, Execucao } from '@irradia/shared/quadros/automacoes.schema';
export type { Quadro } from '@irradia/shared/quadros/quadros.schema';

type RespostaAutomacao = z.infer<typeof ZAutomacaoResposta>;
export type EdicaoAutomacao = z.input<typeof ZAutomacaoEdicao>;

export const EXECUCOES_POR_PAGINA = 10;

export const automacoesQueries = {
  todos: () => ['automacoes'] as const,
  lista: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['automacoes', empresa, 'lista'] as const,
      queryFn: () => api.get<z.infer<typeof ZAutomacoes>>('automacoes'),
      enabled: Boolean(empresa),
    }),
  execucoes: (empresa: string | undefined, uuid: string, page: number) =>
    queryOptions({
      queryKey: ['automacoes', empresa, 'execucoes', uuid, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZExecucoes>>(`automacoes/${uuid}/execucoes`, {
          query: { page, limit: EXECUCOES_POR_PAGINA },
        }),
      enabled: Boolean(empresa && uuid),
      placeholderData: keepPreviousData,
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useAutomacoes = () => useQuery(automacoesQueries.lista(useEmpresa()));
export const useExecucoes = (uuid: string, page: number) =>
  useQuery(automacoesQueries.execucoes(useEmpresa(), uuid, page));

function useMutacaoDeAutomacao<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: automacoesQueries.todos() }),
  });
}

/** POST /api/automacoes. */
export const useCriarAutomacao = () =>
  useMutacaoDeAutomacao((body: TAutomacaoEntrada) => api.post<RespostaAutomacao>('automacoes', body));

/** PATCH /api/automacoes/:uuid: any field; `{ ativa: false }` pauses it. */
export const useEditarAutomacao = () =>
  useMutacaoDeAutomacao(({ uuid, body }: { uuid: string; body: EdicaoAutomacao }) =>
    api.patch<RespostaAutomacao>(`automacoes/${uuid}`, body),
  );

/** DELETE /api/automacoes/:uuid (never the built-in rule). */
export const useRemoverAutomacao = () =>
  useMutacaoDeAutomacao((uuid: string) => api.delete<null>(`automacoes/${uuid}`));

// ——— What the editor picks from ———

/** The boards with their stages (criar_atendimento, mover, the stage condition). */
export function useQuadros(ativo: boolean) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['automacoes', empresa, 'quadros'] as const,
    queryFn: () => api.get<z.infer<typeof ZQuadros>>('quadros'),
    enabled: Boolean(empresa) && ativo,
  });
}

/** The company's labels (classificar). */
export function useClassificacoes(ativo: boolean) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['automacoes', empresa, 'classificacoes'] as const,
    queryFn: () => api.get<z.infer<typeof ZClassificacoes>>('classificacoes'),
    enabled: Boolean(empresa) && ativo,
  });
}

/** The company's employees (notificar a named one). */
export function useFuncionarios(ativo: boolean) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['automacoes', empresa, 'funcionarios'] as const,
    queryFn: () => api.get<z.infer<typeof ZFuncionarios>>('funcionarios', { query: { limit: 200 } }),
    enabled: Boolean(empresa) && ativo,
  });
}

/** Customers by name or document (the customer condition), from 2 letters. */
export function useBuscaClientes(search: string) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['automacoes', empresa, 'clientes', search] as const,
    queryFn: () => api.get<z.infer<typeof ZClientes>>('clientes', { query: { search, limit: 10 } }),
    enabled: Boolean(empresa) && search.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** One customer, for the name of a rule's customer condition when it is edited. */
export function useCliente(uuid: string | null) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['automacoes', empresa, 'cliente', uuid] as const,
    queryFn: () => api.get<z.infer<typeof ZClienteResposta>>(`clientes/${uuid}`),
    enabled: Boolean(empresa && uuid),
    retry: false,
  });
}
