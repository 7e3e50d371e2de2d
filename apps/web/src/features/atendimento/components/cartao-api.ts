import type { EventoDeStatus } from '@irradia/shared/api/historico';
import type { ZClientes } from '@irradia/shared/clientes/clientes.schema';
import type { ZFuncionarios } from '@irradia/shared/equipe/equipe.schema';
import {
  type Anexo,
  type CartaoDetalhe,
  type Comentario,
  ROTA_DO_CARTAO,
  type TCartaoEdicao,
  type TipoCartao,
  type ZAnexos,
  type ZCartaoResposta,
  type ZClassificacaoResposta,
  type ZClassificacoes,
  type ZComentarioResposta,
  type ZComentarios,
  type ZGrupos,
  type ZQuadros,
} from '@irradia/shared/quadros/quadros.schema';
import type { ListaUsinas } from '@irradia/shared/usinas/usinas.schema';
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toastError } from '../../../lib/api-client.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { enviarAnexo } from './enviar-anexo.ts';

// The card drawer's reads and writes. Every key starts with ['quadro', empresa], the board's
// prefix: a message on the board's channel refreshes an open card too, and every change here
// refreshes the board (its counts, labels, due dates). ['quadros'] is refreshed as well, for any
// screen that keys board data that way.

type RespostaCartao = z.infer<typeof ZCartaoResposta>;
type Comentarios = z.infer<typeof ZComentarios>;

/** Comments per page (oldest first; the next page holds newer ones). */
export const COMENTARIOS_POR_PAGINA = 50;

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const chavesDoCartao = {
  doQuadro: (empresa: string | undefined) => ['quadro', empresa] as const,
  cartao: (empresa: string | undefined, tipo: TipoCartao, uuid: string) =>
    ['quadro', empresa, 'cartao', tipo, uuid] as const,
  detalhe: (empresa: string | undefined, tipo: TipoCartao, uuid: string) =>
    [...chavesDoCartao.cartao(empresa, tipo, uuid), 'detalhe'] as const,
  comentarios: (empresa: string | undefined, tipo: TipoCartao, uuid: string) =>
    [...chavesDoCartao.cartao(empresa, tipo, uuid), 'comentarios'] as const,
  anexos: (empresa: string | undefined, tipo: TipoCartao, uuid: string) =>
    [...chavesDoCartao.cartao(empresa, tipo, uuid), 'anexos'] as const,
  historico: (empresa: string | undefined, tipo: TipoCartao, uuid: string) =>
    [...chavesDoCartao.cartao(empresa, tipo, uuid), 'historico'] as const,
};

/** The path of a card's routes: `atendimentos/:uuid` or `pedidos/:uuid`. */
export const caminhoDoCartao = (tipo: TipoCartao, uuid: string) => `${ROTA_DO_CARTAO[tipo]}/${uuid}`;

/** After any change: the board and every open card read again. */
function useAtualizarQuadro() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['quadro'] }),
      qc.invalidateQueries({ queryKey: ['quadros'] }),
    ]);
}

export function useCartaoDetalhe(tipo: TipoCartao, uuid: string) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: chavesDoCartao.detalhe(empresa, tipo, uuid),
    queryFn: () => api.get<RespostaCartao>(`${caminhoDoCartao(tipo, uuid)}/cartao`),
    enabled: Boolean(empresa),
    retry: false,
  });
}

/** The company's boards with their stages (the card shows its stage's name). */
export function useQuadrosDoCartao() {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['quadro', empresa, 'cartao-quadros'] as const,
    queryFn: () => api.get<z.infer<typeof ZQuadros>>('quadros'),
    enabled: Boolean(empresa),
  });
}

export interface Edicao {
  edicao: TCartaoEdicao;
  /** What the card shows at once while the server answers (names of the chosen references). */
  otimista?: Partial<CartaoDetalhe>;
}

/**
 * PATCH …/cartao. The card changes at once (`otimista`); a refusal puts it back and says why in a
 * toast; the answer (the card as saved) replaces it.
 */
export function useEditarCartao(tipo: TipoCartao, uuid: string) {
  const qc = useQueryClient();
  const chave = chavesDoCartao.detalhe(useEmpresa(), tipo, uuid);
  const atualizar = useAtualizarQuadro();
  return useMutation({
    mutationFn: ({ edicao }: Edicao) =>
      api.patch<RespostaCartao>(`${caminhoDoCartao(tipo, uuid)}/cartao`, edicao),
    onMutate: async ({ otimista }) => {
      await qc.cancelQueries({ queryKey: chave });
      const antes = qc.getQueryData<RespostaCartao>(chave);
      if (antes && otimista) qc.setQueryData<RespostaCartao>(chave, { data: { ...antes.data, ...otimista } });
      return { antes };
    },
    onError: (err, _v, contexto) => {
      if (contexto?.antes) qc.setQueryData(chave, contexto.antes);
      toastError(err);
    },
    onSuccess: (r) => {
      qc.setQueryData(chave, r);
      return atualizar();
    },
  });
}

export function useComentarios(tipo: TipoCartao, uuid: string) {
  const empresa = useEmpresa();
  return useInfiniteQuery({
    queryKey: chavesDoCartao.comentarios(empresa, tipo, uuid),
    queryFn: ({ pageParam }) =>
      api.get<Comentarios>(`${caminhoDoCartao(tipo, uuid)}/comentarios`, {
        query: { page: pageParam, limit: COMENTARIOS_POR_PAGINA },
      }),
    initialPageParam: 1,
    getNextPageParam: (ultima) =>
      ultima.meta.current_page < ultima.meta.last_page ? ultima.meta.current_page + 1 : undefined,
    enabled: Boolean(empresa),
  });
}

export function useComentar(tipo: TipoCartao, uuid: string) {
  const qc = useQueryClient();
  const chave = chavesDoCartao.comentarios(useEmpresa(), tipo, uuid);
  const atualizar = useAtualizarQuadro();
  return useMutation({
    mutationFn: (body: { texto: string; mencoes: string[] }) =>
      api.post<z.infer<typeof ZComentarioResposta>>(`${caminhoDoCartao(tipo, uuid)}/comentarios`, body),
    onSuccess: (r) => {
      // Shown at once at the end of the last page read; the refetch puts it where it belongs.
      qc.setQueryData<InfiniteData<Comentarios>>(chave, (d) => {
        if (!d?.pages.length) return d;
        const pages = [...d.pages];
        const ultima = pages[pages.length - 1] as Comentarios;
        pages[pages.length - 1] = { ...ultima, data: [...ultima.data, r.data] };
        return { ...d, pages };
      });
      return atualizar();
    },
  });
}

export function useExcluirComentario(tipo: TipoCartao, uuid: string) {
  const atualizar = useAtualizarQuadro();
  return useMutation({
    mutationFn: (c: Comentario) => api.delete<null>(`${caminhoDoCartao(tipo, uuid)}/comentarios/${c.uuid}`),
    onSuccess: () => atualizar(),
  });
}

export function useAnexos(tipo: TipoCartao, uuid: string) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: chavesDoCartao.anexos(empresa, tipo, uuid),
    queryFn: () => api.get<z.infer<typeof ZAnexos>>(`${caminhoDoCartao(tipo, uuid)}/anexos`),
    enabled: Boolean(empresa),
  });
}

/** POST …/anexos (multipart `arquivo`), reporting the share sent (0 to 1) as it goes. */
export function useEnviarAnexo(tipo: TipoCartao, uuid: string) {
  const atualizar = useAtualizarQuadro();
  return useMutation({
    mutationFn: (v: { arquivo: File; progresso(fracao: number): void }) =>
      enviarAnexo(`${caminhoDoCartao(tipo, uuid)}/anexos`, v.arquivo, v.progresso),
    onSuccess: () => atualizar(),
  });
}

export function useExcluirAnexo(tipo: TipoCartao, uuid: string) {
  const atualizar = useAtualizarQuadro();
  return useMutation({
    mutationFn: (a: Anexo) => api.delete<null>(`${caminhoDoCartao(tipo, uuid)}/anexos/${a.uuid}`),
    onSuccess: () => atualizar(),
  });
}

export function useHistorico(tipo: TipoCartao, uuid: string) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: chavesDoCartao.historico(empresa, tipo, uuid),
    queryFn: () => api.get<{ data: EventoDeStatus[] }>(`${caminhoDoCartao(tipo, uuid)}/historico`),
    enabled: Boolean(empresa),
  });
}

/** The board's custom field groups, with their fields, in order. */
export function useGrupos(quadro: string | undefined) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['quadro', empresa, 'grupos', quadro] as const,
    queryFn: () => api.get<z.infer<typeof ZGrupos>>('grupos', { query: { quadro } }),
    enabled: Boolean(empresa && quadro),
  });
}

export function useEtiquetas() {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['quadro', empresa, 'etiquetas'] as const,
    queryFn: () => api.get<z.infer<typeof ZClassificacoes>>('classificacoes'),
    enabled: Boolean(empresa),
  });
}

/** POST /api/classificacoes: a new label, created from the card. */
export function useCriarEtiqueta() {
  const atualizar = useAtualizarQuadro();
  return useMutation({
    mutationFn: (body: { nome: string; cor: string }) =>
      api.post<z.infer<typeof ZClassificacaoResposta>>('classificacoes', body),
    onSuccess: () => atualizar(),
  });
}

export type Referencia = { uuid: string; nome: string };

/** What a picker searches: employees, customers or plants, by name. */
export type Fonte = 'funcionarios' | 'clientes' | 'usinas';
const POR_BUSCA = 20;

export function useBusca(fonte: Fonte, search: string, ativa = true) {
  const empresa = useEmpresa();
  return useQuery({
    queryKey: ['quadro', empresa, 'busca', fonte, search] as const,
    queryFn: async (): Promise<Referencia[]> => {
      const r = await api.get<z.infer<typeof ZFuncionarios> | z.infer<typeof ZClientes> | ListaUsinas>(
        fonte,
        {
          query: { search, limit: POR_BUSCA },
        },
      );
      return r.data.map((x) => ({ uuid: x.uuid, nome: x.nome }));
    },
    enabled: Boolean(empresa) && ativa,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
