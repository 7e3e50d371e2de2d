import type { DadosCatalogo, SituacaoCatalogo } from '@irradia/shared/catalogo/catalogos.schema';
import { mensagensCatalogo } from '@irradia/shared/catalogo/catalogos.schema';
import { dataNoFuso } from '@irradia/shared/format/data';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
} from 'drizzle-orm';
import { catalogoItens, catalogos } from '../../db/schema/catalogos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, ordemPedida, type Paginacao } from '../../platform/pagination.ts';

// A distribuidor's own catalogues (issue 24, decision 026): header, publication and removal.
// Lines are catalogos.itens.ts; what other modules read is catalogos.consultas.ts.

export type LinhaCatalogo = typeof catalogos.$inferSelect;

/** Validity days are São Paulo's: a catalogue valid until today is visible all of today there. */
export const FUSO_CATALOGOS = 'America/Sao_Paulo';
export const hojeDosCatalogos = (ctx: AppContext) => dataNoFuso(ctx.now(), FUSO_CATALOGOS);

/** Only a distribuidor keeps catalogues (403 for other kinds, after the permission check). */
export function exigirDistribuidor(empresa: EmpresaAtual) {
  if (empresa.tipo !== 'distribuidor')
    throw new AppError('SEM_PERMISSAO', mensagensCatalogo.soDistribuidores);
}

export function situacao(c: Pick<LinhaCatalogo, 'publicadoEm' | 'validoDe' | 'validoAte'>, hoje: string) {
  let s: SituacaoCatalogo = 'publicado';
  if (!c.publicadoEm) s = 'rascunho';
  else if (c.validoAte && c.validoAte < hoje) s = 'expirado';
  else if (c.validoDe && c.validoDe > hoje) s = 'agendado';
  return s;
}

/** SQL: published, not removed, and `hoje` inside [valido_de, valido_ate] (nulls open-ended). */
export function publicadoEm(hoje: string): SQL {
  return and(
    isNotNull(catalogos.publicadoEm),
    isNull(catalogos.removidoEm),
    or(isNull(catalogos.validoDe), lte(catalogos.validoDe, hoje)),
    or(isNull(catalogos.validoAte), gte(catalogos.validoAte, hoje)),
  ) as SQL;
}

/** Line count per catalogue id. */
export async function contarItens(ctx: AppContext, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await ctx.db
    .select({ id: catalogoItens.catalogoId, n: count() })
    .from(catalogoItens)
    .where(inArray(catalogoItens.catalogoId, [...new Set(ids)]))
    .groupBy(catalogoItens.catalogoId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

function paraApi(c: LinhaCatalogo, itens: number, hoje: string) {
  return {
    uuid: c.uuid,
    nome: c.nome,
    descricao: c.descricao,
    valido_de: c.validoDe,
    valido_ate: c.validoAte,
    pedido_minimo_rs: c.pedidoMinimoCentavos / 100,
    publicado_em: c.publicadoEm?.toISOString() ?? null,
    situacao: situacao(c, hoje),
    itens,
    removido_em: c.removidoEm?.toISOString() ?? null,
    criado_em: c.criadoEm.toISOString(),
  };
}

async function completar(ctx: AppContext, rows: LinhaCatalogo[]) {
  const n = await contarItens(
    ctx,
    rows.map((c) => c.id),
  );
  const hoje = hojeDosCatalogos(ctx);
  return rows.map((c) => paraApi(c, n.get(c.id) ?? 0, hoje));
}

export interface FiltroCatalogos extends Paginacao {
  removidos?: boolean;
}

const ordens: Record<string, SQL> = {
  nome: asc(catalogos.nome),
  '-nome': desc(catalogos.nome),
  criado_em: asc(catalogos.criadoEm),
  '-criado_em': desc(catalogos.criadoEm),
};

/** The distribuidor's catalogues (newest first unless ordered), search by name. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: FiltroCatalogos) {
  exigirDistribuidor(empresa);
  const f: SQL[] = [
    eq(catalogos.empresaId, empresa.id),
    p.removidos ? isNotNull(catalogos.removidoEm) : isNull(catalogos.removidoEm),
  ];
  if (p.search) f.push(ilike(catalogos.nome, likeTerm(p.search)));
  const where = and(...f);
  const [total] = await ctx.db.select({ n: count() }).from(catalogos).where(where);
  const rows = await ctx.db
    .select()
    .from(catalogos)
    .where(where)
    .orderBy(ordemPedida(ordens, p.order, desc(catalogos.criadoEm)), desc(catalogos.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await completar(ctx, rows), meta: meta(total?.n ?? 0, p) };
}

/** A catalogue of the caller (removed ones too); another company's is a 404. */
export async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  exigirDistribuidor(empresa);
  const [c] = await ctx.db
    .select()
    .from(catalogos)
    .where(and(eq(catalogos.uuid, uuid), eq(catalogos.empresaId, empresa.id)));
  if (!c) throw new AppError('NAO_ENCONTRADO');
  return c;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [r] = await completar(ctx, [await buscar(ctx, empresa, uuid)]);
  if (!r) throw new AppError('NAO_ENCONTRADO');
  return r;
}

const colunas = (d: DadosCatalogo) => ({
  nome: d.nome,
  descricao: d.descricao,
  validoDe: d.valido_de,
  validoAte: d.valido_ate,
  pedidoMinimoCentavos: Math.round(d.pedido_minimo_rs * 100),
});

export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: DadosCatalogo) {
  exigirDistribuidor(empresa);
  const [c] = await ctx.db
    .insert(catalogos)
    .values({ empresaId: empresa.id, ...colunas(d), criadoEm: ctx.now(), atualizadoEm: ctx.now() })
    .returning({ uuid: catalogos.uuid });
  if (!c) throw new Error('insert catalogos returned nothing');
  return detalhe(ctx, empresa, c.uuid);
}

export async function atualizar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosCatalogo) {
  const c = await buscar(ctx, empresa, uuid);
  await ctx.db
    .update(catalogos)
    .set({ ...colunas(d), atualizadoEm: ctx.now() })
    .where(eq(catalogos.id, c.id));
  return detalhe(ctx, empresa, uuid);
}

/** Publishes (now) or takes back to draft; a removed catalogue is restored first. */
export async function publicar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, publicado: boolean) {
  const c = await buscar(ctx, empresa, uuid);
  if (publicado && c.removidoEm)
    throw erroValidacao([
      { field: 'catalogo', rule: 'removido', message: 'Restaure o catálogo antes de publicá-lo' },
    ]);
  if (publicado && !c.publicadoEm && ((await contarItens(ctx, [c.id])).get(c.id) ?? 0) === 0)
    throw erroValidacao([
      { field: 'itens', rule: 'min', message: 'Adicione ao menos um item antes de publicar o catálogo' },
    ]);
  await ctx.db
    .update(catalogos)
    .set({ publicadoEm: publicado ? (c.publicadoEm ?? ctx.now()) : null, atualizadoEm: ctx.now() })
    .where(eq(catalogos.id, c.id));
  return detalhe(ctx, empresa, uuid);
}

/** To the removal list and back; a removed catalogue is not shown to anyone else. */
export async function remover(ctx: AppContext, empresa: EmpresaAtual, uuid: string, removido: boolean) {
  const c = await buscar(ctx, empresa, uuid);
  await ctx.db
    .update(catalogos)
    .set({ removidoEm: removido ? ctx.now() : null, atualizadoEm: ctx.now() })
    .where(eq(catalogos.id, c.id));
  return detalhe(ctx, empresa, uuid);
}
