import { z } from 'zod';
import { respostaLista, respostaUm } from '../api/resposta.ts';

// Finance registers (issue 27, decision 040): accounts (/api/contas), wallets (/api/carteiras) and
// payment methods (/api/formas). Money is in reais (`_rs`, two decimals); dates YYYY-MM-DD.

const textoOpcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres`)
    .nullish()
    .transform((v) => v || null);
const nome = z
  .string({ error: 'Informe o nome' })
  .trim()
  .min(1, 'Informe o nome')
  .max(80, 'Use no máximo 80 caracteres');
const valorRs = (rotulo: string) =>
  z
    .number({ error: `Informe ${rotulo}` })
    .min(-1_000_000_000, 'Valor fora do permitido')
    .max(1_000_000_000, 'Valor fora do permitido');

export const TIPOS_DE_CONTA = {
  corrente: 'Conta corrente',
  poupanca: 'Poupança',
  caixa: 'Caixa (dinheiro)',
  investimento: 'Investimento',
} as const;
export type TipoDeConta = keyof typeof TIPOS_DE_CONTA;

/** POST /api/contas and PATCH /api/contas/:uuid. */
export const ZContaEntrada = z.object({
  nome,
  tipo: z.enum(Object.keys(TIPOS_DE_CONTA) as [TipoDeConta, ...TipoDeConta[]], {
    error: 'Selecione o tipo da conta',
  }),
  banco: z
    .string()
    .trim()
    .regex(/^\d{3}$/, 'Informe o código do banco com 3 dígitos')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null),
  agencia: textoOpcional(20),
  numero: textoOpcional(30),
  saldo_inicial_rs: valorRs('o saldo inicial').default(0),
  saldo_inicial_em: z.iso.date({ error: 'Informe a data do saldo inicial (AAAA-MM-DD)' }),
});
export type TContaEntrada = z.input<typeof ZContaEntrada>;
export type DadosConta = z.output<typeof ZContaEntrada>;

/** An account as the API answers it; `saldo_rs` is today's balance (opening plus paid entries). */
export const ZConta = z.object({
  uuid: z.string(),
  nome: z.string(),
  tipo: z.string(),
  banco: z.string().nullable(),
  agencia: z.string().nullable(),
  numero: z.string().nullable(),
  saldo_inicial_rs: z.number(),
  saldo_inicial_em: z.string(),
  saldo_rs: z.number(),
  removido_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Conta = z.infer<typeof ZConta>;
/** GET /api/contas (paginated, search, removidos=1). */
export const ZContas = respostaLista(ZConta);
export const ZContaResposta = respostaUm(ZConta);

/** POST /api/carteiras and PATCH /api/carteiras/:uuid. */
export const ZCarteiraEntrada = z.object({
  nome,
  descricao: textoOpcional(500),
  cor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Informe a cor como #RRGGBB')
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v || null),
});
export type TCarteiraEntrada = z.input<typeof ZCarteiraEntrada>;
export type DadosCarteira = z.output<typeof ZCarteiraEntrada>;
export const ZCarteira = z.object({
  uuid: z.string(),
  nome: z.string(),
  descricao: z.string().nullable(),
  cor: z.string().nullable(),
  removido_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Carteira = z.infer<typeof ZCarteira>;
export const ZCarteiras = respostaLista(ZCarteira);
export const ZCarteiraResposta = respostaUm(ZCarteira);

export const TIPOS_DE_FORMA = {
  pix: 'Pix',
  boleto: 'Boleto',
  cartao_credito: 'Cartão de crédito',
  cartao_debito: 'Cartão de débito',
  transferencia: 'Transferência bancária',
  dinheiro: 'Dinheiro',
} as const;
export type TipoDeForma = keyof typeof TIPOS_DE_FORMA;

/** POST /api/formas and PATCH /api/formas/:uuid: a method with its fees. */
export const ZFormaEntrada = z.object({
  nome,
  tipo: z.enum(Object.keys(TIPOS_DE_FORMA) as [TipoDeForma, ...TipoDeForma[]], {
    error: 'Selecione o tipo da forma de pagamento',
  }),
  taxa_percentual: z
    .number({ error: 'Informe a taxa em %' })
    .min(0, 'A taxa não pode ser negativa')
    .max(100, 'A taxa deve ser no máximo 100%')
    .default(0),
  taxa_fixa_rs: z
    .number({ error: 'Informe a taxa fixa' })
    .min(0, 'A taxa não pode ser negativa')
    .max(100_000, 'Valor fora do permitido')
    .default(0),
  prazo_dias: z
    .number({ error: 'Informe o prazo em dias' })
    .int('Informe dias inteiros')
    .min(0, 'O prazo não pode ser negativo')
    .max(365, 'Use no máximo 365 dias')
    .default(0),
  /** The account the money lands in by default (uuid). */
  conta: z
    .uuid('Conta inválida')
    .nullish()
    .transform((v) => v ?? null),
});
export type TFormaEntrada = z.input<typeof ZFormaEntrada>;
export type DadosForma = z.output<typeof ZFormaEntrada>;
export const ZForma = z.object({
  uuid: z.string(),
  nome: z.string(),
  tipo: z.string(),
  taxa_percentual: z.number(),
  taxa_fixa_rs: z.number(),
  prazo_dias: z.number().int(),
  conta: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
  removido_em: z.string().nullable(),
  criado_em: z.string(),
});
export type Forma = z.infer<typeof ZForma>;
export const ZFormas = respostaLista(ZForma);
export const ZFormaResposta = respostaUm(ZForma);
