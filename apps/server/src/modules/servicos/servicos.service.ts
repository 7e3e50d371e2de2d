import type { DadosServico, TipoServico, UnidadePreco } from '@irradia/shared/servicos/servicos.schema';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { servicos } from '../../db/schema/servicos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { likeTerm, meta, offset, ordemPedida, type Paginacao } from '../../platform/pagination.ts';

export type LinhaServico = typeof servicos.$inferSelect;

export interface FiltroServicos extends Paginacao {
  removidos?: boolean;
  tipo?: TipoServico;
}

export const paraApi = (s: LinhaServico) => ({
  uuid: s.uuid,
  tipo: s.tipo as TipoServico,
  nome: s.nome,
  descricao: s.descricao,
  preco_rs: s.precoCentavos / 100,
  unidade_preco: s.unidadePreco as UnidadePreco,
  duracao_horas: s.duracaoHoras,
  ativo: s.ativo,
  removido_em: s.removidoEm?.toISOString() ?? null,
  criado_em: s.criadoEm.toISOString(),
});

const ordens: Record<string, SQL> = {
  nome: asc(servicos.nome),
  '-nome': desc(servicos.nome),
  criado_em: asc(servicos.criadoEm),
  '-criado_em': desc(servicos.criadoEm),
  preco: asc(servicos.precoCentavos),
  '-preco': desc(servicos.precoCentavos),
};

/** The company's services: search by name or description, filter by kind; `removidos` lists the removed. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: FiltroServicos) {
  const f: SQL[] = [
    eq(servicos.empresaId, empresa.id),
    p.removidos ? isNotNull(servicos.removidoEm) : isNull(servicos.removidoEm),
  ];
  if (p.tipo) f.push(eq(servicos.tipo, p.tipo));
  if (p.search)
    f.push(
      or(ilike(servicos.nome, likeTerm(p.search)), ilike(servicos.descricao, likeTerm(p.search))) as SQL,
    );
  const where = and(...f);
  const [total] = await ctx.db.select({ n: count() }).from(servicos).where(where);
  const rows = await ctx.db
    .select()
    .from(servicos)
    .where(where)
    .orderBy(ordemPedida(ordens, p.order, asc(servicos.nome)), asc(servicos.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: rows.map(paraApi), meta: meta(total?.n ?? 0, p) };
}

/** A service of the company by uuid (removed ones too); another company's is a 404. */
async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [s] = await ctx.db
    .select()
    .from(servicos)
    .where(and(eq(servicos.uuid, uuid), eq(servicos.empresaId, empresa.id)));
  if (!s) throw new AppError('NAO_ENCONTRADO');
  return s;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  return paraApi(await buscar(ctx, empresa, uuid));
}

const colunas = (d: DadosServico) => ({
  tipo: d.tipo,
  nome: d.nome,
  descricao: d.descricao,
  precoCentavos: Math.round(d.preco_rs * 100),
  unidadePreco: d.unidade_preco,
  duracaoHoras: d.duracao_horas,
  ativo: d.ativo,
});

export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: DadosServico) {
  const [s] = await ctx.db
    .insert(servicos)
    .values({ empresaId: empresa.id, ...colunas(d), criadoEm: ctx.now() })
    .returning();
  if (!s) throw new Error('insert servicos returned nothing');
  return paraApi(s);
}

export async function atualizar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosServico) {
  const atual = await buscar(ctx, empresa, uuid);
  const [s] = await ctx.db.update(servicos).set(colunas(d)).where(eq(servicos.id, atual.id)).returning();
  if (!s) throw new AppError('NAO_ENCONTRADO');
  return paraApi(s);
}

/** Removed to a separate list and restorable; requests made for it keep it. */
export async function remover(ctx: AppContext, empresa: EmpresaAtual, uuid: string, removido: boolean) {
  const atual = await buscar(ctx, empresa, uuid);
  const [s] = await ctx.db
    .update(servicos)
    .set({ removidoEm: removido ? ctx.now() : null })
    .where(eq(servicos.id, atual.id))
    .returning();
  if (!s) throw new AppError('NAO_ENCONTRADO');
  return paraApi(s);
}
