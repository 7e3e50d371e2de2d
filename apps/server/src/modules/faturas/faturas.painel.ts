import { and, desc, eq, sql } from 'drizzle-orm';
import { creditosUnidade, faturas } from '../../db/schema/faturas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { publicas, unidadeVisivel } from '../unidades/unidades.service.ts';
import { camposDaLinha } from './campos.ts';
import { economiaDaFatura } from './creditos.ts';
import { completarRollups } from './creditos-unidade.ts';

// Company-wide read-outs for the dashboard (modules/dashboard): only the invoices and credits of
// the units on plants the caller sees.

/** The `n` newest invoices (by reference month) the caller sees, with their savings. */
export async function ultimas(ctx: AppContext, empresa: EmpresaAtual, n: number) {
  const rows = await ctx.db
    .select()
    .from(faturas)
    .where(and(eq(faturas.empresaId, empresa.id), await unidadeVisivel(ctx, empresa, faturas.unidadeId)))
    .orderBy(desc(faturas.mesReferencia), desc(faturas.id))
    .limit(n);
  const uns = await publicas(
    ctx,
    rows.map((r) => r.unidadeId),
  );
  return rows.map((f) => ({
    uuid: f.uuid,
    mes_referencia: f.mesReferencia,
    usina: uns.get(f.unidadeId)?.usina ?? null,
    valor_total_rs: f.valorTotalRs,
    economia_rs: economiaDaFatura(camposDaLinha(f)).economia_rs,
    status: f.status,
  }));
}

/**
 * Credits over every unit the caller sees: the balance after each unit's last invoice, what
 * expires in the 12 months after it (summed per month) and the savings of all invoices — summed
 * from the per-unit roll-ups (a unit whose invoices arrived without one gets it now).
 */
export async function creditosDaEmpresa(ctx: AppContext, empresa: EmpresaAtual) {
  await completarRollups(ctx, eq(faturas.empresaId, empresa.id));
  const c = creditosUnidade;
  // Summed in SQL: one row back instead of every unit's roll-up and its months (the months read
  // as records: half the work of taking each element's fields apart).
  const [r] = await ctx.database.query<{
    saldo: number;
    economia: number;
    expirando: Array<{ mes: string; kwh: number }>;
  }>(sql`
    with deles as materialized (
      select ${c.saldoKwh} as saldo, ${c.economiaRs} as economia, ${c.expirando} as expirando
      from ${c}
      where ${and(eq(c.empresaId, empresa.id), await unidadeVisivel(ctx, empresa, c.unidadeId))}
    )
    select (select coalesce(sum(saldo), 0)::float8 from deles) as saldo,
           (select coalesce(sum(economia), 0)::float8 from deles) as economia,
           (select coalesce(json_agg(json_build_object('mes', mes, 'kwh', kwh) order by mes collate "C"), '[]'::json)
            from (select e.mes, sum(e.kwh) as kwh
                  from deles, jsonb_to_recordset(deles.expirando) as e(mes text, kwh float8)
                  group by 1) m) as expirando`);
  return {
    saldo_kwh: Math.round(Number(r?.saldo ?? 0) * 100) / 100,
    expirando: (r?.expirando ?? []).map((e) => ({ mes: e.mes, kwh: Math.round(Number(e.kwh) * 100) / 100 })),
    economia_rs: Math.round(Number(r?.economia ?? 0) * 100) / 100,
  };
}
