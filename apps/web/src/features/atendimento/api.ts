import type { ZClientes } from '@irradia/shared/clientes/clientes.schema';
import type { ZFuncionarios } from '@irradia/shared/equipe/equipe.schema';
import {
  type Cartao,
  canalQuadro,
  type FILTROS_PRAZO,
  type MensagemQuadro,
  ROTA_DO_CARTAO,
  type TCartaoEntrada,
  type TipoQuadro,
  type ZCartaoCriado,
  type ZCartaoResposta,
  type ZCartoes,
  type ZClassificacoes,
  type ZFaseResposta,
  type ZQuadroResposta,
  type ZQuadros,
} from '@irradia/shared/quadros/quadros.schema';
import type { ListaUsinas } from '@irradia/shared/usinas/usinas.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toastError } from '../../lib/api-client.ts';
import { useAoReconectar, useChannel } from '../../lib/realtime.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { aplicarMovimento } from './mover.ts';

// The board (decision 038): the company's boards with their stages, a board's cards (filtered),
// moving a card, and managing boards and stages. Every key starts with `todos()`, so a change
// anywhere on the board (or a message on its channel) refreshes what the screen shows.

export type { Cartao } from '@irradia/shared/quadros/quadros.schema';

export type Prazo = (typeof FILTROS_PRAZO)[number];

/** The board's filters as the URL keeps them ('' = no filter). */
export interface FiltrosQuadro {
  responsavel: string;
  classificacao: string;
  usina: string;
  cliente: string;
  prazo: '' | Prazo;
  search: string;
}

/** The whole board in one page (the server's limit for this list is 500). */
export const CARTOES_POR_QUADRO = 500;

type Cartoes = z.infer<typeof ZCartoes>;

export const quadroQueries = {
  todos: () => ['quadro'] as const,
  quadros: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['quadro', empresa, 'quadros'] as const,
      queryFn: () => api.get<z.infer<typeof ZQuadros>>('quadros'),
      enabled: Boolean(empresa),
    }),
  cartoesDoQuadro: (empresa: string | undefined, quadro: string) =>
    ['quadro', empresa, 'cartoes', quadro] as const,
  cartoes: (empresa: string | undefined, quadro: string, f: FiltrosQuadro) =>
    queryOptions({
      queryKey: [...quadroQueries.cartoesDoQuadro(empresa, quadro), f] as const,
      queryFn: () =>
        api.get<Cartoes>(`quadros/${quadro}/cartoes`, {
          query: {
            responsavel: f.responsavel,
            classificacao: f.classificacao,
            usina: f.usina,
            cliente: f.cliente,
            prazo: f.prazo,
            search: f.search.trim(),
            page: 1,
            limit: CARTOES_POR_QUADRO,
          },
        }),
      enabled: Boolean(empresa && quadro),
      placeholderData: keepPreviousData,
    }),
  classificacoes: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['quadro', empresa, 'classificacoes'] as const,
      queryFn: () => api.get<z.infer<typeof ZClassificacoes>>('classificacoes'),
      enabled: Boolean(empresa),
    }),
  funcionarios: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['quadro', empresa, 'funcionarios'] as const,
      queryFn: () => api.get<z.infer<typeof ZFuncionarios>>('funcionarios', { query: { limit: 200 } }),
      enabled: Boolean(empresa),
    }),
  usinas: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['quadro', empresa, 'usinas'] as const,
      queryFn: () => api.get<ListaUsinas>('usinas', { query: { limit: 100 } }),
      enabled: Boolean(empresa),
    }),
  clientes: (empresa: string | undefined, search: string) =>
    queryOptions({
      queryKey: ['quadro', empresa, 'clientes', search] as const,
      queryFn: () => api.get<z.infer<typeof ZClientes>>('clientes', { query: { search, limit: 10 } }),
      enabled: Boolean(empresa) && search.length >= 2,
      placeholderData: keepPreviousData,
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useQuadros = () => useQuery(quadroQueries.quadros(useEmpresa()));
export const useCartoes = (quadro: string, f: FiltrosQuadro) =>
  useQuery(quadroQueries.cartoes(useEmpresa(), quadro, f));
export const useClassificacoes = () => useQuery(quadroQueries.classificacoes(useEmpresa()));
export const useFuncionarios = () => useQuery(quadroQueries.funcionarios(useEmpresa()));
export const useUsinas = () => useQuery(quadroQueries.usinas(useEmpresa()));
export const useBuscaClientes = (search: string) =>
  useQuery(quadroQueries.clientes(useEmpresa(), search.trim()));

/** Something changed on the board (its channel, or the connection came back): read it again. */
export function useQuadroAoVivo(quadro: string | null) {
  const qc = useQueryClient();
  const recarregar = () => void qc.invalidateQueries({ queryKey: quadroQueries.todos() });
  useChannel<MensagemQuadro>(quadro ? canalQuadro(quadro) : null, recarregar);
  useAoReconectar(recarregar);
}

export interface Movimento {
  cartao: Cartao;
  fase: string;
  /** The index among the stage's other cards (the server's meaning). */
  posicao: number;
}

/**
 * POST /api/<atendimentos|pedidos>/:uuid/mover. The card moves at once on every cached list of
 * the board; a refusal puts them back and says why in a toast.
 */
export function useMoverCartao(quadro: string) {
  const qc = useQueryClient();
  const chave = quadroQueries.cartoesDoQuadro(useEmpresa(), quadro);
  return useMutation({
    mutationFn: (m: Movimento) =>
      api.post<z.infer<typeof ZCartaoResposta>>(`${ROTA_DO_CARTAO[m.cartao.tipo]}/${m.cartao.uuid}/mover`, {
        fase: m.fase,
        posicao: m.posicao,
      }),
    onMutate: async (m) => {
      await qc.cancelQueries({ queryKey: chave });
      const antes = qc.getQueriesData<Cartoes>({ queryKey: chave });
      qc.setQueriesData<Cartoes>({ queryKey: chave }, (r) =>
        r ? { ...r, data: aplicarMovimento(r.data, m.cartao.uuid, m.fase, m.posicao) } : r,
      );
      return { antes };
    },
    onError: (err, _m, contexto) => {
      for (const [key, data] of contexto?.antes ?? []) qc.setQueryData(key, data);
      toastError(err);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: quadroQueries.todos() }),
  });
}

function useMutacaoDoQuadro<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: quadroQueries.todos() }),
  });
}

type RespostaQuadro = z.infer<typeof ZQuadroResposta>;
type RespostaFase = z.infer<typeof ZFaseResposta>;

/** POST /api/quadros: a new board with its kind's default stages. */
export const useCriarQuadro = () =>
  useMutacaoDoQuadro((body: { nome: string; tipo: TipoQuadro }) => api.post<RespostaQuadro>('quadros', body));

/** PATCH /api/quadros/:uuid: rename, or make it the board new records land on. */
export const useEditarQuadro = () =>
  useMutacaoDoQuadro(({ uuid, ...body }: { uuid: string; nome?: string; padrao?: true }) =>
    api.patch<RespostaQuadro>(`quadros/${uuid}`, body),
  );

/** DELETE /api/quadros/:uuid (an empty board that is not the default). */
export const useRemoverQuadro = () =>
  useMutacaoDoQuadro((uuid: string) => api.delete<null>(`quadros/${uuid}`));

/** POST /api/fases: at the end of the board unless `ordem` says where. */
export const useCriarFase = () =>
  useMutacaoDoQuadro((body: { quadro: string; nome: string; fechada?: boolean; ordem?: number }) =>
    api.post<RespostaFase>('fases', body),
  );

/** PATCH /api/fases/:uuid: rename, close or reopen, move to `ordem`. */
export const useEditarFase = () =>
  useMutacaoDoQuadro(
    ({ uuid, ...body }: { uuid: string; nome?: string; fechada?: boolean; ordem?: number }) =>
      api.patch<RespostaFase>(`fases/${uuid}`, body),
  );

/** DELETE /api/fases/:uuid?destino=: its cards go to `destino`. */
export const useRemoverFase = () =>
  useMutacaoDoQuadro(({ uuid, destino }: { uuid: string; destino?: string }) =>
    api.delete<null>(`fases/${uuid}`, undefined, { query: { destino } }),
  );

/** POST /api/quadros/:uuid/cartoes: a service request the company records itself. */
export const useCriarCartao = (quadro: string) =>
  useMutacaoDoQuadro((body: TCartaoEntrada) =>
    api.post<z.infer<typeof ZCartaoCriado>>(`quadros/${quadro}/cartoes`, body),
  );
