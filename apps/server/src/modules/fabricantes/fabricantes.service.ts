import { asc, eq } from 'drizzle-orm';
import { fabricantesImportaveis } from '../../connectors/makers/index.ts';
import { ErroPortal } from '../../connectors/makers/types.ts';
import { fabricantes } from '../../db/schema/fabricantes.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

const paraApi = (f: typeof fabricantes.$inferSelect, importaveis: readonly string[]) => ({
  codigo: f.codigo,
  nome: f.nome,
  status: f.status,
  mensagem: f.mensagem,
  importacao_disponivel: importaveis.includes(f.codigo),
  ultimo_sucesso_em: f.ultimoSucessoEm?.toISOString() ?? null,
  ultima_falha_em: f.ultimaFalhaEm?.toISOString() ?? null,
});

export async function listar(ctx: AppContext) {
  const importaveis = fabricantesImportaveis(ctx.config);
  return (await ctx.db.select().from(fabricantes).orderBy(asc(fabricantes.nome))).map((f) =>
    paraApi(f, importaveis),
  );
}

async function buscar(ctx: AppContext, codigo: string) {
  const [f] = await ctx.db.select().from(fabricantes).where(eq(fabricantes.codigo, codigo));
  if (!f) throw new AppError('NAO_ENCONTRADO', 'Fabricante não encontrado');
  return f;
}

/** Sistema corrects a maker's name or marks its integration inactive (spec §6 fabricante:edit). */
export async function atualizar(ctx: AppContext, codigo: string, d: { nome: string; status: string }) {
  const f = await buscar(ctx, codigo);
  const [n] = await ctx.db
    .update(fabricantes)
    .set({ nome: d.nome, status: d.status, mensagem: null })
    .where(eq(fabricantes.id, f.id))
    .returning();
  return paraApi(n ?? f, fabricantesImportaveis(ctx.config));
}

/**
 * The health of a maker's cloud follows Irradia's own calls: a success makes it online; an
 * unreachable cloud offline; an answer Irradia cannot read (protocol changed) erro. Wrong
 * passwords say nothing about the cloud.
 */
export async function registrarSaude(ctx: AppContext, fabricanteId: number, erro: unknown) {
  // A wrong password, a locked account or Irradia's own call budget say nothing about the cloud.
  if (erro instanceof ErroPortal && ['credenciais', 'bloqueada', 'limite'].includes(erro.tipo)) return;
  if (!erro) {
    await ctx.db
      .update(fabricantes)
      .set({ status: 'online', mensagem: null, ultimoSucessoEm: ctx.now() })
      .where(eq(fabricantes.id, fabricanteId));
    return;
  }
  const status = erro instanceof ErroPortal && erro.tipo === 'protocolo' ? 'erro' : 'offline';
  await ctx.db
    .update(fabricantes)
    .set({ status, mensagem: (erro as Error).message ?? null, ultimaFalhaEm: ctx.now() })
    .where(eq(fabricantes.id, fabricanteId));
}
