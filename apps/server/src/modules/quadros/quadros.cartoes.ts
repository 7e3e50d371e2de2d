import { hojeNoFuso } from '@irradia/shared/format/fuso';
import {
  type Cartao,
  type OrigemCartao,
  TIPO_CARTAO_DO_QUADRO,
  type TipoCartao,
  type TipoQuadro,
} from '@irradia/shared/quadros/quadros.schema';
import { and, asc, count, eq, inArray, isNotNull, max, type SQL } from 'drizzle-orm';
import {
  anexos,
  cartaoClassificacoes,
  cartoes,
  classificacoes,
  comentarios,
  fases,
  quadros,
} from '../../db/schema/quadros.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { clientesPorIds } from '../clientes/clientes.service.ts';
import { funcionariosPorId } from '../funcionarios/funcionarios.consultas.ts';
import { usinasPorId } from '../usinas/usinas.service.ts';
import { fonte, type ResumoDoCartao } from './quadros.fontes.ts';
import { fasesDe, podeNoQuadro, quadroPadrao } from './quadros.service.ts';

// Cards (decision 038): a record of its owner module placed on a stage. A record with no card yet
// (made before the board existed, or by a flow that does not know the board) gets one the first
// time the board or the card is looked at, in the default board, at the stage its status suggests.

export type LinhaCartao = typeof cartoes.$inferSelect;

export const QUADRO_DO_CARTAO: Record<TipoCartao, TipoQuadro> = {
  atendimento: 'atendimentos',
  pedido: 'pedidos',
};
const colunaDo = (tipo: TipoCartao) => (tipo === 'atendimento' ? cartoes.atendimentoId : cartoes.pedidoId);
export const tipoDoCartao = (c: LinhaCartao): TipoCartao =>
  c.atendimentoId !== null ? 'atendimento' : 'pedido';
export const idDoRegistro = (c: LinhaCartao): number => (c.atendimentoId ?? c.pedidoId) as number;

/** Puts the company's records of a kind that have no card yet on its default board. */
export async function sincronizar(ctx: AppContext, empresaId: number, tipoQuadro: TipoQuadro): Promise<void> {
  const tipo = TIPO_CARTAO_DO_QUADRO[tipoQuadro];
  const registros = await fonte(tipo).daEmpresa(ctx, empresaId);
  if (registros.length === 0) return;
  const col = colunaDo(tipo);
  const jaTem = new Set(
    (
      await ctx.db
        .select({ id: col })
        .from(cartoes)
        .where(and(eq(cartoes.empresaId, empresaId), isNotNull(col)))
    ).map((r) => r.id),
  );
  const faltam = registros.filter((r) => !jaTem.has(r.id));
  if (faltam.length === 0) return;
  const q = await quadroPadrao(ctx, empresaId, tipoQuadro);
  const etapas = await fasesDe(ctx, [q.id]);
  const abertas = etapas.filter((f) => !f.fechada);
  const fechada = etapas.find((f) => f.fechada) ?? etapas[etapas.length - 1];
  const agora = ctx.now();
  for (const r of faltam) {
    const fase =
      r.lugar === 'fechada' ? fechada : (abertas[Math.min(r.lugar, abertas.length - 1)] ?? etapas[0]);
    if (!fase) continue;
    await inserirCartao(ctx, {
      empresaId,
      quadroId: q.id,
      fase,
      tipo,
      registroId: r.id,
      origem: tipo === 'atendimento' ? 'solicitacao' : 'manual',
      agora,
    });
  }
}

/** A new card at the end of `fase` (a record already on a board keeps its card). */
export async function inserirCartao(
  ctx: AppContext,
  c: {
    empresaId: number;
    quadroId: number;
    fase: { id: number; fechada: boolean };
    tipo: TipoCartao;
    registroId: number;
    origem: OrigemCartao;
    agora: Date;
    responsavelId?: number | null;
    prazo?: string | null;
    alertaId?: number | null;
  },
): Promise<LinhaCartao | null> {
  const [fim] = await ctx.db
    .select({ m: max(cartoes.posicao) })
    .from(cartoes)
    .where(eq(cartoes.faseId, c.fase.id));
  const [novo] = await ctx.db
    .insert(cartoes)
    .values({
      empresaId: c.empresaId,
      quadroId: c.quadroId,
      faseId: c.fase.id,
      atendimentoId: c.tipo === 'atendimento' ? c.registroId : null,
      pedidoId: c.tipo === 'pedido' ? c.registroId : null,
      posicao: (fim?.m ?? -1) + 1,
      origem: c.origem,
      responsavelId: c.responsavelId ?? null,
      prazo: c.prazo ?? null,
      alertaId: c.alertaId ?? null,
      faseDesde: c.agora,
      fechadoEm: c.fase.fechada ? c.agora : null,
      criadoEm: c.agora,
    })
    .onConflictDoNothing()
    .returning();
  return novo ?? null;
}

/**
 * The card of a record the company owns, which the caller may `acao` on (404 otherwise; a record
 * not on a board yet is put there first).
 */
export async function cartaoDe(
  ctx: AppContext,
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  acao = 'view',
): Promise<LinhaCartao> {
  const tipoQuadro = QUADRO_DO_CARTAO[tipo];
  const naoEncontrado = () => new AppError('NAO_ENCONTRADO', 'Cartão não encontrado');
  if (!podeNoQuadro(empresa, tipoQuadro, 'view')) throw naoEncontrado();
  const id = await fonte(tipo).idDoUuid(ctx, empresa.id, uuid);
  if (id === null) throw naoEncontrado();
  let [c] = await ctx.db
    .select()
    .from(cartoes)
    .where(eq(colunaDo(tipo), id));
  if (!c) {
    await sincronizar(ctx, empresa.id, tipoQuadro);
    [c] = await ctx.db
      .select()
      .from(cartoes)
      .where(eq(colunaDo(tipo), id));
  }
  if (!c || c.empresaId !== empresa.id) throw naoEncontrado();
  if (!podeNoQuadro(empresa, tipoQuadro, acao)) throw new AppError('SEM_PERMISSAO');
  return c;
}

/** The cards as the API shows them, in the order given. */
export async function cartoesParaApi(ctx: AppContext, rows: readonly LinhaCartao[]): Promise<Cartao[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const porTipo = new Map<TipoCartao, Map<number, ResumoDoCartao>>();
  for (const tipo of ['atendimento', 'pedido'] as const) {
    const deste = rows.filter((c) => tipoDoCartao(c) === tipo).map(idDoRegistro);
    porTipo.set(tipo, deste.length ? await fonte(tipo).resumos(ctx, deste) : new Map());
  }
  const resumo = (c: LinhaCartao) => porTipo.get(tipoDoCartao(c))?.get(idDoRegistro(c));
  const resumos = rows.map(resumo);
  const clientes = await clientesPorIds(
    ctx,
    resumos.flatMap((r) => (r?.clienteId ? [r.clienteId] : [])),
  );
  const usinas = await usinasPorId(
    ctx,
    resumos.flatMap((r) => (r?.usinaId ? [r.usinaId] : [])),
  );
  const responsaveis = new Map(
    (
      await funcionariosPorId(
        ctx,
        rows.flatMap((c) => (c.responsavelId ? [c.responsavelId] : [])),
      )
    ).map((f) => [f.id, { uuid: f.uuid, nome: f.nome }]),
  );
  const fasesEQuadros = await ctx.db
    .select({ id: fases.id, uuid: fases.uuid, quadro: quadros.uuid })
    .from(fases)
    .innerJoin(quadros, eq(quadros.id, fases.quadroId))
    .where(inArray(fases.id, [...new Set(rows.map((c) => c.faseId))]));
  const fase = new Map(fasesEQuadros.map((f) => [f.id, f]));
  const etiquetas = await ctx.db
    .select({
      cartaoId: cartaoClassificacoes.cartaoId,
      uuid: classificacoes.uuid,
      nome: classificacoes.nome,
      cor: classificacoes.cor,
    })
    .from(cartaoClassificacoes)
    .innerJoin(classificacoes, eq(classificacoes.id, cartaoClassificacoes.classificacaoId))
    .where(inArray(cartaoClassificacoes.cartaoId, ids))
    .orderBy(asc(classificacoes.nome));
  const contar = async (t: typeof comentarios | typeof anexos) =>
    new Map(
      (
        await ctx.db
          .select({ id: t.cartaoId, n: count() })
          .from(t)
          .where(inArray(t.cartaoId, ids))
          .groupBy(t.cartaoId)
      ).map((r) => [r.id, Number(r.n)]),
    );
  const nComentarios = await contar(comentarios);
  const nAnexos = await contar(anexos);
  const hoje = hojeNoFuso(ctx.now(), 'America/Sao_Paulo');
  return rows.map((c, i) => {
    const r = resumos[i];
    const f = fase.get(c.faseId);
    const cliente = r?.clienteId ? clientes.get(r.clienteId) : undefined;
    const usina = r?.usinaId ? usinas.get(r.usinaId) : undefined;
    return {
      uuid: r?.uuid ?? '',
      tipo: tipoDoCartao(c),
      numero: r?.numero ?? 0,
      titulo: r?.titulo ?? 'Registro excluído',
      status: r?.status ?? '',
      quadro: f?.quadro ?? '',
      fase: f?.uuid ?? '',
      posicao: c.posicao,
      fase_desde: c.faseDesde.toISOString(),
      fechado_em: c.fechadoEm?.toISOString() ?? null,
      origem: c.origem as OrigemCartao,
      cliente: cliente ? { uuid: cliente.uuid, nome: cliente.nome } : null,
      usina: usina ? { uuid: usina.uuid, nome: usina.nome } : null,
      responsavel: c.responsavelId ? (responsaveis.get(c.responsavelId) ?? null) : null,
      prazo: c.prazo,
      atrasado: c.prazo !== null && c.fechadoEm === null && c.prazo < hoje,
      valor_rs: r?.valorCentavos == null ? null : r.valorCentavos / 100,
      classificacoes: etiquetas
        .filter((e) => e.cartaoId === c.id)
        .map(({ uuid, nome, cor }) => ({ uuid, nome, cor })),
      comentarios: nComentarios.get(c.id) ?? 0,
      anexos: nAnexos.get(c.id) ?? 0,
      criado_em: (r?.criadoEm ?? c.criadoEm).toISOString(),
    };
  });
}

export async function cartaoParaApi(ctx: AppContext, c: LinhaCartao): Promise<Cartao> {
  const [r] = await cartoesParaApi(ctx, [c]);
  return r as Cartao;
}

export interface FiltroCartoes {
  fase?: string | undefined;
  responsavel?: string | undefined;
  classificacao?: string | undefined;
  usina?: string | undefined;
  cliente?: string | undefined;
  prazo?: 'vencido' | 'hoje' | 'semana' | 'sem_prazo' | undefined;
  search?: string | undefined;
}

const mais7 = (dia: string) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * A board's cards, in stage order then position. The stage, employee and label filters run in
 * SQL; customer, plant and search read the records' own data, so they filter the shaped cards.
 */
export async function cartoesDoQuadro(
  ctx: AppContext,
  empresaId: number,
  quadro: { id: number; tipo: string },
  f: FiltroCartoes,
): Promise<Cartao[]> {
  await sincronizar(ctx, empresaId, quadro.tipo as TipoQuadro);
  const w: SQL[] = [eq(cartoes.quadroId, quadro.id), eq(cartoes.empresaId, empresaId)];
  if (f.fase) w.push(eq(fases.uuid, f.fase));
  const rows = await ctx.db
    .select({ c: cartoes })
    .from(cartoes)
    .innerJoin(fases, eq(fases.id, cartoes.faseId))
    .where(and(...w))
    .orderBy(asc(fases.ordem), asc(cartoes.posicao), asc(cartoes.id));
  let todos = await cartoesParaApi(
    ctx,
    rows.map((r) => r.c),
  );
  const hoje = hojeNoFuso(ctx.now(), 'America/Sao_Paulo');
  if (f.responsavel === 'nenhum') todos = todos.filter((c) => c.responsavel === null);
  else if (f.responsavel) todos = todos.filter((c) => c.responsavel?.uuid === f.responsavel);
  if (f.classificacao) todos = todos.filter((c) => c.classificacoes.some((e) => e.uuid === f.classificacao));
  if (f.usina) todos = todos.filter((c) => c.usina?.uuid === f.usina);
  if (f.cliente) todos = todos.filter((c) => c.cliente?.uuid === f.cliente);
  if (f.prazo === 'vencido') todos = todos.filter((c) => c.atrasado);
  if (f.prazo === 'hoje') todos = todos.filter((c) => c.prazo === hoje);
  if (f.prazo === 'semana')
    todos = todos.filter(
      (c) => c.prazo !== null && c.prazo >= hoje && c.prazo <= mais7(hoje) && !c.fechado_em,
    );
  if (f.prazo === 'sem_prazo') todos = todos.filter((c) => c.prazo === null);
  const termo = f.search?.replace(/^#/, '').toLowerCase();
  if (termo)
    todos = todos.filter(
      (c) =>
        String(c.numero) === termo ||
        c.titulo.toLowerCase().includes(termo) ||
        (c.cliente?.nome.toLowerCase().includes(termo) ?? false) ||
        (c.usina?.nome.toLowerCase().includes(termo) ?? false),
    );
  return todos;
}
