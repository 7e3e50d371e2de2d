import { randomUUID } from 'node:crypto';
import {
  iniciarServidorSimulado,
  type PedidoSimulado,
  type RespostaSimulada,
} from '../../makers/servidor-simulado.ts';
import { assinaturaMercadoPago, manifestoMercadoPago, type PagamentoMercadoPago } from './client.ts';

// A local Mercado Pago (v1/payments): checks the Bearer token and the idempotency key, creates
// Pix and boleto payments (the same key answers the same payment), answers GET by id, and, when a
// test pays, expires or refunds one, changes it and sends the signed webhook to its
// notification_url as Mercado Pago does (x-signature ts/v1, x-request-id, ?data.id=&type=payment).

export interface EntregaDeWebhook {
  url: string;
  headers: Record<string, string>;
  corpo: string;
  /** The status our server answered. */
  status: number;
}

export interface OpcoesSimuladorMercadoPago {
  token: string;
  segredo: string;
  agora?: () => Date;
  /** How a webhook is sent (tests deliver into app.inject); default: a real POST. */
  entregar?: (url: string, headers: Record<string, string>, corpo: string) => Promise<number>;
}

export interface SimuladorMercadoPago {
  url: string;
  /** Payments created, by id. */
  pagamentos: Map<
    string,
    PagamentoMercadoPago & { notification_url: string | null; transaction_amount: number }
  >;
  /** Webhooks sent, in order. */
  entregas: EntregaDeWebhook[];
  pagar(id: string): Promise<EntregaDeWebhook>;
  vencer(id: string): Promise<EntregaDeWebhook>;
  estornar(id: string): Promise<EntregaDeWebhook>;
  fechar(): Promise<void>;
}

const erro = (status: number, message: string): RespostaSimulada => ({
  status,
  corpo: { message, error: 'bad_request', status, cause: [] },
});

async function postar(url: string, headers: Record<string, string>, corpo: string): Promise<number> {
  const res = await fetch(url, { method: 'POST', headers, body: corpo });
  return res.status;
}

export async function iniciarSimuladorMercadoPago(
  o: OpcoesSimuladorMercadoPago,
): Promise<SimuladorMercadoPago> {
  const agora = o.agora ?? (() => new Date());
  const pagamentos: SimuladorMercadoPago['pagamentos'] = new Map();
  const porChave = new Map<string, string>();
  const entregas: EntregaDeWebhook[] = [];
  let proximo = 1_319_000_001;

  function tratar(p: PedidoSimulado): RespostaSimulada {
    if (p.headers.authorization !== `Bearer ${o.token}`)
      return { status: 401, corpo: { message: 'invalid access token', error: 'unauthorized', status: 401 } };
    if (p.metodo === 'POST' && p.url.pathname === '/v1/payments') {
      const chave = p.headers['x-idempotency-key'];
      if (typeof chave !== 'string' || chave === '') return erro(400, 'X-Idempotency-Key header is required');
      const repetido = porChave.get(chave);
      if (repetido) return { status: 201, corpo: pagamentos.get(repetido) };
      const b = JSON.parse(p.texto || '{}') as {
        transaction_amount?: number;
        payment_method_id?: string;
        payer?: { email?: string };
        external_reference?: string;
        notification_url?: string;
        date_of_expiration?: string;
      };
      if (typeof b.transaction_amount !== 'number' || b.transaction_amount <= 0)
        return erro(400, 'transaction_amount attribute can not be null');
      if (!b.payer?.email) return erro(400, 'payer.email must be a valid email');
      if (b.payment_method_id !== 'pix' && b.payment_method_id !== 'bolbradesco')
        return erro(400, 'payment_method_id is invalid');
      const id = proximo++;
      const pix = b.payment_method_id === 'pix';
      const linha = `23793.38128 60${String(id).slice(0, 3)}.${String(id).slice(3, 8)} 00000.000000 1 ${String(
        Math.round(b.transaction_amount * 100),
      ).padStart(14, '0')}`;
      const pagamento = {
        id,
        status: 'pending',
        status_detail: pix ? 'pending_waiting_transfer' : 'pending_waiting_payment',
        external_reference: b.external_reference ?? null,
        transaction_amount: b.transaction_amount,
        notification_url: b.notification_url ?? null,
        date_approved: null,
        date_of_expiration: b.date_of_expiration ?? null,
        point_of_interaction: pix
          ? {
              transaction_data: {
                qr_code: `00020126580014br.gov.bcb.pix0136${randomUUID()}5204000053039865802BR5913MERCADO PAGO6009SAO PAULO62070503***6304${id
                  .toString(16)
                  .slice(-4)
                  .toUpperCase()}`,
                qr_code_base64: Buffer.from(`qr-${id}`).toString('base64'),
                ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
              },
            }
          : null,
        transaction_details: pix
          ? { external_resource_url: null, digitable_line: null }
          : {
              external_resource_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1`,
              digitable_line: linha,
            },
        barcode: pix ? null : { content: linha.replace(/\D/g, '') },
      };
      pagamentos.set(String(id), pagamento);
      porChave.set(chave, String(id));
      return { status: 201, corpo: pagamento };
    }
    const m = /^\/v1\/payments\/(\d+)$/.exec(p.url.pathname);
    if (p.metodo === 'GET' && m) {
      const pg = pagamentos.get(m[1] ?? '');
      return pg ? { corpo: pg } : { status: 404, corpo: { message: 'Payment not found', status: 404 } };
    }
    return { status: 404, corpo: { message: 'resource not found', status: 404 } };
  }

  const servidor = await iniciarServidorSimulado(
    { limite: { status: 429, corpo: { message: 'Too many requests', status: 429 } } },
    tratar,
  );

  async function mudar(id: string, status: string, detalhe: string): Promise<EntregaDeWebhook> {
    const pg = pagamentos.get(id);
    if (!pg) throw new Error(`pagamento ${id} não existe no simulador`);
    pg.status = status;
    pg.status_detail = detalhe;
    if (status === 'approved') pg.date_approved = agora().toISOString();
    const url = new URL(pg.notification_url ?? '');
    url.searchParams.set('data.id', id);
    url.searchParams.set('type', 'payment');
    const ts = String(Math.floor(agora().getTime() / 1000));
    const requestId = randomUUID();
    const v1 = assinaturaMercadoPago(o.segredo, manifestoMercadoPago(id, requestId, ts));
    const headers = {
      'content-type': 'application/json',
      'x-signature': `ts=${ts},v1=${v1}`,
      'x-request-id': requestId,
    };
    const corpo = JSON.stringify({
      action: 'payment.updated',
      api_version: 'v1',
      data: { id },
      date_created: agora().toISOString(),
      id: Date.now(),
      live_mode: false,
      type: 'payment',
      user_id: '123456',
    });
    const entrega = { url: url.toString(), headers, corpo, status: 0 };
    entrega.status = await (o.entregar ?? postar)(entrega.url, headers, corpo);
    entregas.push(entrega);
    return entrega;
  }

  return {
    url: servidor.origem,
    pagamentos,
    entregas,
    pagar: (id) => mudar(id, 'approved', 'accredited'),
    vencer: (id) => mudar(id, 'cancelled', 'expired'),
    estornar: (id) => mudar(id, 'refunded', 'refunded'),
    fechar: () => servidor.fechar(),
  };
}
