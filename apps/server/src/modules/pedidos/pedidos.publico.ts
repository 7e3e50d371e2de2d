import {
  type PropostaPublica,
  STATUS_PROPOSTA_PUBLICA,
  type StatusPropostaPublica,
} from '@irradia/shared/propostas/link.schema';
import { ZPropostaEntrada } from '@irradia/shared/propostas/proposta.schema';
import { and, eq, inArray } from 'drizzle-orm';
import { pedidoEventos, pedidos } from '../../db/schema/pedidos.ts';
import { hashToken } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { clientesPorIds } from '../clientes/clientes.service.ts';
import { marcaDaEmpresa } from '../empresas/empresas.marca.ts';
import { usuariosComPermissao } from '../empresas/empresas.service.ts';
import { contratoPublico, exigirAguardando, moverContrato, textoDoContrato } from './pedidos.contrato.ts';
import { avisarEquipe } from './pedidos.link.avisos.ts';
import { hojeDaProposta } from './pedidos.link.ts';
import { calcularDoPedido } from './pedidos.proposta.ts';

// The customer's side of the public link (decision 032): no account, the token is the credential.
// Whatever is wrong with a link (unknown, replaced by a newer send, a draft, past its validity)
// answers the same 404, so the page tells nothing about other proposals. The answer never carries
// a cost, margin or tax: only the sale price and what the system does for the customer.

type Linha = typeof pedidos.$inferSelect;

const INDISPONIVEL = 'Proposta não encontrada ou fora da validade. Peça um novo link a quem a enviou.';
const PENDENTES = ['enviada', 'visualizada'];
const JA_RESPONDIDA: Record<string, string> = {
  aceita: 'Esta proposta já foi aceita.',
  recusada: 'Esta proposta já foi recusada.',
};

const validadeDe = (p: Linha) => {
  const r = ZPropostaEntrada.safeParse(p.proposta ?? {});
  return r.success ? r.data.validade : null;
};

/** A pending proposal past its validity becomes expirada (with its event and a push to the team). */
async function expirar(ctx: AppContext, p: Linha) {
  const agora = ctx.now();
  const expirado = await ctx.db.transaction(async (tx) => {
    const [e] = await tx
      .update(pedidos)
      .set({ status: 'expirada', atualizadoEm: agora })
      .where(and(eq(pedidos.id, p.id), inArray(pedidos.status, PENDENTES)))
      .returning();
    if (!e) return null;
    await tx.insert(pedidoEventos).values({
      pedidoId: e.id,
      empresaId: null,
      usuarioId: null,
      de: p.status,
      para: 'expirada',
      mensagem: 'A validade da proposta passou',
      criadoEm: agora,
    });
    return e;
  });
  if (expirado) await avisarEquipe(ctx, expirado, { notificar: false });
}

/** The deal a link token opens, if the customer may see it now; anything else is the one 404. */
async function porToken(ctx: AppContext, token: string): Promise<Linha> {
  const [p] = await ctx.db
    .select()
    .from(pedidos)
    .where(and(eq(pedidos.linkHash, hashToken(token)), eq(pedidos.tipo, 'venda')));
  if (!p || !(STATUS_PROPOSTA_PUBLICA as readonly string[]).includes(p.status))
    throw new AppError('NAO_ENCONTRADO', INDISPONIVEL);
  if (PENDENTES.includes(p.status)) {
    const validade = validadeDe(p);
    if (validade === null || validade < hojeDaProposta(ctx)) {
      await expirar(ctx, p);
      throw new AppError('NAO_ENCONTRADO', INDISPONIVEL);
    }
  }
  return p;
}

async function nomeDoCliente(ctx: AppContext, p: Linha) {
  if (p.clienteId !== null) {
    const c = (await clientesPorIds(ctx, [p.clienteId])).get(p.clienteId);
    if (c) return c.nome;
  }
  return p.leadNome ?? '';
}

/** The proposal as the customer sees it: each field picked by name, so no cost can slip in. */
async function paraPublico(ctx: AppContext, p: Linha): Promise<PropostaPublica> {
  const calc = await calcularDoPedido(ctx, p);
  const marca = await marcaDaEmpresa(ctx, p.empresaId);
  // A sent proposal had its sizing, price and validity (pedidos.link.ts); inputs changed since
  // (only a draft's may change, but an old row may not hold) make the link unavailable.
  if (!marca || !calc.preco || !calc.entradas.validade || !p.enviadaEm)
    throw new AppError('NAO_ENCONTRADO', INDISPONIVEL);
  return {
    empresa: marca,
    cliente: { nome: await nomeDoCliente(ctx, p) },
    numero: p.numero,
    revisao: p.revisao,
    status: p.status as StatusPropostaPublica,
    validade: calc.entradas.validade,
    enviada_em: p.enviadaEm.toISOString(),
    respondida_em: p.respondidaEm?.toISOString() ?? null,
    aceite: p.status !== 'recusada' && p.aceiteNome ? { nome: p.aceiteNome } : null,
    cidade: calc.cidade ? { nome: calc.cidade.nome } : null,
    modulo_wp: calc.dimensionamento?.potencia_modulo_wp ?? calc.entradas.modulo_wp,
    dimensionamento: calc.dimensionamento,
    inversor: calc.inversor,
    // Equipment by name and quantity only: the kit's costs stay with the company.
    equipamentos: (calc.kit?.itens ?? []).map((i) => ({
      tipo: i.tipo,
      nome: i.nome,
      fabricante: i.fabricante,
      modelo: i.modelo,
      quantidade: i.quantidade,
    })),
    preco_rs: calc.preco.preco_rs,
    pagamentos: calc.pagamentos,
    financeiro: calc.financeiro,
    contrato: contratoPublico(p),
  };
}

/**
 * GET /api/propostas/:token. The first view of a sent proposal makes it visualizada and tells the
 * team; a signed-in member of the company (previewing the link it sent) does not count as a view.
 */
export async function verProposta(ctx: AppContext, token: string, usuarioId: number | null) {
  let p = await porToken(ctx, token);
  const daEquipe =
    usuarioId !== null && (await usuariosComPermissao(ctx, p.empresaId, 'pedido:view')).includes(usuarioId);
  if (p.status === 'enviada' && !daEquipe) {
    const agora = ctx.now();
    const visto = await ctx.db.transaction(async (tx) => {
      const [v] = await tx
        .update(pedidos)
        .set({ status: 'visualizada', visualizadaEm: agora, atualizadoEm: agora })
        .where(and(eq(pedidos.id, p.id), eq(pedidos.status, 'enviada')))
        .returning();
      if (!v) return null;
      await tx.insert(pedidoEventos).values({
        pedidoId: v.id,
        empresaId: null,
        usuarioId: null,
        de: 'enviada',
        para: 'visualizada',
        mensagem: 'O cliente abriu a proposta',
        criadoEm: agora,
      });
      return v;
    });
    if (visto) {
      p = visto;
      await avisarEquipe(ctx, p, { notificar: true, cliente: await nomeDoCliente(ctx, p) });
    }
  }
  return paraPublico(ctx, p);
}

export type Resposta =
  | { acao: 'aceitar'; nome: string; cpf: string; ip: string }
  | { acao: 'recusar'; motivo: string | null };

/** POST /api/propostas/:token/aceitar and /recusar: once; a second answer is a 409. */
export async function responderProposta(ctx: AppContext, token: string, r: Resposta) {
  const atual = await porToken(ctx, token);
  const ja = JA_RESPONDIDA[atual.status];
  if (ja) throw new AppError('CONFLITO', ja);
  const agora = ctx.now();
  const para = r.acao === 'aceitar' ? 'aceita' : 'recusada';
  const campos: Partial<typeof pedidos.$inferInsert> =
    r.acao === 'aceitar'
      ? { aceiteNome: r.nome, aceiteCpf: r.cpf, aceiteIp: r.ip }
      : { recusaMotivo: r.motivo };
  const p = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .update(pedidos)
      .set({
        ...campos,
        status: para,
        respondidaEm: agora,
        visualizadaEm: atual.visualizadaEm ?? agora,
        atualizadoEm: agora,
      })
      .where(and(eq(pedidos.id, atual.id), inArray(pedidos.status, PENDENTES)))
      .returning();
    if (!p) return null;
    await tx.insert(pedidoEventos).values({
      pedidoId: p.id,
      empresaId: null,
      usuarioId: null,
      de: atual.status,
      para,
      mensagem: r.acao === 'aceitar' ? `Aceita por ${r.nome}` : r.motivo,
      criadoEm: agora,
    });
    return p;
  });
  if (!p) {
    // Answered in another tab between the read and the update: say how.
    const agoraE = await porToken(ctx, token);
    throw new AppError('CONFLITO', JA_RESPONDIDA[agoraE.status] ?? 'Esta proposta já foi respondida.');
  }
  await avisarEquipe(ctx, p, { notificar: true, cliente: await nomeDoCliente(ctx, p) });
  if (para === 'aceita')
    await ctx.eventos.emitir(ctx, {
      tipo: 'proposta_aceita',
      empresaId: p.empresaId,
      pedidoId: p.id,
      clienteId: p.clienteId,
      valorCentavos: p.totalCentavos,
      descricao: `aceita por ${r.acao === 'aceitar' ? r.nome : 'o cliente'}`,
    });
  return paraPublico(ctx, p);
}

/**
 * POST /api/propostas/:token/assinar: the customer signs the contract on the same link, with the
 * same evidence as the acceptance (name and CPF typed, the time and the IP).
 */
export async function assinarContrato(
  ctx: AppContext,
  token: string,
  a: { nome: string; cpf: string; ip: string },
) {
  const atual = await porToken(ctx, token);
  exigirAguardando(atual);
  const p = await moverContrato(ctx, atual, {
    de: ['aguardando_assinatura'],
    campos: {
      status: 'assinado',
      assinadoEm: ctx.now(),
      assinaturaVia: 'link',
      assinaturaNome: a.nome,
      assinaturaCpf: a.cpf,
      assinaturaIp: a.ip,
      assinaturaArquivo: null,
    },
    evento: { usuarioId: null, empresaId: null, mensagem: `Contrato assinado por ${a.nome}` },
    conflito: 'Este contrato já foi assinado ou cancelado.',
  });
  await avisarEquipe(ctx, p, { notificar: true, cliente: await nomeDoCliente(ctx, p) });
  return paraPublico(ctx, p);
}

/** The deal behind a link that has a contract, for GET /api/propostas/:token/contrato/pdf. */
export async function contratoPorToken(ctx: AppContext, token: string) {
  const p = await porToken(ctx, token);
  textoDoContrato(p);
  return p;
}
