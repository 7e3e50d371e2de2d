import { semAcentos } from '@irradia/shared';
import { and, asc, count, eq, like, type SQL } from 'drizzle-orm';
import { cidades, estados } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';

export const estadoParaApi = (e: typeof estados.$inferSelect) => ({
  uuid: e.uuid,
  sigla: e.sigla,
  nome: e.nome,
  regiao: e.regiao,
  codigo_ibge: e.codigoIbge,
});

export async function listarEstados(ctx: AppContext) {
  const rows = await ctx.db.select().from(estados).orderBy(asc(estados.nome));
  return rows.map(estadoParaApi);
}

function cidadeParaApi(c: typeof cidades.$inferSelect, e: typeof estados.$inferSelect) {
  return {
    uuid: c.uuid,
    codigo_ibge: c.codigoIbge,
    nome: c.nome,
    capital: c.capital,
    latitude: c.latitude,
    longitude: c.longitude,
    fuso_horario: c.fusoHorario,
    estado: { sigla: e.sigla, nome: e.nome },
  };
}

/** Cities by state and name; accents and case are ignored ("sao paulo" finds "São Paulo"). */
export async function listarCidades(ctx: AppContext, p: Paginacao & { uf?: string }) {
  const filtros: SQL[] = [];
  if (p.uf) filtros.push(eq(estados.sigla, p.uf.toUpperCase()));
  if (p.search) filtros.push(like(cidades.nomeBusca, likeTerm(semAcentos(p.search.trim()))));
  const where = filtros.length ? and(...filtros) : undefined;
  const [total] = await ctx.db
    .select({ n: count() })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estadoId))
    .where(where);
  const rows = await ctx.db
    .select({ c: cidades, e: estados })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estadoId))
    .where(where)
    .orderBy(asc(cidades.nomeBusca), asc(estados.sigla))
    .limit(p.limit)
    .offset(offset(p));
  return { data: rows.map((r) => cidadeParaApi(r.c, r.e)), meta: meta(total?.n ?? 0, p) };
}

/** A city by uuid or 7-digit IBGE code. */
export async function buscarCidade(ctx: AppContext, chave: string) {
  const cond = /^\d{7}$/.test(chave) ? eq(cidades.codigoIbge, Number(chave)) : eq(cidades.uuid, chave);
  const [r] = await ctx.db
    .select({ c: cidades, e: estados })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estadoId))
    .where(cond);
  if (!r) throw new AppError('NAO_ENCONTRADO', 'Cidade não encontrada');
  return { id: r.c.id, ...cidadeParaApi(r.c, r.e) };
}
