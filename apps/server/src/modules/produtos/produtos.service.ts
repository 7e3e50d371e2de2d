import type { DadosProduto, Especificacoes, TipoProduto } from '@irradia/shared/catalogo/produtos.schema';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { produtos } from '../../db/schema/produtos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, type CampoInvalido, erroValidacao, violouUnico } from '../../platform/errors.ts';
import { likeTerm, meta, offset, ordemPedida, type Paginacao } from '../../platform/pagination.ts';
import { urlArquivo } from '../arquivos/arquivos.service.ts';
import {
  categoriasPorIds,
  idDaCategoria,
  idDaCategoriaParaFiltro,
} from '../categorias/categorias.consultas.ts';
import { empresasPorIds } from '../empresas/empresas.service.ts';
import { fabricantePorCodigo } from '../fabricantes/fabricantes.consultas.ts';
import { type ResumoKit, resumirKits, temComponentes } from './produtos.kits.ts';

type Linha = typeof produtos.$inferSelect;

export interface FiltroProdutos extends Paginacao {
  removidos?: boolean;
  tipo?: TipoProduto;
  categoria?: string;
  abaixo_do_minimo?: boolean;
}

const abaixoDoMinimo = (p: Pick<Linha, 'saldo' | 'estoqueMinimo' | 'tipo'>) =>
  p.tipo !== 'kit' && p.estoqueMinimo !== null && p.saldo < p.estoqueMinimo;

type Origem = { distribuidor: { uuid: string; nome: string } } | null;

function paraApi(
  p: Linha,
  categoria: { uuid: string; nome: string } | null,
  kit: ResumoKit | null,
  origem: Origem,
) {
  return {
    uuid: p.uuid,
    tipo: p.tipo as TipoProduto,
    nome: p.nome,
    categoria,
    modelo: p.modelo,
    fabricante: p.fabricante,
    sku: p.sku,
    unidade: p.unidade,
    descricao: p.descricao,
    custo_rs: (kit ? kit.custoCentavos : p.custoCentavos) / 100,
    preco_venda_rs: p.precoVendaCentavos / 100,
    saldo: p.saldo,
    estoque_minimo: p.estoqueMinimo,
    abaixo_do_minimo: abaixoDoMinimo(p),
    equipamento: p.equipamento,
    especificacoes: p.especificacoes as Especificacoes,
    imagem_url: urlArquivo(p.imagemArquivo),
    datasheet:
      p.datasheetArquivo && p.datasheetNome
        ? { nome: p.datasheetNome, tamanho: p.datasheetTamanho ?? 0 }
        : null,
    kit: kit
      ? {
          componentes: kit.componentes,
          potencia_kwp: Math.round(kit.potenciaWp) / 1000,
          disponivel: kit.disponivel,
        }
      : null,
    origem,
    custo_fixo: p.custoFixo,
    removido_em: p.removidoEm?.toISOString() ?? null,
    criado_em: p.criadoEm.toISOString(),
  };
}
export type ProdutoApi = ReturnType<typeof paraApi>;

/** Products with their category and, for kits, what they add up to. */
async function completar(ctx: AppContext, rows: Linha[]) {
  const categorias = await categoriasPorIds(
    ctx,
    rows.flatMap((p) => (p.categoriaId === null ? [] : [p.categoriaId])),
  );
  const kits = await resumirKits(
    ctx,
    rows.filter((p) => p.tipo === 'kit').map((p) => p.id),
  );
  const origens = await origensDe(ctx, rows);
  return rows.map((p) =>
    paraApi(
      p,
      p.categoriaId === null ? null : (categorias.get(p.categoriaId) ?? null),
      kits.get(p.id) ?? null,
      (p.origemProdutoId !== null && origens.get(p.origemProdutoId)) || null,
    ),
  );
}

/** The distribuidor each copied product came from, by origin product id. */
async function origensDe(ctx: AppContext, rows: Linha[]) {
  const ids = [...new Set(rows.flatMap((p) => (p.origemProdutoId === null ? [] : [p.origemProdutoId])))];
  const r = new Map<number, NonNullable<Origem>>();
  if (ids.length === 0) return r;
  const fontes = await ctx.db
    .select({ id: produtos.id, empresaId: produtos.empresaId })
    .from(produtos)
    .where(inArray(produtos.id, ids));
  const empresas = await empresasPorIds(
    ctx,
    fontes.map((f) => f.empresaId),
  );
  for (const f of fontes) {
    const e = empresas.get(f.empresaId);
    if (e) r.set(f.id, { distribuidor: { uuid: e.uuid, nome: e.nome } });
  }
  return r;
}

const ordens: Record<string, SQL> = {
  nome: asc(produtos.nome),
  '-nome': desc(produtos.nome),
  criado_em: asc(produtos.criadoEm),
  '-criado_em': desc(produtos.criadoEm),
  saldo: asc(produtos.saldo),
  '-saldo': desc(produtos.saldo),
};

/** The company's products: search by name, model, maker or SKU; filters by kind, category, low stock. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: FiltroProdutos) {
  const f: SQL[] = [
    eq(produtos.empresaId, empresa.id),
    p.removidos ? isNotNull(produtos.removidoEm) : isNull(produtos.removidoEm),
  ];
  if (p.tipo) f.push(eq(produtos.tipo, p.tipo));
  if (p.categoria)
    f.push(eq(produtos.categoriaId, (await idDaCategoriaParaFiltro(ctx, empresa.id, p.categoria)) ?? 0));
  if (p.abaixo_do_minimo)
    f.push(isNotNull(produtos.estoqueMinimo), lt(produtos.saldo, produtos.estoqueMinimo));
  if (p.search) {
    const termo = likeTerm(p.search);
    f.push(
      or(
        ilike(produtos.nome, termo),
        ilike(produtos.modelo, termo),
        ilike(produtos.fabricante, termo),
        ilike(produtos.sku, termo),
      ) as SQL,
    );
  }
  const where = and(...f);
  const [total] = await ctx.db.select({ n: count() }).from(produtos).where(where);
  const rows = await ctx.db
    .select()
    .from(produtos)
    .where(where)
    .orderBy(ordemPedida(ordens, p.order, asc(produtos.nome)), asc(produtos.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await completar(ctx, rows), meta: meta(total?.n ?? 0, p) };
}

/** A product of the company by uuid (removed ones too); another company's is a 404. */
export async function buscar(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [p] = await ctx.db
    .select()
    .from(produtos)
    .where(and(eq(produtos.uuid, uuid), eq(produtos.empresaId, empresa.id)));
  if (!p) throw new AppError('NAO_ENCONTRADO');
  return p;
}

export async function detalhe(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [r] = await completar(ctx, [await buscar(ctx, empresa, uuid)]);
  return r as ProdutoApi;
}

async function colunas(ctx: AppContext, empresa: EmpresaAtual, d: DadosProduto) {
  const erros: CampoInvalido[] = [];
  let categoriaId: number | null = null;
  if (d.categoria) {
    categoriaId = await idDaCategoria(ctx, empresa.id, d.categoria);
    if (categoriaId === null)
      erros.push({ field: 'categoria', rule: 'exists', message: 'Selecione a categoria' });
  }
  let fabricanteId: number | null = null;
  const codigo = d.especificacoes.fabricante_codigo;
  if (codigo) {
    const f = await fabricantePorCodigo(ctx, codigo.toLowerCase());
    if (f) {
      fabricanteId = f.id;
      d.especificacoes.fabricante_codigo = f.codigo;
    } else
      erros.push({
        field: 'especificacoes.fabricante_codigo',
        rule: 'exists',
        message: 'Selecione um fabricante monitorado pelo Irradia',
      });
  }
  if (erros.length > 0) throw erroValidacao(erros);
  return {
    tipo: d.tipo,
    nome: d.nome,
    categoriaId,
    modelo: d.modelo,
    fabricante: d.fabricante,
    fabricanteId,
    sku: d.sku,
    unidade: d.unidade,
    descricao: d.descricao,
    custoCentavos: d.tipo === 'kit' ? 0 : Math.round(d.custo_rs * 100),
    precoVendaCentavos: Math.round(d.preco_venda_rs * 100),
    estoqueMinimo: d.estoque_minimo,
    equipamento: d.equipamento,
    especificacoes: d.especificacoes,
  };
}

const skuRepetido = () =>
  erroValidacao([{ field: 'sku', rule: 'unique', message: 'Já existe um produto com este SKU' }]);

async function semRepetir<T>(escrita: () => Promise<T>): Promise<T> {
  try {
    return await escrita();
  } catch (err) {
    if (violouUnico(err)) throw skuRepetido();
    throw err;
  }
}

export async function criar(ctx: AppContext, empresa: EmpresaAtual, d: DadosProduto) {
  const cols = await colunas(ctx, empresa, d);
  const [p] = await semRepetir(() =>
    ctx.db
      .insert(produtos)
      .values({ empresaId: empresa.id, ...cols })
      .returning({ uuid: produtos.uuid }),
  );
  if (!p) throw new Error('insert produtos returned nothing');
  return detalhe(ctx, empresa, p.uuid);
}

export async function atualizar(ctx: AppContext, empresa: EmpresaAtual, uuid: string, d: DadosProduto) {
  const atual = await buscar(ctx, empresa, uuid);
  if (atual.tipo === 'kit' && d.tipo !== 'kit' && (await temComponentes(ctx, atual.id)))
    throw erroValidacao([
      { field: 'tipo', rule: 'kit', message: 'Tire os componentes do kit antes de mudar o tipo' },
    ]);
  if (atual.tipo !== 'kit' && d.tipo === 'kit' && atual.saldo !== 0)
    throw erroValidacao([
      { field: 'tipo', rule: 'kit', message: 'Zere o estoque do produto antes de transformá-lo em kit' },
    ]);
  const cols = await colunas(ctx, empresa, d);
  // A kit bought whole keeps the cost typed for it; one that stops being a kit is priced as usual.
  const fixo = atual.custoFixo && d.tipo === 'kit';
  await semRepetir(() =>
    ctx.db
      .update(produtos)
      .set({ ...cols, ...(fixo ? { custoCentavos: Math.round(d.custo_rs * 100) } : {}), custoFixo: fixo })
      .where(eq(produtos.id, atual.id)),
  );
  return detalhe(ctx, empresa, uuid);
}

/** Removed to a separate list and restorable; kits that contain it keep it, marked as removed. */
export async function remover(ctx: AppContext, empresa: EmpresaAtual, uuid: string, removido: boolean) {
  const p = await buscar(ctx, empresa, uuid);
  await semRepetir(() =>
    ctx.db
      .update(produtos)
      .set({ removidoEm: removido ? ctx.now() : null })
      .where(eq(produtos.id, p.id)),
  );
  return detalhe(ctx, empresa, uuid);
}
