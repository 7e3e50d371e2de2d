// Numbers, months and dates as Brazilian invoices print them (reference/utility-portals.md §13):
// "1.234,56", kWh with up to 10 decimals ("3.606,9002236746"), and negatives either with a leading
// minus (CEMIG, Energisa) or a trailing one ("453,10-": CPFL prints negatives with a trailing
// minus, and so do Enel CE and EDP). Anything that is not exactly one of these forms reads as null,
// so a parser never turns a stray token into a number.

const NUMERO = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?(-?)$/;

/** A pt-BR number ("1.234,56", "453,10-", "-67,24", "R$ 76,66") or null when the text is not one. */
export function numeroBr(texto: string): number | null {
  const m = NUMERO.exec(texto.trim().replace(/^(-?)\s*R\$\s*/, '$1'));
  if (!m) return null;
  const [, menosAntes, inteiro, decimais, menosDepois] = m;
  // "-1,00-" is no invoice format: refuse rather than guess the sign.
  if (menosAntes && menosDepois) return null;
  const valor = Number(`${(inteiro ?? '').replaceAll('.', '')}.${decimais ?? '0'}`);
  if (!Number.isFinite(valor)) return null;
  return menosAntes || menosDepois ? -valor || 0 : valor;
}

/** Money rounded to cents, for sums of printed values (0,1 + 0,2 must stay 0,30). */
export function centavos(valor: number): number {
  return Math.round(valor * 100) / 100;
}

const MESES: Record<string, number> = {
  JAN: 1,
  JANEIRO: 1,
  FEV: 2,
  FEVEREIRO: 2,
  MAR: 3,
  MARCO: 3,
  ABR: 4,
  ABRIL: 4,
  MAI: 5,
  MAIO: 5,
  JUN: 6,
  JUNHO: 6,
  JUL: 7,
  JULHO: 7,
  AGO: 8,
  AGOSTO: 8,
  SET: 9,
  SETEMBRO: 9,
  OUT: 10,
  OUTUBRO: 10,
  NOV: 11,
  NOVEMBRO: 11,
  DEZ: 12,
  DEZEMBRO: 12,
};

export function semAcento(texto: string): string {
  return texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function ano(texto: string): number {
  const n = Number(texto);
  // Two-digit years ("OUT/23", CPFL items) are always this century on an electronic invoice.
  return texto.length === 2 ? 2000 + n : n;
}

function mesAno(mes: number, a: number): string | null {
  if (!Number.isInteger(mes) || mes < 1 || mes > 12 || a < 2000 || a > 2099) return null;
  return `${a}-${String(mes).padStart(2, '0')}`;
}

/**
 * Reference month as YYYY-MM from every form the utilities print: "JUL/2023" (CEMIG), "OUT/23" (CPFL
 * items), "Novembro / 2025" (Energisa), "Junho/2025" (EDP), "10/2025" (Copel, Enel), "7/2025"
 * (Equatorial) and the API form "2026/04" (Neoenergia). Null when the text is none of them.
 */
export function mesReferencia(texto: string): string | null {
  const t = semAcento(texto.trim()).toUpperCase();
  const porNome = /^([A-Z]{3,9})\s*\/\s*(\d{4}|\d{2})$/.exec(t);
  if (porNome) {
    const mes = MESES[porNome[1] ?? ''];
    return mes ? mesAno(mes, ano(porNome[2] ?? '')) : null;
  }
  const mesPrimeiro = /^(\d{1,2})\s*\/\s*(\d{4})$/.exec(t);
  if (mesPrimeiro) return mesAno(Number(mesPrimeiro[1]), Number(mesPrimeiro[2]));
  const anoPrimeiro = /^(\d{4})\s*\/\s*(\d{1,2})$/.exec(t);
  if (anoPrimeiro) return mesAno(Number(anoPrimeiro[2]), Number(anoPrimeiro[1]));
  return null;
}

/** "28/11/2023" → "2023-11-28"; null for anything that is not a real calendar day. */
export function dataBr(texto: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}|\d{2})$/.exec(texto.trim());
  if (!m) return null;
  const [d, mes, a] = [Number(m[1]), Number(m[2]), ano(m[3] ?? '')];
  const data = new Date(Date.UTC(a, mes - 1, d));
  if (data.getUTCFullYear() !== a || data.getUTCMonth() !== mes - 1 || data.getUTCDate() !== d) return null;
  return `${a}-${m[2]}-${m[1]}`;
}
