import {
  formatData,
  formatMassa,
  formatMoeda,
  formatPercentual,
  formatPotencia,
  formatTelefone,
  MESES_ABREV,
} from '@irradia/shared';
import { numeroBr } from '@irradia/shared/format/numero';
import { formatAnosEMeses } from '@irradia/shared/format/prazo';
import type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';
import { type RGB, rgb } from 'pdf-lib';
import type { EmpresaAtual } from '../../platform/auth.ts';
import type { AppContext } from '../../platform/context.ts';
import { type CampoInvalido, erroValidacao } from '../../platform/errors.ts';
import { CORES, Folha, LARGURA_UTIL, MARGEM } from '../../platform/pdf/documento.ts';
import { graficoDeBarras } from '../../platform/pdf/grafico.ts';
import { type Logo, lerLogo } from '../../platform/pdf/imagem.ts';
import { tabela } from '../../platform/pdf/tabela.ts';
import { logoDaEmpresa } from '../empresas/empresas.logo.ts';
import { marcaDaEmpresa } from '../empresas/empresas.marca.ts';
import { hojeDaProposta } from './pedidos.link.ts';
import { PARA_DIMENSIONAR, PARA_PRECIFICAR, proposta } from './pedidos.proposta.ts';
import { detalhe } from './pedidos.service.ts';

// The proposal as a PDF for the customer (decision 033): the company's brand, the system, the
// months' generation against consumption, the sale price and the returns over 25 years. It goes
// to the customer, so it never prints a cost, margin or tax: only `preco_rs` of the price.

type Dimensionamento = NonNullable<PropostaCalculada['dimensionamento']>;
type Financeiro = NonNullable<PropostaCalculada['financeiro']>;

const FONTES_DE_IRRADIACAO: Record<string, string> = {
  atlas_2017: 'Atlas Brasileiro de Energia Solar, INPE, 2017',
  propria: 'dados de irradiação da empresa',
};

const kwh = (v: number) => `${numeroBr(Math.round(v), 0, 0)} kWh`;
const fracao = (v: number | null) => (v === null ? '—' : formatPercentual(v * 100));

/** 422 naming what is missing, as POST /enviar does (decision 032): the same inputs, the same fields. */
function completa(c: PropostaCalculada) {
  const { dimensionamento, preco } = c;
  if (dimensionamento && preco) return { ...c, dimensionamento, preco };
  const erros: CampoInvalido[] = [];
  for (const p of c.pendencias)
    if (
      ((!dimensionamento && PARA_DIMENSIONAR.has(p.campo)) || (!preco && PARA_PRECIFICAR.has(p.campo))) &&
      !erros.some((e) => e.field === p.campo)
    )
      erros.push({ field: p.campo, rule: 'required', message: p.mensagem });
  if (erros.length === 0)
    erros.push({
      field: 'proposta',
      rule: 'required',
      message: 'Complete o dimensionamento e o preço antes de gerar o PDF da proposta',
    });
  throw erroValidacao(erros);
}

/** `t` cut with an ellipsis to fit `largura` points. */
function caber(f: Folha, t: string, largura: number, tamanho: number, negrito = false): string {
  if (f.largura(t, tamanho, negrito) <= largura) return t;
  let s = t;
  while (s.length > 1 && f.largura(`${s}…`, tamanho, negrito) > largura) s = s.slice(0, -1);
  return `${s.trimEnd()}…`;
}

/** The top of the first page: logo, name and slogan on the left; number and dates on the right. */
async function cabecalho(
  f: Folha,
  pdfLogo: Logo | null,
  marca: { nome: string; slogan: string | null },
  numero: number,
  datas: { emissao: string; validade: string | null },
  cor: RGB,
) {
  const topo = f.y;
  let xNome = MARGEM;
  let alturaLogo = 0;
  if (pdfLogo) {
    const img = await f.pdf.embedPng(pdfLogo.png);
    const escala = Math.min(110 / pdfLogo.largura, 52 / pdfLogo.altura);
    const w = pdfLogo.largura * escala;
    alturaLogo = pdfLogo.altura * escala;
    f.page.drawImage(img, { x: MARGEM, y: topo - alturaLogo, width: w, height: alturaLogo });
    xNome = MARGEM + w + 14;
  }
  const direita = MARGEM + LARGURA_UTIL;
  const espaco = direita - 150 - xNome;
  f.y = topo - 16;
  f.texto(caber(f, marca.nome, espaco, 16, true), xNome, { tamanho: 16, negrito: true, cor });
  f.texto(`Proposta nº ${numero}`, direita, { tamanho: 11, negrito: true, direita: true });
  f.y -= 16;
  if (marca.slogan) f.texto(caber(f, marca.slogan, espaco, 9), xNome, { tamanho: 9, cor: CORES.suave });
  f.texto(`Emitida em ${datas.emissao}`, direita, { tamanho: 9, cor: CORES.suave, direita: true });
  f.y -= 13;
  f.texto(datas.validade ? `Válida até ${datas.validade}` : 'Validade a combinar', direita, {
    tamanho: 9,
    cor: CORES.suave,
    direita: true,
  });
  f.y = Math.min(f.y - 12, topo - alturaLogo - 10);
  f.page.drawRectangle({ x: MARGEM, y: f.y, width: LARGURA_UTIL, height: 3, color: cor });
  f.y -= 34;
}

/** A section title with a bar in the brand colour. */
function secao(f: Folha, titulo: string, cor: RGB) {
  f.caber(90);
  f.page.drawRectangle({ x: MARGEM, y: f.y - 3, width: 4, height: 15, color: cor });
  f.texto(titulo, MARGEM + 11, { tamanho: 13, negrito: true, cor });
  f.y -= 26;
}

/** Label over value, `colunas` to a row. */
function grade(f: Folha, itens: Array<[string, string]>, colunas: number) {
  const largura = LARGURA_UTIL / colunas;
  for (let i = 0; i < itens.length; i += colunas) {
    f.caber(32);
    itens.slice(i, i + colunas).forEach(([rotulo, valor], j) => {
      const x = MARGEM + j * largura;
      f.texto(rotulo, x, { tamanho: 8, cor: CORES.suave });
      f.y -= 14;
      f.texto(caber(f, valor, largura - 10, 11, true), x, { tamanho: 11, negrito: true });
      f.y += 14;
    });
    f.y -= 34;
  }
}

function sistema(f: Folha, c: PropostaCalculada, d: Dimensionamento, cor: RGB) {
  secao(f, 'O sistema', cor);
  const consumoAno = d.meses.reduce((a, m) => a + m.consumo_kwh, 0);
  const inv = c.inversor;
  const fonte = c.irradiacao ? (FONTES_DE_IRRADIACAO[c.irradiacao.fonte] ?? c.irradiacao.fonte) : null;
  grade(
    f,
    [
      ['Potência do sistema', formatPotencia(d.potencia_real_kwp * 1000, 'Wp')],
      ['Módulos', `${d.modulos} × ${numeroBr(d.potencia_modulo_wp, 0, 0)} Wp`],
      ['Inversor', inv ? `${inv.quantidade} × ${formatPotencia(inv.potencia_kw * 1000)}` : 'A definir'],
      ['Geração estimada', `${kwh(d.geracao_anual_kwh)} por ano`],
      ['Geração média', `${kwh(d.geracao_anual_kwh / 12)} por mês`],
      ['Consumo médio', `${kwh(consumoAno / 12)} por mês`],
      ['Consumo atendido', consumoAno > 0 ? fracao(d.geracao_anual_kwh / consumoAno) : '—'],
      ['Local da instalação', c.cidade?.nome ?? '—'],
    ],
    3,
  );
  if (fonte)
    f.paragrafo(
      `Geração calculada com a irradiação solar de cada mês no local (fonte: ${fonte}).`,
      MARGEM,
      LARGURA_UTIL,
      { tamanho: 8, cor: CORES.suave },
    );
  f.y -= 12;
  equipamentos(f, c, cor);
  secao(f, 'Geração e consumo mês a mês', cor);
  graficoDeBarras(f, {
    rotulos: [...MESES_ABREV],
    series: [
      { nome: 'Consumo', cor: rgb(0.62, 0.65, 0.7), valores: d.meses.map((m) => m.consumo_kwh) },
      { nome: 'Geração estimada', cor, valores: d.meses.map((m) => m.geracao_kwh) },
    ],
    altura: 150,
    eixo: kwh,
  });
  f.y -= 6;
}

/** The kit from the catalogue by name, maker, model and quantity: never its cost (decision 035). */
function equipamentos(f: Folha, c: PropostaCalculada, cor: RGB) {
  if (!c.kit) return;
  secao(f, 'Equipamentos', cor);
  const larg = (LARGURA_UTIL - 70) / 3;
  tabela(
    f,
    [
      { titulo: 'Equipamento', largura: larg },
      { titulo: 'Fabricante', largura: larg },
      { titulo: 'Modelo', largura: larg },
      { titulo: 'Quantidade', largura: 70, direita: true },
    ],
    c.kit.itens.map((i) => [
      ...[i.nome, i.fabricante ?? '—', i.modelo ?? '—'].map((t) => caber(f, t, larg - 10, 9)),
      numeroBr(i.quantidade, 0, 3),
    ]),
    { cor },
  );
  f.y -= 18;
}

function investimento(f: Folha, c: PropostaCalculada & { preco: { preco_rs: number } }, cor: RGB) {
  const pg = c.pagamentos;
  const aVista = pg?.a_vista_rs ?? c.preco.preco_rs;
  secao(f, 'Investimento', cor);
  f.caber(60);
  f.page.drawRectangle({ x: MARGEM, y: f.y - 38, width: LARGURA_UTIL, height: 52, color: CORES.fundo });
  f.texto('Valor à vista', MARGEM + 12, { tamanho: 9, cor: CORES.suave });
  f.y -= 26;
  f.texto(formatMoeda(aVista), MARGEM + 12, { tamanho: 20, negrito: true, cor });
  const nota =
    aVista === c.preco.preco_rs
      ? 'Pagamento à vista'
      : `Preço ${formatMoeda(c.preco.preco_rs)}, com desconto à vista`;
  f.texto(nota, MARGEM + LARGURA_UTIL - 12, { tamanho: 10, direita: true });
  f.y -= 40;
  formasDePagamento(f, c.preco.preco_rs, pg, cor);
}

/** "Formas de pagamento": cash, instalments without interest, and each financing term (Price table). */
function formasDePagamento(f: Folha, preco: number, pg: PropostaCalculada['pagamentos'], cor: RGB) {
  if (!pg || (!pg.parcelado && pg.financiamentos.length === 0)) return;
  const linhas: string[][] = [['À vista', formatMoeda(pg.a_vista_rs), '—', formatMoeda(pg.a_vista_rs)]];
  const par = pg.parcelado;
  if (par)
    linhas.push([
      `${par.parcelas}× sem juros`,
      '—',
      `${par.parcelas} × ${formatMoeda(par.valor_parcela_rs)}`,
      formatMoeda(preco),
    ]);
  for (const x of pg.financiamentos)
    linhas.push([
      `Financiamento em ${x.prazo_meses} meses (${numeroBr(x.taxa_mensal * 100, 2, 2)}% ao mês)`,
      x.entrada_rs > 0 ? formatMoeda(x.entrada_rs) : '—',
      `${x.prazo_meses} × ${formatMoeda(x.parcela_rs)}`,
      formatMoeda(x.total_rs),
    ]);
  f.y -= 6;
  secao(f, 'Formas de pagamento', cor);
  tabela(
    f,
    [
      { titulo: 'Forma', largura: 200 },
      { titulo: 'Entrada', largura: 85, direita: true },
      { titulo: 'Parcelas', largura: 120, direita: true },
      { titulo: 'Total', largura: LARGURA_UTIL - 405, direita: true },
    ],
    linhas,
    { cor },
  );
  f.y -= 8;
  const notas = [
    par && par.primeira_parcela_rs !== par.valor_parcela_rs
      ? `No parcelado, a 1ª parcela é de ${formatMoeda(par.primeira_parcela_rs)} (os centavos da divisão).`
      : '',
    pg.financiamentos.length > 0
      ? 'Financiamento pela tabela Price, sujeito à aprovação de crédito; a última parcela pode diferir em centavos.'
      : '',
  ].filter(Boolean);
  if (notas.length > 0) f.paragrafo(notas.join(' '), MARGEM, LARGURA_UTIL, { tamanho: 8, cor: CORES.suave });
  f.y -= 10;
}

function retorno(f: Folha, fin: Financeiro, cor: RGB) {
  secao(f, 'Retorno do investimento', cor);
  grade(
    f,
    [
      ['Payback simples', formatAnosEMeses(fin.payback_simples_meses)],
      ['Payback descontado', formatAnosEMeses(fin.payback_descontado_meses)],
      ['TIR', fin.tir_anual === null ? '—' : `${fracao(fin.tir_anual)} ao ano`],
      ['VPL', formatMoeda(fin.vpl_rs)],
      [
        'LCOE (custo da energia gerada)',
        fin.lcoe_rs_kwh === null ? '—' : `R$\u00a0${numeroBr(fin.lcoe_rs_kwh, 2, 3)}/kWh`,
      ],
      ['Economia em 25 anos', formatMoeda(fin.economia_total_rs)],
      ['Geração em 25 anos', kwh(fin.geracao_total_kwh)],
      ['CO2 evitado em 25 anos', formatMassa(fin.co2_evitado_kg) || '0 kg'],
      ['Árvores equivalentes', numeroBr(fin.arvores, 0, 0)],
    ],
    3,
  );
}

function projecao(f: Folha, c: PropostaCalculada, fin: Financeiro, cor: RGB) {
  const e = c.entradas;
  f.novaPagina();
  secao(f, 'Projeção de 25 anos', cor);
  const larg = (LARGURA_UTIL - 45) / 4;
  tabela(
    f,
    [
      { titulo: 'Ano', largura: 45 },
      { titulo: 'Conta sem o sistema', largura: larg, direita: true },
      { titulo: 'Conta com o sistema', largura: larg, direita: true },
      { titulo: 'Economia', largura: larg, direita: true },
      { titulo: 'Saldo acumulado', largura: larg, direita: true },
    ],
    fin.anos.map((a) => [
      String(a.ano),
      formatMoeda(a.conta_sem_sistema_rs),
      formatMoeda(a.conta_com_sistema_rs),
      formatMoeda(a.economia_rs),
      formatMoeda(a.acumulado_rs),
    ]),
    { cor },
  );
  f.y -= 14;
  f.paragrafo(
    'Contas de energia somadas no ano. Saldo acumulado: a economia de cada ano somada desde o início, menos o investimento; fica positivo quando o sistema se paga.',
    MARGEM,
    LARGURA_UTIL,
    { tamanho: 8, cor: CORES.suave },
  );
  f.y -= 6;
  f.paragrafo(
    `Estimativas com a tarifa de R$\u00a0${numeroBr(e.tarifa_rs_kwh ?? 0, 2, 4)}/kWh reajustada em ${fracao(e.reajuste_anual)} ao ano, ` +
      `Fio B de R$\u00a0${numeroBr(e.fio_b_rs_kwh ?? 0, 2, 4)}/kWh na modalidade ${e.modalidade ?? '—'} (Lei 14.300), ` +
      `perda de ${fracao(e.degradacao_anual)} ao ano na geração dos módulos e taxa de desconto de ${fracao(e.taxa_desconto_anual)} ao ano ` +
      `(VPL e payback descontado), a partir de ${e.inicio_operacao ? formatData(`${e.inicio_operacao}-01`).slice(3) : '—'}. ` +
      'A geração real varia com o clima de cada ano.',
    MARGEM,
    LARGURA_UTIL,
    { tamanho: 8, cor: CORES.suave },
  );
}

/** Each page's foot: who and which proposal, and the page count. */
export function rodapes(f: Folha, texto: string) {
  const paginas = f.pdf.getPages();
  paginas.forEach((page, i) => {
    f.page = page;
    f.y = 28;
    f.texto(caber(f, texto, LARGURA_UTIL - 80, 8), MARGEM, { tamanho: 8, cor: CORES.suave });
    f.texto(`Página ${i + 1} de ${paginas.length}`, MARGEM + LARGURA_UTIL, {
      tamanho: 8,
      cor: CORES.suave,
      direita: true,
    });
  });
}

/**
 * GET /api/pedidos/:uuid/proposta/pdf: the deal's proposal as an A4 PDF in the company's brand
 * (its logo's main colour when it has one, decision 033). A purchase or another company's deal is
 * a 404; a proposal without its sizing or price is a 422 naming what is missing.
 */
export async function pdfDaProposta(
  ctx: AppContext,
  empresa: EmpresaAtual,
  uuid: string,
): Promise<Uint8Array> {
  const c = completa(await proposta(ctx, empresa, uuid));
  const pedido = await detalhe(ctx, empresa, uuid);
  const marca = (await marcaDaEmpresa(ctx, empresa.id)) ?? { nome: '', slogan: null };
  const bytesDoLogo = await logoDaEmpresa(ctx, empresa.id);
  const logo = bytesDoLogo ? await lerLogo(bytesDoLogo) : null;
  const cor = logo?.cor ?? CORES.destaque;

  const f = await Folha.criar(`Proposta nº ${pedido.numero} — ${marca.nome}`, ctx.config.productName);
  f.pdf.setAuthor(marca.nome);
  await cabecalho(
    f,
    logo,
    marca,
    pedido.numero,
    {
      emissao: formatData(hojeDaProposta(ctx)),
      validade: c.entradas.validade && formatData(c.entradas.validade),
    },
    cor,
  );
  f.texto('Proposta de sistema de energia solar', MARGEM, { tamanho: 18, negrito: true });
  f.y -= 20;
  const para = pedido.cliente?.nome ?? pedido.lead?.nome ?? '';
  const telefone = pedido.cliente ? '' : formatTelefone(pedido.lead?.telefone);
  f.texto(`Para: ${para}${telefone ? ` · ${telefone}` : ''}`, MARGEM, { tamanho: 11 });
  f.y -= 30;

  sistema(f, c, c.dimensionamento, cor);
  investimento(f, c, cor);
  if (c.financeiro) {
    retorno(f, c.financeiro, cor);
    projecao(f, c, c.financeiro, cor);
  }
  rodapes(f, `${marca.nome} · Proposta nº ${pedido.numero}`);
  return f.salvar();
}
