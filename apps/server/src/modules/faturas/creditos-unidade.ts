import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { creditosUnidade, faturas } from '../../db/schema/faturas.ts';
import type { AppContext } from '../../platform/context.ts';
import { camposDaLinha } from './campos.ts';
import { creditosExpirando, economiaDaFatura, razaoCreditos } from './creditos.ts';

// The per-unit credits roll-up (creditos_unidade) and each invoice's stored savings, rewritten
// whenever a unit's invoices change, so company-wide figures are sums in SQL.

/** Rewrites one unit's credits roll-up from its invoices (or drops it when none is left). */
export async function recalcularCreditos(ctx: Pick<AppContext, 'db'>, unidadeId: number) {
  const dela = await ctx.db
    .select()
    .from(faturas)
    .where(eq(faturas.unidadeId, unidadeId))
    .orderBy(asc(faturas.mesReferencia));
  const primeira = dela[0];
  if (!primeira) {
    await ctx.db.delete(creditosUnidade).where(eq(creditosUnidade.unidadeId, unidadeId));
    return;
  }
  const linhas = razaoCreditos(dela.map(camposDaLinha));
  const valores = {
    empresaId: primeira.empresaId,
    saldoKwh: linhas.at(-1)?.saldo_kwh ?? 0,
    economiaRs: dela.reduce((a, f) => a + (economiaDaFatura(camposDaLinha(f)).economia_rs ?? 0), 0),
    expirando: creditosExpirando(linhas, 12),
    atualizadoEm: new Date(),
  };
  await ctx.db
    .insert(creditosUnidade)
    .values({ unidadeId, ...valores })
    .onConflictDoUpdate({ target: creditosUnidade.unidadeId, set: valores });
  // Each invoice's own savings, so lists sum them in SQL over any filter.
  const mudaram = dela
    .map((f) => ({ id: f.id, antes: f.economiaRs, e: economiaDaFatura(camposDaLinha(f)).economia_rs }))
    .filter((x) => x.antes !== x.e);
  if (mudaram.length > 0)
    await ctx.db.execute(sql`
      update ${faturas} set economia_rs = v.e
      from (values ${sql.join(
        mudaram.map((x) => sql`(${x.id}::int, ${x.e}::float8)`),
        sql`, `,
      )}) as v(id, e)
      where ${faturas.id} = v.id`);
}

/** Builds the credits roll-up (and the invoices' savings) of units whose invoices match `onde` and lack one. */
export async function completarRollups(ctx: Pick<AppContext, 'db'>, onde: SQL | undefined) {
  // Each unit listed once (distinct first, from the invoices' index by company and unit), then
  // looked up once in the roll-ups, rather than once per invoice.
  const unidades = ctx.db.selectDistinct({ id: faturas.unidadeId }).from(faturas).where(onde).as('u');
  const semRollup = await ctx.db
    .select({ id: unidades.id })
    .from(unidades)
    .where(sql`not exists (select 1 from ${creditosUnidade} c where c.unidade_id = ${unidades.id})`);
  for (const u of semRollup) await recalcularCreditos(ctx, u.id);
}
