import type { CamposFatura, ItemFatura } from '@irradia/shared/faturas/faturas.campos';
import {
  type CampoFatura,
  captura,
  classeDe,
  DATA,
  data,
  fornecimentoDe,
  grupoDe,
  itemFatura,
  type LinhaDeItem,
  linhaDeItem,
  linhas,
  mes,
  NUM,
  num,
  RS,
  semVazios,
  soma,
  todosNumeros,
  tributosDoQuadro,
  unico,
} from './layout.ts';

// Copel invoice (reference/utility-portals.md §13, confidence B: labels from public parsers, no real
// PDF seen): "UNIDADE CONSUMIDORA", "REF: MÊS/ANO 10/2025", "VENCIMENTO", "TOTAL A PAGAR"; items
// "ENERGIA ELET CONSUMO" (TE) and "ENERGIA ELET USO SISTEMA" (TUSD) in kWh; credits "ENERGIA INJ.
// OUC MPT TE 05/2026 GDI-I kWh -166" with a TE and a TUS line per origin month; meter rows
// "CONSUMO kWh TP …" and "GERAC kWh TP …"; balances "Saldo Acumulado Ponta" / "F Ponta".

export const CONCESSIONARIA = 'Copel-DIS';

export function reconhece(texto: string): boolean {
  return /\bCOPEL\b/i.test(texto) && /UNIDADE CONSUMIDORA|REF: ?M[ÊE]S ?\/ ?ANO/i.test(texto);
}

export function concessionaria(_texto: string): string {
  return CONCESSIONARIA;
}

const CAMPOS: CampoFatura[] = [
  'matricula',
  'mes_referencia',
  'vencimento',
  'valor_total_rs',
  'consumo_kwh',
  'tarifa_com_tributos_rs_kwh',
  'impostos_rs',
  'iluminacao_publica_rs',
  'classe',
  'grupo_tensao',
  'fornecimento',
  'itens',
];

const GERADORA = /GERACAO DE ENERGIA|GERAC kWh|ENERGIA GERADA\/INJETADA/i;

export function camposDoLayout(texto: string): CampoFatura[] {
  const campos = [...CAMPOS];
  if (GERADORA.test(texto) || /UC BENEFICI[ÁA]RIA SCEE|ENERGIA INJ\./i.test(texto)) {
    campos.push('compensada_kwh', 'saldo_kwh', 'gd');
  }
  if (GERADORA.test(texto)) campos.push('injetada_kwh');
  return campos;
}

function lerItens(ls: string[]): LinhaDeItem[] | null {
  const inicio = ls.findIndex((l) => /^DESCRI[ÇC][ÃA]O\b/i.test(l));
  if (inicio < 0) return null;
  const itens: LinhaDeItem[] = [];
  for (const l of ls.slice(inicio + 1)) {
    if (new RegExp(`^TOTAL ${RS}$`).test(l)) return itens;
    const item = linhaDeItem(l);
    if (item) itens.push(item);
  }
  // Without the TOTAL row the table end is unknown: the tax box would read as items.
  return null;
}

/** Meter rows "<grandeza> kWh <posto> <anterior> <atual> <constante> <kWh>", summed over posts. */
function medido(todo: string, grandeza: string): number | undefined {
  const achadas = [
    ...todo.matchAll(new RegExp(`^${grandeza} kWh (?:TP|PT|FP|P|FP\\/PT) (?:${NUM} ){3}(${NUM})$`, 'gm')),
  ];
  const valores = todosNumeros(achadas.map((m) => m[1]));
  return valores && valores.length > 0 ? soma(valores, 4) : undefined;
}

export function ler(texto: string): CamposFatura {
  const ls = linhas(texto);
  const todo = ls.join('\n');
  const campos: CamposFatura = {};

  campos.matricula = captura(todo, /UNIDADE CONSUMIDORA:? (\d{6,15})\b/i);
  const ref = captura(todo, /REF: ?M[ÊE]S ?\/ ?ANO:? (\d{1,2}\/\d{4})\b/i);
  campos.mes_referencia = mes(ref);
  const vencimento = captura(todo, new RegExp(`VENCIMENTO:? (${DATA})`));
  campos.vencimento = data(vencimento);
  const total = captura(todo, new RegExp(`TOTAL A PAGAR:? (?:R\\$ ?)?(${RS})(?= |$)`, 'm'));
  campos.valor_total_rs = num(total);

  const classificacao = captura(todo, /Classifica[çc][ãa]o: ?(.+)$/im);
  if (classificacao) {
    campos.classe = classeDe(classificacao);
    campos.grupo_tensao = grupoDe(classificacao);
  }
  campos.fornecimento = fornecimentoDe(captura(todo, /Tipo de Fornecimento: ?(\S+)/i) ?? '');

  campos.consumo_kwh = medido(todo, 'CONSUMO');
  campos.injetada_kwh = medido(todo, 'GERAC');
  campos.impostos_rs = tributosDoQuadro(todo);

  const linhasItem = lerItens(ls);
  if (linhasItem && linhasItem.length > 0) {
    const itens: ItemFatura[] = linhasItem.map(itemFatura);
    campos.itens = itens;
    const com = (padrao: RegExp) => itens.filter((i) => padrao.test(i.descricao));

    // The kWh price is split in TE ("CONSUMO") and TUSD ("USO SISTEMA"): the full tariff is the sum.
    const te = unico(com(/^ENERGIA ELET CONSUMO$/i));
    const tusd = unico(com(/^ENERGIA ELET USO SISTEMA$/i));
    if (te?.tarifa !== undefined && tusd?.tarifa !== undefined) {
      campos.tarifa_com_tributos_rs_kwh = soma([te.tarifa, tusd.tarifa], 8);
    }
    campos.consumo_kwh ??= te?.kwh;

    const cip = com(/ILUMIN/i);
    if (cip.length > 0) campos.iluminacao_publica_rs = soma(cip.map((i) => i.valor_rs));

    // Each credited kWh shows on a TE and a TUS line: count the TE lines only (TUS when no TE).
    // "ENERGIA INJ. BAND." is the flag credit, money without energy of its own.
    const creditos = com(/^ENERGIA INJ\. (?!BAND)/i);
    const creditosTe = creditos.filter((i) => /\bTE\b/.test(i.descricao));
    const contados = creditosTe.length > 0 ? creditosTe : creditos.filter((i) => /\bTUS\b/.test(i.descricao));
    if (contados.length > 0 && contados.every((i) => i.kwh !== undefined)) {
      campos.compensada_kwh = soma(
        contados.map((i) => i.kwh ?? 0),
        4,
      );
    }
    const modalidades = new Set(creditos.map((i) => captura(i.descricao, /\bGD(I{1,2})-I{1,2}\b/)));
    const modalidade = unico([...modalidades]);
    if (modalidade) campos.gd = modalidade === 'II' ? 'GD II' : 'GD I';
  }

  // Balance per post ("Saldo Acumulado Ponta", "Saldo Acumulado F Ponta"), or one line for all posts.
  const todos = captura(todo, new RegExp(`^Saldo Acumulado.* Todos os Per[íi]odos:? (${NUM})$`, 'im'));
  const porPosto = [...todo.matchAll(new RegExp(`^Saldo Acumulado (?:F )?Ponta:? (${NUM})$`, 'gim'))];
  const saldos = todosNumeros(todos ? [todos] : porPosto.map((m) => m[1]));
  if (saldos && saldos.length > 0) campos.saldo_kwh = soma(saldos, 4);

  return semVazios(campos);
}
