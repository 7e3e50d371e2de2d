import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { caminhoDaProposta } from '@irradia/shared/propostas/link.schema';
import { and, eq } from 'drizzle-orm';
import { pedidoEventos, pedidos } from '../../db/schema/pedidos.ts';
import { type EmpresaAtual, novoToken, type SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, type CampoInvalido, erroValidacao } from '../../platform/errors.ts';
import { avisarEquipe } from './pedidos.link.avisos.ts';
import { calcularDoPedido, PARA_DIMENSIONAR, PARA_PRECIFICAR } from './pedidos.proposta.ts';

// Sending a deal's proposal (decision 032): POST /api/pedidos/:uuid/enviar on a deal makes the
// customer's public link. Only the token's SHA-256 is stored; the link is in the send's answer
// only, and each send is a new revision with a new link (the previous one answers 404).

type Linha = typeof pedidos.$inferSelect;

/** Validity is a calendar day in Brazil: a proposal valid "até 31/01" holds through that day there. */
const FUSO_DA_VALIDADE = 'America/Sao_Paulo';
export const hojeDaProposta = (ctx: AppContext) => hojeNoFuso(ctx.now(), FUSO_DA_VALIDADE);

/** From these the proposal may be sent (again); an accepted one is closed. */
const ENVIAVEIS = new Set(['rascunho', 'enviada', 'visualizada', 'recusada', 'expirada']);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What a deal's company sees of its link and the customer's answer (GET /api/pedidos/:uuid). */
export function envioParaApi(p: Linha) {
  return {
    link: null as string | null,
    revisao: p.revisao,
    enviada_em: iso(p.enviadaEm),
    visualizada_em: iso(p.visualizadaEm),
    respondida_em: iso(p.respondidaEm),
    aceite:
      p.aceiteNome && p.aceiteCpf ? { nome: p.aceiteNome, cpf: p.aceiteCpf, ip: p.aceiteIp ?? '' } : null,
    recusa_motivo: p.recusaMotivo,
  };
}

/** 422 listing what keeps the proposal from being sent: sizing, price and a validity from today on. */
async function conferirProposta(ctx: AppContext, p: Linha) {
  const calc = await calcularDoPedido(ctx, p);
  const erros: CampoInvalido[] = [];
  const falta = (campos: Set<string>) =>
    calc.pendencias
      .filter((x) => campos.has(x.campo))
      .forEach((x) => {
        if (!erros.some((e) => e.field === x.campo))
          erros.push({ field: x.campo, rule: 'required', message: x.mensagem });
      });
  if (!calc.dimensionamento) falta(PARA_DIMENSIONAR);
  if (!calc.preco) falta(PARA_PRECIFICAR);
  if ((!calc.dimensionamento || !calc.preco) && erros.length === 0)
    erros.push({
      field: 'proposta',
      rule: 'required',
      message: 'Complete o dimensionamento e o preço antes de enviar a proposta',
    });
  const validade = calc.entradas.validade;
  if (validade === null)
    erros.push({ field: 'validade', rule: 'required', message: 'Informe a validade da proposta' });
  else if (validade < hojeDaProposta(ctx))
    erros.push({
      field: 'validade',
      rule: 'after_or_equal',
      message: 'A validade da proposta já passou: informe uma data de hoje em diante',
    });
  if (erros.length > 0) throw erroValidacao(erros);
}

/**
 * Sends (or sends again) a deal's proposal: status enviada, a new revision with a new link, the
 * customer's earlier view or refusal cleared (the history keeps them). Answers the row and the link.
 */
export async function enviarProposta(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  atual: Linha,
  mensagem: string | null,
): Promise<{ p: Linha; link: string }> {
  if (atual.etapa !== 'orcamento')
    throw new AppError('CONFLITO', 'A proposta só é enviada na etapa de orçamento.');
  if (!ENVIAVEIS.has(atual.status)) throw new AppError('CONFLITO', 'Esta proposta já foi aceita.');
  await conferirProposta(ctx, atual);
  const { token, hash } = novoToken();
  const agora = ctx.now();
  const revisao = atual.revisao + 1;
  const p = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .update(pedidos)
      .set({
        status: 'enviada',
        linkHash: hash,
        revisao,
        enviadaEm: agora,
        visualizadaEm: null,
        respondidaEm: null,
        aceiteNome: null,
        aceiteCpf: null,
        aceiteIp: null,
        recusaMotivo: null,
        atualizadoEm: agora,
      })
      .where(and(eq(pedidos.id, atual.id), eq(pedidos.status, atual.status)))
      .returning();
    if (!p) return null;
    await tx.insert(pedidoEventos).values({
      pedidoId: p.id,
      empresaId: empresa.id,
      usuarioId: sessao.usuarioId,
      de: atual.status,
      para: 'enviada',
      mensagem: mensagem ?? (revisao > 1 ? `Proposta reenviada (revisão ${revisao})` : 'Proposta enviada'),
      criadoEm: agora,
    });
    return p;
  });
  if (!p) throw new AppError('CONFLITO', 'A proposta mudou enquanto era enviada. Tente de novo.');
  await avisarEquipe(ctx, p, { notificar: false });
  return { p, link: caminhoDaProposta(token) };
}
