import type {
  Catalogo,
  TCatalogoEntrada,
  TCatalogoItensEntrada,
  ZCatalogoItens,
  ZCatalogoResposta,
  ZCatalogos,
} from '@irradia/shared/catalogo/catalogos.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useAppStore } from '../../stores/app-store.ts';
import { catalogoQueries } from './api.ts';

// A distribuidor's own catalogues (/api/catalogos): the header, its lines with price and margin,
// publishing. Keys live under the catalogue's `todos()`: a product's new cost changes the margins.

export type { Catalogo, CatalogoItem, SituacaoCatalogo } from '@irradia/shared/catalogo/catalogos.schema';

export interface FiltrosCatalogos {
  search: string;
  removidos: boolean;
}

type RespostaCatalogo = z.infer<typeof ZCatalogoResposta>;

export const catalogosQueries = {
  lista: (empresa: string | undefined, f: FiltrosCatalogos, page: number) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'catalogos', f, page] as const,
      queryFn: () =>
        api.get<z.infer<typeof ZCatalogos>>('catalogos', {
          query: { search: f.search, removidos: f.removidos ? 1 : undefined, page, limit: 20 },
        }),
      enabled: Boolean(empresa),
      placeholderData: keepPreviousData,
    }),
  itens: (empresa: string | undefined, catalogo: string) =>
    queryOptions({
      queryKey: ['catalogo', empresa, 'catalogos', 'itens', catalogo] as const,
      queryFn: () => api.get<z.infer<typeof ZCatalogoItens>>(`catalogos/${catalogo}/itens`),
      enabled: Boolean(empresa && catalogo),
    }),
};

const useEmpresa = () => useAppStore((s) => s.company.selected?.uuid);

export const useCatalogos = (f: FiltrosCatalogos, page: number) =>
  useQuery(catalogosQueries.lista(useEmpresa(), f, page));
export const useItensDoCatalogo = (catalogo: string) =>
  useQuery(catalogosQueries.itens(useEmpresa(), catalogo));

function useCatalogosMutation<T, R = unknown>(fn: (v: T) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // What buyers see (/distribuidores, the preview) changes with a publication or a price.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: catalogoQueries.todos() }),
        qc.invalidateQueries({ queryKey: ['distribuidores'] }),
      ]),
  });
}

export const useSalvarCatalogo = () =>
  useCatalogosMutation(({ uuid, ...body }: TCatalogoEntrada & { uuid?: string }) =>
    uuid
      ? api.patch<RespostaCatalogo>(`catalogos/${uuid}`, body)
      : api.post<RespostaCatalogo>('catalogos', body),
  );
export const useRemoverCatalogo = () =>
  useCatalogosMutation((uuid: Catalogo['uuid']) => api.delete<RespostaCatalogo>(`catalogos/${uuid}`));
export const useRestaurarCatalogo = () =>
  useCatalogosMutation((uuid: Catalogo['uuid']) => api.post<RespostaCatalogo>(`catalogos/${uuid}/restaurar`));
export const usePublicarCatalogo = () =>
  useCatalogosMutation(({ uuid, publicar }: { uuid: string; publicar: boolean }) =>
    api.post<RespostaCatalogo>(`catalogos/${uuid}/${publicar ? 'publicar' : 'despublicar'}`),
  );
export const useSalvarItensDoCatalogo = (catalogo: string) =>
  useCatalogosMutation((body: TCatalogoItensEntrada) =>
    api.put<z.infer<typeof ZCatalogoItens>>(`catalogos/${catalogo}/itens`, body),
  );
