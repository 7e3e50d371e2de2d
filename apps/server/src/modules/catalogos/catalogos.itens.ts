import type { DadosCatalogoItens } from '@irradia/shared/catalogo/catalogos.schema';
import { asc, eq } from 'drizzle-orm';
import { catalogoItens } from '../../db/schema/catalogos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { type CampoInvalido, erroValidacao } from '../../platform/errors.ts';
import { produtosDaEmpresaPorUuids, resumirProdutos } from '../produtos/produtos.vitrine.ts';
import { buscar } from './catalogos.service.ts';

// A catalogue's lines as its distribuidor keeps them: its own products at a price, with the cost
// and margin only it sees. PUT replaces the whole list (like a kit's components).

/** The lines of a catalogue (by id), in order. */
export async function linhasDoCatalogo(ctx: AppContext, catalogoId: number) {
  return ctx.db
    .select()
    .from(catalogoItens)
    .where(eq(catalogoItens.catalogoId, catalogoId))
    .orderBy(asc(catalogoItens.ordem), asc(catalogoItens.id));
}

export async function listarItens(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const c = await buscar(ctx, empresa, uuid);
  const linhas = await linhasDoCatalogo(ctx, c.id);
  const produtos = await resumirProdutos(
    ctx,
    linhas.map((l) => l.produtoId),
  );
  const data = linhas.flatMap((l) => {
    const p = produtos.get(l.produtoId);
    if (!p) return [];
    const margem = l.precoCentavos - p.custoCentavos;
    return [
      {
        uuid: l.uuid,
        produto: {
          uuid: p.uuid,
          tipo: p.tipo,
          nome: p.nome,
          modelo: p.modelo,
          fabricante: p.fabricante,
          sku: p.sku,
          unidade: p.unidade,
          custo_rs: p.custoCentavos / 100,
          saldo: p.saldo,
          removido: p.removido,
        },
        preco_rs: l.precoCentavos / 100,
        margem_rs: margem / 100,
        margem_pct: l.precoCentavos === 0 ? null : Math.round((margem / l.precoCentavos) * 1000) / 10,
      },
    ];
  });
  return { data };
}

/**
 * Replaces the lines: the distribuidor's own products, each once. A removed product may stay
 * where it already was, not come in anew. Lines kept keep their uuid (buyers' copies and orders
 * point at it); lines left out are deleted.
 */
export async function substituirItens(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: DadosCatalogoItens,
) {
  const c = await buscar(ctx, empresa, uuid);
  const achados = await produtosDaEmpresaPorUuids(
    ctx,
    empresa.id,
    d.itens.map((i) => i.produto),
  );
  const atuais = new Map((await linhasDoCatalogo(ctx, c.id)).map((l) => [l.produtoId, l]));
  const erros: CampoInvalido[] = [];
  const vistos = new Set<string>();
  d.itens.forEach((item, i) => {
    const field = `itens.${i}.produto`;
    const p = achados.get(item.produto);
    if (!p || (p.removido && !atuais.has(p.id)))
      erros.push({ field, rule: 'exists', message: 'Selecione um produto do catálogo' });
    else if (vistos.has(item.produto))
      erros.push({ field, rule: 'unique', message: 'Este produto já está no catálogo' });
    vistos.add(item.produto);
  });
  if (erros.length > 0) throw erroValidacao(erros);
  await ctx.db.transaction(async (tx) => {
    const ficam = new Set<number>();
    for (const [ordem, item] of d.itens.entries()) {
      const produtoId = achados.get(item.produto)?.id ?? 0;
      const precoCentavos = Math.round(item.preco_rs * 100);
      const atual = atuais.get(produtoId);
      ficam.add(produtoId);
      if (atual)
        await tx.update(catalogoItens).set({ precoCentavos, ordem }).where(eq(catalogoItens.id, atual.id));
      else await tx.insert(catalogoItens).values({ catalogoId: c.id, produtoId, precoCentavos, ordem });
    }
    for (const l of atuais.values())
      if (!ficam.has(l.produtoId)) await tx.delete(catalogoItens).where(eq(catalogoItens.id, l.id));
  });
  return listarItens(ctx, empresa, uuid);
}
