import type { DadosCarteira, DadosConta, DadosForma } from '@irradia/shared/financeiro/cadastros.schema';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { carteiras, contas, formas } from '../../db/schema/financeiro.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { saldoDasContas } from './financeiro.saldos.ts';

// Finance registers (decision 040): accounts, wallets (business lines / cost centres) and payment
// methods. Each is the company's own; removing sends it to the removed list, restorable, and the
// entries that name it keep it.

type Filtro = Paginacao & { removidos?: boolean };
type Tabela = typeof contas | typeof carteiras | typeof formas;

const centavos = (rs: number) => Math.round(rs * 100);
const rs = (c: number) => Number(c) / 100;

/** Where clause of a register's list: the company, removed or not, the name searched. */
function filtro(t: Tabela, empresaId: number, p: Filtro, ...busca: SQL[]) {
  return and(
    eq(t.empresaId, empresaId),
    p.removidos ? isNotNull(t.removidoEm) : isNull(t.removidoEm),
    p.search ? (or(ilike(t.nome, likeTerm(p.search)), ...busca) as SQL) : undefined,
  );
}

async function listarDe<T extends Tabela>(ctx: AppContext, t: T, where: SQL | undefined, p: Filtro) {
  const [total] = await ctx.db
    .select({ n: count() })
    .from(t as PgTable)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(t as PgTable)
    .where(where)
    .orderBy(asc(t.nome), asc(t.id))
    .limit(p.limit)
    .offset(offset(p));
  return { rows: rows as Array<T['$inferSelect']>, meta: meta(total?.n ?? 0, p) };
}

async function buscarDe<T extends Tabela>(ctx: AppContext, t: T, empresaId: number, uuid: string) {
  const [r] = await ctx.db
    .select()
    .from(t as PgTable)
    .where(and(eq(t.uuid, uuid), eq(t.empresaId, empresaId)));
  if (!r) throw new AppError('NAO_ENCONTRADO');
  return r as T['$inferSelect'];
}

const removidoEm = (d: Date | null) => d?.toISOString() ?? null;

// ——— Contas ———

type LinhaConta = typeof contas.$inferSelect;

async function contasParaApi(ctx: AppContext, empresaId: number, rows: LinhaConta[]) {
  const saldos = await saldoDasContas(
    ctx,
    empresaId,
    rows.map((c) => c.id),
  );
  return rows.map((c) => ({
    uuid: c.uuid,
    nome: c.nome,
    tipo: c.tipo,
    banco: c.banco,
    agencia: c.agencia,
    numero: c.numero,
    saldo_inicial_rs: rs(c.saldoInicialCentavos),
    saldo_inicial_em: c.saldoInicialEm,
    saldo_rs: rs(saldos.get(c.id) ?? c.saldoInicialCentavos),
    removido_em: removidoEm(c.removidoEm),
    criado_em: c.criadoEm.toISOString(),
  }));
}

async function umaConta(ctx: AppContext, empresaId: number, c: LinhaConta) {
  const [r] = await contasParaApi(ctx, empresaId, [c]);
  return r as NonNullable<typeof r>;
}

export async function listarContas(ctx: AppContext, empresa: EmpresaAtual, p: Filtro) {
  const where = filtro(
    contas,
    empresa.id,
    p,
    ilike(contas.numero, likeTerm(p.search ?? '')),
    ilike(contas.agencia, likeTerm(p.search ?? '')),
  );
  const { rows, meta } = await listarDe(ctx, contas, where, p);
  return { data: await contasParaApi(ctx, empresa.id, rows), meta };
}

const camposConta = (d: DadosConta) => ({
  nome: d.nome,
  tipo: d.tipo,
  banco: d.banco,
  agencia: d.agencia,
  numero: d.numero,
  saldoInicialCentavos: centavos(d.saldo_inicial_rs),
  saldoInicialEm: d.saldo_inicial_em,
});

export async function criarConta(ctx: AppContext, empresa: EmpresaAtual, d: DadosConta) {
  const [c] = await ctx.db
    .insert(contas)
    .values({ empresaId: empresa.id, ...camposConta(d) })
    .returning();
  if (!c) throw new Error('insert contas returned nothing');
  return umaConta(ctx, empresa.id, c);
}

export async function atualizarConta(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosConta) {
  const atual = await buscarDe(ctx, contas, empresa.id, uuid);
  const [c] = await ctx.db.update(contas).set(camposConta(d)).where(eq(contas.id, atual.id)).returning();
  return umaConta(ctx, empresa.id, c ?? atual);
}

export async function removerConta(ctx: AppContext, empresa: EmpresaAtual, uuid: string, removido: boolean) {
  const atual = await buscarDe(ctx, contas, empresa.id, uuid);
  const [c] = await ctx.db
    .update(contas)
    .set({ removidoEm: removido ? ctx.now() : null })
    .where(eq(contas.id, atual.id))
    .returning();
  return umaConta(ctx, empresa.id, c ?? atual);
}

// ——— Carteiras ———

type LinhaCarteira = typeof carteiras.$inferSelect;

const carteiraParaApi = (c: LinhaCarteira) => ({
  uuid: c.uuid,
  nome: c.nome,
  descricao: c.descricao,
  cor: c.cor,
  removido_em: removidoEm(c.removidoEm),
  criado_em: c.criadoEm.toISOString(),
});

export async function listarCarteiras(ctx: AppContext, empresa: EmpresaAtual, p: Filtro) {
  const where = filtro(carteiras, empresa.id, p, ilike(carteiras.descricao, likeTerm(p.search ?? '')));
  const { rows, meta } = await listarDe(ctx, carteiras, where, p);
  return { data: rows.map(carteiraParaApi), meta };
}

export async function criarCarteira(ctx: AppContext, empresa: EmpresaAtual, d: DadosCarteira) {
  const [c] = await ctx.db
    .insert(carteiras)
    .values({ empresaId: empresa.id, nome: d.nome, descricao: d.descricao, cor: d.cor })
    .returning();
  if (!c) throw new Error('insert carteiras returned nothing');
  return carteiraParaApi(c);
}

export async function atualizarCarteira(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: DadosCarteira,
) {
  const atual = await buscarDe(ctx, carteiras, empresa.id, uuid);
  const [c] = await ctx.db
    .update(carteiras)
    .set({ nome: d.nome, descricao: d.descricao, cor: d.cor })
    .where(eq(carteiras.id, atual.id))
    .returning();
  return carteiraParaApi(c ?? atual);
}

export async function removerCarteira(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  removido: boolean,
) {
  const atual = await buscarDe(ctx, carteiras, empresa.id, uuid);
  const [c] = await ctx.db
    .update(carteiras)
    .set({ removidoEm: removido ? ctx.now() : null })
    .where(eq(carteiras.id, atual.id))
    .returning();
  return carteiraParaApi(c ?? atual);
}

// ——— Formas ———

type LinhaForma = typeof formas.$inferSelect;

async function formasParaApi(ctx: AppContext, rows: LinhaForma[]) {
  const refs = await refsPorIds(
    ctx,
    contas,
    rows.flatMap((f) => (f.contaId === null ? [] : [f.contaId])),
  );
  return rows.map((f) => ({
    uuid: f.uuid,
    nome: f.nome,
    tipo: f.tipo,
    taxa_percentual: Number(f.taxaPercentual),
    taxa_fixa_rs: rs(f.taxaFixaCentavos),
    prazo_dias: f.prazoDias,
    conta: f.contaId === null ? null : (refs.get(f.contaId) ?? null),
    removido_em: removidoEm(f.removidoEm),
    criado_em: f.criadoEm.toISOString(),
  }));
}

async function umaForma(ctx: AppContext, f: LinhaForma) {
  const [r] = await formasParaApi(ctx, [f]);
  return r as NonNullable<typeof r>;
}

export async function listarFormas(ctx: AppContext, empresa: EmpresaAtual, p: Filtro) {
  const { rows, meta } = await listarDe(ctx, formas, filtro(formas, empresa.id, p), p);
  return { data: await formasParaApi(ctx, rows), meta };
}

async function camposForma(ctx: AppContext, empresaId: number, d: DadosForma) {
  return {
    nome: d.nome,
    tipo: d.tipo,
    taxaPercentual: d.taxa_percentual,
    taxaFixaCentavos: centavos(d.taxa_fixa_rs),
    prazoDias: d.prazo_dias,
    contaId: d.conta === null ? null : await referencia(ctx, contas, empresaId, d.conta, 'conta'),
  };
}

export async function criarForma(ctx: AppContext, empresa: EmpresaAtual, d: DadosForma) {
  const [f] = await ctx.db
    .insert(formas)
    .values({ empresaId: empresa.id, ...(await camposForma(ctx, empresa.id, d)) })
    .returning();
  if (!f) throw new Error('insert formas returned nothing');
  return umaForma(ctx, f);
}

export async function atualizarForma(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosForma) {
  const atual = await buscarDe(ctx, formas, empresa.id, uuid);
  const campos = await camposForma(ctx, empresa.id, d);
  const [f] = await ctx.db.update(formas).set(campos).where(eq(formas.id, atual.id)).returning();
  return umaForma(ctx, f ?? atual);
}

export async function removerForma(ctx: AppContext, empresa: EmpresaAtual, uuid: string, removido: boolean) {
  const atual = await buscarDe(ctx, formas, empresa.id, uuid);
  const [f] = await ctx.db
    .update(formas)
    .set({ removidoEm: removido ? ctx.now() : null })
    .where(eq(formas.id, atual.id))
    .returning();
  return umaForma(ctx, f ?? atual);
}

// ——— References from entries ———

const NAO_ENCONTRADA: Record<string, string> = {
  conta: 'Conta não encontrada',
  carteira: 'Carteira não encontrada',
  forma: 'Forma de pagamento não encontrada',
};

/**
 * The id of the company's active register named by `uuid` in a body; another company's, a removed
 * one or none is a 422 on `campo`.
 */
export async function referencia(
  ctx: AppContext,
  t: Tabela,
  empresaId: number,
  uuid: string,
  campo: 'conta' | 'carteira' | 'forma',
): Promise<number> {
  const [r] = await ctx.db
    .select({ id: t.id })
    .from(t as PgTable)
    .where(and(eq(t.uuid, uuid), eq(t.empresaId, empresaId), isNull(t.removidoEm)));
  if (!r)
    throw erroValidacao([
      { field: campo, rule: 'exists', message: NAO_ENCONTRADA[campo] ?? 'Não encontrado' },
    ]);
  return (r as { id: number }).id;
}

/** uuid and name of registers by id (removed ones too: an old entry still names them). */
export async function refsPorIds(ctx: AppContext, t: Tabela, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; nome: string }>();
  const rows = (await ctx.db
    .select({ id: t.id, uuid: t.uuid, nome: t.nome })
    .from(t as PgTable)
    .where(inArray(t.id, unicos))) as Array<{ id: number; uuid: string; nome: string }>;
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/** Where the money of a payment through `formaId` lands: the method's account, else the company's first. */
export async function contaPadrao(ctx: AppContext, empresaId: number, formaId: number | null) {
  if (formaId !== null) {
    const [f] = await ctx.db
      .select({ contaId: formas.contaId })
      .from(formas)
      .where(and(eq(formas.id, formaId), eq(formas.empresaId, empresaId)));
    if (f?.contaId != null) return f.contaId;
  }
  const [c] = await ctx.db
    .select({ id: contas.id })
    .from(contas)
    .where(and(eq(contas.empresaId, empresaId), isNull(contas.removidoEm)))
    .orderBy(asc(contas.id))
    .limit(1);
  return c?.id ?? null;
}
