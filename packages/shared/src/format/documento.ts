import { aplicarMascara } from './mascara.ts';

/**
 * CPF or CNPJ by length (spec §5): more than 11 characters is a CNPJ (00.000.000/0000-00),
 * otherwise a CPF (000.000.000-00). The alphanumeric CNPJ (Receita Federal, from July 2026) has
 * letters in its first 12 positions, so letters are kept for CNPJs only.
 */
export function formatDocumento(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  const limpo = String(v)
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
  if (!/\d/.test(limpo)) return '';
  if (limpo.length > 11) return aplicarMascara(limpo.slice(0, 14), '00.000.000/0000-00');
  return aplicarMascara(limpo.replace(/\D/g, ''), '000.000.000-00');
}
