import { randomUUID } from 'node:crypto';
import { hojeEmBrasilia, mesSeguinte, statusDoPagamento } from '@irradia/shared/financeiro/calculos';
import {
  CATEGORIAS_DE_DESPESA,
  CATEGORIAS_DE_RECEITA,
  type DadosPagamento,
  type OrigemDePagamento,
  type Pagamento,
  type StatusDePagamento,
  type TipoDePagamento,
  type TPagamentoEdicao,
} from '@irradia/shared/financeiro/pagamentos.schema';
import { dividirEmParcelas } from '@irradia/shared/propostas/venda.schema';
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
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { carteiras, contas, extratoLinhas, formas, pagamentos } from '../../db/schema/financeiro.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { likeTerm, meta, offset, ordemPedida, type Paginacao } from '../../platform/pagination.ts';
import { cobrancasDe } from '../assinaturas/assinaturas.cobrancas.ts';
import { clienteDaEmpresa, clientesPorIds } from '../clientes/clientes.service.ts';
import { numerosDosPedidos, pedidoVisivel } from '../pedidos/pedidos.numeracao.ts';
import { referencia, refsPorIds } from './financeiro.cadastros.ts';

// Receivable and payable entries (decision 040). The status is derived from the dates, with
// "today" in Brasília; the list filters by it in SQL with the same rule (`condicaoDoStatus`).

export type LinhaPagamento = typeof pagamentos.$inferSelect;

const centavos = (rs: number) => Math.round(rs * 100);
const rs = (c: number) => Number(c) / 100;
export const hojeDoFinanceiro = (ctx: AppContext) => hojeEmBrasilia(ctx.now());

/** The SQL of `statusDoPagamento` (calculos.ts): the same four cases. */
export function condicaoDoStatus(status: StatusDePagamento, hoje: string): SQL {
  const p = pagamentos;
  if (status === 'cancelado') return isNotNull(p.canceladoEm);
  if (status === 'pago') return and(isNull(p.canceladoEm), isNotNull(p.pagoEm)) as SQL;
  const emAberto = and(isNull(p.canceladoEm), isNull(p.pagoEm));
  return and(emAberto, status === 'vencido' ? lt(p.vencimento, hoje) : gte(p.vencimento, hoje)) as SQL;
}

export async function pagamentosParaApi(ctx: AppContext, rows: LinhaPagamento[]): Promise<Pagamento[]> {
  const ids = (f: (p: LinhaPagamento) => number | null) =>
    rows.flatMap((p) => (f(p) === null ? [] : [f(p) as number]));
  const [fs, cs, ws, clientes, pedidos, cobrancas] = await Promise.all([
    refsPorIds(
      ctx,
      formas,
      ids((p) => p.formaId),
    ),
    refsPorIds(
      ctx,
      contas,
      ids((p) => p.contaId),
    ),
    refsPorIds(
      ctx,
      carteiras,
      ids((p) => p.carteiraId),
    ),
    clientesPorIds(
      ctx,
      ids((p) => p.clienteId),
    ),
    numerosDosPedidos(
      ctx,
      ids((p) => p.pedidoId),
    ),
    cobrancasDe(
      ctx,
      'pagamento',
      rows.map((p) => p.id),
    ),
  ]);
  const conciliados = new Set(
    rows.length === 0
      ? []
      : (
          await ctx.db
            .selectDistinct({ id: extratoLinhas.pagamentoId })
            .from(extratoLinhas)
            .where(
              inArray(
                extratoLinhas.pagamentoId,
                rows.map((p) => p.id),
              ),
            )
        ).map((l) => l.id),
  );
  const hoje = hojeDoFinanceiro(ctx);
  const ref = <T>(m: Map<number, T>, id: number | null) => (id === null ? null : (m.get(id) ?? null));
  return rows.map((p) => ({
    uuid: p.uuid,
    tipo: p.tipo as TipoDePagamento,
    descricao: p.descricao,
    categoria: p.categoria,
    valor_rs: rs(p.valorCentavos),
    vencimento: p.vencimento,
    pago_em: p.pagoEm,
    valor_pago_rs: p.valorPagoCentavos === null ? null : rs(p.valorPagoCentavos),
    status: statusDoPagamento(
      { cancelado: p.canceladoEm !== null, pagoEm: p.pagoEm, vencimento: p.vencimento },
      hoje,
    ),
    forma: ref(fs, p.formaId),
    conta: ref(cs, p.contaId),
    carteira: ref(ws, p.carteiraId),
    cliente: ref(clientes, p.clienteId),
    fornecedor: p.fornecedor,
    origem: p.origem as OrigemDePagamento,
    pedido: ref(pedidos, p.pedidoId),
    parcela: p.parcela,
    parcelas: p.parcelas,
    recorrencia: p.recorrencia,
    conciliado: conciliados.has(p.id),
    anexo: p.anexo ? { nome: p.anexo.nome, tipo: p.anexo.tipo, tamanho: p.anexo.tamanho } : null,
    cobranca: cobrancas.get(p.id) ?? null,
    observacoes: p.observacoes,
    cancelado_em: p.canceladoEm?.toISOString() ?? null,
    criado_em: p.criadoEm.toISOString(),
  }));
}

export async function umPagamento(ctx: AppContext, p: LinhaPagamento) {
  const [r] = await pagamentosParaApi(ctx, [p]);
  return r as Pagamento;
}

/** The company's entry by uuid; another company's is a 404. */
export async function buscarPagamento(ctx: AppContext, empresaId: number, uuid: string) {
  const [p] = await ctx.db
    .select()
    .from(pagamentos)
    .where(and(eq(pagamentos.uuid, uuid), eq(pagamentos.empresaId, empresaId)));
  if (!p) throw new AppError('NAO_ENCONTRADO', 'Lançamento não encontrado');
  return p;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  return umPagamento(ctx, await buscarPagamento(ctx, empresa.id, uuid));
}

export interface FiltroPagamentos extends Paginacao {
  tipo: TipoDePagamento;
  status?: StatusDePagamento;
  de?: string;
  ate?: string;
  conta?: string;
  carteira?: string;
  cliente?: string;
  categoria?: string;
  pedido?: string;
}

const ordens: Record<string, SQL[]> = {
  vencimento: [asc(pagamentos.vencimento), asc(pagamentos.id)],
  '-vencimento': [desc(pagamentos.vencimento), desc(pagamentos.id)],
  valor: [asc(pagamentos.valorCentavos), asc(pagamentos.id)],
  '-valor': [desc(pagamentos.valorCentavos), desc(pagamentos.id)],
};

/** A register's id by uuid for a list filter; an unknown or another company's matches nothing. */
async function idDoFiltro(
  ctx: AppContext,
  t: typeof contas | typeof carteiras,
  empresaId: number,
  uuid: string,
) {
  const [r] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.uuid, uuid), eq(t.empresaId, empresaId)));
  return r?.id ?? -1;
}

/** Ids of the customers named in the company's entries whose name matches `search`. */
async function clientesQueCasam(ctx: AppContext, empresaId: number, search: string) {
  const usados = await ctx.db
    .selectDistinct({ id: pagamentos.clienteId })
    .from(pagamentos)
    .where(and(eq(pagamentos.empresaId, empresaId), isNotNull(pagamentos.clienteId)));
  const sem = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const termo = sem(search.trim());
  const nomes = await clientesPorIds(
    ctx,
    usados.flatMap((u) => (u.id === null ? [] : [u.id])),
  );
  return [...nomes].filter(([, c]) => sem(c.nome).includes(termo)).map(([id]) => id);
}

/** GET /api/pagamentos: one side's entries, filtered; `resumo` adds up the whole filtered list. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: FiltroPagamentos) {
  const hoje = hojeDoFinanceiro(ctx);
  const f: SQL[] = [eq(pagamentos.empresaId, empresa.id), eq(pagamentos.tipo, p.tipo)];
  if (p.status) f.push(condicaoDoStatus(p.status, hoje));
  if (p.de) f.push(gte(pagamentos.vencimento, p.de));
  if (p.ate) f.push(lte(pagamentos.vencimento, p.ate));
  if (p.categoria) f.push(eq(pagamentos.categoria, p.categoria));
  if (p.conta) f.push(eq(pagamentos.contaId, await idDoFiltro(ctx, contas, empresa.id, p.conta)));
  if (p.carteira) f.push(eq(pagamentos.carteiraId, await idDoFiltro(ctx, carteiras, empresa.id, p.carteira)));
  if (p.cliente) {
    const c = await clienteDaEmpresa(ctx, empresa, p.cliente);
    f.push(eq(pagamentos.clienteId, c?.id ?? -1));
  }
  if (p.pedido) f.push(eq(pagamentos.pedidoId, (await pedidoVisivel(ctx, empresa.id, p.pedido)) ?? -1));
  if (p.search) {
    const termo = likeTerm(p.search);
    const clientes = await clientesQueCasam(ctx, empresa.id, p.search);
    const casos: SQL[] = [ilike(pagamentos.descricao, termo), ilike(pagamentos.fornecedor, termo)];
    if (clientes.length > 0) casos.push(inArray(pagamentos.clienteId, clientes));
    f.push(or(...casos) as SQL);
  }
  const where = and(...f);
  const soma = (s: StatusDePagamento, valor: SQL) =>
    sql<number>`coalesce(sum(${valor}) filter (where ${condicaoDoStatus(s, hoje)}), 0)`.mapWith(Number);
  const [r] = await ctx.db
    .select({
      n: count(),
      aberto: soma('aberto', sql`${pagamentos.valorCentavos}`),
      vencido: soma('vencido', sql`${pagamentos.valorCentavos}`),
      pago: soma('pago', sql`coalesce(${pagamentos.valorPagoCentavos}, ${pagamentos.valorCentavos})`),
    })
    .from(pagamentos)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(pagamentos)
    .where(where)
    .orderBy(...ordemPedida(ordens, p.order, ordens.vencimento as SQL[]))
    .limit(p.limit)
    .offset(offset(p));
  return {
    data: await pagamentosParaApi(ctx, rows),
    meta: meta(r?.n ?? 0, p),
    resumo: { aberto_rs: rs(r?.aberto ?? 0), vencido_rs: rs(r?.vencido ?? 0), pago_rs: rs(r?.pago ?? 0) },
  };
}

/** The ids of the body's references, each the company's own (422 on its field otherwise). */
async function referencias(
  ctx: AppContext,
  empresa: EmpresaAtual,
  d: { forma?: string | null; conta?: string | null; carteira?: string | null; cliente?: string | null },
) {
  const r: Partial<Record<'formaId' | 'contaId' | 'carteiraId' | 'clienteId', number | null>> = {};
  if (d.forma !== undefined)
    r.formaId = d.forma === null ? null : await referencia(ctx, formas, empresa.id, d.forma, 'forma');
  if (d.conta !== undefined)
    r.contaId = d.conta === null ? null : await referencia(ctx, contas, empresa.id, d.conta, 'conta');
  if (d.carteira !== undefined)
    r.carteiraId =
      d.carteira === null ? null : await referencia(ctx, carteiras, empresa.id, d.carteira, 'carteira');
  if (d.cliente !== undefined) {
    if (d.cliente === null) r.clienteId = null;
    else {
      const c = await clienteDaEmpresa(ctx, empresa, d.cliente);
      if (!c) throw erroValidacao([{ field: 'cliente', rule: 'exists', message: 'Cliente não encontrado' }]);
      r.clienteId = c.id;
    }
  }
  return r;
}

/**
 * The next month's copy of a paid recurring entry, made once: a copy already there for that
 * month (even cancelled) is left as it is.
 */
export async function repetirNoMesSeguinte(ctx: AppContext, p: LinhaPagamento) {
  if (p.recorrencia !== 'mensal' || p.grupo === null) return;
  const vencimento = mesSeguinte(p.vencimento);
  const [ja] = await ctx.db
    .select({ id: pagamentos.id })
    .from(pagamentos)
    .where(and(eq(pagamentos.grupo, p.grupo), eq(pagamentos.vencimento, vencimento)));
  if (ja) return;
  await ctx.db.insert(pagamentos).values({
    empresaId: p.empresaId,
    tipo: p.tipo,
    descricao: p.descricao,
    categoria: p.categoria,
    valorCentavos: p.valorCentavos,
    vencimento,
    formaId: p.formaId,
    contaId: p.contaId,
    carteiraId: p.carteiraId,
    clienteId: p.clienteId,
    fornecedor: p.fornecedor,
    fornecedorEmpresaId: p.fornecedorEmpresaId,
    origem: p.origem,
    grupo: p.grupo,
    recorrencia: 'mensal',
    observacoes: p.observacoes,
    criadoPor: p.criadoPor,
    criadoEm: ctx.now(),
    atualizadoEm: ctx.now(),
  });
}

/** POST /api/pagamentos: one entry, its instalments, or a recurring one. Answers the first. */
export async function criar(ctx: AppContext, empresa: EmpresaAtual, sessao: SessaoAtual, d: DadosPagamento) {
  const refs = await referencias(ctx, empresa, d);
  if (d.pago_em && !refs.contaId)
    throw erroValidacao([{ field: 'conta', rule: 'required', message: 'Selecione a conta do pagamento' }]);
  const agora = ctx.now();
  const parcelas = dividirEmParcelas(d.valor_rs, d.parcelas, d.vencimento);
  const grupo = d.parcelas > 1 || d.recorrencia ? randomUUID() : null;
  const linhas = await ctx.db
    .insert(pagamentos)
    .values(
      parcelas.map((x) => ({
        empresaId: empresa.id,
        tipo: d.tipo,
        descricao: d.descricao,
        categoria: d.categoria,
        valorCentavos: centavos(x.valor_rs),
        vencimento: x.vencimento,
        pagoEm: d.pago_em,
        ...refs,
        fornecedor: d.fornecedor,
        origem: 'manual',
        grupo,
        parcela: d.parcelas > 1 ? x.numero : null,
        parcelas: d.parcelas > 1 ? d.parcelas : null,
        recorrencia: d.recorrencia,
        observacoes: d.observacoes,
        criadoPor: sessao.usuarioId,
        criadoEm: agora,
        atualizadoEm: agora,
      })),
    )
    .returning();
  const primeira = linhas.sort((a, b) => a.vencimento.localeCompare(b.vencimento) || a.id - b.id)[0];
  if (!primeira) throw new Error('insert pagamentos returned nothing');
  if (primeira.pagoEm) await repetirNoMesSeguinte(ctx, primeira);
  return umPagamento(ctx, primeira);
}

/** Why an entry cannot change any more (409), or null when it is still open. */
export function motivoFechado(p: LinhaPagamento): string | null {
  if (p.canceladoEm) return 'Este lançamento foi cancelado.';
  if (p.pagoEm) return 'Este lançamento já foi pago. Estorne o pagamento para alterá-lo.';
  return null;
}

/** PATCH /api/pagamentos/:uuid: an open entry's fields. */
export async function editar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: TPagamentoEdicao) {
  const atual = await buscarPagamento(ctx, empresa.id, uuid);
  const fechado = motivoFechado(atual);
  if (fechado) throw new AppError('CONFLITO', fechado);
  const refs = await referencias(ctx, empresa, d);
  const campos: Partial<typeof pagamentos.$inferInsert> = { ...refs, atualizadoEm: ctx.now() };
  if (d.descricao !== undefined) campos.descricao = d.descricao;
  if (d.categoria !== undefined) campos.categoria = d.categoria ?? null;
  if (d.valor_rs !== undefined) campos.valorCentavos = centavos(d.valor_rs);
  if (d.vencimento !== undefined) campos.vencimento = d.vencimento;
  if (d.fornecedor !== undefined) campos.fornecedor = d.fornecedor ?? null;
  if (d.observacoes !== undefined) campos.observacoes = d.observacoes ?? null;
  const [p] = await ctx.db
    .update(pagamentos)
    .set(campos)
    .where(and(eq(pagamentos.id, atual.id), isNull(pagamentos.pagoEm), isNull(pagamentos.canceladoEm)))
    .returning();
  if (!p) throw new AppError('CONFLITO', motivoFechado(await buscarPagamento(ctx, empresa.id, uuid)) ?? '');
  return umPagamento(ctx, p);
}

/** GET /api/financeiro/categorias: the suggested categories of the side, then the company's own. */
export async function categorias(ctx: AppContext, empresa: EmpresaAtual, tipo: TipoDePagamento) {
  const sugeridas: readonly string[] = tipo === 'receber' ? CATEGORIAS_DE_RECEITA : CATEGORIAS_DE_DESPESA;
  const usadas = await ctx.db
    .selectDistinct({ categoria: pagamentos.categoria })
    .from(pagamentos)
    .where(
      and(eq(pagamentos.empresaId, empresa.id), eq(pagamentos.tipo, tipo), isNotNull(pagamentos.categoria)),
    );
  const vistas = new Set(sugeridas.map((c) => c.toLocaleLowerCase('pt-BR')));
  const proprias = usadas
    .flatMap((u) => (u.categoria ? [u.categoria] : []))
    .filter((c) => !vistas.has(c.toLocaleLowerCase('pt-BR')))
    .sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return { data: [...sugeridas, ...proprias] };
}
