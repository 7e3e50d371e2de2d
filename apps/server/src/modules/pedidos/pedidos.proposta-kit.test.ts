import { opcoesDePagamento } from '@irradia/shared/propostas/financiamento';
import type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduloDeTeste } from '../../../test/catalogo-de-teste.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { PROPOSTA_COMPLETA } from '../../../test/propostas-de-teste.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

// A proposal's equipment from the catalogue and its payment options (decision 035): the worked
// case of pedidos.vendas.test.ts (8 modules of 550 Wp, one 3.6 kW inverter) with products at cost.

let t: TestApp;
let ana: Pessoa;
let bruno: Pessoa;
let integ: { uuid: string };
let outra: { uuid: string };
let cliente: string;
const p = { modulo: '', inv5: '', inv36: '', estrutura: '', cabo: '', alheio: '' };

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (quem: Pessoa, emp: { uuid: string }, method: Metodo, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const comoAna = (method: Metodo, url: string, payload?: unknown) => api(ana, integ, method, url, payload);

const produto = async (corpo: Record<string, unknown>, quem = ana, emp = integ) => {
  const r = await api(quem, emp, 'POST', '/api/produtos', corpo);
  if (r.statusCode !== 201) throw new Error(`produto: ${r.statusCode} ${r.body}`);
  return uuidDe(r);
};
const novaVenda = async () => uuidDe(await comoAna('POST', '/api/pedidos', { tipo: 'venda', cliente }));

/** The worked case with catalogue equipment; the typed module, inverters and kit cost left out. */
const { modulo_wp: _w, inversores_kw: _k, custo_kit_rs: _c, ...SEM_EQUIPAMENTO } = PROPOSTA_COMPLETA;
const comCatalogo = () => ({
  ...SEM_EQUIPAMENTO,
  modulo_produto: p.modulo,
  inversores_produtos: [p.inv5, p.inv36],
  componentes: [
    { produto: p.estrutura, quantidade: 8 },
    { produto: p.cabo, quantidade: 30.5 },
  ],
});

interface Item {
  tipo: string;
  nome: string;
  sku: string | null;
  unidade: string;
  quantidade: number;
  preco_unitario_rs: number;
  total_rs: number;
}

beforeAll(async () => {
  t = await createTestApp();
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar' });
  bruno = await criarPessoa(t, 'Bruno');
  outra = await criarEmpresa(t, bruno, { nome: 'Bruno Solar' });
  cliente = uuidDe(await comoAna('POST', '/api/clientes', { nome: 'Maria da Silva', pessoa_fisica: true }));
  p.modulo = await produto(
    moduloDeTeste({
      nome: 'Módulo 550',
      custo_rs: 600,
      sku: 'MOD-550',
      especificacoes: { potencia_wp: 550 },
    }),
  );
  p.inv5 = await produto({
    tipo: 'inversor',
    nome: 'Inversor 5 kW',
    fabricante: 'Growatt',
    custo_rs: 4500,
    especificacoes: { potencia_kw: 5 },
  });
  p.inv36 = await produto({
    tipo: 'inversor',
    nome: 'Inversor 3,6 kW',
    fabricante: 'Growatt',
    modelo: 'MIN 3600TL-X',
    custo_rs: 3900,
    especificacoes: { potencia_kw: 3.6 },
  });
  p.estrutura = await produto({ tipo: 'estrutura', nome: 'Estrutura telhado cerâmico', custo_rs: 150 });
  p.cabo = await produto({ tipo: 'cabo', nome: 'Cabo solar 6 mm²', unidade: 'm', custo_rs: 4.5 });
  p.alheio = await produto(moduloDeTeste({ nome: 'Módulo do Bruno' }), bruno, outra);
});
afterAll(() => t.close());

describe('equipamentos do catálogo na proposta', () => {
  it('o kit soma os custos do catálogo: módulos do dimensionamento, o inversor escolhido e os componentes', async () => {
    const v = await novaVenda();
    // A typed kit cost is not used once the equipment comes from the catalogue.
    const put = await comoAna('PUT', `/api/pedidos/${v}/proposta`, { ...comCatalogo(), custo_kit_rs: 99999 });
    expect(put.statusCode).toBe(200);
    const c = dados<PropostaCalculada>(put);
    expect(c.pendencias).toEqual([]);
    expect(c.dimensionamento).toMatchObject({ modulos: 8, potencia_modulo_wp: 550 });
    // 4.4 kWp: one 3.6 kW (DC/AC 1.22) as with the typed kW.
    expect(c.inversor).toMatchObject({ potencia_kw: 3.6, quantidade: 1 });
    // 8 × 600 = 4,800; 1 × 3,900; 8 × 150 = 1,200; 30.5 × 4.50 = 137.25 → 10,037.25.
    expect(c.kit).toEqual({
      itens: [
        expect.objectContaining({
          produto: p.modulo,
          tipo: 'modulo',
          nome: 'Módulo 550',
          fabricante: 'Jinko',
        }),
        expect.objectContaining({ produto: p.inv36, tipo: 'inversor', modelo: 'MIN 3600TL-X' }),
        expect.objectContaining({ produto: p.estrutura, tipo: 'componente' }),
        expect.objectContaining({ produto: p.cabo, tipo: 'componente' }),
      ],
      custo_rs: 10037.25,
    });
    expect(c.kit?.itens.map((i) => [i.quantidade, i.custo_unitario_rs, i.custo_total_rs])).toEqual([
      [8, 600, 4800],
      [1, 3900, 3900],
      [8, 150, 1200],
      [30.5, 4.5, 137.25],
    ]);
    // (10,037.25 + 2,800) / 0.74 = 17,347.635… → 17,347.64.
    expect(c.preco).toMatchObject({ custo_rs: 12837.25, preco_rs: 17347.64 });
    expect(c.catalogo.map((x) => x.produto)).toEqual([p.modulo, p.inv5, p.inv36, p.estrutura, p.cabo]);

    // The kit's lines are the deal's items, at cost, in the kit's order.
    const itens = dados<Item[]>(await comoAna('GET', `/api/pedidos/${v}/itens`));
    expect(itens.map((i) => [i.tipo, i.nome, i.quantidade, i.preco_unitario_rs, i.total_rs])).toEqual([
      ['modulo', 'Módulo 550', 8, 600, 4800],
      ['inversor', 'Inversor 3,6 kW', 1, 3900, 3900],
      ['estrutura', 'Estrutura telhado cerâmico', 8, 150, 1200],
      ['cabo', 'Cabo solar 6 mm²', 30.5, 4.5, 137.25],
    ]);
    expect(itens[0]).toMatchObject({ sku: 'MOD-550', unidade: 'un' });
    expect(itens[3]?.unidade).toBe('m');
    expect(
      dados<{ itens_count: number; total_rs: number }>(await comoAna('GET', `/api/pedidos/${v}`)),
    ).toMatchObject({ itens_count: 4, total_rs: 17347.64 });

    // Back to typed equipment: the typed cost prices it again and the lines go.
    const tipado = dados<PropostaCalculada>(
      await comoAna('PUT', `/api/pedidos/${v}/proposta`, PROPOSTA_COMPLETA),
    );
    expect(tipado.kit).toBeNull();
    expect(tipado.catalogo).toEqual([]);
    expect(tipado.preco).toMatchObject({ custo_rs: 14800, preco_rs: 20000 });
    expect(dados<Item[]>(await comoAna('GET', `/api/pedidos/${v}/itens`))).toEqual([]);
  });

  it('produto de outra empresa, removido ou do tipo errado: 422 no campo, e nada muda', async () => {
    const v = await novaVenda();
    const url = `/api/pedidos/${v}/proposta`;
    expect((await comoAna('PUT', url, comCatalogo())).statusCode).toBe(200);

    const alheio = await comoAna('PUT', url, { ...comCatalogo(), modulo_produto: p.alheio });
    expect(alheio.statusCode).toBe(422);
    expect(erros(alheio)).toEqual([
      { field: 'modulo_produto', rule: 'exists', message: 'Produto não encontrado' },
    ]);

    const trocados = await comoAna('PUT', url, {
      ...comCatalogo(),
      modulo_produto: p.inv5,
      inversores_produtos: [p.inv5, p.modulo],
      componentes: [{ produto: p.modulo, quantidade: 1 }],
    });
    expect(erros(trocados)).toEqual([
      { field: 'modulo_produto', rule: 'tipo', message: 'Selecione um módulo' },
      { field: 'inversores_produtos.1', rule: 'tipo', message: 'Selecione um inversor' },
      {
        field: 'componentes.0.produto',
        rule: 'tipo',
        message: 'Escolha o módulo e os inversores nos seus próprios campos',
      },
    ]);
    const repetido = await comoAna('PUT', url, {
      ...comCatalogo(),
      componentes: [
        { produto: p.cabo, quantidade: 1 },
        { produto: p.cabo, quantidade: 2 },
      ],
    });
    expect(erros(repetido)).toEqual([
      expect.objectContaining({
        field: 'componentes.1.produto',
        message: 'Este produto já está entre os componentes',
      }),
    ]);

    const removivel = await produto({ tipo: 'estrutura', nome: 'Estrutura de solo', custo_rs: 900 });
    expect((await comoAna('DELETE', `/api/produtos/${removivel}`)).statusCode).toBe(200);
    const removido = await comoAna('PUT', url, {
      ...comCatalogo(),
      componentes: [{ produto: removivel, quantidade: 1 }],
    });
    expect(erros(removido)).toEqual([
      { field: 'componentes.0.produto', rule: 'exists', message: 'Produto não encontrado' },
    ]);
    // The refused saves changed nothing: the first kit and its lines stand.
    const atual = dados<PropostaCalculada>(await comoAna('GET', url));
    expect(atual.kit?.custo_rs).toBe(10037.25);
    expect(dados<Item[]>(await comoAna('GET', `/api/pedidos/${v}/itens`))).toHaveLength(4);
  });

  it('módulo do catálogo com inversores digitados: sem preço até escolher os inversores do catálogo', async () => {
    const v = await novaVenda();
    const c = dados<PropostaCalculada>(
      await comoAna('PUT', `/api/pedidos/${v}/proposta`, {
        ...PROPOSTA_COMPLETA,
        modulo_wp: null,
        modulo_produto: p.modulo,
      }),
    );
    // The module's Wp sizes the system; the kit cannot be priced with typed inverters.
    expect(c.dimensionamento?.modulos).toBe(8);
    expect(c.inversor?.potencia_kw).toBe(3.6);
    expect(c.kit).toBeNull();
    expect(c.preco).toBeNull();
    expect(c.pagamentos).toBeNull();
    expect(c.pendencias).toEqual([
      { campo: 'inversores_produtos', mensagem: 'Selecione os inversores do catálogo' },
    ]);
    const enviar = await comoAna('POST', `/api/pedidos/${v}/enviar`, {});
    expect(erros(enviar)).toEqual([
      { field: 'inversores_produtos', rule: 'required', message: 'Selecione os inversores do catálogo' },
    ]);
  });

  it('um produto removido depois de salvo vira pendência e tira o preço', async () => {
    const v = await novaVenda();
    const modulo = await produto(
      moduloDeTeste({ nome: 'Módulo 550 B', custo_rs: 610, especificacoes: { potencia_wp: 550 } }),
    );
    await comoAna('PUT', `/api/pedidos/${v}/proposta`, { ...comCatalogo(), modulo_produto: modulo });
    expect((await comoAna('DELETE', `/api/produtos/${modulo}`)).statusCode).toBe(200);
    const c = dados<PropostaCalculada>(await comoAna('GET', `/api/pedidos/${v}/proposta`));
    expect(c.pendencias).toEqual([{ campo: 'modulo_produto', mensagem: 'Produto não encontrado' }]);
    expect(c.dimensionamento).toBeNull();
    expect(c.preco).toBeNull();
  });
});

describe('formas de pagamento na proposta', () => {
  it('à vista com desconto, parcelado sem juros e financiamento pela tabela Price', async () => {
    const v = await novaVenda();
    const pagamento = {
      parcelas_max: 10,
      taxa_financiamento_mensal: 0.0149,
      prazos_financiamento_meses: [60, 24],
      entrada_rs: 2347.64,
      desconto_a_vista: 0.05,
    };
    const c = dados<PropostaCalculada>(
      await comoAna('PUT', `/api/pedidos/${v}/proposta`, { ...comCatalogo(), pagamento }),
    );
    expect(c.entradas.pagamento).toEqual(pagamento);
    expect(c.preco?.preco_rs).toBe(17347.64);
    // Cash 17,347.64 × 0.95 = 16,480.258 → 16,480.26; 10 × 1,734.76 with the first 1,734.80
    // (4 cents left); 15,000 financed (17,347.64 − 2,347.64), terms in order.
    expect(c.pagamentos).toMatchObject({
      a_vista_rs: 16480.26,
      parcelado: { parcelas: 10, valor_parcela_rs: 1734.76, primeira_parcela_rs: 1734.8 },
      financiamentos: [
        { prazo_meses: 24, taxa_mensal: 0.0149, entrada_rs: 2347.64 },
        { prazo_meses: 60, taxa_mensal: 0.0149, entrada_rs: 2347.64 },
      ],
    });
    // The shared formulas (hand-checked in financiamento.test.ts) on the same price.
    expect(c.pagamentos).toEqual(opcoesDePagamento(17347.64, pagamento));
    // 15,000 × 0.0149 / (1 − 1.0149^−60) = 223.5 / 0.58816 = 380.00 a month.
    expect(c.pagamentos?.financiamentos[1]?.parcela_rs).toBeCloseTo(380, 0);
  });

  it('sem condições, só o preço à vista; faltando a taxa, uma pendência que não tira o preço', async () => {
    const v = await novaVenda();
    const simples = dados<PropostaCalculada>(
      await comoAna('PUT', `/api/pedidos/${v}/proposta`, PROPOSTA_COMPLETA),
    );
    expect(simples.pagamentos).toEqual({ a_vista_rs: 20000, parcelado: null, financiamentos: [] });
    const semTaxa = dados<PropostaCalculada>(
      await comoAna('PUT', `/api/pedidos/${v}/proposta`, {
        ...PROPOSTA_COMPLETA,
        pagamento: { prazos_financiamento_meses: [48] },
      }),
    );
    expect(semTaxa.pagamentos?.financiamentos).toEqual([]);
    expect(semTaxa.pendencias).toEqual([
      { campo: 'pagamento.taxa_financiamento_mensal', mensagem: 'Informe a taxa do financiamento' },
    ]);
    const invalido = await comoAna('PUT', `/api/pedidos/${v}/proposta`, {
      pagamento: { parcelas_max: 30, taxa_financiamento_mensal: 0.5 },
    });
    expect(erros(invalido)).toEqual([
      expect.objectContaining({ field: 'pagamento.parcelas_max', message: 'Informe de 1 a 24 parcelas' }),
      expect.objectContaining({
        field: 'pagamento.taxa_financiamento_mensal',
        message: 'A taxa do financiamento deve estar entre 0 e 20% ao mês',
      }),
    ]);
  });

  it('enviada, a proposta guarda os custos do último salvamento: mudar o custo no catálogo não muda o preço do cliente', async () => {
    const corpo = moduloDeTeste({
      nome: 'Módulo 550 B',
      custo_rs: 600,
      especificacoes: { potencia_wp: 550 },
    });
    const modulo = await produto(corpo);
    const entradas = {
      ...comCatalogo(),
      modulo_produto: modulo,
      validade: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    };
    const v = await novaVenda();
    const salva = dados<PropostaCalculada>(await comoAna('PUT', `/api/pedidos/${v}/proposta`, entradas));
    const enviada = await comoAna('POST', `/api/pedidos/${v}/enviar`, {});
    expect(enviada.statusCode, enviada.body).toBe(200);
    const token = dados<{ link: string }>(enviada).link.replace('/app/proposta/', '');

    const r = await comoAna('PATCH', `/api/produtos/${modulo}`, { ...corpo, custo_rs: 900 });
    expect(r.statusCode, r.body).toBe(200);
    // The customer's page and the team's view keep the saved price.
    const publica = await t.app.inject({ method: 'GET', url: `/api/propostas/${token}` });
    expect(dados<{ preco_rs: number }>(publica).preco_rs).toBe(salva.preco?.preco_rs);
    const lida = dados<PropostaCalculada>(await comoAna('GET', `/api/pedidos/${v}/proposta`));
    expect(lida.kit?.custo_rs).toBe(salva.kit?.custo_rs);
    // A draft with the same equipment is priced at today's cost: 8 modules × R$ 300 more.
    const rascunho = await novaVenda();
    const nova = dados<PropostaCalculada>(
      await comoAna('PUT', `/api/pedidos/${rascunho}/proposta`, entradas),
    );
    expect(nova.kit?.custo_rs).toBeCloseTo((salva.kit?.custo_rs ?? 0) + 2400, 2);
    // Saving the sent proposal again takes today's costs (and a new send shows them).
    const resalva = dados<PropostaCalculada>(await comoAna('PUT', `/api/pedidos/${v}/proposta`, entradas));
    expect(resalva.kit?.custo_rs).toBeCloseTo((salva.kit?.custo_rs ?? 0) + 2400, 2);
  });
});
