import type { LeituraFatura } from '@irradia/shared/faturas/faturas.campos';
import { and, eq } from 'drizzle-orm';
import { lerFaturaPdf, senhasCandidatas } from '../../connectors/utilities/invoice-pdf/ler-fatura.ts';
import { faturasPdf } from '../../db/schema/faturas.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { erroValidacao } from '../../platform/errors.ts';
import { documentosDaEmpresa } from '../clientes/clientes.service.ts';
import { cnpjDaEmpresa } from '../empresas/empresas.service.ts';
import { porMatricula } from '../unidades/unidades.service.ts';

// Invoice PDFs: checked, read, kept in storage (faturas_pdf holds the name and size), served and
// removed — for the upload, the integrations and the inbox alike.

/** Invoice PDFs: Energisa's image-heavy ones reach ~2 MB; 5 MB leaves room without inviting scans. */
export const PDF_MAX_BYTES = 5 * 1024 * 1024;

/** A PDF is told by its bytes, never by its name or declared type. */
export const ehPdf = (d: Buffer) => d.length > 5 && d.subarray(0, 5).toString('latin1') === '%PDF-';

/** The internal id of a PDF the company uploaded, or a validation error (another company's does not exist). */
export async function pdfDaEmpresa(ctx: AppContext, empresa: EmpresaAtual, uuid: string | null | undefined) {
  if (!uuid) return null;
  const [p] = await ctx.db
    .select({ id: faturasPdf.id })
    .from(faturasPdf)
    .where(and(eq(faturasPdf.uuid, uuid), eq(faturasPdf.empresaId, empresa.id)));
  if (!p)
    throw erroValidacao([{ field: 'pdf', rule: 'exists', message: 'PDF inválido: envie o arquivo de novo' }]);
  return p.id;
}

/** Keeps an invoice PDF (checked by its bytes, never its name) for the company. */
export async function guardarPdf(ctx: AppContext, empresaId: number, nome: string, dados: Buffer) {
  const [p] = await ctx.db
    .insert(faturasPdf)
    .values({ empresaId, nome: nome.slice(0, 200) || 'fatura.pdf', tamanho: dados.length })
    .returning();
  if (!p) throw new Error('insert faturas_pdf returned nothing');
  await ctx.storage.put(p.uuid, dados);
  return p;
}

/** The stored bytes of a PDF, or null when its row or its file is gone. */
export async function dadosDoPdf(ctx: AppContext, id: number): Promise<Buffer | null> {
  const [p] = await ctx.db.select({ uuid: faturasPdf.uuid }).from(faturasPdf).where(eq(faturasPdf.id, id));
  return p ? await ctx.storage.get(p.uuid) : null;
}

export async function removerPdf(ctx: AppContext, id: number) {
  const [p] = await ctx.db.delete(faturasPdf).where(eq(faturasPdf.id, id)).returning();
  if (p) await ctx.storage.remove(p.uuid);
}

/**
 * Reads an invoice PDF for a company, keeping nothing: checks it is a PDF within the size limit and
 * extracts what the utility's layout allows. A locked PDF is tried with the password the user typed
 * or, without one, with the schemes the utilities document on the company's and its customers'
 * CPF/CNPJ (senhasCandidatas). The upload, the inbox and the proposal (issue 25) all read through it.
 */
export async function lerPdfDaEmpresa(
  ctx: AppContext,
  empresaId: number,
  arquivo: { data: Buffer },
  opcoes: { senha?: string } = {},
): Promise<LeituraFatura> {
  if (!ehPdf(arquivo.data))
    throw erroValidacao([{ field: 'arquivo', rule: 'pdf', message: 'Envie a fatura em PDF' }]);
  if (arquivo.data.length > PDF_MAX_BYTES)
    throw erroValidacao([
      { field: 'arquivo', rule: 'max_size', message: 'A fatura em PDF deve ter no máximo 5 MB' },
    ]);
  const senhas = opcoes.senha ? [opcoes.senha] : await senhasDaEmpresa(ctx, empresaId);
  return lerFaturaPdf(new Uint8Array(arquivo.data), { senhas });
}

/**
 * Reads an invoice PDF for a company (lerPdfDaEmpresa), keeps it and suggests the unit by its
 * installation number. Nothing is saved as an invoice until the user confirms the fields
 * (POST /api/faturas with `pdf`); the inbound mail path uses the same function.
 */
export async function lerEGuardar(
  ctx: AppContext,
  empresaId: number,
  arquivo: { filename: string; data: Buffer },
  opcoes: { senha?: string } = {},
) {
  const leitura = await lerPdfDaEmpresa(ctx, empresaId, arquivo, opcoes);
  const pdf = await guardarPdf(ctx, empresaId, arquivo.filename, arquivo.data);
  const matricula = leitura.ok ? leitura.campos.matricula : undefined;
  const unidade = matricula ? await porMatricula(ctx, empresaId, matricula) : null;
  return { pdf, unidade, leitura };
}

/** Passwords to try on a locked invoice: the documented schemes over the company's and its customers' CPF/CNPJ. */
async function senhasDaEmpresa(ctx: AppContext, empresaId: number): Promise<string[]> {
  const propria = await cnpjDaEmpresa(ctx, empresaId);
  return senhasCandidatas([...(propria ? [propria] : []), ...(await documentosDaEmpresa(ctx, empresaId))]);
}
