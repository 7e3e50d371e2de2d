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
