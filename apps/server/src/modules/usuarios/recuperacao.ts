import { and, eq, gt, isNull } from 'drizzle-orm';
import { linksAcesso, sessoes, usuarios } from '../../db/schema/usuarios.ts';
import { hashToken, novoToken } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { abrirSessao, type Sessao } from './sessoes.ts';
import { emailRecuperacao } from './usuarios.mail.ts';
import { buscarPorEmail, buscarPorId, hashSenha, type Origem } from './usuarios.service.ts';

// One-time links that set a password: recovery (1 h) and an invited employee's first access (7 days).

const RECUPERACAO_DURACAO_MS = 60 * 60 * 1000;
const PRIMEIRO_ACESSO_DURACAO_MS = 7 * 24 * 60 * 60 * 1000;
const JANELA_RECUPERACAO_MS = 60 * 60 * 1000;

async function criarLink(
  ctx: AppContext,
  usuarioId: number,
  tipo: 'recuperacao' | 'primeiro_acesso',
): Promise<string> {
  const { token, hash: tokenHash } = novoToken();
  const duracao = tipo === 'recuperacao' ? RECUPERACAO_DURACAO_MS : PRIMEIRO_ACESSO_DURACAO_MS;
  // A new link replaces the older unused ones of the same kind.
  await ctx.db
    .update(linksAcesso)
    .set({ usadoEm: ctx.now() })
    .where(
      and(eq(linksAcesso.usuarioId, usuarioId), eq(linksAcesso.tipo, tipo), isNull(linksAcesso.usadoEm)),
    );
  await ctx.db
    .insert(linksAcesso)
    .values({ usuarioId, tipo, tokenHash, expiraEm: new Date(ctx.now().getTime() + duracao) });
  const caminho = tipo === 'recuperacao' ? 'recuperar' : 'primeiro/acesso';
  return `${ctx.config.appUrl}/app/${caminho}/${token}`;
}

/** The first-access link an invited employee receives (valid 7 days). */
export function criarLinkPrimeiroAcesso(ctx: AppContext, usuarioId: number): Promise<string> {
  return criarLink(ctx, usuarioId, 'primeiro_acesso');
}

/** Always succeeds from the caller's point of view: whether the e-mail exists is never told. */
export async function solicitarRecuperacao(ctx: AppContext, email: string, origem: Origem): Promise<void> {
  const { recoverPerIp, recoverPerEmail } = ctx.config.rateLimits;
  await ctx.limiter.hit(`recover:ip:${origem.ip}`, recoverPerIp, JANELA_RECUPERACAO_MS);
  await ctx.limiter.hit(`recover:email:${email}`, recoverPerEmail, JANELA_RECUPERACAO_MS);
  const u = await buscarPorEmail(ctx, email);
  if (!u) return;
  const link = await criarLink(ctx, u.id, 'recuperacao');
  await ctx.mailer.send(emailRecuperacao(ctx.config.productName, u.nome, u.email, link));
}

/** Recovery and first access: the link's token sets a new password and signs in. */
export async function redefinirSenha(
  ctx: AppContext,
  token: string,
  password: string,
  origem: Origem,
): Promise<Sessao> {
  await ctx.limiter.hit(
    `recover:ip:${origem.ip}`,
    ctx.config.rateLimits.recoverPerIp * 3,
    JANELA_RECUPERACAO_MS,
  );
  const agora = ctx.now();
  const senhaHash = await hashSenha(password);
  const usuarioId = await ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .update(linksAcesso)
      .set({ usadoEm: agora })
      .where(
        and(
          eq(linksAcesso.tokenHash, hashToken(token)),
          isNull(linksAcesso.usadoEm),
          gt(linksAcesso.expiraEm, agora),
        ),
      )
      .returning({ usuarioId: linksAcesso.usuarioId });
    if (!link) throw new AppError('LINK_INVALIDO');
    await tx.update(usuarios).set({ senhaHash, atualizadoEm: agora }).where(eq(usuarios.id, link.usuarioId));
    // A new password ends every other session (the old password may be what leaked).
    await tx
      .update(sessoes)
      .set({ revogadoEm: agora })
      .where(and(eq(sessoes.usuarioId, link.usuarioId), isNull(sessoes.revogadoEm)));
    return link.usuarioId;
  });
  await ctx.acesso.invalidar({ usuarios: [usuarioId] });
  return abrirSessao(ctx, await buscarPorId(ctx, usuarioId), origem);
}
