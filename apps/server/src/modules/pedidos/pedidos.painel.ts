import type { GrupoPedido } from '@irradia/shared/dashboard/respostas';
import type { PapelPedido } from '@irradia/shared/pedidos/pedidos.schema';
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import { pedidos } from '../../db/schema/pedidos.ts';
import type { AppContext } from '../../platform/context.ts';

// Purchase orders rolled up for the dashboard (widget `pedidos`).

const GRUPO_DO_STATUS: Record<string, GrupoPedido> = {
  aguardando: 'aguardando',
  confirmado: 'em_andamento',
  faturado: 'em_andamento',
  enviado: 'em_andamento',
  entregue: 'entregue',
  recusado: 'encerrado',
  cancelado: 'encerrado',
};

const vazio = () => ({ pedidos: 0, valor_rs: 0 });

/**
 * The purchases placed in [desde, ate) that the company bought (`comprador`) or supplies
 * (`fornecedor`): count and value per status group. The company's natural side comes first
 * (a distribuidor supplies, any other buys); the other only when it has orders in the period.
 */
export async function pedidosDoPeriodo(
  ctx: AppContext,
  empresa: { id: number; tipo: string },
  desde: Date,
  ate: Date,
) {
  const rows = await ctx.db
    .select({
      comprador: sql<boolean>`${pedidos.empresaId} = ${empresa.id}`,
      status: pedidos.status,
      n: sql<number>`count(*)`.mapWith(Number),
      centavos: sql<number>`coalesce(sum(${pedidos.totalCentavos}), 0)`.mapWith(Number),
    })
    .from(pedidos)
    .where(
      and(
        eq(pedidos.tipo, 'compra'),
        or(eq(pedidos.empresaId, empresa.id), eq(pedidos.fornecedorEmpresaId, empresa.id)),
        gte(pedidos.criadoEm, desde),
        lt(pedidos.criadoEm, ate),
      ),
    )
    .groupBy(sql`1`, pedidos.status);
  const natural: PapelPedido = empresa.tipo === 'distribuidor' ? 'fornecedor' : 'comprador';
  const outro: PapelPedido = natural === 'fornecedor' ? 'comprador' : 'fornecedor';
  const lado = (papel: PapelPedido) => {
    const grupos = { aguardando: vazio(), em_andamento: vazio(), entregue: vazio(), encerrado: vazio() };
    const total = vazio();
    for (const r of rows) {
      if (r.comprador !== (papel === 'comprador')) continue;
      const g = grupos[GRUPO_DO_STATUS[r.status] ?? 'encerrado'];
      for (const alvo of [g, total]) {
        alvo.pedidos += r.n;
        alvo.valor_rs += r.centavos;
      }
    }
    for (const alvo of [...Object.values(grupos), total]) alvo.valor_rs /= 100;
    return { papel, total, grupos };
  };
  const outroLado = lado(outro);
  return [lado(natural), ...(outroLado.total.pedidos > 0 ? [outroLado] : [])];
}
