import type { Todos, Um } from '@irradia/shared/api/resposta';
import type {
  Concessionaria,
  ListaConcessionarias,
} from '@irradia/shared/concessionarias/concessionarias.schema';
import type { CaixaDeEntrada, ListaCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
import type { StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import type {
  FaturaDetalhe,
  FaturaEntrada,
  IntegracaoEntrada,
  LeituraPdf,
  ListaFaturas,
} from '@irradia/shared/faturas/faturas.schema';
import type { ResumoUsina } from '@irradia/shared/faturas/resumo-da-usina';
import type { Integracao } from '@irradia/shared/integracoes/integracoes.schema';
import type { ListaUnidades } from '@irradia/shared/unidades/unidades.schema';
import type { ListaUsinas } from '@irradia/shared/usinas/usinas.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { buscarArquivo } from '../../lib/download.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Invoices, the e-mail inbox, a plant's credits and its utility integrations. Every reply's type
// comes from the schema the server declares (packages/shared faturas/, unidades/, integracoes/,
// concessionarias/).

export type { ListaCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
export type { Fatura, FaturaDetalhe, ListaFaturas } from '@irradia/shared/faturas/faturas.schema';
export type { ResumoUsina } from '@irradia/shared/faturas/resumo-da-usina';
export type { Integracao } from '@irradia/shared/integracoes/integracoes.schema';
/** What POST /faturas/leitura answers: the PDF kept by the server, the unit its installation number matched, the reading. */
export type Leitura = LeituraPdf;
/** A consumer unit to choose from (GET /unidades). */

export interface FiltrosFaturas {
  usina: string;
  unidade: string;
  mes: string;
  status: StatusFatura | '';
}

const vazio = (v: string) => v || undefined;
const CAIXA = 'faturas/caixa-de-entrada';
const ORDEM_ACESSO = { login: 0, sessao: 1, pdf: 2 } as const;

/**
 * Keys and reads of invoices and what hangs on them: hooks, invalidations (also the realtime
 * ones) and prefetches use only these. Every invoice key starts with `todas()` (the inbox too:
 * confirming an item files an invoice), every integration key with `integracoesTodas()`.
 */
export const faturasQueries = {
  todas: () => ['faturas'] as const,
  lista: (empresa: string | undefined, f: FiltrosFaturas, page: number, limit = 20) =>
    queryOptions({
      queryKey: ['faturas', empresa, 'lista', f, page, limit] as const,
      queryFn: () =>
        api.get<ListaFaturas>('faturas', {
          query: {
            usina: vazio(f.usina),
            unidade: vazio(f.unidade),
            mes: vazio(f.mes),
            status: vazio(f.status),
            page,
            limit,
          },
        }),
      enabled: Boolean(empresa),
    }),
  detalhe: (empresa: string | undefined, uuid: string | undefined) =>
    queryOptions({
      queryKey: ['faturas', empresa, 'detalhe', uuid] as const,
      queryFn: () => api.get<Um<FaturaDetalhe>>(`faturas/${uuid}`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
  resumo: (empresa: string | undefined, usina: string | undefined) =>
    queryOptions({
      queryKey: ['faturas', empresa, 'resumo', usina] as const,
      queryFn: () => api.get<Um<ResumoUsina>>('faturas/resumo', { query: { usina } }),
      enabled: Boolean(empresa && usina),
      retry: false,
    }),
  caixa: (empresa: string | undefined, page: number, limit = 10) =>
    queryOptions({
      queryKey: ['faturas', empresa, 'caixa', page, limit] as const,
      queryFn: () => api.get<ListaCaixa>(CAIXA, { query: { page, limit } }),
      enabled: Boolean(empresa),
    }),
  /** The PDF of an inbox item, for the preview beside the confirm form. */
  pdfDaCaixa: (empresa: string | undefined, uuid: string | null) =>
    queryOptions({
      // Outside todas(): saving the invoice drops the item, and its PDF must not be refetched.
      queryKey: ['caixa-pdf', empresa, uuid] as const,
      queryFn: async () => (await buscarArquivo(`${CAIXA}/${uuid}/pdf`)).blob,
      enabled: Boolean(empresa && uuid),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** The company's plants, to filter by (a large fleet is narrowed by the first 100 by name). */
  usinasParaEscolha: (empresa: string | undefined) =>
    queryOptions({
      // Under the plants' key: a plant created or renamed refreshes the choice.
      queryKey: ['usinas', empresa, 'escolha-faturas'] as const,
      queryFn: () => api.get<ListaUsinas>('usinas', { query: { limit: 100 } }),
      enabled: Boolean(empresa),
    }),
  /** Consumer units (of one plant when given), to filter invoices or to attach one. */
  unidadesParaEscolha: (empresa: string | undefined, usina = '', ativa = true) =>
    queryOptions({
      // Under the units' key: a unit created from the inbox shows up in the choice.
      queryKey: ['unidades', empresa, 'escolha-faturas', usina] as const,
      queryFn: () => api.get<ListaUnidades>('unidades', { query: { usina: vazio(usina), limit: 100 } }),
      enabled: Boolean(empresa) && ativa,
      retry: false,
    }),
  integracoesTodas: () => ['integracoes'] as const,
  integracoes: (empresa: string | undefined, usina: string | undefined) =>
    queryOptions({
      queryKey: ['integracoes', empresa, usina] as const,
      queryFn: () => api.get<Todos<Integracao>>(`usinas/${usina}/integracoes`),
      enabled: Boolean(empresa && usina),
      retry: false,
    }),
  /** One integration, polled slowly while it runs as a safety net for the channel. */
  integracao: (empresa: string | undefined, usina: string, uuid: string | null, ativa: boolean) =>
    queryOptions({
      queryKey: ['integracoes', empresa, usina, uuid] as const,
      queryFn: () => api.get<Um<Integracao>>(`usinas/${usina}/integracoes/${uuid}`),
      enabled: Boolean(empresa && uuid),
      refetchInterval: ativa ? 3000 : false,
    }),
  /** Every utility (the API pages by 100), the ones with automatic import first. */
  concessionarias: (ativa: boolean) =>
    queryOptions({
      queryKey: ['concessionarias', 'todas'] as const,
      queryFn: async () => {
        const todas: Concessionaria[] = [];
        for (let page = 1; page <= 10; page++) {
          const r = await api.get<ListaConcessionarias>('concessionarias', { query: { page, limit: 100 } });
          todas.push(...r.data);
          if (page >= (r.meta?.last_page ?? 1)) break;
        }
        return todas.sort(
          (a, b) => ORDEM_ACESSO[a.acesso] - ORDEM_ACESSO[b.acesso] || a.sigla.localeCompare(b.sigla),
        );
      },
      enabled: ativa,
      staleTime: 5 * 60_000,
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useFaturas = (f: FiltrosFaturas, page: number, limit = 20) =>
  useQuery(faturasQueries.lista(useEmpresa(), f, page, limit));

export const useFatura = (uuid: string | undefined) => useQuery(faturasQueries.detalhe(useEmpresa(), uuid));

export const useResumoUsina = (usina: string | undefined) =>
  useQuery(faturasQueries.resumo(useEmpresa(), usina));

/** Reads the PDF (kept by the server, nothing saved as an invoice yet); `senha` opens a locked one. */
export const useLerPdf = () =>
  useMutation({
    mutationFn: ({ arquivo, senha }: { arquivo: Blob; senha?: string }) =>
      api.post<Um<Leitura>>('faturas/leitura', senha ? { arquivo, senha } : { arquivo }, {
        timeoutMs: 90_000,
      }),
  });

export const useCaixaDeEntrada = (page: number, limit = 10) =>
  useQuery(faturasQueries.caixa(useEmpresa(), page, limit));

export const usePdfDaCaixa = (uuid: string | null) => useQuery(faturasQueries.pdfDaCaixa(useEmpresa(), uuid));

/** A change to invoices (or the inbox) refreshes every invoice read. */
function useMudarFaturas<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: faturasQueries.todas() }),
  });
}

export const useRegistroAutomatico = () =>
  useMudarFaturas((automatica: boolean) => api.put<Um<CaixaDeEntrada>>(CAIXA, { automatica }));

export const useNovoEndereco = () => useMudarFaturas(() => api.post<Um<CaixaDeEntrada>>(`${CAIXA}/endereco`));

export const useDescartarDaCaixa = () => useMudarFaturas((uuid: string) => api.delete(`${CAIXA}/${uuid}`));

export const useCriarFatura = () =>
  useMudarFaturas((body: FaturaEntrada) => api.post<Um<FaturaDetalhe>>('faturas', body));

export const useEditarFatura = (uuid: string) =>
  useMudarFaturas((body: Partial<FaturaEntrada>) => api.put<Um<FaturaDetalhe>>(`faturas/${uuid}`, body));

export const useExcluirFatura = () => useMudarFaturas((uuid: string) => api.delete(`faturas/${uuid}`));

export const useUsinasParaEscolha = () => useQuery(faturasQueries.usinasParaEscolha(useEmpresa()));

export const useUnidadesParaEscolha = (usina = '', ativa = true) =>
  useQuery(faturasQueries.unidadesParaEscolha(useEmpresa(), usina, ativa));

export const useIntegracoes = (usina: string | undefined) =>
  useQuery(faturasQueries.integracoes(useEmpresa(), usina));

export const useIntegracao = (usina: string, uuid: string | null, ativa: boolean) =>
  useQuery(faturasQueries.integracao(useEmpresa(), usina, uuid, ativa));

export const useCriarIntegracao = (usina: string) =>
  useMutation({
    mutationFn: (body: IntegracaoEntrada) => api.post<Um<Integracao>>(`usinas/${usina}/integracoes`, body),
  });

function useMudarIntegracoes<T, R>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: faturasQueries.integracoesTodas() }),
  });
}

export const useSincronizar = (usina: string) =>
  useMudarIntegracoes((integracao: string) =>
    api.post<Um<Integracao>>(`usinas/${usina}/integracoes/${integracao}/sincronizar`),
  );

export const useExcluirIntegracao = (usina: string) =>
  useMudarIntegracoes((integracao: string) => api.delete(`usinas/${usina}/integracoes/${integracao}`));

export const useConcessionarias = (ativa: boolean) => useQuery(faturasQueries.concessionarias(ativa));
