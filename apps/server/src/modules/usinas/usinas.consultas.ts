import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { usinas } from '../../db/schema/usinas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { restricaoEfetiva } from './acesso.ts';

/**
 * True when the plant whose internal id is in `coluna` is the company's, belongs to the customer
 * `clienteId` and the caller sees it — a condition for the units' own queries (issue 25: the
 * customer's consumption for a proposal).
 */
export async function usinaDoCliente(
  ctx: AppContext,
  empresa: EmpresaAtual,
  clienteId: number,
  coluna: AnyPgColumn | SQL,
): Promise<SQL> {
  const restricao = await restricaoEfetiva(ctx, empresa);
  return sql`${coluna} in (select ${usinas.id} from ${usinas} where ${and(eq(usinas.empresaId, empresa.id), eq(usinas.clienteId, clienteId), restricao)})`;
}

/** The company's plants and their total kWp, for its plan's limits (decision 041). */
export async function usoDeUsinas(
  ctx: AppContext,
  empresaId: number,
): Promise<{ usinas: number; kwp: number }> {
  const [r] = await ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      kwp: sql<number>`coalesce(sum(${usinas.potenciaKwp}), 0)::float8`,
    })
    .from(usinas)
    .where(eq(usinas.empresaId, empresaId));
  return { usinas: Number(r?.n ?? 0), kwp: Number(r?.kwp ?? 0) };
}
