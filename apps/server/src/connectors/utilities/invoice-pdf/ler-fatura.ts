import type { LeituraFatura, MotivoLeituraFalha } from '@irradia/shared/faturas/faturas.campos';
import { distribuidoraDe } from './distribuidoras.ts';
import { type Documento, lerDocumento, PdfProtegido, textoDe } from './documento.ts';
import { lerCampos } from './leitor.ts';
import { lerPorOcr } from './ocr.ts';

// Reads an invoice PDF: lays out its text with positions (documento.ts), names the distributor that
// issued it (distribuidoras.ts) and reads the fields every invoice prints, with that distributor's
// profile (leitor.ts). Fields the invoice should carry but could not be read surely go to nao_lidos
// for the user to fill in; nothing is guessed (spec §3 invoice fields, reference/utility-portals.md §13).

const MENSAGENS_LEITURA: Record<MotivoLeituraFalha, string> = {
  layout_desconhecido:
    'Não foi possível ler esta fatura: o layout desta concessionária ainda não é reconhecido. Preencha os campos manualmente.',
  sem_texto:
    'Este PDF não tem texto selecionável (parece uma imagem digitalizada) e o reconhecimento de texto não encontrou nele os dados de uma fatura. Envie o PDF original baixado do site da concessionária ou preencha os campos manualmente.',
  ilegivel:
    'Não foi possível abrir este arquivo como PDF. Verifique se o arquivo está completo e tente de novo, ou preencha os campos manualmente.',
  protegido:
    'Este PDF está protegido por senha e nenhuma das senhas tentadas o abriu. Informe a senha do PDF (em geral os primeiros dígitos do CPF ou CNPJ do titular) ou envie uma versão sem senha.',
};

const falha = (motivo: MotivoLeituraFalha): LeituraFatura => ({
  ok: false,
  motivo,
  mensagem: MENSAGENS_LEITURA[motivo],
});

/** Reads a laid-out invoice. */
function lerFaturaDocumento(doc: Documento): LeituraFatura {
  const texto = textoDe(doc);
  if (texto.trim() === '') return falha('sem_texto');
  // OCR of a page that is no invoice (a photo, a blank scan) yields stray words, not a distributor.
  const distribuidora = distribuidoraDe(texto);
  if (!distribuidora) return falha('layout_desconhecido');
  const { campos, origem, conferir, esperados } = lerCampos(doc, distribuidora.familia);
  const nao_lidos = esperados.filter((campo) => campos[campo] === undefined);
  // A recognised name with none of the common fields read is a document we cannot read, not an invoice.
  if (Object.keys(campos).length === 0) return falha('layout_desconhecido');
  if (doc.ocr) {
    // Read from a scan: every field read is the user's to confirm against the image.
    const lidos = Object.keys(campos) as Array<keyof typeof campos>;
    return {
      ok: true,
      concessionaria: distribuidora.sigla,
      campos,
      nao_lidos,
      origem,
      conferir: lidos,
      ocr: true,
    };
  }
  return { ok: true, concessionaria: distribuidora.sigla, campos, nao_lidos, origem, conferir };
}

/**
 * Reads an invoice PDF; a file pdf.js cannot open answers "ilegivel", a locked one that none of
 * `senhas` opens answers "protegido". A scan (no text layer) is read by OCR unless `ocr` is false.
 */
export async function lerFaturaPdf(
  pdf: Uint8Array,
  opcoes: { senhas?: string[]; ocr?: boolean } = {},
): Promise<LeituraFatura> {
  let doc: Documento;
  try {
    doc = await lerDocumento(pdf, opcoes.senhas ?? [], opcoes.ocr === false ? undefined : lerPorOcr);
  } catch (erro) {
    return falha(erro instanceof PdfProtegido ? 'protegido' : 'ilegivel');
  }
  return lerFaturaDocumento(doc);
}

/**
 * Passwords to try on a locked invoice, from the CPF/CNPJ digits of the possible holders: Enel
 * (and others that mail locked bills) use the first 5 digits of the holder's CPF/CNPJ; the first 4,
 * 6 and the whole number are tried too. At most 300, in the order the documents come.
 */
export function senhasCandidatas(documentos: string[]): string[] {
  const senhas = new Set<string>();
  for (const d of documentos) {
    const digitos = d.replace(/\D/g, '');
    if (digitos.length !== 11 && digitos.length !== 14) continue;
    for (const n of [5, 4, 6]) senhas.add(digitos.slice(0, n));
    senhas.add(digitos);
  }
  return [...senhas].slice(0, 300);
}
