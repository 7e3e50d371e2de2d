import type {
  TCarteiraEntrada,
  TContaEntrada,
  TFormaEntrada,
  ZCarteiraResposta,
  ZCarteiras,
  ZContaResposta,
  ZContas,
  ZFormaResposta,
  ZFormas,
} from '@irradia/shared/financeiro/cadastros.schema';
import type {
  StatusDePagamento,
  TBaixaEntrada,
  TipoDePagamento,
  TPagamentoEdicao,
  TPagamentoEntrada,
  ZPagamentoResposta,
  ZPagamentos,
} from '@irradia/shared/financeiro/pagamentos.schema';
import type { ZCategoriasUsadas } from '@irradia/shared/financeiro/relatorios.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Finance (issue 27, decision 040): accounts, wallets and payment methods, and the receivable and
// payable entries. Every key starts with 'financeiro', so paying an entry refreshes balances,
// statements and the month's result together.

export type { Pagamento } from '@irradia/shared/financeiro/pagamentos.schema';

export const TODOS = ['financeiro'] as const;
export const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

/** The three registers share one shape of list and one CRUD. */
export type Cadastro = 'contas' | 'carteiras' | 'formas';
type ListaDe = {
  contas: z.infer<typeof ZContas>;
  carteiras: z.infer<typeof ZCarteiras>;
  formas: z.infer<typeof ZFormas>;
};
type EntradaDe = { contas: TContaEntrada; carteiras: TCarteiraEntrada; formas: TFormaEntrada };
type RespostaDe = {
  contas: z.infer<typeof ZContaResposta>;
  carteiras: z.infer<typeof ZCarteiraResposta>;
  formas: z.infer<typeof ZFormaResposta>;
};

const listaDeCadastro = <C extends Cadastro>(
  empresa: string | undefined,
  cadastro: C,
  f: { removidos?: boolean; search?: string; page?: number; limit?: number },
) =>
  queryOptions({
    queryKey: [...TODOS, empresa, cadastro, f] as const,
    queryFn: () =>
      api.get<ListaDe[C]>(cadastro, {
        query: {
          removidos: f.removidos ? 1 : undefined,
          search: f.search,
          page: f.page,
          limit: f.limit ?? 20,
        },
      }),
    enabled: Boolean(empresa),
    placeholderData: keepPreviousData,
  });

export function useCadastro<C extends Cadastro>(
  cadastro: C,
  f: { removidos?: boolean; search?: string; page?: number } = {},
) {
  return useQuery(listaDeCadastro(useEmpresa(), cadastro, f));
}

/** Every live record of a register, for a form's select (the first 100 are plenty). */
export const useOpcoes = <C extends Cadastro>(cadastro: C) =>
  useQuery(listaDeCadastro(useEmpresa(), cadastro, { limit: 100 }));

function useMutacao<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: TODOS }),
  });
}

export const useSalvarCadastro = <C extends Cadastro>(cadastro: C) =>
  useMutacao(({ uuid, ...body }: EntradaDe[C] & { uuid?: string }) =>
    uuid ? api.patch<RespostaDe[C]>(`${cadastro}/${uuid}`, body) : api.post<RespostaDe[C]>(cadastro, body),
  );
export const useRemoverCadastro = (cadastro: Cadastro) =>
  useMutacao((uuid: string) => api.delete(`${cadastro}/${uuid}`));
export const useRestaurarCadastro = (cadastro: Cadastro) =>
  useMutacao((uuid: string) => api.post(`${cadastro}/${uuid}/restaurar`));

/** The filters of GET /api/pagamentos (strings: '' is "no filter"). */
export interface FiltrosPagamentos {
  search: string;
  status: '' | StatusDePagamento;
  de: string;
  ate: string;
  categoria: string;
  carteira: string;
  conta: string;
}

type Pagamentos = z.infer<typeof ZPagamentos>;
type RespostaPagamento = z.infer<typeof ZPagamentoResposta>;

export function usePagamentos(
  tipo: TipoDePagamento,
  filtros: Partial<FiltrosPagamentos> & { pedido?: string },
  page: number,
  limit = 20,
) {
  const empresa = useEmpresa();
  return useQuery(
    queryOptions({
      queryKey: [...TODOS, empresa, 'pagamentos', tipo, filtros, page, limit] as const,
      queryFn: () =>
        api.get<Pagamentos>('pagamentos', {
          // What is still owed reads best by the next due date; everything else newest first.
          query: {
            tipo,
            ...filtros,
            page,
            limit,
            order:
              filtros.pedido || filtros.status === 'aberto' || filtros.status === 'vencido'
                ? 'vencimento'
                : '-vencimento',
          },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePagamento(uuid: string | null) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: [...TODOS, empresa, 'pagamento', uuid] as const,
    queryFn: () => api.get<RespostaPagamento>(`pagamentos/${uuid}`),
    enabled: Boolean(empresa && uuid),
  });
}

/** The categories to suggest: the usual ones of the side and those the company already typed. */
export function useCategorias(tipo: TipoDePagamento) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: [...TODOS, empresa, 'categorias', tipo] as const,
    queryFn: () => api.get<z.infer<typeof ZCategoriasUsadas>>('financeiro/categorias', { query: { tipo } }),
    enabled: Boolean(empresa),
    staleTime: 60_000,
  });
}

export const useCriarPagamento = () =>
  useMutacao((body: TPagamentoEntrada) => api.post<RespostaPagamento>('pagamentos', body));
export const useEditarPagamento = () =>
  useMutacao(({ uuid, ...body }: TPagamentoEdicao & { uuid: string }) =>
    api.patch<RespostaPagamento>(`pagamentos/${uuid}`, body),
  );
export const useBaixa = () =>
  useMutacao(({ uuid, ...body }: TBaixaEntrada & { uuid: string }) =>
    api.post<RespostaPagamento>(`pagamentos/${uuid}/baixa`, body),
  );
export const useEstornar = () =>
  useMutacao((uuid: string) => api.post<RespostaPagamento>(`pagamentos/${uuid}/estornar`));
export const useCancelarPagamento = () =>
  useMutacao(({ uuid, motivo }: { uuid: string; motivo: string | null }) =>
    api.post<RespostaPagamento>(`pagamentos/${uuid}/cancelar`, { motivo }),
  );
export const useAnexar = () =>
  useMutacao(({ uuid, arquivo }: { uuid: string; arquivo: File }) =>
    api.post<RespostaPagamento>(`pagamentos/${uuid}/anexo`, { arquivo }),
  );
export const useCobrar = () =>
  useMutacao(({ uuid, forma }: { uuid: string; forma: 'pix' | 'boleto' }) =>
    api.post<RespostaPagamento>(`pagamentos/${uuid}/cobranca`, { forma }),
  );
