import { ANEXO_MAX_BYTES, type TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { anexos, comentarios } from '../../db/schema/quadros.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { meta, offset, type Paginacao } from '../../platform/pagination.ts';
import { sniffImage } from '../../platform/storage.ts';
import { funcionariosAtivos, funcionariosPorId } from '../funcionarios/funcionarios.consultas.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { usuariosPorIds } from '../usuarios/usuarios.service.ts';
import { avisarQuadro } from './quadros.aviso.ts';
import { cartaoDe, cartaoParaApi, type LinhaCartao } from './quadros.cartoes.ts';
import { registrarEvento } from './quadros.historico.ts';
import { uuidDoQuadro } from './quadros.service.ts';

// A card's conversation: comments (an @mention notifies the employee) and attachments (PDFs and
// images, judged by their bytes, kept private: served only through the card's route).

interface Quem {
  usuarioId: number;
  usuarioUuid: string;
}

async function avisar(ctx: AppContext, c: LinhaCartao, quem: Quem) {
  const api = await cartaoParaApi(ctx, c);
  await avisarQuadro(ctx, await uuidDoQuadro(ctx, c.quadroId), {
    tipo: 'cartao',
    cartao: api.uuid,
    fase: api.fase,
    posicao: api.posicao,
    por: quem.usuarioUuid,
  });
  return api;
}

type LinhaComentario = typeof comentarios.$inferSelect;

async function comentariosParaApi(ctx: AppContext, rows: LinhaComentario[], usuarioId: number) {
  const autores = await usuariosPorIds(
    ctx,
    rows.flatMap((r) => (r.usuarioId ? [r.usuarioId] : [])),
  );
  const mencionados = new Map(
    (
      await funcionariosPorId(
        ctx,
        rows.flatMap((r) => r.mencoes),
      )
    ).map((f) => [f.id, { uuid: f.uuid, nome: f.nome }]),
  );
  return rows.map((r) => {
    const u = r.usuarioId ? autores.get(r.usuarioId) : undefined;
    return {
      uuid: r.uuid,
      texto: r.texto,
      autor: u ? { uuid: u.uuid, nome: u.nome } : null,
      mencoes: r.mencoes.flatMap((id) => {
        const f = mencionados.get(id);
        return f ? [f] : [];
      }),
      meu: r.usuarioId === usuarioId,
      criado_em: r.criadoEm.toISOString(),
    };
  });
}

/** Oldest first (a conversation reads top-down); the last page holds the newest. */
export async function listarComentarios(
  ctx: AppContext,
  quem: Quem,
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  p: Paginacao,
) {
  const c = await cartaoDe(ctx, empresa, tipo, uuid);
  const [n] = await ctx.db.select({ n: count() }).from(comentarios).where(eq(comentarios.cartaoId, c.id));
  const rows = await ctx.db
    .select()
    .from(comentarios)
    .where(eq(comentarios.cartaoId, c.id))
    .orderBy(asc(comentarios.criadoEm), asc(comentarios.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await comentariosParaApi(ctx, rows, quem.usuarioId), meta: meta(Number(n?.n ?? 0), p) };
}

export async function comentar(
  ctx: AppContext,
  quem: Quem,
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  d: { texto: string; mencoes: string[] },
) {
  const c = await cartaoDe(ctx, empresa, tipo, uuid);
  const pedidas = [...new Set(d.mencoes)];
  const mencoes = await funcionariosAtivos(ctx, empresa.id, pedidas);
  if (mencoes.length !== pedidas.length)
    throw erroValidacao([
      { field: 'mencoes', rule: 'exists', message: 'Mencione apenas funcionários da empresa' },
    ]);
  const [novo] = await ctx.db
    .insert(comentarios)
    .values({ cartaoId: c.id, usuarioId: quem.usuarioId, texto: d.texto, mencoes, criadoEm: ctx.now() })
    .returning();
  if (!novo) throw new Error('insert comentarios returned nothing');
  await registrarEvento(ctx, {
    cartaoId: c.id,
    tipo: 'comentario',
    usuarioId: quem.usuarioId,
    para: d.texto.length > 80 ? `${d.texto.slice(0, 79)}…` : d.texto,
  });
  const api = await avisar(ctx, c, quem);
  const [autor] = (await usuariosPorIds(ctx, [quem.usuarioId])).values();
  const quadro = await uuidDoQuadro(ctx, c.quadroId);
  for (const f of await funcionariosPorId(ctx, mencoes)) {
    if (f.usuarioId === quem.usuarioId) continue;
    await notificar(ctx, f.usuarioId, {
      tipo: 'mencao',
      titulo: `${autor?.nome ?? 'Alguém'} mencionou você em #${api.numero} ${api.titulo}`,
      mensagem: d.texto.slice(0, 300),
      link: `/quadro?quadro=${quadro}&cartao=${api.uuid}`,
      empresaId: empresa.id,
    });
  }
  const [r] = await comentariosParaApi(ctx, [novo], quem.usuarioId);
  return r as NonNullable<typeof r>;
}

/** Only its author removes a comment. */
export async function removerComentario(
  ctx: AppContext,
  quem: Quem,
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  comentario: string,
) {
  const c = await cartaoDe(ctx, empresa, tipo, uuid);
  const [r] = await ctx.db
    .select()
    .from(comentarios)
    .where(and(eq(comentarios.uuid, comentario), eq(comentarios.cartaoId, c.id)));
  if (!r) throw new AppError('NAO_ENCONTRADO', 'Comentário não encontrado');
  if (r.usuarioId !== quem.usuarioId)
    throw new AppError('SEM_PERMISSAO', 'Só quem escreveu pode excluir o comentário');
  await ctx.db.delete(comentarios).where(eq(comentarios.id, r.id));
  await avisar(ctx, c, quem);
}

type LinhaAnexo = typeof anexos.$inferSelect;

async function anexosParaApi(ctx: AppContext, rows: LinhaAnexo[]) {
  const autores = await usuariosPorIds(
    ctx,
    rows.flatMap((r) => (r.usuarioId ? [r.usuarioId] : [])),
  );
  return rows.map((r) => {
    const u = r.usuarioId ? autores.get(r.usuarioId) : undefined;
    return {
      uuid: r.uuid,
      nome: r.nome,
      tipo: r.mimetype,
      tamanho: r.tamanho,
      autor: u ? { nome: u.nome } : null,
      criado_em: r.criadoEm.toISOString(),
    };
  });
}

export async function listarAnexos(ctx: AppContext, empresa: EmpresaAtual, tipo: TipoCartao, uuid: string) {
  const c = await cartaoDe(ctx, empresa, tipo, uuid);
  const rows = await ctx.db
    .select()
    .from(anexos)
    .where(eq(anexos.cartaoId, c.id))
    .orderBy(desc(anexos.criadoEm));
  return { data: await anexosParaApi(ctx, rows) };
}

/** What the file is by its bytes: a PDF or an image; anything else is refused. */
function tipoDoAnexo(dados: Buffer): string | null {
  if (dados.length >= 5 && dados.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return sniffImage(dados);
}

export async function anexar(
  ctx: AppContext,
  quem: Quem,
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  arquivo: UploadedFile,
) {
  const mimetype = tipoDoAnexo(arquivo.data);
  if (!mimetype)
    throw erroValidacao([
      { field: 'arquivo', rule: 'type', message: 'Envie um PDF ou uma imagem (PNG, JPEG, WebP ou GIF)' },
    ]);
  if (arquivo.data.length > ANEXO_MAX_BYTES)
    throw erroValidacao([
      { field: 'arquivo', rule: 'max_size', message: 'O arquivo deve ter no máximo 20 MB' },
    ]);
  const c = await cartaoDe(ctx, empresa, tipo, uuid);
  const nome = (arquivo.filename || (mimetype === 'application/pdf' ? 'anexo.pdf' : 'imagem')).slice(0, 200);
  const [novo] = await ctx.db
    .insert(anexos)
    .values({
      cartaoId: c.id,
      usuarioId: quem.usuarioId,
      nome,
      mimetype,
      tamanho: arquivo.data.length,
      criadoEm: ctx.now(),
    })
    .returning();
  if (!novo) throw new Error('insert anexos returned nothing');
  await ctx.storage.put(novo.uuid, arquivo.data);
  await registrarEvento(ctx, { cartaoId: c.id, tipo: 'anexo', usuarioId: quem.usuarioId, para: nome });
  await avisar(ctx, c, quem);
  const [r] = await anexosParaApi(ctx, [novo]);
  return r as NonNullable<typeof r>;
}

async function anexoDe(
  ctx: AppContext,
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  anexo: string,
) {
  const c = await cartaoDe(ctx, empresa, tipo, uuid);
  const [a] = await ctx.db
    .select()
    .from(anexos)
    .where(and(eq(anexos.uuid, anexo), eq(anexos.cartaoId, c.id)));
  if (!a) throw new AppError('NAO_ENCONTRADO', 'Anexo não encontrado');
  return { c, a };
}

export async function lerAnexo(
  ctx: AppContext,
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  anexo: string,
) {
  const { a } = await anexoDe(ctx, empresa, tipo, uuid, anexo);
  const bytes = await ctx.storage.get(a.uuid);
  if (!bytes) throw new AppError('NAO_ENCONTRADO', 'Anexo não encontrado');
  return { bytes, tipo: a.mimetype, nome: a.nome };
}

export async function removerAnexo(
  ctx: AppContext,
  quem: Quem,
  empresa: EmpresaAtual,
  tipo: TipoCartao,
  uuid: string,
  anexo: string,
) {
  const { c, a } = await anexoDe(ctx, empresa, tipo, uuid, anexo);
  await ctx.db.delete(anexos).where(eq(anexos.id, a.id));
  await ctx.storage.remove(a.uuid);
  await registrarEvento(ctx, {
    cartaoId: c.id,
    tipo: 'anexo',
    usuarioId: quem.usuarioId,
    de: a.nome,
    para: 'Anexo excluído',
  });
  await avisar(ctx, c, quem);
}
