import { z } from 'zod';
import { respostaUm } from '../api/resposta.ts';
import { cpfValido } from '../documentos.ts';
import { ZContratoPublico } from './contrato.schema.ts';
import { ZPropostaCalculada } from './proposta.schema.ts';

// The proposal's public link (issue 25, decision 032): POST /api/pedidos/:uuid/enviar gives the
// deal a link, /app/proposta/:token, that the customer opens without an account. The page reads
// GET /api/propostas/:token and answers with POST /aceitar or /recusar. What the customer sees is
// the price and what the system does for them, never what it costs the integrador.

/** The statuses a customer can find on the link (a draft or an expired one is a 404). */
export const STATUS_PROPOSTA_PUBLICA = [
  'enviada',
  'visualizada',
  'aceita',
  'recusada',
  // The contract on the same link (decision 037), and the sale that follows a signed one.
  'aguardando_assinatura',
  'assinado',
  'cancelado',
  'fechada',
] as const;
export type StatusPropostaPublica = (typeof STATUS_PROPOSTA_PUBLICA)[number];

/** The web address of a proposal's link, under the app's basename. */
export const caminhoDaProposta = (token: string) => `/app/proposta/${token}`;

/** POST /api/propostas/:token/aceitar: who accepts, with a CPF that passes its check digits. */
export const ZPropostaAceitarEntrada = z.object({
  nome: z
    .string({ error: 'Informe seu nome completo' })
    .trim()
    .min(3, 'Informe seu nome completo')
    .max(200, 'Informe um nome com no máximo 200 caracteres'),
  cpf: z
    .string({ error: 'Informe seu CPF' })
    .trim()
    .min(1, 'Informe seu CPF')
    .max(20, 'Informe um CPF válido')
    .refine(cpfValido, { message: 'Informe um CPF válido', params: { rule: 'cpf' } })
    .transform((v) => v.replace(/\D/g, '')),
});
export type TPropostaAceitarEntrada = z.input<typeof ZPropostaAceitarEntrada>;

/** POST /api/propostas/:token/recusar: why, if the customer wants to say. */
export const ZPropostaRecusarEntrada = z
  .object({
    motivo: z
      .string({ error: 'Informe o motivo como texto' })
      .trim()
      .max(1_000, 'Informe um motivo com no máximo 1.000 caracteres')
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .nullish()
  .transform((v) => ({ motivo: v?.motivo ?? null }));
export type TPropostaRecusarEntrada = z.input<typeof ZPropostaRecusarEntrada>;

const forma = ZPropostaCalculada.shape;

/** GET /api/propostas/:token: the proposal as the customer sees it. No cost, margin or tax. */
export const ZPropostaPublica = z.object({
  empresa: z.object({
    nome: z.string(),
    slogan: z.string().nullable(),
    logo_url: z.string().nullable(),
  }),
  /** The customer's or the lead's name. */
  cliente: z.object({ nome: z.string() }),
  numero: z.number().int(),
  /** Each send is a revision: 1 for the first. */
  revisao: z.number().int(),
  status: z.enum(STATUS_PROPOSTA_PUBLICA),
  /** YYYY-MM-DD, the last day the proposal can be accepted. */
  validade: z.string(),
  enviada_em: z.string(),
  respondida_em: z.string().nullable(),
  /** Who accepted (the name typed); null until accepted. */
  aceite: z.object({ nome: z.string() }).nullable(),
  cidade: z.object({ nome: z.string() }).nullable(),
  modulo_wp: z.number().nullable(),
  dimensionamento: forma.dimensionamento,
  inversor: forma.inversor,
  /** The kit's equipment from the catalogue (decision 035), without its cost; empty when typed. */
  equipamentos: z.array(
    z.object({
      tipo: z.enum(['modulo', 'inversor', 'componente']),
      nome: z.string(),
      fabricante: z.string().nullable(),
      modelo: z.string().nullable(),
      quantidade: z.number(),
    }),
  ),
  /** The sale price, what the customer pays. */
  preco_rs: z.number(),
  /** Cash, instalments and financing of the price (decision 035). */
  pagamentos: forma.pagamentos,
  financeiro: forma.financeiro,
  /** The contract made from the accepted proposal (decision 037); null before. */
  contrato: ZContratoPublico.nullable(),
});
export type PropostaPublica = z.infer<typeof ZPropostaPublica>;
export const ZPropostaPublicaResposta = respostaUm(ZPropostaPublica);

/** What a deal shows its company about the link (GET /api/pedidos/:uuid and the send's answer). */
export const camposDoEnvio = {
  /**
   * `/app/proposta/<token>`, in the send's answer only: the server keeps just the token's hash, so
   * every other answer has null (sending again gives a new link, decision 032).
   */
  link: z.string().nullable().optional(),
  revisao: z.number().int().optional(),
  enviada_em: z.string().nullable().optional(),
  visualizada_em: z.string().nullable().optional(),
  respondida_em: z.string().nullable().optional(),
  /** Who accepted: name, CPF digits and the IP the answer came from. */
  aceite: z.object({ nome: z.string(), cpf: z.string(), ip: z.string() }).nullable().optional(),
  recusa_motivo: z.string().nullable().optional(),
};
