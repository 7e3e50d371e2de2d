import type { CamposFatura, ItemFatura } from '@irradia/shared/faturas/faturas.campos';
import {
  type CampoFatura,
  captura,
  classeDe,
  DATA,
  data,
  fornecimentoDe,
  grupoDe,
  linhas,
  mes,
  NUM,
  num,
  RS,
  semAcento,
  semVazios,
  soma,
  todosNumeros,
  unico,
} from './layout.ts';

// CPFL group invoice, shared by CPFL Paulista, Piratininga, Santa Cruz and RGE (reference/
// utility-portals.md §2 and §13, confidence A: one real invoice). Items are one line each:
// "<cód.> <descrição> [<MÊS/AA>] <quant.> kWh <tarifa com tributos> <valor> <base ICMS> <alíq.>
// <ICMS> <base PIS/COFINS> <PIS> <COFINS>". CPFL prints negatives with a trailing minus ("453,10-").
// Credits appear as "Energ Atv Inj." items per origin month, a TUSD and a TE line for the same kWh.

export const CONCESSIONARIA = 'CPFL Paulista';

export function reconhece(texto: string): boolean {
  return (
    /\bCPFL\b|\bRGE\b/.test(texto) &&
    /Total Distribuidora|Energia Ativa Fornecida|Total Consolidado/i.test(texto)
  );
}

/** The group member when the text names it; the sample in §13 names none, so CPFL Paulista. */
export function concessionaria(texto: string): string {
  const t = semAcento(texto).toUpperCase();
  if (/CPFL PIRATININGA|COMPANHIA PIRATININGA/.test(t)) return 'CPFL Piratininga';
  if (/CPFL SANTA CRUZ|COMPANHIA LUZ E FORCA SANTA CRUZ/.test(t)) return 'CPFL Santa Cruz';
  if (/\bRGE\b|RIO GRANDE ENERGIA/.test(t)) return 'RGE';
  return CONCESSIONARIA;
}

const CAMPOS: CampoFatura[] = [
  'matricula',
  'mes_referencia',
  'vencimento',
  'valor_total_rs',
  'consumo_kwh',
  'tarifa_com_tributos_rs_kwh',
  'tarifa_te_rs_kwh',
  'tarifa_tusd_rs_kwh',
  'impostos_rs',
  'iluminacao_publica_rs',
  'classe',
  'grupo_tensao',
  'fornecimento',
  'itens',
];

export function camposDoLayout(texto: string): CampoFatura[] {
  if (!/Energ Atv Inj\.|Saldo em Energia da Instala/i.test(texto)) return CAMPOS;
  return [...CAMPOS, 'compensada_kwh', 'saldo_kwh', 'creditos_expirando_kwh'];
}

const ITEM = new RegExp(
  `^(\\d{4}) (.+?)(?: ([A-Z]{3}\\/\\d{2}))?(?: (${NUM}) kWh (${NUM}))? (${RS})((?: ${NUM})*)$`,
);

function lerItens(ls: string[]): ItemFatura[] {
  const itens: ItemFatura[] = [];
  for (const l of ls) {
    const m = ITEM.exec(l);
    if (!m) continue;
    const valor = num(m[6]);
    if (valor === undefined) continue;
    const item: ItemFatura = { descricao: m[2] ?? '', valor_rs: valor };
    const mesRef = mes(m[3]);
    const kwh = num(m[4]);
    const tarifa = num(m[5]);
    if (mesRef) item.mes_ref = mesRef;
    if (kwh !== undefined) item.kwh = Math.abs(kwh);
    if (tarifa !== undefined) item.tarifa = tarifa;
    itens.push(item);
  }
  return itens;
}

/**
 * Installation number. pdftotext keeps it under the "INSTALAÇÃO" label; pdf.js emits the box
 * contents after the address as "<PN>", "<instalação>", "<PN>" (the PN is printed on both sides of
 * the installation box), so the number between two copies of the same PN is the installation.
 */
function instalacao(ls: string[]): string | undefined {
  const rotulo = ls.findIndex((l) => /(^| )INSTALA[ÇC][ÃA]O$/.test(l));
  if (rotulo >= 0) {
    for (const l of ls.slice(rotulo + 1, rotulo + 3)) {
      const n = captura(l, /(?:^| )(\d{6,12})$/);
      if (n) return n;
    }
  }
  const achados = new Set<string>();
  for (let i = 0; i + 2 < ls.length; i++) {
    const [a, b, c] = [ls[i], ls[i + 1], ls[i + 2]];
    if (a && b && /^\d{6,12}$/.test(a) && /^\d{6,12}$/.test(b) && a === c && a !== b) achados.add(b);
  }
  return unico([...achados]);
}

export function ler(texto: string): CamposFatura {
  const ls = linhas(texto);
  const todo = ls.join('\n');
  const campos: CamposFatura = {};

  campos.matricula = instalacao(ls);

  // Header box: "OUT/2023 28/11/2023 219,14" (after "INSTALAÇÃO" in the pdf.js order).
  const cabecalho = new RegExp(`(?:^|INSTALA[ÇC][ÃA]O )([A-Z]{3}\\/\\d{4}) (${DATA}) (${RS})$`, 'm').exec(
    todo,
  );
  if (cabecalho) {
    campos.mes_referencia = mes(cabecalho[1]);
    campos.vencimento = data(cabecalho[2]);
    campos.valor_total_rs = num(cabecalho[3]);
  }
  // The payment slip (boleto) repeats the total and due date; a mismatch means the header was misread.
  const pagar = new RegExp(`Total a Pagar \\(R\\$\\)\\s+(?:\\S+\\s+)?(${RS})`, 'i').exec(todo);
  if (pagar && campos.valor_total_rs !== undefined && num(pagar[1]) !== campos.valor_total_rs) {
    campos.valor_total_rs = undefined;
  }

  const classificacao = captura(todo, /CLASSIFICA[ÇC][ÃA]O: ?(.+)$/m);
  if (classificacao) {
    campos.classe = classeDe(classificacao);
    campos.grupo_tensao = grupoDe(classificacao);
    campos.fornecimento = fornecimentoDe(classificacao);
  }

  // Meter table row "Ativa <leitura atual> <anterior> <fator> <consumo> [<perda>] <próxima leitura>".
  const ativa = [
    ...todo.matchAll(new RegExp(`(?:^| )Ativa (?:${NUM} ){3}(${NUM})(?: ${NUM})? ${DATA}$`, 'gm')),
  ];
  campos.consumo_kwh = num(unico(ativa)?.[1]);

  // "Consumo TUSD TE" / "Consumo kWh 0,37162000 0,31884000": ANEEL tariffs without taxes.
  const tarifas = new RegExp(`^Consumo kWh (${NUM}) (${NUM})$`, 'm').exec(todo);
  if (tarifas && /Consumo TUSD TE/i.test(todo)) {
    campos.tarifa_tusd_rs_kwh = num(tarifas[1]);
    campos.tarifa_te_rs_kwh = num(tarifas[2]);
  }

  // "Total Consolidado <valor> <base ICMS> <ICMS> <base PIS/COFINS> <PIS> <COFINS>".
  const consolidado = new RegExp(
    `^Total Consolidado (${RS}) (${RS}) (${RS}) (${RS}) (${RS}) (${RS})$`,
    'm',
  ).exec(todo);
  if (consolidado) {
    const tributos = todosNumeros([consolidado[3], consolidado[5], consolidado[6]]);
    if (tributos) campos.impostos_rs = soma(tributos);
  }

  const itens = lerItens(ls);
  if (itens.length > 0) {
    campos.itens = itens;
    const fornecida = (parcela: string) =>
      itens.filter((i) => new RegExp(`^Energia Ativa Fornecida - ${parcela}$`, 'i').test(i.descricao));
    const [tusd, te] = [unico(fornecida('TUSD')), unico(fornecida('TE'))];
    if (tusd?.tarifa !== undefined && te?.tarifa !== undefined) {
      campos.tarifa_com_tributos_rs_kwh = soma([tusd.tarifa, te.tarifa], 8);
    }
    campos.consumo_kwh ??= tusd?.kwh;

    const cip = itens.filter((i) => /IP-CIP|Ilum/i.test(i.descricao));
    if (cip.length > 0) campos.iluminacao_publica_rs = soma(cip.map((i) => i.valor_rs));

    // Each credited kWh shows twice (TUSD and TE lines): the TUSD quantities alone are the
    // compensated energy (1.165,120 + 784,880 = 1.950 in the §13 sample).
    const injetadaTusd = itens.filter((i) => /^Energ Atv Inj\..* - TUSD$/i.test(i.descricao));
    if (injetadaTusd.length > 0 && injetadaTusd.every((i) => i.kwh !== undefined)) {
      campos.compensada_kwh = soma(
        injetadaTusd.map((i) => i.kwh ?? 0),
        4,
      );
    }
  }

  const saldo = captura(
    todo,
    new RegExp(`Saldo em Energia da Instala[çc][ãa]o: (?:\\D+ )?(${NUM}) kWh`, 'i'),
  );
  campos.saldo_kwh = num(saldo);
  const expirar = captura(todo, new RegExp(`Saldo a expirar pr[óo]ximo m[êe]s: (${NUM}) kWh`, 'i'));
  campos.creditos_expirando_kwh = num(expirar);

  return semVazios(campos);
}
