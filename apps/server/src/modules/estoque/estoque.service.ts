import {
  type DadosMovimento,
  NOMES_TIPOS_MOVIMENTO,
  type TipoMovimento,
} from '@irradia/shared/catalogo/estoque.schema';
import { formatDataHora } from '@irradia/shared/format/data';
import { numeroBr } from '@irradia/shared/format/numero';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { estoqueMovimentos } from '../../db/schema/estoque.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { documentoCsv } from '../../platform/csv.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { meta, offset } from '../../platform/pagination.ts';
import { usuariosComPermissao } from '../empresas/empresas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { moverSaldo, produtoDaEmpresa, produtosPorIds } from '../produtos/produtos.consultas.ts';
import { pecasDe } from '../produtos/produtos.kits.ts';
import { usuariosPorIds } from '../usuarios/usuarios.service.ts';

// Stock movements: each one moves the product's balance (kept on the product) in the same
// transaction that records it; a movement that takes the balance below the product's minimum
// notifies whoever sees the stock — once per crossing, since the next one starts below it.

/** A quantity in pt-BR digits (up to three decimals). */
const qtd = (n: number) => numeroBr(n, 0, 3);

type Linha = typeof estoqueMovimentos.$inferSelect;

export interface FiltroMovimentos {
  page: number;
  limit: number;
  produto?: string;
  tipo?: TipoMovimento;
}

async function paraApi(ctx: AppContext, rows: Linha[]) {
  const produtos = await produtosPorIds(
    ctx,
    rows.map((m) => m.produtoId),
  );
  const usuarios = await usuariosPorIds(
    ctx,
    rows.flatMap((m) => (m.usuarioId === null ? [] : [m.usuarioId])),
  );
  return rows.map((m) => ({
    uuid: m.uuid,
    produto: produtos.get(m.produtoId) ?? { uuid: '', nome: '', sku: null, unidade: 'un' },
    tipo: m.tipo as TipoMovimento,
    quantidade: m.quantidade,
    variacao: m.variacao,
    saldo_anterior: m.saldoAnterior,
    saldo_posterior: m.saldoPosterior,
    motivo: m.motivo,
    usuario: m.usuarioId === null ? null : (usuarios.get(m.usuarioId) ?? null),
    criado_em: m.criadoEm.toISOString(),
  }));
}

/** The filter; a product not of the company matches nothing. */
async function filtros(ctx: AppContext, empresa: EmpresaAtual, p: Omit<FiltroMovimentos, 'page' | 'limit'>) {
  const f: SQL[] = [eq(estoqueMovimentos.empresaId, empresa.id)];
  if (p.produto) {
    const produto = await produtoDaEmpresa(ctx, empresa.id, p.produto);
    f.push(eq(estoqueMovimentos.produtoId, produto?.id ?? 0));
  }
  if (p.tipo) f.push(eq(estoqueMovimentos.tipo, p.tipo));
  return and(...f);
}

/** The company's movements, newest first. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: FiltroMovimentos) {
  const where = await filtros(ctx, empresa, p);
  const [total] = await ctx.db.select({ n: count() }).from(estoqueMovimentos).where(where);
  const rows = await ctx.db
    .select()
    .from(estoqueMovimentos)
    .where(where)
    .orderBy(desc(estoqueMovimentos.criadoEm), desc(estoqueMovimentos.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await paraApi(ctx, rows), meta: meta(total?.n ?? 0, p) };
}

const produtoInvalido = () =>
  erroValidacao([{ field: 'produto', rule: 'exists', message: 'Selecione um produto do catálogo' }]);

type Lancamento = { ok: true; movimento: Linha; cruzou: number | null } | { ok: false; anterior: number };

/**
 * Moves one product's balance and records the movement (call inside a transaction: `ctx.db` a
 * transaction). `cruzou` is the minimum when this movement took the balance below it.
 */
async function lancar(
  ctx: AppContext,
  empresaId: number,
  usuarioId: number | null,
  m: { produtoId: number; tipo: TipoMovimento; quantidade: number; motivo: string },
): Promise<Lancamento> {
  const r = await moverSaldo(ctx, m.produtoId, m.tipo, m.quantidade);
  if (!r.ok) return { ok: false, anterior: r.anterior };
  const [movimento] = await ctx.db
    .insert(estoqueMovimentos)
    .values({
      empresaId,
      produtoId: m.produtoId,
      tipo: m.tipo,
      quantidade: m.quantidade,
      variacao: Math.round((r.posterior - r.anterior) * 1000) / 1000,
      saldoAnterior: r.anterior,
      saldoPosterior: r.posterior,
      motivo: m.motivo,
      usuarioId,
      criadoEm: ctx.now(),
    })
    .returning();
  if (!movimento) throw new Error('insert estoque_movimentos returned nothing');
  const min = r.estoqueMinimo;
  return { ok: true, movimento, cruzou: min !== null && r.anterior >= min && r.posterior < min ? min : null };
}

const saldoInsuficiente = (nome: string, unidade: string, anterior: number) =>
  `Saldo insuficiente de ${nome}: há ${qtd(anterior)} ${unidade} em estoque`;

/** Records a movement and moves the balance; a saída never takes more than there is. */
export async function registrar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  d: DadosMovimento,
) {
  const produto = await produtoDaEmpresa(ctx, empresa.id, d.produto);
  if (!produto || produto.removidoEm) throw produtoInvalido();
  if (produto.tipo === 'kit')
    throw erroValidacao([
      { field: 'produto', rule: 'kit', message: 'O estoque de um kit segue o dos seus componentes' },
    ]);
  const r = await ctx.db.transaction((tx) =>
    lancar({ ...ctx, db: tx }, empresa.id, sessao.usuarioId, { ...d, produtoId: produto.id }),
  );
  if (!r.ok)
    throw erroValidacao([
      {
        field: 'quantidade',
        rule: 'saldo',
        message: `Saldo insuficiente: há ${qtd(r.anterior)} ${produto.unidade} em estoque`,
      },
    ]);
  if (r.cruzou !== null)
    await avisarEstoqueBaixo(ctx, empresa.id, produto, r.movimento.saldoPosterior, r.cruzou);
  const [api] = await paraApi(ctx, [r.movimento]);
  return api as Awaited<ReturnType<typeof paraApi>>[number];
}

/** A low-stock crossing found inside a transaction, to notify once it commits. */
export interface Cruzamento {
  empresaId: number;
  produtoId: number;
  saldo: number;
  minimo: number;
}

/**
 * An order's stock (decision 027): the pieces of its lines (kits by their components) leave the
 * supplier's stock when it confirms, or enter the buyer's when it confirms receipt. Call inside
 * the order's transaction; a saída that the balance does not cover refuses the whole step (409).
 * Returns the crossings of the minimum, for `avisarCruzamentos` after the commit.
 */
export async function movimentarPorPedido(
  ctx: AppContext,
  m: {
    empresaId: number;
    usuarioId: number | null;
    tipo: 'entrada' | 'saida';
    linhas: ReadonlyArray<{ produtoId: number; quantidade: number }>;
    motivo: string;
  },
): Promise<Cruzamento[]> {
  const cruzamentos: Cruzamento[] = [];
  for (const p of await pecasDe(ctx, m.linhas)) {
    const r = await lancar(ctx, m.empresaId, m.usuarioId, {
      produtoId: p.produtoId,
      tipo: m.tipo,
      quantidade: p.quantidade,
      motivo: m.motivo,
    });
    if (!r.ok) throw new AppError('CONFLITO', `${saldoInsuficiente(p.nome, p.unidade, r.anterior)}.`);
    if (r.cruzou !== null)
      cruzamentos.push({
        empresaId: m.empresaId,
        produtoId: p.produtoId,
        saldo: r.movimento.saldoPosterior,
        minimo: r.cruzou,
      });
  }
  return cruzamentos;
}

/** Notifies the low-stock crossings an order's movements left (after their transaction). */
export async function avisarCruzamentos(ctx: AppContext, cruzamentos: readonly Cruzamento[]) {
  if (cruzamentos.length === 0) return;
  const produtos = await produtosPorIds(
    ctx,
    cruzamentos.map((c) => c.produtoId),
  );
  for (const c of cruzamentos) {
    const p = produtos.get(c.produtoId);
    if (p) await avisarEstoqueBaixo(ctx, c.empresaId, p, c.saldo, c.minimo);
  }
}

async function avisarEstoqueBaixo(
  ctx: AppContext,
  empresaId: number,
  produto: { uuid: string; nome: string; unidade: string },
  saldo: number,
  minimo: number,
) {
  for (const usuarioId of await usuariosComPermissao(ctx, empresaId, 'estoque:view'))
    await notificar(ctx, usuarioId, {
      tipo: 'estoque_minimo',
      titulo: `Estoque baixo: ${produto.nome}`,
      mensagem: `Restam ${qtd(saldo)} ${produto.unidade}; o mínimo é ${qtd(minimo)} ${produto.unidade}.`,
      link: `/catalogo?produto=${produto.uuid}`,
      empresaId,
    });
}

const FUSO = 'America/Sao_Paulo';

/** The movements as CSV for Brazilian spreadsheets: UTF-8 with BOM, ';' separated. */
export async function exportarCsv(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Omit<FiltroMovimentos, 'page' | 'limit'>,
) {
  const rows = await ctx.db
    .select()
    .from(estoqueMovimentos)
    .where(await filtros(ctx, empresa, p))
    .orderBy(desc(estoqueMovimentos.criadoEm), desc(estoqueMovimentos.id))
    .limit(50_000);
  // No signed "variação" column: a cell starting with '-' is written as text (CSV injection guard);
  // the type and the balances before and after say the same.
  const cab = [
    'Data',
    'Produto',
    'SKU',
    'Tipo',
    'Quantidade',
    'Saldo anterior',
    'Saldo posterior',
    'Unidade',
    'Motivo',
    'Responsável',
  ];
  const linhas = (await paraApi(ctx, rows)).map((m) => [
    // Brasília time: the company has no time zone of its own.
    formatDataHora(m.criado_em, { fuso: FUSO, navegador: FUSO }),
    m.produto.nome,
    m.produto.sku,
    NOMES_TIPOS_MOVIMENTO[m.tipo],
    qtd(m.quantidade),
    qtd(m.saldo_anterior),
    qtd(m.saldo_posterior),
    m.produto.unidade,
    m.motivo,
    m.usuario?.nome ?? '',
  ]);
  return documentoCsv(cab, linhas);
}
