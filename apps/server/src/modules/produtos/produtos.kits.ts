import type { DadosComponentes, Especificacoes, TipoProduto } from '@irradia/shared/catalogo/produtos.schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { produtoComponentes, produtos } from '../../db/schema/produtos.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, type CampoInvalido, erroValidacao } from '../../platform/errors.ts';

// Kits: products of kind `kit` made of components (product × quantity). A kit's cost, power and
// availability add up from its components, nested kits included; a kit never contains itself.
// A kit copied from a distribuidor (`custo_fixo`) was bought whole: its cost is its own.

type Produto = typeof produtos.$inferSelect;
type Linha = { produtoId: number; quantidade: number };

export interface ResumoKit {
  custoCentavos: number;
  potenciaWp: number;
  disponivel: number;
  componentes: number;
}

/** Quantities in thousandths, so 0.3 / 0.1 is 3 and not 2.999… */
const milesimos = (q: number) => Math.round(q * 1000);

/** The component graph under some kits: each kit's lines and every product met on the way. */
async function grafo(ctx: AppContext, kitIds: readonly number[]) {
  const linhas = new Map<number, Linha[]>();
  const itens = new Map<number, Produto>();
  let fronteira = [...new Set(kitIds)];
  while (fronteira.length > 0) {
    for (const id of fronteira) linhas.set(id, []);
    const rows = await ctx.db
      .select()
      .from(produtoComponentes)
      .where(inArray(produtoComponentes.kitId, fronteira))
      .orderBy(asc(produtoComponentes.ordem));
    for (const r of rows) linhas.get(r.kitId)?.push({ produtoId: r.produtoId, quantidade: r.quantidade });
    const novos = [...new Set(rows.map((r) => r.produtoId))].filter((id) => !itens.has(id));
    if (novos.length > 0)
      for (const p of await ctx.db.select().from(produtos).where(inArray(produtos.id, novos)))
        itens.set(p.id, p);
    fronteira = novos.filter((id) => itens.get(id)?.tipo === 'kit' && !linhas.has(id));
  }
  return { linhas, itens };
}

/** A stock piece: a product that is not a kit, with the quantity of it and its name and unit. */
export interface Peca {
  produtoId: number;
  nome: string;
  unidade: string;
  quantidade: number;
}

/**
 * The pieces some lines take out of (or put into) stock: a kit stands for its components times
 * its quantity, nested kits included; the same product on several lines is added up.
 */
export async function pecasDe(ctx: AppContext, linhasPedidas: readonly Linha[]): Promise<Peca[]> {
  const ids = [...new Set(linhasPedidas.map((l) => l.produtoId))];
  if (ids.length === 0) return [];
  const diretos = new Map(
    (await ctx.db.select().from(produtos).where(inArray(produtos.id, ids))).map((p) => [p.id, p]),
  );
  const { linhas, itens } = await grafo(
    ctx,
    ids.filter((id) => diretos.get(id)?.tipo === 'kit'),
  );
  for (const [id, p] of diretos) itens.set(id, p);
  const soma = new Map<number, number>();
  const descer = (produtoId: number, quantidade: number, caminho: Set<number>) => {
    const p = itens.get(produtoId);
    if (!p) return;
    if (p.tipo !== 'kit') {
      soma.set(produtoId, (soma.get(produtoId) ?? 0) + milesimos(quantidade));
      return;
    }
    if (caminho.has(produtoId)) return;
    for (const l of linhas.get(produtoId) ?? [])
      descer(l.produtoId, quantidade * l.quantidade, new Set([...caminho, produtoId]));
  };
  for (const l of linhasPedidas) descer(l.produtoId, l.quantidade, new Set());
  return [...soma].map(([produtoId, m]) => {
    const p = itens.get(produtoId) as Produto;
    return { produtoId, nome: p.nome, unidade: p.unidade, quantidade: m / 1000 };
  });
}

const wp = (p: Produto) =>
  p.tipo === 'modulo' ? ((p.especificacoes as Especificacoes).potencia_wp ?? 0) : 0;

/** Adds each kit up: cost in cents, modules' Wp, and how many whole kits the balances allow. */
export async function resumirKits(
  ctx: AppContext,
  kitIds: readonly number[],
): Promise<Map<number, ResumoKit>> {
  const { linhas, itens } = await grafo(ctx, kitIds);
  // A kit bought whole (custo_fixo) costs its own custo, whatever its components add up to.
  const fixos = new Map<number, number>();
  for (const p of itens.values()) if (p.custoFixo) fixos.set(p.id, p.custoCentavos);
  const topo = kitIds.filter((id) => !itens.has(id));
  if (topo.length > 0)
    for (const k of await ctx.db
      .select({ id: produtos.id, custoCentavos: produtos.custoCentavos })
      .from(produtos)
      .where(and(inArray(produtos.id, [...new Set(topo)]), eq(produtos.custoFixo, true))))
      fixos.set(k.id, k.custoCentavos);
  const memo = new Map<number, ResumoKit>();
  const resumo = (kitId: number, caminho: Set<number>): ResumoKit => {
    const pronto = memo.get(kitId);
    if (pronto) return pronto;
    let custoCentavos = 0;
    let potenciaWp = 0;
    let disponivel = Number.POSITIVE_INFINITY;
    const proprias = linhas.get(kitId) ?? [];
    for (const l of proprias) {
      const p = itens.get(l.produtoId);
      if (!p) continue;
      // A cycle cannot be saved (PUT refuses it); guard anyway so a bad row cannot recurse forever.
      const sub = p.tipo === 'kit' && !caminho.has(p.id) ? resumo(p.id, new Set([...caminho, p.id])) : null;
      custoCentavos += Math.round((sub ? sub.custoCentavos : p.custoCentavos) * l.quantidade);
      potenciaWp += (sub ? sub.potenciaWp : wp(p)) * l.quantidade;
      const tem = sub ? sub.disponivel * 1000 : Math.max(0, milesimos(p.saldo));
      disponivel = Math.min(disponivel, Math.floor(tem / Math.max(1, milesimos(l.quantidade))));
    }
    const r = {
      custoCentavos: fixos.get(kitId) ?? custoCentavos,
      potenciaWp: Math.round(potenciaWp * 1000) / 1000,
      disponivel: proprias.length === 0 ? 0 : disponivel,
      componentes: proprias.length,
    };
    memo.set(kitId, r);
    return r;
  };
  return new Map(kitIds.map((id) => [id, resumo(id, new Set([id]))]));
}

async function kitDaEmpresa(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const [k] = await ctx.db
    .select()
    .from(produtos)
    .where(and(eq(produtos.uuid, uuid), eq(produtos.empresaId, empresa.id)));
  if (!k) throw new AppError('NAO_ENCONTRADO');
  return k;
}

/** A kit's lines with each component, its subtotal cost and power. */
export async function listarComponentes(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  const kit = await kitDaEmpresa(ctx, empresa, uuid);
  const { linhas, itens } = await grafo(ctx, [kit.id]);
  const subkits = await resumirKits(
    ctx,
    [...itens.values()].filter((p) => p.tipo === 'kit').map((p) => p.id),
  );
  const data = (linhas.get(kit.id) ?? []).flatMap((l) => {
    const p = itens.get(l.produtoId);
    if (!p) return [];
    const sub = subkits.get(p.id);
    const custo = sub ? sub.custoCentavos : p.custoCentavos;
    const potencia = sub ? sub.potenciaWp : p.tipo === 'modulo' ? wp(p) : null;
    return [
      {
        produto: {
          uuid: p.uuid,
          tipo: p.tipo as TipoProduto,
          nome: p.nome,
          sku: p.sku,
          unidade: p.unidade,
          custo_rs: custo / 100,
          saldo: sub ? sub.disponivel : p.saldo,
          removido: p.removidoEm !== null,
        },
        quantidade: l.quantidade,
        custo_rs: Math.round(custo * l.quantidade) / 100,
        potencia_wp: potencia === null ? null : Math.round(potencia * l.quantidade * 1000) / 1000,
      },
    ];
  });
  return { data };
}

/** Replaces a kit's components: products of the company, each once, no kit inside itself. */
export async function substituirComponentes(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
  d: DadosComponentes,
) {
  const kit = await kitDaEmpresa(ctx, empresa, uuid);
  if (kit.tipo !== 'kit')
    throw erroValidacao([{ field: 'itens', rule: 'kit', message: 'Só um kit tem componentes' }]);
  const uuids = d.itens.map((i) => i.produto);
  const achados =
    uuids.length === 0
      ? []
      : await ctx.db
          .select()
          .from(produtos)
          .where(and(inArray(produtos.uuid, uuids), eq(produtos.empresaId, empresa.id)));
  const porUuid = new Map(achados.map((p) => [p.uuid, p]));
  const atuais = new Set((await grafo(ctx, [kit.id])).linhas.get(kit.id)?.map((l) => l.produtoId));
  const subkits = achados.filter((p) => p.tipo === 'kit' && p.id !== kit.id).map((p) => p.id);
  const dentro = await grafo(ctx, subkits);
  const erros: CampoInvalido[] = [];
  const vistos = new Set<string>();
  d.itens.forEach((item, i) => {
    const field = `itens.${i}.produto`;
    const p = porUuid.get(item.produto);
    // A removed product may stay where it already was, not come in anew.
    if (!p || (p.removidoEm && !atuais.has(p.id)))
      erros.push({ field, rule: 'exists', message: 'Selecione um produto do catálogo' });
    else if (vistos.has(item.produto))
      erros.push({ field, rule: 'unique', message: 'Este produto já está no kit' });
    else if (p.id === kit.id || (p.tipo === 'kit' && contem(dentro.linhas, p.id, kit.id)))
      erros.push({ field, rule: 'ciclo', message: 'Um kit não pode conter a si mesmo' });
    vistos.add(item.produto);
  });
  if (erros.length > 0) throw erroValidacao(erros);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(produtoComponentes).where(eq(produtoComponentes.kitId, kit.id));
    if (d.itens.length > 0)
      await tx.insert(produtoComponentes).values(
        d.itens.map((item, ordem) => ({
          kitId: kit.id,
          produtoId: porUuid.get(item.produto)?.id ?? 0,
          quantidade: item.quantidade,
          ordem,
        })),
      );
  });
  return listarComponentes(ctx, empresa, uuid);
}

/** Whether `alvo` is anywhere under kit `de` in the loaded graph. */
function contem(linhas: Map<number, Linha[]>, de: number, alvo: number): boolean {
  const pilha = [de];
  const visto = new Set<number>();
  while (pilha.length > 0) {
    const id = pilha.pop() as number;
    if (id === alvo) return true;
    if (visto.has(id)) continue;
    visto.add(id);
    for (const l of linhas.get(id) ?? []) pilha.push(l.produtoId);
  }
  return false;
}

/** Whether the kit has components (its kind may not change while it has). */
export async function temComponentes(ctx: AppContext, kitId: number) {
  const [l] = await ctx.db
    .select({ id: produtoComponentes.kitId })
    .from(produtoComponentes)
    .where(eq(produtoComponentes.kitId, kitId))
    .limit(1);
  return Boolean(l);
}
