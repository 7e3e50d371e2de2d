import type { GeracaoPrevia, UnidadeEnergia } from '@irradia/shared/usinas/geracao-importar.schema';
import ExcelJS from 'exceljs';
import { erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';

// Reading a portal's export of daily energy (CSV or XLSX, decision 013): rows and cells from the
// bytes, dates and numbers in the forms portals write them, and the guess of which column is which.

export type Celula = string | number | Date | null;
interface Linha {
  /** Line of the file (CSV) or row of the sheet (XLSX), as the user sees it. */
  numero: number;
  celulas: Celula[];
}
export interface Planilha {
  nomes: string[];
  linhas: Linha[];
}

const MAX_BYTES = 10 * 1024 * 1024;
const MAX_LINHAS = 100_000;

const naoEhPlanilha = () =>
  erroValidacao([{ field: 'arquivo', rule: 'planilha', message: 'Envie uma planilha CSV ou XLSX' }]);
export const erroDaLinha = (numero: number, texto: string) =>
  erroValidacao([{ field: 'arquivo', rule: 'linha', message: `Linha ${numero}: ${texto}` }]);

// --- reading -------------------------------------------------------------------------------

/** UTF-8 when the bytes are valid UTF-8, else Latin-1 (Excel's "CSV" on Windows); null if binary or markup. */
function textoDe(data: Buffer): string | null {
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    texto = data.toString('latin1');
  }
  texto = texto.replace(/^\uFEFF/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control bytes are what marks a binary file
  if (/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(texto)) return null;
  // HTML, SVG, XML, JSON and PDF are text too, but never a spreadsheet.
  if (/^\s*[<{[%]/.test(texto)) return null;
  return texto;
}

/** The separator that appears most in the first lines, outside quotes (`;` wins a tie, as Excel pt-BR writes). */
function separadorDe(texto: string): string {
  const contagem = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let aspas = false;
  let linhas = 0;
  for (const c of texto) {
    if (c === '"') aspas = !aspas;
    else if (!aspas && c === '\n' && ++linhas >= 20) break;
    else if (!aspas && contagem.has(c)) contagem.set(c, (contagem.get(c) ?? 0) + 1);
  }
  return [...contagem].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

/** RFC 4180 rows (quotes, doubled quotes, line breaks inside quotes), each with the line it starts on. */
function linhasCsv(texto: string, sep: string): Linha[] {
  const out: Linha[] = [];
  let celulas: Celula[] = [];
  let campo = '';
  let aspas = false;
  let linha = 1;
  let inicio = 1;
  const fimDoCampo = () => {
    const v = campo.trim();
    celulas.push(v === '' ? null : v);
    campo = '';
  };
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i];
    if (aspas) {
      if (c === '"' && texto[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (c === '"') aspas = false;
      else {
        if (c === '\n') linha++;
        campo += c;
      }
    } else if (c === '"') aspas = true;
    else if (c === sep) fimDoCampo();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && texto[i + 1] === '\n') i++;
      fimDoCampo();
      out.push({ numero: inicio, celulas });
      celulas = [];
      inicio = ++linha;
    } else campo += c;
  }
  if (campo !== '' || celulas.length > 0) {
    fimDoCampo();
    out.push({ numero: inicio, celulas });
  }
  return out;
}

function celulaXlsx(v: ExcelJS.CellValue): Celula {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || v instanceof Date) return v;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'boolean') return String(v);
  if ('result' in v) return celulaXlsx((v.result ?? null) as ExcelJS.CellValue);
  if ('richText' in v) return celulaXlsx(v.richText.map((r) => r.text).join(''));
  if ('text' in v) return celulaXlsx(typeof v.text === 'string' ? v.text : null);
  if ('error' in v) return String(v.error);
  return null;
}

async function linhasXlsx(data: Buffer): Promise<Linha[]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw naoEhPlanilha();
  }
  const folha = wb.worksheets.find((w) => w.actualRowCount > 0);
  if (!folha) throw naoEhPlanilha();
  const out: Linha[] = [];
  folha.eachRow((row, numero) => {
    const celulas = Array.from({ length: row.cellCount }, (_, i) => celulaXlsx(row.getCell(i + 1).value));
    out.push({ numero, celulas });
  });
  return out;
}

/** The sheet: the header is the first row with two filled cells (exports often start with a title). */
export async function lerPlanilha(arquivo: UploadedFile): Promise<Planilha> {
  const { data } = arquivo;
  if (data.length > MAX_BYTES)
    throw erroValidacao([
      { field: 'arquivo', rule: 'max_size', message: 'A planilha deve ter no máximo 10 MB' },
    ]);
  let linhas: Linha[];
  if (data.length > 4 && data.readUInt32BE(0) === 0x504b0304) linhas = await linhasXlsx(data);
  else {
    const texto = textoDe(data);
    if (texto === null) throw naoEhPlanilha();
    linhas = linhasCsv(texto, separadorDe(texto));
  }
  const preenchidas = (l: Linha) => l.celulas.filter((c) => c !== null).length;
  const i = linhas.findIndex((l) => preenchidas(l) >= 2);
  const cabecalho = linhas[i];
  if (!cabecalho) throw naoEhPlanilha();
  // A row of units in brackets under the header ("[dd.MM.yyyy]", "[Wh]", as Fronius Solar.web
  // exports): its units join the column names, where the guess reads them, and it is not data.
  const seguinte = linhas[i + 1];
  const unidades =
    seguinte &&
    preenchidas(seguinte) > 0 &&
    seguinte.celulas.every((c) => c === null || /^\s*\[[^\]]*\]\s*$/.test(textoDaCelula(c)))
      ? seguinte
      : null;
  const dados = linhas.slice(unidades ? i + 2 : i + 1).filter((l) => preenchidas(l) > 0);
  if (dados.length === 0)
    throw erroValidacao([
      { field: 'arquivo', rule: 'vazia', message: 'A planilha não tem linhas de dados abaixo do cabeçalho' },
    ]);
  if (dados.length > MAX_LINHAS)
    throw erroValidacao([
      { field: 'arquivo', rule: 'max_linhas', message: 'A planilha deve ter no máximo 100.000 linhas' },
    ]);
  const largura = Math.max(...linhas.slice(i).map((l) => l.celulas.length));
  const nomes = Array.from({ length: largura }, (_, c) => {
    const v = cabecalho.celulas[c];
    const nome = v === null || v === undefined ? `Coluna ${c + 1}` : textoDaCelula(v);
    const unidade = unidades?.celulas[c];
    return unidade ? `${nome} ${textoDaCelula(unidade).trim()}` : nome;
  });
  return { nomes, linhas: dados };
}

// --- values --------------------------------------------------------------------------------

const iso = (d: Date) => d.toISOString().slice(0, 10);

export function textoDaCelula(c: Celula): string {
  if (c === null) return '';
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? '' : iso(c).split('-').reverse().join('/');
  return String(c);
}

/** Excel serial days (1 = 1900-01-01, counting Excel's phantom 1900-02-29), within 1990…2099. */
function dataDoSerial(n: number): string | null {
  if (n < 32874 || n >= 73051) return null;
  return iso(new Date(Date.UTC(1899, 11, 30) + Math.floor(n) * 86_400_000));
}

function dataValida(a: number, m: number, d: number): string | null {
  const dt = new Date(Date.UTC(a, m - 1, d));
  if (a < 1990 || a > 2099 || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) return null;
  return iso(dt);
}

/** dd/mm/yyyy (also with - or .), yyyy-mm-dd (or /), an Excel serial; a time after it is ignored. */
export function lerData(c: Celula): string | null {
  if (c === null) return null;
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? null : iso(c);
  if (typeof c === 'number') return dataDoSerial(c);
  const s = c.trim();
  let m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T].*)?$/.exec(s);
  if (m) return dataValida(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})(?:[ T].*)?$/.exec(s);
  if (m) return dataValida(Number(m[1]), Number(m[2]), Number(m[3]));
  if (/^\d{5}([.,]\d+)?$/.test(s)) return dataDoSerial(Number(s.replace(',', '.')));
  return null;
}

/**
 * The column's decimal mark: where a value holds both marks, the last one; otherwise a comma
 * anywhere means decimal comma ("12,5", "1.234,5"), and only dots mean decimal dot.
 */
export function marcaDecimal(valores: Celula[]): ',' | '.' {
  const textos = valores.filter((v): v is string => typeof v === 'string');
  for (const v of textos) {
    const virgula = v.lastIndexOf(',');
    const ponto = v.lastIndexOf('.');
    if (virgula >= 0 && ponto >= 0) return virgula > ponto ? ',' : '.';
  }
  return textos.some((v) => v.includes(',')) ? ',' : '.';
}

export function lerNumero(c: Celula, marca: ',' | '.'): number | null {
  if (c === null || c instanceof Date) return null;
  if (typeof c === 'number') return Number.isFinite(c) ? c : null;
  const s = c.replace(/[\s\u00a0]/g, '').replace(/[kKmM]?[wW][hH]$/, '');
  const milhar = marca === ',' ? '\\.' : ',';
  const decimal = marca === ',' ? ',' : '\\.';
  // Thousands marks only in groups of three ("1.234,5"), or none at all ("1234,5").
  const formato = new RegExp(`^-?(\\d{1,3}(${milhar}\\d{3})+|\\d+)(${decimal}\\d+)?$`);
  if (!formato.test(s)) {
    // Only dots and more than one of them: thousands marks of a file with no decimals ("1.234.567").
    if (marca === '.' && /^-?\d{1,3}(\.\d{3}){2,}$/.test(s)) return Number(s.replace(/\./g, ''));
    return null;
  }
  const n = Number(s.replace(new RegExp(milhar, 'g'), '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

// --- the guess -----------------------------------------------------------------------------

const CABECALHO_DATA = /data|date|dia|day|tempo|time|per[ií]odo/i;
const CABECALHO_ENERGIA = /energ|gera|produ|yield|kwh|mwh|\bwh\b/i;
const CABECALHO_NAO_ENERGIA =
  /pot[eê]ncia|power|tens[aã]o|volt|corrente|current|temperat|irradi|co2|receita|r\$/i;

export function adivinhar(p: Planilha): GeracaoPrevia['sugestao'] {
  const amostra = p.linhas.slice(0, 50);
  const fracao = (col: number, ok: (c: Celula) => boolean) => {
    const vals = amostra.map((l) => l.celulas[col] ?? null).filter((c) => c !== null);
    return vals.length === 0 ? 0 : vals.filter(ok).length / vals.length;
  };
  const colunas = p.nomes.map((nome, i) => ({ nome, i }));
  const pontuarData = ({ nome, i }: { nome: string; i: number }) => {
    const f = fracao(i, (c) => lerData(c) !== null);
    return f < 0.8 ? 0 : 3 + f + (CABECALHO_DATA.test(nome) ? 2 : 0);
  };
  const data = colunas.map((c) => ({ ...c, pontos: pontuarData(c) })).sort((a, b) => b.pontos - a.pontos)[0];
  const colunaData = data && data.pontos > 0 ? data.i : null;
  const pontuarEnergia = ({ nome, i }: { nome: string; i: number }) => {
    const marca = marcaDecimal(amostra.map((l) => l.celulas[i] ?? null));
    const f = fracao(i, (c) => lerNumero(c, marca) !== null);
    if (i === colunaData || f < 0.8) return 0;
    return 1 + f + (CABECALHO_ENERGIA.test(nome) ? 2 : 0) - (CABECALHO_NAO_ENERGIA.test(nome) ? 2 : 0);
  };
  const energia = colunas
    .map((c) => ({ ...c, pontos: pontuarEnergia(c) }))
    .sort((a, b) => b.pontos - a.pontos)[0];
  const colunaEnergia = energia && energia.pontos > 0 ? energia.i : null;
  const nome = colunaEnergia === null ? '' : (p.nomes[colunaEnergia] ?? '');
  const unidade: UnidadeEnergia = /mwh/i.test(nome)
    ? 'MWh'
    : /kwh/i.test(nome)
      ? 'kWh'
      : /wh/i.test(nome)
        ? 'Wh'
        : 'kWh';
  return { coluna_data: colunaData, coluna_energia: colunaEnergia, unidade };
}
