import { aplicarMascara } from './mascara.ts';

/** CEP as 00000-000 (spec §5). A number loses the leading zero of São Paulo's CEPs: put it back. */
export function formatCep(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  let d = String(v).replace(/\D/g, '');
  if (typeof v === 'number' && d.length === 7) d = `0${d}`;
  return aplicarMascara(d.slice(0, 8), '00000-000');
}
