import type { ClasseConsumo, Fornecimento, ItemFatura } from '@irradia/shared/faturas/faturas.campos';
import { mesReferencia, numeroBr, semAcento } from './numeros.ts';

// The small readings the invoice reader shares: classification words and one row of a billed-items
// table ("<descrição> [<unid.> <quant.> <preço>] <valor> […]") as an invoice item.

/** A money or quantity token: "1.234,56", "-67,24", "453,10-", "3.606,9002236746". */
const NUM = String.raw`(?:-?\d{1,3}(?:\.\d{3})*(?:,\d+)?-?|-?\d+(?:,\d+)?-?)`;
/** A money token with cents, the form of every R$ column. */
const RS = String.raw`-?\d{1,3}(?:\.\d{3})*,\d{2}-?`;

/** First capture of a pattern, or undefined. */
function captura(texto: string, padrao: RegExp): string | undefined {
  return padrao.exec(texto)?.[1];
}

/** Spec §3 classes from the words the utilities print ("Residencial", "RESIDENCIAL", "Comercial, Serviços"). */
export function classeDe(texto: string): ClasseConsumo | undefined {
  const t = semAcento(texto).toUpperCase();
  if (/\bRESIDENCIAL\b/.test(t)) return 'residencial';
  if (/\bRURAL\b/.test(t)) return 'rural';
  if (/\bCOMERCIA[LI]/.test(t)) return 'comercial';
  if (/\bINDUSTRIA[LI]/.test(t)) return 'industrial';
  if (/\bILUMINACAO PUBLICA\b/.test(t)) return 'iluminacao';
  return undefined;
}

/** "Bifásico", "BIFASICO", "TRIFASICO/70A". */
export function fornecimentoDe(texto: string): Fornecimento | undefined {
  const t = semAcento(texto).toUpperCase();
  if (/\bMONOFASIC[OA]\b/.test(t)) return 'monofasico';
  if (/\bBIFASIC[OA]\b/.test(t)) return 'bifasico';
  if (/\bTRIFASIC[OA]\b/.test(t)) return 'trifasico';
  return undefined;
}

/** Tariff subgroup printed in the classification: B1, B2, B3, B4, A1…A4, A3a, AS. */
export function grupoDe(texto: string): string | undefined {
  return captura(texto, /\b(B[1-4]|A[1-4]a?|AS)\b/);
}

/** One line of a "Valores Faturados" table, before each layout gives the trailing columns a meaning. */
export interface LinhaDeItem {
  descricao: string;
  /** Unit as printed (kWh, KWH, kW, kvarh) when the line carries a quantity. */
  unidade?: string;
  quantidade?: number;
  /** Unit price with taxes. */
  preco?: number;
  valor: number;
  /** Numbers printed after the value (tax columns, tariff without taxes). */
  resto: number[];
}

const COM_UNIDADE = new RegExp(`^(.+?) (kWh|kW|kvarh) (${NUM}) (${NUM}) (${RS})((?: ${NUM})*)$`, 'i');
// A description has at least one letter; the value is the first cents-formatted token after it, so
// numbers inside descriptions ("Lei 10438", "(37)3512-1528") stay in the description.
const SEM_UNIDADE = new RegExp(`^(.*[A-Za-zÀ-ú].*?) (${RS})((?: ${NUM})*)$`);

/** "<descrição> [<unid.> <quant.> <preço>] <valor> [<números>…]", or null for any other line. */
export function linhaDeItem(linha: string): LinhaDeItem | null {
  const u = COM_UNIDADE.exec(linha);
  if (u) {
    const valor = num(u[5]);
    const resto = todosNumeros((u[6] ?? '').split(' ').filter(Boolean));
    if (valor === undefined || !resto) return null;
    return {
      descricao: (u[1] ?? '').trim(),
      unidade: u[2],
      quantidade: num(u[3]),
      preco: num(u[4]),
      valor,
      resto,
    };
  }
  const s = SEM_UNIDADE.exec(linha);
  if (!s) return null;
  const valor = num(s[2]);
  const resto = todosNumeros((s[3] ?? '').split(' ').filter(Boolean));
  if (valor === undefined || !resto) return null;
  return { descricao: (s[1] ?? '').trim(), valor, resto };
}

/**
 * The invoice item of a table line. Quantities are kept as magnitudes (CEMIG prints credited kWh
 * positive, Copel and Energisa negative): the sign of a credit lives in valor_rs.
 */
export function itemFatura(l: LinhaDeItem): ItemFatura {
  const item: ItemFatura = { descricao: l.descricao, valor_rs: l.valor };
  const mesRef = mes(captura(l.descricao, /\b(\d{1,2}\/\d{4})\b/));
  if (mesRef) item.mes_ref = mesRef;
  if (l.unidade?.toLowerCase() === 'kwh') {
    if (l.quantidade !== undefined) item.kwh = Math.abs(l.quantidade);
    if (l.preco !== undefined) item.tarifa = l.preco;
  }
  return item;
}

/** numeroBr for an optional regex group: undefined when absent or not a number. */
function num(texto: string | undefined): number | undefined {
  return texto === undefined ? undefined : (numeroBr(texto) ?? undefined);
}

function mes(texto: string | undefined): string | undefined {
  return texto === undefined ? undefined : (mesReferencia(texto) ?? undefined);
}

/** Every group a number, or null when one is missing or unreadable (no partial sums). */
function todosNumeros(textos: Array<string | undefined>): number[] | null {
  const valores = textos.map(num);
  return valores.every((v) => v !== undefined) ? (valores as number[]) : null;
}
