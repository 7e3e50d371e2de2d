import { z } from 'zod';
import { respostaTodos, respostaUm } from '../api/resposta.ts';

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
/** GET /api/portais. */
export const ZContasPortalResposta = respostaTodos(ZContaPortal);
export type ContasPortalResposta = z.infer<typeof ZContasPortalResposta>;
/** POST /api/portais (201). */
export const ZContaPortalResposta = respostaUm(ZContaPortal);
export type ContaPortalResposta = z.infer<typeof ZContaPortalResposta>;

/** A plant as the maker's portal lists it, to choose what to import (`id` is the portal's own). */
export const ZUsinaNoPortal = z.object({
  id: z.string(),
  nome: z.string(),
  potencia_atual_w: z.number().nullable(),
  energia_hoje_kwh: z.number().nullable(),
  energia_total_kwh: z.number().nullable(),
});
export type UsinaNoPortal = z.infer<typeof ZUsinaNoPortal>;
/** GET /api/portais/:uuid/usinas. */
export const ZUsinasNoPortalResposta = respostaTodos(ZUsinaNoPortal);
