import type { CamposFatura, ItemFatura, ModalidadeGd } from '@irradia/shared/faturas/faturas.campos';
import {
  type CampoFatura,
  captura,
  classeDe,
  DATA,
  data,
  fornecimentoDe,
  grupoDe,
  itemFatura,
  linhaDeItem,
  linhas,
  mes,
  NUM,
  num,
  RS,
  semVazios,
  soma,
  todosNumeros,
  unico,
} from './layout.ts';

// CEMIG DANF3E (reference/utility-portals.md §13, confidence A: two real invoices). unpdf puts the
// "Valores Faturados" table first, then the header boxes with each label line away from its value
// line: "Referente a Vencimento Valor a pagar (R$)" … "JUL/2023 06/08/2023 76,66", "Nº DO CLIENTE
// Nº DA INSTALAÇÃO" … "12345678911 4547896527". Items print "<descrição> kWh <quant.> <preço unit.
// com tributos> <valor> [PIS/COFINS, base ICMS, alíquota, ICMS] <tarifa unit. sem tributos>"; empty
// tax columns simply vanish from the text. Negatives carry a leading minus.

export const CONCESSIONARIA = 'Cemig-D';

export function reconhece(texto: string): boolean {
  return /CEMIG DISTRIBUI[ÇC][ÃA]O|Fale com CEMIG/i.test(texto) && /Itens da Fatura/i.test(texto);
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

/** "Unidade faz parte de sistema de compensação de energia" and the SCEE items mark a DG unit. */
function scee(texto: string): boolean {
  return /sistema de compensa[çc][ãa]o de energia|SALDO ATUAL DE GERA|Energia SCEEE? |Energia compensada/i.test(
    texto,
  );
}

export function camposDoLayout(texto: string): CampoFatura[] {
  if (!scee(texto)) return CAMPOS;
  const dg: CampoFatura[] = ['compensada_kwh', 'saldo_kwh', 'gd'];
  // Only GD II invoices carry the Fio B price gap (Lei 14.300: GD I keeps full compensation).
  if (/compensada GD II\b/i.test(texto)) dg.push('fio_b_rs');
  return [...CAMPOS, ...dg];
}

interface ItemCemig extends ItemFatura {
  /** PIS/COFINS + ICMS when the tax columns are printed on this line. */
  tributos?: number;
}

function lerItem(linha: string): ItemCemig | null | 'ambiguo' {
  const l = linhaDeItem(linha);
  if (!l) return null;
  const item: ItemCemig = itemFatura(l);
  // Blank tax columns disappear from the extracted text, so only two shapes are unambiguous: just
  // the "Tarifa Unit." column, or PIS/COFINS, base, alíquota, ICMS and the tariff.
  const [pisCofins, , , icms] = l.resto;
  if (l.resto.length === 5) item.tributos = soma([pisCofins ?? 0, icms ?? 0]);
  else if (l.resto.length > 1 || (l.resto.length === 1 && !l.unidade)) return 'ambiguo';
  return item;
}

function lerItens(ls: string[]): { itens: ItemCemig[]; ambiguo: boolean } | null {
  const inicio = ls.findIndex((l) => /^Itens da Fatura\b/i.test(l));
  if (inicio < 0) return null;
  const itens: ItemCemig[] = [];
  let ambiguo = false;
  for (const l of ls.slice(inicio + 1)) {
    if (new RegExp(`^TOTAL (${RS})$`).test(l)) return { itens, ambiguo };
    const item = lerItem(l);
    if (item === 'ambiguo') ambiguo = true;
    else if (item) itens.push(item);
  }
  // Without the TOTAL row the table end is unknown: better no items than a stray line as an item.
  return null;
}

function semAuxiliares({ tributos: _t, ...item }: ItemCemig): ItemFatura {
  return item;
}

function porDescricao(itens: ItemCemig[], padrao: RegExp): ItemCemig[] {
  return itens.filter((i) => padrao.test(i.descricao));
}

export function ler(texto: string): CamposFatura {
  const ls = linhas(texto);
  const todo = ls.join('\n');
  const campos: CamposFatura = {};

  const cabecalho = new RegExp(`^([A-Z]{3}\\/\\d{4}) (${DATA}) (${RS})$`, 'm').exec(todo);
  if (cabecalho && /Referente a/i.test(todo)) {
    campos.mes_referencia = mes(cabecalho[1]);
    campos.vencimento = data(cabecalho[2]);
    campos.valor_total_rs = num(cabecalho[3]);
  }

  // The client and installation numbers share one value line; the installation has 10 digits.
  if (/N[ºo°] DA INSTALA[ÇC][ÃA]O/i.test(todo)) {
    const ids = new Set([...todo.matchAll(/^\d{6,12} (\d{10})$/gm)].map((m) => m[1]));
    campos.matricula = unico([...ids]);
  }

  const indiceClasse = ls.findIndex((l) => /^Classe Subclasse Modalidade Tarif/i.test(l));
  if (indiceClasse >= 0) {
    const linhaClasse = ls[indiceClasse + 1] ?? '';
    const classeImpressa = captura(linhaClasse, /^(.*?) (?:Convencional|Branca|Horária|Horaria)\b/i);
    campos.classe = classeImpressa ? classeDe(classeImpressa) : undefined;
    campos.grupo_tensao = grupoDe(linhaClasse);
    campos.fornecimento = fornecimentoDe(captura(ls[indiceClasse + 2] ?? '', /^(\S+)/) ?? '');
  }

  // "Informações Técnicas": one meter row "Energia kWh [medidor] <anterior> <atual> <constante> <consumo>".
  const medidor = [
    ...todo.matchAll(new RegExp(`^Energia kWh (?:\\S*[A-Z]\\S* )?(?:${NUM} ){3}(${NUM})$`, 'gm')),
  ];
  campos.consumo_kwh = num(unico(medidor)?.[1]);

  const tabela = lerItens(ls);
  if (tabela && tabela.itens.length > 0) {
    const { itens } = tabela;
    campos.itens = itens.map(semAuxiliares);

    campos.tarifa_com_tributos_rs_kwh = unico(porDescricao(itens, /^Energia El[ée]trica$/i))?.tarifa;

    const cip = porDescricao(itens, /Ilum(inação|\.)? ?Pu?b/i);
    if (cip.length > 0) campos.iluminacao_publica_rs = soma(cip.map((i) => i.valor_rs));

    // Taxes only when at least one line printed its tax columns and none was ambiguous.
    const tributados = itens.filter((i) => i.tributos !== undefined);
    if (!tabela.ambiguo && tributados.length > 0)
      campos.impostos_rs = soma(tributados.map((i) => i.tributos ?? 0));

    const gd = porDescricao(itens, /^Energia compensada GD (I|II)$/i);
    const modalidades = new Set(gd.map((i) => i.descricao.replace(/^.*GD /i, 'GD ').toUpperCase()));
    if (modalidades.size === 1) campos.gd = [...modalidades][0] as ModalidadeGd;

    // Credits used this cycle: the GD line plus "Energia comp. adicional" (credits CEMIG also takes
    // to offset part of the availability charge of a GD II unit); both lines draw on the balance.
    const compensados = porDescricao(itens, /^Energia comp(ensada GD I{1,2}|\. adicional)$/i);
    if (compensados.length > 0 && compensados.every((i) => i.kwh !== undefined)) {
      campos.compensada_kwh = soma(
        compensados.map((i) => i.kwh ?? 0),
        4,
      );
    }

    // Fio B (Lei 14.300, GD II): CEMIG has no separate line; the consumption matched by credits is
    // billed at the "Energia SCEE s/ ICMS" unit price and credited back at the lower "Energia
    // compensada GD II" unit price. The gap per kWh is the non-compensable Fio B share, so the charge
    // is (SCEE price − compensated price) × compensated kWh, rounded to cents.
    const s = unico(porDescricao(itens, /^Energia SCEEE? ?s\/ ?ICMS$/i));
    const c = unico(gd);
    if (campos.gd === 'GD II' && s?.tarifa !== undefined && c?.tarifa !== undefined && c.kwh !== undefined) {
      campos.fio_b_rs = soma([(s.tarifa - c.tarifa) * c.kwh]);
    }
  }

  // "SALDO ATUAL DE GERAÇÃO: 234,63 kWh." or, with posts, "… X kWh FP/Único, Y kWh ponta".
  const saldo = new RegExp(
    `SALDO ATUAL DE GERA[ÇC][ÃA]O:? (${NUM}) kWh(?: FP\\/[ÚU]nico,? (${NUM}) kWh ponta)?`,
    'i',
  ).exec(todo.replace(/\n/g, ' '));
  if (saldo) {
    const partes = todosNumeros(saldo[2] === undefined ? [saldo[1]] : [saldo[1], saldo[2]]);
    if (partes) campos.saldo_kwh = soma(partes, 4);
  }

  return semVazios(campos);
}
