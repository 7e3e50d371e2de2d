import { and, eq, isNull } from 'drizzle-orm';
import { acessosComo, usuarios } from '../../db/schema/usuarios.ts';
import type { SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { abrirSessao, type Sessao } from './sessoes.ts';
import type { Origem } from './usuarios.service.ts';

/**
 * "Access as user": a support session in the target's account for a system administrator,
 * recorded in acessos_como. Never for another administrator.
 */
export async function acessarComo(
  ctx: AppContext,
  admin: SessaoAtual,
  uuid: string,
  origem: Origem,
): Promise<Sessao> {
  const [alvo] = await ctx.db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.uuid, uuid), isNull(usuarios.excluidoEm)));
  if (!alvo) throw new AppError('NAO_ENCONTRADO');
  if (alvo.isAdmin)
    throw new AppError('SEM_PERMISSAO', 'Não é possível acessar a conta de outro administrador');
  await ctx.db.insert(acessosComo).values({ adminId: admin.usuarioId, usuarioId: alvo.id, ip: origem.ip });
  ctx.log.warn({ admin: admin.usuarioUuid, usuario: alvo.uuid }, 'access as user');
  return abrirSessao(ctx, alvo, origem);
}
