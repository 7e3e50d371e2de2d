import { DIAS_DE_CARENCIA, type StatusDeAssinatura } from '@irradia/shared/assinaturas/assinaturas.schema';
import { and, desc, eq } from 'drizzle-orm';
import { assinaturas, cobrancas, planos } from '../../db/schema/assinaturas.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { empresaPorUuid } from '../empresas/empresas.consultas.ts';
import { contarEquipe } from '../funcionarios/funcionarios.consultas.ts';
import { usoDeUsinas } from '../usinas/usinas.consultas.ts';
import { buscarPorId } from '../usuarios/usuarios.service.ts';
import { aplicarStatus, cobrancaParaApi, gatewayDe, gerarNoGateway } from './assinaturas.cobrancas.ts';
import { diaAnterior, diaSeguinte, fimDoPeriodo, hojeDaAssinatura, somarDias } from './assinaturas.datas.ts';
import { type LinhaPlano, planoParaApi, planoPorUuid } from './planos.service.ts';

// The company's subscription (decision 041): trial, change of plan, cancellation at the period's
// end, charges for the next period. Statuses that follow from the calendar (a trial or a paid
// period that ended, a cancellation that took effect) are worked out when read (lazily).

type LinhaAssinatura = typeof assinaturas.$inferSelect;

/** Unpaid past the period and the grace days: read-only. */
export const bloqueada = (periodoFim: string, hoje: string) => somarDias(periodoFim, DIAS_DE_CARENCIA) < hoje;

/** The status the calendar gives a stored subscription today. */
export function statusEfetivo(
  a: Pick<LinhaAssinatura, 'status' | 'periodoFim' | 'cancelarNoFim'>,
  hoje: string,
) {
  if (a.periodoFim >= hoje || a.status === 'cancelada') return a.status as StatusDeAssinatura;
  if (a.cancelarNoFim) return 'cancelada';
  return a.status === 'teste' || a.status === 'ativa' ? 'inadimplente' : (a.status as StatusDeAssinatura);
}

/** The company's subscription, with the calendar's status stored when it changed. */
async function carregar(ctx: AppContext, empresaId: number) {
  const [a] = await ctx.db.select().from(assinaturas).where(eq(assinaturas.empresaId, empresaId));
  if (!a) return null;
  const status = statusEfetivo(a, hojeDaAssinatura(ctx));
  if (status === a.status) return a;
  const [n] = await ctx.db
    .update(assinaturas)
    .set({ status, ...(status === 'cancelada' ? { canceladaEm: ctx.now() } : {}), atualizadoEm: ctx.now() })
    .where(eq(assinaturas.id, a.id))
    .returning();
  return n ?? a;
}

async function planoDe(ctx: AppContext, a: LinhaAssinatura): Promise<LinhaPlano> {
  const [p] = await ctx.db.select().from(planos).where(eq(planos.id, a.planoId));
  if (!p) throw new Error('subscription without plan');
  return p;
}

/** GET /api/assinatura: null when the company has not subscribed. */
export async function minha(ctx: AppContext, empresa: EmpresaAtual) {
  const a = await carregar(ctx, empresa.id);
  if (!a) return null;
  const plano = await planoDe(ctx, a);
  const [usinas, usuarios, lista] = await Promise.all([
    usoDeUsinas(ctx, empresa.id),
    contarEquipe(ctx, empresa.id),
    ctx.db
      .select()
      .from(cobrancas)
      .where(and(eq(cobrancas.origem, 'assinatura'), eq(cobrancas.referenciaId, a.id)))
      .orderBy(desc(cobrancas.criadoEm), desc(cobrancas.id))
      .limit(12),
  ]);
  const p = planoParaApi(plano);
  return {
    uuid: a.uuid,
    plano: p,
    ciclo: a.ciclo as 'mensal' | 'anual',
    status: a.status as StatusDeAssinatura,
    forma: a.forma,
    periodo_inicio: a.periodoInicio,
    periodo_fim: a.periodoFim,
    cancelar_no_fim: a.cancelarNoFim,
    bloqueada: bloqueada(a.periodoFim, hojeDaAssinatura(ctx)),
    uso: {
      usinas: { uso: usinas.usinas, limite: p.limite_usinas },
      usuarios: { uso: usuarios, limite: p.limite_usuarios },
      kwp: { uso: Math.round(usinas.kwp * 1000) / 1000, limite: p.limite_kwp },
    },
    cobrancas: lista.map(cobrancaParaApi),
    gateway: gatewayDe(ctx) !== null,
  };
}

const planoInvalido = () => erroValidacao([{ field: 'plano', rule: 'exists', message: 'Selecione o plano' }]);

/**
 * POST /api/assinatura: a first subscription starts in trial for the plan's days (none: it waits
 * for the first payment); an existing one changes plan, cycle and method — the price of the next
 * charge is the new plan's, the period already paid stays. A cancelled one starts again unpaid.
 */
export async function assinar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  d: { plano: string; ciclo: 'mensal' | 'anual'; forma: 'pix' | 'boleto' | 'cartao' },
  sessao?: SessaoAtual,
) {
  const plano = await planoPorUuid(ctx, d.plano);
  if (!plano) throw planoInvalido();
  const hoje = hojeDaAssinatura(ctx);
  const a = await carregar(ctx, empresa.id);
  if (!a) {
    const teste = plano.diasTeste > 0;
    await ctx.db.insert(assinaturas).values({
      empresaId: empresa.id,
      planoId: plano.id,
      ciclo: d.ciclo,
      forma: d.forma,
      status: teste ? 'teste' : 'inadimplente',
      // No trial: nothing paid yet, so the first charge's period starts today.
      periodoInicio: teste ? hoje : diaAnterior(hoje),
      periodoFim: teste ? somarDias(hoje, plano.diasTeste) : diaAnterior(hoje),
    });
    if (!teste && sessao && d.forma !== 'cartao' && gatewayDe(ctx))
      // The first charge, due today; a gateway that fails leaves it to "Gerar cobrança".
      await cobrarProximoPeriodo(ctx, empresa, sessao, d.forma).catch((err: unknown) =>
        ctx.log.warn({ err }, 'first subscription charge not created'),
      );
  } else {
    const recomeca = a.status === 'cancelada';
    await ctx.db
      .update(assinaturas)
      .set({
        planoId: plano.id,
        ciclo: d.ciclo,
        forma: d.forma,
        ...(recomeca
          ? {
              status: 'inadimplente',
              periodoInicio: diaAnterior(hoje),
              periodoFim: diaAnterior(hoje),
              cancelarNoFim: false,
              canceladaEm: null,
            }
          : {}),
        atualizadoEm: ctx.now(),
      })
      .where(eq(assinaturas.id, a.id));
  }
  return minha(ctx, empresa);
}

async function exigirAssinatura(ctx: AppContext, empresa: EmpresaAtual) {
  const a = await carregar(ctx, empresa.id);
  if (!a) throw new AppError('NAO_ENCONTRADO', 'Esta empresa ainda não assinou um plano');
  return a;
}

/** POST /api/assinatura/cancelar: stays as it is until the period's end, then cancelled. */
export async function cancelar(ctx: AppContext, empresa: EmpresaAtual, cancelar: boolean) {
  const a = await exigirAssinatura(ctx, empresa);
  if (a.status === 'cancelada')
    throw new AppError(
      'CONFLITO',
      cancelar ? 'A assinatura já está cancelada' : 'A assinatura já foi cancelada: assine de novo',
    );
  await ctx.db
    .update(assinaturas)
    .set({ cancelarNoFim: cancelar, atualizadoEm: ctx.now() })
    .where(eq(assinaturas.id, a.id));
  return minha(ctx, empresa);
}

/**
 * POST /api/assinatura/cobrancas: a Pix or boleto for the next period (after the current one, or
 * from today when it already ended), at the plan's price for the cycle. A pending one for the
 * same period and method is answered again.
 */
export async function cobrarProximoPeriodo(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  forma: 'pix' | 'boleto',
) {
  const a = await exigirAssinatura(ctx, empresa);
  if (!gatewayDe(ctx)) throw new AppError('PAGAMENTO_INDISPONIVEL');
  const plano = await planoDe(ctx, a);
  const hoje = hojeDaAssinatura(ctx);
  const inicio = a.periodoFim < hoje ? hoje : diaSeguinte(a.periodoFim);
  const fim = fimDoPeriodo(inicio, a.ciclo);
  const [pendente] = await ctx.db
    .select()
    .from(cobrancas)
    .where(
      and(
        eq(cobrancas.origem, 'assinatura'),
        eq(cobrancas.referenciaId, a.id),
        eq(cobrancas.status, 'pendente'),
        eq(cobrancas.periodoInicio, inicio),
        eq(cobrancas.forma, forma),
      ),
    )
    .orderBy(desc(cobrancas.id))
    .limit(1);
  if (pendente && pendente.vencimento >= hoje) return cobrancaParaApi(pendente);
  const valor = a.ciclo === 'anual' ? plano.precoAnualCentavos : plano.precoMensalCentavos;
  if (valor <= 0) throw new AppError('CONFLITO', 'Este plano é gratuito: não há o que pagar');
  const e = await empresaPorUuid(ctx, empresa.uuid);
  const usuario = await buscarPorId(ctx, sessao.usuarioId);
  const c = await gerarNoGateway(ctx, {
    empresaId: empresa.id,
    origem: 'assinatura',
    referenciaId: a.id,
    valorCentavos: valor,
    // The next period's first day, or today when it is already due.
    vencimento: [inicio, hoje].sort()[1] ?? hoje,
    forma,
    periodoInicio: inicio,
    periodoFim: fim,
    descricao: `${ctx.config.productName}: plano ${plano.nome} (${a.ciclo === 'anual' ? 'anual' : 'mensal'})`,
    pagador: { nome: e?.nome ?? usuario.nome, email: usuario.email, documento: e?.cnpj ?? null },
  });
  return cobrancaParaApi(c);
}

/** POST /api/assinatura/cobrancas/:uuid/baixa (sistema): paid by hand, as the webhook would. */
export async function darBaixa(ctx: AppContext, uuid: string) {
  const [c] = await ctx.db.select().from(cobrancas).where(eq(cobrancas.uuid, uuid));
  if (!c) throw new AppError('NAO_ENCONTRADO', 'Cobrança não encontrada');
  if (c.status === 'paga') return cobrancaParaApi(c);
  return cobrancaParaApi(await aplicarStatus(ctx, c, 'paga', ctx.now()));
}
