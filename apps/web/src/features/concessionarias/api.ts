import type { Um } from '@irradia/shared/api/resposta';
import type {
  AcessoConcessionaria,
  Concessionaria,
  ListaConcessionarias,
} from '@irradia/shared/concessionarias/concessionarias.schema';
import type { ZConcessionariaEdicao } from '@irradia/shared/faturas/faturas.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client.ts';

export type { Concessionaria } from '@irradia/shared/concessionarias/concessionarias.schema';
export type Acesso = AcessoConcessionaria;

export const ACESSOS: Record<Acesso, { rotulo: string; cor: string }> = {
  login: { rotulo: 'Login', cor: 'green' },
  sessao: { rotulo: 'Sessão capturada', cor: 'blue' },
  pdf: { rotulo: 'Somente PDF', cor: 'gray' },
};

export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export interface FiltrosConcessionarias {
  search: string;
  estado: string;
  acesso: Acesso | '';
}

/**
 * Keys and reads of utilities: hooks, invalidations and prefetches use only these. Utilities are
 * the same for every company, so no key carries one; every key starts with `todas()`.
 */
export const concessionariasQueries = {
  todas: () => ['concessionarias'] as const,
  lista: (f: FiltrosConcessionarias, page: number) =>
    queryOptions({
      queryKey: ['concessionarias', 'lista', f, page] as const,
      queryFn: () =>
        api.get<ListaConcessionarias>('concessionarias', {
          query: {
            search: f.search || undefined,
            estado: f.estado || undefined,
            acesso: f.acesso || undefined,
            page,
            limit: 20,
          },
        }),
    }),
};

export const useConcessionarias = (f: FiltrosConcessionarias, page: number) =>
  useQuery(concessionariasQueries.lista(f, page));

export function useEditarConcessionaria(uuid: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZConcessionariaEdicao>) =>
      api.patch<Um<Concessionaria>>(`concessionarias/${uuid}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: concessionariasQueries.todas() }),
  });
}
