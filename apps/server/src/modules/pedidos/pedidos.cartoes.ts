import { and, eq, inArray } from 'drizzle-orm';
import { pedidos } from '../../db/schema/pedidos.ts';
import type { FonteDeCartoes, Lugar } from '../quadros/quadros.fontes.ts';

// Deals as the board's cards (issue 26): a company's sales pipeline from the first contact to the
// installed plant. A deal not on the board yet lands on the stage its status suggests (the default
// stages: novo contato, proposta enviada, negociação, contrato, instalação).

const LUGAR: Record<string, Lugar> = {
  rascunho: 0,
  enviada: 1,
  visualizada: 1,
  aceita: 2,
  recusada: 2,
  expirada: 2,
  aguardando_assinatura: 3,
  assinado: 3,
  cancelado: 3,
  fechada: 4,
};

export const fontePedidos: FonteDeCartoes = {
  tipo: 'pedido',
  async idDoUuid(ctx, empresaId, uuid) {
    const [p] = await ctx.db
      .select({ id: pedidos.id })
      .from(pedidos)
      .where(and(eq(pedidos.uuid, uuid), eq(pedidos.empresaId, empresaId), eq(pedidos.tipo, 'venda')));
    return p?.id ?? null;
  },
  async daEmpresa(ctx, empresaId) {
    const rows = await ctx.db
      .select({ id: pedidos.id, status: pedidos.status })
      .from(pedidos)
      .where(and(eq(pedidos.empresaId, empresaId), eq(pedidos.tipo, 'venda')));
    return rows.map((r) => ({ id: r.id, lugar: LUGAR[r.status] ?? 0 }));
  },
  async resumos(ctx, ids) {
    if (ids.length === 0) return new Map();
    const rows = await ctx.db
      .select({
        id: pedidos.id,
        uuid: pedidos.uuid,
        numero: pedidos.numero,
        leadNome: pedidos.leadNome,
        observacoes: pedidos.observacoes,
        status: pedidos.status,
        clienteId: pedidos.clienteId,
        usinaId: pedidos.usinaId,
        totalCentavos: pedidos.totalCentavos,
        criadoEm: pedidos.criadoEm,
      })
      .from(pedidos)
      .where(inArray(pedidos.id, [...ids]));
    return new Map(
      rows.map((p) => [
        p.id,
        {
          id: p.id,
          uuid: p.uuid,
          numero: p.numero,
          titulo: p.leadNome ? `Orçamento para ${p.leadNome}` : `Orçamento #${p.numero}`,
          descricao: p.observacoes,
          status: p.status,
          clienteId: p.clienteId,
          usinaId: p.usinaId,
          valorCentavos: p.totalCentavos,
          criadoEm: p.criadoEm,
        },
      ]),
    );
  },
};
