import { z } from 'zod';
import { respostaLista, respostaUm } from '../api/resposta.ts';
import { arredondarQuantidade, erroDeNumero, lerNumeroDigitado } from './numeros.ts';

// Stock movements (spec §6 `estoque`): /api/estoque/movimentos. A product's balance is on the
// product (`saldo`); each movement records the balance before and after it. Decision 024.

export const TIPOS_MOVIMENTO = ['entrada', 'saida', 'ajuste'] as const;
export type TipoMovimento = (typeof TIPOS_MOVIMENTO)[number];
export const NOMES_TIPOS_MOVIMENTO: Record<TipoMovimento, string> = {
  entrada: 'Entrada',
  saida: 'Saída',
  ajuste: 'Ajuste',
};

/**
 * POST /api/estoque/movimentos. `entrada` adds and `saida` takes `quantidade` (> 0; a saída may
 * not take more than the balance); `ajuste` sets the balance to the counted `quantidade` (≥ 0).
 */
export const ZMovimentoEntrada = z
  .object({
    produto: z.uuid({ error: 'Selecione o produto' }),
    tipo: z.enum(TIPOS_MOVIMENTO, { error: 'Selecione o tipo do movimento' }),
    quantidade: z
      .preprocess(
        lerNumeroDigitado,
        z
          .number({ error: erroDeNumero('Informe a quantidade') })
          .min(0, 'A quantidade não pode ser negativa')
          .max(1_000_000_000),
      )
      .transform(arredondarQuantidade),
    motivo: z.string({ error: 'Informe o motivo' }).trim().min(1, 'Informe o motivo').max(300),
  })
  .superRefine((v, ctx) => {
    if (v.tipo !== 'ajuste' && v.quantidade <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['quantidade'],
        message: 'A quantidade deve ser maior que 0',
        params: { rule: 'min' },
      });
  });
export type TMovimentoEntrada = z.input<typeof ZMovimentoEntrada>;
export type DadosMovimento = z.output<typeof ZMovimentoEntrada>;

/** A movement as the API answers it. */
export const ZMovimento = z.object({
  uuid: z.string(),
  produto: z.object({ uuid: z.string(), nome: z.string(), sku: z.string().nullable(), unidade: z.string() }),
  tipo: z.enum(TIPOS_MOVIMENTO),
  /** As typed: the amount moved, or for an ajuste the counted balance. */
  quantidade: z.number(),
  /** What the movement did to the balance (negative for a saída or a downward ajuste). */
  variacao: z.number(),
  saldo_anterior: z.number(),
  saldo_posterior: z.number(),
  motivo: z.string(),
  /** Who did it (null if that account was deleted). */
  usuario: z.object({ uuid: z.string(), nome: z.string() }).nullable(),
  criado_em: z.string(),
});
export type Movimento = z.infer<typeof ZMovimento>;

/**
 * GET /api/estoque/movimentos: newest first; page, limit, produto (uuid), tipo. The same filters
 * at GET /api/estoque/movimentos/exportar answer a CSV (UTF-8 with BOM, `;`).
 */
export const ZMovimentos = respostaLista(ZMovimento);
export const ZMovimentoResposta = respostaUm(ZMovimento);
