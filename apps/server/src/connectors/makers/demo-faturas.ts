// Over 400 lines: one year of a distributor's GD billing (tariff lines, taxes, credits) for the demo; split, its steps would be read out of order.
// The demo's utility invoices: one per month for each generator and beneficiary unit of the demo
// plants (demo-usinas.ts), billed the way a distributor bills a GD unit — consumption at TUSD + TE
// with ICMS and PIS/COFINS inside, the compensated energy credited back line by line, the
// Lei 14.300 Fio B share of GD II as its own adjustment line, public lighting — with the credits
// each unit receives, compensates and keeps (60-month lots, oldest used first, as REN 1.000 counts
// them). Pure: months in, invoices out; the same for the Celesc simulator and the demo's seeding.
import type {
  CamposFatura,
  ClasseConsumo,
  Fornecimento,
  ItemFatura,
  StatusFatura,
} from '@irradia/shared/faturas/faturas.campos';
import type { UnidadeEntrada } from '@irradia/shared/faturas/faturas.schema';
import { kwpDaUsina } from './contrato.ts';
import { type UnidadeDemo, type UsinaDemo, usinasDemoComDados } from './demo-usinas.ts';
import { aleatorio, energiaDoDia } from './simulation.ts';
import type { CodigoFabricante } from './types.ts';

/**
 * B1 conventional TUSD and TE, R$/kWh without taxes, of ANEEL's 2019 table
 * (../shared/data/distribuidoras/aneel_tarifa_fornecimento_residencial_2019.csv, under the
 * distributors' old siglas: Celpe, Coelce, Coelba, CEEE-D, Celg-D, EMT), and the month each
 * distributor's yearly adjustment takes effect (its REH's vigência).
 */
const TARIFAS_2019: Record<string, { tusd: number; te: number; reajuste: number }> = {
  'Neoenergia Pernambuco': { tusd: 0.29838, te: 0.25095, reajuste: 4 },
  'Enel CE': { tusd: 0.27362, te: 0.25587, reajuste: 4 },
  'Neoenergia Coelba': { tusd: 0.32248, te: 0.22965, reajuste: 4 },
  'CPFL Paulista': { tusd: 0.24526, te: 0.27776, reajuste: 4 },
  'Cemig-D': { tusd: 0.34652, te: 0.28181, reajuste: 5 },
  'Equatorial CEEE': { tusd: 0.23106, te: 0.31654, reajuste: 11 },
  'Copel-DIS': { tusd: 0.2437, te: 0.27391, reajuste: 6 },
  'Celesc-DIS': { tusd: 0.20872, te: 0.31177, reajuste: 8 },
  'Equatorial GO': { tusd: 0.26697, te: 0.29478, reajuste: 10 },
  'Energisa MT': { tusd: 0.34736, te: 0.27948, reajuste: 4 },
};
/** 2019 → the cycle that began in 2025: the IPCA of those years, roughly (decision 017). */
const CORRECAO_2025 = 1.4;
/** Each later (or earlier) yearly adjustment, roughly. */
const REAJUSTE_ANUAL = 0.04;
/** TUSD Fio B as a share of the TUSD, roughly (decision 017). */
const FIO_B_DA_TUSD = 0.5;

/** ICMS on residential and commercial energy, by state (2025 rates). */
const ICMS: Record<string, number> = {
  PE: 0.205,
  CE: 0.2,
  BA: 0.205,
  SP: 0.18,
  MG: 0.18,
  RS: 0.17,
  PR: 0.195,
  SC: 0.17,
  GO: 0.19,
  MT: 0.17,
};

/** Lei 14.300 art. 27: share of Fio B on compensated energy of GD II units, by year of the invoice. */
const RAMPA_FIO_B: Record<number, number> = {
  2023: 0.15,
  2024: 0.3,
  2025: 0.45,
  2026: 0.6,
  2027: 0.75,
  2028: 0.9,
};
const fioBNoAno = (ano: number) => (ano < 2023 ? 0 : (RAMPA_FIO_B[ano] ?? 1));

/** Custo de disponibilidade (REN 1.000), kWh. */
const MINIMO: Record<Fornecimento, number> = { monofasico: 30, bifasico: 50, trifasico: 100 };
/** Credits last 60 months (Lei 14.300). */
const VALIDADE_MESES = 60;

const r2 = (n: number) => Math.round((n + Math.sign(n) * Number.EPSILON) * 100) / 100;
const r6 = (n: number) => Math.round(n * 1e6) / 1e6;

// ---- months -------------------------------------------------------------------------------------

const indice = (mes: string) => Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1;
const mesDe = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
const diasNoMes = (mes: string) =>
  new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)), 0)).getUTCDate();

/** `YYYY-MM` plus `n` months. */
export const somarMeses = (mes: string, n: number) => mesDe(indice(mes) + n);

/** The installation day of a demo plant: its own, or 13 months before the demo's first month. */
function instalacaoDe(u: UsinaDemo, mesBase: string, dia: number): string {
  return u.instalacao ?? `${somarMeses(mesBase, -13)}-${String(dia).padStart(2, '0')}`;
}

// ---- what the meter saw -------------------------------------------------------------------------

/** Energy the plant generated in a month, kWh: the simulated clouds' own days summed. */
function geracaoDoMes(kwp: number, latitude: number, mes: string, idUsina: string): number {
  let kwh = 0;
  for (let d = 1; d <= diasNoMes(mes); d++)
    kwh += energiaDoDia(kwp, latitude, `${mes}-${String(d).padStart(2, '0')}`, idUsina);
  return Math.round(kwh);
}

/** A unit's consumption in a month: its mean, more in the hot months, a little noise. */
function consumoDoMes(u: UnidadeDemo, mes: string, semente: string): number {
  const m = Number(mes.slice(5, 7)) - 1;
  const estacao = 1 + 0.12 * Math.cos((2 * Math.PI * m) / 12);
  const ruido = 0.94 + 0.12 * aleatorio(`${semente}:${mes}`);
  return Math.max(MINIMO[u.fornecimento] + 1, Math.round(u.consumo_kwh * estacao * ruido));
}

// ---- tariffs ------------------------------------------------------------------------------------

interface Tarifa {
  tusd: number;
  te: number;
  fioB: number;
  /** ICMS + PIS + COFINS, charged "por dentro" (the price with taxes is price / (1 − taxes)). */
  tributos: number;
}

/** The distributor's tariff in force in a month, with that month's PIS/COFINS. */
function tarifaDoMes(sigla: string, uf: string, mes: string): Tarifa {
  const t = TARIFAS_2019[sigla];
  if (!t) throw new Error(`demo: sem tarifa para ${sigla}`);
  const ano = Number(mes.slice(0, 4));
  const ciclo = Number(mes.slice(5, 7)) >= t.reajuste ? ano : ano - 1;
  const fator = CORRECAO_2025 * (1 + REAJUSTE_ANUAL) ** (ciclo - 2025);
  // PIS/COFINS change every month with the distributor's own credits (about 1 % and 4.5–5.5 %).
  const pisCofins =
    0.0095 + 0.002 * aleatorio(`pis:${sigla}:${mes}`) + 0.045 + 0.01 * aleatorio(`cofins:${sigla}:${mes}`);
  return {
    tusd: r6(t.tusd * fator),
    te: r6(t.te * fator),
    fioB: r6(t.tusd * fator * FIO_B_DA_TUSD),
    tributos: (ICMS[uf] ?? 0.18) + pisCofins,
  };
}

/** Municipal public-lighting contribution, R$, by supply (it grows with the bill). */
function iluminacaoPublica(u: UnidadeDemo, semente: string): number {
  const base = { monofasico: 11, bifasico: 19, trifasico: 48 }[u.fornecimento];
  return r2(base * (0.9 + 0.3 * aleatorio(`cip:${semente}`)));
}

// ---- one unit's invoices ------------------------------------------------------------------------

/** An invoice as printed: the fields POST /api/faturas takes, every one a demo invoice carries filled in. */
export type FaturaDemo = CamposFatura & {
  mes_referencia: string;
  vencimento: string;
  status: StatusFatura;
  valor_total_rs: number;
  consumo_kwh: number;
  compensada_kwh: number;
  saldo_kwh: number;
  itens: ItemFatura[];
};

export interface UnidadeFaturada
  extends Omit<UnidadeEntrada, 'usina' | 'concessionaria' | 'nome' | 'inicio' | 'cota' | 'fim_previsto'> {
  nome: string;
  inicio: string;
  cota: number;
  faturas: FaturaDemo[];
}

interface MesDaUnidade {
  mes: string;
  consumo: number;
  /** Only the generator injects (a beneficiary's invoice prints no injection). */
  injetada: number | null;
  creditada: number;
  distribuida: number;
  geracao: number | null;
}

const GRUPO: Record<ClasseConsumo, 'B1' | 'B2' | 'B3'> = {
  residencial: 'B1',
  rural: 'B2',
  comercial: 'B3',
  industrial: 'B3',
  iluminacao: 'B3',
};

/**
 * Bills one unit month by month from its first cycle: compensates what the credits allow down to
 * the availability minimum (the rule the audit checks), keeps the rest in 60-month lots.
 */
function faturar(
  u: UnidadeDemo,
  meses: MesDaUnidade[],
  o: { sigla: string; uf: string; gd: 'GD I' | 'GD II'; semente: string; hoje: string; faltando: number },
): FaturaDemo[] {
  let lotes: Array<{ origem: number; kwh: number }> = [];
  const cip = iluminacaoPublica(u, o.semente);
  const vence = 5 + Math.floor(aleatorio(`venc:${o.semente}`) * 24);
  // Most customers pay on time; a few leave last month's invoice overdue.
  const atrasou = aleatorio(`atraso:${o.semente}`) < 0.15;
  return meses.map((m, k) => {
    const i = indice(m.mes);
    lotes = lotes.filter((l) => l.origem + VALIDADE_MESES > i);
    if (m.creditada > 0) lotes.push({ origem: i, kwh: m.creditada });
    const disponivel = lotes.reduce((a, l) => a + l.kwh, 0);
    const ultima = k === meses.length - 1;
    let compensada = Math.min(Math.max(0, m.consumo - MINIMO[u.fornecimento]), disponivel);
    // The one slip the demo's audit finds: the utility compensated less than the credits allowed.
    if (ultima && o.faltando > 0 && compensada > o.faltando * 2) compensada -= o.faltando;
    let falta = compensada;
    const usados: Array<{ origem: number; kwh: number }> = [];
    for (const l of lotes) {
      const usado = Math.min(l.kwh, falta);
      if (usado > 0) usados.push({ origem: l.origem, kwh: usado });
      l.kwh -= usado;
      falta -= usado;
    }
    lotes = lotes.filter((l) => l.kwh > 0);
    const saldo = lotes.reduce((a, l) => a + l.kwh, 0);
    const expirando = lotes.filter((l) => l.origem + VALIDADE_MESES === i + 1).reduce((a, l) => a + l.kwh, 0);

    const t = tarifaDoMes(o.sigla, o.uf, m.mes);
    const comTributos = (v: number) => r6(v / (1 - t.tributos));
    const tusd = comTributos(t.tusd);
    const te = comTributos(t.te);
    const itens: ItemFatura[] = [
      { descricao: 'Consumo TUSD', kwh: m.consumo, tarifa: tusd, valor_rs: r2(m.consumo * tusd) },
      { descricao: 'Consumo TE', kwh: m.consumo, tarifa: te, valor_rs: r2(m.consumo * te) },
    ];
    let fioB: number | undefined;
    if (compensada > 0) {
      // One credit line per component and lot, with the month the lot came from (as CPFL and
      // Energisa print them).
      for (const l of usados)
        for (const [componente, tarifa] of [
          ['TUSD', tusd],
          ['TE', te],
        ] as const)
          itens.push({
            descricao: `Energia compensada ${componente}`,
            mes_ref: mesDe(l.origem),
            kwh: l.kwh,
            tarifa,
            valor_rs: -r2(l.kwh * tarifa),
          });
      const parcela = o.gd === 'GD II' ? fioBNoAno(Number(m.mes.slice(0, 4))) : 0;
      if (parcela > 0) {
        const preco = r6(comTributos(t.fioB) * parcela);
        fioB = r2(compensada * preco);
        itens.push({
          descricao: 'Ajuste GD II - Fio B (Lei 14.300)',
          kwh: compensada,
          tarifa: preco,
          valor_rs: fioB,
        });
      }
    }
    itens.push({ descricao: 'Contribuição de iluminação pública', valor_rs: cip });
    const total = r2(itens.reduce((a, it) => a + it.valor_rs, 0));
    const vencimento = `${somarMeses(m.mes, 1)}-${String(vence).padStart(2, '0')}`;
    return {
      mes_referencia: m.mes,
      vencimento,
      status: !ultima || vencimento < o.hoje ? (atrasou && ultima ? 'vencida' : 'paga') : 'aberta',
      valor_total_rs: total,
      consumo_kwh: m.consumo,
      ...(m.geracao === null ? {} : { geracao_kwh: m.geracao }),
      ...(m.injetada === null ? {} : { injetada_kwh: m.injetada }),
      compensada_kwh: compensada,
      creditada_kwh: m.creditada,
      saldo_kwh: saldo,
      creditos_expirando_kwh: expirando,
      ...(m.distribuida > 0 ? { distribuida_kwh: m.distribuida } : {}),
      impostos_rs: r2((total - cip) * t.tributos),
      iluminacao_publica_rs: cip,
      tarifa_com_tributos_rs_kwh: r6(tusd + te),
      tarifa_te_rs_kwh: t.te,
      tarifa_tusd_rs_kwh: t.tusd,
      ...(fioB === undefined ? {} : { fio_b_rs: fioB }),
      itens,
    };
  });
}

/** Installation numbers as each distributor prints them (Energisa: AG/UC-DV). */
function matricula(sigla: string, semente: number): string {
  if (sigla === 'Celesc-DIS') return String(43_210_987 + semente * 15);
  const n = String(1_000_000 + ((semente * 7919) % 9_000_000)).padStart(7, '0');
  if (sigla === 'Energisa MT') return `6/${n}-${semente % 10}`;
  const prefixo: Record<string, string> = {
    'Neoenergia Pernambuco': '700',
    'Neoenergia Coelba': '701',
    'Enel CE': '5',
    'CPFL Paulista': '400',
    'Cemig-D': '300',
    'Equatorial CEEE': '310',
    'Equatorial GO': '102',
    'Copel-DIS': '12',
  };
  return `${prefixo[sigla] ?? '9'}${n}`;
}

interface PlantaFaturada {
  /** The plant's id on its maker's cloud (the simulators' and the energy model's seed). */
  id: string;
  kwp: number;
  usina: UsinaDemo;
  instalacao: string;
  unidades: UnidadeFaturada[];
}

/**
 * Every unit of one demo plant with its invoices from its first full cycle after installation up
 * to `ultimoMes`. `numero` keeps installation numbers apart across plants.
 */
function faturasDaUsina(
  usina: UsinaDemo,
  o: { id: string; kwp: number; numero: number; instalacao: string; ultimoMes: string; hoje: string },
): PlantaFaturada {
  const primeiro = somarMeses(o.instalacao.slice(0, 7), 1);
  const meses: string[] = [];
  for (let i = indice(primeiro); i <= indice(o.ultimoMes); i++) meses.push(mesDe(i));
  const { concessionaria: sigla, uf } = usina.cidade;
  const cotas = usina.beneficiarias.reduce((a, b) => a + (b.cota ?? 0), 0);
  const injetadas = meses.map((mes) => {
    const geracao = geracaoDoMes(o.kwp, usina.cidade.latitude, mes, o.id);
    return { mes, geracao, injetada: Math.round(geracao * (1 - usina.simultaneidade)) };
  });
  const comum = { sigla, uf, gd: usina.gd, hoje: o.hoje };
  const unidade = (u: UnidadeDemo, k: number, tipo: 'geradora' | 'beneficiaria', faturas: FaturaDemo[]) => ({
    tipo,
    nome: u.nome,
    matricula: matricula(sigla, o.numero * 10 + k),
    classe: u.classe,
    grupo_tensao: GRUPO[u.classe],
    fornecimento: u.fornecimento,
    gd: usina.gd,
    inicio: o.instalacao,
    cota: tipo === 'geradora' ? 100 - cotas : (u.cota ?? 0),
    distribuicao: tipo === 'geradora' ? ('autoconsumo_local' as const) : ('autoconsumo_remoto' as const),
    faturas,
  });
  const geradora = unidade(
    usina.geradora,
    0,
    'geradora',
    faturar(
      usina.geradora,
      injetadas.map((m) => {
        const creditada = Math.round((m.injetada * (100 - cotas)) / 100);
        return {
          mes: m.mes,
          consumo: consumoDoMes(usina.geradora, m.mes, `${o.id}:0`),
          injetada: m.injetada,
          creditada,
          distribuida: m.injetada - creditada,
          geracao: m.geracao,
        };
      }),
      { ...comum, semente: `${o.id}:0`, faltando: usina.geradora.faltando_kwh ?? 0 },
    ),
  );
  const beneficiarias = usina.beneficiarias.map((b, k) =>
    unidade(
      b,
      k + 1,
      'beneficiaria',
      faturar(
        b,
        injetadas.map((m) => ({
          mes: m.mes,
          consumo: consumoDoMes(b, m.mes, `${o.id}:${k + 1}`),
          injetada: null,
          creditada: Math.round((m.injetada * (b.cota ?? 0)) / 100),
          distribuida: 0,
          geracao: null,
        })),
        { ...comum, semente: `${o.id}:${k + 1}`, faltando: b.faltando_kwh ?? 0 },
      ),
    ),
  );
  return { id: o.id, kwp: o.kwp, usina, instalacao: o.instalacao, unidades: [geradora, ...beneficiarias] };
}

/**
 * The invoices a user has to type in: the last 12 months, or every one since the unit began when
 * its balance 12 months ago was not zero (a ledger cannot start from a balance it never saw).
 */
export function faturasParaLancar(u: UnidadeFaturada): FaturaDemo[] {
  const janela = Math.max(0, u.faturas.length - 12);
  const antes = u.faturas[janela - 1];
  return janela > 0 && (antes?.saldo_kwh ?? 0) === 0 ? u.faturas.slice(janela) : u.faturas;
}

export interface UsinaDoMundo extends PlantaFaturada {
  fabricante: CodigoFabricante;
  /** The plant's name on its maker's cloud (what the import brings). */
  nome: string;
}

/**
 * The demo's plants in the makers' order, each with its units and invoices up to `ultimoMes`;
 * `mesBase` is the month of the demo's first run (GD II plants were connected 13 months before).
 */
export function mundoDemo(
  fabricantes: readonly CodigoFabricante[],
  o: { mesBase: string; ultimoMes: string; hoje: string },
  filtro: (u: UsinaDemo) => boolean = () => true,
): UsinaDoMundo[] {
  return fabricantes.flatMap((fabricante, i) =>
    usinasDemoComDados(fabricante, i)
      .map((u, k) => ({ ...u, numero: i * 2 + k }))
      .filter((u) => filtro(u.dados))
      .map(({ portal, dados, numero }) => ({
        fabricante,
        nome: portal.nome,
        ...faturasDaUsina(dados, {
          id: portal.id,
          kwp: kwpDaUsina(portal),
          numero,
          instalacao: instalacaoDe(
            dados,
            o.mesBase,
            1 + Math.floor(aleatorio(`instalacao:${portal.id}`) * 27),
          ),
          ultimoMes: o.ultimoMes,
          hoje: o.hoje,
        }),
      })),
  );
}
