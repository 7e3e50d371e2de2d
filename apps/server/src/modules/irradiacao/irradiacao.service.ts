import { serieIrradiacao } from '@irradia/shared/irradiacao/irradiacao';
import { and, eq } from 'drizzle-orm';
import { irradiacoesAtlas, irradiacoesEmpresa } from '../../db/schema/index.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { buscarCidade } from '../cidades/cidades.service.ts';

const FONTE_ATLAS = {
  codigo: 'atlas_2017',
  nome: 'Atlas Brasileiro de Energia Solar, 2ª ed. (LABREN/CCST/INPE, 2017)',
} as const;
const FONTE_PROPRIA = { codigo: 'propria', nome: 'Valores próprios da empresa' } as const;

async function linhas(ctx: AppContext, cidadeId: number, empresaId: number | null) {
  const [atlas] = await ctx.db.select().from(irradiacoesAtlas).where(eq(irradiacoesAtlas.cidadeId, cidadeId));
  const [propria] = empresaId
    ? await ctx.db
        .select()
        .from(irradiacoesEmpresa)
        .where(and(eq(irradiacoesEmpresa.empresaId, empresaId), eq(irradiacoesEmpresa.cidadeId, cidadeId)))
    : [];
  return { atlas, propria };
}

/**
 * Monthly irradiation on the plane a company designs for (Wh/m²·day, January first): its own
 * values for the city when it recorded them, else the Atlas's latitude-tilted means; null when
 * neither exists. Monitoring uses it for a plant's expected energy.
 */
export async function irradiacaoMensal(
  ctx: AppContext,
  cidadeId: number,
  empresaId: number | null,
): Promise<{ mensal: number[]; fonte: string } | null> {
  const { atlas, propria } = await linhas(ctx, cidadeId, empresaId);
  if (propria) return { mensal: propria.mensal, fonte: FONTE_PROPRIA.codigo };
  if (atlas) return { mensal: atlas.inclinada, fonte: FONTE_ATLAS.codigo };
  return null;
}

/** What /api/irradiacao answers for a city, as the calling company sees it. */
export async function consultar(ctx: AppContext, chaveCidade: string, empresaId: number | null) {
  const cidade = await buscarCidade(ctx, chaveCidade);
  const { atlas, propria } = await linhas(ctx, cidade.id, empresaId);
  if (!atlas && !propria) throw new AppError('NAO_ENCONTRADO', 'Não há dados de irradiação para esta cidade');
  const { id: _id, ...dadosCidade } = cidade;
  const atlasInclinada = atlas ? serieIrradiacao(atlas.inclinada) : null;
  return {
    cidade: dadosCidade,
    unidade: 'Wh/m²·dia',
    fonte: propria ? { ...FONTE_PROPRIA, atualizado_em: propria.atualizadoEm.toISOString() } : FONTE_ATLAS,
    inclinada: propria
      ? serieIrradiacao(propria.mensal)
      : (atlasInclinada as NonNullable<typeof atlasInclinada>),
    global_horizontal: atlas ? serieIrradiacao(atlas.ghi) : null,
    direta_normal: atlas ? serieIrradiacao(atlas.dni) : null,
    /** The Atlas's own tilted series, to compare with the company's values (null without Atlas data). */
    atlas: atlasInclinada ? { fonte: FONTE_ATLAS, inclinada: atlasInclinada } : null,
  };
}

export async function registrarPropria(
  ctx: AppContext,
  chaveCidade: string,
  empresaId: number,
  mensal: number[],
) {
  const cidade = await buscarCidade(ctx, chaveCidade);
  await ctx.db
    .insert(irradiacoesEmpresa)
    .values({ empresaId, cidadeId: cidade.id, mensal, atualizadoEm: ctx.now() })
    .onConflictDoUpdate({
      target: [irradiacoesEmpresa.empresaId, irradiacoesEmpresa.cidadeId],
      set: { mensal, atualizadoEm: ctx.now() },
    });
  return consultar(ctx, chaveCidade, empresaId);
}

export async function removerPropria(ctx: AppContext, chaveCidade: string, empresaId: number) {
  const cidade = await buscarCidade(ctx, chaveCidade);
  const apagadas = await ctx.db
    .delete(irradiacoesEmpresa)
    .where(and(eq(irradiacoesEmpresa.empresaId, empresaId), eq(irradiacoesEmpresa.cidadeId, cidade.id)))
    .returning({ cidadeId: irradiacoesEmpresa.cidadeId });
  if (apagadas.length === 0)
    throw new AppError('NAO_ENCONTRADO', 'A empresa não registrou irradiação própria para esta cidade');
}
