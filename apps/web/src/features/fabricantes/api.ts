import type { FabricantesResposta } from '@irradia/shared/monitoramento/monitoramento.schema';
import type { ContasPortalResposta } from '@irradia/shared/portais/portais.schema';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** Keys and reads of the makers' screen: the makers' link health and the company's portal accounts. */
export const fabricantesQueries = {
  lista: () =>
    queryOptions({
      queryKey: ['fabricantes'] as const,
      queryFn: () => api.get<FabricantesResposta>('fabricantes'),
    }),
  contas: () =>
    queryOptions({
      queryKey: ['portais'] as const,
      queryFn: () => api.get<ContasPortalResposta>('portais'),
      // GET /api/portais follows importacao's permissions: a 403 is an answer, not a retry.
      retry: false,
    }),
};
