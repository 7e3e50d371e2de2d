import { z } from 'zod';

// The history of something that moves through statuses (a purchase order, a service request, and
// later the board's cards): each change, by which company and account.

/** A company as another one sees it in a history or a list: uuid and name. */
export const ZEmpresaResumo = z.object({ uuid: z.string(), nome: z.string() });

/** A change of status: by which company and account (an erased one reads "Usuário excluído"). */
export const ZEventoDeStatus = z.object({
  /** Null for the creation. */
  de: z.string().nullable(),
  para: z.string(),
  mensagem: z.string().nullable(),
  empresa: ZEmpresaResumo.nullable(),
  usuario: z.object({ nome: z.string() }).nullable(),
  criado_em: z.string(),
  /** On a record shown as a card: what kind of change (TIPOS_EVENTO_CARTAO); absent for a status change. */
  tipo: z.string().optional(),
});
export type EventoDeStatus = z.infer<typeof ZEventoDeStatus>;
