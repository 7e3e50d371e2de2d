import {
  CAMPOS_DO_CONTRATO,
  MODELO_PADRAO_DO_CONTRATO,
  type ModeloContratoEntrada,
} from '@irradia/shared/propostas/contrato.schema';
import { eq } from 'drizzle-orm';
import { contratoModelos } from '../../db/schema/pedidos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';

// The company's contract template (decision 037): one per company, with its default terms; the
// built-in pt-BR template until the company saves its own.

/** GET /api/pedidos/modelo-contrato: the company's template, or the built-in one with no terms. */
export async function modeloDoContrato(ctx: AppContext, empresaId: number) {
  const [m] = await ctx.db.select().from(contratoModelos).where(eq(contratoModelos.empresaId, empresaId));
  return {
    texto: m?.texto ?? MODELO_PADRAO_DO_CONTRATO,
    padrao: !m,
    prazo_instalacao_dias: m?.prazoInstalacaoDias ?? null,
    garantia_modulos_anos: m?.garantiaModulosAnos ?? null,
    garantia_inversores_anos: m?.garantiaInversoresAnos ?? null,
    garantia_instalacao_anos: m?.garantiaInstalacaoAnos ?? null,
    campos: Object.entries(CAMPOS_DO_CONTRATO).map(([campo, descricao]) => ({ campo, descricao })),
  };
}

/** PUT /api/pedidos/modelo-contrato: saves the company's template (contracts already made keep theirs). */
export async function salvarModelo(ctx: AppContext, empresa: EmpresaAtual, d: ModeloContratoEntrada) {
  const valores = {
    texto: d.texto,
    prazoInstalacaoDias: d.prazo_instalacao_dias,
    garantiaModulosAnos: d.garantia_modulos_anos,
    garantiaInversoresAnos: d.garantia_inversores_anos,
    garantiaInstalacaoAnos: d.garantia_instalacao_anos,
    atualizadoEm: ctx.now(),
  };
  await ctx.db
    .insert(contratoModelos)
    .values({ empresaId: empresa.id, ...valores })
    .onConflictDoUpdate({ target: contratoModelos.empresaId, set: valores });
  return modeloDoContrato(ctx, empresa.id);
}
