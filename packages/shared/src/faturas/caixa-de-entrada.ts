import { z } from 'zod';
import { respostaLista, respostaUm, ZMeta } from '../api/resposta.ts';
import { ZLeituraFatura } from './faturas.campos.ts';

// Invoices by e-mail (issue 20): /api/faturas/caixa-de-entrada. Each company has its own inbound
// address; the PDFs that arrive wait here until someone confirms them (POST /api/faturas with the
// item's `pdf`) or discards them.

/** a_conferir: the unit was found by its installation number; sem_unidade: create the unit first. */
export const ZSituacaoItemCaixa = z.enum(['a_conferir', 'sem_unidade']);
export type SituacaoItemCaixa = z.infer<typeof ZSituacaoItemCaixa>;

/** One PDF received by e-mail, as GET /api/faturas/caixa-de-entrada lists it. */
export const ZItemCaixa = z.object({
  uuid: z.string(),
  /** ISO 8601 */
  recebida_em: z.string(),
  remetente: z.string(),
  assunto: z.string(),
  /** The attachment's file name. */
  arquivo: z.string(),
  /** The stored PDF (faturas_pdf): send it as `pdf` to POST /api/faturas to confirm. */
  pdf: z.string(),
  situacao: ZSituacaoItemCaixa,
  /** Installation number read from the PDF, or null when it could not be read. */
  matricula: z.string().nullable(),
  /** ANEEL sigla of the utility whose layout was read. */
  concessionaria: z.string().nullable(),
  unidade: z.object({ uuid: z.string(), matricula: z.string() }).nullable(),
  leitura: ZLeituraFatura,
});
export type ItemCaixa = z.infer<typeof ZItemCaixa>;

/** The company's address (null while this server receives no mail) and its filing choice. */
export const ZCaixaDeEntrada = z.object({
  endereco: z.string().nullable(),
  automatica: z.boolean(),
});
export type CaixaDeEntrada = z.infer<typeof ZCaixaDeEntrada>;
export const ZRespostaCaixaDeEntrada = respostaUm(ZCaixaDeEntrada);

/** GET /api/faturas/caixa-de-entrada: a page of items, with the company's address and choice in `meta`. */
export const ZListaCaixa = respostaLista(ZItemCaixa).extend({ meta: ZMeta.extend(ZCaixaDeEntrada.shape) });
export type ListaCaixa = z.infer<typeof ZListaCaixa>;

/** PUT /api/faturas/caixa-de-entrada */
export const ZCaixaDeEntradaEdicao = z.object({
  automatica: z.boolean({ error: 'Informe se as faturas recebidas são registradas automaticamente' }),
});
