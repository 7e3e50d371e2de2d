import type { Especificacoes } from '@irradia/shared/catalogo/produtos.schema';
import type { DadosProposta, PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';
import { eq } from 'drizzle-orm';
import { pedidoItens } from '../../db/schema/pedidos.ts';
import type { AppContext } from '../../platform/context.ts';
import type { CampoInvalido } from '../../platform/errors.ts';
import { produtosParaProposta } from '../produtos/produtos.consultas.ts';
import { resumirKits } from '../produtos/produtos.kits.ts';

// A proposal's equipment from the company's catalogue (decision 035): the module, the inverter
// options and the other components are products; the kit is the sized modules, the chosen
// inverter and the components at cost, and it is the deal's `pedido_itens` once saved.

/** A picked product; `custoCentavos` is a kit's sum (or its fixed cost) for a kit. */
type Produto = Awaited<ReturnType<typeof produtosParaProposta>>[number];
type Kit = NonNullable<PropostaCalculada['kit']>;

const NAO_ENCONTRADO = 'Produto não encontrado';
const INVERSORES = new Set(['inversor', 'microinversor']);
/** Picked on their own fields; as a component they would cost without being sized. */
const NAO_COMPONENTE = new Set(['modulo', ...INVERSORES]);

export interface Equipamentos {
  /** Whether any equipment comes from the catalogue: then the kit's cost is the catalogue's. */
  doCatalogo: boolean;
  modulo: (Produto & { wp: number }) | null;
  inversores: Array<Produto & { kw: number }>;
  componentes: Array<{ produto: Produto; quantidade: number }>;
  /** What is wrong with a pick: a 422 when saving, a pendência when reading. */
  problemas: CampoInvalido[];
}

/** The picked products of the company (not removed), each with its cost (a kit's adds up). */
export async function lerEquipamentos(
  ctx: AppContext,
  empresaId: number,
  e: Pick<DadosProposta, 'modulo_produto' | 'inversores_produtos' | 'componentes'>,
): Promise<Equipamentos> {
  const uuids = [
    ...(e.modulo_produto ? [e.modulo_produto] : []),
    ...(e.inversores_produtos ?? []),
    ...(e.componentes ?? []).map((c) => c.produto),
  ];
  const achados = await produtosParaProposta(ctx, empresaId, uuids);
  const kits = await resumirKits(
    ctx,
    achados.filter((p) => p.tipo === 'kit').map((p) => p.id),
  );
  const porUuid = new Map(
    achados.map((p) => [p.uuid, { ...p, custoCentavos: kits.get(p.id)?.custoCentavos ?? p.custoCentavos }]),
  );
  const problemas: CampoInvalido[] = [];
  const problema = (field: string, rule: string, message: string) => problemas.push({ field, rule, message });
  const especificacoes = (p: Produto) => p.especificacoes as Especificacoes;

  let modulo: Equipamentos['modulo'] = null;
  if (e.modulo_produto) {
    const p = porUuid.get(e.modulo_produto);
    const wp = p ? especificacoes(p).potencia_wp : null;
    if (!p) problema('modulo_produto', 'exists', NAO_ENCONTRADO);
    else if (p.tipo !== 'modulo') problema('modulo_produto', 'tipo', 'Selecione um módulo');
    else if (!wp) problema('modulo_produto', 'potencia', 'Cadastre a potência do módulo em Wp');
    else modulo = { ...p, wp };
  }
  const inversores: Equipamentos['inversores'] = [];
  (e.inversores_produtos ?? []).forEach((uuid, i) => {
    const p = porUuid.get(uuid);
    const kw = p ? especificacoes(p).potencia_kw : null;
    const campo = `inversores_produtos.${i}`;
    if (!p) problema(campo, 'exists', NAO_ENCONTRADO);
    else if (!INVERSORES.has(p.tipo)) problema(campo, 'tipo', 'Selecione um inversor');
    else if (!kw) problema(campo, 'potencia', 'Cadastre a potência do inversor em kW');
    else if (!inversores.some((x) => x.uuid === uuid)) inversores.push({ ...p, kw });
  });
  const componentes: Equipamentos['componentes'] = [];
  (e.componentes ?? []).forEach((c, i) => {
    const p = porUuid.get(c.produto);
    const campo = `componentes.${i}.produto`;
    if (!p) problema(campo, 'exists', NAO_ENCONTRADO);
    else if (NAO_COMPONENTE.has(p.tipo))
      problema(campo, 'tipo', 'Escolha o módulo e os inversores nos seus próprios campos');
    else componentes.push({ produto: p, quantidade: c.quantidade });
  });
  return { doCatalogo: uuids.length > 0, modulo, inversores, componentes, problemas };
}

/** The picks as the editor names them (the products found; a missing one is in the problems). */
export function catalogoDaProposta(q: Equipamentos): PropostaCalculada['catalogo'] {
  const linha = (p: Produto, potencia: { wp?: number; kw?: number }) => ({
    produto: p.uuid,
    tipo: p.tipo,
    nome: p.nome,
    fabricante: p.fabricante,
    modelo: p.modelo,
    potencia_wp: potencia.wp ?? null,
    potencia_kw: potencia.kw ?? null,
    custo_unitario_rs: p.custoCentavos / 100,
  });
  return [
    ...(q.modulo ? [linha(q.modulo, { wp: q.modulo.wp })] : []),
    ...q.inversores.map((p) => linha(p, { kw: p.kw })),
    ...q.componentes.map((c) => linha(c.produto, {})),
  ];
}

/**
 * The kit at cost: the sized modules, the chosen inverter and the components. Null unless the
 * module and the inverters are both from the catalogue, every pick is valid and the sizing and
 * the inverter are settled (a kit without them would price a different system).
 */
export function montarKit(
  q: Equipamentos,
  modulos: number | null,
  inversor: { id: string; quantidade: number } | null,
): Kit | null {
  if (!q.doCatalogo || q.problemas.length > 0 || !q.modulo || modulos === null || !inversor) return null;
  const escolhido = q.inversores.find((p) => p.uuid === inversor.id);
  if (!escolhido) return null;
  const item = (p: Produto, tipo: Kit['itens'][number]['tipo'], quantidade: number) => ({
    produto: p.uuid,
    tipo,
    nome: p.nome,
    fabricante: p.fabricante,
    modelo: p.modelo,
    quantidade,
    custo_unitario_rs: p.custoCentavos / 100,
    custo_total_rs: Math.round(p.custoCentavos * quantidade) / 100,
  });
  const itens = [
    item(q.modulo, 'modulo', modulos),
    item(escolhido, 'inversor', inversor.quantidade),
    ...q.componentes.map((c) => item(c.produto, 'componente', c.quantidade)),
  ];
  return { itens, custo_rs: Math.round(itens.reduce((s, i) => s + i.custo_total_rs * 100, 0)) / 100 };
}

/**
 * Replaces the deal's lines with the kit's (none without one), priced at cost: the contract lists
 * them and the sale creates the plant from the inverter lines. Run inside the save's transaction.
 */
export async function gravarItensDoKit(ctx: AppContext, pedidoId: number, q: Equipamentos, kit: Kit | null) {
  await ctx.db.delete(pedidoItens).where(eq(pedidoItens.pedidoId, pedidoId));
  if (!kit) return;
  const produtos = new Map<string, Produto>();
  if (q.modulo) produtos.set(q.modulo.uuid, q.modulo);
  for (const p of q.inversores) produtos.set(p.uuid, p);
  for (const c of q.componentes) produtos.set(c.produto.uuid, c.produto);
  await ctx.db.insert(pedidoItens).values(
    kit.itens.flatMap((i, ordem) => {
      const p = produtos.get(i.produto);
      if (!p) return [];
      return [
        {
          pedidoId,
          produtoId: p.id,
          tipo: p.tipo,
          nome: p.nome,
          modelo: p.modelo,
          fabricante: p.fabricante,
          sku: p.sku,
          unidade: p.unidade,
          quantidade: i.quantidade,
          precoUnitarioCentavos: p.custoCentavos,
          ordem,
        },
      ];
    }),
  );
}

/**
 * The picks priced as they were saved: a sent proposal (or a contract, a sale) keeps the costs
 * its `pedido_itens` took at the last save, so a later cost change in the catalogue does not move
 * a price the customer already has. A pick without a saved line keeps its current cost (it does
 * not enter the kit: an inverter option not chosen).
 */
export async function custosSalvos(
  ctx: AppContext,
  pedidoId: number,
  q: Equipamentos,
): Promise<Equipamentos> {
  const linhas = await ctx.db
    .select({ produtoId: pedidoItens.produtoId, custo: pedidoItens.precoUnitarioCentavos })
    .from(pedidoItens)
    .where(eq(pedidoItens.pedidoId, pedidoId));
  const salvo = new Map(
    linhas.flatMap((l) => (l.produtoId === null ? [] : [[l.produtoId, l.custo] as const])),
  );
  const custo = <T extends Produto>(p: T): T => ({ ...p, custoCentavos: salvo.get(p.id) ?? p.custoCentavos });
  return {
    ...q,
    modulo: q.modulo ? custo(q.modulo) : null,
    inversores: q.inversores.map(custo),
    componentes: q.componentes.map((c) => ({ ...c, produto: custo(c.produto) })),
  };
}
