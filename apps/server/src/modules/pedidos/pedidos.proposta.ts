import { dimensionar, escolherInversores } from '@irradia/shared/propostas/dimensionamento';
import { beneficiosAmbientais, projetar } from '@irradia/shared/propostas/financeiro';
import { opcoesDePagamento, precoDeVenda } from '@irradia/shared/propostas/financiamento';
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
import {
  catalogoDaProposta,
  custosSalvos,
  type Equipamentos,
  gravarItensDoKit,
  lerEquipamentos,
  montarKit,
} from './pedidos.proposta-kit.ts';

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

/** Inputs behind the sizing and the price: what POST /enviar and the PDF name when they are missing. */
export const PARA_DIMENSIONAR = new Set([
  'consumo_mensal_kwh',
  'cidade_ibge',
  'fornecimento',
  'cobertura',
  'performance_ratio',
  'modulo_wp',
  'modulo_produto',
]);
export const PARA_PRECIFICAR = new Set([
  'custo_kit_rs',
  'servicos_rs',
  'margem',
  'impostos',
  'modulo_produto',
  'inversores_produtos',
]);

/** A deal of the company by uuid; a purchase or another company's deal is a 404. */
export async function vendaDaEmpresa(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [p] = await ctx.db
    .select()
    .from(pedidos)
    .where(and(eq(pedidos.uuid, uuid), eq(pedidos.empresaId, empresa.id), eq(pedidos.tipo, 'venda')));
  if (!p) throw new AppError('NAO_ENCONTRADO', 'Orçamento não encontrado');
  return p;
}

/** The company's deal whose proposal may still change: only while it is an orçamento (409 otherwise). */
export async function orcamentoEditavel(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const p = await vendaDaEmpresa(ctx, empresa, uuid);
  if (p.etapa !== 'orcamento') throw new AppError('CONFLITO', 'A proposta só muda na etapa de orçamento.');
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
  lidos?: Equipamentos,
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

  // Catalogue equipment (decision 035): a pick that is gone or of the wrong kind is a pendência.
  const equip = lidos ?? (await lerEquipamentos(ctx, empresa.id, e));
  for (const p of equip.problemas)
    if (!pendencias.some((x) => x.campo === p.field))
      pendencias.push({ campo: p.field, mensagem: p.message });
  const moduloWp = e.modulo_produto ? (equip.modulo?.wp ?? null) : e.modulo_wp;

  const cidade = await cidadeDaProposta(ctx, e.cidade_ibge);
  if (e.cidade_ibge !== null && !cidade)
    pendencias.push({ campo: 'cidade_ibge', mensagem: 'Cidade não encontrada' });
  const irr = cidade ? await irradiacaoMensal(ctx, cidade.id, empresa.id) : null;
  if (cidade && !irr)
    pendencias.push({ campo: 'cidade_ibge', mensagem: 'Não há dados de irradiação para esta cidade' });

  // Every missing input is listed, so no short-circuit between the checks.
  const faltaLocal = faltam([
    'consumo_mensal_kwh',
    'cidade_ibge',
    'fornecimento',
    'cobertura',
    'performance_ratio',
  ]);
  const faltaModulo = e.modulo_produto ? moduloWp === null : faltam(['modulo_wp']);
  const faltaDim = faltaLocal || faltaModulo;
  const dimensionado =
    faltaDim || !irr || !e.consumo_mensal_kwh || !e.fornecimento || moduloWp === null
      ? null
      : dimensionar({
          consumo_mensal_kwh: e.consumo_mensal_kwh,
          fornecimento: e.fornecimento,
          cobertura: e.cobertura ?? 0,
          irradiacao_wh_m2_dia: irr.mensal,
          performance_ratio: e.performance_ratio ?? 0,
          potencia_modulo_wp: moduloWp,
        });
  const dim = dimensionado && moduloWp !== null ? { ...dimensionado, potencia_modulo_wp: moduloWp } : null;

  // The inverter options: the catalogue's products (by uuid) or the typed kW.
  const campoInv = e.inversores_produtos ? 'inversores_produtos' : 'inversores_kw';
  const opcoes = e.inversores_produtos
    ? equip.inversores.map((p) => ({ id: p.uuid, potencia_kw: p.kw }))
    : (e.inversores_kw ?? []).map((kw) => ({ id: String(kw), potencia_kw: kw }));
  const faltaOpcoes = e.inversores_produtos ? opcoes.length === 0 : faltam(['inversores_kw']);
  const faltaRazao = faltam(['razao_dc_ac_min', 'razao_dc_ac_max']);
  const faltaInv = faltaOpcoes || faltaRazao;
  const escolha =
    dim && !faltaInv
      ? escolherInversores(dim.potencia_real_kwp, opcoes, {
          min: e.razao_dc_ac_min ?? 0,
          max: e.razao_dc_ac_max ?? 0,
        })
      : null;
  if (dim && !faltaInv && !escolha)
    pendencias.push({
      campo: campoInv,
      mensagem: 'Nenhum dos inversores informados fica dentro da faixa DC/AC',
    });

  // With catalogue equipment the kit's cost is the catalogue's sum; the typed cost is not used.
  if (equip.doCatalogo) {
    if (!e.modulo_produto)
      pendencias.push({ campo: 'modulo_produto', mensagem: 'Selecione o módulo do catálogo' });
    if (!e.inversores_produtos)
      pendencias.push({ campo: 'inversores_produtos', mensagem: 'Selecione os inversores do catálogo' });
  }
  const kit = montarKit(equip, dim?.modulos ?? null, escolha);
  const faltaKit = equip.doCatalogo ? kit === null : faltam(['custo_kit_rs']);
  const faltaPreco = faltam(['servicos_rs', 'margem', 'impostos']) || faltaKit;
  const preco = faltaPreco
    ? null
    : precoDeVenda({
        custo_kit_rs: kit ? kit.custo_rs : (e.custo_kit_rs ?? 0),
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
  const pagamentos = preco ? opcoesDePagamento(preco.preco_rs, e.pagamento) : null;
  pendenciasDoPagamento(e.pagamento, preco?.preco_rs ?? null, pendencias);
  const { co2KgPorKwh, co2KgPorArvore } = ctx.config.relatorio;
  const beneficios = proj ? beneficiosAmbientais(proj.geracao_total_kwh, co2KgPorKwh, co2KgPorArvore) : null;

  return {
    entradas: e,
    cidade: cidade ? { uuid: cidade.uuid, nome: cidade.nome, codigo_ibge: cidade.codigo_ibge } : null,
    irradiacao: irr ? { fonte: irr.fonte, mensal_wh_m2_dia: irr.mensal } : null,
    dimensionamento: dim,
    inversor: escolha
      ? {
          potencia_kw: opcoes.find((o) => o.id === escolha.id)?.potencia_kw ?? 0,
          quantidade: escolha.quantidade,
          potencia_ac_kw: escolha.potencia_ac_kw,
          razao_dc_ac: escolha.razao_dc_ac,
        }
      : null,
    catalogo: catalogoDaProposta(equip),
    kit,
    preco,
    pagamentos,
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

/** What the payment options still lack; they never block the proposal (cash is always there). */
function pendenciasDoPagamento(
  pg: DadosProposta['pagamento'],
  preco: number | null,
  pendencias: Pendencia[],
) {
  if (!pg) return;
  if (pg.prazos_financiamento_meses && pg.taxa_financiamento_mensal === null)
    pendencias.push({
      campo: 'pagamento.taxa_financiamento_mensal',
      mensagem: 'Informe a taxa do financiamento',
    });
  if (pg.taxa_financiamento_mensal !== null && !pg.prazos_financiamento_meses)
    pendencias.push({
      campo: 'pagamento.prazos_financiamento_meses',
      mensagem: 'Informe os prazos do financiamento',
    });
  if (preco !== null && (pg.entrada_rs ?? 0) >= preco && pg.taxa_financiamento_mensal !== null)
    pendencias.push({
      campo: 'pagamento.entrada_rs',
      mensagem: 'A entrada deve ser menor que o preço de venda',
    });
}

/**
 * The figures of a deal's stored inputs, by its row (the public link has no session). A draft is
 * priced at the catalogue's current costs; once sent, at the costs of its last save (decision 035).
 */
export async function calcularDoPedido(
  ctx: AppContext,
  p: { id: number; empresaId: number; proposta: unknown; etapa: string | null; status: string },
) {
  const e = entradasGuardadas(p.proposta);
  const atuais = await lerEquipamentos(ctx, p.empresaId, e);
  const rascunho = p.etapa === 'orcamento' && p.status === 'rascunho';
  return calcular(ctx, { id: p.empresaId }, e, rascunho ? atuais : await custosSalvos(ctx, p.id, atuais));
}

/** GET /api/pedidos/:uuid/proposta: the inputs and the figures computed from them. */
export async function proposta(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  return calcularDoPedido(ctx, await vendaDaEmpresa(ctx, empresa, uuid));
}

/**
 * PUT /api/pedidos/:uuid/proposta: replaces the inputs (only while the deal is an orçamento); the
 * deal's total becomes the proposal's price, 0 while the price is undetermined.
 */
export async function salvarProposta(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosProposta) {
  const p = await orcamentoEditavel(ctx, empresa, uuid);
  if (d.cidade_ibge !== null && !(await cidadeDaProposta(ctx, d.cidade_ibge)))
    throw erroValidacao([{ field: 'cidade_ibge', rule: 'exists', message: 'Cidade não encontrada' }]);
  const equip = await lerEquipamentos(ctx, empresa.id, d);
  if (equip.problemas.length > 0) throw erroValidacao(equip.problemas);
  const calculada = await calcular(ctx, empresa, d, equip);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(pedidos)
      .set({
        proposta: d,
        totalCentavos: Math.round((calculada.preco?.preco_rs ?? 0) * 100),
        atualizadoEm: ctx.now(),
      })
      .where(eq(pedidos.id, p.id));
    // The kit's lines are the deal's items (decision 035), replaced on every save.
    await gravarItensDoKit({ ...ctx, db: tx }, p.id, equip, calculada.kit);
  });
  return calculada;
}
