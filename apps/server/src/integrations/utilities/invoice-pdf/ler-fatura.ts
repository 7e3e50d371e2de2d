import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import * as cemig from './cemig.ts';
import * as copel from './copel.ts';
import * as cpfl from './cpfl.ts';
import * as energisa from './energisa.ts';
import { extrairTexto } from './extrair-texto.ts';
import type { LayoutFatura } from './layout.ts';

// Reads an uploaded invoice PDF: extracts the text layer, then the first layout that recognises the
// text reads it. Fields a recognised layout should carry but could not read go to nao_lidos for the
// user to fill in; nothing is guessed (spec §3 invoice fields, reference/utility-portals.md §13).

const LAYOUTS: LayoutFatura[] = [cemig, cpfl, energisa, copel];

const MENSAGENS_LEITURA = {
  layout_desconhecido:
    'Não foi possível ler esta fatura: o layout desta concessionária ainda não é reconhecido. Preencha os campos manualmente.',
  sem_texto:
    'Este PDF não tem texto selecionável (parece uma imagem digitalizada). Envie o PDF original baixado do site da concessionária ou preencha os campos manualmente.',
  ilegivel:
    'Não foi possível abrir este arquivo como PDF. Verifique se o arquivo está completo e tente de novo, ou preencha os campos manualmente.',
  protegido:
    'Este PDF está protegido por senha. Envie uma versão sem senha ou preencha os campos manualmente.',
} as const;

/** Reads the text of an invoice (as extrairTexto returns it). */
export function lerFaturaTexto(texto: string): LeituraFatura {
  if (texto.trim() === '') return { ok: false, motivo: 'sem_texto', mensagem: MENSAGENS_LEITURA.sem_texto };
  const layout = LAYOUTS.find((l) => l.reconhece(texto));
  if (!layout) {
    return { ok: false, motivo: 'layout_desconhecido', mensagem: MENSAGENS_LEITURA.layout_desconhecido };
  }
  const campos = layout.ler(texto);
  const nao_lidos = layout.camposDoLayout(texto).filter((campo) => campos[campo] === undefined);
  return { ok: true, concessionaria: layout.concessionaria(texto), campos, nao_lidos };
}

/** Reads an invoice PDF; a file pdf.js cannot open answers "ilegivel". */
export async function lerFaturaPdf(pdf: Uint8Array): Promise<LeituraFatura> {
  let texto: string;
  try {
    texto = await extrairTexto(pdf);
  } catch (erro) {
    // Enel sends invoices by e-mail with a password (reference/utility-portals.md §Enel).
    const protegido = erro instanceof Error && erro.name === 'PasswordException';
    return {
      ok: false,
      motivo: 'ilegivel',
      mensagem: protegido ? MENSAGENS_LEITURA.protegido : MENSAGENS_LEITURA.ilegivel,
    };
  }
  return lerFaturaTexto(texto);
}
