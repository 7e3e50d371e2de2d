import { dimensionar, escolherInversores } from '@irradia/shared/propostas/dimensionamento';
import { beneficiosAmbientais, projetar } from '@irradia/shared/propostas/financeiro';
import { precoDeVenda } from '@irradia/shared/propostas/financiamento';
import {
  type DadosProposta,
  type PropostaCalculada,
  ZPropostaEntrada,
} from '@irradia/shared/propostas/proposta.schema';
import { and, eq } from 'drizzle-orm';
import { pedidos } from '../../db/schema/pedidos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { buscarCidade } from '../cidades/cidades.service.ts';
import { irradiacaoMensal } from '../irradiacao/irradiacao.service.ts';

// A deal's proposal (decision 031): the inputs are stored as typed (`pedidos.proposta`), and every
// figure is computed on read by the shared formulas (decision 030), so a fix to a formula reaches
// every open proposal. A figure whose inputs are missing is null and `pendencias` names them.

type Pendencia = PropostaCalculada['pendencias'][number];

const NOMES: Record<string, string> = {
  consumo_mensal_kwh: 'o consumo dos 12 meses',
  cidade_ibge: 'a cidade',
  fornecimento: 'o tipo de fornecimento',
  cobertura: 'a cobertura do consumo',
  performance_ratio: 'o rendimento do sistema (PR)',
  modulo_wp: 'a potência do módulo',
  inversores_kw: 'as potências dos inversores',
  razao_dc_ac_min: 'a razão DC/AC mínima',
  razao_dc_ac_max: 'a razão DC/AC máxima',
  custo_kit_rs: 'o custo do kit',
  servicos_rs: 'o custo dos serviços',
  margem: 'a margem',
  impostos: 'os impostos',
  tarifa_rs_kwh: 'a tarifa',
  fio_b_rs_kwh: 'o Fio B',
  modalidade: 'a modalidade',
  reajuste_anual: 'o reajuste anual da tarifa',
  degradacao_anual: 'a degradação anual dos módulos',
  taxa_desconto_anual: 'a taxa de desconto',
  inicio_operacao: 'o mês de início da operação',
};

/** A deal of the company by uuid; a purchase or another company's deal is a 404. */
export async function vendaDaEmpresa(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [p] = await ctx.db
    .select()
    .from(pedidos)
    .where(and(eq(pedidos.uuid, uuid), eq(pedidos.empresaId, empresa.id), eq(pedidos.tipo, 'venda')));
  if (!p) throw new AppError('NAO_ENCONTRADO', 'Orçamento não encontrado');
  return p;
}

/** The stored inputs, read back through the schema (a stored field the schema dropped reads null). */
function entradasGuardadas(guardada: unknown): DadosProposta {
  const r = ZPropostaEntrada.safeParse(guardada ?? {});
  return r.success ? r.data : ZPropostaEntrada.parse({});
}

async function cidadeDaProposta(ctx: AppContext, ibge: number | null) {
  if (ibge === null) return null;
  try {
    return await buscarCidade(ctx, String(ibge));
  } catch (e) {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  }
}

/** Every figure the inputs determine (null where they do not), with what is missing. */
async function calcular(
  ctx: AppContext,
  empresa: Pick<EmpresaAtual, 'id'>,
  e: DadosProposta,
): Promise<PropostaCalculada> {
  const pendencias: Pendencia[] = [];
  const vistos = new Set<string>();
  const faltam = (campos: Array<keyof DadosProposta>) => {
    const vazios = campos.filter((c) => e[c] === null);
    for (const c of vazios)
      if (!vistos.has(c)) {
        vistos.add(c);
        pendencias.push({ campo: c, mensagem: `Informe ${NOMES[c] ?? c}` });
      }
    return vazios.length > 0;
  };

  const cidade = await cidadeDaProposta(ctx, e.cidade_ibge);
  if (e.cidade_ibge !== null && !cidade)
    pendencias.push({ campo: 'cidade_ibge', mensagem: 'Cidade não encontrada' });
  const irr = cidade ? await irradiacaoMensal(ctx, cidade.id, empresa.id) : null;
  if (cidade && !irr)
    pendencias.push({ campo: 'cidade_ibge', mensagem: 'Não há dados de irradiação para esta cidade' });

  const faltaDim = faltam([
    'consumo_mensal_kwh',
    'cidade_ibge',
    'fornecimento',
    'cobertura',
    'performance_ratio',
    'modulo_wp',
  ]);
  const dim =
    faltaDim || !irr || !e.consumo_mensal_kwh || !e.fornecimento
      ? null
      : dimensionar({
          consumo_mensal_kwh: e.consumo_mensal_kwh,
          fornecimento: e.fornecimento,
          cobertura: e.cobertura ?? 0,
          irradiacao_wh_m2_dia: irr.mensal,
          performance_ratio: e.performance_ratio ?? 0,
          potencia_modulo_wp: e.modulo_wp ?? 0,
        });

  const faltaInv = faltam(['inversores_kw', 'razao_dc_ac_min', 'razao_dc_ac_max']);
  const escolha =
    dim && !faltaInv && e.inversores_kw
      ? escolherInversores(
          dim.potencia_real_kwp,
          e.inversores_kw.map((kw) => ({ id: String(kw), potencia_kw: kw })),
          { min: e.razao_dc_ac_min ?? 0, max: e.razao_dc_ac_max ?? 0 },
        )
      : null;
  if (dim && !faltaInv && !escolha)
    pendencias.push({
      campo: 'inversores_kw',
      mensagem: 'Nenhum dos inversores informados fica dentro da faixa DC/AC',
    });

  const faltaPreco = faltam(['custo_kit_rs', 'servicos_rs', 'margem', 'impostos']);
  const preco = faltaPreco
    ? null
    : precoDeVenda({
        custo_kit_rs: e.custo_kit_rs ?? 0,
        servicos_rs: e.servicos_rs ?? 0,
        margem: e.margem ?? 0,
        impostos: e.impostos ?? 0,
      });

  const faltaFin = faltam([
    'tarifa_rs_kwh',
    'fio_b_rs_kwh',
    'modalidade',
    'reajuste_anual',
    'degradacao_anual',
    'taxa_desconto_anual',
    'inicio_operacao',
  ]);
  const proj =
    dim && preco && !faltaFin && e.consumo_mensal_kwh && e.fornecimento && e.modalidade && e.inicio_operacao
      ? projetar({
          consumo_mensal_kwh: e.consumo_mensal_kwh,
          geracao_mensal_kwh: dim.meses.map((m) => m.geracao_kwh),
          fornecimento: e.fornecimento,
          modalidade: e.modalidade,
          inicio: e.inicio_operacao,
          tarifa_rs_kwh: e.tarifa_rs_kwh ?? 0,
          fio_b_rs_kwh: e.fio_b_rs_kwh ?? 0,
          reajuste_anual: e.reajuste_anual ?? 0,
          degradacao_anual: e.degradacao_anual ?? 0,
          investimento_rs: preco.preco_rs,
          taxa_desconto_anual: e.taxa_desconto_anual ?? 0,
          // Decision 030's defaults: all generation injected, no O&M, unless typed.
          simultaneidade: e.simultaneidade ?? undefined,
          om_rs_ano: e.om_rs_ano ?? undefined,
        })
      : null;
  const { co2KgPorKwh, co2KgPorArvore } = ctx.config.relatorio;
  const beneficios = proj ? beneficiosAmbientais(proj.geracao_total_kwh, co2KgPorKwh, co2KgPorArvore) : null;

  return {
    entradas: e,
    cidade: cidade ? { uuid: cidade.uuid, nome: cidade.nome, codigo_ibge: cidade.codigo_ibge } : null,
    irradiacao: irr ? { fonte: irr.fonte, mensal_wh_m2_dia: irr.mensal } : null,
    dimensionamento: dim,
    inversor: escolha
      ? {
          potencia_kw: Number(escolha.id),
          quantidade: escolha.quantidade,
          potencia_ac_kw: escolha.potencia_ac_kw,
          razao_dc_ac: escolha.razao_dc_ac,
        }
      : null,
    preco,
    financeiro:
      proj && beneficios
        ? {
            anos: proj.anos,
            payback_simples_meses: proj.payback_simples_meses,
            payback_descontado_meses: proj.payback_descontado_meses,
            vpl_rs: proj.vpl_rs,
            tir_mensal: proj.tir_mensal,
            tir_anual: proj.tir_anual,
            lcoe_rs_kwh: proj.lcoe_rs_kwh,
            geracao_total_kwh: proj.geracao_total_kwh,
            economia_total_rs: proj.economia_total_rs,
            co2_evitado_kg: beneficios.co2_kg,
            arvores: beneficios.arvores,
          }
        : null,
    pendencias,
  };
}

/** The figures of a deal's stored inputs, by its row (the public link has no session). */
export function calcularDoPedido(ctx: AppContext, p: { empresaId: number; proposta: unknown }) {
  return calcular(ctx, { id: p.empresaId }, entradasGuardadas(p.proposta));
}

/** GET /api/pedidos/:uuid/proposta: the inputs and the figures computed from them. */
export async function proposta(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const p = await vendaDaEmpresa(ctx, empresa, uuid);
  return calcular(ctx, empresa, entradasGuardadas(p.proposta));
}

/**
 * PUT /api/pedidos/:uuid/proposta: replaces the inputs (only while the deal is an orçamento); the
 * deal's total becomes the proposal's price, 0 while the price is undetermined.
 */
export async function salvarProposta(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosProposta) {
  const p = await vendaDaEmpresa(ctx, empresa, uuid);
  if (p.etapa !== 'orcamento') throw new AppError('CONFLITO', 'A proposta só muda na etapa de orçamento.');
  if (d.cidade_ibge !== null && !(await cidadeDaProposta(ctx, d.cidade_ibge)))
    throw erroValidacao([{ field: 'cidade_ibge', rule: 'exists', message: 'Cidade não encontrada' }]);
  const calculada = await calcular(ctx, empresa, d);
  await ctx.db
    .update(pedidos)
    .set({
      proposta: d,
      totalCentavos: Math.round((calculada.preco?.preco_rs ?? 0) * 100),
      atualizadoEm: ctx.now(),
    })
    .where(eq(pedidos.id, p.id));
  return calculada;
}
