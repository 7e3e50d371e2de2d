import { saldoCorrido } from '@irradia/shared/financeiro/calculos';
import {
  type Despesa,
  fluxoProjetado,
  type Recebimento,
  resultadoDoMes,
  somarMeses,
  totalDosMeses,
} from '@irradia/shared/financeiro/demonstrativo';
import type { Demonstrativo, Extrato } from '@irradia/shared/financeiro/relatorios.schema';
import { hojeNoFuso } from '@irradia/shared/format/fuso';
import { and, asc, eq, exists, gte, isNull, lte, sql } from 'drizzle-orm';
import { carteiras, contas, extratoLinhas, pagamentos } from '../../db/schema/financeiro.ts';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { erroValidacao } from '../../platform/errors.ts';
import { referencia } from './financeiro.cadastros.ts';
import { contaDaEmpresa } from './financeiro.extratos.ts';
import { saldoDasContas } from './financeiro.saldos.ts';

// The account statement and the month's result (decision 040): both read paid entries, on a cash
// basis, from the day the money moved (`pago_em`).

const FUSO = 'America/Sao_Paulo';
const rs = (centavos: number) => Math.round(centavos) / 100;
const pago = sql<number>`coalesce(${pagamentos.valorPagoCentavos}, ${pagamentos.valorCentavos})`.mapWith(
  Number,
);

/** The last day of `AAAA-MM`. */
function ultimoDia(mes: string): string {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(a, m, 0)).toISOString().slice(0, 10);
}

function dias(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}

/**
 * The paid entries through the account in the period (default: the current month in Brasília; at
 * most a year), with the running balance from the balance at the start of `de`.
 */
export async function extratoDaConta(
  ctx: AppContext,
  empresa: EmpresaAtual,
  q: { conta: string; de?: string | undefined; ate?: string | undefined },
): Promise<Extrato> {
  const mes = hojeNoFuso(ctx.now(), FUSO).slice(0, 7);
  const de = q.de ?? `${mes}-01`;
  const ate = q.ate ?? (q.de ? ultimoDia(q.de.slice(0, 7)) : ultimoDia(mes));
  if (de > ate)
    throw erroValidacao([
      { field: 'ate', rule: 'after_or_equal', message: 'A data final deve ser igual ou posterior à inicial' },
    ]);
  if (dias(de, ate) > 366)
    throw erroValidacao([
      { field: 'ate', rule: 'max_range', message: 'Escolha um período de no máximo um ano' },
    ]);
  const conta = await contaDaEmpresa(ctx, empresa, q.conta);
  const anterior = (await saldoDasContas(ctx, empresa.id, [conta.id], de)).get(conta.id) ?? 0;
  const rows = await ctx.db
    .select({
      uuid: pagamentos.uuid,
      tipo: pagamentos.tipo,
      data: pagamentos.pagoEm,
      descricao: pagamentos.descricao,
      categoria: pagamentos.categoria,
      centavos: pago,
      conciliado: exists(
        ctx.db.select({ um: sql`1` }).from(extratoLinhas).where(eq(extratoLinhas.pagamentoId, pagamentos.id)),
      ).mapWith(Boolean),
    })
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.empresaId, empresa.id),
        eq(pagamentos.contaId, conta.id),
        isNull(pagamentos.canceladoEm),
        gte(pagamentos.pagoEm, de),
        lte(pagamentos.pagoEm, ate),
      ),
    )
    .orderBy(asc(pagamentos.pagoEm), asc(pagamentos.criadoEm), asc(pagamentos.id));
  const valores = rows.map((r) => (r.tipo === 'receber' ? r.centavos : -r.centavos));
  const corrido = saldoCorrido(anterior, valores);
  const movimentos = rows.map((r, i) => ({
    data: r.data ?? de,
    descricao: r.descricao,
    categoria: r.categoria,
    valor_rs: rs(valores[i] ?? 0),
    saldo_rs: rs(corrido.saldos[i] ?? anterior),
    conciliado: r.conciliado,
    pagamento: r.uuid,
  }));
  return {
    conta: { uuid: conta.uuid, nome: conta.nome },
    de,
    ate,
    saldo_anterior_rs: rs(anterior),
    entradas_rs: rs(corrido.entradas),
    saidas_rs: rs(corrido.saidas),
    saldo_final_rs: rs(corrido.final),
    movimentos,
  };
}

const MESES_DA_PROJECAO = 6;

/**
 * The months' results from `de` to `ate` (default: the last six months to the current one; at most
 * 24), optionally of one wallet, with today's balance of every account and the projected cash of
 * the company's open entries (cash has no wallet: the projection is always the whole company's).
 */
export async function demonstrativo(
  ctx: AppContext,
  empresa: EmpresaAtual,
  q: { de?: string | undefined; ate?: string | undefined; carteira?: string | undefined },
): Promise<Demonstrativo> {
  const hoje = hojeNoFuso(ctx.now(), FUSO);
  const ate = q.ate ?? (q.de && q.de > hoje.slice(0, 7) ? q.de : hoje.slice(0, 7));
  const de = q.de ?? somarMeses(ate, -5);
  if (de > ate)
    throw erroValidacao([
      { field: 'ate', rule: 'after_or_equal', message: 'O mês final deve ser igual ou posterior ao inicial' },
    ]);
  const meses: string[] = [];
  for (let m = de; m <= ate; m = somarMeses(m, 1)) meses.push(m);
  if (meses.length > 24)
    throw erroValidacao([
      { field: 'ate', rule: 'max_range', message: 'Escolha um período de no máximo 24 meses' },
    ]);
  const carteiraId = q.carteira ? await referencia(ctx, carteiras, empresa.id, q.carteira, 'carteira') : null;

  const rows = await ctx.db
    .select({
      tipo: pagamentos.tipo,
      pagoEm: pagamentos.pagoEm,
      valorCentavos: pagamentos.valorCentavos,
      valorPagoCentavos: pagamentos.valorPagoCentavos,
      custoCentavos: pagamentos.custoCentavos,
      categoria: pagamentos.categoria,
    })
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.empresaId, empresa.id),
        isNull(pagamentos.canceladoEm),
        gte(pagamentos.pagoEm, `${de}-01`),
        lte(pagamentos.pagoEm, ultimoDia(ate)),
        carteiraId === null ? undefined : eq(pagamentos.carteiraId, carteiraId),
      ),
    );
  const porMes = new Map(meses.map((m) => [m, { recebidos: [] as Recebimento[], pagos: [] as Despesa[] }]));
  for (const r of rows) {
    const alvo = porMes.get((r.pagoEm ?? '').slice(0, 7));
    if (!alvo) continue;
    if (r.tipo === 'receber') alvo.recebidos.push(r);
    else
      alvo.pagos.push({ valorPagoCentavos: r.valorPagoCentavos ?? r.valorCentavos, categoria: r.categoria });
  }
  const resultados = meses.map((m) => {
    const v = porMes.get(m);
    return resultadoDoMes(m, v?.recebidos ?? [], v?.pagos ?? []);
  });

  const ativas = await ctx.db
    .select({ id: contas.id })
    .from(contas)
    .where(and(eq(contas.empresaId, empresa.id), isNull(contas.removidoEm)));
  const saldos = await saldoDasContas(
    ctx,
    empresa.id,
    ativas.map((c) => c.id),
  );
  const saldoAtual = [...saldos.values()].reduce((a, b) => a + b, 0);
  const abertos = await ctx.db
    .select({
      tipo: pagamentos.tipo,
      valorCentavos: pagamentos.valorCentavos,
      vencimento: pagamentos.vencimento,
    })
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.empresaId, empresa.id),
        isNull(pagamentos.pagoEm),
        isNull(pagamentos.canceladoEm),
        lte(pagamentos.vencimento, ultimoDia(somarMeses(hoje.slice(0, 7), MESES_DA_PROJECAO - 1))),
      ),
    );
  return {
    de,
    ate,
    meses: resultados,
    total: totalDosMeses(resultados),
    saldo_atual_rs: rs(saldoAtual),
    fluxo_projetado: fluxoProjetado(
      hoje,
      saldoAtual,
      abertos.map((a) => ({ ...a, tipo: a.tipo === 'receber' ? 'receber' : 'pagar' })),
      MESES_DA_PROJECAO,
    ),
  };
}
