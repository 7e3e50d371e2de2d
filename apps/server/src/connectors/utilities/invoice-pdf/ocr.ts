import { createRequire } from 'node:module';
import { createWorker, OEM, PSM } from 'tesseract.js';
import { renderPageAsImage } from 'unpdf';
import { agruparLinhas, type Documento, type DocumentoPdf, type Linha, type Posto } from './documento.ts';

// Scanned invoices (a photo or a scanner's PDF: page images, no text layer) read by OCR: each page
// is drawn by pdf.js onto a canvas (@napi-rs/canvas) and read by Tesseract (tesseract.js, WebAssembly,
// with the Portuguese model from @tesseract.js-data/por — both installed from npm by the repo's own
// package.json, nothing fetched at run time). Every recognised word keeps its box, so the same
// geometry reader (documento.ts, leitor.ts) reads a scan as it reads a born-digital invoice; what it
// reads from a scan always goes to the user to confirm (ler-fatura.ts).

/** Drawing scale: 2.5 × 72 dpi = 180 dpi, enough for an invoice's 6–8 pt print. */
const ESCALA = 2.5;
/** The fields of an invoice are on its first pages; a long scan stops here. */
const PAGINAS_MAX = 3;
/** Words Tesseract is less sure of than this are left out: a field without them stays unread. */
const CONFIANCA_MIN = 60;

const por = createRequire(import.meta.url)('@tesseract.js-data/por') as { langPath: string };

// pdf.js 5 copies image and font data with ArrayBuffer.prototype.transferToFixedLength, which
// Node 20 lacks (it came in Node 21): without it every glyph and image of the page is dropped.
const prototipo = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (n?: number) => ArrayBuffer;
};
if (typeof prototipo.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, tamanho?: number): ArrayBuffer {
      const copia = new ArrayBuffer(tamanho ?? this.byteLength);
      new Uint8Array(copia).set(new Uint8Array(this, 0, Math.min(copia.byteLength, this.byteLength)));
      return copia;
    },
  });
}

/** A page drawn by pdf.js onto a canvas, as PNG bytes, at `escala` × 72 dpi. */
export async function desenharPagina(documento: DocumentoPdf, pagina: number, escala: number) {
  return new Uint8Array(
    await renderPageAsImage(documento, pagina, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: escala,
    }),
  );
}

/** One OCR at a time per process: Tesseract takes a whole core for seconds per page. */
let fila: Promise<unknown> = Promise.resolve();
function emFila<T>(tarefa: () => Promise<T>): Promise<T> {
  const vez = fila.then(tarefa, tarefa);
  fila = vez.catch(() => undefined);
  return vez;
}

/** Reads an opened PDF's pages by OCR and lays the words out as printed lines. */
export function lerPorOcr(documento: DocumentoPdf): Promise<Documento> {
  return emFila(async () => {
    const paginas = Math.min(documento.numPages, PAGINAS_MAX);
    const worker = await createWorker('por', OEM.LSTM_ONLY, {
      langPath: por.langPath,
      gzip: true,
      cacheMethod: 'none',
    });
    try {
      // A sparse-text page: an invoice is boxes and columns, not running paragraphs.
      await worker.setParameters({
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
        preserve_interword_spaces: '1',
        user_defined_dpi: String(72 * ESCALA),
      });
      const linhas: Linha[] = [];
      for (let p = 1; p <= paginas; p++) {
        const imagem = await desenharPagina(documento, p, ESCALA);
        const { data } = await worker.recognize(Buffer.from(imagem), {}, { blocks: true, text: false });
        linhas.push(...agruparLinhas(p, postosDe(data.blocks ?? [])));
      }
      return { linhas, paginas: documento.numPages, ocr: true };
    } finally {
      await worker.terminate();
    }
  });
}

interface Caixa {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface Bloco {
  paragraphs: Array<{
    lines: Array<{
      bbox: Caixa;
      baseline: Caixa;
      words: Array<{ text: string; bbox: Caixa; confidence: number }>;
    }>;
  }>;
}

/**
 * Tesseract's words as runs of text in points: every word of a recognised line sits on that line's
 * baseline with the line's height, so the words of one line group together again.
 */
function postosDe(blocos: Bloco[]): Posto[] {
  const postos: Posto[] = [];
  for (const bloco of blocos) {
    for (const paragrafo of bloco.paragraphs) {
      for (const linha of paragrafo.lines) {
        const base = (linha.baseline.y0 + linha.baseline.y1) / 2 || linha.bbox.y1;
        const altura = Math.max(1, linha.bbox.y1 - linha.bbox.y0);
        for (const palavra of linha.words) {
          const texto = palavra.text.trim();
          if (texto === '' || palavra.confidence < CONFIANCA_MIN) continue;
          postos.push({
            texto,
            x: palavra.bbox.x0 / ESCALA,
            x2: palavra.bbox.x1 / ESCALA,
            y: base / ESCALA,
            h: altura / ESCALA,
          });
        }
      }
    }
  }
  return postos;
}
