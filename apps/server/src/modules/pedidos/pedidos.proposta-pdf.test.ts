import { formatMoeda, formatPotencia } from '@irradia/shared';
import type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { multipart } from '../../../test/multipart.ts';
import { distribuidorDeTeste, pedir } from '../../../test/pedidos-de-teste.ts';
import { PROPOSTA_COMPLETA } from '../../../test/propostas-de-teste.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

// The proposal PDF (decision 033): what the customer receives, in the company's brand. It carries
// the sale price and the returns, never the cost, margin or taxes behind the price.

let t: TestApp;
const agora = new Date('2027-01-10T15:00:00Z');
let ana: Pessoa;
let bruno: Pessoa;
let integ: { uuid: string };
let outra: { uuid: string };
let cliente: string;

type Metodo = 'GET' | 'POST' | 'PUT';
const comoAna = (method: Metodo, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: como(ana, integ), payload: payload as Record<string, unknown> });

/** A deal for `corpo` (a customer or a lead) with the proposal `entradas`; its uuid. */
async function orcamento(entradas: Record<string, unknown>, corpo: Record<string, unknown> = { cliente }) {
  const uuid = uuidDe(await comoAna('POST', '/api/pedidos', { tipo: 'venda', ...corpo }));
  const put = await comoAna('PUT', `/api/pedidos/${uuid}/proposta`, entradas);
  if (put.statusCode !== 200) throw new Error(`proposta: ${put.statusCode} ${put.body}`);
  return { uuid, calculada: dados<PropostaCalculada>(put) };
}

/** The PDF's text, whitespace (the no-break space of R$ included) as single spaces. */
async function textoDo(pdf: Buffer) {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
const semEspacos = (s: string) => s.replace(/\s+/g, ' ');

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar', slogan: 'Sol que rende' });
  bruno = await criarPessoa(t, 'Bruno');
  outra = await criarEmpresa(t, bruno, { nome: 'Bruno Solar' });
  cliente = uuidDe(await comoAna('POST', '/api/clientes', { nome: 'Maria da Silva', pessoa_fisica: true }));
});
afterAll(() => t.close());

describe('PDF da proposta', () => {
  it('traz a marca, o cliente, o sistema, o preço de venda e o retorno, sem custo, margem nem impostos', async () => {
    // A blue logo: the document takes its colour.
    const canvas = createCanvas(200, 80);
    const g = canvas.getContext('2d');
    g.fillStyle = '#1d4ed8';
    g.fillRect(0, 0, 200, 80);
    const logo = multipart({}, 'imagem', {
      nome: 'logo.png',
      tipo: 'image/png',
      dados: await canvas.encode('png'),
    });
    const up = await t.app.inject({
      method: 'PATCH',
      url: `/api/empresas/${integ.uuid}`,
      headers: { ...como(ana, integ), 'content-type': logo.contentType },
      payload: logo.payload,
    });
    expect(up.statusCode).toBe(200);

    const { uuid, calculada } = await orcamento(PROPOSTA_COMPLETA);
    const numero = dados<{ numero: number }>(await comoAna('GET', `/api/pedidos/${uuid}`)).numero;
    const r = await comoAna('GET', `/api/pedidos/${uuid}/proposta/pdf`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="proposta-${numero}.pdf"`);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(r.rawPayload);
    expect(doc.getTitle()).toBe(`Proposta nº ${numero} — Ana Energia Solar`);
    // The system and returns on the first page, the 25-year table on the second.
    expect(doc.getPageCount()).toBe(2);
    expect(r.rawPayload.includes('/Subtype /Image')).toBe(true);

    const texto = await textoDo(r.rawPayload);
    const d = calculada.dimensionamento;
    const preco = calculada.preco;
    const fin = calculada.financeiro;
    if (!d || !preco || !fin) throw new Error('a proposta completa calcula tudo');
    for (const esperado of [
      'Ana Energia Solar',
      'Sol que rende',
      `Proposta nº ${numero}`,
      'Para: Maria da Silva',
      'Emitida em 10/01/2027',
      'Válida até 31/01/2027',
      formatPotencia(d.potencia_real_kwp * 1000, 'Wp'),
      `${d.modulos} × 550 Wp`,
      'São Paulo',
      'Atlas Brasileiro de Energia Solar',
      'Geração e consumo mês a mês',
      'Jan',
      'Dez',
      formatMoeda(preco.preco_rs),
      'Pagamento à vista',
      'Payback simples',
      'Payback descontado',
      'VPL',
      'TIR',
      'LCOE',
      formatMoeda(fin.economia_total_rs),
      'CO2 evitado',
      'Árvores equivalentes',
      'Projeção de 25 anos',
      'Conta sem o sistema',
      formatMoeda(fin.anos[24]?.acumulado_rs ?? 0),
      'Página 2 de 2',
    ])
      expect(texto).toContain(semEspacos(esperado));
    for (const segredo of [preco.custo_rs, preco.margem_rs, preco.impostos_rs, 12000, 2800])
      expect(texto).not.toContain(semEspacos(formatMoeda(segredo)));
    expect(texto).not.toMatch(/margem|imposto/i);
  });

  it('com o kit do catálogo, lista os equipamentos e as formas de pagamento, sem custo', async () => {
    const novo = async (corpo: Record<string, unknown>) =>
      uuidDe(await comoAna('POST', '/api/produtos', { custo_rs: 0, ...corpo }));
    const modulo = await novo({
      tipo: 'modulo',
      nome: 'Módulo Tiger 550',
      fabricante: 'Jinko',
      modelo: 'JKM550M',
      custo_rs: 611.11,
      especificacoes: { potencia_wp: 550 },
    });
    const inversor = await novo({
      tipo: 'inversor',
      nome: 'Inversor MIN 3,6 kW',
      fabricante: 'Growatt',
      custo_rs: 3922.22,
      especificacoes: { potencia_kw: 3.6 },
    });
    const estrutura = await novo({ tipo: 'estrutura', nome: 'Estrutura cerâmica', custo_rs: 155.55 });
    const { modulo_wp: _w, inversores_kw: _k, custo_kit_rs: _c, ...resto } = PROPOSTA_COMPLETA;
    const { uuid, calculada } = await orcamento({
      ...resto,
      modulo_produto: modulo,
      inversores_produtos: [inversor],
      componentes: [{ produto: estrutura, quantidade: 8 }],
      pagamento: {
        parcelas_max: 10,
        taxa_financiamento_mensal: 0.0149,
        prazos_financiamento_meses: [36, 60],
        desconto_a_vista: 0.05,
      },
    });
    const { kit, preco, pagamentos } = calculada;
    if (!kit || !preco || !pagamentos?.parcelado) throw new Error('o kit do catálogo precifica a proposta');
    const r = await comoAna('GET', `/api/pedidos/${uuid}/proposta/pdf`);
    expect(r.statusCode).toBe(200);
    const texto = await textoDo(r.rawPayload);
    for (const esperado of [
      'Equipamentos',
      'Módulo Tiger 550',
      'JKM550M',
      'Inversor MIN 3,6 kW',
      'Estrutura cerâmica',
      '8 × 550 Wp',
      'Formas de pagamento',
      formatMoeda(pagamentos.a_vista_rs),
      'com desconto à vista',
      `10 × ${formatMoeda(pagamentos.parcelado.valor_parcela_rs)}`,
      'Financiamento em 36 meses (1,49% ao mês)',
      `60 × ${formatMoeda(pagamentos.financiamentos[1]?.parcela_rs ?? 0)}`,
      'tabela Price',
    ])
      expect(texto).toContain(semEspacos(esperado));
    for (const segredo of [
      611.11,
      3922.22,
      155.55,
      kit.custo_rs,
      ...kit.itens.map((i) => i.custo_total_rs),
      preco.custo_rs,
      preco.margem_rs,
      preco.impostos_rs,
    ])
      expect(texto).not.toContain(semEspacos(formatMoeda(segredo)));
    expect(texto).not.toMatch(/margem|imposto/i);
  });

  it('para um contato rápido, o nome e o telefone; sem a tarifa, sai sem o retorno', async () => {
    const { tarifa_rs_kwh: _, ...semTarifa } = PROPOSTA_COMPLETA;
    const { uuid } = await orcamento(semTarifa, {
      lead: { nome: 'João Souza', telefone: '(11) 98888-7777' },
    });
    const r = await comoAna('GET', `/api/pedidos/${uuid}/proposta/pdf`);
    expect(r.statusCode).toBe(200);
    expect((await PDFDocument.load(r.rawPayload)).getPageCount()).toBe(1);
    const texto = await textoDo(r.rawPayload);
    expect(texto).toContain('Para: João Souza · (11) 9 8888-7777');
    expect(texto).toContain('Investimento');
    expect(texto).not.toContain('Payback');
    expect(texto).not.toContain('Projeção de 25 anos');
  });

  it('proposta sem dimensionamento ou sem preço: 422 com o que falta', async () => {
    const { uuid } = await orcamento({ modulo_wp: 550, margem: 0.2 });
    const r = await comoAna('GET', `/api/pedidos/${uuid}/proposta/pdf`);
    expect(r.statusCode).toBe(422);
    expect(r.headers['x-error-code']).toBe('VALIDACAO');
    expect(erros(r)).toEqual(
      expect.arrayContaining([
        { field: 'consumo_mensal_kwh', rule: 'required', message: 'Informe o consumo dos 12 meses' },
        { field: 'cidade_ibge', rule: 'required', message: 'Informe a cidade' },
        { field: 'custo_kit_rs', rule: 'required', message: 'Informe o custo do kit' },
      ]),
    );
    const campos = erros(r).map((e: { field: string }) => e.field);
    expect(campos).not.toContain('modulo_wp');
    // Only what blocks the document: the tariff belongs to the returns, which are left out.
    expect(campos).not.toContain('tarifa_rs_kwh');

    const { custo_kit_rs: _, ...semCusto } = PROPOSTA_COMPLETA;
    const semPreco = await orcamento(semCusto);
    const r2 = await comoAna('GET', `/api/pedidos/${semPreco.uuid}/proposta/pdf`);
    expect(r2.statusCode).toBe(422);
    expect(erros(r2)).toEqual([
      { field: 'custo_kit_rs', rule: 'required', message: 'Informe o custo do kit' },
    ]);
  });

  it('orçamento de outra empresa ou pedido de compra: 404', async () => {
    const { uuid } = await orcamento(PROPOSTA_COMPLETA);
    const alheio = await t.app.inject({
      method: 'GET',
      url: `/api/pedidos/${uuid}/proposta/pdf`,
      headers: como(bruno, outra),
    });
    expect(alheio.statusCode).toBe(404);
    expect(alheio.headers['x-error-code']).toBe('NAO_ENCONTRADO');

    const dist = await distribuidorDeTeste(t, 'Distribuidora Sol');
    const compra = await pedir(t, ana, integ, dist);
    const r = await comoAna('GET', `/api/pedidos/${compra}/proposta/pdf`);
    expect(r.statusCode).toBe(404);
  });
});
