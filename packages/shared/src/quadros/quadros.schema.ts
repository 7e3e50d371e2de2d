// Over 400 lines: the board's whole contract (boards, stages, cards, comments, attachments, fields, labels) in one place, since the web's board screen reads all of it together.
import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';

// The board (spec §2 /quadro, §6 fase, grupo, campo, preenchimento, comentario, anexo,
// classificacao; decision 038). Two flows run on boards: deals (`pedidos` of tipo venda) and
// service requests (`atendimentos`). A card is one of them placed on a stage (`fase`).

export const TIPOS_QUADRO = ['atendimentos', 'pedidos'] as const;
export type TipoQuadro = (typeof TIPOS_QUADRO)[number];
export const NOMES_TIPOS_QUADRO: Record<TipoQuadro, string> = {
  atendimentos: 'Solicitações de serviço',
  pedidos: 'Negócios',
};

/** What a card is: the API path of its record (`/api/atendimentos/:uuid/…`, `/api/pedidos/:uuid/…`). */
export const TIPOS_CARTAO = ['atendimento', 'pedido'] as const;
export type TipoCartao = (typeof TIPOS_CARTAO)[number];
export const TIPO_CARTAO_DO_QUADRO: Record<TipoQuadro, TipoCartao> = {
  atendimentos: 'atendimento',
  pedidos: 'pedido',
};
export const ROTA_DO_CARTAO: Record<TipoCartao, 'atendimentos' | 'pedidos'> = {
  atendimento: 'atendimentos',
  pedido: 'pedidos',
};

/**
 * The stages a company starts with. `fechada`: a card there is done (counted as closed, never
 * overdue); a company may rename, add, reorder and close stages.
 */
export const FASES_PADRAO: Record<TipoQuadro, ReadonlyArray<{ nome: string; fechada: boolean }>> = {
  atendimentos: [
    { nome: 'Aberto', fechada: false },
    { nome: 'Em atendimento', fechada: false },
    { nome: 'Aguardando cliente ou peça', fechada: false },
    { nome: 'Concluído', fechada: true },
  ],
  pedidos: [
    { nome: 'Novo contato', fechada: false },
    { nome: 'Proposta enviada', fechada: false },
    { nome: 'Negociação', fechada: false },
    { nome: 'Contrato', fechada: false },
    { nome: 'Instalação', fechada: false },
    { nome: 'Instalado', fechada: true },
  ],
};

/** Where a card came from (`alerta`: an automation opened it on a plant alert). */
export const ORIGENS_CARTAO = ['manual', 'solicitacao', 'automacao', 'alerta'] as const;
export type OrigemCartao = (typeof ORIGENS_CARTAO)[number];

const nome = (max: number, vazio = 'Informe o nome') =>
  z.string({ error: vazio }).trim().min(1, vazio).max(max, `Use no máximo ${max} caracteres`);

const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar date YYYY-MM-DD ('' or null: none); 2026-02-30 is refused, not rolled over. */
export const ZDataOuNada = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: 'Informe uma data válida' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe uma data válida')
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, 'Informe uma data válida')
    .nullable(),
);

/** `#RRGGBB`, for labels and stages. */
export const ZCor = z
  .string({ error: 'Escolha uma cor' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Escolha uma cor válida (#RRGGBB)')
  .transform((v) => v.toLowerCase());

export const CORES_SUGERIDAS = [
  '#e53e3e',
  '#dd6b20',
  '#d69e2e',
  '#38a169',
  '#319795',
  '#3182ce',
  '#805ad5',
  '#d53f8c',
  '#718096',
] as const;

const ZRef = z.object({ uuid: z.string(), nome: z.string() });

// ——— Boards and stages ———

export const ZFase = z.object({
  uuid: z.string(),
  nome: z.string(),
  /** 0-based position on the board. */
  ordem: z.number().int(),
  fechada: z.boolean(),
  cor: z.string().nullable(),
  /** Cards in it now (after no filter). */
  cartoes: z.number().int(),
});
export type Fase = z.infer<typeof ZFase>;

export const ZQuadro = z.object({
  uuid: z.string(),
  nome: z.string(),
  tipo: z.enum(TIPOS_QUADRO),
  /** The board new records of its kind land on (one per kind per company). */
  padrao: z.boolean(),
  fases: z.array(ZFase),
  criado_em: z.string(),
});
export type Quadro = z.infer<typeof ZQuadro>;
export const ZQuadros = respostaTodos(ZQuadro);
export const ZQuadroResposta = respostaUm(ZQuadro);

/** POST /api/quadros: a new board starts with its kind's default stages. */
export const ZQuadroEntrada = z.object({
  nome: nome(80),
  tipo: z.enum(TIPOS_QUADRO, { error: 'Escolha o tipo do quadro' }),
});
/** PATCH /api/quadros/:uuid. `padrao: true` makes it the board new records land on. */
export const ZQuadroEdicao = z.object({
  nome: nome(80).optional(),
  padrao: z.literal(true).optional(),
});

/** POST /api/fases: added at the end of the board unless `ordem` says where. */
export const ZFaseEntrada = z.object({
  quadro: z.uuid({ error: 'Selecione o quadro' }),
  nome: nome(60),
  fechada: z.boolean().optional().default(false),
  cor: ZCor.nullish(),
  ordem: z.number().int().min(0).optional(),
});
/** PATCH /api/fases/:uuid: rename, recolour, close/reopen, or move to `ordem` (0-based). */
export const ZFaseEdicao = z.object({
  nome: nome(60).optional(),
  fechada: z.boolean().optional(),
  cor: ZCor.nullish(),
  ordem: z.number({ error: 'Informe a posição' }).int().min(0).optional(),
});
export const ZFaseResposta = respostaUm(ZFase);
/** DELETE /api/fases/:uuid?destino=<fase>: a stage with cards needs where they go. */
export const ZFaseRemocao = z.object({
  destino: z.uuid({ error: 'Selecione a fase de destino' }).optional(),
});

// ——— Labels ———

export const ZClassificacao = z.object({ uuid: z.string(), nome: z.string(), cor: z.string() });
export type Classificacao = z.infer<typeof ZClassificacao>;
export const ZClassificacoes = respostaTodos(ZClassificacao);
export const ZClassificacaoResposta = respostaUm(ZClassificacao);
export const ZClassificacaoEntrada = z.object({ nome: nome(40), cor: ZCor });
export const ZClassificacaoEdicao = z.object({ nome: nome(40).optional(), cor: ZCor.optional() });

// ——— Custom fields ———

export const TIPOS_CAMPO = ['texto', 'numero', 'data', 'escolha', 'arquivo'] as const;
export type TipoCampo = (typeof TIPOS_CAMPO)[number];
export const NOMES_TIPOS_CAMPO: Record<TipoCampo, string> = {
  texto: 'Texto',
  numero: 'Número',
  data: 'Data',
  escolha: 'Escolha',
  arquivo: 'Arquivo',
};

export const ZCampo = z.object({
  uuid: z.string(),
  grupo: z.string(),
  nome: z.string(),
  tipo: z.enum(TIPOS_CAMPO),
  /** The choices of an `escolha` field (empty otherwise). */
  opcoes: z.array(z.string()),
  ordem: z.number().int(),
});
export type Campo = z.infer<typeof ZCampo>;
export const ZGrupo = z.object({
  uuid: z.string(),
  quadro: z.string(),
  nome: z.string(),
  ordem: z.number().int(),
  campos: z.array(ZCampo),
});
export type Grupo = z.infer<typeof ZGrupo>;
/** GET /api/grupos?quadro=<uuid>: the board's groups with their fields, in order. */
export const ZGrupos = respostaTodos(ZGrupo);
export const ZGrupoResposta = respostaUm(ZGrupo);
export const ZGrupoEntrada = z.object({ quadro: z.uuid({ error: 'Selecione o quadro' }), nome: nome(60) });
export const ZGrupoEdicao = z.object({
  nome: nome(60).optional(),
  ordem: z.number().int().min(0).optional(),
});

const ZOpcoes = z
  .array(z.string().trim().min(1, 'Informe a opção').max(60, 'Use no máximo 60 caracteres'))
  .max(30, 'Use no máximo 30 opções')
  .refine((v) => new Set(v).size === v.length, 'As opções devem ser diferentes');
export const ZCampoEntrada = z
  .object({
    grupo: z.uuid({ error: 'Selecione o grupo' }),
    nome: nome(60),
    tipo: z.enum(TIPOS_CAMPO, { error: 'Escolha o tipo do campo' }),
    opcoes: ZOpcoes.optional().default([]),
  })
  .superRefine((v, c) => {
    if (v.tipo === 'escolha' && v.opcoes.length === 0)
      c.addIssue({ code: 'custom', path: ['opcoes'], message: 'Informe ao menos uma opção' });
  });
export const ZCampoEdicao = z.object({
  nome: nome(60).optional(),
  opcoes: ZOpcoes.optional(),
  ordem: z.number().int().min(0).optional(),
});
export const ZCampoResposta = respostaUm(ZCampo);

/**
 * A field's value on a card (`preenchimento`): text, a number, a date (YYYY-MM-DD), one of the
 * options, or an attachment's uuid (`arquivo`). Null clears it.
 */
export const ZPreenchimento = z.object({
  campo: z.string(),
  valor: z.union([z.string(), z.number()]).nullable(),
});
export type Preenchimento = z.infer<typeof ZPreenchimento>;

// ——— Cards ———

export const ZCartao = z.object({
  /** The record's uuid (atendimento or pedido): the card's routes live under its path. */
  uuid: z.string(),
  tipo: z.enum(TIPOS_CARTAO),
  numero: z.number().int(),
  titulo: z.string(),
  /** The record's own status (a deal's, a request's), beside its stage. */
  status: z.string(),
  quadro: z.string(),
  fase: z.string(),
  /** Order within the stage, 0-based. */
  posicao: z.number().int(),
  /** Since when it is in this stage. */
  fase_desde: z.string(),
  /** When it entered a closed stage; null while open. */
  fechado_em: z.string().nullable(),
  origem: z.enum(ORIGENS_CARTAO),
  cliente: ZRef.nullable(),
  usina: ZRef.nullable(),
  /** An employee (funcionario). */
  responsavel: ZRef.nullable(),
  prazo: z.string().nullable(),
  /** Due date passed (Brasília) and not in a closed stage. */
  atrasado: z.boolean(),
  /** A deal's total. */
  valor_rs: z.number().nullable(),
  classificacoes: z.array(ZClassificacao),
  comentarios: z.number().int(),
  anexos: z.number().int(),
  criado_em: z.string(),
});
export type Cartao = z.infer<typeof ZCartao>;

/** GET /api/atendimentos/:uuid/cartao (and pedidos): the card with its custom fields' values. */
export const ZCartaoDetalhe = ZCartao.extend({
  descricao: z.string().nullable(),
  preenchimentos: z.array(ZPreenchimento),
});
export type CartaoDetalhe = z.infer<typeof ZCartaoDetalhe>;
export const ZCartaoResposta = respostaUm(ZCartaoDetalhe);

/** GET /api/quadros/:uuid/cartoes: filters (all optional, combined with AND). */
export const FILTROS_PRAZO = ['vencido', 'hoje', 'semana', 'sem_prazo'] as const;
export const ZFiltroCartoes = z.object({
  fase: z.uuid().optional(),
  /** A funcionario's uuid, or `nenhum` for cards with no one responsible. */
  responsavel: z.union([z.uuid(), z.literal('nenhum')]).optional(),
  classificacao: z.uuid().optional(),
  usina: z.uuid().optional(),
  cliente: z.uuid().optional(),
  prazo: z.enum(FILTROS_PRAZO, { error: 'Selecione uma opção válida' }).optional(),
  /** Number or title. */
  search: z.string().trim().max(100).optional(),
});
/** The board's cards in stage order then position; `meta` as in every list. */
export const ZCartoes = respostaLista(ZCartao);

/** POST /api/atendimentos/:uuid/mover (and pedidos): to a stage of the same board, at `posicao` (end when absent). */
export const ZMoverEntrada = z.object({
  fase: z.uuid({ error: 'Selecione a fase' }),
  posicao: z.number({ error: 'Informe a posição' }).int().min(0).optional(),
});

/** PATCH /api/atendimentos/:uuid/cartao (and pedidos): any of these; null clears. */
export const ZCartaoEdicao = z.object({
  responsavel: z.uuid({ error: 'Selecione o funcionário' }).nullish(),
  prazo: ZDataOuNada.optional(),
  /** Only on service requests (a deal's customer is set on the deal). */
  cliente: z.uuid({ error: 'Selecione o cliente' }).nullish(),
  usina: z.uuid({ error: 'Selecione a usina' }).nullish(),
  /** The card's whole set of labels. */
  classificacoes: z
    .array(z.uuid({ error: 'Selecione a etiqueta' }))
    .max(20)
    .optional(),
  /** Values to set (fields not listed keep theirs). */
  preenchimentos: z
    .array(
      z.object({
        campo: z.uuid({ error: 'Selecione o campo' }),
        valor: z.union([z.string().trim().max(2_000), z.number()]).nullable(),
      }),
    )
    .max(100)
    .optional(),
});
export type TCartaoEdicao = z.input<typeof ZCartaoEdicao>;

/**
 * POST /api/quadros/:uuid/cartoes: a service request recorded by the company itself (a customer's
 * complaint, a maintenance visit). Deals are created in Orçamentos, not here.
 */
export const ZCartaoEntrada = z.object({
  titulo: nome(160, 'Informe o título'),
  descricao: textoOpcional(4_000),
  fase: z.uuid({ error: 'Selecione a fase' }).optional(),
  cliente: z.uuid({ error: 'Selecione o cliente' }).nullish(),
  usina: z.uuid({ error: 'Selecione a usina' }).nullish(),
  responsavel: z.uuid({ error: 'Selecione o funcionário' }).nullish(),
  prazo: ZDataOuNada.optional(),
});
export type TCartaoEntrada = z.input<typeof ZCartaoEntrada>;
export const ZCartaoCriado = respostaUm(ZCartao);

// ——— Comments and attachments ———

export const ZComentario = z.object({
  uuid: z.string(),
  texto: z.string(),
  autor: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
  /** Employees mentioned (and notified). */
  mencoes: z.array(ZRef),
  /** The caller wrote it (may delete it). */
  meu: z.boolean(),
  criado_em: z.string(),
});
export type Comentario = z.infer<typeof ZComentario>;
export const ZComentarios = respostaLista(ZComentario);
export const ZComentarioResposta = respostaUm(ZComentario);
/** POST …/comentarios: `mencoes` are funcionario uuids of the company; each is notified once. */
export const ZComentarioEntrada = z.object({
  texto: z
    .string({ error: 'Escreva o comentário' })
    .trim()
    .min(1, 'Escreva o comentário')
    .max(4_000, 'Use no máximo 4000 caracteres'),
  mencoes: z
    .array(z.uuid({ error: 'Selecione o funcionário' }))
    .max(20)
    .optional()
    .default([]),
});

export const ZAnexo = z.object({
  uuid: z.string(),
  nome: z.string(),
  tipo: z.string(),
  tamanho: z.number().int(),
  autor: z.object({ nome: z.string() }).nullable(),
  criado_em: z.string(),
});
export type Anexo = z.infer<typeof ZAnexo>;
export const ZAnexos = respostaTodos(ZAnexo);
export const ZAnexoResposta = respostaUm(ZAnexo);

/** An attachment's limit (the platform's form-data limit is larger). */
export const ANEXO_MAX_BYTES = 20 * 1024 * 1024;

// ——— History ———

/** What kind of change a history line is (`status` for the record's own status changes). */
export const TIPOS_EVENTO_CARTAO = [
  'status',
  'criado',
  'fase',
  'responsavel',
  'prazo',
  'cliente',
  'usina',
  'classificacao',
  'campo',
  'comentario',
  'anexo',
] as const;
export type TipoEventoCartao = (typeof TIPOS_EVENTO_CARTAO)[number];

// ——— Realtime ———

/** On `quadros/<uuid>`: something on the board changed; the web refetches the card or the board. */
export type MensagemQuadro =
  | { tipo: 'cartao'; cartao: string; fase: string; posicao: number; por: string | null }
  | { tipo: 'quadro' };
export const canalQuadro = (quadroUuid: string) => `quadros/${quadroUuid}`;
