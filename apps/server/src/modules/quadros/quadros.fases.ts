import { and, asc, count, eq, max } from 'drizzle-orm';
import { cartaoEventos, cartoes, fases, quadros } from '../../db/schema/quadros.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { avisarQuadro } from './quadros.aviso.ts';
import { buscarQuadro, fasesDe, type LinhaFase, podeNoQuadro, quadrosParaApi } from './quadros.service.ts';

// A board's stages: added at the end (or at `ordem`), renamed, recoloured, closed or reopened,
// moved, and removed once their cards have somewhere to go.

/** A stage of the company's boards the caller may `acao` on, with its board; else 404. */
export async function buscarFase(ctx: AppContext, empresa: EmpresaAtual, uuid: string, acao = 'view') {
  const [r] = await ctx.db
    .select({ fase: fases, quadro: quadros })
    .from(fases)
    .innerJoin(quadros, eq(quadros.id, fases.quadroId))
    .where(and(eq(fases.uuid, uuid), eq(quadros.empresaId, empresa.id)));
  if (!r || !podeNoQuadro(empresa, r.quadro.tipo, 'view'))
    throw new AppError('NAO_ENCONTRADO', 'Fase não encontrada');
  if (!podeNoQuadro(empresa, r.quadro.tipo, acao)) throw new AppError('SEM_PERMISSAO');
  return r;
}

async function faseParaApi(ctx: AppContext, quadroId: number, faseId: number) {
  const [q] = await ctx.db.select().from(quadros).where(eq(quadros.id, quadroId));
  if (!q) throw new AppError('NAO_ENCONTRADO', 'Fase não encontrada');
  const [api] = await quadrosParaApi(ctx, [q]);
  const f = (await fasesDe(ctx, [quadroId])).findIndex((x) => x.id === faseId);
  const r = api?.fases[f];
  if (!r) throw new AppError('NAO_ENCONTRADO', 'Fase não encontrada');
  return r;
}

/** Renumbers a board's stages 0..n-1 in the order given. */
async function renumerar(ctx: AppContext, ordem: readonly LinhaFase[]) {
  for (const [i, f] of ordem.entries())
    if (f.ordem !== i) await ctx.db.update(fases).set({ ordem: i }).where(eq(fases.id, f.id));
}

function moverPara<T>(lista: readonly T[], item: T, posicao: number): T[] {
  const resto = lista.filter((x) => x !== item);
  resto.splice(Math.min(posicao, resto.length), 0, item);
  return resto;
}

export async function criarFase(
  ctx: AppContext,
  empresa: EmpresaAtual,
  d: {
    quadro: string;
    nome: string;
    fechada: boolean;
    cor?: string | null | undefined;
    ordem?: number | undefined;
  },
) {
  const q = await buscarQuadro(ctx, empresa, d.quadro, 'edit').catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'NAO_ENCONTRADO')
      throw erroValidacao([{ field: 'quadro', rule: 'exists', message: 'Quadro não encontrado' }]);
    throw err;
  });
  const [ultima] = await ctx.db
    .select({ m: max(fases.ordem) })
    .from(fases)
    .where(eq(fases.quadroId, q.id));
  const [nova] = await ctx.db
    .insert(fases)
    .values({
      quadroId: q.id,
      nome: d.nome,
      fechada: d.fechada,
      cor: d.cor ?? null,
      ordem: (ultima?.m ?? -1) + 1,
    })
    .returning();
  if (!nova) throw new Error('insert fases returned nothing');
  if (d.ordem !== undefined) {
    const todas = await fasesDe(ctx, [q.id]);
    const esta = todas.find((f) => f.id === nova.id) as LinhaFase;
    await renumerar(ctx, moverPara(todas, esta, d.ordem));
  }
  await avisarQuadro(ctx, q.uuid, { tipo: 'quadro' });
  return faseParaApi(ctx, q.id, nova.id);
}

export async function editarFase(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: {
    nome?: string | undefined;
    fechada?: boolean | undefined;
    cor?: string | null | undefined;
    ordem?: number | undefined;
  },
) {
  const { fase, quadro } = await buscarFase(ctx, empresa, uuid, 'edit');
  const muda: Partial<LinhaFase> = {};
  if (d.nome !== undefined) muda.nome = d.nome;
  if (d.cor !== undefined) muda.cor = d.cor;
  if (d.fechada !== undefined && d.fechada !== fase.fechada) {
    if (d.fechada) {
      const outrasAbertas = (await fasesDe(ctx, [quadro.id])).filter((f) => !f.fechada && f.id !== fase.id);
      if (outrasAbertas.length === 0)
        throw erroValidacao([
          { field: 'fechada', rule: 'open', message: 'O quadro precisa de ao menos uma fase aberta' },
        ]);
    }
    muda.fechada = d.fechada;
  }
  if (Object.keys(muda).length) await ctx.db.update(fases).set(muda).where(eq(fases.id, fase.id));
  if (muda.fechada !== undefined)
    // Cards already there are done (or reopened) from now on.
    await ctx.db
      .update(cartoes)
      .set({ fechadoEm: muda.fechada ? ctx.now() : null })
      .where(eq(cartoes.faseId, fase.id));
  if (d.ordem !== undefined) {
    const todas = await fasesDe(ctx, [quadro.id]);
    const esta = todas.find((f) => f.id === fase.id) as LinhaFase;
    await renumerar(ctx, moverPara(todas, esta, d.ordem));
  }
  await avisarQuadro(ctx, quadro.uuid, { tipo: 'quadro' });
  return faseParaApi(ctx, quadro.id, fase.id);
}

/** A stage with cards needs `destino` (another stage of the same board) for them; the last open stage stays. */
export async function removerFase(ctx: AppContext, empresa: EmpresaAtual, uuid: string, destino?: string) {
  const { fase, quadro } = await buscarFase(ctx, empresa, uuid, 'delete');
  const todas = await fasesDe(ctx, [quadro.id]);
  if (todas.length <= 1 || (!fase.fechada && todas.filter((f) => !f.fechada).length <= 1))
    throw erroValidacao([
      { field: 'fase', rule: 'last', message: 'O quadro precisa de ao menos uma fase aberta' },
    ]);
  const [n] = await ctx.db.select({ n: count() }).from(cartoes).where(eq(cartoes.faseId, fase.id));
  const comCartoes = Number(n?.n ?? 0) > 0;
  let alvo: LinhaFase | undefined;
  if (comCartoes) {
    alvo = todas.find((f) => f.uuid === destino && f.id !== fase.id);
    if (!alvo)
      throw erroValidacao([
        { field: 'destino', rule: 'required', message: 'Escolha para qual fase vão os cartões desta fase' },
      ]);
  }
  await ctx.db.transaction(async (tx) => {
    if (alvo) {
      const [fim] = await tx
        .select({ m: max(cartoes.posicao) })
        .from(cartoes)
        .where(eq(cartoes.faseId, alvo.id));
      const base = (fim?.m ?? -1) + 1;
      const movidos = await tx
        .select({ id: cartoes.id })
        .from(cartoes)
        .where(eq(cartoes.faseId, fase.id))
        .orderBy(asc(cartoes.posicao), asc(cartoes.id));
      for (const [i, c] of movidos.entries())
        await tx
          .update(cartoes)
          .set({
            faseId: alvo.id,
            posicao: base + i,
            faseDesde: ctx.now(),
            fechadoEm: alvo.fechada ? ctx.now() : null,
          })
          .where(eq(cartoes.id, c.id));
      if (movidos.length)
        await tx.insert(cartaoEventos).values(
          movidos.map((c) => ({
            cartaoId: c.id,
            tipo: 'fase',
            de: fase.nome,
            para: alvo.nome,
            deFaseId: fase.id,
            paraFaseId: alvo.id,
            mensagem: `A fase ${fase.nome} foi excluída`,
            criadoEm: ctx.now(),
          })),
        );
    }
    await tx.delete(fases).where(eq(fases.id, fase.id));
  });
  await renumerar(ctx, await fasesDe(ctx, [quadro.id]));
  await avisarQuadro(ctx, quadro.uuid, { tipo: 'quadro' });
}
