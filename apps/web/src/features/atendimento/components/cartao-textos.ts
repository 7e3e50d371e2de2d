import { formatData } from '@irradia/shared';
import type { EventoDeStatus } from '@irradia/shared/api/historico';
import type { TipoCartao } from '@irradia/shared/quadros/quadros.schema';
import {
  NOMES_STATUS_ATENDIMENTO,
  type StatusAtendimento,
} from '@irradia/shared/servicos/atendimentos.schema';

// What the card drawer writes for the user (pt-BR): statuses, where a deal's page is, times
// relative to now, sizes, and a sentence for each line of the history.

/** A deal's statuses (decisions 031 and 037) and the pipeline screen that shows it in each. */
const STATUS_NEGOCIO: Record<string, { rotulo: string; cor: string; tela: string }> = {
  rascunho: { rotulo: 'Rascunho', cor: 'gray', tela: '/orcamentos' },
  enviada: { rotulo: 'Enviada', cor: 'blue', tela: '/orcamentos' },
  visualizada: { rotulo: 'Visualizada', cor: 'purple', tela: '/orcamentos' },
  aceita: { rotulo: 'Aceita', cor: 'green', tela: '/orcamentos' },
  recusada: { rotulo: 'Recusada', cor: 'red', tela: '/orcamentos' },
  expirada: { rotulo: 'Expirada', cor: 'orange', tela: '/orcamentos' },
  aguardando_assinatura: { rotulo: 'Aguardando assinatura', cor: 'yellow', tela: '/contratos' },
  assinado: { rotulo: 'Assinado', cor: 'green', tela: '/contratos' },
  cancelado: { rotulo: 'Contrato cancelado', cor: 'red', tela: '/contratos' },
  fechada: { rotulo: 'Venda fechada', cor: 'teal', tela: '/vendas' },
};

const COR_ATENDIMENTO: Record<StatusAtendimento, string> = {
  aberto: 'blue',
  aceito: 'purple',
  em_andamento: 'orange',
  concluido: 'green',
  recusado: 'red',
  cancelado: 'gray',
};

export function statusDoCartao(tipo: TipoCartao, status: string): { rotulo: string; cor: string } {
  if (tipo === 'pedido') return STATUS_NEGOCIO[status] ?? { rotulo: status, cor: 'gray' };
  const s = status as StatusAtendimento;
  return { rotulo: NOMES_STATUS_ATENDIMENTO[s] ?? status, cor: COR_ATENDIMENTO[s] ?? 'gray' };
}

/** The deal's page (proposal, contract or sale, by its status); none for a service request. */
export function paginaDoRegistro(tipo: TipoCartao, uuid: string, status: string): string | null {
  if (tipo !== 'pedido') return null;
  return `${STATUS_NEGOCIO[status]?.tela ?? '/orcamentos'}/${uuid}`;
}

const UNIDADES: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
let relativo: Intl.RelativeTimeFormat | null = null;

/** "agora", "há 5 minutos", "ontem", "há 3 semanas"; empty for an unreadable date. */
export function tempoRelativo(iso: string, agora: Date = new Date()): string {
  const t = new Date(iso).getTime();
  if (Number.isNaN(t)) return '';
  const segundos = Math.round((t - agora.getTime()) / 1000);
  if (Math.abs(segundos) < 45) return 'agora';
  relativo ??= new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
  for (const [unidade, s] of UNIDADES) {
    if (Math.abs(segundos) >= s) return relativo.format(Math.round(segundos / s), unidade);
  }
  return relativo.format(Math.round(segundos / 60), 'minute');
}

export function tamanhoDoArquivo(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}

/** Dark text on a light label, white on a dark one (WCAG relative luminance). */
export function corDoTexto(fundo: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(fundo);
  if (!m) return 'white';
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = Number.parseInt(h ?? '0', 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.4 ? '#1a202c' : 'white';
}

const DIA = /^\d{4}-\d{2}-\d{2}$/;
const data = (v: string | null) => (v && DIA.test(v) ? formatData(v) : v);
const de = (v: string | null) => (v ? `${data(v)} → ` : '');

const CAMPOS: Record<string, string> = {
  responsavel: 'Responsável',
  prazo: 'Prazo',
  cliente: 'Cliente',
  usina: 'Usina',
  classificacao: 'Etiquetas',
};

/** One line of the history as a sentence: what changed, from what to what. */
export function descreverEvento(tipoCartao: TipoCartao, e: EventoDeStatus): string {
  switch (e.tipo) {
    case 'criado':
      return `Criou o cartão em ${e.para}`;
    case 'fase':
      return e.de ? `Moveu de ${e.de} para ${e.para}` : `Moveu para ${e.para}`;
    case 'responsavel':
    case 'prazo':
    case 'cliente':
    case 'usina':
    case 'classificacao':
      return `${CAMPOS[e.tipo]}: ${de(e.de)}${data(e.para)}`;
    case 'campo':
      return `Campo ${e.para}`;
    case 'comentario':
      return `Comentou: “${e.para}”`;
    case 'anexo':
      return e.de ? `Excluiu o anexo ${e.de}` : `Anexou ${e.para}`;
    default: {
      const para = statusDoCartao(tipoCartao, e.para).rotulo;
      if (!e.de) return `Registro criado (${para})`;
      return `Status: ${statusDoCartao(tipoCartao, e.de).rotulo} → ${para}`;
    }
  }
}
