import { and, count, eq, inArray, isNotNull, isNull, or, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { funcionarios } from '../../db/schema/funcionarios.ts';
import type { AppContext } from '../../platform/context.ts';

// What companies and positions need to know about their staff. Kept apart from
// funcionarios.service.ts, which itself needs companies and positions: this file reads only the
// staff table, so empresas and cargos can import it without a cycle.

/** An employee counts while approved and not fired (spec §4). */
const vinculoAtivo = and(isNotNull(funcionarios.aprovadoEm), isNull(funcionarios.demitidoEm));

/** This person's active bond with the company (position, supervisor, partner), or null. */
export async function vinculoNaEmpresa(ctx: AppContext, empresaId: number, usuarioId: number) {
  const [f] = await ctx.db
    .select({
      id: funcionarios.id,
      cargoId: funcionarios.cargoId,
      isSupervisor: funcionarios.isSupervisor,
      isSocio: funcionarios.isSocio,
    })
    .from(funcionarios)
    .where(and(eq(funcionarios.empresaId, empresaId), eq(funcionarios.usuarioId, usuarioId), vinculoAtivo));
  return f ?? null;
}

/** The ids of the companies this person actively works for, as a subquery for `inArray`. */
export function empresasDoUsuario(ctx: AppContext, usuarioId: number) {
  return ctx.db
    .select({ id: funcionarios.empresaId })
    .from(funcionarios)
    .where(and(eq(funcionarios.usuarioId, usuarioId), vinculoAtivo));
}

/** The creator of a company joins it as its partner, inside the transaction that creates it. */
export async function incluirSocioFundador(
  tx: Db,
  agora: Date,
  empresaId: number,
  usuario: { id: number; nome: string; email: string; telefone: string | null },
): Promise<void> {
  await tx.insert(funcionarios).values({
    empresaId,
    usuarioId: usuario.id,
    nome: usuario.nome,
    email: usuario.email,
    telefone: usuario.telefone,
    isSocio: true,
    aprovadoEm: agora,
    contratadoEm: agora.toISOString().slice(0, 10),
  });
}

/** uuid and position of an employee by id. */
export async function funcionarioPorId(ctx: AppContext, id: number) {
  const [f] = await ctx.db
    .select({ uuid: funcionarios.uuid, cargoId: funcionarios.cargoId })
    .from(funcionarios)
    .where(eq(funcionarios.id, id));
  return f ?? null;
}

/** Employees not fired, per position (a position's head count). */
export async function contarPorCargo(ctx: AppContext, cargoIds: number[]): Promise<Map<number, number>> {
  if (cargoIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ cargoId: funcionarios.cargoId, n: count() })
    .from(funcionarios)
    .where(and(inArray(funcionarios.cargoId, cargoIds), isNull(funcionarios.demitidoEm)))
    .groupBy(funcionarios.cargoId);
  return new Map(rows.flatMap((r) => (r.cargoId === null ? [] : [[r.cargoId, r.n] as const])));
}

/** Active partners and supervisors of a company (they see everything in it). */
export async function usuariosChefes(ctx: AppContext, empresaId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ usuarioId: funcionarios.usuarioId })
    .from(funcionarios)
    .where(
      and(
        eq(funcionarios.empresaId, empresaId),
        vinculoAtivo,
        or(eq(funcionarios.isSocio, true), eq(funcionarios.isSupervisor, true)),
      ),
    );
  return rows.map((r) => r.usuarioId);
}

/** Active partners and supervisors of a company, and active people whose position is in `cargos`. */
export async function usuariosChefesOuNosCargos(
  ctx: AppContext,
  empresaId: number,
  cargos: SQLWrapper,
): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ usuarioId: funcionarios.usuarioId })
    .from(funcionarios)
    .where(
      and(
        eq(funcionarios.empresaId, empresaId),
        vinculoAtivo,
        or(
          eq(funcionarios.isSocio, true),
          eq(funcionarios.isSupervisor, true),
          inArray(funcionarios.cargoId, cargos),
        ),
      ),
    );
  return rows.map((r) => r.usuarioId);
}
