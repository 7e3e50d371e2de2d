import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';

// What every PDF the server draws shares: A4 pages, the standard Helvetica pair (no font file to
// ship; WinAnsi carries the accents of pt-BR) and a writer that goes down the page from the top.

/** A4 in PDF points. */
const A4: [number, number] = [595.28, 841.89];
export const MARGEM = 50;
export const LARGURA_UTIL = A4[0] - 2 * MARGEM;

export const CORES = {
  texto: rgb(0.1, 0.1, 0.1),
  suave: rgb(0.4, 0.4, 0.4),
  linha: rgb(0.7, 0.7, 0.7),
  fundo: rgb(0.96, 0.96, 0.96),
  branco: rgb(1, 1, 1),
  /** The product's orange: the accent when a document has no brand of its own. */
  destaque: rgb(0.92, 0.35, 0.05),
};

// Windows-1252's printable characters beyond Latin-1 (the standard fonts' WinAnsi encoding).
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const imprimivel = (c: string) => {
  const n = c.codePointAt(0) ?? 0;
  return (n >= 0x20 && n <= 0x7e) || (n >= 0xa0 && n <= 0xff) || CP1252_EXTRA.has(c);
};

/**
 * Text the standard fonts can draw: a character outside WinAnsi (typed by a user: a name in
 * another script, an emoji) loses its accent when that is enough, else becomes "?", because
 * pdf-lib throws on it and a name must not cost the whole document.
 */
export function paraWinAnsi(s: string): string {
  let saida = '';
  for (const c of s.replace(/[\r\n\t]+/g, ' ')) {
    if (imprimivel(c)) saida += c;
    else {
      const base = c.normalize('NFKD').replace(/\p{M}/gu, '');
      saida += base && [...base].every(imprimivel) ? base : '?';
    }
  }
  return saida;
}

export interface OpcoesTexto {
  tamanho?: number;
  negrito?: boolean;
  cor?: RGB;
  /** x is the right edge instead of the left. */
  direita?: boolean;
}

/** A document being written: the current page and the cursor `y` (points from the bottom). */
export class Folha {
  page: PDFPage;
  y: number;
  readonly normal: PDFFont;
  readonly negrito: PDFFont;

  private constructor(
    readonly pdf: PDFDocument,
    fontes: { normal: PDFFont; negrito: PDFFont },
  ) {
    this.normal = fontes.normal;
    this.negrito = fontes.negrito;
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGEM;
  }

  /** A new document with its title and producer, and its first page. */
  static async criar(titulo: string, produtor: string): Promise<Folha> {
    const pdf = await PDFDocument.create();
    // Metadata is UTF-16: the title keeps any character.
    pdf.setTitle(titulo);
    pdf.setProducer(produtor);
    const normal = await pdf.embedFont(StandardFonts.Helvetica);
    const negrito = await pdf.embedFont(StandardFonts.HelveticaBold);
    return new Folha(pdf, { normal, negrito });
  }

  novaPagina(): void {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGEM;
  }

  /** Turns the page when `altura` points no longer fit above the bottom margin. */
  caber(altura: number): void {
    if (this.y - altura < MARGEM) this.novaPagina();
  }

  largura(t: string, tamanho = 11, negrito = false): number {
    return (negrito ? this.negrito : this.normal).widthOfTextAtSize(paraWinAnsi(t), tamanho);
  }

  /** Draws one line of text on the cursor's baseline. */
  texto(t: string, x: number, o: OpcoesTexto = {}): void {
    const tamanho = o.tamanho ?? 11;
    const limpo = paraWinAnsi(t);
    const fonte = o.negrito ? this.negrito : this.normal;
    const esquerda = o.direita ? x - fonte.widthOfTextAtSize(limpo, tamanho) : x;
    this.page.drawText(limpo, {
      x: esquerda,
      y: this.y,
      size: tamanho,
      font: fonte,
      color: o.cor ?? CORES.texto,
    });
  }

  /** Words laid out in lines of at most `largura` points; the cursor ends below the last one. */
  paragrafo(t: string, x: number, largura: number, o: OpcoesTexto & { entrelinha?: number } = {}): void {
    const tamanho = o.tamanho ?? 11;
    const entrelinha = o.entrelinha ?? tamanho * 1.4;
    let linha = '';
    for (const palavra of paraWinAnsi(t).split(/\s+/).filter(Boolean)) {
      const tentativa = linha ? `${linha} ${palavra}` : palavra;
      if (linha && this.largura(tentativa, tamanho, o.negrito) > largura) {
        this.caber(entrelinha);
        this.texto(linha, x, o);
        this.y -= entrelinha;
        linha = palavra;
      } else linha = tentativa;
    }
    if (linha) {
      this.caber(entrelinha);
      this.texto(linha, x, o);
      this.y -= entrelinha;
    }
  }

  /** A horizontal rule on the cursor. */
  regua(x1 = MARGEM, x2 = A4[0] - MARGEM, cor = CORES.linha): void {
    this.page.drawLine({
      start: { x: x1, y: this.y },
      end: { x: x2, y: this.y },
      thickness: 0.5,
      color: cor,
    });
  }

  salvar(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}
