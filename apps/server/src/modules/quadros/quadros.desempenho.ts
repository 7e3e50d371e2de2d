import { and, asc, eq, inArray } from 'drizzle-orm';
import { cartaoEventos, cartoes, fases, quadros } from '../../db/schema/quadros.ts';
import type { AppContext } from '../../platform/context.ts';

// What the performance page (decision 038) reads of the board: every card of the company with
// who is responsible, and every stage move with its time.

export async function cartoesParaDesempenho(ctx: AppContext, empresaId: number) {
  const lista = await ctx.db
    .select({
      id: cartoes.id,
      pedidoId: cartoes.pedidoId,
      atendimentoId: cartoes.atendimentoId,
      responsavelId: cartoes.responsavelId,
      origem: cartoes.origem,
      prazo: cartoes.prazo,
      criadoEm: cartoes.criadoEm,
      fechadoEm: cartoes.fechadoEm,
    })
    .from(cartoes)
    .where(eq(cartoes.empresaId, empresaId));
  const etapas = await ctx.db
    .select({
      id: fases.id,
      uuid: fases.uuid,
      nome: fases.nome,
      ordem: fases.ordem,
      quadro: quadros.uuid,
      quadroNome: quadros.nome,
    })
    .from(fases)
    .innerJoin(quadros, eq(quadros.id, fases.quadroId))
    .where(eq(quadros.empresaId, empresaId))
    .orderBy(asc(quadros.nome), asc(fases.ordem));
  const movimentos = lista.length
    ? await ctx.db
        .select({
          cartaoId: cartaoEventos.cartaoId,
          deFaseId: cartaoEventos.deFaseId,
          paraFaseId: cartaoEventos.paraFaseId,
          criadoEm: cartaoEventos.criadoEm,
        })
        .from(cartaoEventos)
        .where(
          and(
            eq(cartaoEventos.tipo, 'fase'),
            inArray(
              cartaoEventos.cartaoId,
              lista.map((c) => c.id),
            ),
          ),
        )
        .orderBy(asc(cartaoEventos.cartaoId), asc(cartaoEventos.criadoEm), asc(cartaoEventos.id))
    : [];
  return { cartoes: lista, fases: etapas, movimentos };
}
