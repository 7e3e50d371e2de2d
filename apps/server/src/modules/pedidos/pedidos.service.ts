import {
  type AcaoPedido,
  acoesDoPedido,
  type DadosPedido,
  type PapelPedido,
  type StatusPedidoCompra,
  type TipoPedido,
  TRANSICOES_PEDIDO_COMPRA,
} from '@irradia/shared/pedidos/pedidos.schema';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { pedidoEventos, pedidoItens, pedidos } from '../../db/schema/pedidos.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { likeTerm, meta, offset, ordemPedida, type Paginacao } from '../../platform/pagination.ts';
import { catalogosPorIds, precificarPedido, totalDaLinha } from '../catalogos/catalogos.pedido.ts';
import { clientesPorIds } from '../clientes/clientes.service.ts';
import { eventosParaApi } from '../empresas/empresas.eventos.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';
import { avisarCruzamentos } from '../estoque/estoque.service.ts';
import { eventosDoCartao, juntarHistoricos } from '../quadros/quadros.historico.ts';
import { avisarOutroLado } from './pedidos.avisos.ts';
import { moverEstoque } from './pedidos.estoque.ts';
import { lancamentosDoPedido } from './pedidos.financeiro.ts';
import { enviarProposta, envioParaApi } from './pedidos.link.ts';
import { proximoNumero } from './pedidos.numeracao.ts';
import { inserirVenda } from './pedidos.vendas.ts';

// Purchase orders (issue 24, decision 027). The buyer owns the order (`empresaId`); the supplier
// (`fornecedorEmpresaId`) sees it too. Each side moves it only along TRANSICOES_PEDIDO_COMPRA; each
// move is one conditional update (from the status read), so two clicks never both pass.
// Deals (tipo venda, decision 031) are the owner's only: created in pedidos.vendas.ts, their
// proposal in pedidos.proposta.ts; they share the list, the detail and the numbering.

type Linha = typeof pedidos.$inferSelect;

export interface FiltroPedidos extends Paginacao {
  tipo?: TipoPedido;
  etapa?: string;
  status?: string;
  papel?: PapelPedido;
}

/** The orders a company sees: its own, and the purchases addressed to it. */
const visiveis = (empresaId: number) =>
  or(
    eq(pedidos.empresaId, empresaId),
    and(eq(pedidos.fornecedorEmpresaId, empresaId), eq(pedidos.tipo, 'compra')),
  ) as SQL;

const papelDe = (p: Linha, empresaId: number): PapelPedido =>
  p.empresaId === empresaId ? 'comprador' : 'fornecedor';

async function paraApi(ctx: AppContext, empresaId: number, rows: Linha[]) {
  const ids = rows.map((p) => p.id);
  const contagens =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ pedidoId: pedidoItens.pedidoId, n: count() })
          .from(pedidoItens)
          .where(inArray(pedidoItens.pedidoId, ids))
          .groupBy(pedidoItens.pedidoId);
  const itens = new Map(contagens.map((c) => [c.pedidoId, c.n]));
  const empresas = await empresasPorIds(
    ctx,
    rows.flatMap((p) =>
      p.fornecedorEmpresaId === null ? [p.empresaId] : [p.empresaId, p.fornecedorEmpresaId],
    ),
  );
  const catalogos = await catalogosPorIds(
    ctx,
    rows.flatMap((p) => (p.catalogoId === null ? [] : [p.catalogoId])),
  );
  const clientes = await clientesPorIds(
    ctx,
    rows.flatMap((p) => (p.clienteId === null ? [] : [p.clienteId])),
  );
  const empresa = (id: number) => {
    const e = empresas.get(id);
    return { uuid: e?.uuid ?? '', nome: e?.nome ?? '' };
  };
  return rows.map((p) => {
    const papel = papelDe(p, empresaId);
    return {
      uuid: p.uuid,
      numero: p.numero,
      tipo: p.tipo as TipoPedido,
      etapa: p.etapa,
      status: p.status,
      papel,
      comprador: empresa(p.empresaId),
      fornecedor: p.fornecedorEmpresaId === null ? null : empresa(p.fornecedorEmpresaId),
      catalogo: p.catalogoId === null ? null : (catalogos.get(p.catalogoId) ?? null),
      total_rs: p.totalCentavos / 100,
      itens_count: itens.get(p.id) ?? 0,
      observacoes: p.observacoes,
      nota_fiscal: p.notaFiscal,
      rastreio: p.rastreio,
      motivo: p.motivo,
      ...(p.tipo === 'venda'
        ? {
            cliente: p.clienteId === null ? null : (clientes.get(p.clienteId) ?? null),
            lead: p.leadNome === null ? null : { nome: p.leadNome, telefone: p.leadTelefone ?? '' },
            ...envioParaApi(p),
          }
        : {}),
      criado_em: p.criadoEm.toISOString(),
      atualizado_em: p.atualizadoEm.toISOString(),
      acoes: p.tipo === 'compra' ? acoesDoPedido(p.status, papel) : [],
    };
  });
}
export type PedidoApi = Awaited<ReturnType<typeof paraApi>>[number];

const ordens: Record<string, SQL[]> = {
  criado_em: [asc(pedidos.criadoEm), asc(pedidos.id)],
  '-criado_em': [desc(pedidos.criadoEm), desc(pedidos.id)],
  atualizado_em: [asc(pedidos.atualizadoEm), asc(pedidos.id)],
  '-atualizado_em': [desc(pedidos.atualizadoEm), desc(pedidos.id)],
  total: [asc(pedidos.totalCentavos), asc(pedidos.id)],
  '-total': [desc(pedidos.totalCentavos), desc(pedidos.id)],
};

/**
 * Ids of the companies on the other side of the caller's orders whose name matches `search`: the
 * search reaches the other company's name without reading the companies table here.
 */
async function contrapartesQueCasam(ctx: AppContext, empresaId: number, search: string) {
  const [comoComprador, comoFornecedor] = await Promise.all([
    ctx.db
      .selectDistinct({ id: pedidos.fornecedorEmpresaId })
      .from(pedidos)
      .where(eq(pedidos.empresaId, empresaId)),
    ctx.db
      .selectDistinct({ id: pedidos.empresaId })
      .from(pedidos)
      .where(and(eq(pedidos.fornecedorEmpresaId, empresaId), eq(pedidos.tipo, 'compra'))),
  ]);
  const ids = [...comoComprador, ...comoFornecedor].flatMap((r) => (r.id === null ? [] : [r.id]));
  // Accents and case aside, as ILIKE on unaccented names would.
  const sem = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const termo = sem(search.trim());
  return [...(await empresasPorIds(ctx, ids))]
    .filter(([, e]) => sem(e.nome).includes(termo))
    .map(([id]) => id);
}

/** The caller's orders (both sides unless `papel`), newest first. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: FiltroPedidos) {
  const f: SQL[] = [visiveis(empresa.id)];
  if (p.papel === 'comprador') f.push(eq(pedidos.empresaId, empresa.id));
  if (p.papel === 'fornecedor') f.push(eq(pedidos.fornecedorEmpresaId, empresa.id));
  if (p.tipo) f.push(eq(pedidos.tipo, p.tipo));
  if (p.etapa) f.push(eq(pedidos.etapa, p.etapa));
  if (p.status) f.push(eq(pedidos.status, p.status));
  if (p.search) {
    const numero = /^#?\s*(\d{1,9})$/.exec(p.search.trim());
    const outras = await contrapartesQueCasam(ctx, empresa.id, p.search);
    const termo = likeTerm(p.search);
    const casos: SQL[] = [
      ilike(pedidos.notaFiscal, termo),
      ilike(pedidos.rastreio, termo),
      ilike(pedidos.leadNome, termo),
    ];
    if (numero) casos.push(eq(pedidos.numero, Number(numero[1])));
    if (outras.length > 0)
      casos.push(inArray(pedidos.fornecedorEmpresaId, outras), inArray(pedidos.empresaId, outras));
    f.push(or(...casos) as SQL);
  }
  const where = and(...f);
  const [total] = await ctx.db.select({ n: count() }).from(pedidos).where(where);
  const rows = await ctx.db
    .select()
    .from(pedidos)
    .where(where)
    .orderBy(...ordemPedida(ordens, p.order, ordens['-criado_em'] as SQL[]))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await paraApi(ctx, empresa.id, rows), meta: meta(total?.n ?? 0, p) };
}

/** An order the company sees, by uuid; any other is a 404. */
async function buscar(ctx: AppContext, empresaId: number, uuid: string) {
  const [p] = await ctx.db
    .select()
    .from(pedidos)
    .where(and(eq(pedidos.uuid, uuid), visiveis(empresaId)));
  if (!p) throw new AppError('NAO_ENCONTRADO', 'Pedido não encontrado');
  return p;
}

async function umParaApi(ctx: AppContext, empresaId: number, p: Linha) {
  const [r] = await paraApi(ctx, empresaId, [p]);
  return r as PedidoApi;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  return umParaApi(ctx, empresa.id, await buscar(ctx, empresa.id, uuid));
}

/** The order's lines, in order, with the prices agreed. */
export async function itens(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const p = await buscar(ctx, empresa.id, uuid);
  const rows = await ctx.db
    .select()
    .from(pedidoItens)
    .where(eq(pedidoItens.pedidoId, p.id))
    .orderBy(asc(pedidoItens.ordem), asc(pedidoItens.id));
  return {
    data: rows.map((i) => ({
      uuid: i.uuid,
      tipo: i.tipo,
      nome: i.nome,
      modelo: i.modelo,
      fabricante: i.fabricante,
      sku: i.sku,
      unidade: i.unidade,
      quantidade: i.quantidade,
      preco_unitario_rs: i.precoUnitarioCentavos / 100,
      total_rs: totalDaLinha(i.precoUnitarioCentavos, i.quantidade) / 100,
    })),
  };
}

/** The order's changes of status, oldest first, with the company and account behind each. */
export async function historico(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const p = await buscar(ctx, empresa.id, uuid);
  const rows = await ctx.db
    .select()
    .from(pedidoEventos)
    .where(eq(pedidoEventos.pedidoId, p.id))
    .orderBy(asc(pedidoEventos.criadoEm), asc(pedidoEventos.id));
  const status = await eventosParaApi(ctx, rows);
  if (p.tipo !== 'venda') return { data: status };
  // A deal is also a card on the board: its moves and changes, merged by time.
  return { data: juntarHistoricos(status, await eventosDoCartao(ctx, 'pedido', p.id)) };
}

/**
 * Places a purchase: priced from the catalogue (catalogos.pedido.ts), numbered next for the
 * buyer (pedidos.numeracao.ts); or opens a deal (pedidos.vendas.ts).
 */
export async function criar(ctx: AppContext, empresa: EmpresaAtual, sessao: SessaoAtual, d: DadosPedido) {
  if (d.tipo === 'venda') return umParaApi(ctx, empresa.id, await inserirVenda(ctx, empresa, sessao, d));
  const preco = await precificarPedido(ctx, empresa, d.catalogo, d.itens);
  const agora = ctx.now();
  const pedido = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .insert(pedidos)
      .values({
        empresaId: empresa.id,
        numero: await proximoNumero(tx, empresa.id),
        tipo: 'compra',
        status: 'aguardando',
        fornecedorEmpresaId: preco.fornecedorEmpresaId,
        catalogoId: preco.catalogoId,
        totalCentavos: preco.totalCentavos,
        observacoes: d.observacoes,
        criadoPor: sessao.usuarioId,
        criadoEm: agora,
        atualizadoEm: agora,
      })
      .returning();
    if (!p) throw new Error('insert pedidos returned nothing');
    await tx.insert(pedidoItens).values(
      preco.linhas.map((l, ordem) => ({
        pedidoId: p.id,
        produtoId: l.produtoId,
        catalogoItemId: l.catalogoItemId,
        tipo: l.tipo,
        nome: l.nome,
        modelo: l.modelo,
        fabricante: l.fabricante,
        sku: l.sku,
        unidade: l.unidade,
        quantidade: l.quantidade,
        precoUnitarioCentavos: l.precoUnitarioCentavos,
        ordem,
      })),
    );
    await tx.insert(pedidoEventos).values({
      pedidoId: p.id,
      empresaId: empresa.id,
      usuarioId: sessao.usuarioId,
      de: null,
      para: 'aguardando',
      mensagem: d.observacoes,
      criadoEm: agora,
    });
    return p;
  });
  await avisarOutroLado(ctx, pedido, 'comprador', null);
  return umParaApi(ctx, empresa.id, pedido);
}

/** Order of the forward statuses, to tell "not yet" from "already". */
const ADIANTE: StatusPedidoCompra[] = ['aguardando', 'confirmado', 'faturado', 'enviado', 'entregue'];
const PARTICIPIO: Record<StatusPedidoCompra, string> = {
  aguardando: 'criado',
  confirmado: 'confirmado',
  faturado: 'faturado',
  enviado: 'enviado',
  entregue: 'entregue',
  recusado: 'recusado',
  cancelado: 'cancelado',
};

/** Why `acao` cannot happen with the order in `status` (409). */
export function motivoDoConflito(acao: AcaoPedido, status: string): string {
  const de = TRANSICOES_PEDIDO_COMPRA[acao].de;
  if (status === 'recusado') return 'Este pedido foi recusado.';
  if (status === 'cancelado') return 'Este pedido foi cancelado.';
  const atual = ADIANTE.indexOf(status as StatusPedidoCompra);
  if (atual >= 0 && atual < ADIANTE.indexOf(de)) return `Este pedido ainda não foi ${PARTICIPIO[de]}.`;
  if (atual > 0) return `Este pedido já foi ${PARTICIPIO[status as StatusPedidoCompra]}.`;
  return 'Esta ação não é possível no estado atual do pedido.';
}

/** Who may do each action, as the 403 says it to the other side. */
const SO_QUEM: Record<AcaoPedido, string> = {
  confirmar: 'Só o fornecedor confirma o pedido.',
  faturar: 'Só o fornecedor informa o faturamento.',
  enviar: 'Só o fornecedor informa o envio.',
  receber: 'Só o comprador confirma o recebimento.',
  recusar: 'Só o fornecedor recusa o pedido.',
  cancelar: 'Só o comprador cancela o pedido.',
};

export interface DadosTransicao {
  mensagem?: string | null;
  nota_fiscal?: string;
  rastreio?: string | null;
  motivo?: string | null;
}

/**
 * Moves an order one step: the caller's side must be the one the action belongs to (403), the
 * order in the action's `de` status (409 with the reason). Records the event, notifies the other
 * side and tells both companies' channels.
 */
export async function transicionar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  uuid: string,
  acao: AcaoPedido,
  d: DadosTransicao,
) {
  const atual = await buscar(ctx, empresa.id, uuid);
  const t = TRANSICOES_PEDIDO_COMPRA[acao];
  if (atual.tipo === 'venda' && acao === 'enviar') {
    const enviada = await enviarProposta(ctx, empresa, sessao, atual, d.mensagem ?? null);
    return { ...(await umParaApi(ctx, empresa.id, enviada.p)), link: enviada.link };
  }
  if (atual.tipo !== 'compra') throw new AppError('CONFLITO', 'Esta ação é só de pedidos de compra.');
  if (papelDe(atual, empresa.id) !== t.quem) throw new AppError('SEM_PERMISSAO', SO_QUEM[acao]);
  if (atual.status !== t.de) throw new AppError('CONFLITO', motivoDoConflito(acao, atual.status));
  const agora = ctx.now();
  const campos: Partial<typeof pedidos.$inferInsert> = { status: t.para, atualizadoEm: agora };
  if (acao === 'faturar') campos.notaFiscal = d.nota_fiscal ?? null;
  if (acao === 'enviar') campos.rastreio = d.rastreio ?? null;
  if (acao === 'recusar' || acao === 'cancelar') campos.motivo = d.motivo ?? null;
  const mensagem = d.motivo ?? d.mensagem ?? null;
  const r = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .update(pedidos)
      .set(campos)
      .where(and(eq(pedidos.id, atual.id), eq(pedidos.status, t.de)))
      .returning();
    if (!p) return null;
    await tx.insert(pedidoEventos).values({
      pedidoId: p.id,
      empresaId: empresa.id,
      usuarioId: sessao.usuarioId,
      de: t.de,
      para: t.para,
      mensagem,
      criadoEm: agora,
    });
    const cruzamentos = await moverEstoque({ ...ctx, db: tx }, p, acao, sessao.usuarioId);
    await lancamentosDoPedido({ ...ctx, db: tx }, p, acao, sessao.usuarioId);
    return { p, cruzamentos };
  });
  if (!r) {
    // Someone moved it between the read and the update: say what it is now.
    const agoraE = await buscar(ctx, empresa.id, uuid);
    throw new AppError('CONFLITO', motivoDoConflito(acao, agoraE.status));
  }
  const movido = r.p;
  await avisarCruzamentos(ctx, r.cruzamentos);
  await avisarOutroLado(ctx, movido, t.quem, mensagem);
  return umParaApi(ctx, empresa.id, movido);
}
