import type {
  TPropostaAceitarEntrada,
  TPropostaRecusarEntrada,
  ZPropostaPublicaResposta,
} from '@irradia/shared/propostas/link.schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, api } from '../../lib/api-client.ts';

// The proposal's public link (decision 032): /api/propostas/:token, read and answered by the
// company's customer without an account. The answer comes back as the proposal, now answered.

export type { PropostaPublica } from '@irradia/shared/propostas/link.schema';

type Resposta = z.infer<typeof ZPropostaPublicaResposta>;

const caminho = (token: string) => `propostas/${encodeURIComponent(token)}`;

export const propostaPublicaQuery = (token: string) =>
  queryOptions({
    queryKey: ['proposta-publica', token] as const,
    queryFn: () => api.get<Resposta>(caminho(token)),
    // A 404 is the answer (unknown or expired link), not a hiccup to retry.
    retry: (falhas, erro) =>
      !(erro instanceof ApiError && erro.status !== null && erro.status < 500) && falhas < 1,
  });

export type RespostaDoCliente =
  | { acao: 'aceitar' | 'assinar'; dados: TPropostaAceitarEntrada }
  | { acao: 'recusar'; dados: TPropostaRecusarEntrada };

/**
 * Accepts or refuses the proposal, or signs its contract (decision 037: the same name and CPF as
 * accepting); the page then shows the answer.
 */
export function useResponderProposta(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (r: RespostaDoCliente) => api.post<Resposta>(`${caminho(token)}/${r.acao}`, r.dados),
    onSuccess: (resposta) => qc.setQueryData(propostaPublicaQuery(token).queryKey, resposta),
  });
}

/** The contract's PDF on the link: a plain link, the token is the only key it needs. */
export const pdfDoContrato = (token: string) => `/api/${caminho(token)}/contrato/pdf`;
