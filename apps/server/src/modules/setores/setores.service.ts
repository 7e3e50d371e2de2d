import type { ZSetorEntrada } from '@irradia/shared/equipe/equipe.schema';
import { type AnyColumn, and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { setores } from '../../db/schema/setores.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';

type Setor = typeof setores.$inferSelect;
type Entrada = z.output<typeof ZSetorEntrada>;

const setorParaApi = (s: Setor) => ({
  uuid: s.uuid,
  nome: s.nome,
  nome_completo: s.nomeCompleto,
  descricao: s.descricao,
});

/** A sector of this company; another company's uuid is simply not found. */
export async function buscarSetor(ctx: AppContext, empresa: EmpresaAtual, uuid: string): Promise<Setor> {
  const [s] = await ctx.db
    .select()
    .from(setores)
    .where(and(eq(setores.uuid, uuid), eq(setores.empresaId, empresa.id)));
  if (!s) throw new AppError('NAO_ENCONTRADO');
  return s;
}

export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: Paginacao) {
  const filtros: SQL[] = [eq(setores.empresaId, empresa.id)];
  if (p.search)
    filtros.push(
      or(ilike(setores.nome, likeTerm(p.search)), ilike(setores.nomeCompleto, likeTerm(p.search))) as SQL,
    );
  const where = and(...filtros);
  const [total] = await ctx.db.select({ n: count() }).from(setores).where(where);
  const rows = await ctx.db
    .select()
    .from(setores)
    .where(where)
    .orderBy(asc(setores.nome))
    .limit(p.limit)
    .offset(offset(p));
  return { data: rows.map(setorParaApi), meta: meta(total?.n ?? 0, p) };
}

export async function criar(ctx: AppContext, empresa: EmpresaAtual, input: Entrada) {
  const [s] = await ctx.db
    .insert(setores)
    .values({
      empresaId: empresa.id,
      nome: input.nome,
      nomeCompleto: input.nome_completo ?? null,
      descricao: input.descricao ?? null,
    })
    .returning();
  if (!s) throw new Error('insert setores returned nothing');
  return setorParaApi(s);
}

export async function atualizar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, input: Entrada) {
  const atual = await buscarSetor(ctx, empresa, uuid);
  const [s] = await ctx.db
    .update(setores)
    .set({ nome: input.nome, nomeCompleto: input.nome_completo ?? null, descricao: input.descricao ?? null })
    .where(eq(setores.id, atual.id))
    .returning();
  if (!s) throw new AppError('NAO_ENCONTRADO');
  return setorParaApi(s);
}

export async function excluir(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const atual = await buscarSetor(ctx, empresa, uuid);
  await ctx.db.delete(setores).where(eq(setores.id, atual.id));
}

/** uuid and name of sectors by id, for modules that show a sector next to their own rows. */
export async function setoresPorIds(ctx: AppContext, ids: number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; nome: string }>();
  const rows = await ctx.db
    .select({ id: setores.id, uuid: setores.uuid, nome: setores.nome })
    .from(setores)
    .where(inArray(setores.id, unicos));
  return new Map(rows.map((s) => [s.id, { uuid: s.uuid, nome: s.nome }]));
}

/**
 * The name of the company's sector whose id is in `setorId` (a column of the caller's query), as a
 * SQL expression, for queries that group or sort by sector; null when there is none.
 */
export function nomeDoSetor(setorId: AnyColumn | SQL, empresaId: number): SQL<string | null> {
  return sql<
    string | null
  >`(select ${setores.nome} from ${setores} where ${setores.id} = ${setorId} and ${setores.empresaId} = ${empresaId})`;
}
