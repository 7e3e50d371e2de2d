import type { ZClientes } from '@irradia/shared/clientes/clientes.schema';
import type { ZFuncionarios } from '@irradia/shared/equipe/equipe.schema';
import type {
  StatusUsina,
  ZFabricantesResposta,
  ZImportacaoResposta,
} from '@irradia/shared/monitoramento/monitoramento.schema';
import type { ZContaPortalResposta, ZUsinasNoPortalResposta } from '@irradia/shared/portais/portais.schema';
import type { ZProjetoDaUsinaResposta } from '@irradia/shared/propostas/venda.schema';
import type { GeracaoResposta } from '@irradia/shared/usinas/geracao.schema';
import type {
  InversorEntrada,
  ListaUsinas,
  UsinaEntrada,
  ZInversorResposta,
  ZTagsResposta,
  ZUsinaResposta,
} from '@irradia/shared/usinas/usinas.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Plants, their inverters and generation, and the portal import wizard. Every reply's type comes
// from the schema the server declares (packages/shared usinas/, monitoramento/, portais/).

export type { UsinaDetalhe } from '@irradia/shared/usinas/usinas.schema';

export type Periodo = 'diario' | 'mensal' | 'anual' | 'total';

/** The list's filters; `''` is "any". */
export interface FiltroUsinas {
  status: StatusUsina | '';
  search: string;
  page: number;
  tag: string;
}

/**
 * Keys, reads and refresh of plants: hooks, invalidations (also the realtime ones) and prefetches
 * use only these. Every plant key starts with `todas()`, so a change to any plant refreshes them all.
 */
export const usinasQueries = {
  todas: () => ['usinas'] as const,
  daEmpresa: (empresa: string | undefined) => ['usinas', empresa] as const,
  lista: (empresa: string | undefined, f: FiltroUsinas) =>
    queryOptions({
      queryKey: ['usinas', empresa, f.status, f.search, f.page, f.tag] as const,
      queryFn: () =>
        api.get<ListaUsinas>('usinas', {
          query: {
            status: f.status || undefined,
            search: f.search,
            page: f.page,
            limit: 20,
            tag: f.tag || undefined,
          },
        }),
      enabled: Boolean(empresa),
    }),
  /** Plants to choose from by name (a transfer's destination; search narrows a large fleet). */
  escolha: (empresa: string | undefined, search: string, ativa = true) =>
    queryOptions({
      queryKey: ['usinas', empresa, 'escolha', search] as const,
      queryFn: () => api.get<ListaUsinas>('usinas', { query: { search, limit: 50 } }),
      enabled: Boolean(empresa) && ativa,
    }),
  detalhe: (empresa: string | undefined, uuid: string | undefined) =>
    queryOptions({
      queryKey: ['usinas', empresa, 'detalhe', uuid] as const,
      queryFn: () => api.get<z.infer<typeof ZUsinaResposta>>(`usinas/${uuid}`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
  geracao: (empresa: string | undefined, uuid: string | undefined, periodo: Periodo, referencia: string) =>
    queryOptions({
      queryKey: ['usinas', empresa, 'geracao', uuid, periodo, referencia] as const,
      queryFn: () =>
        api.get<GeracaoResposta>(`usinas/${uuid}/geracao`, {
          query: { periodo, referencia: periodo === 'total' ? undefined : referencia },
        }),
      enabled: Boolean(empresa && uuid),
    }),
  tags: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['usinas', empresa, 'tags'] as const,
      queryFn: () => api.get<z.infer<typeof ZTagsResposta>>('usinas/tags'),
      enabled: Boolean(empresa),
    }),
  fabricantes: () =>
    queryOptions({
      queryKey: ['fabricantes'] as const,
      queryFn: () => api.get<z.infer<typeof ZFabricantesResposta>>('fabricantes'),
    }),
  usinasDoPortal: (conta: string | null) =>
    queryOptions({
      queryKey: ['portais', conta, 'usinas'] as const,
      queryFn: () => api.get<z.infer<typeof ZUsinasNoPortalResposta>>(`portais/${conta}/usinas`),
      enabled: Boolean(conta),
      retry: false,
    }),
  importacao: (uuid: string | null, ativa: boolean) =>
    queryOptions({
      queryKey: ['importacoes', uuid] as const,
      queryFn: () => api.get<z.infer<typeof ZImportacaoResposta>>(`importacoes/${uuid}`),
      enabled: Boolean(uuid),
      refetchInterval: ativa ? 3000 : false,
    }),
  /** Active employees, to restrict a plant to some of them. */
  equipe: (empresa: string | undefined, ativa: boolean) =>
    queryOptions({
      queryKey: ['funcionarios', empresa, 'equipe-da-usina'] as const,
      queryFn: () => api.get<z.infer<typeof ZFuncionarios>>('funcionarios', { query: { limit: 100 } }),
      enabled: Boolean(empresa) && ativa,
      retry: false,
    }),
  /** The company's customers, to say whose plant it is. */
  clientes: (empresa: string | undefined, ativa: boolean) =>
    queryOptions({
      queryKey: ['clientes', empresa, 'para-usina'] as const,
      queryFn: () => api.get<z.infer<typeof ZClientes>>('clientes', { query: { limit: 200 } }),
      enabled: Boolean(empresa) && ativa,
      retry: false,
    }),
  /** A plant made from a sale: its design and the expected generation against the real (decision 037). */
  projeto: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['usinas', empresa, 'projeto', uuid] as const,
      queryFn: () => api.get<z.infer<typeof ZProjetoDaUsinaResposta>>(`usinas/${uuid}/projeto`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export function useUsinas(status: StatusUsina | '', search: string, page: number, tag = '') {
  return useQuery(usinasQueries.lista(useEmpresa(), { status, search, page, tag }));
}

export const useProjetoDaUsina = (uuid: string) => useQuery(usinasQueries.projeto(useEmpresa(), uuid));

export function useUsina(uuid: string | undefined) {
  return useQuery(usinasQueries.detalhe(useEmpresa(), uuid));
}

/** After any change to a plant: every list, detail, chart and tag count is read again. */
export function useRecarregarUsinas() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: usinasQueries.todas() });
}

export function useExcluirUsina() {
  const recarregar = useRecarregarUsinas();
  return useMutation({
    mutationFn: ({ uuid, nome }: { uuid: string; nome: string }) => api.delete(`usinas/${uuid}`, { nome }),
    onSuccess: recarregar,
  });
}

export const useFabricantes = () => useQuery(usinasQueries.fabricantes());

export const useConectarPortal = () =>
  useMutation({
    mutationFn: (body: {
      fabricante: string;
      login: string;
      senha: string;
      chaves?: Record<string, string>;
    }) => api.post<z.infer<typeof ZContaPortalResposta>>('portais', body),
  });

export const useUsinasDoPortal = (conta: string | null) => useQuery(usinasQueries.usinasDoPortal(conta));

export const useImportar = () =>
  useMutation({
    mutationFn: (body: { conta: string; usinas: string[] }) =>
      api.post<z.infer<typeof ZImportacaoResposta>>('importacoes', body),
  });

/** Progress from the channel, with a slow poll as a safety net while the stream reconnects. */
export const useImportacao = (uuid: string | null, ativa: boolean) =>
  useQuery(usinasQueries.importacao(uuid, ativa));

/** Plants to choose as a transfer's destination (search narrows a large fleet). */
export function useEscolhaDeUsinas(search: string, ativa: boolean) {
  return useQuery(usinasQueries.escolha(useEmpresa(), search, ativa));
}

export function useTransferirInversor() {
  const recarregar = useRecarregarUsinas();
  return useMutation({
    mutationFn: ({ inversor, usina }: { inversor: string; usina: string }) =>
      api.post<z.infer<typeof ZUsinaResposta>>(`inversores/${inversor}/transferir`, { usina }),
    onSuccess: recarregar,
  });
}

/** PATCH /api/usinas/:uuid: the fields a user may edit (spec §3). */
export function useEditarUsina(uuid: string) {
  const recarregar = useRecarregarUsinas();
  return useMutation({
    mutationFn: (body: object) => api.patch<z.infer<typeof ZUsinaResposta>>(`usinas/${uuid}`, body),
    onSuccess: recarregar,
  });
}

export function useGeracao(uuid: string | undefined, periodo: Periodo, referencia: string) {
  return useQuery(usinasQueries.geracao(useEmpresa(), uuid, periodo, referencia));
}

export function useTags() {
  return useQuery(usinasQueries.tags(useEmpresa()));
}

/** Active employees, to restrict a plant to some of them. */
export function useEquipe(ativa: boolean) {
  return useQuery(usinasQueries.equipe(useEmpresa(), ativa));
}

/** The company's customers, to say whose plant it is. */
export function useClientesDaEmpresa(ativa: boolean) {
  return useQuery(usinasQueries.clientes(useEmpresa(), ativa));
}

/** POST /api/usinas: a plant without a portal (issue 19). */
export function useCriarUsina() {
  const recarregar = useRecarregarUsinas();
  return useMutation({
    mutationFn: (body: UsinaEntrada) => api.post<z.infer<typeof ZUsinaResposta>>('usinas', body),
    onSuccess: recarregar,
  });
}

/** POST /api/usinas/:uuid/inversores: an inverter typed in. */
export function useAdicionarInversor(usina: string) {
  const recarregar = useRecarregarUsinas();
  return useMutation({
    mutationFn: (body: InversorEntrada) =>
      api.post<z.infer<typeof ZInversorResposta>>(`usinas/${usina}/inversores`, body),
    onSuccess: recarregar,
  });
}
