import { formatMoeda } from '@irradia/shared';
import {
  type FormaDePagamento,
  somaEmCentavos,
  type Venda,
  type VendaEntrada,
} from '@irradia/shared/propostas/venda.schema';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { pedidoEventos, pedidoItens, pedidoParcelas, pedidos } from '../../db/schema/pedidos.ts';
import type { EmpresaAtual, SessaoAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, erroValidacao } from '../../platform/errors.ts';
import { clientesPorIds } from '../clientes/clientes.service.ts';
import { lancarVenda } from '../financeiro/financeiro.origens.ts';
import { buscarUsina } from '../usinas/acesso.ts';
import { geracaoPorMes } from '../usinas/geracao.ts';
import { excluir, usinaDaEmpresa, usinasPorId } from '../usinas/usinas.service.ts';
import { criarUsina } from '../usinas/usinas-manuais.ts';
import { avisarEquipe } from './pedidos.link.avisos.ts';
import { calcularDoPedido, vendaDaEmpresa } from './pedidos.proposta.ts';

// A deal's sale (issue 25, decision 037): a signed contract becomes a sale with its value, payment
// method and instalments; from the sale one click creates the plant in monitoring with the
// designed kWp, the customer and the city, and the plant page compares the proposal's expected
// generation with the real one for as long as the plant lives.

type Linha = typeof pedidos.$inferSelect;

const NAO_E_VENDA = 'Este negócio ainda não é uma venda.';
const JA_CRIADA = 'A usina desta venda já foi criada.';

/** GET /api/pedidos/:uuid/venda (and the answer of the steps below). */
async function vendaParaApi(ctx: AppContext, p: Linha): Promise<Venda> {
  if (p.etapa !== 'venda' || !p.fechadaEm) throw new AppError('NAO_ENCONTRADO', NAO_E_VENDA);
  const parcelas = await ctx.db
    .select()
    .from(pedidoParcelas)
    .where(eq(pedidoParcelas.pedidoId, p.id))
    .orderBy(asc(pedidoParcelas.numero));
  const usina = p.usinaId === null ? null : ((await usinasPorId(ctx, [p.usinaId])).get(p.usinaId) ?? null);
  return {
    valor_rs: p.totalCentavos / 100,
    forma: p.vendaForma as FormaDePagamento,
    parcelas: parcelas.map((x) => ({
      numero: x.numero,
      vencimento: x.vencimento,
      valor_rs: x.valorCentavos / 100,
    })),
    observacoes: p.vendaObservacoes,
    fechada_em: p.fechadaEm.toISOString(),
    usina: usina ? { uuid: usina.uuid, nome: usina.nome } : null,
  };
}

export async function venda(ctx: AppContext, empresa: EmpresaAtual, uuid: string) {
  return vendaParaApi(ctx, await vendaDaEmpresa(ctx, empresa, uuid));
}

/** POST /api/pedidos/:uuid/venda: a signed contract becomes a sale (once). */
export async function registrarVenda(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  uuid: string,
  d: VendaEntrada,
) {
  const atual = await vendaDaEmpresa(ctx, empresa, uuid);
  if (atual.etapa === 'venda') throw new AppError('CONFLITO', 'Esta venda já foi registrada.');
  if (atual.etapa !== 'contrato' || atual.status !== 'assinado')
    throw new AppError('CONFLITO', 'A venda é registrada depois que o contrato é assinado.');
  const valor = d.valor_rs === null ? atual.totalCentavos : Math.round(d.valor_rs * 100);
  if (valor <= 0)
    throw erroValidacao([{ field: 'valor_rs', rule: 'required', message: 'Informe o valor da venda' }]);
  const soma = somaEmCentavos(d.parcelas.map((x) => x.valor_rs));
  if (soma !== valor)
    throw erroValidacao([
      {
        field: 'parcelas',
        rule: 'sum',
        message: `As parcelas somam ${formatMoeda(soma / 100)}, mas o valor da venda é ${formatMoeda(valor / 100)}`,
      },
    ]);
  // The cost the proposal's price was built on (its kit at the saved cost, or the typed kit cost,
  // plus the services' cost): the sale's cost in the month's result (decision 040).
  const custoDaProposta = (await calcularDoPedido(ctx, atual)).preco?.custo_rs ?? null;
  const agora = ctx.now();
  const p = await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .update(pedidos)
      .set({
        etapa: 'venda',
        status: 'fechada',
        totalCentavos: valor,
        vendaForma: d.forma,
        vendaObservacoes: d.observacoes,
        fechadaEm: agora,
        atualizadoEm: agora,
      })
      .where(and(eq(pedidos.id, atual.id), eq(pedidos.etapa, 'contrato'), eq(pedidos.status, 'assinado')))
      .returning();
    if (!p) return null;
    await tx.insert(pedidoParcelas).values(
      d.parcelas.map((x, i) => ({
        pedidoId: p.id,
        numero: i + 1,
        vencimento: x.vencimento,
        valorCentavos: Math.round(x.valor_rs * 100),
      })),
    );
    await tx.insert(pedidoEventos).values({
      pedidoId: p.id,
      empresaId: empresa.id,
      usuarioId: sessao.usuarioId,
      de: atual.status,
      para: 'fechada',
      mensagem: `Venda registrada: ${formatMoeda(valor / 100)} em ${d.parcelas.length} parcela(s)`,
      criadoEm: agora,
    });
    // The instalments become receivables with the sale, atomically (decision 040).
    const itens = await tx
      .select({ produtoId: pedidoItens.produtoId, quantidade: pedidoItens.quantidade })
      .from(pedidoItens)
      .where(eq(pedidoItens.pedidoId, p.id));
    await lancarVenda(
      { ...ctx, db: tx },
      {
        empresaId: empresa.id,
        pedidoId: p.id,
        numero: p.numero,
        clienteId: p.clienteId,
        usuarioId: sessao.usuarioId,
        parcelas: d.parcelas.map((x, i) => ({
          numero: i + 1,
          vencimento: x.vencimento,
          valorCentavos: Math.round(x.valor_rs * 100),
        })),
        itens,
        custoCentavos: custoDaProposta === null ? null : Math.round(custoDaProposta * 100),
      },
    );
    return p;
  });
  if (!p) throw new AppError('CONFLITO', 'Esta venda já foi registrada.');
  await avisarEquipe(ctx, p, { notificar: false });
  return vendaParaApi(ctx, p);
}

/**
 * POST /api/pedidos/:uuid/usina: the sale's plant in monitoring, with the designed kWp, the
 * customer and the proposal's city, no installation date yet and no inverters (they arrive from
 * the maker's cloud by serial, or are typed on the plant's page). The deal's row is locked while
 * the plant is made, so a double click makes one plant.
 */
export async function criarUsinaDaVenda(
  ctx: AppContext,
  empresa: EmpresaAtual,
  sessao: SessaoAtual,
  uuid: string,
  d: { nome: string | null },
) {
  const atual = await vendaDaEmpresa(ctx, empresa, uuid);
  if (atual.etapa !== 'venda')
    throw new AppError('CONFLITO', 'A usina é criada depois que a venda é registrada.');
  const calc = await calcularDoPedido(ctx, atual);
  if (!calc.cidade || !calc.dimensionamento)
    throw new AppError('CONFLITO', 'A proposta desta venda não tem cidade e dimensionamento.');
  const cliente =
    atual.clienteId === null ? null : (await clientesPorIds(ctx, [atual.clienteId])).get(atual.clienteId);
  const nome = d.nome ?? [cliente?.nome ?? atual.leadNome, calc.cidade.nome].filter(Boolean).join(' — ');
  if (atual.usinaId !== null) throw new AppError('CONFLITO', JA_CRIADA);
  const usina = await criarUsina(ctx, empresa, {
    nome: nome.slice(0, 160),
    cidade: calc.cidade.uuid,
    potencia_kwp: calc.dimensionamento.potencia_real_kwp,
    data_instalacao: null,
    cliente: cliente?.uuid ?? null,
    tags: [],
  });
  const { id: usinaId } = await usinaDaEmpresa(ctx, empresa, usina.uuid);
  const agora = ctx.now();
  const p = await ctx.db.transaction(async (tx) => {
    // Only the first of two clicks links its plant; the other's is removed below.
    const [p] = await tx
      .update(pedidos)
      .set({ usinaId, atualizadoEm: agora })
      .where(and(eq(pedidos.id, atual.id), isNull(pedidos.usinaId)))
      .returning();
    if (!p) return null;
    await tx.insert(pedidoEventos).values({
      pedidoId: p.id,
      empresaId: empresa.id,
      usuarioId: sessao.usuarioId,
      de: p.status,
      para: p.status,
      mensagem: `Usina criada no monitoramento: ${usina.nome}`,
      criadoEm: agora,
    });
    return p;
  });
  if (!p) {
    await excluir(ctx, empresa, usina.uuid, usina.nome);
    throw new AppError('CONFLITO', JA_CRIADA);
  }
  return vendaParaApi(ctx, p);
}

const mesDe = (d: Date) => d.toISOString().slice(0, 7);
const somarMes = (mes: string, n: number) => {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  const t = a * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
};

/**
 * GET /api/usinas/:uuid/projeto: for a plant made from a sale, the design and month by month the
 * proposal's expected generation (its calendar month, degraded per operating year) against the
 * real one (null where no day of the month has a reading). Months run from the first month with
 * generation (the plant's creation month before any) to the current one. Null for other plants.
 */
export async function projetoDaUsina(ctx: AppContext, empresa: EmpresaAtual, usinaUuid: string) {
  const u = await buscarUsina(ctx, empresa, usinaUuid);
  const [p] = await ctx.db
    .select()
    .from(pedidos)
    .where(and(eq(pedidos.usinaId, u.id), eq(pedidos.empresaId, empresa.id), eq(pedidos.tipo, 'venda')));
  if (!p) return null;
  const calc = await calcularDoPedido(ctx, p);
  const dim = calc.dimensionamento;
  if (!dim) return null;
  const reais = await geracaoPorMes(ctx, u.id);
  const porMes = new Map(reais.map((r) => [r.mes, r.kwh]));
  const inicio = reais[0]?.mes ?? mesDe(u.criadaEm);
  const hoje = mesDe(ctx.now());
  const degradacao = calc.entradas.degradacao_anual ?? 0;
  const meses: Array<{ mes: string; previsto_kwh: number; real_kwh: number | null }> = [];
  for (let i = 0, mes = inicio; mes <= hoje && i < 300; i++, mes = somarMes(inicio, i)) {
    const doCalendario = dim.meses[Number(mes.slice(5, 7)) - 1]?.geracao_kwh ?? 0;
    const previsto = doCalendario * (1 - degradacao) ** Math.floor(i / 12);
    meses.push({ mes, previsto_kwh: Math.round(previsto * 10) / 10, real_kwh: porMes.get(mes) ?? null });
  }
  const comReal = meses.filter((m) => m.real_kwh !== null);
  const itens = await ctx.db
    .select()
    .from(pedidoItens)
    .where(eq(pedidoItens.pedidoId, p.id))
    .orderBy(asc(pedidoItens.ordem));
  return {
    pedido: { uuid: p.uuid, numero: p.numero },
    potencia_kwp: dim.potencia_real_kwp,
    equipamentos: itens.map((i) => ({
      tipo: i.tipo,
      nome: i.nome,
      fabricante: i.fabricante,
      modelo: i.modelo,
      quantidade: i.quantidade,
    })),
    geracao_anual_prevista_kwh: dim.geracao_anual_kwh,
    meses,
    previsto_total_kwh: Math.round(comReal.reduce((s, m) => s + m.previsto_kwh, 0) * 10) / 10,
    real_total_kwh: Math.round(comReal.reduce((s, m) => s + (m.real_kwh ?? 0), 0) * 10) / 10,
  };
}
