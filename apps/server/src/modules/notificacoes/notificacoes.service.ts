import { canalUsuario, type MensagemUsuario, type Notificacao } from '@irradia/shared/realtime/canais';
import { and, count, desc, eq, gte, isNull, like, type SQL, sql } from 'drizzle-orm';
import { preparada } from '../../db/preparadas.ts';
import { notificacoes } from '../../db/schema/notificacoes.ts';
import type { SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { transmitir } from '../../platform/realtime/transmit.ts';
import { uuidDaEmpresa, uuidsDasEmpresas } from '../empresas/empresas.consultas.ts';
import { entregaDeAlertas, reservarResumosDeAlertas, uuidDoUsuario } from '../usuarios/usuarios.service.ts';
import { emailAlerta, emailResumoAlertas } from './notificacoes.mail.ts';

export interface NovaNotificacao {
  tipo: string;
  titulo: string;
  mensagem?: string | null;
  link?: string | null;
  empresaId?: number | null;
}

const paraApi = (n: typeof notificacoes.$inferSelect, empresaUuid: string | null): Notificacao => ({
  uuid: n.uuid,
  tipo: n.tipo,
  titulo: n.titulo,
  mensagem: n.mensagem,
  link: n.link,
  empresa: empresaUuid ? { uuid: empresaUuid } : null,
  lida: n.lidaEm !== null,
  criada_em: n.criadaEm.toISOString(),
});

async function naoLidas(ctx: AppContext, usuarioId: number) {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(notificacoes)
    .where(and(eq(notificacoes.usuarioId, usuarioId), isNull(notificacoes.lidaEm)));
  return r?.n ?? 0;
}

/** After every change to a person's notifications: `/me` is stale, and their open tabs hear of it. */
async function avisar(ctx: AppContext, usuarioId: number, mensagem: MensagemUsuario) {
  await ctx.acesso.invalidar({ perfis: [usuarioId] });
  const uuid = await uuidDoUsuario(ctx, usuarioId);
  if (!uuid) return;
  await transmitir(ctx, canalUsuario(uuid), mensagem).catch((err: unknown) =>
    ctx.log.warn({ err }, 'notification not pushed'),
  );
}

/**
 * Records a notification for a person and pushes it on their channel. Services call this for
 * events a person should see (a team invitation, a finished import, a plant alarm…).
 */
export async function notificar(
  ctx: AppContext,
  usuarioId: number,
  n: NovaNotificacao,
): Promise<Notificacao> {
  const [row] = await ctx.db
    .insert(notificacoes)
    .values({
      usuarioId,
      empresaId: n.empresaId ?? null,
      tipo: n.tipo,
      titulo: n.titulo,
      mensagem: n.mensagem ?? null,
      link: n.link ?? null,
      criadaEm: ctx.now(),
    })
    .returning();
  if (!row) throw new Error('insert notificacoes returned nothing');
  const notificacao = paraApi(row, row.empresaId === null ? null : await uuidDaEmpresa(ctx, row.empresaId));
  await avisar(ctx, usuarioId, { tipo: 'notificacao', notificacao, unread: await naoLidas(ctx, usuarioId) });
  // Plant alerts follow each person's choice: the bell only, or also an e-mail at once.
  if (n.tipo.startsWith('alerta_')) {
    const u = await entregaDeAlertas(ctx, usuarioId);
    if (u?.entrega === 'email')
      await ctx.mailer
        .send(
          emailAlerta(
            ctx.config.productName,
            u.email,
            n.titulo,
            n.mensagem ?? null,
            `${ctx.config.appUrl}/app${n.link ?? '/usinas'}`,
          ),
        )
        .catch((err: unknown) => ctx.log.warn({ err }, 'alert e-mail not sent'));
  }
  return notificacao;
}

/**
 * A page of the user's notifications, newest first, with total and unread counts: one query
 * (the counts ride on the page as window functions) on the bell's hot path, `/me`.
 */
export async function listar(
  ctx: AppContext,
  sessao: SessaoAtual,
  p: Pick<Paginacao, 'page' | 'limit'> & { naoLidas?: boolean },
) {
  const filtros: SQL[] = [eq(notificacoes.usuarioId, sessao.usuarioId)];
  if (p.naoLidas) filtros.push(isNull(notificacoes.lidaEm));
  const nome = p.naoLidas ? 'notificacoes_nao_lidas' : 'notificacoes_pagina';
  const rows = await preparada(ctx.db, nome, (db) =>
    db
      .select({
        n: notificacoes,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        unread: sql<number>`count(*) filter (where ${notificacoes.lidaEm} is null) over ()`.mapWith(Number),
      })
      .from(notificacoes)
      .where(
        and(
          eq(notificacoes.usuarioId, sql.placeholder('usuario')),
          p.naoLidas ? isNull(notificacoes.lidaEm) : undefined,
        ),
      )
      .orderBy(desc(notificacoes.criadaEm), desc(notificacoes.id))
      .limit(sql.placeholder('limite'))
      .offset(sql.placeholder('deslocamento'))
      .prepare(nome),
  ).execute({ usuario: sessao.usuarioId, limite: p.limit, deslocamento: offset(p) });
  // Past the last page there is no row to carry the counts: ask for them.
  const [primeira] = rows;
  let total = primeira?.total ?? 0;
  let unread = primeira?.unread ?? 0;
  if (!primeira && p.page > 1) {
    total = await contar(ctx, filtros);
    unread = p.naoLidas ? total : await naoLidas(ctx, sessao.usuarioId);
  }
  const empresas = await uuidsDasEmpresas(
    ctx,
    rows.flatMap(({ n }) => (n.empresaId === null ? [] : [n.empresaId])),
  );
  return {
    data: rows.map(({ n }) => paraApi(n, (n.empresaId !== null && empresas.get(n.empresaId)) || null)),
    meta: { ...meta(total, p), unread },
  };
}

async function contar(ctx: AppContext, filtros: SQL[]) {
  const [r] = await ctx.db
    .select({ n: count() })
    .from(notificacoes)
    .where(and(...filtros));
  return r?.n ?? 0;
}

async function buscar(ctx: AppContext, sessao: SessaoAtual, uuid: string) {
  const [n] = await ctx.db
    .select()
    .from(notificacoes)
    .where(and(eq(notificacoes.uuid, uuid), eq(notificacoes.usuarioId, sessao.usuarioId)));
  if (!n) throw new AppError('NAO_ENCONTRADO', 'Notificação não encontrada');
  return n;
}

export async function marcar(ctx: AppContext, sessao: SessaoAtual, uuid: string, lida: boolean) {
  const n = await buscar(ctx, sessao, uuid);
  const [row] = await ctx.db
    .update(notificacoes)
    .set({ lidaEm: lida ? (n.lidaEm ?? ctx.now()) : null })
    .where(eq(notificacoes.id, n.id))
    .returning();
  if (!row) throw new AppError('NAO_ENCONTRADO', 'Notificação não encontrada');
  const unread = await naoLidas(ctx, sessao.usuarioId);
  await avisar(ctx, sessao.usuarioId, { tipo: 'notificacoes', unread });
  return {
    data: paraApi(row, row.empresaId === null ? null : await uuidDaEmpresa(ctx, row.empresaId)),
    meta: { unread },
  };
}

export async function marcarTodas(ctx: AppContext, sessao: SessaoAtual) {
  const lidas = await ctx.db
    .update(notificacoes)
    .set({ lidaEm: ctx.now() })
    .where(and(eq(notificacoes.usuarioId, sessao.usuarioId), isNull(notificacoes.lidaEm)))
    .returning({ id: notificacoes.id });
  await avisar(ctx, sessao.usuarioId, { tipo: 'notificacoes', unread: 0 });
  return { data: { marcadas: lidas.length }, meta: { unread: 0 } };
}

export async function excluir(ctx: AppContext, sessao: SessaoAtual, uuid: string) {
  const n = await buscar(ctx, sessao, uuid);
  await ctx.db.delete(notificacoes).where(eq(notificacoes.id, n.id));
  await avisar(ctx, sessao.usuarioId, {
    tipo: 'notificacoes',
    unread: await naoLidas(ctx, sessao.usuarioId),
  });
}

/**
 * The daily digest (preference "resumo"): one e-mail with the last 24 h of alerts, sent once a
 * day per person — the row is claimed with a conditional update, so several instances send one.
 */
export async function enviarResumosDeAlertas(ctx: AppContext): Promise<number> {
  const agora = ctx.now();
  const desde = new Date(agora.getTime() - 24 * 3_600_000);
  const pessoas = await reservarResumosDeAlertas(ctx, agora);
  let enviados = 0;
  for (const p of pessoas) {
    const lista = await ctx.db
      .select({ titulo: notificacoes.titulo, mensagem: notificacoes.mensagem })
      .from(notificacoes)
      .where(
        and(
          eq(notificacoes.usuarioId, p.id),
          like(notificacoes.tipo, 'alerta_%'),
          gte(notificacoes.criadaEm, desde),
        ),
      )
      .orderBy(desc(notificacoes.criadaEm));
    if (lista.length === 0) continue;
    await ctx.mailer
      .send(emailResumoAlertas(ctx.config.productName, p.email, lista, `${ctx.config.appUrl}/app/usinas`))
      .catch((err: unknown) => ctx.log.warn({ err }, 'alert digest not sent'));
    enviados++;
  }
  return enviados;
}
