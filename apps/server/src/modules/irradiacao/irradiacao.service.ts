import { energiaEsperadaMensalKwh, serieIrradiacao } from '@irradia/shared/irradiacao/irradiacao';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { irradiacoesAtlas, irradiacoesEmpresa } from '../../db/schema/irradiacao.ts';
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

/**
 * A city's monthly irradiation for a company's expectations (kWh/m²·day × 1000, January first):
 * the company's own figures, else the atlas; null without either. An expression for another query.
 */
export function irradiacaoMensalEmSql(cidade: SQL, empresa: SQL): SQL<number[] | null> {
  return sql`coalesce(
    (select irr_e.mensal from ${irradiacoesEmpresa} irr_e where irr_e.empresa_id = ${empresa} and irr_e.cidade_id = ${cidade}),
    (select irr_a.inclinada from ${irradiacoesAtlas} irr_a where irr_a.cidade_id = ${cidade}))`;
}

/** Days of a month (0 = January) of a year, leap years counted. */
const diasNoMes = (ano: number, mes: number) => new Date(Date.UTC(ano, mes + 1, 0)).getUTCDate();

/**
 * Expected energy (kWh) of `kwp` over the days `desde`…`ate` (YYYY-MM-DD, both included; 0 when
 * `desde` is after `ate`): each month's days in the span × kWp × that month's irradiation × PR,
 * by `energiaEsperadaMensalKwh`. The one expectation the month's performance, the charts and the
 * dashboard compare generation with.
 */
export function energiaEsperadaEntre(
  kwp: number,
  mensal: readonly number[],
  desde: string,
  ate: string,
  pr: number,
): number {
  if (desde > ate) return 0;
  let total = 0;
  let [ano, mes] = desde.split('-').map(Number) as [number, number];
  mes -= 1;
  for (;;) {
    const chave = `${ano}-${String(mes + 1).padStart(2, '0')}`;
    if (chave > ate.slice(0, 7)) break;
    const primeiro = chave === desde.slice(0, 7) ? Number(desde.slice(8, 10)) : 1;
    const ultimo = chave === ate.slice(0, 7) ? Number(ate.slice(8, 10)) : diasNoMes(ano, mes);
    total += energiaEsperadaMensalKwh(kwp, mensal[mes] ?? 0, ultimo - primeiro + 1, pr);
    mes += 1;
    if (mes === 12) {
      mes = 0;
      ano += 1;
    }
  }
  return total;
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
