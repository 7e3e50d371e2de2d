import type { TipoEmpresa } from '@irradia/shared/permissoes/catalogo';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { empresas } from '../../db/schema/empresas.ts';
import type { AppContext } from '../../platform/context.ts';
import { likeTerm, offset } from '../../platform/pagination.ts';
import { urlArquivo } from '../arquivos/arquivos.service.ts';

// How a company shows itself to other companies (the prestadores listing): its public face only,
// name, city and logo, never its documents or contacts.

export interface EmpresaNaVitrine {
  id: number;
  uuid: string;
  nome: string;
  cidade: string | null;
  uf: string | null;
  logo_url: string | null;
}

/**
 * A page of the companies of `tipo` among `ids` (the ones another module found offering something),
 * not deleted, by name; `search` matches the name or the city.
 */
export async function empresasNaVitrine(
  ctx: AppContext,
  p: { tipo: TipoEmpresa; ids: readonly number[]; search?: string; page: number; limit: number },
): Promise<{ total: number; empresas: EmpresaNaVitrine[] }> {
  if (p.ids.length === 0) return { total: 0, empresas: [] };
  const where = and(
    inArray(empresas.id, [...p.ids]),
    eq(empresas.tipo, p.tipo),
    isNull(empresas.excluidoEm),
    p.search
      ? (or(ilike(empresas.nome, likeTerm(p.search)), ilike(empresas.cidade, likeTerm(p.search))) as SQL)
      : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(empresas).where(where);
  const rows = await ctx.db
    .select({
      id: empresas.id,
      uuid: empresas.uuid,
      nome: empresas.nome,
      cidade: empresas.cidade,
      uf: empresas.uf,
      imagem: empresas.imagemArquivo,
    })
    .from(empresas)
    .where(where)
    .orderBy(asc(empresas.nome), asc(empresas.id))
    .limit(p.limit)
    .offset(offset(p));
  return {
    total: total?.n ?? 0,
    empresas: rows.map(({ imagem, ...e }) => ({ ...e, logo_url: urlArquivo(imagem) })),
  };
}

/** A company of `tipo` by uuid, not deleted (its id and name), or null. */
export async function empresaDoTipo(ctx: AppContext, uuid: string, tipo: TipoEmpresa) {
  const [e] = await ctx.db
    .select({ id: empresas.id, uuid: empresas.uuid, nome: empresas.nome })
    .from(empresas)
    .where(and(eq(empresas.uuid, uuid), eq(empresas.tipo, tipo), isNull(empresas.excluidoEm)));
  return e ?? null;
}

/** The kind of a company by id (null when gone or deleted). */
export async function tipoDaEmpresa(ctx: AppContext, id: number): Promise<TipoEmpresa | null> {
  const [e] = await ctx.db
    .select({ tipo: empresas.tipo })
    .from(empresas)
    .where(and(eq(empresas.id, id), isNull(empresas.excluidoEm)));
  return e?.tipo ?? null;
}
