import { z } from 'zod';

/** A maker portal account as GET /api/portais answers it (never its password). */
export const ZContaPortal = z.object({
  uuid: z.string(),
  fabricante: z.object({ codigo: z.string(), nome: z.string() }),
  login: z.string(),
  status: z.string(),
  mensagem: z.string().nullable(),
  ultima_sincronizacao_em: z.string().nullable(),
  /** The pace chosen for the maker's call budget and the account's size (minutes). */
  intervalo_sincronizacao_min: z.number().int(),
  /** Calls made to the maker's cloud today (Brasília's day). */
  chamadas_hoje: z.number().int(),
  /** The day's quota for this account, where the maker has one (FoxESS: 1,440 per inverter). */
  limite_chamadas_dia: z.number().int().nullable(),
});
export type ContaPortal = z.infer<typeof ZContaPortal>;
