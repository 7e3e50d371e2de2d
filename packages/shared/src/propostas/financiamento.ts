// A proposal's price and payment options: the sale price from cost, margin and taxes; cash with a
// discount; instalments without interest; financing by the Price table. Money in reais as numbers,
// rounded to the cent where a value is charged (see `centavos`). Choices in
// docs/decisions/030-formulas-da-proposta.md.

/**
 * Reais rounded to the cent, half away from zero. The product is cut to 15 significant digits first
 * so that 180.075 (18007.499999999996 in binary) rounds to 180.08 as on paper.
 */
export function centavos(n: number): number {
  return (Math.sign(n) * Math.round(Number((Math.abs(n) * 100).toPrecision(15)))) / 100;
}

/** Monthly rate equivalent to an annual one: (1 + a)^(1/12) − 1. */
export function taxaMensalDeAnual(anual: number): number {
  return (1 + anual) ** (1 / 12) - 1;
}

/** Annual rate equivalent to a monthly one: (1 + m)^12 − 1. */
export function taxaAnualDeMensal(mensal: number): number {
  return (1 + mensal) ** 12 - 1;
}

// ---- price -----------------------------------------------------------------------------------------

export interface EntradaPreco {
  /** The kit at cost (catalogue), R$. */
  custo_kit_rs: number;
  /** Services (installation, design, homologation…) at cost, R$. */
  servicos_rs: number;
  /** Margin as a share of the sale price, e.g. 0.2. */
  margem: number;
  /** Taxes on revenue as a share of the sale price, e.g. 0.06 (Simples Nacional). */
  impostos: number;
}

export interface Preco {
  custo_rs: number;
  preco_rs: number;
  impostos_rs: number;
  /** preço − custo − impostos, so the three parts add up to the price to the cent. */
  margem_rs: number;
}

/**
 * Sale price by the divisor markup: preço = custo / (1 − margem − impostos), margin and taxes being
 * shares of the price (taxes are levied on revenue). The price is rounded to the cent; the margin is
 * what is left after cost and taxes.
 */
export function precoDeVenda(e: EntradaPreco): Preco {
  const soma = e.margem + e.impostos;
  if (!(e.margem >= 0 && e.impostos >= 0 && soma < 1)) {
    throw new RangeError('margem e impostos devem ser ≥ 0 e somar menos de 100 %');
  }
  const custo = centavos(e.custo_kit_rs + e.servicos_rs);
  const preco = centavos(custo / (1 - soma));
  const impostos = centavos(preco * e.impostos);
  return {
    custo_rs: custo,
    preco_rs: preco,
    impostos_rs: impostos,
    margem_rs: centavos(preco - custo - impostos),
  };
}

// ---- payment options -------------------------------------------------------------------------------

/** Cash price after a discount share (0.05 = 5 %). */
export function precoAVista(preco: number, desconto = 0): number {
  return centavos(preco * (1 - desconto));
}

/**
 * Instalments without interest: equal parts to the cent, the leftover cents on the first one, so
 * they add up to the value exactly (R$ 1.000 in 3 = 333,34 + 333,33 + 333,33).
 */
export function parcelasSemJuros(valor: number, n: number): number[] {
  if (!(Number.isInteger(n) && n >= 1)) throw new RangeError('número de parcelas deve ser inteiro ≥ 1');
  const totalCentavos = Math.round(valor * 100);
  const base = Math.floor(totalCentavos / n);
  const resto = totalCentavos - base * n;
  return Array.from({ length: n }, (_, i) => (base + (i === 0 ? resto : 0)) / 100);
}

/** Price-table instalment (PMT): PV × i / (1 − (1 + i)^−n); PV / n at zero rate. Rounded to the cent. */
export function parcelaPrice(valor: number, taxaMensal: number, n: number): number {
  if (!(Number.isInteger(n) && n >= 1)) throw new RangeError('prazo deve ser inteiro ≥ 1');
  if (!(taxaMensal > -1)) throw new RangeError('taxa deve ser > −100 %');
  if (taxaMensal === 0) return centavos(valor / n);
  return centavos((valor * taxaMensal) / (1 - (1 + taxaMensal) ** -n));
}

export interface LinhaPrice {
  /** 1 = first instalment. */
  numero: number;
  parcela_rs: number;
  juros_rs: number;
  amortizacao_rs: number;
  /** Balance after this instalment. */
  saldo_rs: number;
}

export interface Financiamento {
  entrada_rs: number;
  financiado_rs: number;
  parcela_rs: number;
  tabela: LinhaPrice[];
  /** Entry + every instalment. */
  total_pago_rs: number;
  juros_rs: number;
}

/**
 * The Price amortisation table: each month interest = balance × i (to the cent), amortisation =
 * instalment − interest. The last instalment pays the balance left plus its interest, so the cents
 * lost to rounding never leave a balance behind (it may differ from the others by a few cents).
 */
export function tabelaPrice(valor: number, taxaMensal: number, n: number): LinhaPrice[] {
  const parcela = parcelaPrice(valor, taxaMensal, n);
  const linhas: LinhaPrice[] = [];
  let saldo = centavos(valor);
  for (let k = 1; k <= n; k++) {
    const juros = centavos(saldo * taxaMensal);
    const amortizacao = k === n ? saldo : centavos(parcela - juros);
    saldo = centavos(saldo - amortizacao);
    linhas.push({
      numero: k,
      parcela_rs: centavos(amortizacao + juros),
      juros_rs: juros,
      amortizacao_rs: amortizacao,
      saldo_rs: saldo,
    });
  }
  return linhas;
}

/** Financing of `valor` minus an entry, at a monthly rate over `meses`, by the Price table. */
export function financiar(valor: number, entrada: number, taxaMensal: number, meses: number): Financiamento {
  if (!(entrada >= 0 && entrada < valor)) throw new RangeError('entrada deve ser ≥ 0 e menor que o valor');
  const financiado = centavos(valor - entrada);
  const tabela = tabelaPrice(financiado, taxaMensal, meses);
  const parcelas = tabela.reduce((s, l) => s + l.parcela_rs, 0);
  return {
    entrada_rs: centavos(entrada),
    financiado_rs: financiado,
    parcela_rs: tabela[0]?.parcela_rs ?? 0,
    tabela,
    total_pago_rs: centavos(entrada + parcelas),
    juros_rs: centavos(tabela.reduce((s, l) => s + l.juros_rs, 0)),
  };
}

// ---- a proposal's payment options (decision 035) -------------------------------------------------

/** What the integrador offers: instalments without interest, financing terms, entry, cash discount. */
interface CondicoesDePagamento {
  /** Card or boleto instalments without interest, 1 to 24; null offers none. */
  parcelas_max: number | null;
  /** Financing's monthly rate (0.0149 = 1,49 % a month); null offers no financing. */
  taxa_financiamento_mensal: number | null;
  /** Financing terms in months, each one an option. */
  prazos_financiamento_meses: readonly number[] | null;
  /** Down payment of the financing, R$ (null = 0). */
  entrada_rs: number | null;
  /** Cash discount share (null = 0). */
  desconto_a_vista: number | null;
}

interface OpcoesDePagamento {
  a_vista_rs: number;
  /** `valor_parcela_rs` is the regular instalment; the first takes the leftover cents. */
  parcelado: { parcelas: number; valor_parcela_rs: number; primeira_parcela_rs: number } | null;
  financiamentos: Array<{
    prazo_meses: number;
    taxa_mensal: number;
    entrada_rs: number;
    parcela_rs: number;
    /** Entry plus every instalment. */
    total_rs: number;
  }>;
}

/**
 * The options of a sale price: cash (with the discount), the instalments without interest, and one
 * Price-table financing per term (on the full price, less the entry). No financing when the rate or
 * the terms are missing or the entry is not below the price.
 */
export function opcoesDePagamento(preco: number, c: CondicoesDePagamento | null): OpcoesDePagamento {
  const parcelas = c?.parcelas_max ? parcelasSemJuros(preco, c.parcelas_max) : null;
  const entrada = c?.entrada_rs ?? 0;
  const taxa = c?.taxa_financiamento_mensal ?? null;
  const financia = taxa !== null && entrada < preco;
  return {
    a_vista_rs: precoAVista(preco, c?.desconto_a_vista ?? 0),
    parcelado: parcelas
      ? {
          parcelas: parcelas.length,
          valor_parcela_rs: parcelas[parcelas.length - 1] ?? 0,
          primeira_parcela_rs: parcelas[0] ?? 0,
        }
      : null,
    financiamentos: financia
      ? [...new Set(c?.prazos_financiamento_meses ?? [])]
          .sort((a, b) => a - b)
          .map((prazo) => {
            const f = financiar(preco, entrada, taxa, prazo);
            return {
              prazo_meses: prazo,
              taxa_mensal: taxa,
              entrada_rs: f.entrada_rs,
              parcela_rs: f.parcela_rs,
              total_rs: f.total_pago_rs,
            };
          })
      : [],
  };
}
