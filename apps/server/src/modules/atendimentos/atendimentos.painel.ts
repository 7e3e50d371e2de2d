import { STATUS_EM_ABERTO } from '@irradia/shared/dashboard/respostas';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { atendimentos } from '../../db/schema/atendimentos.ts';
import type { AppContext } from '../../platform/context.ts';

// Service requests rolled up for the dashboard (widget `atendimentos`).

type EmAberto = (typeof STATUS_EM_ABERTO)[number];

/**
 * The requests not yet concluded, refused or cancelled: those the company does (`recebidos`, it
 * is the prestador) and those it asked another for (`solicitados`), by status.
 */
export async function atendimentosEmAberto(ctx: AppContext, empresaId: number) {
  const rows = await ctx.db
    .select({
      prestador: sql<boolean>`${atendimentos.empresaId} = ${empresaId}`,
      status: atendimentos.status,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(atendimentos)
    .where(
      and(
        inArray(atendimentos.status, [...STATUS_EM_ABERTO]),
        or(eq(atendimentos.empresaId, empresaId), eq(atendimentos.solicitanteEmpresaId, empresaId)),
      ),
    )
    .groupBy(sql`1`, atendimentos.status);
  const lado = (prestador: boolean) => {
    const por_status: Record<EmAberto, number> = { aberto: 0, aceito: 0, em_andamento: 0 };
    let total = 0;
    for (const r of rows)
      if (r.prestador === prestador) {
        por_status[r.status as EmAberto] += r.n;
        total += r.n;
      }
    return { total, por_status };
  };
  return { recebidos: lado(true), solicitados: lado(false) };
}
