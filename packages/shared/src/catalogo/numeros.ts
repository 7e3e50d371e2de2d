import { z } from 'zod';

// Numbers as forms type them: "1.234,56" or "6,6" (pt-BR) or 6.6, and '' for "not given".

/**
 * A typed number: pt-BR decimal comma (with dots as thousands) or point; '' is null. Dots that
 * group thousands with no comma ("14.900", "1.234.567") are thousands, as a pt-BR user means them.
 */
export function lerNumeroDigitado(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  let s = v.trim();
  if (s === '') return null;
  if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(s)) s = s.replace(/\./g, '');
  return Number(s);
}

/**
 * A schema-level message only for a missing or non-numeric value: zod would put a schema's
 * `error` on its range checks too ("Informe a quantidade" for a value over the maximum).
 */
export const erroDeNumero = (mensagem: string) => (issue: { code: string }) =>
  issue.code === 'invalid_type' ? mensagem : undefined;

/** An optional number ≥ 0 (null when not given). */
export const numeroOpcional = (max: number, opcoes: { inteiro?: boolean; positivo?: boolean } = {}) => {
  let n = z.number({ error: erroDeNumero('Informe um número válido') });
  if (opcoes.inteiro) n = n.int('Informe um número inteiro');
  n = opcoes.positivo ? n.positive('O valor deve ser maior que 0') : n.min(0, 'O valor deve ser no mínimo 0');
  return z.preprocess(lerNumeroDigitado, n.max(max).nullish()).transform((v) => v ?? null);
};

/** Reais: ≥ 0, rounded to cents; 0 when not given. */
export const ZReais = z
  .preprocess(
    lerNumeroDigitado,
    z
      .number({ error: erroDeNumero('Informe um valor válido') })
      .min(0)
      .max(100_000_000)
      .nullish(),
  )
  .transform((v) => Math.round((v ?? 0) * 100) / 100);

/** A quantity of a product (units, metres…): up to three decimals. */
export const arredondarQuantidade = (v: number) => Math.round(v * 1000) / 1000;
