import type {
  TCopiaEntrada,
  ZCatalogosPublicos,
  ZDistribuidores,
  ZDistribuidorResposta,
} from '@irradia/shared/catalogo/catalogos.schema';
import type { ZCategorias } from '@irradia/shared/catalogo/categorias.schema';
import type { ZProdutoResposta } from '@irradia/shared/catalogo/produtos.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';

// /distribuidores: the distributors with catalogues published today, their catalogues and lines
// (never cost nor balance), and copying a line into the caller's own catalogue.

export type {
  CatalogoPublico,
  Distribuidor,
  ItemPublico,
  ProdutoPublico,
} from '@irradia/shared/catalogo/catalogos.schema';

export const distribuidoresQueries = {
  todos: () => ['distribuidores'] as const,
  lista: (empresa: string | undefined, search: string, page: number) =>
    queryOptions({
      queryKey: ['distribuidores', empresa, 'lista', search, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZDistribuidores>>('distribuidores', { query: { search, page, limit: 24 } }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  um: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['distribuidores', empresa, 'um', uuid] as const,
      queryFn: () => api.get<z.infer<typeof ZDistribuidorResposta>>(`distribuidores/${uuid}`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
  catalogos: (empresa: string | undefined, uuid: string) =>
    queryOptions({
      queryKey: ['distribuidores', empresa, 'catalogos', uuid] as const,
      queryFn: () => api.get<z.infer<typeof ZCatalogosPublicos>>(`distribuidores/${uuid}/catalogos`),
      enabled: Boolean(empresa && uuid),
      retry: false,
    }),
  /** The caller's own categories, to file a copied product under. */
  categorias: (empresa: string | undefined, ativa: boolean) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'categorias', 'escolha'] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZCategorias>>('categorias', { query: { order: 'nome', limit: 200 } }),
      enabled: Boolean(empresa) && ativa,
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useDistribuidores = (search: string, page: number) =>
  useQuery(distribuidoresQueries.lista(useEmpresa(), search, page));
export const useDistribuidor = (uuid: string) => useQuery(distribuidoresQueries.um(useEmpresa(), uuid));
export const useCatalogosDoDistribuidor = (uuid: string) =>
  useQuery(distribuidoresQueries.catalogos(useEmpresa(), uuid));
export const useCategoriasParaCopia = (ativa: boolean) =>
  useQuery(distribuidoresQueries.categorias(useEmpresa(), ativa));

/** POST /api/produtos/copiar: the new product is the caller's; the line then says where it is. */
export function useCopiarItem() {
  const qc = useQueryClient();
  const recarregar = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: distribuidoresQueries.todos() }),
      qc.invalidateQueries({ queryKey: ['catalogo'] }),
    ]);
  return useMutation({
    mutationFn: (body: TCopiaEntrada) => api.post<z.infer<typeof ZProdutoResposta>>('produtos/copiar', body),
    onSuccess: recarregar,
    // A 409 (already copied) also means the line's "copiado" is stale.
    onError: recarregar,
  });
}
