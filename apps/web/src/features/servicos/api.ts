import type {
  AcaoAtendimento,
  PapelAtendimento,
  StatusAtendimento,
  TAtendimentoEntrada,
  ZAtendimentoHistorico,
  ZAtendimentoResposta,
  ZAtendimentos,
} from '@irradia/shared/servicos/atendimentos.schema';
import type {
  TipoServico,
  TServicoEntrada,
  ZPrestadores,
  ZServicoResposta,
  ZServicos,
  ZServicosOferecidos,
} from '@irradia/shared/servicos/servicos.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// Services of /servicos (the company's own, and the requests received and sent) and the
// prestadores of /prestadores. Every reply's type comes from the schema the server declares
// (packages/shared servicos/).

export type { Atendimento } from '@irradia/shared/servicos/atendimentos.schema';
export type { Prestador, Servico, ServicoOferecido } from '@irradia/shared/servicos/servicos.schema';

export interface FiltrosServicos {
  search: string;
  tipo: TipoServico | '';
  removidos: boolean;
}

export interface FiltrosPrestadores {
  search: string;
  tipo: TipoServico | '';
}

export interface FiltrosAtendimentos {
  search: string;
  papel: PapelAtendimento | '';
  status: StatusAtendimento | '';
}

type RespostaServico = z.infer<typeof ZServicoResposta>;
type RespostaAtendimento = z.infer<typeof ZAtendimentoResposta>;

const vazio = (v: string) => v || undefined;

/**
 * Keys and reads. Every key starts with `todos()`: a request moved by the other side (company
 * event) or here changes lists, details and histories at once.
 */
export const servicosQueries = {
  todos: () => ['servicos'] as const,
  servicos: (empresa: string | undefined, f: FiltrosServicos, page: number) =>
    queryOptions({
      queryKey: ['servicos', empresa, 'proprios', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZServicos>>('servicos', {
          query: {
            search: f.search,
            tipo: vazio(f.tipo),
            removidos: f.removidos ? 1 : undefined,
            order: 'nome',
            page,
            limit: 20,
          },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  prestadores: (empresa: string | undefined, f: FiltrosPrestadores, page: number) =>
    queryOptions({
      queryKey: ['servicos', empresa, 'prestadores', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZPrestadores>>('prestadores', {
          query: { search: f.search, tipo: vazio(f.tipo), page, limit: 20 },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  servicosDoPrestador: (empresa: string | undefined, prestador: string) =>
    queryOptions({
      queryKey: ['servicos', empresa, 'prestador', prestador] as const,
      queryFn: () => api.get<z.infer<typeof ZServicosOferecidos>>(`prestadores/${prestador}/servicos`),
      enabled: Boolean(empresa && prestador),
    }),
  atendimentos: (empresa: string | undefined, f: FiltrosAtendimentos, page: number) =>
    queryOptions({
      queryKey: ['servicos', empresa, 'atendimentos', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZAtendimentos>>('atendimentos', {
          query: { search: f.search, papel: vazio(f.papel), status: vazio(f.status), page, limit: 20 },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  atendimento: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['servicos', empresa, 'atendimento', uuid] as const,
      queryFn: () => api.get<RespostaAtendimento>(`atendimentos/${uuid}`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
  historico: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['servicos', empresa, 'historico', uuid] as const,
      queryFn: () => api.get<z.infer<typeof ZAtendimentoHistorico>>(`atendimentos/${uuid}/historico`),
      enabled: Boolean(empresa && uuid),
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useServicos = (f: FiltrosServicos, page: number) =>
  useQuery(servicosQueries.servicos(useEmpresa(), f, page));
export const usePrestadores = (f: FiltrosPrestadores, page: number) =>
  useQuery(servicosQueries.prestadores(useEmpresa(), f, page));
export const useServicosDoPrestador = (prestador: string) =>
  useQuery(servicosQueries.servicosDoPrestador(useEmpresa(), prestador));
export const useAtendimentos = (f: FiltrosAtendimentos, page: number) =>
  useQuery(servicosQueries.atendimentos(useEmpresa(), f, page));
export const useAtendimento = (uuid: string) => useQuery(servicosQueries.atendimento(useEmpresa(), uuid));
export const useHistoricoDoAtendimento = (uuid: string) =>
  useQuery(servicosQueries.historico(useEmpresa(), uuid));

function useServicosMutation<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: servicosQueries.todos() }),
  });
}

export const useSalvarServico = () =>
  useServicosMutation(({ uuid, ...body }: TServicoEntrada & { uuid?: string }) =>
    uuid ? api.patch<RespostaServico>(`servicos/${uuid}`, body) : api.post<RespostaServico>('servicos', body),
  );
export const useRemoverServico = () =>
  useServicosMutation((uuid: string) => api.delete<RespostaServico>(`servicos/${uuid}`));
export const useRestaurarServico = () =>
  useServicosMutation((uuid: string) => api.post<RespostaServico>(`servicos/${uuid}/restaurar`));

export const useSolicitarServico = () =>
  useServicosMutation((body: TAtendimentoEntrada) => api.post<RespostaAtendimento>('atendimentos', body));

/** A transition of a request; `motivo` for recusar and cancelar. */
export const useMoverAtendimento = () =>
  useServicosMutation(({ uuid, acao, motivo }: { uuid: string; acao: AcaoAtendimento; motivo?: string }) =>
    api.post<RespostaAtendimento>(`atendimentos/${uuid}/${acao}`, motivo === undefined ? {} : { motivo }),
  );
