import type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { PROPOSTA_COMPLETA } from '../../../test/propostas-de-teste.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

// Deals (decision 031): an orçamento for a customer or a quick lead, and its proposal computed by
// the shared formulas. The figures are the worked case of packages/shared/src/propostas
// (dimensionamento.test.ts, financeiro.test.ts): 500 kWh/month, bifásico, in São Paulo.

let t: TestApp;
let ana: Pessoa;
let bruno: Pessoa;
let integ: { uuid: string };
let outra: { uuid: string };
let cliente: string;

type Metodo = 'GET' | 'POST' | 'PUT';
const api = (quem: Pessoa, emp: { uuid: string }, method: Metodo, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const comoAna = (method: Metodo, url: string, payload?: unknown) => api(ana, integ, method, url, payload);
const mensagem = (r: { json(): unknown }) => (r.json() as { message: string }).message;

interface VendaApi {
  uuid: string;
  numero: number;
  tipo: string;
  etapa: string;
  status: string;
  total_rs: number;
  cliente: { uuid: string; nome: string } | null;
  lead: { nome: string; telefone: string } | null;
}

const doze = (v: number) => Array<number>(12).fill(v);
const SAO_PAULO_IBGE = 3550308;
/** Atlas 2017, São Paulo, plane tilted at the latitude (irradiacao.test.ts). */
const SAO_PAULO = [4711, 5239, 4889, 4747, 4235, 4111, 4121, 5020, 4563, 4661, 4712, 5048];

/** The worked case: every input the proposal needs. */
const COMPLETA = PROPOSTA_COMPLETA;

const novaVenda = async (corpo: Record<string, unknown>) => {
  const r = await comoAna('POST', '/api/pedidos', { tipo: 'venda', ...corpo });
  if (r.statusCode !== 201) throw new Error(`venda: ${r.statusCode} ${r.body}`);
  return dados<VendaApi>(r);
};

beforeAll(async () => {
  t = await createTestApp();
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar' });
  bruno = await criarPessoa(t, 'Bruno');
  outra = await criarEmpresa(t, bruno, { nome: 'Bruno Solar' });
  cliente = uuidDe(await comoAna('POST', '/api/clientes', { nome: 'Maria da Silva', pessoa_fisica: true }));
});
afterAll(() => t.close());

describe('orçamentos (pedidos de venda)', () => {
  it('abre um orçamento para um cliente e outro para um contato rápido, em rascunho', async () => {
    const paraCliente = await novaVenda({ cliente, observacoes: 'Telhado cerâmico' });
    expect(paraCliente).toMatchObject({
      tipo: 'venda',
      etapa: 'orcamento',
      status: 'rascunho',
      total_rs: 0,
      cliente: { uuid: cliente, nome: 'Maria da Silva' },
      lead: null,
    });
    const paraContato = await novaVenda({ lead: { nome: 'João Souza', telefone: '(11) 98888-7777' } });
    expect(paraContato).toMatchObject({
      etapa: 'orcamento',
      status: 'rascunho',
      cliente: null,
      lead: { nome: 'João Souza', telefone: '11988887777' },
      numero: paraCliente.numero + 1,
    });

    const lista = await comoAna('GET', '/api/pedidos?tipo=venda&etapa=orcamento');
    expect(lista.statusCode).toBe(200);
    const uuids = dados<VendaApi[]>(lista).map((p) => p.uuid);
    expect(uuids).toEqual(expect.arrayContaining([paraCliente.uuid, paraContato.uuid]));
    expect(dados<unknown[]>(await comoAna('GET', '/api/pedidos?tipo=compra'))).toEqual([]);
    expect(dados<unknown[]>(await comoAna('GET', '/api/pedidos?tipo=venda&etapa=contrato'))).toEqual([]);
    const busca = dados<VendaApi[]>(await comoAna('GET', '/api/pedidos?tipo=venda&search=souza'));
    expect(busca.map((p) => p.uuid)).toEqual([paraContato.uuid]);
    // The history starts with the draft.
    expect(dados(await comoAna('GET', `/api/pedidos/${paraContato.uuid}/historico`))).toEqual([
      expect.objectContaining({ para: 'rascunho' }),
    ]);
  });

  it('sem cliente nem contato, contato sem telefone ou cliente de outra empresa: 422 no campo', async () => {
    const nada = await comoAna('POST', '/api/pedidos', { tipo: 'venda' });
    expect(nada.statusCode).toBe(422);
    expect(erros(nada)).toEqual([
      expect.objectContaining({
        field: 'cliente',
        message: 'Selecione o cliente ou informe o nome e o telefone do contato',
      }),
    ]);
    const semTelefone = await comoAna('POST', '/api/pedidos', { tipo: 'venda', lead: { nome: 'João' } });
    expect(erros(semTelefone)).toEqual([
      expect.objectContaining({ field: 'lead.telefone', message: 'Informe o telefone do contato' }),
    ]);
    const deOutro = uuidDe(
      await api(bruno, outra, 'POST', '/api/clientes', { nome: 'Cliente do Bruno', pessoa_fisica: true }),
    );
    const alheio = await comoAna('POST', '/api/pedidos', { tipo: 'venda', cliente: deOutro });
    expect(alheio.statusCode).toBe(422);
    expect(erros(alheio)).toEqual([{ field: 'cliente', rule: 'exists', message: 'Cliente não encontrado' }]);
    const semTipo = await comoAna('POST', '/api/pedidos', { cliente });
    expect(erros(semTipo)).toEqual([
      expect.objectContaining({ field: 'tipo', message: 'Selecione o tipo do pedido' }),
    ]);
  });

  it('proposta vazia: nenhum número inventado, e a lista do que falta', async () => {
    const v = await novaVenda({ cliente });
    const r = await comoAna('GET', `/api/pedidos/${v.uuid}/proposta`);
    expect(r.statusCode).toBe(200);
    const p = dados<PropostaCalculada>(r);
    expect(p).toMatchObject({
      cidade: null,
      irradiacao: null,
      dimensionamento: null,
      inversor: null,
      preco: null,
      financeiro: null,
    });
    expect(Object.values(p.entradas).every((x) => x === null)).toBe(true);
    expect(p.pendencias).toEqual(
      expect.arrayContaining([
        { campo: 'consumo_mensal_kwh', mensagem: 'Informe o consumo dos 12 meses' },
        { campo: 'modulo_wp', mensagem: 'Informe a potência do módulo' },
      ]),
    );
    // Only the price inputs: the price, nothing else.
    const soPreco = dados<PropostaCalculada>(
      await comoAna('PUT', `/api/pedidos/${v.uuid}/proposta`, {
        custo_kit_rs: 12000,
        servicos_rs: 2800,
        margem: 0.2,
        impostos: 0.06,
      }),
    );
    expect(soPreco.preco).toEqual({ custo_rs: 14800, preco_rs: 20000, impostos_rs: 1200, margem_rs: 4000 });
    expect(soPreco.dimensionamento).toBeNull();
    expect(soPreco.financeiro).toBeNull();
  });

  it('proposta completa: dimensionamento, preço e 25 anos conferidos com a conta feita à mão', async () => {
    const v = await novaVenda({ cliente });
    const put = await comoAna('PUT', `/api/pedidos/${v.uuid}/proposta`, COMPLETA);
    expect(put.statusCode).toBe(200);
    const p = dados<PropostaCalculada>(await comoAna('GET', `/api/pedidos/${v.uuid}/proposta`));
    expect(p.entradas).toMatchObject({ ...COMPLETA, simultaneidade: null, om_rs_ano: null });
    expect(p.pendencias).toEqual([]);
    expect(p.cidade).toMatchObject({ nome: 'São Paulo', codigo_ibge: SAO_PAULO_IBGE });
    expect(p.irradiacao).toEqual({ fonte: 'atlas_2017', mensal_wh_m2_dia: SAO_PAULO });
    const d = p.dimensionamento;
    // target (500 − 50) × 12 = 5,400 kWh; Σ irradiation × days = 1,703.917 × 0.8 = 1,363.1336 kWh/kWp;
    // 5,400 / 1,363.1336 = 3.9615 kWp → 7.2 modules of 550 Wp → 8 = 4.4 kWp.
    expect(d?.energia_alvo_kwh_ano).toBe(5400);
    expect(d?.producao_especifica_kwh_kwp_ano).toBeCloseTo(1363.1336, 6);
    expect(d?.potencia_necessaria_kwp).toBeCloseTo(3.9615, 4);
    expect(d?.modulos).toBe(8);
    expect(d?.potencia_real_kwp).toBeCloseTo(4.4, 9);
    // January 4.4 × 4.711 × 31 × 0.8 = 514.0643 kWh against 500 consumed; year 5,997.7878.
    expect(d?.meses[0]).toEqual({ mes: 1, consumo_kwh: 500, geracao_kwh: expect.closeTo(514.0643, 4) });
    expect(d?.geracao_anual_kwh).toBeCloseTo(5997.7878, 4);
    // 4.4 kWp on one 3.6 kW: 1.2222, inside 1.0–1.3 (a 5 kW would be 0.88).
    expect(p.inversor).toEqual({
      potencia_kw: 3.6,
      quantidade: 1,
      potencia_ac_kw: 3.6,
      razao_dc_ac: expect.closeTo(1.2222, 4),
    });
    // (12,000 + 2,800) / (1 − 0.2 − 0.06) = 14,800 / 0.74 = 20,000; taxes 6 % = 1,200; margin 4,000.
    expect(p.preco).toEqual({ custo_rs: 14800, preco_rs: 20000, impostos_rs: 1200, margem_rs: 4000 });
    const f = p.financeiro;
    expect(f?.anos).toHaveLength(25);
    // Year 1 (2027, Fio B 75 %): 500 − (50 + 450 × 0.30 × 0.75 = 151.25) = 348.75 a month = 4,185;
    // year 2 (2028, 90 %): 525 − 180.08 = 344.92 → 4,139.04; year 3 (100 %): 347.29 → 4,167.48.
    expect(f?.anos.slice(0, 3).map((a) => a.economia_rs)).toEqual([4185, 4139.04, 4167.48]);
    // 16,867.20 back after 4 years; year 5 saves 382.88 a month: 48 + 3,132.80 / 382.88 = 56.18.
    expect(f?.payback_simples_meses).toBeCloseTo(56.18, 1);
    expect(f?.payback_descontado_meses).toBeGreaterThan(f?.payback_simples_meses ?? 0);
    // 8,324.04 + 3,780 × 45.6771 = 180,983.4, give or take a cent a month.
    expect(Math.abs((f?.economia_total_rs ?? 0) - 180983.4)).toBeLessThan(3);
    expect(f?.vpl_rs).toBeGreaterThan(0);
    expect(f?.tir_anual).toBeGreaterThan(0.1);
    expect(f?.lcoe_rs_kwh).toBeLessThan(1);
    expect(f?.co2_evitado_kg).toBeCloseTo(
      (f?.geracao_total_kwh ?? 0) * t.ctx.config.relatorio.co2KgPorKwh,
      6,
    );
    // The deal's total is the proposal's price.
    const venda = dados<VendaApi>(await comoAna('GET', `/api/pedidos/${v.uuid}`));
    expect(venda.total_rs).toBe(20000);
  });

  it('a irradiação própria da empresa vale antes do Atlas', async () => {
    const put = await comoAna('PUT', `/api/irradiacao/${SAO_PAULO_IBGE}`, { mensal: doze(5000) });
    expect(put.statusCode).toBe(200);
    const v = await novaVenda({ cliente });
    const p = dados<PropostaCalculada>(await comoAna('PUT', `/api/pedidos/${v.uuid}/proposta`, COMPLETA));
    // 1 kWp yields 5 × 365 × 0.8 = 1,460 kWh; 5,400 / 1,460 = 3.6986 → 7 modules = 3.85 kWp; 5,621 kWh.
    expect(p.irradiacao?.fonte).toBe('propria');
    expect(p.dimensionamento).toMatchObject({ modulos: 7, potencia_real_kwp: expect.closeTo(3.85, 9) });
    expect(p.dimensionamento?.geracao_anual_kwh).toBeCloseTo(5621, 9);
  });

  it('entradas inválidas: 422 com a mensagem no campo', async () => {
    const v = await novaVenda({ cliente });
    const url = `/api/pedidos/${v.uuid}/proposta`;
    const onze = await comoAna('PUT', url, { consumo_mensal_kwh: doze(500).slice(1) });
    expect(onze.statusCode).toBe(422);
    expect(erros(onze)).toEqual([
      expect.objectContaining({
        field: 'consumo_mensal_kwh',
        message: 'Informe o consumo dos 12 meses, de janeiro a dezembro',
      }),
    ]);
    const caro = await comoAna('PUT', url, { margem: 0.6, impostos: 0.5 });
    expect(erros(caro)).toEqual([
      expect.objectContaining({
        field: 'margem',
        message: 'Margem e impostos somados devem ser menores que 100%',
      }),
    ]);
    const pr = await comoAna('PUT', url, { performance_ratio: 1.2, modalidade: 'GD III' });
    expect(erros(pr)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'performance_ratio',
          message: 'O rendimento deve ser maior que 0 e até 100%',
        }),
        expect.objectContaining({ field: 'modalidade', message: 'Selecione a modalidade (GD I ou GD II)' }),
      ]),
    );
    const semCidade = await comoAna('PUT', url, { cidade_ibge: 1234567 });
    expect(erros(semCidade)).toEqual([
      { field: 'cidade_ibge', rule: 'exists', message: 'Cidade não encontrada' },
    ]);
  });

  it('orçamento de outra empresa: 404', async () => {
    const v = await novaVenda({ cliente });
    const deBruno = (m: Metodo, url: string, body?: unknown) => api(bruno, outra, m, url, body);
    for (const r of [
      await deBruno('GET', `/api/pedidos/${v.uuid}`),
      await deBruno('GET', `/api/pedidos/${v.uuid}/proposta`),
      await deBruno('PUT', `/api/pedidos/${v.uuid}/proposta`, COMPLETA),
    ])
      expect(r.statusCode).toBe(404);
    expect(mensagem(await deBruno('GET', `/api/pedidos/${v.uuid}/proposta`))).toBe(
      'Orçamento não encontrado',
    );
    expect(dados<unknown[]>(await deBruno('GET', '/api/pedidos?tipo=venda'))).toEqual([]);
  });
});
