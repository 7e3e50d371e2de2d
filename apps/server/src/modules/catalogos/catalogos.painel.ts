import { and, eq, isNull } from 'drizzle-orm';
import { catalogos } from '../../db/schema/catalogos.ts';
import type { AppContext } from '../../platform/context.ts';
import { contarItens, hojeDosCatalogos, situacao } from './catalogos.service.ts';

// A distribuidor's catalogues for the dashboard (widget `catalogos`).

/**
 * Catalogues published and valid today (America/Sao_Paulo) and their lines, and how many others
 * (drafts, scheduled or expired) buyers do not see; removed ones are not counted.
 */
export async function resumoDosCatalogos(ctx: AppContext, empresaId: number) {
  const hoje = hojeDosCatalogos(ctx);
  const rows = await ctx.db
    .select({
      id: catalogos.id,
      publicadoEm: catalogos.publicadoEm,
      validoDe: catalogos.validoDe,
      validoAte: catalogos.validoAte,
    })
    .from(catalogos)
    .where(and(eq(catalogos.empresaId, empresaId), isNull(catalogos.removidoEm)));
  const noAr = rows.filter((c) => situacao(c, hoje) === 'publicado');
  const itens = await contarItens(
    ctx,
    noAr.map((c) => c.id),
  );
  return {
    publicados: noAr.length,
    itens: [...itens.values()].reduce((a, n) => a + n, 0),
    fora_do_ar: rows.length - noAr.length,
  };
}
