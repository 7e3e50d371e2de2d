import { lerNumeroDigitado } from '@irradia/shared/catalogo/numeros';
import { numeroBr } from '@irradia/shared/format/numero';
import type {
  Acao,
  Automacao,
  Condicoes,
  Gatilho,
  TAutomacaoEntrada,
  TipoAcao,
} from '@irradia/shared/quadros/automacoes.schema';

// The rule editor's fields and how they become the API's entry (and back). The form keeps one flat
// row per action with every field any kind may need, so switching an action's kind keeps what was
// typed; only the chosen kind's fields are sent. Conditions the trigger cannot use are left out.

export interface AcaoValores {
  tipo: TipoAcao;
  quadro: string;
  fase: string;
  titulo: string;
  fechar_quando_terminar: boolean;
  classificacao: string;
  para: '' | 'responsavel' | 'funcionario';
  funcionario: string;
  mensagem: string;
  assunto: string;
  corpo: string;
}

export interface Valores {
  nome: string;
  gatilho: Gatilho | '';
  condicoes: {
    alertas: string[];
    tags: string[];
    cliente: { uuid: string; nome: string } | null;
    valor_min_rs: string;
    valor_max_rs: string;
    fase: string;
  };
  acoes: AcaoValores[];
}

export type Condicao = 'alertas' | 'tags' | 'cliente' | 'valor' | 'fase';

/** Which conditions each trigger's event can answer (what the engine looks at, decision 039). */
export const CONDICOES_DO_GATILHO: Record<Gatilho, readonly Condicao[]> = {
  alerta_aberto: ['alertas', 'tags', 'cliente'],
  alerta_fechado: ['alertas', 'tags', 'cliente'],
  fatura_recebida: ['tags', 'cliente', 'valor'],
  fatura_problema: ['tags', 'cliente', 'valor'],
  proposta_aceita: ['cliente', 'valor'],
  cartao_entrou_fase: ['fase', 'cliente', 'valor'],
  prazo_vencido: ['fase', 'cliente'],
};

export const acaoVazia = (tipo: TipoAcao = 'criar_atendimento'): AcaoValores => ({
  tipo,
  quadro: '',
  fase: '',
  titulo: '',
  fechar_quando_terminar: false,
  classificacao: '',
  para: '',
  funcionario: '',
  mensagem: '',
  assunto: '',
  corpo: '',
});

export const VAZIO: Valores = {
  nome: '',
  gatilho: '',
  condicoes: { alertas: [], tags: [], cliente: null, valor_min_rs: '', valor_max_rs: '', fase: '' },
  acoes: [acaoVazia()],
};

const reais = (v: number | undefined) => (v === undefined ? '' : numeroBr(v, 0, 2));

/** A saved rule in the editor (the customer's name arrives later, see `useCliente`). */
export function deAutomacao(a: Automacao): Valores {
  const c = a.condicoes;
  return {
    nome: a.nome,
    gatilho: a.gatilho,
    condicoes: {
      alertas: [...(c.alertas ?? [])],
      tags: [...(c.tags ?? [])],
      cliente: c.cliente ? { uuid: c.cliente, nome: '' } : null,
      valor_min_rs: reais(c.valor_min_rs),
      valor_max_rs: reais(c.valor_max_rs),
      fase: c.fase ?? '',
    },
    acoes: a.acoes.map((x) => ({ ...acaoVazia(x.tipo), ...x }) as AcaoValores),
  };
}

const valorDigitado = (v: string) => (v.trim() === '' ? undefined : lerNumeroDigitado(v));

function condicoesDe(v: Valores): Condicoes {
  const usa = v.gatilho ? CONDICOES_DO_GATILHO[v.gatilho] : [];
  const c = v.condicoes;
  const out: Record<string, unknown> = {};
  if (usa.includes('alertas') && c.alertas.length) out.alertas = c.alertas;
  if (usa.includes('tags') && c.tags.length) out.tags = c.tags;
  if (usa.includes('cliente') && c.cliente) out.cliente = c.cliente.uuid;
  if (usa.includes('valor')) {
    const min = valorDigitado(c.valor_min_rs);
    const max = valorDigitado(c.valor_max_rs);
    if (min !== undefined) out.valor_min_rs = min;
    if (max !== undefined) out.valor_max_rs = max;
  }
  if (usa.includes('fase') && c.fase) out.fase = c.fase;
  return out as Condicoes;
}

const ouNada = (s: string) => s || undefined;

function acaoDe(a: AcaoValores, gatilho: Gatilho | ''): Acao {
  switch (a.tipo) {
    case 'criar_atendimento':
      return {
        tipo: a.tipo,
        quadro: a.quadro,
        fase: a.fase,
        titulo: ouNada(a.titulo.trim()),
        fechar_quando_terminar: gatilho === 'alerta_aberto' ? a.fechar_quando_terminar : undefined,
      } as Acao;
    case 'atribuir_responsavel_usina':
      return { tipo: a.tipo };
    case 'mover':
      return { tipo: a.tipo, fase: a.fase };
    case 'classificar':
      return { tipo: a.tipo, classificacao: a.classificacao };
    case 'notificar':
      return {
        tipo: a.tipo,
        para: ouNada(a.para),
        funcionario: a.para === 'funcionario' ? ouNada(a.funcionario) : undefined,
        mensagem: a.mensagem,
      } as Acao;
    case 'email_cliente':
      return { tipo: a.tipo, assunto: a.assunto, corpo: a.corpo };
  }
}

/** What the schema checks and the API receives. */
export function paraEntrada(v: Valores): TAutomacaoEntrada {
  return {
    nome: v.nome,
    gatilho: (v.gatilho || undefined) as Gatilho,
    condicoes: condicoesDe(v),
    acoes: v.acoes.map((a) => acaoDe(a, v.gatilho)),
  };
}

const CAMPOS_DA_ACAO = [
  'tipo',
  'quadro',
  'fase',
  'titulo',
  'fechar_quando_terminar',
  'classificacao',
  'para',
  'funcionario',
  'mensagem',
  'assunto',
  'corpo',
] as const;

/** Every field an error may name, as the server's 422 names them ('acoes.0.fase'). */
export function camposDoFormulario(acoes: number) {
  return [
    'nome',
    'gatilho',
    'condicoes',
    'condicoes.alertas',
    'condicoes.tags',
    'condicoes.cliente',
    'condicoes.valor_min_rs',
    'condicoes.valor_max_rs',
    'condicoes.fase',
    'acoes',
    ...Array.from({ length: acoes }, (_, i) => CAMPOS_DA_ACAO.map((c) => `acoes.${i}.${c}`)).flat(),
  ] as const as readonly string[];
}
