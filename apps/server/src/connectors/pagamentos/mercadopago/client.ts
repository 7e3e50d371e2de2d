import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CobrancaNoGateway,
  ErroDoGateway,
  type GatewayDePagamento,
  type NotificacaoRecebida,
  type NotificacaoVerificada,
  type NovaCobranca,
  type StatusNoGateway,
} from '../gateway.ts';

// Mercado Pago's Checkout API (v1/payments), decision 041: Pix and boleto created server-side,
// payments read back by id, and webhooks signed with HMAC-SHA256 over a manifest of the notified
// id, the request id and a timestamp (x-signature: ts=…,v1=…).

export interface OpcoesMercadoPago {
  baseUrl: string;
  accessToken: string;
  webhookSecret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The payment as v1/payments answers it (the fields we read). */
export interface PagamentoMercadoPago {
  id: number;
  status: string;
  status_detail?: string | null;
  external_reference?: string | null;
  date_approved?: string | null;
  point_of_interaction?: {
    transaction_data?: {
      qr_code?: string | null;
      qr_code_base64?: string | null;
      ticket_url?: string | null;
    };
  } | null;
  transaction_details?: { external_resource_url?: string | null; digitable_line?: string | null } | null;
  barcode?: { content?: string | null } | null;
}

/**
 * Mercado Pago's status to ours: approved/authorized paid; cancelled because it expired is
 * overdue; refunded or charged back reversed; rejected or cancelled cancelled; the rest pending.
 */
export function statusMercadoPago(status: string, detalhe?: string | null): StatusNoGateway {
  switch (status) {
    case 'approved':
    case 'authorized':
      return 'paga';
    case 'refunded':
    case 'charged_back':
      return 'estornada';
    case 'cancelled':
      return detalhe === 'expired' ? 'vencida' : 'cancelada';
    case 'rejected':
      return 'cancelada';
    default:
      return 'pendente';
  }
}

/** The signed manifest; a part whose value is missing is left out, as Mercado Pago does. */
export function manifestoMercadoPago(dataId: string | null, requestId: string | null, ts: string): string {
  // Alphanumeric ids are signed in lower case.
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `${id ? `id:${id};` : ''}${requestId ? `request-id:${requestId};` : ''}ts:${ts};`;
}

export function assinaturaMercadoPago(segredo: string, manifesto: string): string {
  return createHmac('sha256', segredo).update(manifesto).digest('hex');
}

const texto = (v: unknown): string | null => {
  const x = Array.isArray(v) ? v[0] : v;
  return typeof x === 'string' && x !== '' ? x : null;
};

/** Verifies a webhook's x-signature against the query's data.id and the x-request-id header. */
export function verificarNotificacaoMercadoPago(
  segredo: string,
  n: NotificacaoRecebida,
): NotificacaoVerificada {
  const assinatura = texto(n.headers['x-signature']);
  const requestId = texto(n.headers['x-request-id']);
  const dataId = texto(n.query['data.id']) ?? texto((n.query.data as { id?: unknown } | undefined)?.id);
  if (!assinatura || !requestId || !dataId) return { ok: false };
  const partes = Object.fromEntries(
    assinatura.split(',').map((p) => {
      const [k, ...v] = p.split('=');
      return [k?.trim() ?? '', v.join('=').trim()];
    }),
  );
  const ts = partes.ts;
  const v1 = partes.v1;
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return { ok: false };
  const esperado = Buffer.from(
    assinaturaMercadoPago(segredo, manifestoMercadoPago(dataId, requestId, ts)),
    'hex',
  );
  const recebido = Buffer.from(v1, 'hex');
  if (recebido.length !== esperado.length || !timingSafeEqual(recebido, esperado)) return { ok: false };
  // The docs show seconds; deliveries have been seen in milliseconds: both are accepted.
  const n_ = Number(ts);
  const instante = new Date(n_ > 1e12 ? n_ : n_ * 1000);
  const tipo = texto(n.query.type) ?? texto(n.query.topic) ?? 'payment';
  return { ok: true, id: dataId, chave: requestId, instante, tipo };
}

function paraCobranca(p: PagamentoMercadoPago): CobrancaNoGateway {
  const tx = p.point_of_interaction?.transaction_data;
  const status = statusMercadoPago(p.status, p.status_detail);
  return {
    id: String(p.id),
    status,
    referencia: p.external_reference ?? null,
    pixCopiaECola: tx?.qr_code ?? null,
    pixQrCodeBase64: tx?.qr_code_base64 ?? null,
    boletoUrl: p.transaction_details?.external_resource_url ?? null,
    boletoLinhaDigitavel: p.transaction_details?.digitable_line ?? p.barcode?.content ?? null,
    pagaEm: status === 'paga' && p.date_approved ? new Date(p.date_approved) : null,
  };
}

/** Splits a payer's name into Mercado Pago's first and last names. */
function nomes(nome: string): { first_name: string; last_name: string } {
  const partes = nome.trim().split(/\s+/);
  const first = partes.shift() ?? nome;
  return { first_name: first, last_name: partes.join(' ') || first };
}

export class ClienteMercadoPago implements GatewayDePagamento {
  readonly nome = 'mercadopago';
  private readonly f: typeof fetch;
  constructor(private readonly o: OpcoesMercadoPago) {
    this.f = o.fetch ?? fetch;
  }

  private async chamar(caminho: string, init: RequestInit & { headers?: Record<string, string> }) {
    let res: Response;
    try {
      res = await this.f(`${this.o.baseUrl}${caminho}`, {
        ...init,
        headers: {
          authorization: `Bearer ${this.o.accessToken}`,
          accept: 'application/json',
          ...init.headers,
        },
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new ErroDoGateway(`Mercado Pago não respondeu: ${(err as Error).message}`);
    }
    const corpo = (await res.json().catch(() => null)) as
      | (PagamentoMercadoPago & { message?: string })
      | null;
    if (!res.ok || !corpo)
      throw new ErroDoGateway(
        `Mercado Pago recusou (${res.status}): ${corpo?.message ?? 'sem detalhe'}`,
        res.status,
      );
    return corpo;
  }

  async criar(c: NovaCobranca): Promise<CobrancaNoGateway> {
    const doc = c.pagador.documento?.replace(/\D/g, '') ?? '';
    const corpo = {
      transaction_amount: c.valorCentavos / 100,
      description: c.descricao,
      // Bradesco's registered boleto is the method Mercado Pago offers for boleto in Brazil.
      payment_method_id: c.forma === 'pix' ? 'pix' : 'bolbradesco',
      payer: {
        email: c.pagador.email,
        ...nomes(c.pagador.nome),
        ...(doc ? { identification: { type: doc.length === 14 ? 'CNPJ' : 'CPF', number: doc } } : {}),
      },
      external_reference: c.referencia,
      notification_url: c.urlDeNotificacao,
      // The due day's end in Brasília.
      date_of_expiration: `${c.vencimento}T23:59:59.000-03:00`,
    };
    const p = await this.chamar('/v1/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-idempotency-key': c.referencia },
      body: JSON.stringify(corpo),
    });
    return paraCobranca(p);
  }

  async consultar(id: string): Promise<CobrancaNoGateway> {
    return paraCobranca(await this.chamar(`/v1/payments/${encodeURIComponent(id)}`, { method: 'GET' }));
  }

  verificar(n: NotificacaoRecebida): NotificacaoVerificada {
    return verificarNotificacaoMercadoPago(this.o.webhookSecret, n);
  }
}
