import { TIPOS_SERVICO, type TipoServico, type UnidadePreco } from '@irradia/shared/servicos/servicos.schema';
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { servicos } from '../../db/schema/servicos.ts';
import type { AppContext } from '../../platform/context.ts';

// How other modules (atendimentos) and the prestadores listing read services without the table.

/** Offered to other companies: active and not removed. */
const oferecido = (): SQL[] => [eq(servicos.ativo, true), isNull(servicos.removidoEm)];

/** An offered service by uuid, with its company, or null (inactive, removed or unknown). */
export async function servicoOferecido(ctx: AppContext, uuid: string) {
  const [s] = await ctx.db
    .select({
      id: servicos.id,
      uuid: servicos.uuid,
      empresaId: servicos.empresaId,
      nome: servicos.nome,
      tipo: servicos.tipo,
      precoCentavos: servicos.precoCentavos,
    })
    .from(servicos)
    .where(and(eq(servicos.uuid, uuid), ...oferecido()));
  return s ?? null;
}

type ResumoServico = { uuid: string; nome: string; tipo: TipoServico; unidade_preco: UnidadePreco };

/** uuid, name, kind and price unit of services by id (removed ones too: a request keeps its service). */
export async function servicosPorIds(ctx: AppContext, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, ResumoServico>();
  const rows = await ctx.db
    .select({
      id: servicos.id,
      uuid: servicos.uuid,
      nome: servicos.nome,
      tipo: servicos.tipo,
      unidade: servicos.unidadePreco,
    })
    .from(servicos)
    .where(inArray(servicos.id, unicos));
  return new Map<number, ResumoServico>(
    rows.map((s) => [
      s.id,
      { uuid: s.uuid, nome: s.nome, tipo: s.tipo as TipoServico, unidade_preco: s.unidade as UnidadePreco },
    ]),
  );
}

/** Companies with at least one offered service (of `tipo`, when given). */
export async function empresasComServicos(ctx: AppContext, tipo?: TipoServico): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ empresaId: servicos.empresaId })
    .from(servicos)
    .where(and(...oferecido(), tipo ? eq(servicos.tipo, tipo) : undefined));
  return rows.map((r) => r.empresaId);
}

/** Per company: how many offered services and of which kinds (in TIPOS_SERVICO order). */
export async function resumoDasOfertas(ctx: AppContext, empresaIds: readonly number[]) {
  const resumo = new Map<number, { servicos: number; tipos: TipoServico[] }>();
  if (empresaIds.length === 0) return resumo;
  const rows = await ctx.db
    .select({ empresaId: servicos.empresaId, tipo: servicos.tipo, n: count() })
    .from(servicos)
    .where(and(inArray(servicos.empresaId, [...empresaIds]), ...oferecido()))
    .groupBy(servicos.empresaId, servicos.tipo);
  for (const r of rows) {
    const e = resumo.get(r.empresaId) ?? { servicos: 0, tipos: [] };
    e.servicos += r.n;
    e.tipos.push(r.tipo as TipoServico);
    resumo.set(r.empresaId, e);
  }
  for (const e of resumo.values())
    e.tipos.sort((a, b) => TIPOS_SERVICO.indexOf(a) - TIPOS_SERVICO.indexOf(b));
  return resumo;
}

/** A company's offered services, by kind and name. */
export async function servicosOferecidos(ctx: AppContext, empresaId: number) {
  return ctx.db
    .select()
    .from(servicos)
    .where(and(eq(servicos.empresaId, empresaId), ...oferecido()))
    .orderBy(asc(servicos.tipo), asc(servicos.nome), asc(servicos.id));
}
