// The generation-credits ledger of one consumer unit and the savings its invoices show. Pure functions:
// the invoices come in already read (CamposFatura), nothing here touches the database or the network.
import type { CamposFatura, ItemFatura } from '@irradia/shared/faturas/faturas.campos';
import { MESES_VALIDADE_CREDITO } from '@irradia/shared/faturas/lei-14300';

interface LoteCredito {
  /** Cycle that created the credits, YYYY-MM. */
  origem: string;
  kwh: number;
  /** First cycle in which the lot is no longer usable, YYYY-MM (origem + 60 months). */
  expira_em: string;
}

export interface LinhaCredito {
  mes: string;
  /** False for a month with no invoice: the balance still carries over and lots still expire. */
  tem_fatura: boolean;
  injetada_kwh: number;
  /** Credits that entered this cycle as a new lot. */
  creditada_kwh: number;
  /** Compensation actually covered by credits (never more than the lots held). */
  compensada_kwh: number;
  /** Compensation the invoice claimed beyond the credits the ledger holds (capped, reported here). */
  compensacao_sem_credito_kwh: number;
  expirada_kwh: number;
  saldo_kwh: number;
  expirando_proximo_mes_kwh: number;
  /** Lots left after this cycle, oldest first. */
  lotes: LoteCredito[];
  saldo_informado_kwh: number | null;
  /** Printed balance minus computed balance; null when the invoice prints none. */
  divergencia_kwh: number | null;
}

export interface OpcoesRazao {
  /** Credit validity in months (60 by Lei 14.300). */
  meses?: number;
}

// ---- months -------------------------------------------------------------------------------------

const RE_MES = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Months since year 0 for a 'YYYY-MM'; null for anything else. */
export function indiceMes(mes: string | undefined): number | null {
  const m = mes ? RE_MES.exec(mes) : null;
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
}

export function mesDoIndice(i: number): string {
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

// Float noise from summing many fractional lots (CPFL prints 10 decimals) must not show as
// "0,0000001 kWh expirando"; 4 decimals keeps every digit a user could check on an invoice.
const EPS_KWH = 1e-6;
const r4 = (n: number) => Math.round(n * 1e4) / 1e4;
const r2 = (n: number) => Math.round((n + Math.sign(n) * Number.EPSILON) * 100) / 100;

/** kWh fields are magnitudes; some layouts keep the sign of credit lines (CPFL trailing minus). */
const kwh = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? 0 : Math.abs(v));

/**
 * Invoices keyed by month. A month given twice keeps the later invoice in the list (a re-issued
 * invoice replaces the first one); invoices without a valid reference month cannot be placed.
 */
function porMes(faturas: CamposFatura[]): Map<number, CamposFatura> {
  const mapa = new Map<number, CamposFatura>();
  for (const f of faturas) {
    const i = indiceMes(f.mes_referencia);
    if (i !== null) mapa.set(i, f);
  }
  return mapa;
}

/**
 * Credits a cycle adds: what the invoice says was credited (beneficiary allocation or the generator's
 * own surplus); when it prints only the injection, the injected energy minus what was sent to other units.
 */
function entradaDoMes(f: CamposFatura): { injetada: number; creditada: number } {
  const injetada = kwh(f.injetada_kwh);
  if (f.creditada_kwh !== undefined) return { injetada, creditada: kwh(f.creditada_kwh) };
  return { injetada, creditada: Math.max(0, injetada - kwh(f.distribuida_kwh)) };
}

/**
 * One line per month from the first to the last invoice, gaps filled with lines that carry no invoice.
 *
 * Expiry boundary: a lot created in cycle M counts 60 cycles including M itself (2021-03 … 2026-02)
 * and is written off at the opening of cycle M+60 (2026-03, its `expira_em`), before that cycle's
 * compensation. REN 1.000 counts the 60 months from the billing that created the credit, and the
 * billing of M+60 falls exactly 60 months later, so the credit is already gone then. This matches how
 * invoices print it: the M+59 invoice shows the lot as "Saldo a expirar próximo mês" (CPFL) /
 * "A expirar no próximo ciclo" (Energisa).
 *
 * Consumption order: oldest lot first, the current cycle's own lot last. The CPFL sample of OUT/2023
 * compensates with the JUN/23 lot (its remainder) and then JUL/23 while newer credits stay in the balance.
 */
export function razaoCreditos(faturas: CamposFatura[], opcoes: OpcoesRazao = {}): LinhaCredito[] {
  const validade = opcoes.meses ?? MESES_VALIDADE_CREDITO;
  const mapa = porMes(faturas);
  if (mapa.size === 0) return [];
  const indices = [...mapa.keys()];
  const primeiro = Math.min(...indices);
  const ultimo = Math.max(...indices);

  let lotes: Array<{ origem: number; kwh: number }> = [];
  const linhas: LinhaCredito[] = [];

  for (let i = primeiro; i <= ultimo; i++) {
    const f = mapa.get(i);

    let expirada = 0;
    lotes = lotes.filter((l) => {
      if (l.origem + validade > i) return true;
      expirada += l.kwh;
      return false;
    });

    const { injetada, creditada } = f ? entradaDoMes(f) : { injetada: 0, creditada: 0 };
    if (creditada > EPS_KWH) lotes.push({ origem: i, kwh: creditada });

    const pedido = f ? kwh(f.compensada_kwh) : 0;
    let falta = pedido;
    for (const l of lotes) {
      if (falta <= EPS_KWH) break;
      const usado = Math.min(l.kwh, falta);
      l.kwh -= usado;
      falta -= usado;
    }
    lotes = lotes.filter((l) => l.kwh > EPS_KWH);
    const semCredito = falta > EPS_KWH ? falta : 0;

    const saldo = lotes.reduce((s, l) => s + l.kwh, 0);
    const expirando = lotes.filter((l) => l.origem + validade === i + 1).reduce((s, l) => s + l.kwh, 0);
    const informado = f?.saldo_kwh !== undefined && Number.isFinite(f.saldo_kwh) ? f.saldo_kwh : null;

    linhas.push({
      mes: mesDoIndice(i),
      tem_fatura: f !== undefined,
      injetada_kwh: r4(injetada),
      creditada_kwh: r4(creditada),
      compensada_kwh: r4(pedido - semCredito),
      compensacao_sem_credito_kwh: r4(semCredito),
      expirada_kwh: r4(expirada),
      saldo_kwh: r4(saldo),
      expirando_proximo_mes_kwh: r4(expirando),
      lotes: lotes.map((l) => ({
        origem: mesDoIndice(l.origem),
        kwh: r4(l.kwh),
        expira_em: mesDoIndice(l.origem + validade),
      })),
      saldo_informado_kwh: informado,
      divergencia_kwh: informado === null ? null : r4(informado - saldo),
    });
  }
  return linhas;
}

/**
 * kWh that will expire in each of the next months if no credit is used meanwhile (the worst case the
 * chart warns about). Every month of the window is listed, zeros included, so the chart axis is continuous.
 */
export function creditosExpirando(
  linhas: LinhaCredito[],
  mesesAFrente = 12,
): Array<{ mes: string; kwh: number }> {
  const ultima = linhas.at(-1);
  const base = indiceMes(ultima?.mes);
  if (!ultima || base === null) return [];
  const saida: Array<{ mes: string; kwh: number }> = [];
  for (let k = 1; k <= mesesAFrente; k++) {
    const mes = mesDoIndice(base + k);
    const total = ultima.lotes.filter((l) => l.expira_em === mes).reduce((s, l) => s + l.kwh, 0);
    saida.push({ mes, kwh: r4(total) });
  }
  return saida;
}

// ---- reading invoice items ----------------------------------------------------------------------

const RE_SCEE = /\bSCEEE?\b/i;
// "comp." is CEMIG's abbreviation in "Energia comp. adicional".
const RE_CREDITO = /inj|compens|\bcomp\./i;
// Lines that are not the price of a consumed kWh: credits, flags, municipal and third-party charges.
const RE_NAO_CONSUMO =
  /inj|compens|\bcomp\.|scee|ajuste|gd\s*i|band|adic|ilum|cip|cosip|b[ôo]nus|multa|juros|desconto|cr[ée]dito/i;
// Energisa "Ajuste GDII - TRF Reduzida (Lei 14.300/22)": the non-compensable Fio B share as its own line.
const RE_AJUSTE_FIO_B = /ajuste\s*gd\s*ii|trf\.?\s*reduzida|fio\s*b/i;
// CEMIG "Energia compensada GD I" / "GD II": the credit line paired with "Energia SCEE s/ ICMS".
const RE_COMPENSADA_GD = /compensad[ao]\s+gd/i;

function maiorPorKwh(itens: ItemFatura[]): ItemFatura | undefined {
  return itens.reduce<ItemFatura | undefined>(
    (a, b) => (!a || (b.kwh ?? 0) > (a.kwh ?? 0) ? b : a),
    undefined,
  );
}

/**
 * The full tariff with taxes of the invoice, R$/kWh: the printed field, or the unit prices of the
 * consumption lines — TUSD + TE where the utility splits them (CPFL 0,47425 + 0,406895 = 0,881145), the
 * single energy line otherwise (CEMIG "Energia Elétrica", Energisa "Consumo em kWh"). Null when neither
 * is there: half a tariff (only TUSD) would understate every saving.
 */
export function tarifaCheia(f: CamposFatura): number | null {
  if (f.tarifa_com_tributos_rs_kwh !== undefined && f.tarifa_com_tributos_rs_kwh > 0) {
    return f.tarifa_com_tributos_rs_kwh;
  }
  const consumo = (f.itens ?? []).filter(
    (it) =>
      it.valor_rs > 0 && (it.kwh ?? 0) > 0 && (it.tarifa ?? 0) > 0 && !RE_NAO_CONSUMO.test(it.descricao),
  );
  if (consumo.length === 0) return null;
  // "TE" is matched in capitals only: in lower case it is a Portuguese word.
  const tusd = maiorPorKwh(consumo.filter((it) => /\bTUSD\b/i.test(it.descricao)));
  const te = maiorPorKwh(consumo.filter((it) => /\bTE\b/.test(it.descricao)));
  if (tusd || te) return tusd?.tarifa && te?.tarifa ? tusd.tarifa + te.tarifa : null;
  return maiorPorKwh(consumo)?.tarifa ?? null;
}

/** Where the Fio B charge of an invoice was read from, and its price per compensated kWh when known. */
export interface FioBDaFatura {
  valor_rs: number;
  /** R$ per compensated kWh as the invoice prices it (taxes included), when the lines give it. */
  por_kwh: number | null;
  origem: 'campo' | 'ajuste' | 'diferenca_scee';
}

/**
 * The Fio B the invoice charged on compensated energy: the parsed field; the Energisa adjustment line;
 * or the CEMIG price gap — "Energia SCEE s/ ICMS" bills the compensated kWh and "Energia compensada GD"
 * credits them back minus the non-compensable share, so the two lines' sum is the Fio B charged.
 * Null when the invoice shows none of these.
 */
export function fioBDaFatura(f: CamposFatura): FioBDaFatura | null {
  const itens = f.itens ?? [];
  const ajustes = itens.filter((it) => it.valor_rs > 0 && RE_AJUSTE_FIO_B.test(it.descricao));
  const scee = itens.find(
    (it) => it.valor_rs > 0 && RE_SCEE.test(it.descricao) && !/isenta/i.test(it.descricao),
  );
  const comp = itens.find((it) => it.valor_rs < 0 && RE_COMPENSADA_GD.test(it.descricao));

  let porKwh: number | null = null;
  let dosItens: number | null = null;
  let origem: FioBDaFatura['origem'] = 'ajuste';
  if (ajustes.length > 0) {
    dosItens = ajustes.reduce((s, it) => s + it.valor_rs, 0);
    const a = ajustes[0];
    if (ajustes.length === 1 && a) porKwh = a.tarifa ?? (a.kwh ? a.valor_rs / a.kwh : null);
  } else if (scee && comp) {
    origem = 'diferenca_scee';
    dosItens = Math.max(0, scee.valor_rs + comp.valor_rs);
    if (scee.tarifa !== undefined && comp.tarifa !== undefined)
      porKwh = Math.max(0, scee.tarifa - comp.tarifa);
  }

  if (f.fio_b_rs !== undefined && Number.isFinite(f.fio_b_rs)) {
    return { valor_rs: r2(Math.abs(f.fio_b_rs)), por_kwh: porKwh, origem: 'campo' };
  }
  return dosItens === null ? null : { valor_rs: r2(dosItens), por_kwh: porKwh, origem };
}

// ---- savings ------------------------------------------------------------------------------------

/**
 * What solar saved on this invoice and what the invoice would have been without it.
 *
 * Savings = the compensated kWh at the invoice's own full tariff with taxes, minus what the invoice still
 * charges on them. Which lines say that depends on the layout:
 * - CEMIG ("Energia SCEE s/ ICMS" + "Energia compensada GD…"): the SCEE kWh at full tariff, minus the SCEE
 *   line, plus every credit line ("comp. adicional" too) — the Fio B gap comes out of it once.
 * - CPFL / Energisa (consumption billed in full, credits as negative lines per origin month): the credit
 *   lines are exactly what the invoice took off, so the savings are their sum minus the Fio B adjustment.
 *   This also keeps out taxes still charged on compensated energy (SP levies ICMS on the compensated TUSD:
 *   CPFL credits it at 0,38889 against 0,47425 charged), which the consumer pays with or without solar.
 * - Only the fields: compensated kWh × tarifa_com_tributos − fio_b_rs.
 * Null when the invoice lacks what is needed; never filled in from ANEEL tables.
 */
export function economiaDaFatura(f: CamposFatura): {
  economia_rs: number | null;
  sem_solar_rs: number | null;
} {
  const economia = calcularEconomia(f);
  const semSolar =
    economia !== null && f.valor_total_rs !== undefined && Number.isFinite(f.valor_total_rs)
      ? r2(f.valor_total_rs + economia)
      : null;
  return { economia_rs: economia, sem_solar_rs: semSolar };
}

function calcularEconomia(f: CamposFatura): number | null {
  const itens = f.itens ?? [];
  const creditos = itens.filter((it) => it.valor_rs < 0 && RE_CREDITO.test(it.descricao));
  const creditado = creditos.reduce((s, it) => s - it.valor_rs, 0);
  const scee = itens.find(
    (it) => it.valor_rs > 0 && RE_SCEE.test(it.descricao) && !/isenta/i.test(it.descricao),
  );
  const tarifa = tarifaCheia(f);

  if (scee && creditos.length > 0) {
    const base = scee.kwh ?? (f.compensada_kwh === undefined ? undefined : kwh(f.compensada_kwh));
    if (tarifa === null || base === undefined) return null;
    return r2(base * tarifa - scee.valor_rs + creditado);
  }

  const fioB = fioBDaFatura(f)?.valor_rs ?? 0;
  if (creditos.length > 0) return r2(creditado - fioB);

  if (f.compensada_kwh === undefined) return null;
  const compensada = kwh(f.compensada_kwh);
  if (compensada === 0) return 0;
  if (tarifa === null) return null;
  return r2(compensada * tarifa - fioB);
}

export interface EconomiaMensal {
  mes: string;
  economia_rs: number | null;
  sem_solar_rs: number | null;
}

/**
 * Savings month by month (one invoice per month, the later one when repeated) and their total.
 * Months whose invoice lacks what the savings need stay in the list with nulls and out of the total.
 */
export function economiaAcumulada(faturas: CamposFatura[]): { total_rs: number; meses: EconomiaMensal[] } {
  const mapa = porMes(faturas);
  const meses = [...mapa.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([i, f]) => ({ mes: mesDoIndice(i), ...economiaDaFatura(f) }));
  const total = meses.reduce((s, m) => s + (m.economia_rs ?? 0), 0);
  return { total_rs: r2(total), meses };
}
