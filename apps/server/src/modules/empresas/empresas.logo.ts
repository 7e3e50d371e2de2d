import { eq } from 'drizzle-orm';
import { empresas } from '../../db/schema/empresas.ts';
import type { AppContext } from '../../platform/context.ts';
import { lerArquivo } from '../arquivos/arquivos.service.ts';

/**
 * The bytes of the company's logo, for documents the server draws for its customers (the
 * proposal PDF); null when it has none or the file is gone.
 */
export async function logoDaEmpresa(ctx: AppContext, empresaId: number): Promise<Uint8Array | null> {
  const [e] = await ctx.db
    .select({ imagem: empresas.imagemArquivo })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  if (!e?.imagem) return null;
  return (await lerArquivo(ctx, e.imagem))?.data ?? null;
}
