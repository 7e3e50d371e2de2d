import { formatData } from '@irradia/shared/format/data';
import type { TUsuario } from '@irradia/shared/usuarios/usuarios.schema';
import { mensagens } from '@irradia/shared/usuarios/usuarios.schema';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { linksAcesso, sessoes, usuarios } from '../../db/schema/usuarios.ts';
import type { SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { removerArquivo } from '../arquivos/arquivos.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { emailExclusaoAgendada } from './usuarios.mail.ts';
import { buscarPorId, usuarioParaApi } from './usuarios.service.ts';

// Deleting one's account: scheduled 30 days ahead, cancellable, then carried out by a sweep.

const EXCLUSAO_PRAZO_MS = 30 * 24 * 60 * 60 * 1000;

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
  await ctx.acesso.invalidar({ perfis: [u.id] });
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
      mensagem: `Sua conta será excluída em ${formatData(quando, { fuso: 'America/Sao_Paulo' })}. Você pode cancelar em Minha conta.`,
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
  await ctx.acesso.invalidar({ perfis: [sessao.usuarioId] });
  return usuarioParaApi(atualizado);
}

/**
 * Erases the accounts whose scheduled date has come: personal data is wiped, sessions and links
 * go, and the row stays as an anonymous reference for the companies' records (LGPD art. 16).
 */
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
    await ctx.acesso.invalidar({ usuarios: [v.id] });
    if (v.avatar) await removerArquivo(ctx, v.avatar);
  }
  if (vencidas.length) ctx.log.info({ count: vencidas.length }, 'scheduled account deletions carried out');
  return vencidas.length;
}
