import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { funcionarios } from '../../db/schema/funcionarios.ts';
import type { AppContext } from '../../platform/context.ts';

// How the plants module reads the employees in charge of a plant without importing their table.

/** Employees by internal id, ordered by name. */
export async function funcionariosPorId(ctx: AppContext, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select({
      id: funcionarios.id,
      uuid: funcionarios.uuid,
      nome: funcionarios.nome,
      usuarioId: funcionarios.usuarioId,
    })
    .from(funcionarios)
    .where(inArray(funcionarios.id, [...new Set(ids)]))
    .orderBy(asc(funcionarios.nome));
}

/** Internal ids of the company's current employees among `uuids` (those not found are left out). */
export async function funcionariosAtivos(ctx: AppContext, empresaId: number, uuids: readonly string[]) {
  if (uuids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: funcionarios.id })
    .from(funcionarios)
    .where(
      and(
        inArray(funcionarios.uuid, [...uuids]),
        eq(funcionarios.empresaId, empresaId),
        isNull(funcionarios.demitidoEm),
      ),
    );
  return rows.map((r) => r.id);
}
