import { z } from 'zod';
import { respostaUm } from '../api/resposta.ts';
import { FORNECIMENTOS, type Fornecimento, ZCamposFatura } from '../faturas/faturas.campos.ts';
import { MODALIDADES_GD } from './proposta.schema.ts';

// The customer's consumption from the invoices already in Irradia (issue 25): GET
// /api/pedidos/:uuid/proposta/consumo answers, for each of the deal's customer's consumer units
// with invoices, the last 12 reference months laid on the calendar (January first) so the proposal
// editor can fill its 12 months. A month with no invoice, or an invoice without consumption, is
// null — never guessed. A lead (no customer) answers an empty list.

export const ZConsumoDaUnidade = z.object({
  uuid: z.string(),
  nome: z.string().nullable(),
  matricula: z.string(),
  concessionaria: z.string().nullable(),
  fornecimento: z.string(),
  gd: z.enum(MODALIDADES_GD).nullable(),
  /** kWh of each calendar month, January first, from the latest 12 reference months. */
  consumo_mensal_kwh: z.array(z.number().nullable()).length(12),
  /** How many of the 12 months have a consumption read. */
  meses_encontrados: z.number().int(),
  /** The latest reference month with an invoice, YYYY-MM. */
  ultimo_mes: z.string(),
  /** Full tariff with taxes of the latest invoice, R$/kWh (null when the invoice does not give it). */
  tarifa_rs_kwh: z.number().nullable(),
});
export type ConsumoDaUnidade = z.infer<typeof ZConsumoDaUnidade>;

export const ZConsumoDoCliente = respostaUm(z.array(ZConsumoDaUnidade));

/**
 * POST /api/pedidos/:uuid/proposta/fatura (issue 25, decision 036): what the proposal takes from an
 * invoice PDF dropped on it, read by the invoice reader and not saved. Null = not read, never guessed.
 */
export const ZFaturaDaProposta = z.object({
  /** ANEEL sigla of the utility whose layout was read (e.g. "Cemig-D"). */
  concessionaria: z.string(),
  /** Reference month, YYYY-MM: the calendar month its consumption fills (null when not read). */
  mes_referencia: z.string().nullable(),
  consumo_kwh: z.number().nullable(),
  /** Full tariff with taxes, R$/kWh, computed as the consumption from invoices does (tarifaCheia). */
  tarifa_rs_kwh: z.number().nullable(),
  fornecimento: z.enum(Object.keys(FORNECIMENTOS) as [Fornecimento, ...Fornecimento[]]).nullable(),
  /** Null when not read or the unit is not in the SCEE. */
  modalidade: z.enum(MODALIDADES_GD).nullable(),
  /** Fields the invoice should carry that the reader could not read (CamposFatura names). */
  nao_lidos: z.array(ZCamposFatura.keyof()),
});
export type FaturaDaProposta = z.infer<typeof ZFaturaDaProposta>;

export const ZFaturaDaPropostaResposta = respostaUm(ZFaturaDaProposta);
