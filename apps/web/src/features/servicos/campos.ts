import { formatMoeda } from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import type { StatusAtendimento } from '@irradia/shared/servicos/atendimentos.schema';
import { NOMES_UNIDADES_PRECO, type UnidadePreco } from '@irradia/shared/servicos/servicos.schema';

// How the services screens show their figures (pt-BR digits, the house's money format).

/** "R$ 12,50 por módulo". */
export const precoComUnidade = (preco: number, unidade: UnidadePreco) =>
  `${formatMoeda(preco)} ${NOMES_UNIDADES_PRECO[unidade]}`;

/** "3,5 h", "1 h"; null for none. */
export const duracao = (horas: number | null) => (horas === null ? null : `${numeroBr(horas, 0, 2)} h`);

/** Reais as a form field holds them: '3.300,00'. */
export const reaisNoCampo = (v: number) => numeroBr(v, 2, 2);

/** A number as a form field holds it: the pt-BR way ('3,5'), '' for none. */
export const numeroNoCampo = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : String(v).replace('.', ',');

/** Each status's colour (a badge). */
export const COR_STATUS: Record<StatusAtendimento, string> = {
  aberto: 'orange',
  aceito: 'blue',
  em_andamento: 'purple',
  concluido: 'green',
  recusado: 'red',
  cancelado: 'gray',
};
