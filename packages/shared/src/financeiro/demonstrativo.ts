import { CATEGORIA_COMPRA_DE_MERCADORIAS, type TipoDePagamento } from './pagamentos.schema.ts';
import type { FluxoDoMes, ResultadoDoMes } from './relatorios.schema.ts';

// The month's result on a cash basis, the projected cash flow and the reconciliation suggestions
// (decision 040). Pure: the server reads the entries, these do the arithmetic in cents.

const rs = (centavos: number) => Math.round(centavos) / 100;

/** A receivable received in the month: what was paid, and the cost share of what was sold. */
export interface Recebimento {
  valorCentavos: number;
  valorPagoCentavos: number | null;
  custoCentavos: number;
}
/** A payable paid in the month. */
export interface Despesa {
  valorPagoCentavos: number;
  categoria: string | null;
}

export const SEM_CATEGORIA = 'Sem categoria';

interface Soma {
  receita: number;
  custo: number;
  despesas: Map<string, number>;
}

function somar(recebimentos: readonly Recebimento[], despesas: readonly Despesa[]): Soma {
  let receita = 0;
  let custo = 0;
  for (const r of recebimentos) {
    const pago = r.valorPagoCentavos ?? r.valorCentavos;
    receita += pago;
    // Received more or less than the entry (a discount, interest): the cost follows the share received.
    custo +=
      r.valorCentavos > 0 && pago !== r.valorCentavos
        ? (r.custoCentavos * pago) / r.valorCentavos
        : r.custoCentavos;
  }
  const porCategoria = new Map<string, number>();
  for (const d of despesas) {
    // Stock bought reaches the result as the cost of what is sold, not when it is paid.
    if (d.categoria === CATEGORIA_COMPRA_DE_MERCADORIAS) continue;
    const c = d.categoria ?? SEM_CATEGORIA;
    porCategoria.set(c, (porCategoria.get(c) ?? 0) + d.valorPagoCentavos);
  }
  return { receita, custo: Math.round(custo), despesas: porCategoria };
}

function resultado(s: Soma): Omit<ResultadoDoMes, 'mes'> {
  const margem = s.receita - s.custo;
  const despesas = [...s.despesas.values()].reduce((a, b) => a + b, 0);
  return {
    receita_rs: rs(s.receita),
    custo_rs: rs(s.custo),
    margem_bruta_rs: rs(margem),
    margem_bruta_pct: s.receita === 0 ? null : Math.round((margem / s.receita) * 1000) / 10,
    despesas_rs: rs(despesas),
    despesas_por_categoria: [...s.despesas]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'pt-BR'))
      .map(([categoria, v]) => ({ categoria, valor_rs: rs(v) })),
    resultado_rs: rs(margem - despesas),
  };
}

/** One month's result: receipts, their cost, gross margin, expenses by category and what is left. */
export function resultadoDoMes(
  mes: string,
  recebimentos: readonly Recebimento[],
  despesas: readonly Despesa[],
): ResultadoDoMes {
  return { mes, ...resultado(somar(recebimentos, despesas)) };
}

/** The months added up (the percentage is the total's, not an average of the months'). */
export function totalDosMeses(meses: readonly ResultadoDoMes[]): Omit<ResultadoDoMes, 'mes'> {
  const s: Soma = { receita: 0, custo: 0, despesas: new Map() };
  for (const m of meses) {
    s.receita += Math.round(m.receita_rs * 100);
    s.custo += Math.round(m.custo_rs * 100);
    for (const d of m.despesas_por_categoria)
      s.despesas.set(d.categoria, (s.despesas.get(d.categoria) ?? 0) + Math.round(d.valor_rs * 100));
  }
  return resultado(s);
}

/** `AAAA-MM` plus `n` months. */
export function somarMeses(mes: string, n: number): string {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  const i = a * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** An open entry (not paid, not cancelled). */
export interface Aberto {
  tipo: TipoDePagamento;
  valorCentavos: number;
  vencimento: string;
}

/**
 * The projected cash of the current month (of `hoje`) and the next `meses - 1`: open entries due in
 * each month (the current one also takes everything overdue) and the balance they lead to from
 * today's.
 */
export function fluxoProjetado(
  hoje: string,
  saldoAtualCentavos: number,
  abertos: readonly Aberto[],
  meses = 6,
): FluxoDoMes[] {
  const atual = hoje.slice(0, 7);
  const lista = Array.from({ length: meses }, (_, i) => ({
    mes: somarMeses(atual, i),
    entradas: 0,
    saidas: 0,
  }));
  for (const a of abertos) {
    let mes = a.vencimento.slice(0, 7);
    // Overdue: still to be paid, so in the current month.
    if (mes < atual) mes = atual;
    const alvo = lista.find((l) => l.mes === mes);
    if (!alvo) continue;
    if (a.tipo === 'receber') alvo.entradas += a.valorCentavos;
    else alvo.saidas += a.valorCentavos;
  }
  let saldo = saldoAtualCentavos;
  return lista.map((l) => {
    saldo += l.entradas - l.saidas;
    return { mes: l.mes, entradas_rs: rs(l.entradas), saidas_rs: rs(l.saidas), saldo_rs: rs(saldo) };
  });
}

const DIA = 86_400_000;
/** Whole days from `a` to `b` (YYYY-MM-DD). */
export function diasEntre(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DIA);
}

export const JANELA_DA_SUGESTAO_DIAS = 10;
export const MAX_SUGESTOES = 5;

/**
 * The open entries a statement line may be: the same sign (a credit is a receivable, a debit a
 * payable), the same amount to the cent, due within 10 days of the line's date; the closest first
 * (ties: the earlier due date), at most 5. `dias` is due date minus line date.
 */
export function sugerirConciliacao<T extends Aberto>(
  linha: { data: string; valorCentavos: number },
  abertos: readonly T[],
): Array<T & { dias: number }> {
  if (linha.valorCentavos === 0) return [];
  const tipo: TipoDePagamento = linha.valorCentavos > 0 ? 'receber' : 'pagar';
  const valor = Math.abs(linha.valorCentavos);
  return abertos
    .filter((a) => a.tipo === tipo && a.valorCentavos === valor)
    .map((a) => ({ ...a, dias: diasEntre(linha.data, a.vencimento) }))
    .filter((a) => Math.abs(a.dias) <= JANELA_DA_SUGESTAO_DIAS)
    .sort((a, b) => Math.abs(a.dias) - Math.abs(b.dias) || a.dias - b.dias)
    .slice(0, MAX_SUGESTOES);
}
