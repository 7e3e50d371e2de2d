import { and, eq } from 'drizzle-orm';
import { ErroDoGateway, type NotificacaoRecebida } from '../../connectors/pagamentos/gateway.ts';
import { webhookEntregas } from '../../db/schema/assinaturas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { aplicarStatus, cobrancaDoGateway, gatewayDe } from './assinaturas.cobrancas.ts';

// The gateway's webhook (decision 041): the signature is checked, a delivery older than ten
// minutes or already seen (same x-request-id) is refused with 409, and the payment's status is
// re-read from the gateway — the body is never believed.

const JANELA_MS = 10 * 60_000;

export async function receberWebhook(ctx: AppContext, gateway: string, n: NotificacaoRecebida) {
  const gw = gatewayDe(ctx);
  if (!gw || gw.nome !== gateway) throw new AppError('PAGAMENTO_INDISPONIVEL');
  const v = gw.verificar(n);
  if (!v.ok) throw new AppError('WEBHOOK_INVALIDO');
  if (Math.abs(ctx.now().getTime() - v.instante.getTime()) > JANELA_MS)
    throw new AppError('WEBHOOK_REPETIDO');
  const [entrega] = await ctx.db
    .insert(webhookEntregas)
    .values({ gateway: gw.nome, chave: v.chave, recebidoEm: ctx.now() })
    .onConflictDoNothing()
    .returning({ id: webhookEntregas.id });
  if (!entrega) throw new AppError('WEBHOOK_REPETIDO');
  try {
    if (v.tipo !== 'payment') return { processada: false };
    const c = await cobrancaDoGateway(ctx, gw.nome, v.id);
    if (!c) return { processada: false };
    const r = await gw.consultar(v.id);
    await aplicarStatus(ctx, c, r.status, r.pagaEm);
    return { processada: true };
  } catch (err) {
    // Not handled: the gateway's retry of this delivery must get through.
    await ctx.db
      .delete(webhookEntregas)
      .where(and(eq(webhookEntregas.gateway, gw.nome), eq(webhookEntregas.chave, v.chave)));
    throw err instanceof ErroDoGateway ? new AppError('SERVICO_EXTERNO') : err;
  }
}
