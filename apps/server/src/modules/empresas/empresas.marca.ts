import { eq } from 'drizzle-orm';
import { empresas } from '../../db/schema/empresas.ts';
import type { AppContext } from '../../platform/context.ts';
import { urlArquivo } from '../arquivos/arquivos.service.ts';

// How a company presents itself to its own customers (the proposal's public page): name, slogan
// and logo only, never its documents, contacts or people.

export interface MarcaDaEmpresa {
  nome: string;
  slogan: string | null;
  logo_url: string | null;
}

/** The company's public face by id, or null when it does not exist or was deleted. */
export async function marcaDaEmpresa(ctx: AppContext, empresaId: number): Promise<MarcaDaEmpresa | null> {
  const [e] = await ctx.db
    .select({
      nome: empresas.nome,
      slogan: empresas.slogan,
      imagem: empresas.imagemArquivo,
      excluidoEm: empresas.excluidoEm,
    })
    .from(empresas)
    .where(eq(empresas.id, empresaId));
  if (!e || e.excluidoEm) return null;
  return { nome: e.nome, slogan: e.slogan || null, logo_url: urlArquivo(e.imagem) };
}
