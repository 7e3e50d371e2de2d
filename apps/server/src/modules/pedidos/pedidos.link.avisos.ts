import { canalEmpresa, type MensagemPedido } from '@irradia/shared/realtime/canais';
import type { pedidos } from '../../db/schema/pedidos.ts';
import type { AppContext } from '../../platform/context.ts';
import { transmitir } from '../../platform/realtime/transmit.ts';
import { empresasPorIds, usuariosComPermissao } from '../empresas/empresas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';

// What the customer does on the public link reaches the deal's team at once (decision 032): a
// notification (tipo `proposta_<status>`) to everyone with pedido:view, and an event on the
// company's channel so an open pipeline screen refetches. Neither undoes the step if it fails.

type Linha = typeof pedidos.$inferSelect;

/** Where the team opens the deal: the proposal, or the contract once there is one. */
const linkDaVenda = (p: Linha) => (p.etapa === 'contrato' ? `/contratos/${p.uuid}` : `/orcamentos/${p.uuid}`);

function texto(p: Linha, cliente: string) {
  const n = `nº ${p.numero}`;
  switch (p.status) {
    case 'visualizada':
      return { titulo: `Proposta ${n} visualizada`, mensagem: `${cliente} abriu a proposta.` };
    case 'aceita':
      return {
        titulo: `Proposta ${n} aceita`,
        mensagem: `${cliente} aceitou a proposta (assinado por ${p.aceiteNome ?? ''}).`,
      };
    case 'assinado':
      return {
        titulo: `Contrato ${n} assinado`,
        mensagem: `${cliente} assinou o contrato (${p.assinaturaNome ?? ''}).`,
      };
    case 'recusada':
      return {
        titulo: `Proposta ${n} recusada`,
        mensagem: p.recusaMotivo
          ? `${cliente} recusou a proposta: ${p.recusaMotivo}`
          : `${cliente} recusou a proposta.`,
      };
    default:
      return { titulo: `Proposta ${n} atualizada`, mensagem: null };
  }
}

/**
 * Pushes `{ tipo: 'pedido' }` on the company's channel and, with `notificar`, tells its people who
 * see deals. `cliente` names the customer in the notification.
 */
export async function avisarEquipe(
  ctx: AppContext,
  p: Linha,
  opcoes: { notificar: boolean; cliente?: string },
) {
  if (opcoes.notificar) {
    const { titulo, mensagem } = texto(p, opcoes.cliente || 'O cliente');
    try {
      for (const usuarioId of await usuariosComPermissao(ctx, p.empresaId, 'pedido:view'))
        await notificar(ctx, usuarioId, {
          tipo: `proposta_${p.status}`,
          titulo,
          mensagem,
          link: linkDaVenda(p),
          empresaId: p.empresaId,
        });
    } catch (err) {
      ctx.log.warn({ err }, 'proposal notification not recorded');
    }
  }
  const empresa = (await empresasPorIds(ctx, [p.empresaId])).get(p.empresaId);
  if (!empresa) return;
  const evento: MensagemPedido = { tipo: 'pedido', pedido: p.uuid, status: p.status };
  await transmitir(ctx, canalEmpresa(empresa.uuid), evento).catch((err: unknown) =>
    ctx.log.warn({ err }, 'proposal event not pushed'),
  );
}
