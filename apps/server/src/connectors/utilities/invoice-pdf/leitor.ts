// Over 400 lines: one reader for the fields REN 1.000 art. 327 makes every invoice print; its steps share the page layout and the readings they collect.
import type { CamposFatura, ItemFatura, OrigemCampo } from '@irradia/shared/faturas/faturas.campos';
import type { Familia } from './distribuidoras.ts';
import { abaixoDe, type Documento, type Linha } from './documento.ts';
import { classeDe, fornecimentoDe, grupoDe, itemFatura, linhaDeItem } from './layout.ts';
import { dataBr, mesReferencia, numeroBr, semAcento } from './numeros.ts';

// One reader for what every Brazilian invoice must print (REN ANEEL 1.000/2021 art. 327: reference
// month, due date, unit, total, measured and billed quantities, taxes; SCEE units add compensated
// and injected energy and the credit balance), anchored on the labels and on the shapes of the
// rows, with the page's geometry for values printed under their labels. A distributor's profile
// only adds what it labels its own way (the Energisa "AG/UC-DV" unit, CPFL's credit lines per
// post, Enel SP's header whose labels are images). Every field carries the printed line it came
// from. When two readings of a field disagree the field is left for the user: never guessed.

type Campo = keyof CamposFatura;

const MESES_ABREV = 'JAN|FEV|MAR|ABR|MAI|JUN|JUL|AGO|SET|OUT|NOV|DEZ';
const MESES_EXTENSO =
  'JANEIRO|FEVEREIRO|MAR[CÇ]O|ABRIL|MAIO|JUNHO|JULHO|AGOSTO|SETEMBRO|OUTUBRO|NOVEMBRO|DEZEMBRO';
/** "JUL/2023", "Julho / 2025", "Outubro/2022". */
const MES = String.raw`(?:(?:${MESES_EXTENSO}|${MESES_ABREV})\s?\/\s?\d{4})`;
const DATA = String.raw`\d{2}\/\d{2}\/\d{4}`;
/** Money with cents: "1.234,56", "188012,43", "453,10-". */
const RS = String.raw`(?:-?\d{1,3}(?:\.\d{3})*,\d{2}-?|-?\d+,\d{2}-?)`;
/** Any pt-BR quantity. */
const NUM = String.raw`(?:-?\d{1,3}(?:\.\d{3})+(?:,\d+)?-?|-?\d+(?:,\d+)?-?)`;

class Leitura {
  readonly valores = new Map<Campo, { valor: unknown; linha: Linha }>();
  readonly duvidosos = new Set<Campo>();
  readonly conferir = new Set<Campo>();

  /** The first reading of a field stands; a later one that disagrees makes the field doubtful. */
  propor(campo: Campo, valor: unknown, linha: Linha | undefined) {
    if (valor === undefined || valor === null || linha === undefined) return;
    if (typeof valor === 'number' && !Number.isFinite(valor)) return;
    const atual = this.valores.get(campo);
    if (!atual) this.valores.set(campo, { valor, linha });
    else if (JSON.stringify(atual.valor) !== JSON.stringify(valor)) this.duvidosos.add(campo);
  }

  tem(campo: Campo) {
    return this.valores.has(campo);
  }

  resultado(): { campos: CamposFatura; origem: Partial<Record<Campo, OrigemCampo>>; conferir: Campo[] } {
    const campos: Record<string, unknown> = {};
    const origem: Partial<Record<Campo, OrigemCampo>> = {};
    for (const [campo, { valor, linha }] of this.valores) {
      if (this.duvidosos.has(campo)) continue;
      campos[campo] = valor;
      origem[campo] = { pagina: linha.pagina, linha: linha.numero, texto: linha.texto };
    }
    return {
      campos: campos as CamposFatura,
      origem,
      conferir: [...this.conferir].filter((c) => c in campos),
    };
  }
}

const num = (t: string | undefined) => (t === undefined ? undefined : (numeroBr(t) ?? undefined));
const mes = (t: string | undefined) => (t === undefined ? undefined : (mesReferencia(t) ?? undefined));
const data = (t: string | undefined) => (t === undefined ? undefined : (dataBr(t) ?? undefined));
const arred = (v: number, casas = 4) => Math.round(v * 10 ** casas) / 10 ** casas;

function todas(doc: Documento, padrao: RegExp): Array<{ m: RegExpExecArray; linha: Linha }> {
  const achados: Array<{ m: RegExpExecArray; linha: Linha }> = [];
  const global = new RegExp(padrao.source, padrao.flags.includes('g') ? padrao.flags : `${padrao.flags}g`);
  for (const linha of doc.linhas) for (const m of linha.texto.matchAll(global)) achados.push({ m, linha });
  return achados;
}

function primeira(doc: Documento, padrao: RegExp) {
  return todas(doc, padrao)[0];
}

// ---- header: reference month, due date, total ---------------------------------------------------

function cabecalho(doc: Documento, l: Leitura) {
  // A line that opens with the month and a date: "Outubro/2022 14/10/2022 07/11/2022 9/4025957-4"
  // (Energisa 2022: presentation and next reading dates, no due date).
  for (const { m, linha } of todas(doc, new RegExp(`^(${MES}) ${DATA}\\b`, 'i')))
    l.propor('mes_referencia', mes(m[1]), linha);
  // The value line under "Referente a | Vencimento | Valor a pagar": "JUN/2023 13/07/2023 104,57",
  // "Julho / 2025 16/08/2025 R$ 107,90", "OUT/2023 28/11/2023 219,14".
  for (const { m, linha } of todas(
    doc,
    new RegExp(`(?:^| )(${MES}) (${DATA}) (?:R\\$ ?)?(${RS})(?= |$)`, 'i'),
  )) {
    l.propor('mes_referencia', mes(m[1]), linha);
    l.propor('vencimento', data(m[2]), linha);
    l.propor('valor_total_rs', num(m[3]), linha);
  }
  // "21/10/2022 R$ 384,38" and the slip's "13/07/2023 R$104,57": due date beside the amount in R$.
  for (const { m, linha } of todas(doc, new RegExp(`(?:^| )(${DATA}) R\\$ ?(${RS})(?= |$)`, 'i'))) {
    l.propor('vencimento', data(m[1]), linha);
    l.propor('valor_total_rs', num(m[2]), linha);
  }
  // Labels with the value on the same line.
  for (const { m, linha } of todas(doc, new RegExp(`(?:DATA DE )?VENCIMENTO:? (${DATA})(?= |$)`, 'i')))
    l.propor('vencimento', data(m[1]), linha);
  for (const { m, linha } of todas(
    doc,
    new RegExp(`(?:TOTAL|VALOR) A PAGAR(?: \\(R\\$\\))?:? (?:R\\$ ?)?(${RS})(?= |$)`, 'i'),
  ))
    l.propor('valor_total_rs', num(m[1]), linha);
  for (const { m, linha } of todas(
    doc,
    /(?:REF(?:ER[ÊE]NCIA)?[.:]? ?M[ÊE]S\/ANO|M[ÊE]S\/ANO DE REFER[ÊE]NCIA|CONTA M[ÊE]S|M[ÊE]S DE REFER[ÊE]NCIA):? (\d{1,2}\/\d{4})(?= |$)/i,
  ))
    l.propor('mes_referencia', mes(m[1]), linha);
  // Labels with the value under them (header boxes, payment slips).
  const venc = abaixoDe(doc, /^(?:DATA DE )?VENCIMENTO$/i, new RegExp(`^(${DATA})$`));
  l.propor('vencimento', data(venc?.texto), venc?.linha);
  const total = abaixoDe(
    doc,
    /^(?:TOTAL A PAGAR|VALOR A PAGAR)(?: \(R\$\))?$/i,
    new RegExp(`^(?:R\\$ ?)?(${RS})$`),
  );
  l.propor('valor_total_rs', num(total?.texto), total?.linha);
}

// ---- installation --------------------------------------------------------------------------------

function instalacao(doc: Documento, l: Leitura, familia: Familia) {
  if (familia === 'energisa') {
    // "6/3574452-3": company/UC-DV, under "CÓDIGO DO CLIENTE" (whose label is an image). The box
    // "CÓDIGO DA INSTALAÇÃO" holds the meter, and "MATRÍCULA 3574452-2025-7-3" is the bill's id.
    const achados = todas(doc, /(?:^| )(\d{1,2}\/\d{4,10}-\d)(?= |$)/);
    const distintos = new Set(achados.map((a) => a.m[1]));
    if (distintos.size === 1) l.propor('matricula', achados[0]?.m[1], achados[0]?.linha);
    return;
  }
  if (familia === 'enel') {
    // Enel SP prints its header labels as images: "<instalação> <nº do cliente> <vencimento>".
    for (const { m, linha } of todas(doc, /^(\d{7,10}) \d{6,10} (\d{2}) ([A-Z]{3}) (\d{4})$/))
      l.propor('matricula', m[1], linha);
    for (const { m, linha } of todas(doc, /Instala[çc][ãa]o n[ºo°]:? ?(\d{6,12})\b/i))
      l.propor('matricula', m[1], linha);
  }
  if (familia === 'edp') {
    // EDP's labels are images too; the installation follows the issue date on the slip.
    for (const { m, linha } of todas(doc, new RegExp(`EMISS[ÃA]O: ${DATA} (\\d{6,10})$`)))
      l.propor('matricula', m[1], linha);
  }
  const rotulo =
    /^(?:N[ºo°.]* ?D[AO] )?(?:INSTALA[ÇC][ÃA]O|UNIDADE CONSUMIDORA|C[ÓO]DIGO DA (?:UNIDADE CONSUMIDORA|INSTALA[ÇC][ÃA]O)|UC)(?: N[ºo°])?:?$/i;
  const abaixo = abaixoDe(doc, rotulo, /^(\d{5,15})$/);
  l.propor('matricula', abaixo?.texto, abaixo?.linha);
  for (const { m, linha } of todas(
    doc,
    /(?:^| )(?:N[ºo°.]* ?D[AO] )?(?:INSTALA[ÇC][ÃA]O|UNIDADE CONSUMIDORA|UC)(?: N[ºo°])?:? ?(\d{5,15})(?= |$)/i,
  ))
    l.propor('matricula', m[1], linha);
}

// ---- meters: consumption and injection ----------------------------------------------------------

/**
 * Meter rows "<grandeza> [posto] <leitura> <leitura> <constante> <kWh>": the kWh is taken only when
 * the readings prove it — |atual − anterior| × constante, give or take the transformer losses the
 * row may add (Energisa prints 2,5 %). A demand (kW) or reactive row never matches.
 */
function medidores(doc: Documento, tipo: 'consumo' | 'injetada'): { kwh: number; linha: Linha } | undefined {
  const grandeza =
    tipo === 'consumo'
      ? '(?:Energia (?:Ativa )?(?:- )?kWh|Energia ativa em kWh|kWh|KWH|CONSUMO kWh|Ativa|Energia Ativa)'
      : '(?:Energia injetada(?: em kWh)?|INJ|Energia Injetada(?: - kWh)?)';
  const posto = String.raw`(?:(Fora Ponta|F ?Ponta|Ponta|[ÚU]nico|Total|Intermedi[áa]rio|FP|P|TP)\s)?`;
  const padrao = new RegExp(
    `(?:^| )${grandeza}\\s(?:[A-Z]{1,4}\\d{5,}\\s)?${posto}(?:[A-Z]{0,3}\\s)?(${NUM}) (${NUM}) (${NUM})(?: (${NUM}))?(?: (${NUM}))?(?: (${NUM}))?`,
    'i',
  );
  const porPosto = new Map<string, { kwh: number; linha: Linha }>();
  let conflito = false;
  for (const { m, linha } of todas(doc, padrao)) {
    const texto = semAcento(linha.texto);
    if (tipo === 'consumo' && /INJET|\bINJ\b|REATIV|DEMANDA|kvarh|GERA/i.test(texto)) continue;
    const numeros = [m[2], m[3], m[4], m[5], m[6], m[7]].map(num);
    const [a, b, k] = numeros;
    // Readings are whole register counts and the multiplier is at least 1: a tariff row never passes.
    if (a === undefined || b === undefined || k === undefined || k < 1) continue;
    if (!Number.isInteger(a) || !Number.isInteger(b)) continue;
    const medido = Math.abs(a - b) * k;
    // The consumption is the first later number the readings prove.
    const kwh = numeros
      .slice(3)
      .find((v) => v !== undefined && Math.abs(v - medido) <= Math.max(0.6, medido * 0.03));
    if (kwh === undefined) continue;
    const chave = (m[1] ?? 'unico').toUpperCase();
    const atual = porPosto.get(chave);
    if (atual && atual.kwh !== kwh) conflito = true;
    if (!atual) porPosto.set(chave, { kwh, linha });
  }
  if (conflito || porPosto.size === 0) return undefined;
  const lista = [...porPosto.values()];
  return { kwh: arred(lista.reduce((s, p) => s + p.kwh, 0)), linha: lista[0]?.linha as Linha };
}

function consumo(doc: Documento, l: Leitura, itens: LinhaItem[]) {
  const medido = medidores(doc, 'consumo');
  if (medido) {
    l.propor('consumo_kwh', medido.kwh, medido.linha);
    return;
  }
  // Billed energy lines: Energisa "Consumo em kWh", EDP "TUSD - Consumo", Enel "USO SIST. DISTR.
  // (TUSD)", CPFL "Energia Ativa Fornecida - TUSD", Copel "ENERGIA ELET CONSUMO".
  const energia = itens.filter(
    (i) =>
      i.kwh !== undefined &&
      /CONSUMO|USO SIST|FORNECIDA|ENERGIA ELET|\(TUSD\)|\bTUSD\b/i.test(i.descricao) &&
      !/INJ|COMPENS|SCEE|GERA|DEMANDA|REATIV|BAND|ADIC|DIF\.? CUSTO|CUSTO DISP/i.test(i.descricao),
  );
  const tusd = energia.filter((i) => /TUSD|USO SIST/i.test(i.descricao));
  const escolhidos = tusd.length > 0 ? tusd : energia;
  const quantidades = new Set(escolhidos.map((i) => i.kwh));
  if (escolhidos.length > 0 && (quantidades.size === 1 || tusd.length > 0)) {
    const total =
      tusd.length > 0 ? escolhidos.reduce((s, i) => s + (i.kwh ?? 0), 0) : (escolhidos[0]?.kwh ?? 0);
    l.propor('consumo_kwh', arred(total), escolhidos[0]?.linha);
  }
}

// ---- invoice items --------------------------------------------------------------------------------

interface LinhaItem extends ItemFatura {
  linha: Linha;
}

/**
 * Rows of the billed-items table: from its header ("Itens da Fatura", "DESCRIÇÃO", "Descrição da
 * Operação") to its total. Each row is "<descrição> [<unid.> <quant.> <preço>] <valor> […]".
 */
function itensDaTabela(doc: Documento): LinhaItem[] {
  const inicio = doc.linhas.findIndex((l) =>
    /^(?:CCI )?(?:Itens d[ae] Fatura|ITENS D[AE] FATURA|DESCRI[ÇC][ÃA]O|Descri[çc][ãa]o)\b|Cod\. Descri[çc][ãa]o da Opera|\bCCI DESCRI/i.test(
      l.texto,
    ),
  );
  if (inicio < 0) return [];
  const itens: LinhaItem[] = [];
  for (const linha of doc.linhas.slice(inicio + 1, inicio + 60)) {
    if (
      /^(?:TOTAL|Total)(?::| Consolidado| Distribuidora)?\b/.test(linha.texto) &&
      !/Tribut/i.test(linha.texto)
    )
      break;
    // Leading item codes ("0605", "0601 Consumo") are no part of the description.
    const l = linhaDeItem(normalizarItem(linha.texto));
    if (!l) continue;
    const item = itemFatura(l);
    if (!coerente(item)) {
      // OCR drops separators ("1.165,120" read "1165120"): a scan's row that does not add up is left
      // out whole; a text row keeps its value but not the kWh and price that disagree with it.
      if (doc.ocr) continue;
      delete item.kwh;
      delete item.tarifa;
    }
    itens.push({ ...item, linha });
  }
  return itens;
}

/** kWh × unit price gives the row's value (to the cent, or 2 % for prices printed with taxes). */
function coerente(item: ItemFatura): boolean {
  if (item.kwh === undefined || item.tarifa === undefined) return true;
  const valor = Math.abs(item.valor_rs);
  return Math.abs(item.kwh * item.tarifa - valor) <= Math.max(0.05, valor * 0.02);
}

/**
 * One item row in the shape linhaDeItem reads: item codes ("0605 ") and percent columns ("18%")
 * dropped, the tax box some layouts print on the same baseline ("PIS 94,96 0,9917 0,94") cut off,
 * CPFL's "<quant.> kWh" turned into "kWh <quant.>", and rows that print no unit but a quantity and
 * a unit tariff (Enel "(TUSD) 27.440,000 0,48296 13.252,52", Energisa 2022 "3.792,00 0,621950
 * 0,787940 2.987,88") given their kWh.
 */
function normalizarItem(bruto: string): string {
  let t = bruto
    .replace(/^\d{3,4} (?=\D)/, '')
    .replace(/ \d+(?:,\d+)?%/g, '')
    .replace(/ (?:PIS\/PASEP|PIS|COFINS|ICMS) -?\d[\d.,\s-]*$/, '')
    // CPFL's last column: the tariff flag and its days ("Verde", "03 Dias").
    .replace(/ (?:Verde|Amarela|Vermelha(?: P\d)?|Escassez H[íi]drica|\d{1,2} Dias)$/i, '')
    .replace(/ ([A-Z]{3}\/\d{2}) /, ' ')
    .replace(/ (\d{1,3}(?:\.\d{3})*,\d+) (kWh|KWH)\b/, ' $2 $1');
  const semUnidade = new RegExp(
    `^(.*?[A-Za-z)].*?) (${NUM}) (\\d,\\d{4,}) (?:(\\d,\\d{4,}) )?(${RS})((?: ${NUM})*)$`,
  ).exec(t);
  if (semUnidade && !/ (?:kWh|KWH|kW|kvarh) /i.test(t))
    t = `${semUnidade[1]} kWh ${semUnidade[2]} ${semUnidade[4] ?? semUnidade[3]} ${semUnidade[5]}${semUnidade[6] ?? ''}`;
  return t;
}

// ---- compensation, balance, SCEE ------------------------------------------------------------------

/** Lines that credit energy this cycle, per family (their kWh summed); TUSD/TE pairs count once. */
const CREDITOS: Record<Familia, RegExp | undefined> = {
  cemig: /^Energia compensada\b/i,
  energisa: /^Energia Atv Injetada\b/i,
  cpfl: /^Energ(?:ia)? Atv Inj\..*TUSD/i,
  copel: /^ENERGIA INJ\..*\bTE\b/i,
  enel: /INJETADA.*\bTUSD\b|COMPENSADA.*\bTUSD\b/i,
  edp: /(?:Inj\.?|Injetada|Compensada).*TUSD/i,
  neoenergia: /(?:INJETADA|COMPENSADA).*TUSD/i,
  equatorial: /(?:INJETADA|COMPENSADA).*TUSD/i,
  celesc: /(?:INJETADA|COMPENSADA).*TUSD/i,
  light: /(?:INJETADA|COMPENSADA).*TUSD/i,
};
/** Families whose credit lines were read on real invoices; the others' readings are marked to confirm. */
const CREDITOS_CONFIRMADOS = new Set<Familia>(['cemig', 'energisa', 'cpfl']);

function compensacao(doc: Documento, l: Leitura, itens: LinhaItem[], familia: Familia) {
  const padrao = CREDITOS[familia];
  if (!padrao) return;
  const creditos = itens.filter((i) => padrao.test(i.descricao));
  if (creditos.length > 0 && creditos.every((i) => i.kwh !== undefined)) {
    l.propor('compensada_kwh', arred(creditos.reduce((s, i) => s + (i.kwh ?? 0), 0)), creditos[0]?.linha);
    if (!CREDITOS_CONFIRMADOS.has(familia)) l.conferir.add('compensada_kwh');
  }
  const injetada = medidores(doc, 'injetada');
  if (injetada) l.propor('injetada_kwh', injetada.kwh, injetada.linha);
  for (const { m, linha } of todas(
    doc,
    new RegExp(`Energia injetada no m[êe]s em kWh: ?(${NUM})(?= |$)`, 'i'),
  ))
    l.propor('injetada_kwh', num(m[1]), linha);
}

const SALDOS = [
  new RegExp(`SALDO ATUAL DE GERA[ÇC][ÃA]O: ?(${NUM}) ?kWh`, 'i'),
  new RegExp(`Saldo Acumulado: ?(${NUM})(?=[ .]|$)`, 'i'),
  new RegExp(`Saldo em Energia da Instala[çc][ãa]o: (?:[A-Za-zÀ-ú ]+ )?(${NUM}) kWh`, 'i'),
  new RegExp(`Saldo atualizado de energia em kWh: ?(${NUM})(?= |$)`, 'i'),
];

function saldo(doc: Documento, l: Leitura) {
  for (const padrao of SALDOS)
    for (const { m, linha } of todas(doc, padrao))
      l.propor('saldo_kwh', num(m[1]?.replace(/\.$/, '')), linha);
  for (const { m, linha } of todas(
    doc,
    new RegExp(`(?:A expirar no pr[óo]ximo ciclo|Saldo a expirar pr[óo]ximo m[êe]s): ?(${NUM})`, 'i'),
  ))
    l.propor('creditos_expirando_kwh', num(m[1]), linha);
}

/** The unit is in the SCEE (micro/minigeração): the markers the distributors print. */
const SCEE =
  /sistema de compensa[çc][ãa]o de energia|\bSCEE\b|GD_I|\bGDI{1,2}\b|\bGD I{1,2}\b|Energia Atv Injetada|Energ Atv Inj\.|ENERGIA INJ\.|Micro ?e ?Minigera|Microgera[çc][ãa]o|Mini ?Gera[çc][ãa]o|Saldo Acumulado|SALDO ATUAL DE GERA|Saldo em Energia da Instala|REN 482|REH 482|482\/2012/i;

function modalidade(doc: Documento, l: Leitura) {
  const ii = primeira(doc, /\bGD ?_?II\b|\bGDII\b|GD_II/);
  if (ii) {
    l.propor('gd', 'GD II', ii.linha);
    return;
  }
  // Lei 14.300: units under the old REN 482 rules (access requested up to 07/01/2023) are GD I.
  const i = primeira(doc, /\bGD ?_?I\b|\bGDI\b|GD_I\b|REN 482|REH 482|482\/2012/);
  if (i) l.propor('gd', 'GD I', i.linha);
}

// ---- classification, taxes ---------------------------------------------------------------------

function classificacao(doc: Documento, l: Leitura) {
  const c = primeira(
    doc,
    /(?:Classifica[çc][ãa]o|CLASSIFICA[ÇC][ÃA]O|Classe\/Subcls\.|Grupo\/Subgp\.):? ?(.+)$/,
  );
  if (c) {
    l.propor('classe', classeDe(c.m[1] ?? ''), c.linha);
    l.propor('grupo_tensao', grupoDe(c.m[1] ?? ''), c.linha);
  }
  const f =
    primeira(
      doc,
      /(?:LIGA[ÇC][ÃA]O|Tipo de Fornecimento|Fornecimento):? ?(MONOF[ÁA]SIC[OA]|BIF[ÁA]SIC[OA]|TRIF[ÁA]SIC[OA])/i,
    ) ?? primeira(doc, /^(Monof[áa]sico|Bif[áa]sico|Trif[áa]sico)\b/i);
  if (f) l.propor('fornecimento', fornecimentoDe(f.m[1] ?? ''), f.linha);
}

function iluminacao(l: Leitura, itens: LinhaItem[]) {
  const cip = itens.filter((i) => /ILUM|\bCIP\b|COSIP/i.test(i.descricao));
  if (cip.length > 0)
    l.propor(
      'iluminacao_publica_rs',
      arred(
        cip.reduce((s, i) => s + i.valor_rs, 0),
        2,
      ),
      cip[0]?.linha,
    );
}

// ---- the reader -----------------------------------------------------------------------------------

/** Families whose layouts were read on real invoices (data/faturas): their fields need no extra check. */
const VERIFICADAS = new Set<Familia>(['cemig', 'cpfl', 'energisa', 'enel', 'edp']);

export interface ResultadoLeitor {
  campos: CamposFatura;
  origem: Partial<Record<Campo, OrigemCampo>>;
  conferir: Campo[];
  /** Fields this invoice should carry (credits only for SCEE units). */
  esperados: Campo[];
}

export function lerCampos(doc: Documento, familia: Familia): ResultadoLeitor {
  const l = new Leitura();
  if (familia === 'enel') enelCabecalho(doc, l);
  cabecalho(doc, l);
  instalacao(doc, l, familia);
  const itens = itensDaTabela(doc);
  consumo(doc, l, itens);
  classificacao(doc, l);
  iluminacao(l, itens);
  const texto = doc.linhas.map((x) => x.texto).join('\n');
  const scee = SCEE.test(texto);
  if (scee) {
    compensacao(doc, l, itens, familia);
    saldo(doc, l);
    modalidade(doc, l);
  }
  // Layouts no real invoice of ours has shown yet: every field read is shown to the user to confirm.
  if (!VERIFICADAS.has(familia)) for (const campo of l.valores.keys()) l.conferir.add(campo);
  const r = l.resultado();
  if (itens.length > 0) {
    r.campos.itens = itens.map(({ linha: _linha, ...i }) => i);
    const primeiro = itens[0]?.linha;
    if (primeiro) r.origem.itens = { pagina: primeiro.pagina, linha: primeiro.numero, texto: primeiro.texto };
  }
  const esperados: Campo[] = ['matricula', 'mes_referencia', 'vencimento', 'valor_total_rs', 'consumo_kwh'];
  if (scee) esperados.push('compensada_kwh', 'saldo_kwh', 'gd');
  return { ...r, esperados };
}

const MES_ABREV: Record<string, string> = Object.fromEntries(
  MESES_ABREV.split('|').map((m, i) => [m, String(i + 1).padStart(2, '0')]),
);

/**
 * Enel SP's header (labels printed as images): "<instalação> <nº cliente> 28 OUT 2022" with the
 * total on the next line and "SET 2022", the reference, below it; the reading date "26 SET 2022"
 * elsewhere is no due date.
 */
function enelCabecalho(doc: Documento, l: Leitura) {
  const i = doc.linhas.findIndex((x) => /^\d{7,10} \d{6,10} \d{2} [A-Z]{3} \d{4}$/.test(x.texto));
  const linha = doc.linhas[i];
  if (!linha) return;
  const m = /(\d{2}) ([A-Z]{3}) (\d{4})$/.exec(linha.texto);
  const mm = MES_ABREV[m?.[2] ?? ''];
  if (m && mm) l.propor('vencimento', data(`${m[1]}/${mm}/${m[3]}`), linha);
  for (const seguinte of doc.linhas.slice(i + 1, i + 4)) {
    if (seguinte.pagina !== linha.pagina) break;
    const total = new RegExp(`^(${RS})\\b`).exec(seguinte.texto);
    if (total && !l.tem('valor_total_rs')) l.propor('valor_total_rs', num(total[1]), seguinte);
    const ref = new RegExp(`(?:^| )(${MESES_ABREV}) (\\d{4})(?= |$)`).exec(seguinte.texto);
    if (ref && !l.tem('mes_referencia'))
      l.propor('mes_referencia', `${ref[2]}-${MES_ABREV[ref[1] ?? '']}`, seguinte);
  }
}
