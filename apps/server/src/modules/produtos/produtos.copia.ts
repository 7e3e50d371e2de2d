import type { DadosCopia } from '@irradia/shared/catalogo/catalogos.schema';
import { mensagensCatalogo } from '@irradia/shared/catalogo/catalogos.schema';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { produtoComponentes, produtos } from '../../db/schema/produtos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { lerArquivo, salvarImagem, salvarPdf } from '../arquivos/arquivos.service.ts';
import { itemPublicado } from '../catalogos/catalogos.consultas.ts';
import { idDaCategoria } from '../categorias/categorias.consultas.ts';
import { detalhe } from './produtos.service.ts';
import { copiasDe } from './produtos.vitrine.ts';

// POST /api/produtos/copiar (decision 026): a line of a distribuidor's published catalogue
// becomes a product of the caller, costing the catalogue price, with no sale price yet and its
// origin recorded. A kit is copied whole: a kit of fixed cost (the price) whose components are
// copied too (or reused, when the caller already has a copy of that product), each costing its
// price in the same catalogue when listed there, else 0. No stock comes along.

type Produto = typeof produtos.$inferSelect;

const jaCopiado = (uuid: string) => {
  const e = new AppError('CONFLITO', mensagensCatalogo.jaCopiado);
  // The caller's product that is already the copy.
  e.headers = { location: `/api/produtos/${uuid}` };
  return e;
};

/** Duplicates a stored file for the copy (each product owns and may delete its own files). */
async function duplicarArquivo(ctx: AppContext, uuid: string | null, tipo: 'imagem' | 'pdf') {
  if (!uuid) return null;
  const achado = await lerArquivo(ctx, uuid);
  if (!achado) return null;
  const file = { filename: achado.meta.nome, mimetype: achado.meta.mimetype, data: achado.data };
  try {
    return tipo === 'imagem'
      ? await salvarImagem(ctx, file, { campo: 'arquivo', maxBytes: Number.POSITIVE_INFINITY })
      : await salvarPdf(ctx, file, {
          campo: 'arquivo',
          maxBytes: Number.POSITIVE_INFINITY,
          mensagem: 'Datasheet inválido',
        });
  } catch {
    // A file the origin accepted but that no longer passes the checks: copy without it.
    return null;
  }
}

export async function copiarProduto(ctx: AppContext, empresa: EmpresaAtual, d: DadosCopia) {
  const achado = await itemPublicado(ctx, d.item);
  if (!achado) throw new AppError('NAO_ENCONTRADO');
  const { item, precos } = achado;
  let categoriaId: number | null = null;
  if (d.categoria) {
    categoriaId = await idDaCategoria(ctx, empresa.id, d.categoria);
    if (categoriaId === null)
      throw erroValidacao([{ field: 'categoria', rule: 'exists', message: 'Selecione a categoria' }]);
  }

  const uuid = await ctx.db.transaction(async (tx) => {
    const c: AppContext = { ...ctx, db: tx };
    // One copy per origin product: serialise this company's copies so a double click makes one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('produtos:copia'), ${empresa.id})`);
    const feitas = new Map<number, number>();

    const copiar = async (origem: Produto, custoCentavos: number, categoria: number | null) => {
      const [novo] = await tx
        .insert(produtos)
        .values({
          empresaId: empresa.id,
          tipo: origem.tipo,
          nome: origem.nome,
          categoriaId: categoria,
          modelo: origem.modelo,
          fabricante: origem.fabricante,
          fabricanteId: origem.fabricanteId,
          sku: (await skuLivre(c, empresa.id, origem.sku)) ? origem.sku : null,
          unidade: origem.unidade,
          descricao: origem.descricao,
          custoCentavos,
          precoVendaCentavos: 0,
          equipamento: origem.equipamento,
          especificacoes: origem.especificacoes,
          imagemArquivo: await duplicarArquivo(c, origem.imagemArquivo, 'imagem'),
          datasheetArquivo: await duplicarArquivo(c, origem.datasheetArquivo, 'pdf'),
          datasheetNome: origem.datasheetArquivo ? origem.datasheetNome : null,
          datasheetTamanho: origem.datasheetArquivo ? origem.datasheetTamanho : null,
          origemProdutoId: origem.id,
          custoFixo: origem.tipo === 'kit',
          criadoEm: ctx.now(),
        })
        .returning();
      if (!novo) throw new Error('insert produtos returned nothing');
      feitas.set(origem.id, novo.id);
      if (origem.tipo === 'kit') await copiarComponentes(origem.id, novo.id);
      return novo;
    };

    const copiarComponentes = async (kitOrigemId: number, kitNovoId: number) => {
      const linhas = await tx
        .select({ produto: produtos, quantidade: produtoComponentes.quantidade })
        .from(produtoComponentes)
        .innerJoin(produtos, eq(produtos.id, produtoComponentes.produtoId))
        .where(eq(produtoComponentes.kitId, kitOrigemId))
        .orderBy(asc(produtoComponentes.ordem));
      const ja = await copiasDe(
        c,
        empresa.id,
        linhas.map((l) => l.produto.id),
      );
      const valores = [];
      for (const [ordem, l] of linhas.entries()) {
        const id =
          feitas.get(l.produto.id) ??
          ja.get(l.produto.id)?.id ??
          (await copiar(l.produto, precos.get(l.produto.id) ?? 0, null)).id;
        valores.push({ kitId: kitNovoId, produtoId: id, quantidade: l.quantidade, ordem });
      }
      if (valores.length > 0) await tx.insert(produtoComponentes).values(valores);
    };

    const repetido = (await copiasDe(c, empresa.id, [item.produtoId])).get(item.produtoId);
    if (repetido) throw jaCopiado(repetido.uuid);
    const [origem] = await tx.select().from(produtos).where(eq(produtos.id, item.produtoId));
    if (!origem) throw new AppError('NAO_ENCONTRADO');
    return (await copiar(origem, item.precoCentavos, categoriaId)).uuid;
  });
  return detalhe(ctx, empresa, uuid);
}

/** Whether the company has no active product with this SKU (the copy keeps it only then). */
async function skuLivre(ctx: AppContext, empresaId: number, sku: string | null) {
  if (!sku) return false;
  const [p] = await ctx.db
    .select({ id: produtos.id })
    .from(produtos)
    .where(
      and(
        eq(produtos.empresaId, empresaId),
        isNull(produtos.removidoEm),
        sql`lower(${produtos.sku}) = lower(${sku})`,
      ),
    )
    .limit(1);
  return !p;
}
