import type { EventoDeStatus } from '@irradia/shared/api/historico';
import type { AppContext } from '../../platform/context.ts';
import { usuariosPorIds } from '../usuarios/usuarios.service.ts';
import { empresasPorIds } from './empresas.service.ts';

/** A status change as a module keeps it (pedido_eventos, atendimento_eventos…). */
export interface EventoGuardado {
  de: string | null;
  para: string;
  mensagem: string | null;
  empresaId: number | null;
  usuarioId: number | null;
  criadoEm: Date;
}

/** A history as the API shows it: each change with the company and the account that made it. */
export async function eventosParaApi(
  ctx: AppContext,
  rows: readonly EventoGuardado[],
): Promise<EventoDeStatus[]> {
  const empresas = await empresasPorIds(
    ctx,
    rows.flatMap((e) => (e.empresaId === null ? [] : [e.empresaId])),
  );
  const usuarios = await usuariosPorIds(
    ctx,
    rows.flatMap((e) => (e.usuarioId === null ? [] : [e.usuarioId])),
  );
  return rows.map((e) => {
    const emp = e.empresaId === null ? undefined : empresas.get(e.empresaId);
    const u = e.usuarioId === null ? undefined : usuarios.get(e.usuarioId);
    return {
      de: e.de,
      para: e.para,
      mensagem: e.mensagem,
      empresa: emp ? { uuid: emp.uuid, nome: emp.nome } : null,
      usuario: u ? { nome: u.nome } : null,
      criado_em: e.criadoEm.toISOString(),
    };
  });
}
