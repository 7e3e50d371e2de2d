// One interface for payment gateways (decision 041): the subscription and the sale's instalments
// are charged through it, whatever gateway is configured.

/** Our charge statuses (packages/shared STATUS_DE_COBRANCA). */
export type StatusNoGateway = 'pendente' | 'paga' | 'vencida' | 'estornada' | 'cancelada';

export interface NovaCobranca {
  valorCentavos: number;
  descricao: string;
  forma: 'pix' | 'boleto';
  /** YYYY-MM-DD: the last day to pay (Brasília). */
  vencimento: string;
  pagador: { nome: string; email: string; documento: string | null };
  /** Our charge's uuid: the gateway's external reference and the idempotency key. */
  referencia: string;
  urlDeNotificacao: string;
}

export interface CobrancaNoGateway {
  id: string;
  status: StatusNoGateway;
  referencia: string | null;
  pixCopiaECola: string | null;
  pixQrCodeBase64: string | null;
  boletoUrl: string | null;
  boletoLinhaDigitavel: string | null;
  /** When the gateway says it was paid. */
  pagaEm: Date | null;
}

/** A webhook as received: the query string, the headers. */
export interface NotificacaoRecebida {
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export type NotificacaoVerificada =
  | { ok: true; id: string; chave: string; instante: Date; tipo: string }
  | { ok: false };

export interface GatewayDePagamento {
  readonly nome: string;
  criar(c: NovaCobranca): Promise<CobrancaNoGateway>;
  consultar(id: string): Promise<CobrancaNoGateway>;
  /** Checks the signature; `chave` identifies the delivery (replay guard), `instante` its signed time. */
  verificar(n: NotificacaoRecebida): NotificacaoVerificada;
}

export class ErroDoGateway extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ErroDoGateway';
  }
}
