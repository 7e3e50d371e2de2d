import { createHash } from 'node:crypto';
import { erroValidacao } from '../../platform/errors.ts';

// OFX bank statements (decision 040) as Brazilian banks export them: OFX 1.x SGML (Itaú, Banco do
// Brasil, Bradesco, Caixa: a header of KEY:VALUE lines, CHARSET:1252, leaf tags without closing
// tags) and OFX 2.x XML (Nubank, Inter). Only what a statement needs is read: the account, the
// period, the transactions and the ledger balance.

export interface TransacaoOfx {
  /** The bank's id of the line; lines without one get a stable synthetic id (see `lerOfx`). */
  fitid: string;
  data: string;
  /** Signed: credit positive, debit negative. */
  valorCentavos: number;
  descricao: string;
  tipo: string | null;
}

export interface ExtratoOfx {
  banco: string | null;
  conta: string | null;
  inicio: string | null;
  fim: string | null;
  saldoCentavos: number | null;
  transacoes: TransacaoOfx[];
}

export const MENSAGEM_OFX_INVALIDO = 'O arquivo não é um extrato OFX válido';

function invalido(): never {
  throw erroValidacao([{ field: 'arquivo', rule: 'ofx', message: MENSAGEM_OFX_INVALIDO }]);
}

/**
 * The text of the file. SGML files declare CHARSET:1252 (or ISO-8859-1) and most are; some banks
 * say 1252 and write UTF-8, so bytes that are valid UTF-8 with accents are read as UTF-8 (valid
 * multi-byte UTF-8 is all but impossible in real windows-1252 text).
 */
function decodificar(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not UTF-8: the declared 8-bit charset (1252 is a superset of latin-1 for printable text).
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function texto(v: string): string {
  return v
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) => ENTIDADES[e.toLowerCase()] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The value of a leaf element in a block: `<TAG>value` (SGML) or `<TAG>value</TAG>` (XML). */
function folha(bloco: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>([^<]*)`, 'i').exec(bloco);
  if (!m) return null;
  const v = texto(m[1] ?? '');
  return v === '' ? null : v;
}

/** The content of an aggregate; SGML files sometimes leave out a closing tag, so the next opening ends it too. */
function blocos(doc: string, tag: string): string[] {
  const partes = doc.split(new RegExp(`<${tag}>`, 'i')).slice(1);
  return partes.map((p) => {
    const fim = p.search(new RegExp(`</${tag}>|<${tag}>`, 'i'));
    return fim >= 0 ? p.slice(0, fim) : p;
  });
}

/** `20261105120000[-3:BRT]`, `20261105120000.000` or `20261105`: the date as the bank wrote it. */
function dataOfx(v: string | null): string | null {
  const m = v ? /^(\d{4})(\d{2})(\d{2})/.exec(v) : null;
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** `-150.00`, `-150,00`, `+1234.5`, `1.234,56`: cents, or null when it is not an amount. */
export function centavosOfx(v: string | null): number | null {
  if (!v) return null;
  let s = v.replace(/\s/g, '').replace(/^\+/, '');
  const virgula = s.lastIndexOf(',');
  const ponto = s.lastIndexOf('.');
  if (virgula >= 0 && ponto >= 0) {
    // Both: the last one is the decimal separator, the other groups thousands.
    s = virgula > ponto ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (virgula >= 0) {
    s = s.replace(',', '.');
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  const n = Math.round(Number(s) * 100);
  return Number.isSafeInteger(n) ? n : null;
}

function sintetico(data: string, valor: number, descricao: string, ordinal: number): string {
  const h = createHash('sha256').update(`${data}|${valor}|${descricao}|${ordinal}`).digest('hex');
  return `sem-fitid-${h.slice(0, 32)}`;
}

/**
 * Reads an OFX statement; anything else is a 422 on `arquivo`. A line without FITID gets a
 * synthetic one from its date, amount, description and how many identical lines came before it in
 * the file, so the same line in an overlapping file gets the same id. A FITID the file repeats for
 * a different line (Banco do Brasil does, for lines of the same document) gets `#2`, `#3`…
 */
export function lerOfx(bytes: Uint8Array): ExtratoOfx {
  const doc = decodificar(bytes);
  const inicioOfx = doc.search(/<OFX>/i);
  if (inicioOfx < 0 || !/(OFXHEADER|<\?OFX|<\?xml)/i.test(doc.slice(0, inicioOfx + 1))) invalido();
  const corpo = doc.slice(inicioOfx);
  const extrato = blocos(corpo, 'STMTRS')[0] ?? blocos(corpo, 'CCSTMTRS')[0];
  if (extrato === undefined) invalido();

  const contaBloco = blocos(extrato, 'BANKACCTFROM')[0] ?? blocos(extrato, 'CCACCTFROM')[0] ?? '';
  const lista = blocos(extrato, 'BANKTRANLIST')[0] ?? '';
  const saldo = blocos(extrato, 'LEDGERBAL')[0];

  const vistos = new Map<string, number>();
  const iguais = new Map<string, number>();
  const transacoes: TransacaoOfx[] = blocos(lista, 'STMTTRN').map((b) => {
    const data = dataOfx(folha(b, 'DTPOSTED'));
    const valorCentavos = centavosOfx(folha(b, 'TRNAMT'));
    if (!data || valorCentavos === null) invalido();
    const tipo = folha(b, 'TRNTYPE');
    const descricao = (folha(b, 'MEMO') ?? folha(b, 'NAME') ?? tipo ?? 'Lançamento').slice(0, 200);
    let fitid = folha(b, 'FITID');
    if (!fitid) {
      const chave = `${data}|${valorCentavos}|${descricao}`;
      const ordinal = (iguais.get(chave) ?? 0) + 1;
      iguais.set(chave, ordinal);
      fitid = sintetico(data, valorCentavos, descricao, ordinal);
    }
    const vezes = (vistos.get(fitid) ?? 0) + 1;
    vistos.set(fitid, vezes);
    return { fitid: vezes > 1 ? `${fitid}#${vezes}` : fitid, data, valorCentavos, descricao, tipo };
  });

  const datas = transacoes.map((t) => t.data).sort();
  return {
    banco: folha(contaBloco, 'BANKID'),
    conta: folha(contaBloco, 'ACCTID'),
    inicio: dataOfx(folha(lista, 'DTSTART')) ?? datas[0] ?? null,
    fim: dataOfx(folha(lista, 'DTEND')) ?? datas.at(-1) ?? null,
    saldoCentavos: saldo === undefined ? null : centavosOfx(folha(saldo, 'BALAMT')),
    transacoes,
  };
}

/**
 * Whether the file's ACCTID is plainly another account than the one registered: compared by their
 * digits without leading zeros, either containing the other passes (banks write the branch, the
 * check digit or padding into ACCTID in their own ways).
 */
export function outraConta(acctid: string | null, numero: string | null): boolean {
  const digitos = (v: string | null) => (v ?? '').replace(/\D/g, '').replace(/^0+/, '');
  const a = digitos(acctid);
  const b = digitos(numero);
  if (!a || !b) return false;
  return !a.includes(b) && !b.includes(a);
}
