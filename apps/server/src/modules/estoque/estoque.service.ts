import {
  type DadosMovimento,
  NOMES_TIPOS_MOVIMENTO,
  type TipoMovimento,
} from '@irradia/shared/catalogo/estoque.schema';
import { formatDataHora } from '@irradia/shared/format/data';
import { numeroBr } from '@irradia/shared/format/numero';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { estoqueMovimentos } from '../../db/schema/estoque.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { documentoCsv } from '../../platform/csv.ts';
import { erroValidacao } from '../../platform/errors.ts';
import { meta, offset } from '../../platform/pagination.ts';
import { usuariosComPermissao } from '../empresas/empresas.service.ts';
import { notificar } from '../notificacoes/notificacoes.service.ts';
import { moverSaldo, produtoDaEmpresa, produtosPorIds } from '../produtos/produtos.consultas.ts';
import { usuariosPorIds } from '../usuarios/usuarios.service.ts';

// Stock movements: each one moves the product's balance (kept on the product) in the same
// transaction that records it; a movement that takes the balance below the product's minimum
// notifies whoever sees the stock — once per crossing, since the next one starts below it.

/** A quantity in pt-BR digits (up to three decimals). */
const qtd = (n: number) => numeroBr(n, 0, 3);

type Linha = typeof estoqueMovimentos.$inferSelect;

export interface FiltroMovimentos {
  page: number;
  limit: number;
  produto?: string;
  tipo?: TipoMovimento;
}

async function paraApi(ctx: AppContext, rows: Linha[]) {
  const produtos = await produtosPorIds(
    ctx,
    rows.map((m) => m.produtoId),
  );
  const usuarios = await usuariosPorIds(
    ctx,
    rows.flatMap((m) => (m.usuarioId === null ? [] : [m.usuarioId])),
  );
  return rows.map((m) => ({
    uuid: m.uuid,
    produto: produtos.get(m.produtoId) ?? { uuid: '', nome: '', sku: null, unidade: 'un' },
    tipo: m.tipo as TipoMovimento,
    quantidade: m.quantidade,
    variacao: m.variacao,
    saldo_anterior: m.saldoAnterior,
    saldo_posterior: m.saldoPosterior,
    motivo: m.motivo,
    usuario: m.usuarioId === null ? null : (usuarios.get(m.usuarioId) ?? null),
    criado_em: m.criadoEm.toISOString(),
  }));
}

/** The filter; a product not of the company matches nothing. */
async function filtros(ctx: AppContext, empresa: EmpresaAtual, p: Omit<FiltroMovimentos, 'page' | 'limit'>) {
  const f: SQL[] = [eq(estoqueMovimentos.empresaId, empresa.id)];
  if (p.produto) {
    const produto = await produtoDaEmpresa(ctx, empresa.id, p.produto);
    f.push(eq(estoqueMovimentos.produtoId, produto?.id ?? 0));
  }
  if (p.tipo) f.push(eq(estoqueMovimentos.tipo, p.tipo));
  return and(...f);
}

/** The company's movements, newest first. */
export async function listar(ctx: AppContext, empresa: EmpresaAtual, p: FiltroMovimentos) {
  const where = await filtros(ctx, empresa, p);
  const [total] = await ctx.db.select({ n: count() }).from(estoqueMovimentos).where(where);
  const rows = await ctx.db
    .select()
    .from(estoqueMovimentos)
    .where(where)
    .orderBy(desc(estoqueMovimentos.criadoEm), desc(estoqueMovimentos.id))
    .limit(p.limit)
    .offset(offset(p));
  return { data: await paraApi(ctx, rows), meta: meta(total?.n ?? 0, p) };
}

const produtoInvalido = () =>
  erroValidacao([{ field: 'produto', rule: 'exists', message: 'Selecione um produto do catálogo' }]);

/** Records a movement and moves the balance; a saída never takes more than there is. */
export async function registrar(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  d: DadosMovimento,
) {
  const produto = await produtoDaEmpresa(ctx, empresa.id, d.produto);
  if (!produto || produto.removidoEm) throw produtoInvalido();
  if (produto.tipo === 'kit')
    throw erroValidacao([
      { field: 'produto', rule: 'kit', message: 'O estoque de um kit segue o dos seus componentes' },
    ]);
  const { movimento, cruzou } = await ctx.db.transaction(async (tx) => {
    const r = await moverSaldo({ ...ctx, db: tx }, produto.id, d.tipo, d.quantidade);
    if (!r.ok)
      throw erroValidacao([
        {
          field: 'quantidade',
          rule: 'saldo',
          message: `Saldo insuficiente: há ${qtd(r.anterior)} ${produto.unidade} em estoque`,
        },
      ]);
    const [m] = await tx
      .insert(estoqueMovimentos)
      .values({
        empresaId: empresa.id,
        produtoId: produto.id,
        tipo: d.tipo,
        quantidade: d.quantidade,
        variacao: Math.round((r.posterior - r.anterior) * 1000) / 1000,
        saldoAnterior: r.anterior,
        saldoPosterior: r.posterior,
        motivo: d.motivo,
        usuarioId: sessao.usuarioId,
        criadoEm: ctx.now(),
      })
      .returning();
    if (!m) throw new Error('insert estoque_movimentos returned nothing');
    const min = r.estoqueMinimo;
    return { movimento: m, cruzou: min !== null && r.anterior >= min && r.posterior < min ? min : null };
  });
  if (cruzou !== null) await avisarEstoqueBaixo(ctx, empresa.id, produto, movimento.saldoPosterior, cruzou);
  const [api] = await paraApi(ctx, [movimento]);
  return api as Awaited<ReturnType<typeof paraApi>>[number];
}

async function avisarEstoqueBaixo(
  ctx: AppContext,
  empresaId: number,
  produto: { uuid: string; nome: string; unidade: string },
  saldo: number,
  minimo: number,
) {
  for (const usuarioId of await usuariosComPermissao(ctx, empresaId, 'estoque:view'))
    await notificar(ctx, usuarioId, {
      tipo: 'estoque_minimo',
      titulo: `Estoque baixo: ${produto.nome}`,
      mensagem: `Restam ${qtd(saldo)} ${produto.unidade}; o mínimo é ${qtd(minimo)} ${produto.unidade}.`,
      link: `/catalogo?produto=${produto.uuid}`,
      empresaId,
    });
}

const FUSO = 'America/Sao_Paulo';

/** The movements as CSV for Brazilian spreadsheets: UTF-8 with BOM, ';' separated. */
export async function exportarCsv(
  ctx: AppContext,
  empresa: EmpresaAtual,
  p: Omit<FiltroMovimentos, 'page' | 'limit'>,
) {
  const rows = await ctx.db
    .select()
    .from(estoqueMovimentos)
    .where(await filtros(ctx, empresa, p))
    .orderBy(desc(estoqueMovimentos.criadoEm), desc(estoqueMovimentos.id))
    .limit(50_000);
  // No signed "variação" column: a cell starting with '-' is written as text (CSV injection guard);
  // the type and the balances before and after say the same.
  const cab = [
    'Data',
    'Produto',
    'SKU',
    'Tipo',
    'Quantidade',
    'Saldo anterior',
    'Saldo posterior',
    'Unidade',
    'Motivo',
    'Responsável',
  ];
  const linhas = (await paraApi(ctx, rows)).map((m) => [
    // Brasília time: the company has no time zone of its own.
    formatDataHora(m.criado_em, { fuso: FUSO, navegador: FUSO }),
    m.produto.nome,
    m.produto.sku,
    NOMES_TIPOS_MOVIMENTO[m.tipo],
    qtd(m.quantidade),
    qtd(m.saldo_anterior),
    qtd(m.saldo_posterior),
    m.produto.unidade,
    m.motivo,
    m.usuario?.nome ?? '',
  ]);
  return documentoCsv(cab, linhas);
}
