import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { preparada } from '../../db/preparadas.ts';
import { usinas, usinasResponsaveis } from '../../db/schema/usinas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

export type Usina = typeof usinas.$inferSelect;

/**
 * Which plants the caller sees: partners, supervisors and system admins (no employee record) see
 * all; an employee sees the plants not restricted to anyone plus those restricted to them.
 * A condition over `usinas.id`, so it only fits a query that reads the `usinas` table.
 */
export function visiveis(empresa: EmpresaAtual): SQL | undefined {
  if (empresa.isSocio || empresa.isSupervisor || empresa.funcionarioId === null) return undefined;
  return visiveisPor(empresa.funcionarioId);
}

/** The plants an employee sees (the employee's id a value, or a prepared query's placeholder). */
export function visiveisPor(funcionario: number | SQL.Aliased | ReturnType<typeof sql.placeholder>): SQL {
  return sql`(not exists (select 1 from ${usinasResponsaveis} r where r.usina_id = ${usinas.id})
    or exists (select 1 from ${usinasResponsaveis} r where r.usina_id = ${usinas.id} and r.funcionario_id = ${funcionario}))`;
}

/**
 * `visiveis`, or nothing when no plant of the company has someone in charge (then everyone sees
 * every plant): the company's roll-ups serve its staff too, and lists skip the per-plant check.
 */
export async function restricaoEfetiva(ctx: AppContext, empresa: EmpresaAtual): Promise<SQL | undefined> {
  const restricao = visiveis(empresa);
  if (!restricao) return undefined;
  const [algum] = await ctx.database.query(sql`
    select 1 from ${usinasResponsaveis} r join ${usinas} u on u.id = r.usina_id
    where u.empresa_id = ${empresa.id} limit 1`);
  return algum ? restricao : undefined;
}

/**
 * True when the plant whose internal id is in `coluna` belongs to the company and the caller may
 * see it — a condition other modules put in their own queries (invoices, units, inbox) instead of
 * carrying id lists around. A null `coluna` is never visible.
 */
export async function usinaVisivel(
  ctx: AppContext,
  empresa: EmpresaAtual,
  coluna: AnyPgColumn | SQL,
): Promise<SQL> {
  const restricao = await restricaoEfetiva(ctx, empresa);
  return sql`${coluna} in (select ${usinas.id} from ${usinas} where ${and(eq(usinas.empresaId, empresa.id), restricao)})`;
}

/** A plant of the company the caller may see, by its public id; 404 otherwise. */
export async function buscarUsina(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  // Prepared in two shapes: whoever sees every plant, and an employee who may be restricted.
  const restrito = visiveis(empresa) !== undefined;
  const [u] = await preparada(ctx.db, restrito ? 'usina_por_uuid.restrito' : 'usina_por_uuid', (db, nome) =>
    db
      .select()
      .from(usinas)
      .where(
        and(
          eq(usinas.uuid, sql.placeholder('uuid')),
          eq(usinas.empresaId, sql.placeholder('empresa')),
          restrito ? visiveisPor(sql.placeholder('funcionario')) : undefined,
        ),
      )
      .prepare(nome),
  ).execute({ uuid, empresa: empresa.id, funcionario: empresa.funcionarioId });
  if (!u) throw new AppError('NAO_ENCONTRADO', 'Usina não encontrada');
  return u;
}
