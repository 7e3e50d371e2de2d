import { and, eq, inArray } from 'drizzle-orm';
import { itensCaixaEntrada } from '../../db/schema/faturas.ts';
import type { AppContext } from '../../platform/context.ts';

// Kept apart from caixa-de-entrada.service.ts, which files invoices through faturas.service.ts:
// faturas.service.ts calls this when an invoice is saved, and a shared file would be a cycle.

/** Items still waiting in the inbox. */
export const PENDENTES = ['a_conferir', 'sem_unidade'] as const;

/** An invoice was saved with this stored PDF: the inbox item that brought it leaves the inbox. */
export async function confirmarItemDoPdf(
  ctx: AppContext,
  empresaId: number,
  pdfId: number,
  faturaId: number,
) {
  await ctx.db
    .update(itensCaixaEntrada)
    .set({ situacao: 'confirmada', faturaId })
    .where(
      and(
        eq(itensCaixaEntrada.empresaId, empresaId),
        eq(itensCaixaEntrada.pdfId, pdfId),
        inArray(itensCaixaEntrada.situacao, [...PENDENTES]),
      ),
    );
}
