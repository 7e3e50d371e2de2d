import type { Equipamento, TipoEquipamento } from '@irradia/shared/equipamentos/equipamentos.schema';
import { and, asc, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { equipamentos } from '../../db/schema/equipamentos.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { likeTerm, meta, offset, ordemPedida, type Paginacao } from '../../platform/pagination.ts';
import { termosDeBusca } from './equipamentos.busca.ts';

const FONTE = 'Lista CEC (California Energy Commission), arquivos do pvlib (BSD-3)';

type Linha = typeof equipamentos.$inferSelect;

function paraApi(e: Linha): Equipamento {
  const comum = {
    uuid: e.uuid,
    fabricante: e.fabricante,
    modelo: e.modelo,
    potencia_w: e.potenciaW,
    nome_cec: e.nomeCec,
    data_cec: e.dataCec,
    versao: e.versao,
    fonte: FONTE,
  };
  if (e.tipo === 'inversor') {
    return {
      ...comum,
      tipo: 'inversor',
      tensao_ac_v: e.tensaoAcV,
      potencia_dc_w: e.potenciaDcW,
      tensao_dc_max_v: e.tensaoDcMaxV,
      corrente_dc_max_a: e.correnteDcMaxA,
      mppt_min_v: e.mpptMinV,
      mppt_max_v: e.mpptMaxV,
    };
  }
  return {
    ...comum,
    tipo: 'modulo',
    tecnologia: e.tecnologia,
    bifacial: e.bifacial ?? false,
    area_m2: e.areaM2,
    comprimento_m: e.comprimentoM,
    largura_m: e.larguraM,
    celulas: e.celulas,
    eficiencia_pct: e.eficienciaPct,
    voc_v: e.vocV,
    isc_a: e.iscA,
    vmp_v: e.vmpV,
    imp_a: e.impA,
    coef_temp_pmax_pct: e.coefTempPmaxPct,
    coef_temp_voc_pct: e.coefTempVocPct,
  };
}

const ordens: Record<string, SQL[]> = {
  fabricante: [asc(equipamentos.fabricante), asc(equipamentos.modelo)],
  '-fabricante': [desc(equipamentos.fabricante), desc(equipamentos.modelo)],
  potencia_w: [asc(equipamentos.potenciaW), asc(equipamentos.fabricante), asc(equipamentos.modelo)],
  '-potencia_w': [desc(equipamentos.potenciaW), asc(equipamentos.fabricante), asc(equipamentos.modelo)],
};

export type FiltroEquipamentos = Paginacao & { tipo?: TipoEquipamento; busca?: string };

/**
 * The library, filtered by kind and by words of maker and model: every word must appear, in any
 * order, case and accents ignored (`busca` holds the row's words already folded the same way).
 */
export async function listar(ctx: AppContext, p: FiltroEquipamentos) {
  const filtros: SQL[] = [];
  if (p.tipo) filtros.push(eq(equipamentos.tipo, p.tipo));
  // A dozen words is more than any model name; the cap keeps the query small.
  const termos = [...new Set(termosDeBusca(p.busca ?? p.search ?? ''))].slice(0, 12);
  for (const t of termos) filtros.push(like(equipamentos.busca, likeTerm(t)));
  const where = filtros.length > 0 ? and(...filtros) : undefined;
  const ordem = ordemPedida(ordens, p.order, ordens.fabricante ?? []);
  const [total] = await ctx.db.select({ n: count() }).from(equipamentos).where(where);
  const linhas = await ctx.db
    .select()
    .from(equipamentos)
    .where(where)
    .orderBy(...ordem, asc(equipamentos.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: linhas.map(paraApi), meta: meta(total?.n ?? 0, p) };
}

export async function buscar(ctx: AppContext, uuid: string): Promise<Equipamento> {
  const [e] = await ctx.db.select().from(equipamentos).where(eq(equipamentos.uuid, uuid));
  if (!e) throw new AppError('NAO_ENCONTRADO', 'Equipamento não encontrado');
  return paraApi(e);
}
