import { z } from 'zod';
import { respostaTodos, respostaUm } from '../api/resposta.ts';
import { ETAPAS_INTEGRACAO } from '../faturas/faturas.schema.ts';

// Replies of /api/usinas/:uuid/integracoes (the payload, ZIntegracaoEntrada, sits with the
// invoices' in faturas/faturas.schema.ts).

/** A plant's link to its utility's app (spec §4 steps in `etapa`); the password never leaves the server. */
export const ZIntegracao = z.object({
  uuid: z.string(),
  usina: z.object({ uuid: z.string(), nome: z.string() }),
  concessionaria: z.object({ uuid: z.string(), sigla: z.string() }),
  login: z.string(),
  /** YYYY-MM-DD */
  importar_desde: z.string(),
  etapa: z.enum(Object.keys(ETAPAS_INTEGRACAO) as [keyof typeof ETAPAS_INTEGRACAO]),
  /** inativo (never ran), online (last run imported), erro (last run failed). */
  status: z.string(),
  mensagem: z.string().nullable(),
  faturas_importadas: z.number().int(),
  /** ISO 8601 */
  ultima_execucao_em: z.string().nullable(),
});
export type Integracao = z.infer<typeof ZIntegracao>;

export const ZListaIntegracoes = respostaTodos(ZIntegracao);
export const ZRespostaIntegracao = respostaUm(ZIntegracao);
