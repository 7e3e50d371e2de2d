import type { TAtualizarUsuario, TUsuario } from '@irradia/shared/usuarios/usuarios.schema';
import { mensagens } from '@irradia/shared/usuarios/usuarios.schema';
import { hash, verify } from '@node-rs/argon2';
import { and, count, desc, eq, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { preparada } from '../../db/preparadas.ts';
import { usuarios } from '../../db/schema/usuarios.ts';
import type { SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao, violouUnico } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { likeTerm, meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { removerArquivo, salvarImagem, urlArquivo } from '../arquivos/arquivos.service.ts';

// Accounts: who they are, their passwords, their profile. Sessions (sessoes.ts), password recovery
// (recuperacao.ts), account deletion (exclusao.ts) and access-as (acesso-como.ts) build on this.

// OWASP's argon2id minimum: 19 MiB, 2 iterations, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Verified against when the e-mail is unknown, so both paths take the same time (no enumeration).
let hashFicticio: Promise<string> | undefined;

export type Usuario = typeof usuarios.$inferSelect;
export interface Origem {
  ip: string;
  userAgent: string | undefined;
}

export function hashSenha(senha: string): Promise<string> {
  return hash(senha, ARGON2);
}

export async function senhaConfere(senhaHash: string | null, senha: string): Promise<boolean> {
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

export async function buscarPorEmail(ctx: AppContext, email: string): Promise<Usuario | undefined> {
  const [u] = await ctx.db
    .select()
    .from(usuarios)
    .where(and(sql`lower(${usuarios.email}) = ${email.toLowerCase()}`, isNull(usuarios.excluidoEm)));
  return u;
}

export async function buscarPorId(ctx: AppContext, id: number): Promise<Usuario> {
  const [u] = await preparada(ctx.db, 'usuario_por_id', (db, nome) =>
    db
      .select()
      .from(usuarios)
      .where(and(eq(usuarios.id, sql.placeholder('id')), isNull(usuarios.excluidoEm)))
      .prepare(nome),
  ).execute({ id });
  if (!u) throw new AppError('SESSAO_NAO_ENCONTRADA');
  return u;
}

export function emailEmUso(): AppError {
  return erroValidacao([{ field: 'email', rule: 'unique', message: 'Este e-mail já está cadastrado' }]);
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
    // A new password is a security change (sessions re-checked); any edit changes `/me`.
    await ctx.acesso.invalidar({ perfis: [u.id], ...(input.password ? { usuarios: [u.id] } : {}) });
    if (avatarNovo && avatarAntigo) await removerArquivo(ctx, avatarAntigo);
    return usuarioParaApi(atualizado);
  } catch (err) {
    if (avatarNovo) await removerArquivo(ctx, avatarNovo);
    if (violouUnico(err)) throw emailEmUso();
    throw err;
  }
}

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

/** Public id of an account, for its realtime channel. */
export async function uuidDoUsuario(ctx: AppContext, id: number): Promise<string | null> {
  const [u] = await ctx.db.select({ uuid: usuarios.uuid }).from(usuarios).where(eq(usuarios.id, id));
  return u?.uuid ?? null;
}

/** uuid and name of accounts by id (an erased one reads "Usuário excluído"), for who-did-it columns. */
export async function usuariosPorIds(ctx: AppContext, ids: readonly number[]) {
  const unicos = [...new Set(ids)];
  if (unicos.length === 0) return new Map<number, { uuid: string; nome: string }>();
  const rows = await ctx.db
    .select({ id: usuarios.id, uuid: usuarios.uuid, nome: usuarios.nome })
    .from(usuarios)
    .where(inArray(usuarios.id, unicos));
  return new Map(rows.map((u) => [u.id, { uuid: u.uuid, nome: u.nome }]));
}

/** Where a person's plant alerts go (app, email, resumo) and the address for them. */
export async function entregaDeAlertas(ctx: AppContext, id: number) {
  const [u] = await ctx.db
    .select({ email: usuarios.email, entrega: usuarios.alertasEntrega })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return u ?? null;
}

/**
 * The people due a daily alert digest (preference "resumo", none sent in the last 23 h), each
 * claimed with a conditional update so that of several instances only one sends it.
 */
export async function reservarResumosDeAlertas(ctx: AppContext, agora: Date) {
  return ctx.db
    .update(usuarios)
    .set({ alertasResumoEm: agora })
    .where(
      and(
        eq(usuarios.alertasEntrega, 'resumo'),
        isNull(usuarios.excluidoEm),
        or(
          isNull(usuarios.alertasResumoEm),
          lt(usuarios.alertasResumoEm, new Date(agora.getTime() - 23 * 3_600_000)),
        ),
      ),
    )
    .returning({ id: usuarios.id, email: usuarios.email });
}
