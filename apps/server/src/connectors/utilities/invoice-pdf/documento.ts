import { getDocumentProxy } from 'unpdf';

// The printed page as pdf.js lays it out: every text item keeps its position, items on the same
// baseline become one printed line (top to bottom), and each line keeps its cells (runs of text
// separated by a visible gap) with their horizontal extent. Labels and values are then found by
// geometry — the value under a label's column, or to its right on the same line — instead of by the
// order the PDF stream happens to emit them (DESIGN.md: unpdf for text, never pdfjs-dist).

interface Celula {
  texto: string;
  /** Left and right edges, in PDF points from the page's left. */
  x: number;
  x2: number;
}

export interface Linha {
  /** 1-based page number. */
  pagina: number;
  /** 1-based printed line on its page, top to bottom. */
  numero: number;
  /** Top of the line, in points from the page's top. */
  y: number;
  celulas: Celula[];
  /** Cells joined by single spaces, whitespace collapsed. */
  texto: string;
}

export interface Documento {
  linhas: Linha[];
  paginas: number;
  /** The text came from OCR of the page images (a scan), not from the PDF's text layer. */
  ocr?: boolean;
}

interface ItemTexto {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** pdf.js raises PasswordException for a locked PDF: code 1 needs a password, 2 means a wrong one. */
export class PdfProtegido extends Error {}

/**
 * Opens the PDF (trying each password in turn when it is locked) and lays out its text. A PDF with
 * no text layer (a scan) is handed to `semTexto` when given — the OCR reader — with the opened file.
 */
export async function lerDocumento(
  pdf: Uint8Array,
  senhas: string[] = [],
  semTexto?: (documento: DocumentoPdf) => Promise<Documento>,
): Promise<Documento> {
  const tentativas: Array<string | undefined> = [undefined, ...senhas];
  for (const senha of tentativas) {
    let documento: DocumentoPdf;
    try {
      // pdf.js transfers (detaches) the buffer it is given: a copy keeps the caller's bytes.
      documento = await getDocumentProxy(pdf.slice(), { verbosity: 0, password: senha });
    } catch (erro) {
      if (erro instanceof Error && erro.name === 'PasswordException') continue;
      throw erro;
    }
    try {
      const doc = await disporTexto(documento);
      return semTexto && textoDe(doc).trim() === '' ? await semTexto(documento) : doc;
    } finally {
      await documento.destroy();
    }
  }
  throw new PdfProtegido('PDF protegido por senha');
}

export type DocumentoPdf = Awaited<ReturnType<typeof getDocumentProxy>>;

async function disporTexto(documento: DocumentoPdf): Promise<Documento> {
  const linhas: Linha[] = [];
  for (let p = 1; p <= documento.numPages; p++) {
    const pagina = await documento.getPage(p);
    const altura = pagina.getViewport({ scale: 1 }).height;
    const conteudo = await pagina.getTextContent();
    const itens = (conteudo.items as unknown as ItemTexto[])
      .filter((i) => typeof i.str === 'string' && i.str.trim() !== '')
      // Vertical text (margins, stamps) is no part of the invoice's rows.
      .filter((i) => Math.abs(i.transform[1] ?? 0) < 0.01 && (i.transform[0] ?? 1) > 0)
      .map((i) => {
        const h = Math.abs(i.transform[3] ?? 0) || i.height || 8;
        return {
          texto: i.str,
          x: i.transform[4] ?? 0,
          x2: (i.transform[4] ?? 0) + i.width,
          y: altura - (i.transform[5] ?? 0),
          h,
        };
      });
    linhas.push(...agruparLinhas(p, itens));
  }
  return { linhas, paginas: documento.numPages };
}

/** One run of text on a page: its box in points from the page's top-left, `y` at its baseline. */
export interface Posto {
  texto: string;
  x: number;
  x2: number;
  y: number;
  h: number;
}

/** A page's runs of text laid out as printed lines and cells (pdf.js items or OCR words alike). */
export function agruparLinhas(pagina: number, itens: Posto[]): Linha[] {
  itens.sort((a, b) => a.y - b.y || a.x - b.x);
  const grupos: Posto[][] = [];
  for (const item of itens) {
    // Same baseline within 40 % of the font size (superscripts and mixed fonts drift a little).
    const grupo = grupos.find((g) => {
      const base = g[0];
      return base !== undefined && Math.abs(base.y - item.y) <= Math.max(1.5, Math.min(base.h, item.h) * 0.4);
    });
    if (grupo) grupo.push(item);
    else grupos.push([item]);
  }
  grupos.sort((a, b) => (a[0]?.y ?? 0) - (b[0]?.y ?? 0));
  return grupos.map((grupo, i) => {
    grupo.sort((a, b) => a.x - b.x);
    const celulas: Celula[] = [];
    let anterior: Posto | undefined;
    for (const item of grupo) {
      const atual = celulas.at(-1);
      const folga = anterior ? item.x - anterior.x2 : Number.POSITIVE_INFINITY;
      // A gap narrower than about one space joins the run; a wider one starts a new cell.
      if (atual && anterior && folga < Math.max(anterior.h, item.h) * 0.6) {
        const espaco = folga > Math.max(anterior.h, item.h) * 0.12 && !/\s$/.test(atual.texto) ? ' ' : '';
        atual.texto += espaco + item.texto;
        atual.x2 = Math.max(atual.x2, item.x2);
      } else {
        celulas.push({ texto: item.texto, x: item.x, x2: item.x2 });
      }
      anterior = item;
    }
    for (const c of celulas) c.texto = c.texto.replace(/\s+/g, ' ').trim();
    const limpas = celulas.filter((c) => c.texto !== '');
    return {
      pagina,
      numero: i + 1,
      y: grupo[0]?.y ?? 0,
      celulas: limpas,
      texto: limpas.map((c) => c.texto).join(' '),
    };
  });
}

/** The whole text, one printed line per line (for recognising the distributor). */
export function textoDe(doc: Documento): string {
  return doc.linhas.map((l) => l.texto).join('\n');
}

/**
 * The cell of a line below `rotulo` (within `alcance` lines on the same page) whose horizontal extent
 * overlaps the label's and whose text matches `valor`: a value printed under its column label.
 */
export function abaixoDe(
  doc: Documento,
  rotulo: RegExp,
  valor: RegExp,
  alcance = 3,
): { texto: string; linha: Linha } | undefined {
  const achados: Array<{ texto: string; linha: Linha }> = [];
  doc.linhas.forEach((linha, i) => {
    for (const celula of linha.celulas) {
      const m = rotulo.exec(celula.texto);
      if (!m) continue;
      // A label may share its cell with neighbours: estimate its extent from its share of the text.
      const [x, x2] = extensao(celula, m.index, m.index + m[0].length);
      for (const seguinte of doc.linhas.slice(i + 1, i + 1 + alcance)) {
        if (seguinte.pagina !== linha.pagina) break;
        for (const c of seguinte.celulas) {
          if (c.x2 < x - 6 || c.x > x2 + 6) continue;
          const v = valor.exec(c.texto);
          if (v) {
            achados.push({ texto: v[1] ?? v[0], linha: seguinte });
            return;
          }
        }
      }
    }
  });
  const distintos = new Set(achados.map((a) => a.texto));
  return distintos.size === 1 ? achados[0] : undefined;
}

function extensao(celula: Celula, inicio: number, fim: number): [number, number] {
  const n = Math.max(1, celula.texto.length);
  const largura = celula.x2 - celula.x;
  return [celula.x + (largura * inicio) / n, celula.x + (largura * fim) / n];
}
