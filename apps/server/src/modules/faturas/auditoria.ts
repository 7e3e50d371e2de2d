// Checks one invoice of a distributed-generation unit against Lei 14.300 and REN 1.000: the Fio B share,
// the availability minimum, how much was compensated, and whether the lines add up to the total.
// Pure: the invoice comes in already read and every rule below reads only its arguments.
import {
  type CamposFatura,
  FORNECIMENTOS,
  type Fornecimento,
  type ModalidadeGd,
} from '@irradia/shared/faturas/faturas.campos';
import {
  MINIMO_DISPONIBILIDADE_KWH,
  percentualFioB,
  ULTIMO_ANO_GD_I,
} from '@irradia/shared/faturas/lei-14300';
import { formatMoeda } from '@irradia/shared/format/moeda';
import { numeroBr } from '@irradia/shared/format/numero';
import { fioBDaFatura, indiceMes } from './creditos.ts';

export interface UnidadeGd {
  tipo: 'geradora' | 'beneficiaria';
  gd: ModalidadeGd;
  fornecimento: Fornecimento;
  /** Connection / start date, YYYY-MM-DD. */
  inicio: string;
}

export interface ContextoAuditoria {
  /** Credits the unit held for this cycle (previous balance + credits received), from the ledger. */
  creditos_disponiveis_kwh?: number;
  /**
   * TUSD Fio B component in R$/kWh as this invoice prices energy (taxes included when the state taxes
   * it), e.g. from ANEEL's "componentes tarifárias" open data. Without it the component is estimated
   * from the invoice's own lines.
   */
  tusd_fio_b_rs_kwh?: number;
}

type RegraAuditoria =
  | 'modalidade_gd'
  | 'fio_b'
  | 'custo_disponibilidade'
  | 'disponibilidade_em_dobro'
  | 'compensacao'
  | 'total';

export interface Verificacao {
  regra: RegraAuditoria;
  esperado: number | null;
  encontrado: number | null;
  /** encontrado − esperado. */
  diferenca: number | null;
  ok: boolean;
  mensagem: string;
}

export interface ResultadoAuditoria {
  ok: boolean;
  verificacoes: Verificacao[];
}

/** Invoice totals are printed to the cent; 5 cents absorbs per-line rounding. */
const TOLERANCIA_TOTAL_RS = 0.05;
/** CEMIG and Energisa print whole kWh; one kWh absorbs their rounding. */
const TOLERANCIA_KWH = 1;
/** Fio B: R$ 0,10 or 1% of the expected charge, whichever is larger (per-line rounding of unit prices). */
const TOLERANCIA_FIO_B_RS = 0.1;
const TOLERANCIA_FIO_B_RELATIVA = 0.01;

const r2 = (n: number) => Math.round((n + Math.sign(n) * Number.EPSILON) * 100) / 100;
const r4 = (n: number) => Math.round(n * 1e4) / 1e4;
const rs = (n: number) => formatMoeda(n);
const kwh = (n: number) => `${numeroBr(r4(n), 0, 2)} kWh`;
const nomeFornecimento = (f: Fornecimento) => FORNECIMENTOS[f].toLowerCase();

function naoVerificavel(regra: RegraAuditoria, mensagem: string): Verificacao {
  return { regra, esperado: null, encontrado: null, diferenca: null, ok: true, mensagem };
}

function numero(v: number | undefined): number | null {
  return v !== undefined && Number.isFinite(v) ? v : null;
}

export function auditarFatura(
  f: CamposFatura,
  unidade: UnidadeGd,
  contexto: ContextoAuditoria = {},
): ResultadoAuditoria {
  const verificacoes: Verificacao[] = [
    verificarModalidade(f, unidade),
    verificarFioB(f, unidade, contexto),
    ...verificarDisponibilidade(f, unidade),
    verificarCompensacao(f, unidade, contexto),
    verificarTotal(f),
  ];
  return { ok: verificacoes.every((v) => v.ok), verificacoes };
}

/** A GD I unit billed as GD II loses money every month: the invoice's label must match the unit's. */
function verificarModalidade(f: CamposFatura, u: UnidadeGd): Verificacao {
  if (!f.gd) return naoVerificavel('modalidade_gd', 'A fatura não informa a modalidade (GD I ou GD II).');
  if (f.gd === u.gd) {
    return naoVerificavel('modalidade_gd', `A fatura classifica a unidade como ${f.gd}, como no cadastro.`);
  }
  return {
    regra: 'modalidade_gd',
    esperado: null,
    encontrado: null,
    diferenca: null,
    ok: false,
    mensagem: `A fatura classifica a unidade como ${f.gd}, mas o cadastro diz ${u.gd}: confira a data do pedido de acesso (Lei 14.300).`,
  };
}

function verificarFioB(f: CamposFatura, u: UnidadeGd, ctx: ContextoAuditoria): Verificacao {
  const i = indiceMes(f.mes_referencia);
  if (i === null) {
    return naoVerificavel(
      'fio_b',
      'Sem o mês de referência não dá para saber o percentual de Fio B da Lei 14.300.',
    );
  }
  const ano = Math.floor(i / 12);
  const cobrado = fioBDaFatura(f);

  if (u.gd === 'GD I' && ano <= ULTIMO_ANO_GD_I) {
    const encontrado = cobrado?.valor_rs ?? 0;
    const ok = encontrado <= TOLERANCIA_FIO_B_RS;
    return {
      regra: 'fio_b',
      esperado: 0,
      encontrado,
      diferenca: encontrado,
      ok,
      mensagem: ok
        ? 'Unidade GD I sem cobrança de Fio B, como garante a Lei 14.300 até 31/12/2045.'
        : `Fio B cobrado ${rs(encontrado)} de uma unidade GD I: a Lei 14.300 garante compensação integral até 31/12/2045.`,
    };
  }

  const { percentual, premissa } = percentualFioB(ano);
  const rotulo = premissa
    ? `${percentual}% em ${ano}, premissa: após 2028 a regra depende da ANEEL`
    : `${percentual}% em ${ano}`;
  const compensada = numero(f.compensada_kwh);
  if (compensada === null) {
    return naoVerificavel(
      'fio_b',
      'A fatura não informa a energia compensada; sem ela não dá para prever o Fio B.',
    );
  }

  let componente: number | null = null;
  let estimada = false;
  if (percentual === 0) componente = 0;
  else if (ctx.tusd_fio_b_rs_kwh !== undefined) componente = ctx.tusd_fio_b_rs_kwh;
  else if (cobrado && cobrado.por_kwh !== null) {
    // The CEMIG price gap / Energisa adjustment price is percent × component: undo the percent.
    componente = cobrado.por_kwh / (percentual / 100);
    estimada = true;
  }
  if (componente === null) {
    return naoVerificavel(
      'fio_b',
      'A fatura não traz a componente TUSD Fio B nem linhas de onde estimá-la (diferença entre "Energia SCEE" e "Energia compensada", ajuste GD II); informe a componente da ANEEL para conferir.',
    );
  }

  const esperado = r2((percentual / 100) * componente * Math.abs(compensada));
  const notaEstimada = estimada
    ? ' Componente Fio B estimada pelos preços da própria fatura; informe a da ANEEL para conferir o percentual.'
    : '';
  if (!cobrado) {
    return {
      regra: 'fio_b',
      esperado,
      encontrado: null,
      diferenca: null,
      ok: true,
      mensagem: `A fatura não mostra a cobrança de Fio B; o previsto pela Lei 14.300 (${rotulo}) é ${rs(esperado)}.`,
    };
  }

  const encontrado = cobrado.valor_rs;
  const diferenca = r2(encontrado - esperado);
  const tolerancia = Math.max(TOLERANCIA_FIO_B_RS, TOLERANCIA_FIO_B_RELATIVA * esperado);
  const detalhe = `previsto ${rs(esperado)}, cobrado ${rs(encontrado)}.${notaEstimada}`;
  if (diferenca > tolerancia) {
    return {
      regra: 'fio_b',
      esperado,
      encontrado,
      diferenca,
      ok: false,
      mensagem: `Fio B cobrado ${rs(diferenca)} acima do previsto pela Lei 14.300 (${rotulo}): ${detalhe}`,
    };
  }
  // Charging less than the law allows is the utility's loss, not the consumer's: reported, not flagged.
  const mensagem =
    diferenca < -tolerancia
      ? `Fio B cobrado ${rs(-diferenca)} abaixo do previsto pela Lei 14.300 (${rotulo}), a favor do consumidor: ${detalhe}`
      : `Fio B de ${rs(encontrado)} confere com a Lei 14.300 (${rotulo}).${notaEstimada}`;
  return { regra: 'fio_b', esperado, encontrado, diferenca, ok: true, mensagem };
}

/**
 * Rule used: the availability minimum is a floor on the kWh billed after compensation —
 * billed = max(consumption − compensated, minimum) — never an extra charge on top of them. Lei 14.300
 * forbids charging a GD unit the availability cost twice, so a separate availability line next to
 * billed energy already above the minimum is flagged.
 */
function verificarDisponibilidade(f: CamposFatura, u: UnidadeGd): Verificacao[] {
  const minimo = MINIMO_DISPONIBILIDADE_KWH[u.fornecimento];
  const nome = nomeFornecimento(u.fornecimento);
  const consumo = numero(f.consumo_kwh);
  const compensada = numero(f.compensada_kwh);
  if (consumo === null || compensada === null) {
    return [
      naoVerificavel(
        'custo_disponibilidade',
        'A fatura não informa o consumo e a energia compensada; sem eles não dá para conferir o custo de disponibilidade.',
      ),
    ];
  }
  const faturado = r4(consumo - Math.abs(compensada));
  // Below the minimum the utility bills the minimum and compensates nothing: all consumption stays billed.
  const esperado = Math.min(consumo, minimo);
  const ok = faturado >= esperado - TOLERANCIA_KWH;
  const saida: Verificacao[] = [
    {
      regra: 'custo_disponibilidade',
      esperado,
      encontrado: faturado,
      diferenca: r4(faturado - esperado),
      ok,
      mensagem: ok
        ? `Ficaram ${kwh(faturado)} faturados sem compensação, respeitando o mínimo de ${kwh(minimo)} do ${nome} (custo de disponibilidade, REN 1.000).`
        : `A compensação deixou só ${kwh(faturado)} faturados; o mínimo do ${nome} é ${kwh(minimo)} (custo de disponibilidade, REN 1.000).`,
    },
  ];

  const linhas = (f.itens ?? []).filter((it) => it.valor_rs > 0 && /disponibilidade/i.test(it.descricao));
  if (linhas.length > 0) {
    const valor = r2(linhas.reduce((s, it) => s + it.valor_rs, 0));
    const emDobro = faturado > minimo + TOLERANCIA_KWH;
    saida.push({
      regra: 'disponibilidade_em_dobro',
      esperado: emDobro ? 0 : valor,
      encontrado: valor,
      diferenca: emDobro ? valor : 0,
      ok: !emDobro,
      mensagem: emDobro
        ? `Custo de disponibilidade de ${rs(valor)} cobrado além dos ${kwh(faturado)} já faturados, acima do mínimo de ${kwh(minimo)}: a Lei 14.300 veda cobrá-lo duas vezes da unidade com geração distribuída.`
        : `Custo de disponibilidade de ${rs(valor)} cobrado uma só vez: os ${kwh(faturado)} faturados não passam do mínimo de ${kwh(minimo)}.`,
    });
  }
  return saida;
}

/**
 * Compensation must reach min(consumption − minimum, credits available) and not pass it. Credits left
 * unused while consumption was billed are money the integrator promised the client, so under-compensation
 * fails too — but only when the available credits are known.
 */
function verificarCompensacao(f: CamposFatura, u: UnidadeGd, ctx: ContextoAuditoria): Verificacao {
  const minimo = MINIMO_DISPONIBILIDADE_KWH[u.fornecimento];
  const consumo = numero(f.consumo_kwh);
  const bruta = numero(f.compensada_kwh);
  if (consumo === null || bruta === null) {
    return naoVerificavel(
      'compensacao',
      'A fatura não informa o consumo e a energia compensada; sem eles não dá para conferir a compensação.',
    );
  }
  const compensada = Math.abs(bruta);
  const compensavel = Math.max(0, consumo - minimo);
  const creditos = ctx.creditos_disponiveis_kwh;
  const esperado = r4(creditos === undefined ? compensavel : Math.min(compensavel, Math.max(0, creditos)));
  const diferenca = r4(compensada - esperado);
  const base = { regra: 'compensacao' as const, esperado, encontrado: compensada, diferenca };

  if (diferenca > TOLERANCIA_KWH) {
    const motivo =
      esperado === r4(compensavel)
        ? `consumo de ${kwh(consumo)} menos o mínimo de ${kwh(minimo)}`
        : `créditos disponíveis de ${kwh(creditos ?? 0)}`;
    return {
      ...base,
      ok: false,
      mensagem: `Compensados ${kwh(compensada)}, ${kwh(diferenca)} acima do máximo de ${kwh(esperado)} (${motivo}).`,
    };
  }
  if (creditos === undefined) {
    return {
      ...base,
      ok: true,
      mensagem: `Compensados ${kwh(compensada)}, dentro do consumo compensável de ${kwh(compensavel)}; sem o saldo de créditos não dá para saber se faltou compensar.`,
    };
  }
  if (diferenca < -TOLERANCIA_KWH) {
    return {
      ...base,
      ok: false,
      mensagem: `Faltou compensar ${kwh(-diferenca)}: havia ${kwh(creditos)} de créditos e ${kwh(compensavel)} de consumo compensável, mas a fatura compensou ${kwh(compensada)}.`,
    };
  }
  return {
    ...base,
    ok: true,
    mensagem: `Compensação de ${kwh(compensada)} confere com o consumo e os créditos disponíveis.`,
  };
}

/**
 * The lines must add up to the amount due. Parsers may keep the municipal lighting contribution only in
 * its own field (CPFL prints it under "DÉBITOS DE OUTROS SERVIÇOS"): it is added when no line carries it.
 */
function verificarTotal(f: CamposFatura): Verificacao {
  const itens = f.itens ?? [];
  const total = numero(f.valor_total_rs);
  if (itens.length === 0 || total === null) {
    return naoVerificavel(
      'total',
      'A fatura não traz os itens e o total; sem eles não dá para conferir a soma.',
    );
  }
  let soma = itens.reduce((s, it) => s + it.valor_rs, 0);
  const cip = numero(f.iluminacao_publica_rs);
  if (cip !== null && !itens.some((it) => /ilum|\bcip\b|cosip/i.test(it.descricao))) soma += cip;
  soma = r2(soma);
  const diferenca = r2(soma - total);
  const ok = Math.abs(diferenca) <= TOLERANCIA_TOTAL_RS;
  return {
    regra: 'total',
    esperado: total,
    encontrado: soma,
    diferenca,
    ok,
    mensagem: ok
      ? `A soma dos itens confere com o total de ${rs(total)}.`
      : `A soma dos itens dá ${rs(soma)}, mas o total da fatura é ${rs(total)}: diferença de ${rs(Math.abs(diferenca))}.`,
  };
}
