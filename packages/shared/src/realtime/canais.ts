import type { Notificacao } from '../notificacoes/notificacoes.schema.ts';

// The real-time channels (Transmit protocol, spec §7) and what travels on them. Subscribing is
// authorised with the API's own rules; a channel not listed here is refused.

/** Personal notifications of one user. Only that user may subscribe. */
export const canalUsuario = (usuarioUuid: string) => `usuarios/${usuarioUuid}`;
/** Company events (plant status, imports). Anyone who may use the company may subscribe. */
export const canalEmpresa = (empresaUuid: string) => `empresas/${empresaUuid}`;
/** Progress of one background import. Whoever may see the import's company may subscribe. */
export const canalImportacao = (importacaoUuid: string) => `importacoes/${importacaoUuid}`;

/** A notification travels as the API lists it (notificacoes.schema.ts). */
export type { Notificacao };

/** What the server pushes on `usuarios/<uuid>`. */
export type MensagemUsuario =
  | { tipo: 'notificacao'; notificacao: Notificacao; unread: number }
  | { tipo: 'notificacoes'; unread: number };

/** On `empresas/<uuid>` of both companies of a service request (atendimento) when it is created or moves. */
export type MensagemAtendimento = { tipo: 'atendimento'; atendimento: string; status: string };

/** On `empresas/<uuid>` of both companies of a purchase order (pedido) when it is placed or moves. */
export type MensagemPedido = { tipo: 'pedido'; pedido: string; status: string };
