import { extractText, getDocumentProxy } from 'unpdf';

// Text layer of an invoice PDF through unpdf (DESIGN.md: unpdf for text extraction, never
// pdfjs-dist in the same process). Pages are merged; unpdf joins the pdf.js text items, one line
// per baseline. A scanned invoice has no text layer and yields "".

/** The PDF's text, pages merged; "" when it has no text layer. Throws when the bytes are no PDF. */
export async function extrairTexto(pdf: Uint8Array): Promise<string> {
  // pdf.js transfers (detaches) the buffer it is given: hand it a copy so the caller keeps the bytes.
  // verbosity 0: invoices with non-embedded standard fonts make pdf.js warn on every page.
  const documento = await getDocumentProxy(pdf.slice(), { verbosity: 0 });
  try {
    const { text } = await extractText(documento, { mergePages: true });
    return text.trim();
  } finally {
    await documento.destroy();
  }
}
