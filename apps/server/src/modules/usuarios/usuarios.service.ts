import type { TAtualizarUsuario, TUsuario } from '@irradia/shared/usuarios/usuarios.schema';
import { mensagens } from '@irradia/shared/usuarios/usuarios.schema';
import { hash, verify } from '@node-rs/argon2';
import { and, count, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { acessosComo, linksAcesso, sessoes, usuarios } from '../../db/schema/index.ts';
import { hashToken, novoToken, type SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao, violouUnico } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { removerArquivo, salvarImagem, urlArquivo } from '../arquivos/arquivos.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { emailExclusaoAgendada, emailRecuperacao } from './usuarios.mail.ts';

const DIA = 24 * 60 * 60 * 1000;
const SESSAO_DURACAO_MS = 30 * DIA;
/** Sliding expiry is written at most this often, so each request does not cost a write. */
const SESSAO_RENOVACAO_MS = 60 * 60 * 1000;
const RECUPERACAO_DURACAO_MS = 60 * 60 * 1000;
const PRIMEIRO_ACESSO_DURACAO_MS = 7 * DIA;
const EXCLUSAO_PRAZO_MS = 30 * DIA;
const JANELA_LOGIN_MS = 15 * 60 * 1000;
const JANELA_RECUPERACAO_MS = 60 * 60 * 1000;

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verified against when the e-mail is unknown, so both paths take the same time (no enumeration).
let hashFicticio: Promise<string> | undefined;

export type Usuario = typeof usuarios.$inferSelect;
export interface Origem {
  ip: string;
  userAgent: string | undefined;
}
export interface Sessao {
  auth: { token: string; expires_at: string };
  user: TUsuario;
}

function hashSenha(senha: string): Promise<string> {
  return hash(senha, ARGON2);
}

async function senhaConfere(senhaHash: string | null, senha: string): Promise<boolean> {
  if (!senhaHash) {
    hashFicticio ??= hashSenha('irradia-senha-ficticia');
    await verify(await hashFicticio, senha).catch(() => false);
    return false;
  }
  return verify(senhaHash, senha).catch(() => false);
}

/** The current user in the spec §3 shape; company, employee and permissions come with issue #4. */
export function usuarioParaApi(u: Usuario): TUsuario {
  const imagem = urlArquivo(u.avatarArquivo);
  return {
    uuid: u.uuid,
    nome: u.nome,
    email: u.email,
    telefone: u.telefone,
    imagem_url: imagem,
    tipo: 'pessoal',
    cliente: { nome: u.nome, filial: null, imagem_url: imagem, endereco: null },
    empresa: null,
    funcionario: null,
    is_supervisor: false,
    is_admin: u.isAdmin,
    is_socio: false,
    tem_senha: u.senhaHash !== null,
    google_vinculado: u.googleSub !== null,
    exclusao_agendada_para: u.exclusaoAgendadaPara?.toISOString() ?? null,
    alertas_entrega: u.alertasEntrega as TUsuario['alertas_entrega'],
    criado_em: u.criadoEm.toISOString(),
  };
}

async function buscarPorEmail(ctx: AppContext, email: string): Promise<Usuario | undefined> {
  const [u] = await ctx.db
    .select()
    .from(usuarios)
    .where(and(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`, isNull(usuarios.excluidoEm)));
  return u;
}

export async function buscarPorId(ctx: AppContext, id: number): Promise<Usuario> {
  const [u] = await ctx.db
    .select()
    .from(usuarios)
    .where(and(eq(usuarios.id, id), isNull(usuarios.excluidoEm)));
  if (!u) throw new AppError('SESSAO_NAO_ENCONTRADA');
  return u;
}

/** ADMIN_EMAILS: the listed accounts become system administrators when they sign in or up. */
async function promoverSeAdmin(ctx: AppContext, u: Usuario): Promise<Usuario> {
  if (u.isAdmin || !ctx.config.adminEmails.includes(u.email.toLowerCase())) return u;
  const [p] = await ctx.db.update(usuarios).set({ isAdmin: true }).where(eq(usuarios.id, u.id)).returning();
  return p ?? u;
}

async function abrirSessao(ctx: AppContext, conta: Usuario, origem: Origem): Promise<Sessao> {
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

function emailEmUso(): AppError {
  return erroValidacao([{ field: 'email', rule: 'unique', message: 'Este e-mail já está cadastrado' }]);
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
  const agora = ctx.now();
  const [row] = await ctx.db
    .select({
      sessaoId: sessoes.id,
      usadoEm: sessoes.usadoEm,
      usuarioId: usuarios.id,
      usuarioUuid: usuarios.uuid,
      isAdmin: usuarios.isAdmin,
    })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.usuarioId))
    .where(
      and(
        eq(sessoes.tokenHash, hashToken(token)),
        isNull(sessoes.revogadoEm),
        gt(sessoes.expiraEm, agora),
        isNull(usuarios.excluidoEm),
      ),
    );
  if (!row) return null;
  if (agora.getTime() - row.usadoEm.getTime() > SESSAO_RENOVACAO_MS) {
    await ctx.db
      .update(sessoes)
      .set({ usadoEm: agora, expiraEm: new Date(agora.getTime() + SESSAO_DURACAO_MS) })
      .where(eq(sessoes.id, row.sessaoId));
  }
  return {
    sessaoId: row.sessaoId,
    usuarioId: row.usuarioId,
    usuarioUuid: row.usuarioUuid,
    isAdmin: row.isAdmin,
  };
}

export async function sair(ctx: AppContext, sessao: SessaoAtual): Promise<void> {
  await ctx.db.update(sessoes).set({ revogadoEm: ctx.now() }).where(eq(sessoes.id, sessao.sessaoId));
}

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

/**
 * An employee hired by e-mail: the existing account, or a new one without a password whose
 * owner sets it through the first-access link.
 */
export async function obterOuCriarConvidado(
  ctx: AppContext,
  dados: { nome: string; email: string; telefone?: string | null },
): Promise<{ usuario: Usuario; novo: boolean }> {
  const existente = await buscarPorEmail(ctx, dados.email);
  if (existente) return { usuario: existente, novo: false };
  const [u] = await ctx.db
    .insert(usuarios)
    .values({ nome: dados.nome, email: dados.email, telefone: dados.telefone ?? null })
    .returning();
  if (!u) throw new Error('insert usuarios returned nothing');
  return { usuario: u, novo: true };
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
  return abrirSessao(ctx, await buscarPorId(ctx, usuarioId), origem);
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

export async function atualizar(
  ctx: AppContext,
  sessao: SessaoAtual,
  input: Omit<TAtualizarUsuario, 'telefone'> & { telefone?: string | null },
  avatar: UploadedFile | undefined,
): Promise<TUsuario> {
  const u = await buscarPorId(ctx, sessao.usuarioId);
  const novoEmail = input.email !== undefined && input.email !== u.email ? input.email : undefined;
  if ((novoEmail || input.password) && u.senhaHash) {
    if (!input.current_password) {
      throw erroValidacao([{ field: 'current_password', rule: 'required', message: mensagens.senhaAtual }]);
    }
    if (!(await senhaConfere(u.senhaHash, input.current_password))) {
      throw erroValidacao([
        { field: 'current_password', rule: 'current_password', message: 'A senha atual está incorreta' },
      ]);
    }
  }
  if (novoEmail && (await buscarPorEmail(ctx, novoEmail))) throw emailEmUso();
  const avatarAntigo = u.avatarArquivo;
  const avatarNovo = avatar ? await salvarImagem(ctx, avatar, { campo: 'avatar' }) : undefined;
  try {
    const [atualizado] = await ctx.db
      .update(usuarios)
      .set({
        ...(input.nome !== undefined ? { nome: input.nome } : {}),
        ...(novoEmail ? { email: novoEmail } : {}),
        ...(input.telefone !== undefined ? { telefone: input.telefone } : {}),
        ...(input.alertas_entrega !== undefined ? { alertasEntrega: input.alertas_entrega } : {}),
        ...(input.password ? { senhaHash: await hashSenha(input.password) } : {}),
        ...(avatarNovo ? { avatarArquivo: avatarNovo } : {}),
        atualizadoEm: ctx.now(),
      })
      .where(eq(usuarios.id, u.id))
      .returning();
    if (!atualizado) throw new AppError('SESSAO_NAO_ENCONTRADA');
    if (avatarNovo && avatarAntigo) await removerArquivo(ctx, avatarAntigo);
    return usuarioParaApi(atualizado);
  } catch (err) {
    if (avatarNovo) await removerArquivo(ctx, avatarNovo);
    if (violouUnico(err)) throw emailEmUso();
    throw err;
  }
}

export async function agendarExclusao(
  ctx: AppContext,
  sessao: SessaoAtual,
  emailDigitado: string,
): Promise<TUsuario> {
  const u = await buscarPorId(ctx, sessao.usuarioId);
  if (emailDigitado.trim().toLowerCase() !== u.email.toLowerCase()) {
    throw erroValidacao([{ field: 'email', rule: 'confirmed', message: mensagens.nomeDiferente }]);
  }
  const quando = u.exclusaoAgendadaPara ?? new Date(ctx.now().getTime() + EXCLUSAO_PRAZO_MS);
  const [atualizado] = await ctx.db
    .update(usuarios)
    .set({ exclusaoAgendadaPara: quando, atualizadoEm: ctx.now() })
    .where(eq(usuarios.id, u.id))
    .returning();
  if (!atualizado) throw new AppError('SESSAO_NAO_ENCONTRADA');
  if (!u.exclusaoAgendadaPara) {
    await ctx.mailer
      .send(
        emailExclusaoAgendada(
          ctx.config.productName,
          u.nome,
          u.email,
          quando,
          `${ctx.config.appUrl}/app/conta`,
        ),
      )
      .catch((err: unknown) => ctx.log.warn({ err }, 'scheduled-deletion e-mail not sent'));
    await notificar(ctx, u.id, {
      tipo: 'exclusao_agendada',
      titulo: 'Exclusão da conta agendada',
      mensagem: `Sua conta será excluída em ${quando.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}. Você pode cancelar em Minha conta.`,
      link: '/conta',
    });
  }
  return usuarioParaApi(atualizado);
}

export async function cancelarExclusao(ctx: AppContext, sessao: SessaoAtual): Promise<TUsuario> {
  const [atualizado] = await ctx.db
    .update(usuarios)
    .set({ exclusaoAgendadaPara: null, atualizadoEm: ctx.now() })
    .where(and(eq(usuarios.id, sessao.usuarioId), isNull(usuarios.excluidoEm)))
    .returning();
  if (!atualizado) throw new AppError('SESSAO_NAO_ENCONTRADA');
  return usuarioParaApi(atualizado);
}

/**
 * Erases the accounts whose scheduled date has come: personal data is wiped, sessions and links
 * go, and the row stays as an anonymous reference for the companies' records (LGPD art. 16).
 */
export async function listarUsuarios(ctx: AppContext, p: Paginacao) {
  const filtros: SQL[] = [isNull(usuarios.excluidoEm)];
  if (p.search)
    filtros.push(
      or(ilike(usuarios.nome, likeTerm(p.search)), ilike(usuarios.email, likeTerm(p.search))) as SQL,
    );
  const where = and(...filtros);
  const [total] = await ctx.db.select({ n: count() }).from(usuarios).where(where);
  const rows = await ctx.db
    .select()
    .from(usuarios)
    .where(where)
    .orderBy(desc(usuarios.criadoEm), desc(usuarios.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: rows.map(usuarioParaApi), meta: meta(total?.n ?? 0, p) };
}

export async function contarCriadosDesde(
  ctx: AppContext,
  desde: Date,
): Promise<{ hoje: number; total: number }> {
  const [r] = await ctx.db
    .select({
      total: count(),
      hoje: sql<number>`count(*) filter (where ${usuarios.criadoEm} >= ${desde.toISOString()})`.mapWith(
        Number,
      ),
    })
    .from(usuarios)
    .where(isNull(usuarios.excluidoEm));
  return { hoje: r?.hoje ?? 0, total: r?.total ?? 0 };
}

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

export async function excluirContasVencidas(ctx: AppContext): Promise<number> {
  const agora = ctx.now();
  const vencidas = await ctx.db
    .select({ id: usuarios.id, uuid: usuarios.uuid, avatar: usuarios.avatarArquivo })
    .from(usuarios)
    .where(and(lte(usuarios.exclusaoAgendadaPara, agora), isNull(usuarios.excluidoEm)));
  for (const v of vencidas) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(usuarios)
        .set({
          nome: 'Usuário excluído',
          email: `excluido+${v.uuid}@irradia.invalid`,
          telefone: null,
          senhaHash: null,
          googleSub: null,
          avatarArquivo: null,
          isAdmin: false,
          excluidoEm: agora,
          atualizadoEm: agora,
        })
        .where(eq(usuarios.id, v.id));
      await tx.delete(sessoes).where(eq(sessoes.usuarioId, v.id));
      await tx.delete(linksAcesso).where(eq(linksAcesso.usuarioId, v.id));
    });
    if (v.avatar) await removerArquivo(ctx, v.avatar);
  }
  if (vencidas.length) ctx.log.info({ count: vencidas.length }, 'scheduled account deletions carried out');
  return vencidas.length;
}
