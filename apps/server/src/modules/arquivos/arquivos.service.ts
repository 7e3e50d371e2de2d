import { eq } from 'drizzle-orm';
import { arquivos } from '../../db/schema/arquivos.ts';
import type { AppContext } from '../../platform/context.ts';
import { erroValidacao } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { sniffImage } from '../../platform/storage.ts';

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Stores an image checked by its bytes (never by its name) and returns its public uuid. */
export async function salvarImagem(
  ctx: AppContext,
  file: UploadedFile,
  options: { campo: string; maxBytes?: number },
): Promise<string> {
  const maxBytes = options.maxBytes ?? AVATAR_MAX_BYTES;
  const mimetype = sniffImage(file.data);
  if (!mimetype) {
    throw erroValidacao([
      { field: options.campo, rule: 'image', message: 'Envie uma imagem PNG, JPEG, WebP ou GIF' },
    ]);
  }
  if (file.data.length > maxBytes) {
    throw erroValidacao([
      {
        field: options.campo,
        rule: 'max_size',
        message: `A imagem deve ter no máximo ${Math.round(maxBytes / 1024 / 1024)} MB`,
      },
    ]);
  }
  const [row] = await ctx.db
    .insert(arquivos)
    .values({ nome: file.filename.slice(0, 200) || 'imagem', mimetype, tamanho: file.data.length })
    .returning({ uuid: arquivos.uuid });
  if (!row) throw new Error('insert arquivos returned nothing');
  await ctx.storage.put(row.uuid, file.data);
  return row.uuid;
}

/** 422 unless the file is a PDF by its bytes and within `maxBytes` (a caller may check before its own rules). */
export function conferirPdf(
  file: UploadedFile,
  options: { campo: string; maxBytes: number; mensagem: string },
) {
  if (file.data.length < 5 || file.data.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw erroValidacao([{ field: options.campo, rule: 'pdf', message: options.mensagem }]);
  if (file.data.length > options.maxBytes)
    throw erroValidacao([
      {
        field: options.campo,
        rule: 'max_size',
        message: `O PDF deve ter no máximo ${Math.round(options.maxBytes / 1024 / 1024)} MB`,
      },
    ]);
}

/**
 * Stores a PDF checked by its bytes and returns its uuid. Never served by the public image route
 * (which sniffs images): the owning module serves it after its own access check.
 */
export async function salvarPdf(
  ctx: AppContext,
  file: UploadedFile,
  options: { campo: string; maxBytes: number; mensagem: string },
): Promise<string> {
  conferirPdf(file, options);
  const [row] = await ctx.db
    .insert(arquivos)
    .values({
      nome: file.filename.slice(0, 200) || 'arquivo.pdf',
      mimetype: 'application/pdf',
      tamanho: file.data.length,
    })
    .returning({ uuid: arquivos.uuid });
  if (!row) throw new Error('insert arquivos returned nothing');
  await ctx.storage.put(row.uuid, file.data);
  return row.uuid;
}

export async function removerArquivo(ctx: AppContext, uuid: string): Promise<void> {
  await ctx.db.delete(arquivos).where(eq(arquivos.uuid, uuid));
  await ctx.storage.remove(uuid);
}

export async function lerArquivo(ctx: AppContext, uuid: string) {
  const [meta] = await ctx.db.select().from(arquivos).where(eq(arquivos.uuid, uuid));
  if (!meta) return null;
  const data = await ctx.storage.get(uuid);
  if (!data) return null;
  return { meta, data };
}

export function urlArquivo(uuid: string | null): string | null {
  return uuid ? `/api/arquivos/${uuid}` : null;
}
