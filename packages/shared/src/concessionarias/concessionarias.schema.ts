import { z } from 'zod';
import { respostaLista, respostaUm } from '../api/resposta.ts';

// Replies of /api/concessionarias (the payload, ZConcessionariaEdicao, sits with the invoices' in
// faturas/faturas.schema.ts).

/** login: server-side login; sessao: a session the user captures once; pdf: upload only. */
export const ZAcessoConcessionaria = z.enum(['login', 'sessao', 'pdf']);
export type AcessoConcessionaria = z.infer<typeof ZAcessoConcessionaria>;

export const ZConcessionaria = z.object({
  uuid: z.string(),
  sigla: z.string(),
  nome: z.string(),
  estados: z.array(z.string()),
  reh_vigente: z.string().nullable(),
  /** Health of Irradia's link to the utility's portal, from the last call. */
  status: z.enum(['online', 'erro', 'offline', 'inativo']),
  mensagem: z.string().nullable(),
  acesso: ZAcessoConcessionaria,
  /** How the invoices of this utility come in, said plainly. */
  explicacao: z.string(),
  /** ISO 8601 */
  ultimo_sucesso_em: z.string().nullable(),
  /** ISO 8601 */
  ultima_falha_em: z.string().nullable(),
});
export type Concessionaria = z.infer<typeof ZConcessionaria>;

export const ZListaConcessionarias = respostaLista(ZConcessionaria);
export type ListaConcessionarias = z.infer<typeof ZListaConcessionarias>;
export const ZRespostaConcessionaria = respostaUm(ZConcessionaria);
