import type { DadosCategoria } from '@irradia/shared/catalogo/categorias.schema';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { categorias } from '../../db/schema/categorias.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao, violouUnico } from '../../platform/errors.ts';
import { likeTerm, meta, offset, ordemPedida, type Paginacao } from '../../platform/pagination.ts';
import { contarPorCategoria } from '../produtos/produtos.consultas.ts';

type Linha = typeof categorias.$inferSelect;

const paraApi = (c: Linha, produtos: number) => ({
  uuid: c.uuid,
  nome: c.nome,
  descricao: c.descricao,
  produtos,
  removido_em: c.removidoEm?.toISOString() ?? null,
  criado_em: c.criadoEm.toISOString(),
});

async function comContagem(ctx: AppContext, rows: Linha[]) {
  const n = await contarPorCategoria(
    ctx,
    rows.map((c) => c.id),
  );
  return rows.map((c) => paraApi(c, n.get(c.id) ?? 0));
}

const ordens: Record<string, SQL> = {
  nome: asc(categorias.nome),
  '-nome': desc(categorias.nome),
  criado_em: asc(categorias.criadoEm),
  '-criado_em': desc(categorias.criadoEm),
};

/** The company's categories; `?removidos=1` lists the removed. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: Paginacao & { removidos?: boolean }) {
  const where = and(
    eq(categorias.empresaId, empresa.id),
    p.removidos ? isNotNull(categorias.removidoEm) : isNull(categorias.removidoEm),
    p.search
      ? (or(
          ilike(categorias.nome, likeTerm(p.search)),
          ilike(categorias.descricao, likeTerm(p.search)),
        ) as SQL)
      : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(categorias).where(where);
  const rows = await ctx.db
    .select()
    .from(categorias)
    .where(where)
    .orderBy(ordemPedida(ordens, p.order, asc(categorias.nome)), asc(categorias.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await comContagem(ctx, rows), meta: meta(total?.n ?? 0, p) };
}

async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [c] = await ctx.db
    .select()
    .from(categorias)
    .where(and(eq(categorias.uuid, uuid), eq(categorias.empresaId, empresa.id)));
  if (!c) throw new AppError('NAO_ENCONTRADO');
  return c;
}

async function detalhe(ctx: AppContext, id: number) {
  const [c] = await ctx.db.select().from(categorias).where(eq(categorias.id, id));
  if (!c) throw new AppError('NAO_ENCONTRADO');
  const [r] = await comContagem(ctx, [c]);
  return r as ReturnType<typeof paraApi>;
}

const nomeRepetido = () =>
  erroValidacao([{ field: 'nome', rule: 'unique', message: 'Já existe uma categoria com este nome' }]);

/** Runs a write, turning the unique name index into a 422. */
async function semRepetir<T>(escrita: () => Promise<T>): Promise<T> {
  try {
    return await escrita();
  } catch (err) {
    if (violouUnico(err)) throw nomeRepetido();
    throw err;
  }
}

export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: DadosCategoria) {
  const [c] = await semRepetir(() =>
    ctx.db
      .insert(categorias)
      .values({ empresaId: empresa.id, nome: d.nome, descricao: d.descricao })
      .returning({ id: categorias.id }),
  );
  if (!c) throw new Error('insert categorias returned nothing');
  return detalhe(ctx, c.id);
}

export async function atualizar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosCategoria) {
  const c = await buscar(ctx, empresa, uuid);
  await semRepetir(() =>
    ctx.db.update(categorias).set({ nome: d.nome, descricao: d.descricao }).where(eq(categorias.id, c.id)),
  );
  return detalhe(ctx, c.id);
}

/** Removed to a separate list and restorable, like customers; its products keep it. */
export async function remover(ctx: AppContext, empresa: EmpresaAtual, uuid: string, removido: boolean) {
  const c = await buscar(ctx, empresa, uuid);
  await semRepetir(() =>
    ctx.db
      .update(categorias)
      .set({ removidoEm: removido ? ctx.now() : null })
      .where(eq(categorias.id, c.id)),
  );
  return detalhe(ctx, c.id);
}
