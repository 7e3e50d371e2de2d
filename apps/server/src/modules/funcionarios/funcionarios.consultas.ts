import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { funcionarios } from '../../db/schema/funcionarios.ts';
import type { AppContext } from '../../platform/context.ts';

// What companies, positions and plants need to know about their staff. Kept apart from
// funcionarios.service.ts, which itself needs companies and positions: this file reads only the
// staff table, so empresas and cargos can import it without a cycle.

/** An employee counts while approved and not fired (spec §4). */
const vinculoAtivo = and(isNotNull(funcionarios.aprovadoEm), isNull(funcionarios.demitidoEm));

/** This person's active bond with the company (position, supervisor, partner), or null. */
export async function vinculoNaEmpresa(ctx: AppContext, empresaId: number, usuarioId: number) {
  const [f] = await ctx.db
    .select({
      id: funcionarios.id,
      uuid: funcionarios.uuid,
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

/** Employees by internal id, ordered by name. */
export async function funcionariosPorId(ctx: AppContext, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select({
      id: funcionarios.id,
      uuid: funcionarios.uuid,
      nome: funcionarios.nome,
      usuarioId: funcionarios.usuarioId,
      cargoId: funcionarios.cargoId,
    })
    .from(funcionarios)
    .where(inArray(funcionarios.id, [...new Set(ids)]))
    .orderBy(asc(funcionarios.nome));
}

/** Every employee the company has or had (performance keeps the figures of those who left). */
export async function funcionariosDaEmpresa(ctx: AppContext, empresaId: number) {
  return ctx.db
    .select({
      id: funcionarios.id,
      uuid: funcionarios.uuid,
      nome: funcionarios.nome,
      usuarioId: funcionarios.usuarioId,
      cargoId: funcionarios.cargoId,
      demitidoEm: funcionarios.demitidoEm,
    })
    .from(funcionarios)
    .where(eq(funcionarios.empresaId, empresaId))
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

/**
 * The company's seats for its plan's user limit (decision 041): everyone not fired, invitations
 * still awaiting an answer included (each holds a seat).
 */
export async function contarEquipe(ctx: AppContext, empresaId: number): Promise<number> {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(funcionarios)
    .where(and(eq(funcionarios.empresaId, empresaId), isNull(funcionarios.demitidoEm)));
  return r?.n ?? 0;
}

/** The employees whose ids `ids` (a subquery) selects, as a JSON array of `{ uuid, nome }` by name. */
export function funcionariosEmJson(ids: SQL): SQL<Array<{ uuid: string; nome: string }>> {
  return sql`coalesce((select json_agg(json_build_object('uuid', func_.uuid, 'nome', func_.nome) order by func_.nome)
    from ${funcionarios} func_ where func_.id in ${ids}), '[]'::json)`;
}
