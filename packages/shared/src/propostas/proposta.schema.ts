import { z } from 'zod';
import { respostaUm } from '../api/resposta.ts';
import { FORNECIMENTOS, type Fornecimento } from '../faturas/faturas.campos.ts';

// A deal's proposal (issue 25, decision 031): PUT /api/pedidos/:uuid/proposta saves what the
// integrador typed; GET answers it back with what the formulas of this folder compute from it.
// Every input may be left empty while the proposal is drafted: a figure that depends on an empty
// input is null, and `pendencias` says which inputs are missing. Shares are fractions (0.2 = 20 %).

export const MODALIDADES_GD = ['GD I', 'GD II'] as const;

const numero = (nome: string, min: number, max: number, faixa: string) =>
  z
    .number({ error: `Informe ${nome} como número` })
    .refine((v) => Number.isFinite(v) && v >= min && v <= max, { message: faixa })
    .nullish()
    .transform((v) => v ?? null);

const positivo = (nome: string, max: number, faixa: string) =>
  z
    .number({ error: `Informe ${nome} como número` })
    .refine((v) => Number.isFinite(v) && v > 0 && v <= max, { message: faixa })
    .nullish()
    .transform((v) => v ?? null);

/** PUT /api/pedidos/:uuid/proposta: the proposal's inputs (each may be null while drafting). */
export const ZPropostaEntrada = z
  .object({
    /** kWh of each month, January first. */
    consumo_mensal_kwh: z
      .array(
        z
          .number({ error: 'Informe o consumo do mês em kWh' })
          .min(0, 'O consumo não pode ser negativo')
          .max(10_000_000, 'Consumo acima do permitido'),
        { error: 'Informe o consumo dos 12 meses' },
      )
      .length(12, 'Informe o consumo dos 12 meses, de janeiro a dezembro')
      .nullish()
      .transform((v) => v ?? null),
    /** The city's 7-digit IBGE code: its monthly irradiation sizes the system. */
    cidade_ibge: z
      .number({ error: 'Informe o código IBGE da cidade' })
      .int('Informe o código IBGE da cidade')
      .min(1_000_000, 'O código IBGE tem 7 dígitos')
      .max(9_999_999, 'O código IBGE tem 7 dígitos')
      .nullish()
      .transform((v) => v ?? null),
    /** Informational: the irradiation used is the plane at the latitude's tilt (decision 030). */
    inclinacao_graus: numero('a inclinação', 0, 90, 'A inclinação deve estar entre 0° e 90°'),
    azimute_graus: numero('o azimute', 0, 360, 'O azimute deve estar entre 0° e 360°'),
    /** Performance ratio, losses included (0.8 = 80 %). */
    performance_ratio: positivo('o rendimento do sistema', 1, 'O rendimento deve ser maior que 0 e até 100%'),
    fornecimento: z
      .enum(Object.keys(FORNECIMENTOS) as [Fornecimento, ...Fornecimento[]], {
        error: 'Selecione o tipo de fornecimento',
      })
      .nullish()
      .transform((v) => v ?? null),
    modalidade: z
      .enum(MODALIDADES_GD, { error: 'Selecione a modalidade (GD I ou GD II)' })
      .nullish()
      .transform((v) => v ?? null),
    /** Full tariff with taxes, R$/kWh. */
    tarifa_rs_kwh: positivo('a tarifa', 100, 'A tarifa deve ser maior que 0'),
    /** TUSD Fio B as the bill prices it, R$/kWh. */
    fio_b_rs_kwh: numero('o Fio B', 0, 100, 'O Fio B não pode ser negativo'),
    /** Share of the compensable consumption to cover (1 = 100 %). */
    cobertura: positivo('a cobertura', 2, 'A cobertura deve ser maior que 0 e até 200%'),
    /** The module's power, Wp. */
    modulo_wp: positivo('a potência do módulo', 2_000, 'A potência do módulo deve estar entre 1 e 2.000 Wp'),
    /** Inverter models to choose from, kW AC each. */
    inversores_kw: z
      .array(
        z.number({ error: 'Informe a potência do inversor' }).positive('A potência deve ser maior que 0'),
        {
          error: 'Informe as potências dos inversores',
        },
      )
      .max(20, 'Informe no máximo 20 inversores')
      .nullish()
      .transform((v) => v ?? null),
    /** The accepted DC/AC ratio range. */
    razao_dc_ac_min: positivo('a razão DC/AC mínima', 3, 'A razão DC/AC deve estar entre 0 e 3'),
    razao_dc_ac_max: positivo('a razão DC/AC máxima', 3, 'A razão DC/AC deve estar entre 0 e 3'),
    /** The module from the company's catalogue (decision 035): its Wp replaces `modulo_wp`. */
    modulo_produto: z
      .uuid({ error: 'Selecione um módulo do catálogo' })
      .nullish()
      .transform((v) => v ?? null),
    /** Inverters from the catalogue: their kW are the options, instead of `inversores_kw`. */
    inversores_produtos: z
      .array(z.uuid({ error: 'Selecione um inversor do catálogo' }), {
        error: 'Selecione os inversores do catálogo',
      })
      .max(20, 'Selecione no máximo 20 inversores')
      .nullish()
      .transform((v) => (v?.length ? v : null)),
    /** The kit's other components from the catalogue (structure, cables, string box…). */
    componentes: z
      .array(
        z.object({
          produto: z.uuid({ error: 'Selecione o produto do catálogo' }),
          quantidade: z
            .number({ error: 'Informe a quantidade' })
            .refine((v) => Number.isFinite(v) && v > 0 && v <= 1_000_000, {
              message: 'A quantidade deve ser maior que 0',
            }),
        }),
        { error: 'Informe os componentes do kit' },
      )
      .max(50, 'Informe no máximo 50 componentes')
      .nullish()
      .transform((v) => (v?.length ? v : null)),
    /** With catalogue equipment the kit's cost is the catalogue's sum and this one is not used. */
    custo_kit_rs: numero('o custo do kit', 0, 1_000_000_000, 'O custo não pode ser negativo'),
    servicos_rs: numero('o custo dos serviços', 0, 1_000_000_000, 'O custo não pode ser negativo'),
    /** Shares of the sale price. */
    margem: numero('a margem', 0, 0.99, 'A margem deve estar entre 0 e 99%'),
    impostos: numero('os impostos', 0, 0.99, 'Os impostos devem estar entre 0 e 99%'),
    taxa_desconto_anual: numero('a taxa de desconto', 0, 1, 'A taxa de desconto deve estar entre 0 e 100%'),
    reajuste_anual: numero('o reajuste', -0.5, 1, 'O reajuste deve estar entre -50% e 100% ao ano'),
    degradacao_anual: numero('a degradação', 0, 0.1, 'A degradação deve estar entre 0 e 10% ao ano'),
    simultaneidade: numero('a simultaneidade', 0, 1, 'A simultaneidade deve estar entre 0 e 100%'),
    om_rs_ano: numero('o custo de manutenção', 0, 1_000_000_000, 'O custo não pode ser negativo'),
    /** First month of operation, YYYY-MM: the calendar year of each month's Fio B share. */
    inicio_operacao: z
      .string({ error: 'Informe o mês de início no formato AAAA-MM' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês de início no formato AAAA-MM')
      .nullish()
      .transform((v) => v ?? null),
    /** Payment options offered with the price (decision 035). */
    pagamento: z
      .object({
        parcelas_max: z
          .number({ error: 'Informe o número de parcelas' })
          .int('Informe um número inteiro de parcelas')
          .min(1, 'Informe de 1 a 24 parcelas')
          .max(24, 'Informe de 1 a 24 parcelas')
          .nullish()
          .transform((v) => v ?? null),
        taxa_financiamento_mensal: numero(
          'a taxa do financiamento',
          0,
          0.2,
          'A taxa do financiamento deve estar entre 0 e 20% ao mês',
        ),
        prazos_financiamento_meses: z
          .array(
            z
              .number({ error: 'Informe o prazo em meses' })
              .int('Informe o prazo em meses inteiros')
              .min(1, 'O prazo deve estar entre 1 e 420 meses')
              .max(420, 'O prazo deve estar entre 1 e 420 meses'),
            { error: 'Informe os prazos do financiamento' },
          )
          .max(12, 'Informe no máximo 12 prazos')
          .nullish()
          .transform((v) => (v?.length ? v : null)),
        entrada_rs: numero('a entrada', 0, 1_000_000_000, 'A entrada não pode ser negativa'),
        desconto_a_vista: numero('o desconto à vista', 0, 0.99, 'O desconto deve estar entre 0 e 99%'),
      })
      .nullish()
      .transform((v) => v ?? null),
    /** The proposal's validity, YYYY-MM-DD. */
    validade: z.iso
      .date({ error: 'Informe a validade no formato AAAA-MM-DD' })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((p, ctx) => {
    const vistos = new Set<string>();
    p.componentes?.forEach((c, i) => {
      if (vistos.has(c.produto))
        ctx.addIssue({
          code: 'custom',
          path: ['componentes', i, 'produto'],
          message: 'Este produto já está entre os componentes',
        });
      vistos.add(c.produto);
    });
    if (p.margem !== null && p.impostos !== null && p.margem + p.impostos >= 1)
      ctx.addIssue({
        code: 'custom',
        path: ['margem'],
        message: 'Margem e impostos somados devem ser menores que 100%',
      });
    if (p.razao_dc_ac_min !== null && p.razao_dc_ac_max !== null && p.razao_dc_ac_min > p.razao_dc_ac_max)
      ctx.addIssue({
        code: 'custom',
        path: ['razao_dc_ac_max'],
        message: 'A razão DC/AC máxima deve ser maior ou igual à mínima',
      });
  });
export type DadosProposta = z.output<typeof ZPropostaEntrada>;

const n = z.number();
const nulo = z.number().nullable();

/** What GET /api/pedidos/:uuid/proposta answers: the inputs and everything computed from them. */
export const ZPropostaCalculada = z.object({
  entradas: z.object({
    consumo_mensal_kwh: z.array(n).nullable(),
    cidade_ibge: nulo,
    inclinacao_graus: nulo,
    azimute_graus: nulo,
    performance_ratio: nulo,
    fornecimento: z.string().nullable(),
    modalidade: z.enum(MODALIDADES_GD).nullable(),
    tarifa_rs_kwh: nulo,
    fio_b_rs_kwh: nulo,
    cobertura: nulo,
    modulo_wp: nulo,
    inversores_kw: z.array(n).nullable(),
    razao_dc_ac_min: nulo,
    razao_dc_ac_max: nulo,
    modulo_produto: z.string().nullable(),
    inversores_produtos: z.array(z.string()).nullable(),
    componentes: z.array(z.object({ produto: z.string(), quantidade: n })).nullable(),
    custo_kit_rs: nulo,
    servicos_rs: nulo,
    margem: nulo,
    impostos: nulo,
    taxa_desconto_anual: nulo,
    reajuste_anual: nulo,
    degradacao_anual: nulo,
    simultaneidade: nulo,
    om_rs_ano: nulo,
    inicio_operacao: z.string().nullable(),
    pagamento: z
      .object({
        parcelas_max: nulo,
        taxa_financiamento_mensal: nulo,
        prazos_financiamento_meses: z.array(n).nullable(),
        entrada_rs: nulo,
        desconto_a_vista: nulo,
      })
      .nullable(),
    validade: z.string().nullable(),
  }),
  cidade: z.object({ uuid: z.string(), nome: z.string(), codigo_ibge: n }).nullable(),
  /** Wh/m²·day, January first; `fonte`: propria (the company's own values) or atlas_2017. */
  irradiacao: z.object({ fonte: z.string(), mensal_wh_m2_dia: z.array(n) }).nullable(),
  dimensionamento: z
    .object({
      energia_alvo_kwh_ano: n,
      producao_especifica_kwh_kwp_ano: n,
      potencia_necessaria_kwp: n,
      modulos: z.number().int(),
      potencia_real_kwp: n,
      /** The module's Wp the sizing used: the catalogue module's, else the typed one. */
      potencia_modulo_wp: n,
      geracao_anual_kwh: n,
      meses: z.array(z.object({ mes: z.number().int(), consumo_kwh: n, geracao_kwh: n })),
    })
    .nullable(),
  inversor: z
    .object({ potencia_kw: n, quantidade: z.number().int(), potencia_ac_kw: n, razao_dc_ac: n })
    .nullable(),
  /**
   * The products picked from the catalogue, as found (a removed or missing one is left out and named
   * in `pendencias`), so the editor can name its picks; costs are the company's own.
   */
  catalogo: z.array(
    z.object({
      produto: z.string(),
      tipo: z.string(),
      nome: z.string(),
      fabricante: z.string().nullable(),
      modelo: z.string().nullable(),
      potencia_wp: nulo,
      potencia_kw: nulo,
      custo_unitario_rs: n,
    }),
  ),
  /**
   * The kit from the catalogue (decision 035): the sized modules, the chosen inverter and the other
   * components at cost; null without catalogue equipment or while the sizing or inverter is open.
   */
  kit: z
    .object({
      itens: z.array(
        z.object({
          produto: z.string(),
          tipo: z.enum(['modulo', 'inversor', 'componente']),
          nome: z.string(),
          fabricante: z.string().nullable(),
          modelo: z.string().nullable(),
          quantidade: n,
          custo_unitario_rs: n,
          custo_total_rs: n,
        }),
      ),
      custo_rs: n,
    })
    .nullable(),
  preco: z.object({ custo_rs: n, preco_rs: n, impostos_rs: n, margem_rs: n }).nullable(),
  /** The payment options of the price (decision 035); null while the price is. */
  pagamentos: z
    .object({
      a_vista_rs: n,
      parcelado: z
        .object({ parcelas: z.number().int(), valor_parcela_rs: n, primeira_parcela_rs: n })
        .nullable(),
      financiamentos: z.array(
        z.object({
          prazo_meses: z.number().int(),
          taxa_mensal: n,
          entrada_rs: n,
          parcela_rs: n,
          total_rs: n,
        }),
      ),
    })
    .nullable(),
  financeiro: z
    .object({
      anos: z.array(
        z.object({
          ano: z.number().int(),
          consumo_kwh: n,
          geracao_kwh: n,
          compensada_kwh: n,
          conta_sem_sistema_rs: n,
          conta_com_sistema_rs: n,
          economia_rs: n,
          fluxo_rs: n,
          acumulado_rs: n,
        }),
      ),
      payback_simples_meses: nulo,
      payback_descontado_meses: nulo,
      vpl_rs: n,
      tir_mensal: nulo,
      tir_anual: nulo,
      lcoe_rs_kwh: nulo,
      geracao_total_kwh: n,
      economia_total_rs: n,
      co2_evitado_kg: n,
      arvores: z.number().int(),
    })
    .nullable(),
  /** What is still missing for each computed part, in pt-BR: `campo` is the input's name. */
  pendencias: z.array(z.object({ campo: z.string(), mensagem: z.string() })),
});
export type PropostaCalculada = z.infer<typeof ZPropostaCalculada>;
export const ZPropostaResposta = respostaUm(ZPropostaCalculada);
