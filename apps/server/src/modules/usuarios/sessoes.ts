import type { TUsuario } from '@irradia/shared/usuarios/usuarios.schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { preparada } from '../../db/preparadas.ts';
import { sessoes, usuarios } from '../../db/schema/usuarios.ts';
import { hashToken, novoToken, type SessaoAtual } from '../../platform/auth.ts';
import type { SessaoEmCache } from '../../platform/cache-de-acesso.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, violouUnico } from '../../platform/errors.ts';
import {
  buscarPorEmail,
  emailEmUso,
  hashSenha,
  type Origem,
  senhaConfere,
  type Usuario,
  usuarioParaApi,
} from './usuarios.service.ts';

// Sessions: signing up, in (password or Google) and out, and resolving a bearer token.

const SESSAO_DURACAO_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so each request does not cost a write. */
const SESSAO_RENOVACAO_MS = 60 * 60 * 1000;
const JANELA_LOGIN_MS = 15 * 60 * 1000;

export interface Sessao {
  auth: { token: string; expires_at: string };
  user: TUsuario;
}

/** ADMIN_EMAILS: the listed accounts become system administrators when they sign in or up. */
async function promoverSeAdmin(ctx: AppContext, u: Usuario): Promise<Usuario> {
  if (u.isAdmin || !ctx.config.adminEmails.includes(u.email.toLowerCase())) return u;
  const [p] = await ctx.db.update(usuarios).set({ isAdmin: true }).where(eq(usuarios.id, u.id)).returning();
  await ctx.acesso.invalidar({ usuarios: [u.id] });
  return p ?? u;
}

export async function abrirSessao(ctx: AppContext, conta: Usuario, origem: Origem): Promise<Sessao> {
  const u = await promoverSeAdmin(ctx, conta);
  const { token, hash: tokenHash } = novoToken();
  const expiraEm = new Date(ctx.now().getTime() + SESSAO_DURACAO_MS);
  await ctx.db.insert(sessoes).values({
    usuarioId: u.id,
    tokenHash,
    expiraEm,
    usadoEm: ctx.now(),
    ip: origem.ip,
    userAgent: origem.userAgent?.slice(0, 300) ?? null,
  });
  return { auth: { token, expires_at: expiraEm.toISOString() }, user: usuarioParaApi(u) };
}

export async function criarConta(
  ctx: AppContext,
  input: { nome: string; email: string; telefone?: string | null; password: string },
  origem: Origem,
): Promise<Sessao> {
  if (await buscarPorEmail(ctx, input.email)) throw emailEmUso();
  const senhaHash = await hashSenha(input.password);
  try {
    const [u] = await ctx.db
      .insert(usuarios)
      .values({
        nome: input.nome,
        email: input.email,
        telefone: input.telefone ?? null,
        senhaHash,
        termosAceitosEm: ctx.now(),
      })
      .returning();
    if (!u) throw new Error('insert usuarios returned nothing');
    return await abrirSessao(ctx, u, origem);
  } catch (err) {
    if (violouUnico(err)) throw emailEmUso();
    throw err;
  }
}

export async function entrar(
  ctx: AppContext,
  input: { email: string; password: string },
  origem: Origem,
): Promise<Sessao> {
  const { loginPerIp, loginPerEmail } = ctx.config.rateLimits;
  await ctx.limiter.hit(`login:ip:${origem.ip}`, loginPerIp, JANELA_LOGIN_MS);
  await ctx.limiter.hit(`login:email:${input.email}`, loginPerEmail, JANELA_LOGIN_MS);
  const u = await buscarPorEmail(ctx, input.email);
  // Same message and the same argon2 work whether the e-mail exists or not.
  if (!(await senhaConfere(u?.senhaHash ?? null, input.password)) || !u)
    throw new AppError('CREDENCIAIS_INVALIDAS');
  await ctx.limiter.reset(`login:email:${input.email}`);
  return abrirSessao(ctx, u, origem);
}

/** Looks a bearer token up; extends its 30-day expiry as it is used (sliding). */
export async function resolverSessao(ctx: AppContext, token: string): Promise<SessaoAtual | null> {
  const tokenHash = hashToken(token);
  return ctx.acesso.sessao(tokenHash, () => carregarSessao(ctx, tokenHash));
}

async function carregarSessao(ctx: AppContext, tokenHash: string): Promise<SessaoEmCache | null> {
  const agora = ctx.now();
  const [row] = await preparada(ctx.db, 'sessao_por_token', (db, nome) =>
    db
      .select({
        sessaoId: sessoes.id,
        usadoEm: sessoes.usadoEm,
        expiraEm: sessoes.expiraEm,
        usuarioId: usuarios.id,
        usuarioUuid: usuarios.uuid,
        isAdmin: usuarios.isAdmin,
      })
      .from(sessoes)
      .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
      .where(
        and(
          eq(sessoes.tokenHash, sql.placeholder('hash')),
          isNull(sessoes.revogadoEm),
          gt(sessoes.expiraEm, sql`${sql.placeholder('agora')}::timestamptz`),
          isNull(usuarios.excluidoEm),
        ),
      )
      .prepare(nome),
  ).execute({ hash: tokenHash, agora: agora.toISOString() });
  if (!row) return null;
  let expiraEm = row.expiraEm;
  if (agora.getTime() - row.usadoEm.getTime() > SESSAO_RENOVACAO_MS) {
    expiraEm = new Date(agora.getTime() + SESSAO_DURACAO_MS);
    await ctx.db.update(sessoes).set({ usadoEm: agora, expiraEm }).where(eq(sessoes.id, row.sessaoId));
  }
  return {
    sessaoId: row.sessaoId,
    usuarioId: row.usuarioId,
    usuarioUuid: row.usuarioUuid,
    isAdmin: row.isAdmin,
    expiraEm,
  };
}

export async function sair(ctx: AppContext, sessao: SessaoAtual): Promise<void> {
  await ctx.db.update(sessoes).set({ revogadoEm: ctx.now() }).where(eq(sessoes.id, sessao.sessaoId));
  await ctx.acesso.invalidar({ usuarios: [sessao.usuarioId] });
}

/** Signs in with a verified Google identity, linking by e-mail or creating the account. */
export async function entrarComGoogle(
  ctx: AppContext,
  identidade: { sub: string; email: string; nome: string },
  origem: Origem,
): Promise<Sessao> {
  const [porSub] = await ctx.db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.googleSub, identidade.sub), isNull(usuarios.excluidoEm)));
  if (porSub) return abrirSessao(ctx, porSub, origem);
  const porEmail = await buscarPorEmail(ctx, identidade.email);
  if (porEmail) {
    const [ligado] = await ctx.db
      .update(usuarios)
      .set({ googleSub: identidade.sub, atualizadoEm: ctx.now() })
      .where(eq(usuarios.id, porEmail.id))
      .returning();
    await ctx.acesso.invalidar({ perfis: [porEmail.id] });
    return abrirSessao(ctx, ligado ?? porEmail, origem);
  }
  const [novo] = await ctx.db
    .insert(usuarios)
    .values({
      nome: identidade.nome.slice(0, 120),
      email: identidade.email,
      googleSub: identidade.sub,
      termosAceitosEm: ctx.now(),
    })
    .returning();
  if (!novo) throw new Error('insert usuarios returned nothing');
  return abrirSessao(ctx, novo, origem);
}
