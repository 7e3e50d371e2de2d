import { aplicarMascara } from './mascara.ts';

/** Phone (spec §5): 10 digits → (AA) XXXX-XXXX; 11 → (AA) X XXXX-XXXX. A +55 prefix is dropped. */
export function formatTelefone(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  let d = String(v).replace(/\D/g, '');
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  d = d.slice(0, 11);
  if (d.length === 11) return aplicarMascara(d, '(00) 0 0000-0000');
  return aplicarMascara(d, '(00) 0000-0000');
}
