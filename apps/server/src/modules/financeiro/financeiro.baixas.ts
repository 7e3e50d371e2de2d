import { randomUUID } from 'node:crypto';
import { hojeEmBrasilia } from '@irradia/shared/financeiro/calculos';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { contas, extratoLinhas, formas, pagamentos } from '../../db/schema/financeiro.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import type { EventoDeDominio } from '../../platform/eventos.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { sniffImage } from '../../platform/storage.ts';
import { criarCobranca } from '../assinaturas/assinaturas.cobrancas.ts';
import { clienteParaContrato } from '../clientes/clientes.service.ts';
import { contaPadrao, referencia } from './financeiro.cadastros.ts';
import {
  buscarPagamento,
  type LinhaPagamento,
  motivoFechado,
  repetirNoMesSeguinte,
  umPagamento,
} from './financeiro.pagamentos.ts';

// An entry's life after it is made (decision 040): paid (`baixa`, which moves the account's
// balance and makes a recurring entry's next month), reversed, cancelled; and its attachment.

export interface Baixa {
  pagoEm: string;
  contaId: number | null;
  valorPagoCentavos?: number | null;
  formaId?: number | null;
}

/**
 * Records the entry paid (one conditional update, so two payments never both pass): 409 when it
 * is already paid or cancelled. Also used by the statement reconciliation and the gateway's webhook.
 */
export async function baixarPagamento(ctx: AppContext, empresaId: number, pagamentoId: number, b: Baixa) {
  const [p] = await ctx.db
    .update(pagamentos)
    .set({
      pagoEm: b.pagoEm,
      contaId: b.contaId,
      valorPagoCentavos: b.valorPagoCentavos ?? null,
      ...(b.formaId ? { formaId: b.formaId } : {}),
      atualizadoEm: ctx.now(),
    })
    .where(
      and(
        eq(pagamentos.id, pagamentoId),
        eq(pagamentos.empresaId, empresaId),
        isNull(pagamentos.pagoEm),
        isNull(pagamentos.canceladoEm),
      ),
    )
    .returning();
  if (!p) throw new AppError('CONFLITO', await motivoAtual(ctx, pagamentoId));
  await repetirNoMesSeguinte(ctx, p);
  return p;
}

async function motivoAtual(ctx: AppContext, id: number) {
  const [p] = await ctx.db.select().from(pagamentos).where(eq(pagamentos.id, id));
  if (!p) throw new AppError('NAO_ENCONTRADO', 'Lançamento não encontrado');
  return motivoFechado(p) ?? 'Esta ação não é possível no estado atual do lançamento.';
}

/** Undoes a payment: the entry is open again and leaves the account's balance (409 unless paid). */
export async function estornarPagamento(ctx: AppContext, empresaId: number, pagamentoId: number) {
  const [p] = await ctx.db
    .update(pagamentos)
    .set({ pagoEm: null, valorPagoCentavos: null, atualizadoEm: ctx.now() })
    .where(
      and(
        eq(pagamentos.id, pagamentoId),
        eq(pagamentos.empresaId, empresaId),
        isNotNull(pagamentos.pagoEm),
        isNull(pagamentos.canceladoEm),
      ),
    )
    .returning();
  if (!p) throw new AppError('CONFLITO', 'Este lançamento não está pago.');
  // A statement line matched to this payment no longer proves it: it goes back to be reconciled.
  await ctx.db.update(extratoLinhas).set({ pagamentoId: null }).where(eq(extratoLinhas.pagamentoId, p.id));
  return p;
}

/** POST /api/pagamentos/:uuid/baixa. */
export async function baixar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: { pago_em: string; valor_pago_rs: number | null; conta: string; forma: string | null },
) {
  const atual = await buscarPagamento(ctx, empresa.id, uuid);
  const fechado = motivoFechado(atual);
  if (fechado) throw new AppError('CONFLITO', fechado);
  const contaId = await referencia(ctx, contas, empresa.id, d.conta, 'conta');
  const formaId = d.forma === null ? null : await referencia(ctx, formas, empresa.id, d.forma, 'forma');
  const p = await baixarPagamento(ctx, empresa.id, atual.id, {
    pagoEm: d.pago_em,
    contaId,
    valorPagoCentavos: d.valor_pago_rs === null ? null : Math.round(d.valor_pago_rs * 100),
    formaId,
  });
  return umPagamento(ctx, p);
}

export async function estornar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const atual = await buscarPagamento(ctx, empresa.id, uuid);
  return umPagamento(ctx, await estornarPagamento(ctx, empresa.id, atual.id));
}

/** POST /api/pagamentos/:uuid/cancelar: a paid entry is reversed first (409). */
export async function cancelar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, motivo: string | null) {
  const atual = await buscarPagamento(ctx, empresa.id, uuid);
  if (atual.canceladoEm) throw new AppError('CONFLITO', 'Este lançamento já foi cancelado.');
  if (atual.pagoEm) throw new AppError('CONFLITO', 'Estorne o pagamento antes de cancelar o lançamento.');
  const observacoes = motivo
    ? [atual.observacoes, `Cancelado: ${motivo}`].filter(Boolean).join('\n').slice(0, 2_500)
    : atual.observacoes;
  const [p] = await ctx.db
    .update(pagamentos)
    .set({ canceladoEm: ctx.now(), observacoes, atualizadoEm: ctx.now() })
    .where(and(eq(pagamentos.id, atual.id), isNull(pagamentos.pagoEm), isNull(pagamentos.canceladoEm)))
    .returning();
  if (!p) throw new AppError('CONFLITO', await motivoAtual(ctx, atual.id));
  return umPagamento(ctx, p);
}

// ——— Attachment (a receipt, an invoice): PDF or image judged by its bytes, private ———

const ANEXO_MAX_BYTES = 20 * 1024 * 1024;

function tipoDoAnexo(dados: Buffer): string | null {
  if (dados.length >= 5 && dados.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return sniffImage(dados);
}

export async function anexar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, arquivo: UploadedFile) {
  const atual = await buscarPagamento(ctx, empresa.id, uuid);
  const tipo = tipoDoAnexo(arquivo.data);
  if (!tipo)
    throw erroValidacao([
      { field: 'arquivo', rule: 'type', message: 'Envie um PDF ou uma imagem (PNG, JPEG, WebP ou GIF)' },
    ]);
  if (arquivo.data.length > ANEXO_MAX_BYTES)
    throw erroValidacao([
      { field: 'arquivo', rule: 'max_size', message: 'O arquivo deve ter no máximo 20 MB' },
    ]);
  const chave = randomUUID();
  await ctx.storage.put(chave, arquivo.data);
  const nome = (arquivo.filename || (tipo === 'application/pdf' ? 'anexo.pdf' : 'imagem')).slice(0, 200);
  const [p] = await ctx.db
    .update(pagamentos)
    .set({ anexo: { chave, nome, tipo, tamanho: arquivo.data.length }, atualizadoEm: ctx.now() })
    .where(eq(pagamentos.id, atual.id))
    .returning();
  if (atual.anexo) await ctx.storage.remove(atual.anexo.chave);
  return umPagamento(ctx, p as LinhaPagamento);
}

export async function lerAnexo(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const p = await buscarPagamento(ctx, empresa.id, uuid);
  const bytes = p.anexo ? await ctx.storage.get(p.anexo.chave) : null;
  if (!p.anexo || !bytes) throw new AppError('NAO_ENCONTRADO', 'Este lançamento não tem anexo');
  return { bytes, tipo: p.anexo.tipo, nome: p.anexo.nome };
}

// ——— The payment gateway's word on a charge (modules/assinaturas emits it) ———

/**
 * `cobranca_atualizada` of an entry's charge: `paga` records it paid on the day it was paid
 * (Brasília), into the method's account or the company's first; `estornada` reverses it. A
 * repeated event changes nothing.
 */
export async function aoCobrancaAtualizada(ctx: AppContext, evento: EventoDeDominio) {
  if (evento.tipo !== 'cobranca_atualizada' || evento.origem !== 'pagamento') return;
  const id = Number(evento.referenciaId);
  const [p] = await ctx.db
    .select()
    .from(pagamentos)
    .where(and(eq(pagamentos.id, id), eq(pagamentos.empresaId, evento.empresaId)));
  if (!p) return;
  if (evento.status === 'paga' && !p.pagoEm && !p.canceladoEm) {
    const pagaEm = typeof evento.pagaEm === 'string' ? new Date(evento.pagaEm) : ctx.now();
    await baixarPagamento(ctx, p.empresaId, p.id, {
      pagoEm: hojeEmBrasilia(Number.isNaN(pagaEm.getTime()) ? ctx.now() : pagaEm),
      contaId: p.contaId ?? (await contaPadrao(ctx, p.empresaId, p.formaId)),
    });
  } else if (evento.status === 'estornada' && p.pagoEm && !p.canceladoEm) {
    await estornarPagamento(ctx, p.empresaId, p.id);
  }
}

/**
 * POST /api/pagamentos/:uuid/cobranca: an open receivable with a customer charged to that
 * customer by Pix or boleto through the gateway (modules/assinaturas); the webhook pays it here.
 */
export async function cobrar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, forma: 'pix' | 'boleto') {
  const p = await buscarPagamento(ctx, empresa.id, uuid);
  const fechado = motivoFechado(p);
  if (fechado) throw new AppError('CONFLITO', fechado);
  if (p.tipo !== 'receber' || p.clienteId === null)
    throw new AppError('CONFLITO', 'Só uma conta a receber de um cliente pode ser cobrada online.');
  const cliente = await clienteParaContrato(ctx, empresa.id, p.clienteId);
  if (!cliente) throw new AppError('CONFLITO', 'O cliente deste lançamento não foi encontrado.');
  await criarCobranca(ctx, {
    empresaId: empresa.id,
    origem: 'pagamento',
    referenciaId: p.id,
    valorCentavos: p.valorCentavos,
    // An overdue instalment is charged for today (a gateway refuses a due date in the past).
    vencimento: [p.vencimento, hojeEmBrasilia(ctx.now())].sort()[1] ?? p.vencimento,
    forma,
    descricao: p.descricao,
    pagador: {
      nome: cliente.nome,
      email: cliente.email,
      documento: cliente.documento?.replace(/\D/g, '') || null,
    },
  });
  return umPagamento(ctx, p);
}
