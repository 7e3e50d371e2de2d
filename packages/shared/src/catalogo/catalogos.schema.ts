import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';
import { ZReais } from './numeros.ts';
import { TIPOS_PRODUTO, ZEspecificacoes } from './produtos.schema.ts';

// Distributors' catalogues (issue 24, decision 026): a distribuidor lists its products at a price
// with a validity (/api/catalogos); other companies browse the published ones
// (/api/distribuidores) and copy items into their own catalogue (POST /api/produtos/copiar).
// What other companies see never carries cost, stock balance numbers or internal fields.

/** Most lines a catalogue holds (PUT refuses more), so the public reply always carries them all. */
export const MAX_ITENS_CATALOGO = 500;

export const SITUACOES_CATALOGO = ['rascunho', 'publicado', 'expirado', 'agendado'] as const;
export type SituacaoCatalogo = (typeof SITUACOES_CATALOGO)[number];
export const NOMES_SITUACOES_CATALOGO: Record<SituacaoCatalogo, string> = {
  rascunho: 'Rascunho',
  publicado: 'Publicado',
  expirado: 'Expirado',
  agendado: 'Agendado',
};

export const mensagensCatalogo = {
  informeNome: 'Informe o nome do catálogo',
  dataInvalida: 'Informe uma data válida',
  ateAntesDeDe: 'A data final deve ser igual ou posterior à inicial',
  selecioneProduto: 'Selecione o produto',
  maximoItens: `Use no máximo ${MAX_ITENS_CATALOGO} itens`,
  soDistribuidores: 'Só distribuidores publicam catálogos.',
  jaCopiado: 'Este produto já está no seu catálogo.',
} as const;
const m = mensagensCatalogo;

const vazioNulo = (v: unknown) => (v === '' || v === undefined ? null : v);

/** A calendar date YYYY-MM-DD ('' or absent: null); 2026-02-30 is refused, not rolled over. */
const ZDataOpcional = z.preprocess(
  vazioNulo,
  z
    .string({ error: m.dataInvalida })
    .regex(/^\d{4}-\d{2}-\d{2}$/, m.dataInvalida)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, m.dataInvalida)
    .nullable(),
);

/** POST /api/catalogos and PATCH /api/catalogos/:uuid (the whole header, as the form has it). */
export const ZCatalogoEntrada = z
  .object({
    nome: z.string({ error: m.informeNome }).trim().min(1, m.informeNome).max(120),
    descricao: z
      .string()
      .trim()
      .max(2_000)
      .nullish()
      .transform((v) => (v ? v : null)),
    /** First and last day the prices hold (inclusive, America/Sao_Paulo); null is open-ended. */
    valido_de: ZDataOpcional,
    valido_ate: ZDataOpcional,
    /** Minimum order value (0: none). */
    pedido_minimo_rs: ZReais,
  })
  .superRefine((v, ctx) => {
    if (v.valido_de && v.valido_ate && v.valido_ate < v.valido_de)
      ctx.addIssue({
        code: 'custom',
        path: ['valido_ate'],
        message: m.ateAntesDeDe,
        params: { rule: 'after' },
      });
  });
export type TCatalogoEntrada = z.input<typeof ZCatalogoEntrada>;
export type DadosCatalogo = z.output<typeof ZCatalogoEntrada>;

/** A catalogue as its distribuidor sees it. */
export const ZCatalogo = z.object({
  uuid: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  valido_de: z.string().nullable(),
  valido_ate: z.string().nullable(),
  pedido_minimo_rs: z.number(),
  /** ISO instant it was published; null: a draft. */
  publicado_em: z.string().nullable(),
  /**
   * rascunho: not published; publicado: visible today; agendado: published, valido_de in the
   * future; expirado: published, valido_ate past. (Today in America/Sao_Paulo.)
   */
  situacao: z.enum(SITUACOES_CATALOGO),
  /** Number of lines. */
  itens: z.number().int(),
  removido_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Catalogo = z.infer<typeof ZCatalogo>;

/** GET /api/catalogos: page, limit, search (nome), removidos=1. */
export const ZCatalogos = respostaLista(ZCatalogo);
export const ZCatalogoResposta = respostaUm(ZCatalogo);

/** PUT /api/catalogos/:uuid/itens: the catalogue's whole list of lines (replaces it, order kept). */
export const ZCatalogoItensEntrada = z.object({
  itens: z
    .array(
      z.object({
        produto: z.uuid({ error: m.selecioneProduto }),
        preco_rs: ZReais,
      }),
    )
    .max(MAX_ITENS_CATALOGO, m.maximoItens),
});
export type TCatalogoItensEntrada = z.input<typeof ZCatalogoItensEntrada>;
export type DadosCatalogoItens = z.output<typeof ZCatalogoItensEntrada>;

/** One line as the owner sees it (with cost and margin). */
export const ZCatalogoItem = z.object({
  /** The line's uuid (what buyers copy and order). */
  uuid: z.string(),
  produto: z.object({
    uuid: z.string(),
    tipo: z.enum(TIPOS_PRODUTO),
    nome: z.string(),
    modelo: z.string().nullable(),
    fabricante: z.string().nullable(),
    sku: z.string().nullable(),
    unidade: z.string(),
    /** The product's own cost (a kit's: its components' sum, or its fixed cost). */
    custo_rs: z.number(),
    /** Balance (a kit: how many whole kits the components allow). */
    saldo: z.number(),
    removido: z.boolean(),
  }),
  preco_rs: z.number(),
  /** preco_rs − custo_rs. */
  margem_rs: z.number(),
  /** margem_rs / preco_rs × 100, one decimal; null when the price is 0. */
  margem_pct: z.number().nullable(),
});
export type CatalogoItem = z.infer<typeof ZCatalogoItem>;

/** GET and PUT /api/catalogos/:uuid/itens (in the order given). */
export const ZCatalogoItens = respostaTodos(ZCatalogoItem);

// Public side: what other companies see.

/** GET /api/distribuidores (page, limit, search by name or city): distributors with a published catalogue. */
export const ZDistribuidor = z.object({
  uuid: z.string(),
  nome: z.string(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** Catalogues published and valid today. */
  catalogos: z.number().int(),
});
export type Distribuidor = z.infer<typeof ZDistribuidor>;
export const ZDistribuidores = respostaLista(ZDistribuidor);
/** GET /api/distribuidores/:uuid. */
export const ZDistribuidorResposta = respostaUm(ZDistribuidor);

/** A product as buyers see it: no uuid, cost, balance or internal fields. */
export const ZProdutoPublico = z.object({
  tipo: z.enum(TIPOS_PRODUTO),
  nome: z.string(),
  modelo: z.string().nullable(),
  fabricante: z.string().nullable(),
  sku: z.string().nullable(),
  unidade: z.string(),
  descricao: z.string().nullable(),
  especificacoes: ZEspecificacoes,
  imagem_url: z.string().nullable(),
  kit: z
    .object({
      potencia_kwp: z.number(),
      componentes: z.array(
        z.object({
          nome: z.string(),
          tipo: z.enum(TIPOS_PRODUTO),
          modelo: z.string().nullable(),
          fabricante: z.string().nullable(),
          quantidade: z.number(),
          unidade: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type ProdutoPublico = z.infer<typeof ZProdutoPublico>;

/** A line of a published catalogue. */
export const ZItemPublico = z.object({
  /** The catalogue line's uuid: POST /api/produtos/copiar `item`, an order's `itens[].item`. */
  uuid: z.string(),
  produto: ZProdutoPublico,
  preco_rs: z.number(),
  /** In stock (a kit: at least one whole kit); never the balance itself. */
  disponivel: z.boolean(),
  /** The caller's product already copied from this line's product, or null. */
  copiado: z.string().nullable(),
});
export type ItemPublico = z.infer<typeof ZItemPublico>;

/** A published catalogue with all its lines (at most MAX_ITENS_CATALOGO). */
export const ZCatalogoPublico = z.object({
  uuid: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  valido_de: z.string().nullable(),
  valido_ate: z.string().nullable(),
  pedido_minimo_rs: z.number(),
  publicado_em: z.string(),
  distribuidor: z.object({ uuid: z.string(), nome: z.string() }),
  itens: z.array(ZItemPublico),
});
export type CatalogoPublico = z.infer<typeof ZCatalogoPublico>;

/** GET /api/distribuidores/:uuid/catalogos: their catalogues published and valid today. */
export const ZCatalogosPublicos = respostaTodos(ZCatalogoPublico);

/** POST /api/produtos/copiar: copy a catalogue line into the caller's catalogue. */
export const ZCopiaEntrada = z.object({
  item: z.uuid({ error: 'Selecione o item do catálogo' }),
  categoria: z
    .preprocess(vazioNulo, z.uuid({ error: 'Selecione a categoria' }).nullish())
    .transform((v) => v ?? null),
});
export type TCopiaEntrada = z.input<typeof ZCopiaEntrada>;
export type DadosCopia = z.output<typeof ZCopiaEntrada>;
