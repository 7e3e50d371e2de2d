import type { TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { cartaoClassificacoes, cartoes, classificacoes, fases, quadros } from '../../db/schema/quadros.ts';
import type { AppContext } from '../../platform/context.ts';
import { funcionariosPorId } from '../funcionarios/funcionarios.consultas.ts';
import { avisarQuadro } from './quadros.aviso.ts';
import {
  cartaoParaApi,
  inserirCartao,
  type LinhaCartao,
  QUADRO_DO_CARTAO,
  sincronizar,
  tipoDoCartao,
} from './quadros.cartoes.ts';
import { registrarEvento } from './quadros.historico.ts';
import { faseDestino, fasesComQuadro, moverLinha } from './quadros.mover.ts';

// What the automations do on the board (decision 039), for a company and not a signed-in person:
// no permission check here (the rule's author had it), the tenant still in every query.

export async function cartaoPorId(ctx: AppContext, id: number): Promise<LinhaCartao | null> {
  const [c] = await ctx.db.select().from(cartoes).where(eq(cartoes.id, id));
  return c ?? null;
}

/** The card of a record (put on the default board first if it has none). */
export async function cartaoDoRegistro(
  ctx: AppContext,
  empresaId: number,
  tipo: TipoCartao,
  registroId: number,
) {
  const col = tipo === 'atendimento' ? cartoes.atendimentoId : cartoes.pedidoId;
  const buscar = async () =>
    (
      await ctx.db
        .select()
        .from(cartoes)
        .where(and(eq(col, registroId), eq(cartoes.empresaId, empresaId)))
    )[0] ?? null;
  const c = await buscar();
  if (c) return c;
  await sincronizar(ctx, empresaId, QUADRO_DO_CARTAO[tipo]);
  return buscar();
}

/** The uuid of a stage of the company's boards of a kind, with its board; null if gone. */
async function faseDaEmpresa(ctx: AppContext, empresaId: number, tipo: TipoCartao, faseUuid: string) {
  return faseDestino(ctx, empresaId, tipo, faseUuid).catch(() => null);
}

async function avisar(ctx: AppContext, c: LinhaCartao) {
  const api = await cartaoParaApi(ctx, c);
  const [q] = await ctx.db.select({ uuid: quadros.uuid }).from(quadros).where(eq(quadros.id, c.quadroId));
  if (q)
    await avisarQuadro(ctx, q.uuid, {
      tipo: 'cartao',
      cartao: api.uuid,
      fase: api.fase,
      posicao: api.posicao,
      por: null,
    });
  return api;
}

/** A card for a record an automation made, on the rule's stage. */
export async function abrirCartao(
  ctx: AppContext,
  d: {
    empresaId: number;
    faseUuid: string;
    registroId: number;
    automacaoId: number;
    automacaoNome: string;
    /** Opened on a plant alert. */
    porAlerta: boolean;
    /** The alert to close it with, when the rule says so. */
    alertaId: number | null;
  },
): Promise<LinhaCartao | null> {
  const fase = await faseDaEmpresa(ctx, d.empresaId, 'atendimento', d.faseUuid);
  if (!fase) return null;
  const c = await inserirCartao(ctx, {
    empresaId: d.empresaId,
    quadroId: fase.quadroId,
    fase: { id: fase.id, fechada: fase.fechada },
    tipo: 'atendimento',
    registroId: d.registroId,
    origem: d.porAlerta ? 'alerta' : 'automacao',
    agora: ctx.now(),
    alertaId: d.alertaId,
  });
  if (!c) return null;
  await ctx.db.update(cartoes).set({ automacaoId: d.automacaoId }).where(eq(cartoes.id, c.id));
  await registrarEvento(ctx, {
    cartaoId: c.id,
    tipo: 'criado',
    usuarioId: null,
    para: fase.nome,
    mensagem: `Criado pela automação "${d.automacaoNome}"`,
  });
  await avisar(ctx, c);
  return { ...c, automacaoId: d.automacaoId };
}

/** Moves the card to a stage (by uuid) of a board of its kind; false if the stage is gone. */
export async function moverPorAutomacao(
  ctx: AppContext,
  c: LinhaCartao,
  faseUuid: string,
  cadeia: readonly number[],
) {
  const fase = await faseDaEmpresa(ctx, c.empresaId, tipoDoCartao(c), faseUuid);
  if (!fase) return null;
  await moverLinha(ctx, c, fase, undefined, { usuarioId: null, usuarioUuid: null, cadeia });
  return fase.nome;
}

/** Moves the card to its board's first closed stage; the stage's name, or null if it has none. */
export async function fecharPorAutomacao(ctx: AppContext, c: LinhaCartao, cadeia: readonly number[]) {
  const [f] = await fasesComQuadro(ctx, and(eq(fases.quadroId, c.quadroId), eq(fases.fechada, true)));
  if (!f) return null;
  await moverLinha(ctx, c, f, undefined, { usuarioId: null, usuarioUuid: null, cadeia });
  return f.nome;
}

export async function atribuirPorAutomacao(ctx: AppContext, c: LinhaCartao, funcionarioId: number) {
  const [f] = await funcionariosPorId(ctx, [funcionarioId]);
  if (!f || c.responsavelId === funcionarioId) return f?.nome ?? null;
  await ctx.db.update(cartoes).set({ responsavelId: funcionarioId }).where(eq(cartoes.id, c.id));
  await registrarEvento(ctx, {
    cartaoId: c.id,
    tipo: 'responsavel',
    usuarioId: null,
    para: f.nome,
    mensagem: 'Atribuído por uma automação',
  });
  await avisar(ctx, { ...c, responsavelId: funcionarioId });
  return f.nome;
}

export async function etiquetarPorAutomacao(ctx: AppContext, c: LinhaCartao, classificacaoUuid: string) {
  const [e] = await ctx.db
    .select({ id: classificacoes.id, nome: classificacoes.nome })
    .from(classificacoes)
    .where(and(eq(classificacoes.uuid, classificacaoUuid), eq(classificacoes.empresaId, c.empresaId)));
  if (!e) return null;
  const novo = await ctx.db
    .insert(cartaoClassificacoes)
    .values({ cartaoId: c.id, classificacaoId: e.id })
    .onConflictDoNothing()
    .returning();
  if (novo.length) {
    await registrarEvento(ctx, {
      cartaoId: c.id,
      tipo: 'classificacao',
      usuarioId: null,
      para: e.nome,
      mensagem: 'Etiqueta adicionada por uma automação',
    });
    await avisar(ctx, c);
  }
  return e.nome;
}

/** Open cards an automation opened for this alert, to close with it. */
export async function cartoesDoAlerta(ctx: AppContext, alertaId: number) {
  return ctx.db
    .select()
    .from(cartoes)
    .where(and(eq(cartoes.alertaId, alertaId), isNull(cartoes.fechadoEm)));
}

/**
 * Open cards whose due date passed before `hoje` and was not told yet; marks them told, so each
 * due date triggers once (a new due date triggers again).
 */
export async function cartoesVencidos(ctx: AppContext, hoje: string): Promise<LinhaCartao[]> {
  return ctx.db
    .update(cartoes)
    .set({ prazoAvisado: sql`${cartoes.prazo}` })
    .where(
      and(
        isNotNull(cartoes.prazo),
        lt(cartoes.prazo, hoje),
        isNull(cartoes.fechadoEm),
        or(isNull(cartoes.prazoAvisado), ne(cartoes.prazoAvisado, cartoes.prazo)),
      ),
    )
    .returning();
}
