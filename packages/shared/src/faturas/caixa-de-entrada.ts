import { z } from 'zod';
import type { LeituraFatura } from './faturas.campos.ts';

// Invoices by e-mail (issue 20): /api/faturas/caixa-de-entrada. Each company has its own inbound
// address; the PDFs that arrive wait here until someone confirms them (POST /api/faturas with the
// item's `pdf`) or discards them.

/** a_conferir: the unit was found by its installation number; sem_unidade: create the unit first. */
export type SituacaoItemCaixa = 'a_conferir' | 'sem_unidade';

/** One PDF received by e-mail, as GET /api/faturas/caixa-de-entrada lists it. */
export interface ItemCaixa {
  uuid: string;
  /** ISO 8601 */
  recebida_em: string;
  remetente: string;
  assunto: string;
  /** The attachment's file name. */
  arquivo: string;
  /** The stored PDF (faturas_pdf): send it as `pdf` to POST /api/faturas to confirm. */
  pdf: string;
  situacao: SituacaoItemCaixa;
  /** Installation number read from the PDF, or null when it could not be read. */
  matricula: string | null;
  /** ANEEL sigla of the utility whose layout was read. */
  concessionaria: string | null;
  unidade: { uuid: string; matricula: string } | null;
  leitura: LeituraFatura;
}

/** The company's address (null while this server receives no mail) and its filing choice. */
export interface CaixaDeEntrada {
  endereco: string | null;
  automatica: boolean;
}

/** PUT /api/faturas/caixa-de-entrada */
export const ZCaixaDeEntradaEdicao = z.object({
  automatica: z.boolean({ error: 'Informe se as faturas recebidas são registradas automaticamente' }),
});
