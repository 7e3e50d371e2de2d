import type {
  Categoria,
  TCategoriaEntrada,
  ZCategoriaResposta,
  ZCategorias,
} from '@irradia/shared/catalogo/categorias.schema';
import type {
  TipoMovimento,
  TMovimentoEntrada,
  ZMovimentoResposta,
  ZMovimentos,
} from '@irradia/shared/catalogo/estoque.schema';
import type {
  TComponentesEntrada,
  TipoProduto,
  TProdutoEntrada,
  ZComponentes,
  ZProdutoResposta,
  ZProdutos,
} from '@irradia/shared/catalogo/produtos.schema';
import type {
  Equipamento,
  TipoEquipamento,
  ZEquipamentos,
} from '@irradia/shared/equipamentos/equipamentos.schema';
import type { ZFabricantesResposta } from '@irradia/shared/monitoramento/monitoramento.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// The catalogue of /catalogo: categories, products (kits and their components) and stock
// movements. Every reply's type comes from the schema the server declares (packages/shared catalogo/).

export type { Categoria } from '@irradia/shared/catalogo/categorias.schema';
export type { TipoMovimento } from '@irradia/shared/catalogo/estoque.schema';
export type { Componente, Produto, TipoProduto } from '@irradia/shared/catalogo/produtos.schema';

/** A record of the reference library (GET /api/equipamentos), a module or an inverter. */
export type EquipamentoDaBiblioteca = Equipamento;

export interface FiltrosCategorias {
  search: string;
  removidos: boolean;
}

export interface FiltrosProdutos {
  search: string;
  categoria: string;
  tipo: TipoProduto | '';
  abaixo_do_minimo: boolean;
  removidos: boolean;
}

export interface FiltrosMovimentos {
  produto: string;
  tipo: TipoMovimento | '';
}

type RespostaCategoria = z.infer<typeof ZCategoriaResposta>;
type RespostaProduto = z.infer<typeof ZProdutoResposta>;

const vazio = (v: string) => v || undefined;
const sim = (v: boolean) => (v ? 1 : undefined);
/** The query of a movements list, shared by the list and its CSV export. */
export const consultaMovimentos = (f: FiltrosMovimentos) => ({
  produto: vazio(f.produto),
  tipo: vazio(f.tipo),
});

/**
 * Keys and reads of the catalogue. Every key starts with `todos()`: a product's save, a kit's
 * components or a stock movement change balances, costs and counts shown everywhere on the screen.
 */
export const catalogoQueries = {
  todos: () => ['catalogo'] as const,
  categorias: (empresa: string | undefined, f: FiltrosCategorias, page: number) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'categorias', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZCategorias>>('categorias', {
          query: { search: f.search, removidos: sim(f.removidos), order: 'nome', page, limit: 20 },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  /** Every category to choose from (filters and the product form). */
  categoriasParaEscolha: (empresa: string | undefined) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'categorias', 'escolha'] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZCategorias>>('categorias', { query: { order: 'nome', limit: 200 } }),
      enabled: Boolean(empresa),
    }),
  produtos: (empresa: string | undefined, f: FiltrosProdutos, page: number) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'produtos', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZProdutos>>('produtos', {
          query: {
            search: f.search,
            categoria: vazio(f.categoria),
            tipo: vazio(f.tipo),
            abaixo_do_minimo: sim(f.abaixo_do_minimo),
            removidos: sim(f.removidos),
            order: 'nome',
            page,
            limit: 20,
          },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  /** Products found by a search of at least two letters (a kit's component picker, a movement's product). */
  produtosParaEscolha: (empresa: string | undefined, search: string) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'produtos', 'escolha', search] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZProdutos>>('produtos', { query: { search, order: 'nome', limit: 50 } }),
      enabled: Boolean(empresa) && search.length >= 2,
      placeholderData: keepPreviousData,
    }),
  /** One product (the one a low-stock notification links to). */
  produto: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'produto', uuid] as const,
      queryFn: () => api.get<RespostaProduto>(`produtos/${uuid}`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
  componentes: (empresa: string | undefined, kit: string) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'componentes', kit] as const,
      queryFn: () => api.get<z.infer<typeof ZComponentes>>(`produtos/${kit}/componentes`),
      enabled: Boolean(empresa && kit),
    }),
  movimentos: (empresa: string | undefined, f: FiltrosMovimentos, page: number) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'movimentos', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZMovimentos>>('estoque/movimentos', {
          query: { ...consultaMovimentos(f), page, limit: 20 },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  /** The reference library, once at least two letters are typed. */
  equipamentos: (tipo: TipoEquipamento, busca: string, ativa: boolean) =>
    queryOptions({
      queryKey: ['equipamentos', tipo, busca] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZEquipamentos>>('equipamentos', { query: { tipo, busca, limit: 20 } }),
      enabled: ativa && busca.trim().length >= 2,
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  /** Irradia's makers, for an inverter's "maker in the monitoring" (the same key as the plants' screens). */
  fabricantes: () =>
    queryOptions({
      queryKey: ['fabricantes'] as const,
      queryFn: () => api.get<z.infer<typeof ZFabricantesResposta>>('fabricantes'),
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useCategorias = (f: FiltrosCategorias, page: number) =>
  useQuery(catalogoQueries.categorias(useEmpresa(), f, page));
export const useCategoriasParaEscolha = () => useQuery(catalogoQueries.categoriasParaEscolha(useEmpresa()));
export const useProdutos = (f: FiltrosProdutos, page: number) =>
  useQuery(catalogoQueries.produtos(useEmpresa(), f, page));
export const useProdutosParaEscolha = (search: string) =>
  useQuery(catalogoQueries.produtosParaEscolha(useEmpresa(), search));
export const useProduto = (uuid: string) => useQuery(catalogoQueries.produto(useEmpresa(), uuid));
export const useComponentes = (kit: string) => useQuery(catalogoQueries.componentes(useEmpresa(), kit));
export const useEquipamentos = (tipo: TipoEquipamento, busca: string, ativa: boolean) =>
  useQuery(catalogoQueries.equipamentos(tipo, busca, ativa));
export const useFabricantes = () => useQuery(catalogoQueries.fabricantes());
export const useMovimentos = (f: FiltrosMovimentos, page: number) =>
  useQuery(catalogoQueries.movimentos(useEmpresa(), f, page));

function useCatalogoMutation<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: catalogoQueries.todos() }),
  });
}

export const useSalvarCategoria = () =>
  useCatalogoMutation(({ uuid, ...body }: TCategoriaEntrada & { uuid?: string }) =>
    uuid
      ? api.patch<RespostaCategoria>(`categorias/${uuid}`, body)
      : api.post<RespostaCategoria>('categorias', body),
  );
export const useRemoverCategoria = () =>
  useCatalogoMutation((uuid: Categoria['uuid']) => api.delete<RespostaCategoria>(`categorias/${uuid}`));
export const useRestaurarCategoria = () =>
  useCatalogoMutation((uuid: Categoria['uuid']) =>
    api.post<RespostaCategoria>(`categorias/${uuid}/restaurar`),
  );

export const useSalvarProduto = () =>
  useCatalogoMutation(({ uuid, ...body }: TProdutoEntrada & { uuid?: string }) =>
    uuid ? api.patch<RespostaProduto>(`produtos/${uuid}`, body) : api.post<RespostaProduto>('produtos', body),
  );
export const useRemoverProduto = () =>
  useCatalogoMutation((uuid: string) => api.delete<RespostaProduto>(`produtos/${uuid}`));
export const useRestaurarProduto = () =>
  useCatalogoMutation((uuid: string) => api.post<RespostaProduto>(`produtos/${uuid}/restaurar`));

/** A product's image or datasheet: a file replaces it, null takes it off. */
export const useTrocarArquivoDoProduto = () =>
  useCatalogoMutation(
    ({ uuid, tipo, arquivo }: { uuid: string; tipo: 'imagem' | 'datasheet'; arquivo: File | null }) =>
      arquivo
        ? api.put<RespostaProduto>(`produtos/${uuid}/${tipo}`, { arquivo })
        : api.delete<RespostaProduto>(`produtos/${uuid}/${tipo}`),
  );

export const useSalvarComponentes = (kit: string) =>
  useCatalogoMutation((body: TComponentesEntrada) =>
    api.put<z.infer<typeof ZComponentes>>(`produtos/${kit}/componentes`, body),
  );

export const useRegistrarMovimento = () =>
  useCatalogoMutation((body: TMovimentoEntrada) =>
    api.post<z.infer<typeof ZMovimentoResposta>>('estoque/movimentos', body),
  );
