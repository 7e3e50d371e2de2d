import type {
  ContratoEntrada,
  ModeloContratoEntrada,
  ZContratoResposta,
  ZModeloContratoResposta,
} from '@irradia/shared/propostas/contrato.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { orcamentosQueries } from '../orcamentos/api.ts';

// A deal's contract (decision 037): the company's template, the contract generated from an
// accepted proposal, its signed PDF and its cancelling. Keys live under the deals' `todos()`, so a
// step of the contract refreshes the lists and the deal's status with it.

export type { Contrato } from '@irradia/shared/propostas/contrato.schema';

type RespostaContrato = z.infer<typeof ZContratoResposta>;
type RespostaModelo = z.infer<typeof ZModeloContratoResposta>;

export const contratosQueries = {
  modelo: (empresa: string | undefined) =>
    queryOptions({
      queryKey: [...orcamentosQueries.todos(), empresa, 'modelo-contrato'] as const,
      queryFn: () => api.get<RespostaModelo>('pedidos/modelo-contrato'),
      enabled: Boolean(empresa),
    }),
  contrato: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: [...orcamentosQueries.todos(), empresa, 'contrato', uuid] as const,
      queryFn: () => api.get<RespostaContrato>(`pedidos/${uuid}/contrato`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useModeloContrato = (ativo = true) => {
  const q = contratosQueries.modelo(useEmpresa());
  return useQuery({ ...q, enabled: q.enabled && ativo });
};
export const useContrato = (uuid: string) => useQuery(contratosQueries.contrato(useEmpresa(), uuid));

/** PUT /api/pedidos/modelo-contrato: its answer is the saved template. */
export function useSalvarModelo() {
  const qc = useQueryClient();
  const empresa = useEmpresa();
  return useMutation({
    mutationFn: (body: ModeloContratoEntrada) => api.put<RespostaModelo>('pedidos/modelo-contrato', body),
    onSuccess: (r) => qc.setQueryData(contratosQueries.modelo(empresa).queryKey, r),
  });
}

/** A step of the deal's contract answers the contract; the deal (its status) and the lists follow. */
function usePassoDoContrato<E>(uuid: string, passo: (entrada: E) => Promise<RespostaContrato>) {
  const qc = useQueryClient();
  const empresa = useEmpresa();
  return useMutation({
    mutationFn: passo,
    onSuccess: (r) => {
      qc.setQueryData(contratosQueries.contrato(empresa, uuid).queryKey, r);
      return qc.invalidateQueries({
        queryKey: orcamentosQueries.todos(),
        predicate: (q) => !(q.queryKey[2] === 'contrato' && q.queryKey[3] === uuid),
      });
    },
  });
}

/** POST /api/pedidos/:uuid/contrato: from an accepted proposal (or again while unsigned). */
export const useGerarContrato = (uuid: string) =>
  usePassoDoContrato(uuid, (body: ContratoEntrada) =>
    api.post<RespostaContrato>(`pedidos/${uuid}/contrato`, body),
  );

/** POST /api/pedidos/:uuid/contrato/assinado: the PDF the customer signed on paper (multipart `arquivo`). */
export const useEnviarContratoAssinado = (uuid: string) =>
  usePassoDoContrato(uuid, (arquivo: File) =>
    api.post<RespostaContrato>(`pedidos/${uuid}/contrato/assinado`, { arquivo }),
  );

/** POST /api/pedidos/:uuid/contrato/cancelar: with the reason (required). */
export const useCancelarContrato = (uuid: string) =>
  usePassoDoContrato(uuid, (motivo: string) =>
    api.post<RespostaContrato>(`pedidos/${uuid}/contrato/cancelar`, { motivo }),
  );
