import { eq } from 'drizzle-orm';
import { produtos } from '../../db/schema/produtos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/form-data.ts';
import { lerArquivo, removerArquivo, salvarImagem, salvarPdf } from '../arquivos/arquivos.service.ts';
import { buscar, detalhe } from './produtos.service.ts';

// A product's image (public by unguessable uuid, like logos) and datasheet PDF (served only here,
// to the company), kept through the arquivos module.

const IMAGEM_MAX_BYTES = 5 * 1024 * 1024;
/** Datasheets are a few pages of vector PDF; 10 MB leaves room for scanned ones. */
const DATASHEET_MAX_BYTES = 10 * 1024 * 1024;

export async function trocarImagem(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  arquivo: UploadedFile | null,
) {
  const p = await buscar(ctx, empresa, uuid);
  const nova = arquivo
    ? await salvarImagem(ctx, arquivo, { campo: 'arquivo', maxBytes: IMAGEM_MAX_BYTES })
    : null;
  await ctx.db.update(produtos).set({ imagemArquivo: nova }).where(eq(produtos.id, p.id));
  if (p.imagemArquivo) await removerArquivo(ctx, p.imagemArquivo);
  return detalhe(ctx, empresa, uuid);
}

export async function trocarDatasheet(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  arquivo: UploadedFile | null,
) {
  const p = await buscar(ctx, empresa, uuid);
  const novo = arquivo
    ? await salvarPdf(ctx, arquivo, {
        campo: 'arquivo',
        maxBytes: DATASHEET_MAX_BYTES,
        mensagem: 'Envie o datasheet em PDF',
      })
    : null;
  await ctx.db
    .update(produtos)
    .set({
      datasheetArquivo: novo,
      datasheetNome: arquivo ? arquivo.filename.slice(0, 200) || 'datasheet.pdf' : null,
      datasheetTamanho: arquivo ? arquivo.data.length : null,
    })
    .where(eq(produtos.id, p.id));
  if (p.datasheetArquivo) await removerArquivo(ctx, p.datasheetArquivo);
  return detalhe(ctx, empresa, uuid);
}

export async function baixarDatasheet(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const p = await buscar(ctx, empresa, uuid);
  const achado = p.datasheetArquivo ? await lerArquivo(ctx, p.datasheetArquivo) : null;
  if (!achado) throw new AppError('NAO_ENCONTRADO');
  return { dados: achado.data, nome: p.datasheetNome ?? 'datasheet.pdf' };
}
