import type {
  StatusDeAssinatura,
  TAssinaturaEntrada,
  TPlanoEntrada,
  ZAssinaturaAjuste,
  ZAssinaturaDeEmpresaResposta,
  ZAssinaturaResposta,
  ZAssinaturasDeEmpresas,
  ZCobrancaEntrada,
  ZCobrancaResposta,
  ZPlanoResposta,
  ZPlanos,
} from '@irradia/shared/assinaturas/assinaturas.schema';
import type { ZEmpresas } from '@irradia/shared/empresas/empresas.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// The company's subscription of /assinatura (decision 041): the plans on offer, the company's own
// subscription and its charges, and `sistema`'s plans and subscribers. Reply types come from the
// schemas the server declares (packages/shared assinaturas/).

export type { Assinatura, Cobranca, Plano } from '@irradia/shared/assinaturas/assinaturas.schema';
export type AssinaturaDeEmpresa = z.infer<typeof ZAssinaturasDeEmpresas>['data'][number];

export interface FiltrosAssinantes {
  search: string;
  status: StatusDeAssinatura | '';
}

type RespostaAssinatura = z.infer<typeof ZAssinaturaResposta>;

/** Every key starts with 'assinatura': a change of plan, a payment or a cancellation touch all of it. */
const assinaturaQueries = {
  todos: () => ['assinatura'] as const,
  minha: (empresa: string | undefined, ativa: boolean) =>
    queryOptions({
      queryKey: ['assinatura', empresa, 'minha'] as const,
      queryFn: () => api.get<RespostaAssinatura>('assinatura'),
      enabled: Boolean(empresa) && ativa,
    }),
  planos: (empresa: string | undefined, removidos: boolean, ativa: boolean) =>
    queryOptions({
      queryKey: ['assinatura', empresa, 'planos', removidos] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZPlanos>>('planos', { query: { removidos: removidos ? 1 : undefined } }),
      enabled: Boolean(empresa) && ativa,
    }),
  /** Companies found by name (sistema's admin sees every one), for a subscription made by hand. */
  empresas: (search: string) =>
    queryOptions({
      queryKey: ['assinatura', 'empresas-para-assinar', search] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZEmpresas>>('empresas', {
          query: { search, limit: 10 },
          withoutCompany: true,
        }),
      enabled: search.trim().length >= 2,
      placeholderData: keepPreviousData,
    }),
  assinantes: (empresa: string | undefined, f: FiltrosAssinantes, page: number) =>
    queryOptions({
      queryKey: ['assinatura', empresa, 'assinantes', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZAssinaturasDeEmpresas>>('assinatura/empresas', {
          query: { search: f.search, status: f.status || undefined, page, limit: 20 },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

/** The selected company's subscription (`data` null when it has not subscribed); `ativa` false asks nothing. */
export const useMinhaAssinatura = (ativa = true) => useQuery(assinaturaQueries.minha(useEmpresa(), ativa));
export const usePlanos = (removidos: boolean, ativa = true) =>
  useQuery(assinaturaQueries.planos(useEmpresa(), removidos, ativa));
export const useEmpresasParaAssinar = (search: string) => useQuery(assinaturaQueries.empresas(search));
export const useAssinantes = (f: FiltrosAssinantes, page: number) =>
  useQuery(assinaturaQueries.assinantes(useEmpresa(), f, page));

function useAssinaturaMutation<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: assinaturaQueries.todos() }),
  });
}

/** Subscribes (a trial starts) or changes plan, cycle or method. */
export const useAssinar = () =>
  useAssinaturaMutation((body: TAssinaturaEntrada) => api.post<RespostaAssinatura>('assinatura', body));
export const useCancelarAssinatura = () =>
  useAssinaturaMutation(() => api.post<RespostaAssinatura>('assinatura/cancelar'));
export const useReativarAssinatura = () =>
  useAssinaturaMutation(() => api.post<RespostaAssinatura>('assinatura/reativar'));
/** A Pix or boleto for the next period (409 when no payment gateway is configured). */
export const useGerarCobranca = () =>
  useAssinaturaMutation((body: z.input<typeof ZCobrancaEntrada>) =>
    api.post<z.infer<typeof ZCobrancaResposta>>('assinatura/cobrancas', body),
  );

export const useSalvarPlano = () =>
  useAssinaturaMutation(({ uuid, ...body }: TPlanoEntrada & { uuid?: string }) =>
    uuid
      ? api.patch<z.infer<typeof ZPlanoResposta>>(`planos/${uuid}`, body)
      : api.post<z.infer<typeof ZPlanoResposta>>('planos', body),
  );
export const useRemoverPlano = () =>
  useAssinaturaMutation((uuid: string) => api.delete<z.infer<typeof ZPlanoResposta>>(`planos/${uuid}`));
export const useRestaurarPlano = () =>
  useAssinaturaMutation((uuid: string) =>
    api.post<z.infer<typeof ZPlanoResposta>>(`planos/${uuid}/restaurar`),
  );

/** `sistema` adjusts a company's subscription by hand (the company's uuid in the path). */
export const useAjustarAssinatura = () =>
  useAssinaturaMutation(({ empresa, ...body }: z.input<typeof ZAssinaturaAjuste> & { empresa: string }) =>
    api.patch<z.infer<typeof ZAssinaturaDeEmpresaResposta>>(`assinatura/empresas/${empresa}`, body),
  );

/** `sistema` marks a company's unpaid charge as paid by hand (paid outside the gateway). */
export const useBaixarCobranca = () =>
  useAssinaturaMutation((uuid: string) =>
    api.post<z.infer<typeof ZCobrancaResposta>>(`assinatura/cobrancas/${uuid}/baixa`),
  );
