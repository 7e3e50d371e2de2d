import type { TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { cartoes, fases, quadros } from '../../db/schema/quadros.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { erroValidacao } from '../../platform/errors.ts';
import { avisarQuadro } from './quadros.aviso.ts';
import {
  cartaoDe,
  cartaoParaApi,
  idDoRegistro,
  type LinhaCartao,
  QUADRO_DO_CARTAO,
  tipoDoCartao,
} from './quadros.cartoes.ts';
import { fonte } from './quadros.fontes.ts';
import { registrarEvento } from './quadros.historico.ts';

// Moving a card: to any stage of a board of its kind, at a position (the end when absent). The
// move is saved with its time (for time-in-stage), published on the board's channel, and told to
// the automations ("a card enters a stage").

export interface QuemMove {
  usuarioId: number | null;
  usuarioUuid: string | null;
  /** The automation rules whose actions led here (loop cut, decision 039). */
  cadeia?: readonly number[];
}

/** Moves `c` to stage `faseId` at `posicao`; returns whether the stage changed. */
export async function moverLinha(
  ctx: AppContext,
  c: LinhaCartao,
  alvo: { id: number; nome: string; fechada: boolean; quadroId: number; quadroUuid: string },
  posicao: number | undefined,
  quem: QuemMove,
): Promise<boolean> {
  const mudouDeFase = alvo.id !== c.faseId;
  const [origem] = await ctx.db
    .select({ nome: fases.nome, quadroUuid: quadros.uuid })
    .from(fases)
    .innerJoin(quadros, eq(quadros.id, fases.quadroId))
    .where(eq(fases.id, c.faseId));
  const agora = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // One mover per stage at a time keeps positions 0..n-1 without gaps or twins.
    for (const id of [...new Set([c.faseId, alvo.id])].sort((a, b) => a - b))
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cartoes.posicao'), ${id})`);
    const outros = await tx
      .select({ id: cartoes.id, posicao: cartoes.posicao })
      .from(cartoes)
      .where(and(eq(cartoes.faseId, alvo.id), ne(cartoes.id, c.id)))
      .orderBy(asc(cartoes.posicao), asc(cartoes.id));
    const ordem = outros.map((o) => o.id);
    ordem.splice(Math.min(posicao ?? ordem.length, ordem.length), 0, c.id);
    for (const [i, id] of ordem.entries()) {
      if (id === c.id) continue;
      const antes = outros.find((o) => o.id === id)?.posicao;
      if (antes !== i) await tx.update(cartoes).set({ posicao: i }).where(eq(cartoes.id, id));
    }
    await tx
      .update(cartoes)
      .set({
        faseId: alvo.id,
        quadroId: alvo.quadroId,
        posicao: ordem.indexOf(c.id),
        ...(mudouDeFase ? { faseDesde: agora, fechadoEm: alvo.fechada ? agora : null } : {}),
      })
      .where(eq(cartoes.id, c.id));
    if (mudouDeFase) {
      const ficaram = await tx
        .select({ id: cartoes.id, posicao: cartoes.posicao })
        .from(cartoes)
        .where(eq(cartoes.faseId, c.faseId))
        .orderBy(asc(cartoes.posicao), asc(cartoes.id));
      for (const [i, o] of ficaram.entries())
        if (o.posicao !== i) await tx.update(cartoes).set({ posicao: i }).where(eq(cartoes.id, o.id));
    }
  });
  const estavaFechado = c.fechadoEm !== null;
  if (mudouDeFase && estavaFechado !== alvo.fechada)
    await fonte(tipoDoCartao(c)).aoFechar?.(ctx, idDoRegistro(c), alvo.fechada);
  if (mudouDeFase)
    await registrarEvento(ctx, {
      cartaoId: c.id,
      tipo: 'fase',
      usuarioId: quem.usuarioId,
      de: origem?.nome ?? null,
      para: alvo.nome,
      deFaseId: c.faseId,
      paraFaseId: alvo.id,
      mensagem: quem.cadeia?.length ? 'Movido por uma automação' : null,
    });
  const [depois] = await ctx.db.select().from(cartoes).where(eq(cartoes.id, c.id));
  const api = depois ? await cartaoParaApi(ctx, depois) : null;
  if (api) {
    const m = {
      tipo: 'cartao' as const,
      cartao: api.uuid,
      fase: api.fase,
      posicao: api.posicao,
      por: quem.usuarioUuid,
    };
    await avisarQuadro(ctx, alvo.quadroUuid, m);
    if (origem && origem.quadroUuid !== alvo.quadroUuid) await avisarQuadro(ctx, origem.quadroUuid, m);
  }
  if (mudouDeFase && depois)
    await ctx.eventos.emitir(ctx, {
      tipo: 'cartao_entrou_fase',
      empresaId: c.empresaId,
      cadeia: quem.cadeia ?? [],
      cartaoId: c.id,
      faseId: alvo.id,
    });
  return mudouDeFase;
}

/** Stages with their board (what a move needs), in board order. */
export function fasesComQuadro(ctx: AppContext, onde: SQL | undefined) {
  return ctx.db
    .select({
      id: fases.id,
      nome: fases.nome,
      fechada: fases.fechada,
      quadroId: quadros.id,
      quadroUuid: quadros.uuid,
    })
    .from(fases)
    .innerJoin(quadros, eq(quadros.id, fases.quadroId))
    .where(onde)
    .orderBy(asc(fases.ordem));
}

/** A stage of the company's boards of the card's kind; anything else is a 422 on `fase`. */
export async function faseDestino(ctx: AppContext, empresaId: number, tipo: TipoCartao, uuid: string) {
  const [f] = await fasesComQuadro(
    ctx,
    and(eq(fases.uuid, uuid), eq(quadros.empresaId, empresaId), eq(quadros.tipo, QUADRO_DO_CARTAO[tipo])),
  );
  if (!f)
    throw erroValidacao([
      { field: 'fase', rule: 'exists', message: 'Fase não encontrada neste tipo de quadro' },
    ]);
  return f;
}

export async function mover(
  ctx: AppContext,
  quem: { usuarioId: number; usuarioUuid: string },
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  d: { fase: string; posicao?: number | undefined },
) {
  const c = await cartaoDe(ctx, empresa, tipo, uuid, 'edit');
  const alvo = await faseDestino(ctx, empresa.id, tipoDoCartao(c), d.fase);
  await moverLinha(ctx, c, alvo, d.posicao, quem);
  const [depois] = await ctx.db.select().from(cartoes).where(eq(cartoes.id, c.id));
  return depois as LinhaCartao;
}
