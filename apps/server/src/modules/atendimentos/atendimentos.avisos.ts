import { canalEmpresa, type MensagemAtendimento } from '@irradia/shared/realtime/canais';
import type { atendimentos } from '../../db/schema/atendimentos.ts';
import type { AppContext } from '../../platform/context.ts';
import { transmitir } from '../../platform/realtime/transmit.ts';
import { empresasPorIds, usuariosComPermissao } from '../empresas/empresas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';

// Each step of a request reaches the other side: a notification for whoever there sees requests
// (`atendimento:view`), and a company event on both sides' channels so open screens refresh.

type Linha = typeof atendimentos.$inferSelect;

/** The notification's title and text for the status the request just reached. */
function texto(a: Linha, prestador: string, solicitante: string) {
  const n = `#${a.numero}`;
  switch (a.status) {
    case 'aberto':
      return {
        titulo: `Nova solicitação de serviço: ${a.titulo}`,
        mensagem: `${solicitante} solicitou ${n}.`,
      };
    case 'aceito':
      return { titulo: `Solicitação aceita: ${a.titulo}`, mensagem: `${prestador} aceitou ${n}.` };
    case 'em_andamento':
      return { titulo: `Serviço iniciado: ${a.titulo}`, mensagem: `${prestador} iniciou o serviço ${n}.` };
    case 'concluido':
      return { titulo: `Serviço concluído: ${a.titulo}`, mensagem: `${prestador} concluiu o serviço ${n}.` };
    case 'recusado':
      return {
        titulo: `Solicitação recusada: ${a.titulo}`,
        mensagem: `${prestador} recusou ${n}${a.motivo ? `: ${a.motivo}` : '.'}`,
      };
    default:
      return {
        titulo: `Solicitação cancelada: ${a.titulo}`,
        mensagem: `${solicitante} cancelou ${n}${a.motivo ? `: ${a.motivo}` : '.'}`,
      };
  }
}

/** After `autor` created or moved `a`: notify the other side, push the event to both. */
export async function avisarOutroLado(ctx: AppContext, a: Linha, autor: number) {
  const ids = a.solicitanteEmpresaId === null ? [a.empresaId] : [a.empresaId, a.solicitanteEmpresaId];
  const empresas = await empresasPorIds(ctx, ids);
  const nome = (id: number | null) => (id === null ? '' : (empresas.get(id)?.nome ?? 'Empresa excluída'));
  const outro = a.empresaId === autor ? a.solicitanteEmpresaId : a.empresaId;
  if (outro !== null) {
    const t = texto(a, nome(a.empresaId), nome(a.solicitanteEmpresaId));
    for (const usuarioId of await usuariosComPermissao(ctx, outro, 'atendimento:view'))
      await notificar(ctx, usuarioId, {
        tipo: `atendimento_${a.status}`,
        ...t,
        link: `/servicos?aba=solicitacoes&atendimento=${a.uuid}`,
        empresaId: outro,
      });
  }
  const mensagem: MensagemAtendimento = { tipo: 'atendimento', atendimento: a.uuid, status: a.status };
  for (const id of ids) {
    const e = empresas.get(id);
    if (e && !e.excluida)
      await transmitir(ctx, canalEmpresa(e.uuid), mensagem).catch((err: unknown) =>
        ctx.log.warn({ err }, 'atendimento event not pushed'),
      );
  }
}
