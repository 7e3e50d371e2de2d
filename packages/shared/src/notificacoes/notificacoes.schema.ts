import { z } from 'zod';
import { ZMeta } from '../api/resposta.ts';

// A person's notifications (spec §3 bell), as the API lists them and the real-time channel pushes them.

export const ZNotificacao = z.object({
  uuid: z.string(),
  tipo: z.string(),
  titulo: z.string(),
  mensagem: z.string().nullable(),
  /** Path inside the app, without the /app prefix (e.g. `/funcionarios`). */
  link: z.string().nullable(),
  empresa: z.object({ uuid: z.string() }).nullable(),
  lida: z.boolean(),
  criada_em: z.string(),
});
export type Notificacao = z.infer<typeof ZNotificacao>;

/** A page of notifications with the count of unread ones (also inside usuarios/me). */
export const ZPaginaNotificacoes = z.object({
  data: z.array(ZNotificacao),
  meta: ZMeta.extend({ unread: z.number().int() }),
});
export type PaginaNotificacoes = z.infer<typeof ZPaginaNotificacoes>;

/** PATCH /notificacoes/:uuid: the notification and the unread count after the change. */
export const ZNotificacaoMarcada = z.object({
  data: ZNotificacao,
  meta: z.object({ unread: z.number().int() }),
});

/** POST /notificacoes/lidas: how many were marked. */
export const ZNotificacoesLidas = z.object({
  data: z.object({ marcadas: z.number().int() }),
  meta: z.object({ unread: z.number().int() }),
});
