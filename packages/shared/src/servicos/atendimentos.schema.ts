import { z } from 'zod';
import { ZEmpresaResumo, ZEventoDeStatus } from '../api/historico.ts';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';
import { TIPOS_SERVICO, UNIDADES_PRECO } from './servicos.schema.ts';

// Service requests (spec §6 `atendimento`): /api/atendimentos. A company requests a prestador's
// active service; the request belongs to the prestador (who does the work) and both sides see it
// and move it along the transitions below. Decision 028; the board issue puts them on stages.

/** Which side of a request the caller's company is on. */
export const PAPEIS_ATENDIMENTO = ['prestador', 'solicitante'] as const;
export type PapelAtendimento = (typeof PAPEIS_ATENDIMENTO)[number];
export const NOMES_PAPEIS_ATENDIMENTO: Record<PapelAtendimento, string> = {
  prestador: 'Recebidas',
  solicitante: 'Enviadas',
};

export const STATUS_ATENDIMENTO = [
  'aberto',
  'aceito',
  'em_andamento',
  'concluido',
  'recusado',
  'cancelado',
] as const;
export type StatusAtendimento = (typeof STATUS_ATENDIMENTO)[number];
export const NOMES_STATUS_ATENDIMENTO: Record<StatusAtendimento, string> = {
  aberto: 'Aberto',
  aceito: 'Aceito',
  em_andamento: 'Em andamento',
  concluido: 'Concluído',
  recusado: 'Recusado',
  cancelado: 'Cancelado',
};

export const ACOES_ATENDIMENTO = ['aceitar', 'iniciar', 'concluir', 'recusar', 'cancelar'] as const;
export type AcaoAtendimento = (typeof ACOES_ATENDIMENTO)[number];

/**
 * The transitions: POST /api/atendimentos/:uuid/<acao>, allowed only from one of `de` and only to
 * the side `quem`. `rotulo` is the button's text, `feito` the toast after it.
 */
export const TRANSICOES_ATENDIMENTO: Record<
  AcaoAtendimento,
  {
    de: readonly StatusAtendimento[];
    para: StatusAtendimento;
    quem: PapelAtendimento;
    rotulo: string;
    feito: string;
  }
> = {
  aceitar: {
    de: ['aberto'],
    para: 'aceito',
    quem: 'prestador',
    rotulo: 'Aceitar',
    feito: 'Solicitação aceita',
  },
  iniciar: {
    de: ['aceito'],
    para: 'em_andamento',
    quem: 'prestador',
    rotulo: 'Iniciar serviço',
    feito: 'Serviço iniciado',
  },
  concluir: {
    de: ['em_andamento'],
    para: 'concluido',
    quem: 'prestador',
    rotulo: 'Concluir serviço',
    feito: 'Serviço concluído',
  },
  recusar: {
    de: ['aberto', 'aceito'],
    para: 'recusado',
    quem: 'prestador',
    rotulo: 'Recusar',
    feito: 'Solicitação recusada',
  },
  cancelar: {
    de: ['aberto', 'aceito'],
    para: 'cancelado',
    quem: 'solicitante',
    rotulo: 'Cancelar solicitação',
    feito: 'Solicitação cancelada',
  },
};

/** The actions the side `papel` may take on a request in `status` (the web shows them as buttons). */
export function acoesDoAtendimento(status: string, papel: PapelAtendimento): AcaoAtendimento[] {
  return ACOES_ATENDIMENTO.filter((a) => {
    const t = TRANSICOES_ATENDIMENTO[a];
    return t.quem === papel && (t.de as readonly string[]).includes(status);
  });
}

const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar date YYYY-MM-DD ('' or absent: null); 2026-02-30 is refused, not rolled over. */
const ZDataOpcional = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string({ error: 'Informe uma data válida' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe uma data válida')
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, 'Informe uma data válida')
    .nullable(),
);

/**
 * POST /api/atendimentos: a request for a prestador's active service (`servico`, from
 * /api/prestadores/:uuid/servicos). The title defaults to the service's name; the desired date
 * may not be in the past (Brasília).
 */
export const ZAtendimentoEntrada = z.object({
  servico: z.uuid({ error: 'Selecione o serviço' }),
  titulo: textoOpcional(160),
  descricao: z
    .string({ error: 'Descreva o que você precisa' })
    .trim()
    .min(1, 'Descreva o que você precisa')
    .max(2_000),
  local: z
    .string({ error: 'Informe o local do serviço' })
    .trim()
    .min(1, 'Informe o local do serviço')
    .max(300),
  data_desejada: ZDataOpcional,
});
export type TAtendimentoEntrada = z.input<typeof ZAtendimentoEntrada>;
export type DadosAtendimento = z.output<typeof ZAtendimentoEntrada>;

/** POST /api/atendimentos/:uuid/aceitar|iniciar|concluir: an optional note for the history. */
export const ZAtendimentoNotaEntrada = z
  .object({ mensagem: textoOpcional(1_000) })
  .nullish()
  .transform((v) => ({ mensagem: v?.mensagem ?? null }));

/** POST /api/atendimentos/:uuid/recusar: why (required). */
export const ZAtendimentoRecusarEntrada = z.object({
  motivo: z.string({ error: 'Informe o motivo' }).trim().min(1, 'Informe o motivo').max(1_000),
});

/** POST /api/atendimentos/:uuid/cancelar: why (optional). */
export const ZAtendimentoCancelarEntrada = z
  .object({ motivo: textoOpcional(1_000) })
  .nullish()
  .transform((v) => ({ motivo: v?.motivo ?? null }));

/** A request as the API answers it (list and detail), seen from the caller's side (`papel`). */
export const ZAtendimento = z.object({
  uuid: z.string(),
  /** Counts per prestador: #12 of the company doing the work. */
  numero: z.number().int(),
  status: z.enum(STATUS_ATENDIMENTO),
  papel: z.enum(PAPEIS_ATENDIMENTO),
  prestador: ZEmpresaResumo,
  /** Null for a request the prestador recorded itself (the board issue). */
  solicitante: ZEmpresaResumo.nullable(),
  /** Null if the service was deleted since. */
  servico: z
    .object({
      uuid: z.string(),
      nome: z.string(),
      tipo: z.enum(TIPOS_SERVICO),
      /** What `preco_rs` is per (the service's current unit). */
      unidade_preco: z.enum(UNIDADES_PRECO),
    })
    .nullable(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  local: z.string().nullable(),
  data_desejada: z.string().nullable(),
  /** The service's price when requested. */
  preco_rs: z.number().nullable(),
  /** Why it was refused or cancelled. */
  motivo: z.string().nullable(),
  /** What the caller's side may do now (TRANSICOES_ATENDIMENTO). */
  acoes: z.array(z.enum(ACOES_ATENDIMENTO)),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type Atendimento = z.infer<typeof ZAtendimento>;

/**
 * GET /api/atendimentos: newest first; page, limit, papel (prestador|solicitante; both when
 * absent), status, search (número, título, the other company's name).
 */
export const ZAtendimentos = respostaLista(ZAtendimento);
export const ZAtendimentoResposta = respostaUm(ZAtendimento);

/** A change of status (api/historico.ts). */
export const ZAtendimentoEvento = ZEventoDeStatus;
export type AtendimentoEvento = z.infer<typeof ZAtendimentoEvento>;

/** GET /api/atendimentos/:uuid/historico: oldest first. */
export const ZAtendimentoHistorico = respostaTodos(ZAtendimentoEvento);
