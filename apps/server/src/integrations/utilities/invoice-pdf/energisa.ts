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
  type LinhaDeItem,
  linhaDeItem,
  linhas,
  mes,
  NUM,
  num,
  RS,
  semAcento,
  semVazios,
  soma,
  tributosDoQuadro,
  unico,
} from './layout.ts';

// Energisa invoice (all Energisa companies share it; reference/utility-portals.md §13, labels from
// three real Energisa MT invoices). Value line "Novembro / 2025 11/12/2025 R$ 114,04"; items
// "<descrição> KWH <quant.> <preço> <valor>" with credits per origin month ("Energia Atv Injetada
// GDII oUC 9/2025 mPT", negative) and the Lei 14.300 Fio B share as its own line "Ajuste GDII - TRF
// Reduzida(Lei 14.300/22) - Conv."; taxes in a side box; "Saldo Acumulado: 233 A expirar no próximo
// ciclo: 0". Leading minus for negatives.

export const CONCESSIONARIA = 'Energisa';

export function reconhece(texto: string): boolean {
  return (
    /\bENERGISA\b/i.test(texto) &&
    /Consumo em kWh|LAN[ÇC]AMENTOS E SERVI[ÇC]OS|Energia Atv Injetada/i.test(texto)
  );
}

// ANEEL siglas per company name (data/distribuidoras: Energisa MT, MS, TO, SE, PB, AC, RO, Minas Rio,
// Sul Sudeste). "MATO GROSSO DO SUL" is tested before "MATO GROSSO".
const EMPRESAS: Array<[RegExp, string]> = [
  [/ENERGISA MATO GROSSO DO SUL/, 'Energisa MS'],
  [/ENERGISA MATO GROSSO/, 'Energisa MT'],
  [/ENERGISA TOCANTINS/, 'Energisa TO'],
  [/ENERGISA SERGIPE/, 'Energisa SE'],
  [/ENERGISA PARAIBA/, 'Energisa PB'],
  [/ENERGISA ACRE/, 'Energisa AC'],
  [/ENERGISA RONDONIA/, 'Energisa RO'],
  [/ENERGISA MINAS RIO|ENERGISA MINAS GERAIS|ENERGISA NOVA FRIBURGO/, 'Energisa Minas Rio'],
  [/ENERGISA SUL[- ]SUDESTE/, 'Energisa Sul Sudeste'],
];

/** The Energisa company the text names; "Energisa" when it names none. */
export function concessionaria(texto: string): string {
  const t = semAcento(texto).toUpperCase();
  return EMPRESAS.find(([padrao]) => padrao.test(t))?.[1] ?? CONCESSIONARIA;
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

export function camposDoLayout(texto: string): CampoFatura[] {
  const campos = [...CAMPOS];
  if (/GD_I|Energia Atv Injetada|Saldo Acumulado|compensa[çc][ãa]o de energia/i.test(texto)) {
    campos.push('compensada_kwh', 'saldo_kwh', 'creditos_expirando_kwh', 'gd');
    if (/GD_II|GDII/.test(texto)) campos.push('fio_b_rs');
  }
  // A generator unit has an injection meter row and the "UC com Microgeração" notice.
  if (/UC com (Micro|Mini)gera[çc][ãa]o|Energia injetada/i.test(texto)) campos.push('injetada_kwh');
  return campos;
}

const MES_POR_EXTENSO =
  'Janeiro|Fevereiro|Março|Marco|Abril|Maio|Junho|Julho|Agosto|Setembro|Outubro|Novembro|Dezembro';

function lerItens(ls: string[]): LinhaDeItem[] | null {
  const inicio = ls.findIndex((l) => /^Itens d[ae] Fatura\b/i.test(l));
  if (inicio < 0) return null;
  const itens: LinhaDeItem[] = [];
  for (const l of ls.slice(inicio + 1)) {
    if (new RegExp(`^TOTAL:? ${RS}$`, 'i').test(l)) return itens;
    const item = linhaDeItem(l);
    if (item) itens.push(item);
  }
  // Without the "TOTAL:" row the table end is unknown: the tax box would read as items.
  return null;
}

export function ler(texto: string): CamposFatura {
  const ls = linhas(texto);
  const todo = ls.join('\n');
  const campos: CamposFatura = {};

  // Empresa/UC-DV, e.g. "6/4242904-3"; a second, different one means the anchor is not unique.
  const matriculas = new Set([...todo.matchAll(/(?:^| )(\d{1,2}\/\d{4,10}-\d)(?= |$)/gm)].map((m) => m[1]));
  campos.matricula = unico([...matriculas]);

  const cabecalho = new RegExp(`^((?:${MES_POR_EXTENSO}) ?\\/ ?\\d{4}) (${DATA}) R\\$ ?(${RS})$`, 'im').exec(
    todo,
  );
  if (cabecalho) {
    campos.mes_referencia = mes(cabecalho[1]);
    campos.vencimento = data(cabecalho[2]);
    campos.valor_total_rs = num(cabecalho[3]);
  }

  const classificacao = captura(todo, /Classifica[çc][ãa]o: ?(.+)$/im);
  if (classificacao) {
    campos.classe = classeDe(classificacao);
    campos.grupo_tensao = grupoDe(classificacao);
  }
  campos.fornecimento = fornecimentoDe(captura(todo, /LIGA[ÇC][ÃA]O: ?(\S+)/i) ?? '');

  const medidos = (grandeza: string) => [
    ...todo.matchAll(new RegExp(`(?:^| )${grandeza} (?:${NUM} ){3}(${NUM})$`, 'gim')),
  ];
  const ativa = medidos('Energia ativa em kWh');
  campos.consumo_kwh = num(unico(ativa)?.[1]);
  const injetada = medidos('Energia injetada(?: em kWh)?');
  campos.injetada_kwh = num(unico(injetada)?.[1]);

  campos.impostos_rs = tributosDoQuadro(todo);

  const linhasItem = lerItens(ls);
  if (linhasItem && linhasItem.length > 0) {
    const itens: ItemFatura[] = linhasItem.map(itemFatura);
    campos.itens = itens;
    const com = (padrao: RegExp) => itens.filter((i) => padrao.test(i.descricao));

    const consumo = unico(com(/^Consumo em kWh$/i));
    campos.tarifa_com_tributos_rs_kwh = consumo?.tarifa;
    campos.consumo_kwh ??= consumo?.kwh;

    const cip = com(/Ilum/i);
    if (cip.length > 0) campos.iluminacao_publica_rs = soma(cip.map((i) => i.valor_rs));

    // Credits used this cycle, one line per origin month (own surplus "mUC" or another UC "oUC").
    const creditos = com(/^Energia Atv Injetada/i);
    if (creditos.length > 0 && creditos.every((i) => i.kwh !== undefined)) {
      campos.compensada_kwh = soma(
        creditos.map((i) => i.kwh ?? 0),
        4,
      );
    }

    // Lei 14.300: the non-compensable Fio B share of the compensated energy, billed on its own line.
    const ajuste = com(/^Ajuste GDII?\b/i);
    if (ajuste.length > 0) campos.fio_b_rs = soma(ajuste.map((i) => i.valor_rs));
  }

  const modalidade =
    captura(todo, /classificada como (GD_I{1,2})\b/i) ?? captura(todo, /Injetada (GDI{1,2})\b/i);
  if (modalidade) campos.gd = (/II$/i.test(modalidade) ? 'GD II' : 'GD I') satisfies ModalidadeGd;

  const saldo = captura(todo, new RegExp(`Saldo Acumulado: ?(${NUM})(?= |$)`, 'im'));
  campos.saldo_kwh = num(saldo);
  const expirar = captura(todo, new RegExp(`A expirar no pr[óo]ximo ciclo: ?(${NUM})(?= |$)`, 'im'));
  campos.creditos_expirando_kwh = num(expirar);

  return semVazios(campos);
}
