import { and, eq, inArray, sql } from 'drizzle-orm';
import { atendimentoEventos, atendimentos } from '../../db/schema/atendimentos.ts';
import type { AppContext } from '../../platform/context.ts';
import type { FonteDeCartoes, Lugar } from '../quadros/quadros.fontes.ts';

// Service requests as the board's cards (issue 26): the ones the company does the work on (its
// own and those other companies requested from it), landing on the stage their status suggests.

const LUGAR: Record<string, Lugar> = {
  aberto: 0,
  aceito: 0,
  em_andamento: 1,
  concluido: 'fechada',
  recusado: 'fechada',
  cancelado: 'fechada',
};

/** The company's own request (no other company behind it), numbered in its sequence. */
export async function criarInterno(
  ctx: AppContext,
  empresaId: number,
  usuarioId: number | null,
  d: { titulo: string; descricao: string | null; clienteId: number | null; usinaId: number | null },
) {
  const agora = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atendimentos.numero'), ${empresaId})`);
    const [ultimo] = await tx
      .select({ n: sql<number>`coalesce(max(${atendimentos.numero}), 0)` })
      .from(atendimentos)
      .where(eq(atendimentos.empresaId, empresaId));
    const [a] = await tx
      .insert(atendimentos)
      .values({
        empresaId,
        numero: Number(ultimo?.n ?? 0) + 1,
        titulo: d.titulo,
        descricao: d.descricao,
        status: 'aberto',
        clienteId: d.clienteId,
        usinaId: d.usinaId,
        criadoPor: usuarioId,
        criadoEm: agora,
        atualizadoEm: agora,
      })
      .returning({ id: atendimentos.id, uuid: atendimentos.uuid });
    if (!a) throw new Error('insert atendimentos returned nothing');
    await tx.insert(atendimentoEventos).values({
      atendimentoId: a.id,
      empresaId,
      usuarioId,
      de: null,
      para: 'aberto',
      mensagem: null,
      criadoEm: agora,
    });
    return a;
  });
}

export const fonteAtendimentos: FonteDeCartoes = {
  tipo: 'atendimento',
  async idDoUuid(ctx, empresaId, uuid) {
    const [a] = await ctx.db
      .select({ id: atendimentos.id })
      .from(atendimentos)
      .where(and(eq(atendimentos.uuid, uuid), eq(atendimentos.empresaId, empresaId)));
    return a?.id ?? null;
  },
  async daEmpresa(ctx, empresaId) {
    const rows = await ctx.db
      .select({ id: atendimentos.id, status: atendimentos.status })
      .from(atendimentos)
      .where(eq(atendimentos.empresaId, empresaId));
    return rows.map((r) => ({ id: r.id, lugar: LUGAR[r.status] ?? 0 }));
  },
  async resumos(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = await ctx.db
      .select()
      .from(atendimentos)
      .where(inArray(atendimentos.id, [...ids]));
    return new Map(
      rows.map((a) => [
        a.id,
        {
          id: a.id,
          uuid: a.uuid,
          numero: a.numero,
          titulo: a.titulo,
          descricao: a.descricao,
          status: a.status,
          clienteId: a.clienteId,
          usinaId: a.usinaId,
          valorCentavos: a.precoCentavos,
          criadoEm: a.criadoEm,
        },
      ]),
    );
  },
  criar: criarInterno,
  async aoFechar(ctx, id, fechado) {
    const [a] = await ctx.db.select().from(atendimentos).where(eq(atendimentos.id, id));
    // A request from another company keeps the flow both sides see (aceitar, iniciar, concluir…).
    if (!a || a.solicitanteEmpresaId !== null) return;
    const para = fechado ? 'concluido' : 'aberto';
    if (a.status === para) return;
    await ctx.db
      .update(atendimentos)
      .set({ status: para, atualizadoEm: ctx.now() })
      .where(eq(atendimentos.id, id));
    await ctx.db.insert(atendimentoEventos).values({
      atendimentoId: id,
      empresaId: a.empresaId,
      usuarioId: null,
      de: a.status,
      para,
      mensagem: fechado ? 'Cartão movido para uma fase fechada' : 'Cartão reaberto no quadro',
      criadoEm: ctx.now(),
    });
  },
  async definir(ctx, id, d) {
    await ctx.db
      .update(atendimentos)
      .set({
        ...(d.clienteId !== undefined ? { clienteId: d.clienteId } : {}),
        ...(d.usinaId !== undefined ? { usinaId: d.usinaId } : {}),
        atualizadoEm: ctx.now(),
      })
      .where(eq(atendimentos.id, id));
  },
};
