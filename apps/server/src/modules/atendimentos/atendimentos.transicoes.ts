import {
  type AcaoAtendimento,
  NOMES_STATUS_ATENDIMENTO,
  type StatusAtendimento,
  TRANSICOES_ATENDIMENTO,
} from '@irradia/shared/servicos/atendimentos.schema';
import { and, eq, inArray } from 'drizzle-orm';
import { atendimentoEventos, atendimentos } from '../../db/schema/atendimentos.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { avisarOutroLado } from './atendimentos.avisos.ts';
import { type AtendimentoApi, buscar, papelDe, paraApi } from './atendimentos.service.ts';

// Moving a request along TRANSICOES_ATENDIMENTO. The board issue will add stages next to the
// status; the status itself stays this small machine.

const SO_DO_LADO: Record<'prestador' | 'solicitante', string> = {
  prestador: 'Só o prestador do serviço pode fazer isto',
  solicitante: 'Só a empresa que solicitou o serviço pode cancelá-lo',
};

/**
 * Applies `acao` for the caller's side: 403 when the other side's to take, 409 when the request is
 * not in a status it applies to (the update is conditional, so two clicks never both pass).
 * `nota` goes to the history; for recusar/cancelar it is the motivo and stays on the request.
 */
export async function transitar(
  ctx: AppContext,
  sessao: SessaoAtual,
  empresa: EmpresaAtual,
  uuid: string,
  acao: AcaoAtendimento,
  nota: string | null,
): Promise<AtendimentoApi> {
  const a = await buscar(ctx, empresa, uuid);
  const t = TRANSICOES_ATENDIMENTO[acao];
  if (a.solicitanteEmpresaId !== null && papelDe(a, empresa.id) !== t.quem)
    throw new AppError('SEM_PERMISSAO', SO_DO_LADO[t.quem]);
  const recusa = () =>
    new AppError(
      'CONFLITO',
      `Não é possível ${acao} esta solicitação: o status atual é “${
        NOMES_STATUS_ATENDIMENTO[a.status as StatusAtendimento] ?? a.status
      }”`,
    );
  if (!(t.de as readonly string[]).includes(a.status)) throw recusa();
  const comMotivo = acao === 'recusar' || acao === 'cancelar';
  const agora = ctx.now();
  const movido = await ctx.db.transaction(async (tx) => {
    const [m] = await tx
      .update(atendimentos)
      .set({ status: t.para, atualizadoEm: agora, ...(comMotivo ? { motivo: nota } : {}) })
      .where(and(eq(atendimentos.id, a.id), inArray(atendimentos.status, [...t.de])))
      .returning();
    if (!m) return null;
    await tx.insert(atendimentoEventos).values({
      atendimentoId: a.id,
      empresaId: empresa.id,
      usuarioId: sessao.usuarioId,
      de: a.status,
      para: t.para,
      mensagem: nota,
      criadoEm: agora,
    });
    return m;
  });
  if (!movido) throw recusa();
  await avisarOutroLado(ctx, movido, empresa.id);
  const [r] = await paraApi(ctx, empresa.id, [movido]);
  return r as AtendimentoApi;
}
