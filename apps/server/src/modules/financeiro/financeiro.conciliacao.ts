import type { LinhaDeExtrato } from '@irradia/shared/financeiro/relatorios.schema';
import { and, eq, isNull } from 'drizzle-orm';
import { carteiras, extratoLinhas, pagamentos } from '../../db/schema/financeiro.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { baixarPagamento, estornarPagamento } from './financeiro.baixas.ts';
import { referencia } from './financeiro.cadastros.ts';
import { linhaDaConta, linhaParaApi } from './financeiro.extratos.ts';

// Reconciling a statement line (decision 040): with an open entry (which it pays, on the line's
// date, through the line's account), with a new entry made from it, or leaving it out. Undoing
// takes back what the reconciliation did: the payment it recorded, or the entry it made.

function conflito(message: string): AppError {
  return new AppError('CONFLITO', message);
}

const JA_CONCILIADA = 'Esta linha do extrato já está conciliada';

function naoPodeSer(message: string): AppError {
  return erroValidacao([{ field: 'pagamento', rule: 'conciliacao', message }]);
}

/** Pays the open entry `pagamentoUuid` with the line and links them. */
export async function conciliar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  contaUuid: string,
  linhaUuid: string,
  pagamentoUuid: string,
): Promise<LinhaDeExtrato> {
  const { conta, linha } = await linhaDaConta(ctx, empresa, contaUuid, linhaUuid);
  if (linha.pagamentoId !== null) throw conflito(JA_CONCILIADA);
  const [p] = await ctx.db
    .select()
    .from(pagamentos)
    .where(and(eq(pagamentos.uuid, pagamentoUuid), eq(pagamentos.empresaId, empresa.id)));
  if (!p) throw naoPodeSer('Lançamento não encontrado');
  if (p.canceladoEm) throw naoPodeSer('Este lançamento está cancelado');
  if (p.pagoEm) throw naoPodeSer('Este lançamento já está pago');
  const tipo = linha.valorCentavos > 0 ? 'receber' : 'pagar';
  if (p.tipo !== tipo)
    throw naoPodeSer(
      tipo === 'receber'
        ? 'Um crédito no extrato só concilia com um lançamento a receber'
        : 'Um débito no extrato só concilia com um lançamento a pagar',
    );
  // Claim the line first: a second request for it finds it taken instead of paying twice.
  const [tomada] = await ctx.db
    .update(extratoLinhas)
    .set({ pagamentoId: p.id, ignoradaEm: null })
    .where(and(eq(extratoLinhas.id, linha.id), isNull(extratoLinhas.pagamentoId)))
    .returning({ id: extratoLinhas.id });
  if (!tomada) throw conflito(JA_CONCILIADA);
  try {
    await baixarPagamento(ctx, empresa.id, p.id, {
      pagoEm: linha.data,
      contaId: conta.id,
      valorPagoCentavos: Math.abs(linha.valorCentavos),
    });
  } catch (err) {
    await ctx.db.update(extratoLinhas).set({ pagamentoId: null }).where(eq(extratoLinhas.id, linha.id));
    throw err;
  }
  return linhaParaApi(ctx, empresa.id, linha.id);
}

/** A new entry, paid on the line's date through its account, for a line no entry foresaw. */
export async function lancar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  usuarioId: number,
  contaUuid: string,
  linhaUuid: string,
  d: { descricao: string; categoria: string | null; carteira: string | null },
): Promise<LinhaDeExtrato> {
  const { conta, linha } = await linhaDaConta(ctx, empresa, contaUuid, linhaUuid);
  if (linha.pagamentoId !== null) throw conflito(JA_CONCILIADA);
  if (linha.valorCentavos === 0) throw conflito('Uma linha sem valor não gera lançamento');
  const carteiraId = d.carteira ? await referencia(ctx, carteiras, empresa.id, d.carteira, 'carteira') : null;
  const valor = Math.abs(linha.valorCentavos);
  await ctx.db.transaction(async (tx) => {
    const [novo] = await tx
      .insert(pagamentos)
      .values({
        empresaId: empresa.id,
        tipo: linha.valorCentavos > 0 ? 'receber' : 'pagar',
        descricao: d.descricao,
        categoria: d.categoria,
        valorCentavos: valor,
        vencimento: linha.data,
        pagoEm: linha.data,
        valorPagoCentavos: valor,
        contaId: conta.id,
        carteiraId,
        origem: 'extrato',
        criadoPor: usuarioId,
      })
      .returning({ id: pagamentos.id });
    if (!novo) throw new Error('insert pagamentos returned nothing');
    const [tomada] = await tx
      .update(extratoLinhas)
      .set({ pagamentoId: novo.id, ignoradaEm: null })
      .where(and(eq(extratoLinhas.id, linha.id), isNull(extratoLinhas.pagamentoId)))
      .returning({ id: extratoLinhas.id });
    if (!tomada) throw conflito(JA_CONCILIADA);
  });
  return linhaParaApi(ctx, empresa.id, linha.id);
}

/** Leaves a pending line out (a transfer between the company's own accounts, say). */
export async function ignorar(ctx: AppContext, empresa: EmpresaAtual, contaUuid: string, linhaUuid: string) {
  const { linha } = await linhaDaConta(ctx, empresa, contaUuid, linhaUuid);
  if (linha.pagamentoId !== null) throw conflito('Desfaça a conciliação antes de ignorar a linha');
  if (!linha.ignoradaEm)
    await ctx.db.update(extratoLinhas).set({ ignoradaEm: ctx.now() }).where(eq(extratoLinhas.id, linha.id));
  return linhaParaApi(ctx, empresa.id, linha.id);
}

/**
 * Back to pending. An ignored line is just brought back. A reconciled line is unlinked and what the
 * reconciliation did is taken back: the entry made from the line (origem `extrato`) is deleted, an
 * entry it paid returns to open (its payment came from the line).
 */
export async function desfazer(ctx: AppContext, empresa: EmpresaAtual, contaUuid: string, linhaUuid: string) {
  const { linha } = await linhaDaConta(ctx, empresa, contaUuid, linhaUuid);
  if (linha.pagamentoId === null && !linha.ignoradaEm)
    throw conflito('Esta linha do extrato já está pendente');
  const pagamentoId = linha.pagamentoId;
  const desligar = (db: AppContext['db']) =>
    db
      .update(extratoLinhas)
      .set({ pagamentoId: null, ignoradaEm: null })
      .where(eq(extratoLinhas.id, linha.id));
  const [p] =
    pagamentoId === null
      ? []
      : await ctx.db
          .select({ origem: pagamentos.origem, pagoEm: pagamentos.pagoEm })
          .from(pagamentos)
          .where(and(eq(pagamentos.id, pagamentoId), eq(pagamentos.empresaId, empresa.id)));
  if (pagamentoId !== null && p?.origem === 'extrato')
    await ctx.db.transaction(async (tx) => {
      await desligar(tx);
      await tx.delete(pagamentos).where(eq(pagamentos.id, pagamentoId));
    });
  else {
    await desligar(ctx.db);
    if (pagamentoId !== null && p?.pagoEm) await estornarPagamento(ctx, empresa.id, pagamentoId);
  }
  return linhaParaApi(ctx, empresa.id, linha.id);
}
