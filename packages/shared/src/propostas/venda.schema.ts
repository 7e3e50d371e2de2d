import { z } from 'zod';
import { respostaUm } from '../api/resposta.ts';

// A deal's sale (issue 25, decision 037): a signed contract becomes a sale with its value, payment
// method and instalments (the finance issue turns them into receivables). From the sale, one click
// creates the plant in monitoring (POST /api/pedidos/:uuid/usina).

export const FORMAS_DE_PAGAMENTO = {
  pix: 'Pix',
  boleto: 'Boleto',
  cartao_credito: 'Cartão de crédito',
  transferencia: 'Transferência bancária',
  financiamento: 'Financiamento',
  dinheiro: 'Dinheiro',
} as const;
export type FormaDePagamento = keyof typeof FORMAS_DE_PAGAMENTO;
const FORMAS = Object.keys(FORMAS_DE_PAGAMENTO) as [FormaDePagamento, ...FormaDePagamento[]];

const centavos = (rs: number) => Math.round(rs * 100);

/**
 * `n` monthly instalments of `totalRs` from `primeiroVencimento` (YYYY-MM-DD): equal to the cent,
 * the remainder cents on the first ones, so they always add up to the total. A due day past a
 * short month's end falls on that month's last day (31/01 → 28/02 → 31/03).
 */
export function dividirEmParcelas(totalRs: number, n: number, primeiroVencimento: string) {
  const total = centavos(totalRs);
  const base = Math.floor(total / n);
  const resto = total - base * n;
  const [a, m, d] = primeiroVencimento.split('-').map(Number) as [number, number, number];
  return Array.from({ length: n }, (_, i) => {
    const mes0 = m - 1 + i;
    const ano = a + Math.floor(mes0 / 12);
    const mes = (mes0 % 12) + 1;
    const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
    const dia = Math.min(d, ultimo);
    return {
      numero: i + 1,
      vencimento: `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`,
      valor_rs: (base + (i < resto ? 1 : 0)) / 100,
    };
  });
}

const ZParcelaEntrada = z.object({
  vencimento: z.iso.date({ error: 'Informe o vencimento no formato AAAA-MM-DD' }),
  valor_rs: z
    .number({ error: 'Informe o valor da parcela' })
    .positive('O valor da parcela deve ser maior que zero')
    .max(1_000_000_000, 'Valor acima do permitido'),
});

/** POST /api/pedidos/:uuid/venda: from a signed contract. `valor_rs` is the proposal's price when absent. */
export const ZVendaEntrada = z
  .object({
    valor_rs: z
      .number({ error: 'Informe o valor da venda' })
      .positive('O valor da venda deve ser maior que zero')
      .max(1_000_000_000, 'Valor acima do permitido')
      .nullish()
      .transform((v) => v ?? null),
    forma: z.enum(FORMAS, { error: 'Selecione a forma de pagamento' }),
    parcelas: z
      .array(ZParcelaEntrada, { error: 'Informe as parcelas' })
      .min(1, 'Informe ao menos uma parcela')
      .max(120, 'Informe no máximo 120 parcelas'),
    observacoes: z
      .string()
      .trim()
      .max(2_000, 'Use no máximo 2.000 caracteres')
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    const datas = v.parcelas.map((p) => p.vencimento);
    if (datas.some((d, i) => i > 0 && d < (datas[i - 1] ?? '')))
      ctx.addIssue({
        code: 'custom',
        path: ['parcelas'],
        message: 'Informe as parcelas em ordem de vencimento',
      });
  });
export type VendaEntrada = z.output<typeof ZVendaEntrada>;

/** The total of instalments in cents, to compare with the sale value without float drift. */
export const somaEmCentavos = (valores: readonly number[]) => valores.reduce((s, v) => s + centavos(v), 0);

/** GET /api/pedidos/:uuid/venda. */
export const ZVenda = z.object({
  valor_rs: z.number(),
  forma: z.enum(FORMAS),
  parcelas: z.array(z.object({ numero: z.number().int(), vencimento: z.string(), valor_rs: z.number() })),
  observacoes: z.string().nullable(),
  fechada_em: z.string(),
  /** The plant created from the sale (null until "Criar usina"). */
  usina: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
});
export type Venda = z.infer<typeof ZVenda>;
export const ZVendaResposta = respostaUm(ZVenda);

/** POST /api/pedidos/:uuid/usina: the plant's name (the customer's name and city when absent). */
export const ZUsinaDaVendaEntrada = z
  .object({
    nome: z.string().trim().min(1, 'Informe o nome').max(160, 'Use no máximo 160 caracteres').nullish(),
  })
  .nullish()
  .transform((v) => ({ nome: v?.nome ?? null }));

/**
 * GET /api/usinas/:uuid/projeto: a plant made from a sale, its design and, month by month since it
 * was created, the generation the proposal expected (degraded by year) against the real one.
 */
export const ZProjetoDaUsina = z.object({
  pedido: z.object({ uuid: z.string(), numero: z.number().int() }),
  potencia_kwp: z.number(),
  equipamentos: z.array(
    z.object({
      tipo: z.string(),
      nome: z.string(),
      fabricante: z.string().nullable(),
      modelo: z.string().nullable(),
      quantidade: z.number(),
    }),
  ),
  geracao_anual_prevista_kwh: z.number(),
  meses: z.array(
    z.object({
      /** YYYY-MM */
      mes: z.string(),
      previsto_kwh: z.number(),
      /** Null where no reading of the month exists (never estimated). */
      real_kwh: z.number().nullable(),
    }),
  ),
  /** Sums over months that have a real figure. */
  previsto_total_kwh: z.number(),
  real_total_kwh: z.number(),
});
export type ProjetoDaUsina = z.infer<typeof ZProjetoDaUsina>;
export const ZProjetoDaUsinaResposta = respostaUm(ZProjetoDaUsina.nullable());
