import type {
  ZDemonstrativoResposta,
  ZExtratoResposta,
  ZImportacaoDeExtratoResposta,
  ZLancamentoDoExtratoEntrada,
  ZLinhaDeExtratoResposta,
  ZLinhasDeExtrato,
} from '@irradia/shared/financeiro/relatorios.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { TODOS, useEmpresa } from './api.ts';

// The account statement, the bank statement's reconciliation (OFX) and the month's result
// (decision 040). Keys under the finance ones: reconciling refreshes entries and balances too.

export type SituacaoDaLinha = 'pendente' | 'conciliada' | 'ignorada';

export function useExtrato(conta: string, de: string, ate: string) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: [...TODOS, empresa, 'extrato', conta, de, ate] as const,
    queryFn: () =>
      api.get<z.infer<typeof ZExtratoResposta>>('financeiro/extrato', { query: { conta, de, ate } }),
    enabled: Boolean(empresa && conta && de && ate),
    placeholderData: keepPreviousData,
  });
}

export function useLinhasDoExtrato(conta: string, situacao: SituacaoDaLinha, page: number) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: [...TODOS, empresa, 'linhas', conta, situacao, page] as const,
    queryFn: () =>
      api.get<z.infer<typeof ZLinhasDeExtrato>>(`contas/${conta}/extratos/linhas`, {
        query: { situacao, page, limit: 20 },
      }),
    enabled: Boolean(empresa && conta),
    placeholderData: keepPreviousData,
  });
}

export function useDemonstrativo(de: string, ate: string, carteira: string) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: [...TODOS, empresa, 'demonstrativo', de, ate, carteira] as const,
    queryFn: () =>
      api.get<z.infer<typeof ZDemonstrativoResposta>>('financeiro/demonstrativo', {
        query: { de, ate, carteira },
      }),
    enabled: Boolean(empresa && de && ate),
    placeholderData: keepPreviousData,
  });
}

function useMutacao<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: TODOS }) });
}

/** POST /api/contas/:uuid/extratos: an .ofx file; the same file twice changes nothing. */
export const useImportarOfx = (conta: string) =>
  useMutacao((arquivo: File) =>
    api.post<z.infer<typeof ZImportacaoDeExtratoResposta>>(`contas/${conta}/extratos`, { arquivo }),
  );

type RespostaLinha = z.infer<typeof ZLinhaDeExtratoResposta>;
const linha = (conta: string, uuid: string, passo: string) =>
  `contas/${conta}/extratos/linhas/${uuid}/${passo}`;

export const useConciliar = (conta: string) =>
  useMutacao(({ linha: l, pagamento }: { linha: string; pagamento: string }) =>
    api.post<RespostaLinha>(linha(conta, l, 'conciliar'), { pagamento }),
  );
export const useLancarLinha = (conta: string) =>
  useMutacao(({ linha: l, ...body }: z.input<typeof ZLancamentoDoExtratoEntrada> & { linha: string }) =>
    api.post<RespostaLinha>(linha(conta, l, 'lancar'), body),
  );
export const useIgnorarLinha = (conta: string) =>
  useMutacao((l: string) => api.post<RespostaLinha>(linha(conta, l, 'ignorar')));
export const useDesfazerLinha = (conta: string) =>
  useMutacao((l: string) => api.post<RespostaLinha>(linha(conta, l, 'desfazer')));
