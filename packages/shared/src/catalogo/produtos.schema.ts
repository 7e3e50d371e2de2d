import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';
import { arredondarQuantidade, erroDeNumero, lerNumeroDigitado, numeroOpcional, ZReais } from './numeros.ts';

// Products of a company's catalogue (spec §6 `produto`, `componente`): /api/produtos and a kit's
// components at /api/produtos/:uuid/componentes. Decision 024.

export const TIPOS_PRODUTO = [
  'modulo',
  'inversor',
  'microinversor',
  'bateria',
  'estrutura',
  'string_box',
  'cabo',
  'outro',
  'kit',
] as const;
export type TipoProduto = (typeof TIPOS_PRODUTO)[number];

export const NOMES_TIPOS_PRODUTO: Record<TipoProduto, string> = {
  modulo: 'Módulo',
  inversor: 'Inversor',
  microinversor: 'Microinversor',
  bateria: 'Bateria',
  estrutura: 'Estrutura',
  string_box: 'String box',
  cabo: 'Cabo',
  outro: 'Outro',
  kit: 'Kit',
};

export const FASES = ['monofasico', 'bifasico', 'trifasico'] as const;
export const NOMES_FASES: Record<(typeof FASES)[number], string> = {
  monofasico: 'Monofásico',
  bifasico: 'Bifásico',
  trifasico: 'Trifásico',
};

/** '' from an empty select is "not given". */
const vazioENulo = (v: unknown) => (v === '' ? null : v);

const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A product's technical data. Every field is optional here; which ones a kind keeps is
 * CAMPOS_POR_TIPO (the API drops the others), and OBRIGATORIOS_POR_TIPO says which it requires.
 */
export const ZEspecificacoesEntrada = z.object({
  // Módulo
  potencia_wp: numeroOpcional(2_000, { positivo: true }),
  tecnologia: textoOpcional(60),
  eficiencia_pct: numeroOpcional(100, { positivo: true }),
  comprimento_mm: numeroOpcional(10_000, { inteiro: true, positivo: true }),
  largura_mm: numeroOpcional(10_000, { inteiro: true, positivo: true }),
  espessura_mm: numeroOpcional(1_000, { inteiro: true, positivo: true }),
  peso_kg: numeroOpcional(10_000, { positivo: true }),
  garantia_anos: numeroOpcional(100, { inteiro: true }),
  garantia_desempenho_anos: numeroOpcional(100, { inteiro: true }),
  // Inversor e microinversor
  potencia_kw: numeroOpcional(100_000, { positivo: true }),
  mppts: numeroOpcional(64, { inteiro: true, positivo: true }),
  tensao_max_dc_v: numeroOpcional(5_000, { positivo: true }),
  potencia_max_dc_kw: numeroOpcional(100_000, { positivo: true }),
  fases: z
    .preprocess(vazioENulo, z.enum(FASES, { error: 'Selecione as fases' }).nullish())
    .transform((v) => v ?? null),
  /** The maker's code in Irradia's monitoring (`GET /api/fabricantes`), when it is one of them. */
  fabricante_codigo: textoOpcional(40),
  // Bateria
  capacidade_kwh: numeroOpcional(100_000, { positivo: true }),
  tensao_v: numeroOpcional(5_000, { positivo: true }),
  // Cabo
  bitola_mm2: numeroOpcional(1_000, { positivo: true }),
});
type CampoEspecificacao = keyof z.output<typeof ZEspecificacoesEntrada>;

const INVERSOR: CampoEspecificacao[] = [
  'potencia_kw',
  'mppts',
  'tensao_max_dc_v',
  'potencia_max_dc_kw',
  'fases',
  'fabricante_codigo',
  'garantia_anos',
];

/** The technical fields each kind of product keeps (forms show these). */
export const CAMPOS_POR_TIPO: Record<TipoProduto, readonly CampoEspecificacao[]> = {
  modulo: [
    'potencia_wp',
    'tecnologia',
    'eficiencia_pct',
    'comprimento_mm',
    'largura_mm',
    'espessura_mm',
    'peso_kg',
    'garantia_anos',
    'garantia_desempenho_anos',
  ],
  inversor: INVERSOR,
  microinversor: INVERSOR,
  bateria: ['capacidade_kwh', 'tensao_v', 'tecnologia', 'garantia_anos'],
  estrutura: ['garantia_anos'],
  string_box: ['garantia_anos'],
  cabo: ['bitola_mm2'],
  outro: [],
  kit: [],
};

/** Fields a kind requires, with the message when missing. */
export const OBRIGATORIOS_POR_TIPO: Partial<
  Record<TipoProduto, Partial<Record<CampoEspecificacao, string>>>
> = {
  modulo: { potencia_wp: 'Informe a potência do módulo em Wp' },
  inversor: { potencia_kw: 'Informe a potência AC em kW' },
  microinversor: { potencia_kw: 'Informe a potência AC em kW' },
};

/** POST /api/produtos and PATCH /api/produtos/:uuid (the whole product, as the form has it). */
export const ZProdutoEntrada = z
  .object({
    tipo: z.enum(TIPOS_PRODUTO, { error: 'Selecione o tipo do produto' }),
    nome: z.string({ error: 'Informe o nome' }).trim().min(1, 'Informe o nome').max(160),
    categoria: z
      .preprocess(vazioENulo, z.uuid({ error: 'Selecione a categoria' }).nullish())
      .transform((v) => v ?? null),
    modelo: textoOpcional(120),
    /** The maker as typed (any brand); Irradia's maker code is especificacoes.fabricante_codigo. */
    fabricante: textoOpcional(120),
    sku: textoOpcional(60),
    unidade: z
      .string()
      .trim()
      .max(10)
      .nullish()
      .transform((v) => (v ? v : 'un')),
    descricao: textoOpcional(2_000),
    /** Ignored for a kit: its cost is its components'. */
    custo_rs: ZReais,
    preco_venda_rs: ZReais,
    /** Below this balance a stock movement notifies the company; null: no minimum. */
    estoque_minimo: numeroOpcional(1_000_000_000),
    /** The uuid of a record of the reference library (`/api/equipamentos`) it was filled from. */
    equipamento: z
      .preprocess(vazioENulo, z.uuid({ error: 'Equipamento inválido' }).nullish())
      .transform((v) => v ?? null),
    especificacoes: ZEspecificacoesEntrada.nullish().transform((v) => v ?? ZEspecificacoesEntrada.parse({})),
  })
  .superRefine((v, ctx) => {
    for (const [campo, message] of Object.entries(OBRIGATORIOS_POR_TIPO[v.tipo] ?? {})) {
      if (v.especificacoes[campo as CampoEspecificacao] == null)
        ctx.addIssue({
          code: 'custom',
          path: ['especificacoes', campo],
          message,
          params: { rule: 'required' },
        });
    }
  })
  .transform((v) => {
    // Keep only the kind's fields, so a kind changed in the form leaves nothing behind.
    const campos = CAMPOS_POR_TIPO[v.tipo];
    const especificacoes = Object.fromEntries(
      Object.entries(v.especificacoes).filter(
        ([k, valor]) => campos.includes(k as CampoEspecificacao) && valor != null,
      ),
    ) as Especificacoes;
    return {
      ...v,
      estoque_minimo: v.estoque_minimo === null ? null : arredondarQuantidade(v.estoque_minimo),
      especificacoes,
    };
  });
export type TProdutoEntrada = z.input<typeof ZProdutoEntrada>;
export type DadosProduto = z.output<typeof ZProdutoEntrada>;

/** A product's technical data as answered: only its kind's fields that were given. */
export const ZEspecificacoes = z.object({
  potencia_wp: z.number().optional(),
  tecnologia: z.string().optional(),
  eficiencia_pct: z.number().optional(),
  comprimento_mm: z.number().optional(),
  largura_mm: z.number().optional(),
  espessura_mm: z.number().optional(),
  peso_kg: z.number().optional(),
  garantia_anos: z.number().optional(),
  garantia_desempenho_anos: z.number().optional(),
  potencia_kw: z.number().optional(),
  mppts: z.number().optional(),
  tensao_max_dc_v: z.number().optional(),
  potencia_max_dc_kw: z.number().optional(),
  fases: z.enum(FASES).optional(),
  fabricante_codigo: z.string().optional(),
  capacidade_kwh: z.number().optional(),
  tensao_v: z.number().optional(),
  bitola_mm2: z.number().optional(),
});
export type Especificacoes = z.infer<typeof ZEspecificacoes>;

/** What a kit adds up from its components (nested kits included). */
export const ZResumoKit = z.object({
  /** Number of component lines. */
  componentes: z.number().int(),
  /** Sum of modules' Wp × quantity / 1000. */
  potencia_kwp: z.number(),
  /** How many whole kits the components' balances allow. */
  disponivel: z.number().int(),
});

/** A product as the API answers it. */
export const ZProduto = z.object({
  uuid: z.string(),
  tipo: z.enum(TIPOS_PRODUTO),
  nome: z.string(),
  categoria: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
  modelo: z.string().nullable(),
  fabricante: z.string().nullable(),
  sku: z.string().nullable(),
  unidade: z.string(),
  descricao: z.string().nullable(),
  /** A kit's is the sum of its components' costs × quantities (custo_fixo: its own). */
  custo_rs: z.number(),
  preco_venda_rs: z.number(),
  /** Own stock balance (a kit has none of its own: see kit.disponivel). */
  saldo: z.number(),
  estoque_minimo: z.number().nullable(),
  abaixo_do_minimo: z.boolean(),
  equipamento: z.string().nullable(),
  especificacoes: ZEspecificacoes,
  /** Public image URL (`/api/arquivos/:uuid`). */
  imagem_url: z.string().nullable(),
  /** The datasheet PDF, downloaded at `/api/produtos/:uuid/datasheet`. */
  datasheet: z.object({ nome: z.string(), tamanho: z.number().int() }).nullable(),
  kit: ZResumoKit.nullable(),
  /** A copy of a distribuidor's catalogue line (POST /api/produtos/copiar): whose. */
  origem: z.object({ distribuidor: z.object({ uuid: z.string(), nome: z.string() }) }).nullable(),
  /** A kit bought whole: custo_rs is its own (the price paid), not its components' sum. */
  custo_fixo: z.boolean(),
  removido_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Produto = z.infer<typeof ZProduto>;

/**
 * GET /api/produtos: page, limit, search (nome, modelo, fabricante, SKU), order=nome|-nome|
 * criado_em|-criado_em|saldo|-saldo, tipo, categoria (uuid), abaixo_do_minimo=1, removidos=1.
 */
export const ZProdutos = respostaLista(ZProduto);
export const ZProdutoResposta = respostaUm(ZProduto);

/** PUT /api/produtos/:uuid/componentes: the kit's whole list of components (replaces it). */
export const ZComponentesEntrada = z.object({
  itens: z
    .array(
      z.object({
        produto: z.uuid({ error: 'Selecione o produto' }),
        quantidade: z
          .preprocess(
            lerNumeroDigitado,
            z
              .number({ error: erroDeNumero('Informe a quantidade') })
              .positive('A quantidade deve ser maior que 0')
              .max(1_000_000),
          )
          .transform(arredondarQuantidade),
      }),
    )
    .max(200, 'Use no máximo 200 componentes'),
});
export type TComponentesEntrada = z.input<typeof ZComponentesEntrada>;
export type DadosComponentes = z.output<typeof ZComponentesEntrada>;

/** One line of a kit. */
export const ZComponente = z.object({
  produto: z.object({
    uuid: z.string(),
    tipo: z.enum(TIPOS_PRODUTO),
    nome: z.string(),
    sku: z.string().nullable(),
    unidade: z.string(),
    custo_rs: z.number(),
    saldo: z.number(),
    removido: z.boolean(),
  }),
  quantidade: z.number(),
  /** custo_rs × quantidade. */
  custo_rs: z.number(),
  /** Wp × quantidade for a module (or a nested kit's kWp × 1000 × quantidade); null for others. */
  potencia_wp: z.number().nullable(),
});
export type Componente = z.infer<typeof ZComponente>;

/** GET and PUT /api/produtos/:uuid/componentes (in the order they were given). */
export const ZComponentes = respostaTodos(ZComponente);
