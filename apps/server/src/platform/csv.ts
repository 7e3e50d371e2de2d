// CSV for Brazilian spreadsheets (Excel, LibreOffice, Google Sheets in pt-BR): UTF-8 with a BOM so
// accents survive, ';' between cells (',' is the decimal separator), CRLF between rows.

/**
 * One cell. A text starting with '=', '+', '-', '@', a tab or a carriage return would be run as a
 * formula by the spreadsheet (CSV injection: "=HYPERLINK(...)" in a customer's name); it is written
 * with a leading apostrophe, which spreadsheets show as text (a plain negative amount like "-12,50"
 * stays a number). Cells with ';', quotes or line breaks are quoted.
 */
export function celulaCsv(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  // A negative amount ("-1234,56": digits and one decimal comma only) is a number, never a formula.
  if (/^[=+\-@\t\r]/.test(s) && !/^-\d+(,\d+)?$/.test(s)) s = `'${s}`;
  return /[";\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The whole file: header and rows. */
export function documentoCsv(cabecalho: string[], linhas: unknown[][]): string {
  return `\ufeff${[cabecalho, ...linhas].map((l) => l.map(celulaCsv).join(';')).join('\r\n')}\r\n`;
}
