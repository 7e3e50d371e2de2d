import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';

// Automations (spec §2 /automacoes, §6 automacao; decision 039): a trigger, optional conditions,
// and actions, each run logged. A run started by another run's action carries the chain of
// rules that led to it; a rule already in its chain does not run again (the loop is cut).

export const GATILHOS = [
  'alerta_aberto',
  'alerta_fechado',
  'fatura_recebida',
  'fatura_problema',
  'proposta_aceita',
  'cartao_entrou_fase',
  'prazo_vencido',
] as const;
export type Gatilho = (typeof GATILHOS)[number];
export const NOMES_GATILHOS: Record<Gatilho, string> = {
  alerta_aberto: 'Um alerta de usina abre',
  alerta_fechado: 'Um alerta de usina termina',
  fatura_recebida: 'Uma fatura chega',
  fatura_problema: 'A auditoria de uma fatura encontra um problema',
  proposta_aceita: 'Um cliente aceita a proposta',
  cartao_entrou_fase: 'Um cartão entra numa fase',
  prazo_vencido: 'O prazo de um cartão vence',
};

/** Irradia's plant alerts (decision 006), as a condition of the alert triggers. */
export const TIPOS_ALERTA = ['falha_inversor', 'sem_comunicacao', 'geracao_baixa'] as const;
export const NOMES_TIPOS_ALERTA: Record<(typeof TIPOS_ALERTA)[number], string> = {
  falha_inversor: 'Inversor em falha',
  sem_comunicacao: 'Usina sem comunicação (de dia)',
  geracao_baixa: 'Geração abaixo do esperado',
};

/** All optional; every one given must hold (AND). Amounts in reais. */
export const ZCondicoes = z.object({
  alertas: z.array(z.enum(TIPOS_ALERTA)).optional(),
  /** The plant has any of these tags. */
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  cliente: z.uuid({ error: 'Selecione o cliente' }).optional(),
  valor_min_rs: z.number().min(0).optional(),
  valor_max_rs: z.number().min(0).optional(),
  /** The card is on (or entered) this stage. */
  fase: z.uuid({ error: 'Selecione a fase' }).optional(),
});
export type Condicoes = z.infer<typeof ZCondicoes>;

const texto = (max: number, vazio: string) =>
  z.string({ error: vazio }).trim().min(1, vazio).max(max, `Use no máximo ${max} caracteres`);

export const TIPOS_ACAO = [
  'criar_atendimento',
  'atribuir_responsavel_usina',
  'mover',
  'classificar',
  'notificar',
  'email_cliente',
] as const;
export type TipoAcao = (typeof TIPOS_ACAO)[number];
export const NOMES_ACOES: Record<TipoAcao, string> = {
  criar_atendimento: 'Criar solicitação de serviço',
  atribuir_responsavel_usina: 'Atribuir ao responsável pela usina',
  mover: 'Mover o cartão',
  classificar: 'Adicionar etiqueta',
  notificar: 'Notificar',
  email_cliente: 'Enviar e-mail ao cliente',
};

export const ZAcao = z.discriminatedUnion(
  'tipo',
  [
    z.object({
      tipo: z.literal('criar_atendimento'),
      quadro: z.uuid({ error: 'Selecione o quadro' }),
      fase: z.uuid({ error: 'Selecione a fase' }),
      /** `{{usina}}`, `{{alerta}}`, `{{cliente}}` are filled in; default: the event's title. */
      titulo: z.string().trim().max(160).optional(),
      /** On an alert: when the alert ends, the request moves to the board's first closed stage. */
      fechar_quando_terminar: z.boolean().optional(),
    }),
    z.object({ tipo: z.literal('atribuir_responsavel_usina') }),
    z.object({ tipo: z.literal('mover'), fase: z.uuid({ error: 'Selecione a fase' }) }),
    z.object({ tipo: z.literal('classificar'), classificacao: z.uuid({ error: 'Selecione a etiqueta' }) }),
    z.object({
      tipo: z.literal('notificar'),
      /** `responsavel`: the card's (or the plant's) responsible employee. */
      para: z.enum(['responsavel', 'funcionario'], { error: 'Escolha quem notificar' }),
      funcionario: z.uuid({ error: 'Selecione o funcionário' }).optional(),
      mensagem: texto(500, 'Escreva a mensagem'),
    }),
    z.object({
      tipo: z.literal('email_cliente'),
      assunto: texto(160, 'Informe o assunto'),
      corpo: texto(4_000, 'Escreva o e-mail'),
    }),
  ],
  { error: 'Escolha uma ação válida' },
);
export type Acao = z.infer<typeof ZAcao>;

export const ZAutomacaoEntrada = z.object({
  nome: texto(120, 'Informe o nome'),
  gatilho: z.enum(GATILHOS, { error: 'Escolha o gatilho' }),
  condicoes: ZCondicoes.optional().default({}),
  acoes: z.array(ZAcao).min(1, 'Adicione ao menos uma ação').max(10, 'Use no máximo 10 ações'),
  ativa: z.boolean().optional().default(true),
});
export type TAutomacaoEntrada = z.input<typeof ZAutomacaoEntrada>;
/** PATCH /api/automacoes/:uuid: any of the fields; `ativa: false` pauses it. */
export const ZAutomacaoEdicao = z.object({
  nome: texto(120, 'Informe o nome').optional(),
  gatilho: z.enum(GATILHOS, { error: 'Escolha o gatilho' }).optional(),
  condicoes: ZCondicoes.optional(),
  acoes: z.array(ZAcao).min(1, 'Adicione ao menos uma ação').max(10, 'Use no máximo 10 ações').optional(),
  ativa: z.boolean().optional(),
});

export const ZAutomacao = z.object({
  uuid: z.string(),
  nome: z.string(),
  gatilho: z.enum(GATILHOS),
  condicoes: ZCondicoes,
  acoes: z.array(ZAcao),
  ativa: z.boolean(),
  /** The built-in rule (`alerta_atendimento`), or null for the company's own. */
  padrao: z.string().nullable(),
  execucoes: z.number().int(),
  ultima_execucao: z.string().nullable(),
  criado_em: z.string(),
});
export type Automacao = z.infer<typeof ZAutomacao>;
export const ZAutomacoes = respostaTodos(ZAutomacao);
export const ZAutomacaoResposta = respostaUm(ZAutomacao);

export const STATUS_EXECUCAO = ['ok', 'erro', 'ciclo'] as const;
export type StatusExecucao = (typeof STATUS_EXECUCAO)[number];
export const NOMES_STATUS_EXECUCAO: Record<StatusExecucao, string> = {
  ok: 'Executada',
  erro: 'Com erro',
  ciclo: 'Interrompida (ciclo)',
};

/** One run: what started it and what each action did. */
export const ZExecucao = z.object({
  uuid: z.string(),
  gatilho: z.enum(GATILHOS),
  /** The event in words ("Inversor em falha: Usina Sol Nascente"). */
  evento: z.string(),
  status: z.enum(STATUS_EXECUCAO),
  acoes: z.array(z.object({ tipo: z.enum(TIPOS_ACAO), resultado: z.string(), ok: z.boolean() })),
  criado_em: z.string(),
});
export type Execucao = z.infer<typeof ZExecucao>;
/** GET /api/automacoes/:uuid/execucoes: newest first. */
export const ZExecucoes = respostaLista(ZExecucao);
