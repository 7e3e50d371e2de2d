import type { EventoDeStatus } from '@irradia/shared/api/historico';
import type { TipoCartao, TipoEventoCartao } from '@irradia/shared/quadros/quadros.schema';
import { asc, eq } from 'drizzle-orm';
import { cartaoEventos, cartoes } from '../../db/schema/quadros.ts';
import type { AppContext } from '../../platform/context.ts';
import { eventosParaApi } from '../empresas/empresas.eventos.ts';

// A card's history: every move and change (the record's own status changes stay in its module's
// history; /historico shows both, merged by time).

export interface NovoEvento {
  cartaoId: number;
  tipo: TipoEventoCartao;
  usuarioId: number | null;
  de?: string | null;
  para: string;
  mensagem?: string | null;
  deFaseId?: number | null;
  paraFaseId?: number | null;
}

export async function registrarEvento(ctx: AppContext, e: NovoEvento): Promise<void> {
  await ctx.db.insert(cartaoEventos).values({
    cartaoId: e.cartaoId,
    tipo: e.tipo,
    usuarioId: e.usuarioId,
    de: e.de ?? null,
    para: e.para,
    mensagem: e.mensagem ?? null,
    deFaseId: e.deFaseId ?? null,
    paraFaseId: e.paraFaseId ?? null,
    criadoEm: ctx.now(),
  });
}

/** The card history of a record (empty when it never was on a board), oldest first, in the API's shape. */
export async function eventosDoCartao(
  ctx: AppContext,
  tipo: TipoCartao,
  registroId: number,
): Promise<Array<EventoDeStatus & { tipo: string }>> {
  const rows = await ctx.db
    .select({ e: cartaoEventos })
    .from(cartaoEventos)
    .innerJoin(cartoes, eq(cartoes.id, cartaoEventos.cartaoId))
    .where(eq(tipo === 'atendimento' ? cartoes.atendimentoId : cartoes.pedidoId, registroId))
    .orderBy(asc(cartaoEventos.criadoEm), asc(cartaoEventos.id));
  const api = await eventosParaApi(
    ctx,
    rows.map(({ e }) => ({ ...e, empresaId: null })),
  );
  return api.map((e, i) => ({ ...e, tipo: rows[i]?.e.tipo ?? 'fase' }));
}

/** Merges a record's status history with its card's, by time (both oldest first). */
export function juntarHistoricos<T extends { criado_em: string }>(a: readonly T[], b: readonly T[]): T[] {
  return [...a, ...b].sort((x, y) => x.criado_em.localeCompare(y.criado_em));
}
