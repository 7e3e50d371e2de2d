import { hojeEmBrasilia, ratearCusto } from '@irradia/shared/financeiro/calculos';
import {
  CATEGORIA_COMPRA_DE_MERCADORIAS,
  CATEGORIA_VENDA_DE_SISTEMAS,
} from '@irradia/shared/financeiro/pagamentos.schema';
import { and, eq, isNull } from 'drizzle-orm';
import { pagamentos } from '../../db/schema/financeiro.ts';
import type { AppContext } from '../../platform/context.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';
import { custosDosProdutos } from '../produtos/produtos.consultas.ts';

// Entries other modules' records make by themselves (decision 040): a sale's instalments become
// receivables carrying their share of the cost of what was sold, and a purchase order confirmed by
// the distribuidor becomes a payable for the buyer and a receivable for the distribuidor. Called
// inside the caller's transaction (`{ ...ctx, db: tx }`); the unique index pagamentos_origem_unica
// makes a retry change nothing.

export interface VendaParaLancar {
  empresaId: number;
  pedidoId: number;
  numero: number;
  clienteId: number | null;
  usuarioId: number;
  parcelas: ReadonlyArray<{ numero: number; vencimento: string; valorCentavos: number }>;
  /** The cost the proposal priced the sale on (kit and services); null when it has no price. */
  custoCentavos: number | null;
  /** Without that, what was sold: each product's current cost × quantity (no product, no cost). */
  itens: ReadonlyArray<{ produtoId: number | null; quantidade: number }>;
}

/** One receivable per instalment of the sale (origem venda), with its share of the cost. */
export async function lancarVenda(ctx: AppContext, v: VendaParaLancar) {
  const custo = v.custoCentavos ?? (await custoDosItens(ctx, v.itens));
  const partes = ratearCusto(
    custo,
    v.parcelas.map((p) => p.valorCentavos),
  );
  const n = v.parcelas.length;
  const agora = ctx.now();
  if (n === 0) return;
  await ctx.db
    .insert(pagamentos)
    .values(
      v.parcelas.map((p, i) => ({
        empresaId: v.empresaId,
        tipo: 'receber',
        descricao: `Venda nº ${v.numero} — parcela ${p.numero}/${n}`,
        categoria: CATEGORIA_VENDA_DE_SISTEMAS,
        valorCentavos: p.valorCentavos,
        vencimento: p.vencimento,
        clienteId: v.clienteId,
        origem: 'venda',
        pedidoId: v.pedidoId,
        parcela: p.numero,
        parcelas: n,
        custoCentavos: partes[i] ?? 0,
        criadoPor: v.usuarioId,
        criadoEm: agora,
        atualizadoEm: agora,
      })),
    )
    .onConflictDoNothing();
}

async function custoDosItens(ctx: AppContext, itens: VendaParaLancar['itens']) {
  const custos = await custosDosProdutos(
    ctx,
    itens.flatMap((i) => (i.produtoId === null ? [] : [i.produtoId])),
  );
  return Math.round(
    itens.reduce((s, i) => s + (i.produtoId === null ? 0 : (custos.get(i.produtoId) ?? 0) * i.quantidade), 0),
  );
}

export interface CompraParaLancar {
  pedidoId: number;
  numero: number;
  compradorId: number;
  fornecedorId: number;
  totalCentavos: number;
  usuarioId: number;
}

/**
 * A confirmed purchase order: the buyer's payable to the distribuidor and the distribuidor's
 * receivable from the buyer, both due on the confirmation day (Brasília); the real due date is
 * the user's to edit.
 */
export async function lancarCompra(ctx: AppContext, c: CompraParaLancar) {
  const nomes = await empresasPorIds(ctx, [c.compradorId, c.fornecedorId]);
  const comprador = nomes.get(c.compradorId)?.nome ?? 'cliente';
  const fornecedor = nomes.get(c.fornecedorId)?.nome ?? 'fornecedor';
  const agora = ctx.now();
  const comum = {
    valorCentavos: c.totalCentavos,
    vencimento: hojeEmBrasilia(agora),
    origem: 'compra',
    pedidoId: c.pedidoId,
    parcela: 1,
    parcelas: 1,
    criadoEm: agora,
    atualizadoEm: agora,
  };
  await ctx.db
    .insert(pagamentos)
    .values([
      {
        ...comum,
        empresaId: c.compradorId,
        tipo: 'pagar',
        descricao: `Pedido de compra nº ${c.numero} — ${fornecedor}`,
        categoria: CATEGORIA_COMPRA_DE_MERCADORIAS,
        fornecedor,
        fornecedorEmpresaId: c.fornecedorId,
      },
      {
        ...comum,
        empresaId: c.fornecedorId,
        tipo: 'receber',
        descricao: `Pedido nº ${c.numero} de ${comprador}`,
        categoria: 'Venda de mercadorias',
        criadoPor: c.usuarioId,
      },
    ])
    .onConflictDoNothing();
}

/** An order cancelled or refused: its entries still open are cancelled (paid ones stay). */
export async function cancelarLancamentosDoPedido(ctx: AppContext, pedidoId: number) {
  await ctx.db
    .update(pagamentos)
    .set({ canceladoEm: ctx.now(), atualizadoEm: ctx.now() })
    .where(and(eq(pagamentos.pedidoId, pedidoId), isNull(pagamentos.pagoEm), isNull(pagamentos.canceladoEm)));
}
