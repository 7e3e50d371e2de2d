import type { CobrancaDoPagamento } from '@irradia/shared/financeiro/pagamentos.schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { GatewayDePagamento, StatusNoGateway } from '../../connectors/pagamentos/gateway.ts';
import { ClienteMercadoPago } from '../../connectors/pagamentos/mercadopago/client.ts';
import { assinaturas, cobrancas } from '../../db/schema/assinaturas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { diaAnterior, hojeDaAssinatura } from './assinaturas.datas.ts';

// Charges through the payment gateway (decision 041): a subscription period or a sale's
// instalment (finance calls criarCobranca/cobrancasDe). A status change, from the webhook or by
// hand, goes through aplicarStatus: the subscription moves and `cobranca_atualizada` is emitted.

export type LinhaCobranca = typeof cobrancas.$inferSelect;

const gateways = new WeakMap<Config, GatewayDePagamento | null>();

/** The configured gateway, or null (no token and webhook secret: charges are handled by hand). */
export function gatewayDe(ctx: AppContext): GatewayDePagamento | null {
  if (!gateways.has(ctx.config)) {
    const mp = ctx.config.mercadoPago;
    gateways.set(
      ctx.config,
      mp
        ? new ClienteMercadoPago({
            baseUrl: mp.baseUrl,
            accessToken: mp.accessToken,
            webhookSecret: mp.webhookSecret,
          })
        : null,
    );
  }
  return gateways.get(ctx.config) ?? null;
}

export const cobrancaParaApi = (c: LinhaCobranca) => ({
  uuid: c.uuid,
  valor_rs: c.valorCentavos / 100,
  vencimento: c.vencimento,
  forma: c.forma,
  status: c.status as StatusNoGateway,
  periodo_inicio: c.periodoInicio,
  periodo_fim: c.periodoFim,
  pix_copia_e_cola: c.pixCopiaECola,
  pix_qr_code_base64: c.pixQrCodeBase64,
  boleto_url: c.boletoUrl,
  boleto_linha_digitavel: c.boletoLinhaDigitavel,
  paga_em: c.pagaEm?.toISOString() ?? null,
  criado_em: c.criadoEm.toISOString(),
});

const doPagamento = (c: LinhaCobranca): CobrancaDoPagamento => ({
  uuid: c.uuid,
  status: c.status,
  forma: c.forma,
  vencimento: c.vencimento,
  pix_copia_e_cola: c.pixCopiaECola,
  pix_qr_code_base64: c.pixQrCodeBase64,
  boleto_url: c.boletoUrl,
  boleto_linha_digitavel: c.boletoLinhaDigitavel,
});

export interface Pagador {
  nome: string;
  email: string | null;
  documento: string | null;
}

/** The sender's address of the product's mail: Mercado Pago requires a payer e-mail. */
const emailPadrao = (ctx: AppContext) => /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;

/** Stores the charge, creates it on the gateway (our uuid is the idempotency key) and keeps its Pix/boleto. */
export async function gerarNoGateway(
  ctx: AppContext,
  d: {
    empresaId: number;
    origem: 'assinatura' | 'pagamento';
    referenciaId: number;
    valorCentavos: number;
    vencimento: string;
    forma: 'pix' | 'boleto';
    periodoInicio?: string | null;
    periodoFim?: string | null;
    descricao: string;
    pagador: Pagador;
  },
): Promise<LinhaCobranca> {
  const gw = gatewayDe(ctx);
  if (!gw) throw new AppError('PAGAMENTO_INDISPONIVEL');
  const [c] = await ctx.db
    .insert(cobrancas)
    .values({
      empresaId: d.empresaId,
      origem: d.origem,
      referenciaId: d.referenciaId,
      valorCentavos: d.valorCentavos,
      vencimento: d.vencimento,
      forma: d.forma,
      status: 'pendente',
      periodoInicio: d.periodoInicio ?? null,
      periodoFim: d.periodoFim ?? null,
      gateway: gw.nome,
    })
    .returning();
  if (!c) throw new Error('insert cobrancas returned nothing');
  let r: Awaited<ReturnType<GatewayDePagamento['criar']>>;
  try {
    r = await gw.criar({
      valorCentavos: d.valorCentavos,
      descricao: d.descricao,
      forma: d.forma,
      vencimento: d.vencimento,
      pagador: {
        nome: d.pagador.nome,
        email: d.pagador.email ?? emailPadrao(ctx),
        documento: d.pagador.documento,
      },
      referencia: c.uuid,
      urlDeNotificacao: `${ctx.config.appUrl}/api/webhooks/${gw.nome}`,
    });
  } catch (err) {
    ctx.log.warn({ err }, 'gateway refused the charge');
    await ctx.db.delete(cobrancas).where(eq(cobrancas.id, c.id));
    throw new AppError('SERVICO_EXTERNO', 'O serviço de pagamento não respondeu. Tente novamente');
  }
  const [atualizada] = await ctx.db
    .update(cobrancas)
    .set({
      gatewayId: r.id,
      status: r.status,
      pixCopiaECola: r.pixCopiaECola,
      pixQrCodeBase64: r.pixQrCodeBase64,
      boletoUrl: r.boletoUrl,
      boletoLinhaDigitavel: r.boletoLinhaDigitavel,
      atualizadoEm: ctx.now(),
    })
    .where(eq(cobrancas.id, c.id))
    .returning();
  return atualizada ?? c;
}

/**
 * For finance (a sale's instalment): a Pix or boleto charge to the customer through the gateway.
 * Without a gateway: 409 "Pagamento online indisponível".
 */
export async function criarCobranca(
  ctx: AppContext,
  d: {
    empresaId: number;
    origem: 'pagamento';
    referenciaId: number;
    valorCentavos: number;
    vencimento: string;
    forma: 'pix' | 'boleto';
    descricao: string;
    pagador: Pagador;
  },
): Promise<CobrancaDoPagamento> {
  return doPagamento(await gerarNoGateway(ctx, d));
}

/** The latest charge of each reference (finance's entries), by reference id. */
export async function cobrancasDe(
  ctx: AppContext,
  origem: 'assinatura' | 'pagamento',
  referenciaIds: readonly number[],
): Promise<Map<number, CobrancaDoPagamento>> {
  const mapa = new Map<number, CobrancaDoPagamento>();
  const ids = [...new Set(referenciaIds)];
  if (ids.length === 0) return mapa;
  const rows = await ctx.db
    .select()
    .from(cobrancas)
    .where(and(eq(cobrancas.origem, origem), inArray(cobrancas.referenciaId, ids)))
    .orderBy(desc(cobrancas.criadoEm), desc(cobrancas.id));
  for (const c of rows) if (!mapa.has(c.referenciaId)) mapa.set(c.referenciaId, doPagamento(c));
  return mapa;
}

/** The newest unpaid (pending or overdue) charge of each subscription, by subscription id. */
export async function pendentesDe(ctx: AppContext, assinaturaIds: readonly number[]) {
  const mapa = new Map<number, ReturnType<typeof cobrancaParaApi>>();
  if (assinaturaIds.length === 0) return mapa;
  const rows = await ctx.db
    .select()
    .from(cobrancas)
    .where(
      and(
        eq(cobrancas.origem, 'assinatura'),
        inArray(cobrancas.referenciaId, [...assinaturaIds]),
        inArray(cobrancas.status, ['pendente', 'vencida']),
      ),
    )
    .orderBy(desc(cobrancas.criadoEm), desc(cobrancas.id));
  for (const c of rows) if (!mapa.has(c.referenciaId)) mapa.set(c.referenciaId, cobrancaParaApi(c));
  return mapa;
}

/**
 * A charge's new status (the gateway's, re-read after a webhook, or `paga` by hand). Paying a
 * subscription's charge makes it active through the charge's period; a refund of the period in
 * force takes it back. Emits `cobranca_atualizada` (finance listens for its instalments).
 */
export async function aplicarStatus(
  ctx: AppContext,
  c: LinhaCobranca,
  status: StatusNoGateway,
  pagaEm: Date | null,
): Promise<LinhaCobranca> {
  if (c.status === status) return c;
  const [nova] = await ctx.db
    .update(cobrancas)
    .set({
      status,
      pagaEm: status === 'paga' ? (pagaEm ?? ctx.now()) : status === 'estornada' ? c.pagaEm : null,
      atualizadoEm: ctx.now(),
    })
    .where(eq(cobrancas.id, c.id))
    .returning();
  if (!nova) return c;
  if (c.origem === 'assinatura') await refletirNaAssinatura(ctx, nova);
  await ctx.eventos.emitir(ctx, {
    tipo: 'cobranca_atualizada',
    empresaId: nova.empresaId,
    origem: nova.origem,
    referenciaId: nova.referenciaId,
    status: nova.status,
    pagaEm: nova.pagaEm?.toISOString() ?? null,
  });
  return nova;
}

/** The later of two YYYY-MM-DD days. */
const ultimoDia = (a: string, b: string) => [a, b].sort()[1] ?? a;

async function refletirNaAssinatura(ctx: AppContext, c: LinhaCobranca) {
  const [a] = await ctx.db.select().from(assinaturas).where(eq(assinaturas.id, c.referenciaId));
  if (!a || !c.periodoInicio || !c.periodoFim) return;
  if (c.status === 'paga') {
    // A later period already paid keeps its end; a cancellation asked for is kept too.
    const estende = c.periodoFim > a.periodoFim;
    await ctx.db
      .update(assinaturas)
      .set({
        status: 'ativa',
        periodoInicio: estende ? c.periodoInicio : a.periodoInicio,
        periodoFim: ultimoDia(c.periodoFim, a.periodoFim),
        canceladaEm: null,
        atualizadoEm: ctx.now(),
      })
      .where(eq(assinaturas.id, a.id));
  } else if (c.status === 'estornada' && a.periodoFim === c.periodoFim) {
    // The refunded period is taken back: the subscription ends where the period before it did.
    const fim = diaAnterior(c.periodoInicio);
    const [anterior] = await ctx.db
      .select({ inicio: cobrancas.periodoInicio })
      .from(cobrancas)
      .where(
        and(
          eq(cobrancas.origem, 'assinatura'),
          eq(cobrancas.referenciaId, a.id),
          eq(cobrancas.status, 'paga'),
          eq(cobrancas.periodoFim, fim),
        ),
      )
      .limit(1);
    await ctx.db
      .update(assinaturas)
      .set({
        status: anterior && fim >= hojeDaAssinatura(ctx) ? 'ativa' : 'inadimplente',
        periodoInicio: anterior?.inicio ?? fim,
        periodoFim: fim,
        atualizadoEm: ctx.now(),
      })
      .where(eq(assinaturas.id, a.id));
  }
}

/** The charge a webhook is about, by the gateway's id. */
export async function cobrancaDoGateway(ctx: AppContext, gateway: string, id: string) {
  const [c] = await ctx.db
    .select()
    .from(cobrancas)
    .where(and(eq(cobrancas.gateway, gateway), eq(cobrancas.gatewayId, id)));
  return c ?? null;
}
