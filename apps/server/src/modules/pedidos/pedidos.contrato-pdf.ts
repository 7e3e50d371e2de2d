import { formatDataHora, formatDocumento } from '@irradia/shared';
import type { pedidos } from '../../db/schema/pedidos.ts';
import type { AppContext } from '../../platform/context.ts';
import { CORES, Folha, LARGURA_UTIL, MARGEM } from '../../platform/pdf/documento.ts';
import { marcaDaEmpresa } from '../empresas/empresas.marca.ts';
import { textoDoContrato } from './pedidos.contrato.ts';
import { rodapes } from './pedidos.proposta-pdf.ts';

// The contract as an A4 PDF (decision 037): its text as generated, the first line as the title,
// and the signature's evidence at the end once signed (on the link: name, masked CPF, time and
// IP; by upload: who sent the signed PDF and when). The same document for the team and the link.

type Linha = typeof pedidos.$inferSelect;
const FUSO = 'America/Sao_Paulo';

/** The CPF with its middle digits only, as evidence printed for anyone holding the PDF. */
const cpfMascarado = (cpf: string) =>
  formatDocumento(cpf).replace(/^\d{3}\.(\d{3}\.\d{3})-\d{2}$/, '***.$1-**');

function assinatura(p: Linha): string[] {
  if (!p.assinadoEm || !p.assinaturaNome) return [];
  const quando = formatDataHora(p.assinadoEm, { fuso: FUSO, semNomeDoFuso: true });
  if (p.assinaturaVia === 'link')
    return [
      `Assinado eletronicamente pelo CONTRATANTE, ${p.assinaturaNome}` +
        (p.assinaturaCpf ? `, CPF ${cpfMascarado(p.assinaturaCpf)}` : '') +
        `, em ${quando} (horário de Brasília)` +
        (p.assinaturaIp ? `, a partir do IP ${p.assinaturaIp}` : '') +
        ', pelo link da proposta.',
    ];
  return [`Via assinada do contrato anexada por ${p.assinaturaNome} em ${quando} (horário de Brasília).`];
}

/** The deal's contract as a PDF; a deal without one is a 404. */
export async function pdfDoContrato(ctx: AppContext, p: Linha): Promise<Uint8Array> {
  const c = textoDoContrato(p);
  const marca = (await marcaDaEmpresa(ctx, p.empresaId)) ?? { nome: '', slogan: null };
  const f = await Folha.criar(`Contrato do orçamento nº ${p.numero} — ${marca.nome}`, ctx.config.productName);
  f.pdf.setAuthor(marca.nome);
  const [titulo = '', ...resto] = c.texto.split('\n');
  f.paragrafo(titulo, MARGEM, LARGURA_UTIL, { tamanho: 14, negrito: true });
  f.y -= 8;
  for (const linha of resto) {
    if (!linha.trim()) {
      f.y -= 6;
      continue;
    }
    // A line in capitals (a clause's heading, a party) is set in bold.
    const cabecalho = /^[\dA-ZÀ-Ý .º:-]{3,}$/.test(linha.trim()) || /^[A-ZÀ-Ý]{4,}:/.test(linha.trim());
    f.paragrafo(linha, MARGEM, LARGURA_UTIL, { tamanho: 10, negrito: cabecalho });
  }
  const evidencia = assinatura(p);
  f.y -= 24;
  f.caber(90);
  f.regua();
  f.y -= 18;
  if (evidencia.length)
    for (const e of evidencia) f.paragrafo(e, MARGEM, LARGURA_UTIL, { tamanho: 9, cor: CORES.suave });
  else {
    f.y -= 30;
    f.texto('_______________________________', MARGEM, {});
    f.texto('_______________________________', MARGEM + LARGURA_UTIL, { direita: true });
    f.y -= 14;
    f.texto('CONTRATANTE', MARGEM, { tamanho: 9, cor: CORES.suave });
    f.texto('CONTRATADA', MARGEM + LARGURA_UTIL, { tamanho: 9, cor: CORES.suave, direita: true });
  }
  rodapes(f, `${marca.nome} · Contrato do orçamento nº ${p.numero}`);
  return f.salvar();
}
