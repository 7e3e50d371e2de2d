import type { PropostaPublica } from '@irradia/shared/propostas/link.schema';
import type { PropostaCalculada } from '@irradia/shared/propostas/proposta.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros, uuidDe } from '../../../test/respostas.ts';

// The proposal's public link (decision 032): the company sends a complete proposal, the customer
// opens /api/propostas/:token without an account, sees the price but never a cost, and accepts
// (name, CPF, time, IP) or refuses once. The clock is the test's: validity is checked against it.

let t: TestApp;
let agora = new Date('2027-01-10T15:00:00Z');
let ana: Pessoa;
let bruno: Pessoa;
let integ: { uuid: string };
let outra: { uuid: string };
let cliente: string;
const eventos: Array<{ channel: string; payload: Record<string, unknown> }> = [];

type Metodo = 'GET' | 'POST' | 'PUT';
const api = (quem: Pessoa, emp: { uuid: string }, method: Metodo, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const comoAna = (method: Metodo, url: string, payload?: unknown) => api(ana, integ, method, url, payload);
const publico = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as Record<string, unknown>, remoteAddress: '203.0.113.7' });
const mensagem = (r: { json(): unknown }) => (r.json() as { message: string }).message;
const tokenDe = (link: string) => link.replace('/app/proposta/', '');

const COMPLETA = {
  consumo_mensal_kwh: Array<number>(12).fill(500),
  cidade_ibge: 3550308,
  performance_ratio: 0.8,
  fornecimento: 'bifasico',
  modalidade: 'GD II',
  tarifa_rs_kwh: 1,
  fio_b_rs_kwh: 0.3,
  cobertura: 1,
  modulo_wp: 550,
  inversores_kw: [5, 3.6],
  razao_dc_ac_min: 1,
  razao_dc_ac_max: 1.3,
  custo_kit_rs: 12345.67,
  servicos_rs: 2876.54,
  margem: 0.2,
  impostos: 0.06,
  taxa_desconto_anual: 0.1,
  reajuste_anual: 0.05,
  degradacao_anual: 0.005,
  inicio_operacao: '2027-01',
  validade: '2027-01-31',
};
const CHAVES_DE_CUSTO = [
  'custo_kit_rs',
  'servicos_rs',
  'margem',
  'impostos',
  'custo_rs',
  'margem_rs',
  'impostos_rs',
  'custo_unitario_rs',
  'custo_total_rs',
];

interface Enviada {
  uuid: string;
  status: string;
  link: string | null;
  revisao: number;
  enviada_em: string | null;
  visualizada_em: string | null;
  respondida_em: string | null;
  aceite: { nome: string; cpf: string; ip: string } | null;
  recusa_motivo: string | null;
}

/** A deal with the proposal `entradas`, for the customer. */
async function orcamento(entradas: Record<string, unknown> = COMPLETA) {
  const uuid = uuidDe(await comoAna('POST', '/api/pedidos', { tipo: 'venda', cliente }));
  const put = await comoAna('PUT', `/api/pedidos/${uuid}/proposta`, entradas);
  if (put.statusCode !== 200) throw new Error(`proposta: ${put.statusCode} ${put.body}`);
  return uuid;
}
async function enviar(uuid: string) {
  const r = await comoAna('POST', `/api/pedidos/${uuid}/enviar`, {});
  if (r.statusCode !== 200) throw new Error(`enviar: ${r.statusCode} ${r.body}`);
  const p = dados<Enviada>(r);
  return { ...p, token: tokenDe(p.link ?? '') };
}
const detalhe = async (uuid: string) => dados<Enviada>(await comoAna('GET', `/api/pedidos/${uuid}`));
const avisos = async (uuid: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(ana) })).json() as {
      data: Array<{ tipo: string; titulo: string; mensagem: string | null; link: string }>;
    }
  ).data.filter((n) => n.link.endsWith(`/${uuid}`));

beforeAll(async () => {
  t = await createTestApp({ deps: { now: () => agora } });
  await t.bus.subscribe('transmit', (m) => {
    const e = m as { t: string; channel: string; payload: Record<string, unknown> };
    if (e.t === 'broadcast') eventos.push({ channel: e.channel, payload: e.payload });
  });
  ana = await criarPessoa(t, 'Ana Integradora');
  integ = await criarEmpresa(t, ana, { nome: 'Ana Energia Solar', slogan: 'Sol que rende' });
  bruno = await criarPessoa(t, 'Bruno');
  outra = await criarEmpresa(t, bruno, { nome: 'Bruno Solar' });
  cliente = uuidDe(await comoAna('POST', '/api/clientes', { nome: 'Maria da Silva', pessoa_fisica: true }));
});
afterAll(() => t.close());

describe('link público da proposta', () => {
  it('enviar exige dimensionamento, preço e validade de hoje em diante (422 com o que falta)', async () => {
    const vazia = await orcamento({ validade: '2027-01-31' });
    const r = await comoAna('POST', `/api/pedidos/${vazia}/enviar`, {});
    expect(r.statusCode).toBe(422);
    const campos = erros(r).map((e) => e.field);
    expect(campos).toEqual(
      expect.arrayContaining(['consumo_mensal_kwh', 'modulo_wp', 'custo_kit_rs', 'margem']),
    );
    expect(campos).not.toContain('validade');

    const vencida = await orcamento({ ...COMPLETA, validade: '2027-01-09' });
    const v = await comoAna('POST', `/api/pedidos/${vencida}/enviar`, {});
    expect(v.statusCode).toBe(422);
    expect(erros(v)).toEqual([
      {
        field: 'validade',
        rule: 'after_or_equal',
        message: 'A validade da proposta já passou: informe uma data de hoje em diante',
      },
    ]);
    const semValidade = await orcamento({ ...COMPLETA, validade: null });
    expect(erros(await comoAna('POST', `/api/pedidos/${semValidade}/enviar`, {}))).toEqual([
      { field: 'validade', rule: 'required', message: 'Informe a validade da proposta' },
    ]);
    expect((await detalhe(vencida)).status).toBe('rascunho');
  });

  it('o cliente vê a empresa, o sistema e o preço, sem nenhum custo e sem outra proposta', async () => {
    const uuid = await orcamento();
    const outraProposta = await orcamento({ ...COMPLETA, custo_kit_rs: 99999.99 });
    const p = await enviar(uuid);
    expect(p).toMatchObject({ status: 'enviada', revisao: 1, enviada_em: agora.toISOString() });
    expect(p.link).toMatch(/^\/app\/proposta\/[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept: the detail never shows the link again.
    expect((await detalhe(uuid)).link).toBeNull();

    const r = await publico('GET', `/api/propostas/${p.token}`);
    expect(r.statusCode).toBe(200);
    const vista = dados<PropostaPublica>(r);
    expect(vista).toMatchObject({
      empresa: { nome: 'Ana Energia Solar', slogan: 'Sol que rende', logo_url: null },
      cliente: { nome: 'Maria da Silva' },
      status: 'visualizada',
      revisao: 1,
      validade: '2027-01-31',
      cidade: { nome: 'São Paulo' },
      modulo_wp: 550,
      aceite: null,
    });
    expect(vista.dimensionamento?.modulos).toBe(8);
    expect(vista.inversor?.potencia_kw).toBe(3.6);
    expect(vista.financeiro?.payback_simples_meses).toEqual(expect.any(Number));
    const interno = dados<{
      preco: { preco_rs: number; custo_rs: number; margem_rs: number; impostos_rs: number };
    }>(await comoAna('GET', `/api/pedidos/${uuid}/proposta`));
    expect(vista.preco_rs).toBe(interno.preco.preco_rs);
    for (const chave of CHAVES_DE_CUSTO) expect(r.body).not.toContain(`"${chave}"`);
    for (const valor of [
      12345.67,
      2876.54,
      interno.preco.custo_rs,
      interno.preco.margem_rs,
      interno.preco.impostos_rs,
    ])
      expect(r.body).not.toContain(String(valor));
    expect(r.body).not.toContain(outraProposta);
    expect(r.body).not.toContain('99999.99');
    expect(r.body).not.toContain(uuid);
  });

  it('com o kit do catálogo, o cliente vê os equipamentos e as formas de pagamento, sem custo', async () => {
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
      custo_rs: 3922.22,
      especificacoes: { potencia_kw: 3.6 },
    });
    const cabo = await novo({ tipo: 'cabo', nome: 'Cabo solar', unidade: 'm', custo_rs: 4.44 });
    const { modulo_wp: _w, inversores_kw: _k, custo_kit_rs: _c, ...resto } = COMPLETA;
    const uuid = await orcamento({
      ...resto,
      modulo_produto: modulo,
      inversores_produtos: [inversor],
      componentes: [{ produto: cabo, quantidade: 25 }],
      pagamento: { parcelas_max: 12, taxa_financiamento_mensal: 0.0149, prazos_financiamento_meses: [60] },
    });
    const interno = dados<PropostaCalculada>(await comoAna('GET', `/api/pedidos/${uuid}/proposta`));
    if (!interno.kit || !interno.preco) throw new Error('o kit do catálogo precifica a proposta');
    const p = await enviar(uuid);
    const r = await publico('GET', `/api/propostas/${p.token}`);
    expect(r.statusCode).toBe(200);
    const vista = dados<PropostaPublica>(r);
    expect(vista.modulo_wp).toBe(550);
    expect(vista.equipamentos).toEqual([
      { tipo: 'modulo', nome: 'Módulo Tiger 550', fabricante: 'Jinko', modelo: 'JKM550M', quantidade: 8 },
      { tipo: 'inversor', nome: 'Inversor MIN 3,6 kW', fabricante: null, modelo: null, quantidade: 1 },
      { tipo: 'componente', nome: 'Cabo solar', fabricante: null, modelo: null, quantidade: 25 },
    ]);
    expect(vista.pagamentos).toEqual(interno.pagamentos);
    expect(vista.pagamentos?.financiamentos).toHaveLength(1);
    for (const chave of CHAVES_DE_CUSTO) expect(r.body).not.toContain(`"${chave}"`);
    for (const valor of [
      611.11,
      3922.22,
      4.44,
      interno.kit.custo_rs,
      interno.preco.custo_rs,
      interno.preco.margem_rs,
      interno.preco.impostos_rs,
    ])
      expect(r.body).not.toContain(String(valor));
  });

  it('a primeira visita marca visualizada uma vez e avisa a equipe em tempo real', async () => {
    const uuid = await orcamento();
    const p = await enviar(uuid);
    // Ana previewing her own link is no view.
    const previa = await t.app.inject({
      method: 'GET',
      url: `/api/propostas/${p.token}`,
      headers: como(ana),
    });
    expect(dados<PropostaPublica>(previa).status).toBe('enviada');
    eventos.length = 0;
    agora = new Date('2027-01-11T13:00:00Z');
    expect(dados<PropostaPublica>(await publico('GET', `/api/propostas/${p.token}`)).status).toBe(
      'visualizada',
    );
    agora = new Date('2027-01-12T13:00:00Z');
    expect(dados<PropostaPublica>(await publico('GET', `/api/propostas/${p.token}`)).status).toBe(
      'visualizada',
    );
    const d = await detalhe(uuid);
    expect(d).toMatchObject({ status: 'visualizada', visualizada_em: '2027-01-11T13:00:00.000Z' });
    expect(await avisos(uuid)).toEqual([
      expect.objectContaining({
        tipo: 'proposta_visualizada',
        titulo: expect.stringMatching(/^Proposta nº \d+ visualizada$/),
        mensagem: 'Maria da Silva abriu a proposta.',
      }),
    ]);
    // Once on the company's channel (open screens refetch), once on Ana's (the notification).
    expect(eventos.filter((e) => e.channel.startsWith('empresas/'))).toEqual([
      { channel: `empresas/${integ.uuid}`, payload: { tipo: 'pedido', pedido: uuid, status: 'visualizada' } },
    ]);
    expect(eventos.filter((e) => e.channel === `usuarios/${ana.uuid}`)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ tipo: 'notificacao' }) }),
    ]);
    const historico = dados<Array<{ para: string }>>(await comoAna('GET', `/api/pedidos/${uuid}/historico`));
    expect(historico.map((e) => e.para)).toEqual(['rascunho', 'enviada', 'visualizada']);
  });

  it('aceitar guarda nome, CPF, hora e IP; responder de novo é 409', async () => {
    const uuid = await orcamento();
    const p = await enviar(uuid);
    await publico('GET', `/api/propostas/${p.token}`);
    const invalido = await publico('POST', `/api/propostas/${p.token}/aceitar`, {
      nome: 'Maria da Silva',
      cpf: '123.456.789-00',
    });
    expect(invalido.statusCode).toBe(422);
    expect(erros(invalido)).toEqual([{ field: 'cpf', rule: 'cpf', message: 'Informe um CPF válido' }]);

    agora = new Date('2027-01-13T18:30:00Z');
    const ok = await publico('POST', `/api/propostas/${p.token}/aceitar`, {
      nome: ' Maria da Silva ',
      cpf: '529.982.247-25',
    });
    expect(ok.statusCode).toBe(200);
    expect(dados<PropostaPublica>(ok)).toMatchObject({
      status: 'aceita',
      aceite: { nome: 'Maria da Silva' },
    });
    expect(ok.body).not.toContain('52998224725');
    expect(await detalhe(uuid)).toMatchObject({
      status: 'aceita',
      respondida_em: '2027-01-13T18:30:00.000Z',
      aceite: { nome: 'Maria da Silva', cpf: '52998224725', ip: '203.0.113.7' },
    });
    expect((await avisos(uuid)).map((n) => n.tipo)).toEqual(
      expect.arrayContaining(['proposta_visualizada', 'proposta_aceita']),
    );

    const deNovo = await publico('POST', `/api/propostas/${p.token}/aceitar`, {
      nome: 'Maria',
      cpf: '529.982.247-25',
    });
    expect(deNovo.statusCode).toBe(409);
    expect(mensagem(deNovo)).toBe('Esta proposta já foi aceita.');
    const recusar = await publico('POST', `/api/propostas/${p.token}/recusar`, {});
    expect(recusar.statusCode).toBe(409);
    expect(mensagem(recusar)).toBe('Esta proposta já foi aceita.');
    // Accepted stays readable through its link; the company cannot send it again.
    expect(dados<PropostaPublica>(await publico('GET', `/api/propostas/${p.token}`)).status).toBe('aceita');
    expect((await comoAna('POST', `/api/pedidos/${uuid}/enviar`, {})).statusCode).toBe(409);
  });

  it('recusar guarda o motivo; reenviar faz uma nova revisão com outro link', async () => {
    agora = new Date('2027-01-14T12:00:00Z');
    const uuid = await orcamento();
    const p = await enviar(uuid);
    const r = await publico('POST', `/api/propostas/${p.token}/recusar`, { motivo: 'Achei caro' });
    expect(dados<PropostaPublica>(r).status).toBe('recusada');
    expect(await detalhe(uuid)).toMatchObject({ status: 'recusada', recusa_motivo: 'Achei caro' });
    const deNovo = await publico('POST', `/api/propostas/${p.token}/recusar`, {});
    expect(deNovo.statusCode).toBe(409);
    expect(mensagem(deNovo)).toBe('Esta proposta já foi recusada.');

    const segunda = await enviar(uuid);
    expect(segunda).toMatchObject({ status: 'enviada', revisao: 2, recusa_motivo: null });
    expect(segunda.token).not.toBe(p.token);
    expect((await publico('GET', `/api/propostas/${p.token}`)).statusCode).toBe(404);
    expect(dados<PropostaPublica>(await publico('GET', `/api/propostas/${segunda.token}`)).revisao).toBe(2);
  });

  it('link errado ou de proposta não enviada: 404', async () => {
    const errado = await publico('GET', '/api/propostas/nao-existe-este-link-de-proposta-aaaaaaaaaaaa');
    expect(errado.statusCode).toBe(404);
    expect(mensagem(errado)).toBe(
      'Proposta não encontrada ou fora da validade. Peça um novo link a quem a enviou.',
    );
    expect(
      (await publico('POST', '/api/propostas/xyz/aceitar', { nome: 'Maria', cpf: '52998224725' })).statusCode,
    ).toBe(404);
  });

  it('depois da validade o link é 404 e a proposta fica expirada', async () => {
    agora = new Date('2027-01-20T12:00:00Z');
    const uuid = await orcamento();
    const p = await enviar(uuid);
    // 31/01 is valid through the day in Brasília: 02:59 UTC on 01/02 is still 31/01 there.
    agora = new Date('2027-02-01T02:59:00Z');
    expect((await publico('GET', `/api/propostas/${p.token}`)).statusCode).toBe(200);
    agora = new Date('2027-02-01T03:01:00Z');
    const r = await publico('GET', `/api/propostas/${p.token}`);
    expect(r.statusCode).toBe(404);
    expect(
      (await publico('POST', `/api/propostas/${p.token}/aceitar`, { nome: 'Maria', cpf: '52998224725' }))
        .statusCode,
    ).toBe(404);
    expect((await detalhe(uuid)).status).toBe('expirada');
    const historico = dados<Array<{ para: string }>>(await comoAna('GET', `/api/pedidos/${uuid}/historico`));
    expect(historico.at(-1)?.para).toBe('expirada');
    agora = new Date('2027-01-20T12:00:00Z');
  });

  it('outra empresa não envia o orçamento de B: 404, e nada muda', async () => {
    const uuid = await orcamento();
    const r = await api(bruno, outra, 'POST', `/api/pedidos/${uuid}/enviar`, {});
    expect(r.statusCode).toBe(404);
    expect((await detalhe(uuid)).status).toBe('rascunho');
  });
});
