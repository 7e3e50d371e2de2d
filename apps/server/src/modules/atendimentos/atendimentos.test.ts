import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { dados, erros } from '../../../test/respostas.ts';
import {
  type PrestadorDeTeste,
  prestadorDeTeste,
  servicoDeTeste,
  solicitar,
} from '../../../test/servicos-de-teste.ts';

let t: TestApp;
/** The integrator that requests, and the prestador that does the work. */
let dono: Pessoa;
let integradora: { uuid: string; nome: string };
let p: PrestadorDeTeste;
const eventos: Array<{ channel: string; payload: Record<string, unknown> }> = [];

beforeAll(async () => {
  t = await createTestApp();
  dono = await criarPessoa(t, 'Dona Integra');
  integradora = await criarEmpresa(t, dono, { nome: 'Solar Integra', tipo: 'integrador' });
  p = await prestadorDeTeste(t, 'Limpa Sol');
  await t.bus.subscribe('transmit', (m) => {
    const e = m as { t: string; channel: string; payload: Record<string, unknown> };
    if (e.t === 'broadcast') eventos.push({ channel: e.channel, payload: e.payload });
  });
});
afterAll(() => t.close());

type Metodo = 'GET' | 'POST' | 'PATCH';
const api = (
  method: Metodo,
  url: string,
  payload?: unknown,
  quem = dono,
  emp: { uuid: string } = integradora,
) => t.app.inject({ method, url, headers: como(quem, emp), payload: payload as Record<string, unknown> });
const comoPrestador = (method: Metodo, url: string, payload?: unknown) =>
  api(method, url, payload, p.dono, p.empresa);

interface Atend {
  uuid: string;
  numero: number;
  status: string;
  papel: string;
  acoes: string[];
  motivo: string | null;
}
const notificacoes = async (quem: Pessoa) =>
  dados<Array<{ tipo: string; titulo: string; mensagem: string; link: string }>>(
    await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(quem) }),
  );

describe('solicitar um serviço', () => {
  it('vira uma solicitação aberta do prestador, que a vê, é notificado e recebe o evento', async () => {
    const res = await api('POST', '/api/atendimentos', {
      servico: p.servico,
      descricao: 'Limpar 20 módulos',
      local: 'Rua das Flores, 10 — Campinas',
      data_desejada: '2099-03-10',
    });
    expect(res.statusCode).toBe(201);
    const a = dados<Atend & Record<string, unknown>>(res);
    expect(a).toEqual({
      uuid: expect.any(String),
      numero: 1,
      status: 'aberto',
      papel: 'solicitante',
      prestador: { uuid: p.empresa.uuid, nome: 'Limpa Sol' },
      solicitante: { uuid: integradora.uuid, nome: 'Solar Integra' },
      servico: { uuid: p.servico, nome: 'Limpeza de módulos', tipo: 'limpeza', unidade_preco: 'modulo' },
      titulo: 'Limpeza de módulos',
      descricao: 'Limpar 20 módulos',
      local: 'Rua das Flores, 10 — Campinas',
      data_desejada: '2099-03-10',
      preco_rs: 12.5,
      motivo: null,
      acoes: ['cancelar'],
      criado_em: expect.any(String),
      atualizado_em: expect.any(String),
    });

    const recebidas = dados<Atend[]>(await comoPrestador('GET', '/api/atendimentos?papel=prestador'));
    expect(recebidas.map((r) => [r.uuid, r.papel, r.acoes])).toEqual([
      [a.uuid, 'prestador', ['aceitar', 'recusar']],
    ]);
    expect(dados<Atend[]>(await comoPrestador('GET', '/api/atendimentos?papel=solicitante'))).toEqual([]);

    expect((await notificacoes(p.dono))[0]).toMatchObject({
      tipo: 'atendimento_aberto',
      titulo: 'Nova solicitação de serviço: Limpeza de módulos',
      mensagem: 'Solar Integra solicitou #1.',
      link: `/servicos?aba=solicitacoes&atendimento=${a.uuid}`,
    });
    // Whoever asked is not notified of its own request.
    expect((await notificacoes(dono)).some((n) => n.tipo.startsWith('atendimento_'))).toBe(false);
    await vi.waitFor(() =>
      expect(
        [`empresas/${p.empresa.uuid}`, `empresas/${integradora.uuid}`].map((c) =>
          eventos.some((e) => e.channel === c && e.payload.atendimento === a.uuid),
        ),
      ).toEqual([true, true]),
    );
  });

  it('recusa o que falta, data passada, serviço inativo, de integrador ou da própria empresa', async () => {
    const vazio = await api('POST', '/api/atendimentos', { servico: 'x', descricao: '', local: ' ' });
    expect(vazio.statusCode).toBe(422);
    expect(Object.fromEntries(erros(vazio).map((e) => [e.field, e.message]))).toEqual({
      servico: 'Selecione o serviço',
      descricao: 'Descreva o que você precisa',
      local: 'Informe o local do serviço',
    });
    const passado = await api('POST', '/api/atendimentos', {
      servico: p.servico,
      descricao: 'x',
      local: 'y',
      data_desejada: '2020-01-01',
    });
    expect(erros(passado)).toEqual([
      { field: 'data_desejada', rule: 'after', message: 'A data desejada não pode ser no passado' },
    ]);

    const inativo = await prestadorDeTeste(t, 'Parada Ltda', { ativo: false });
    const doIntegrador = (await api('POST', '/api/servicos', servicoDeTeste())).json() as {
      data: { uuid: string };
    };
    for (const servico of [inativo.servico, doIntegrador.data.uuid]) {
      const res = await api('POST', '/api/atendimentos', { servico, descricao: 'x', local: 'y' });
      expect(res.statusCode).toBe(422);
      expect(erros(res)).toEqual([
        { field: 'servico', rule: 'exists', message: 'Selecione um serviço disponível' },
      ]);
    }
    const proprio = await comoPrestador('POST', '/api/atendimentos', {
      servico: p.servico,
      descricao: 'x',
      local: 'y',
    });
    expect(erros(proprio)).toEqual([
      { field: 'servico', rule: 'own', message: 'Sua empresa não pode solicitar um serviço dela mesma' },
    ]);
  });

  it('numera por prestador, sem repetir número em pedidos simultâneos', async () => {
    const outro = await prestadorDeTeste(t, 'Numera Sol');
    const uuids = await Promise.all(
      Array.from({ length: 6 }, () => solicitar(t, dono, integradora, outro.servico)),
    );
    const numeros = await Promise.all(
      uuids.map(
        async (u) =>
          dados<Atend>(await api('GET', `/api/atendimentos/${u}`, undefined, outro.dono, outro.empresa))
            .numero,
      ),
    );
    expect([...numeros].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('andamento de uma solicitação', () => {
  it('aceitar, iniciar e concluir: só o prestador, na ordem, notificando quem pediu, com histórico', async () => {
    const uuid = await solicitar(t, dono, integradora, p.servico, { titulo: 'Limpeza do galpão' });
    const url = (acao: string) => `/api/atendimentos/${uuid}/${acao}`;

    const pelaOutraPonta = await api('POST', url('aceitar'));
    expect(pelaOutraPonta.statusCode).toBe(403);
    expect(pelaOutraPonta.json()).toEqual({ message: 'Só o prestador do serviço pode fazer isto' });
    const foraDeOrdem = await comoPrestador('POST', url('concluir'));
    expect(foraDeOrdem.statusCode).toBe(409);
    expect(foraDeOrdem.json()).toEqual({
      message: 'Não é possível concluir esta solicitação: o status atual é “Aberto”',
    });

    const aceito = await comoPrestador('POST', url('aceitar'), { mensagem: 'Vamos na terça' });
    expect(dados<Atend>(aceito)).toMatchObject({ status: 'aceito', acoes: ['iniciar', 'recusar'] });
    expect((await comoPrestador('POST', url('aceitar'))).statusCode).toBe(409);
    expect(dados<Atend>(await comoPrestador('POST', url('iniciar')))).toMatchObject({
      status: 'em_andamento',
      acoes: ['concluir'],
    });
    const visto = dados<Atend>(await api('GET', `/api/atendimentos/${uuid}`));
    expect(visto).toMatchObject({ status: 'em_andamento', papel: 'solicitante', acoes: [] });
    expect((await api('POST', url('cancelar'))).statusCode).toBe(409);
    expect(dados<Atend>(await comoPrestador('POST', url('concluir')))).toMatchObject({
      status: 'concluido',
      acoes: [],
    });

    const titulos = (await notificacoes(dono)).map((n) => n.titulo);
    expect(titulos.slice(0, 3)).toEqual([
      'Serviço concluído: Limpeza do galpão',
      'Serviço iniciado: Limpeza do galpão',
      'Solicitação aceita: Limpeza do galpão',
    ]);

    for (const [quem, emp] of [
      [dono, integradora],
      [p.dono, p.empresa],
    ] as const) {
      const h = await api('GET', `/api/atendimentos/${uuid}/historico`, undefined, quem, emp);
      expect(
        dados<Array<{ de: string | null; para: string; mensagem: string | null; empresa: { nome: string } }>>(
          h,
        ).map((e) => [e.de, e.para, e.mensagem, e.empresa.nome]),
      ).toEqual([
        [null, 'aberto', null, 'Solar Integra'],
        ['aberto', 'aceito', 'Vamos na terça', 'Limpa Sol'],
        ['aceito', 'em_andamento', null, 'Limpa Sol'],
        ['em_andamento', 'concluido', null, 'Limpa Sol'],
      ]);
    }
  });

  it('recusar pede o motivo, que o solicitante lê; cancelar é de quem pediu, enquanto aberta ou aceita', async () => {
    const recusada = await solicitar(t, dono, integradora, p.servico, { titulo: 'Limpeza A' });
    const semMotivo = await comoPrestador('POST', `/api/atendimentos/${recusada}/recusar`, {});
    expect(semMotivo.statusCode).toBe(422);
    expect(erros(semMotivo)).toEqual([{ field: 'motivo', rule: 'required', message: 'Informe o motivo' }]);
    const r = await comoPrestador('POST', `/api/atendimentos/${recusada}/recusar`, {
      motivo: 'Sem agenda este mês',
    });
    expect(dados<Atend>(r)).toMatchObject({ status: 'recusado', motivo: 'Sem agenda este mês', acoes: [] });
    expect((await notificacoes(dono))[0]).toMatchObject({
      titulo: 'Solicitação recusada: Limpeza A',
      mensagem: `Limpa Sol recusou #${dados<Atend>(r).numero}: Sem agenda este mês`,
    });

    const cancelada = await solicitar(t, dono, integradora, p.servico, { titulo: 'Limpeza B' });
    await comoPrestador('POST', `/api/atendimentos/${cancelada}/aceitar`);
    const peloPrestador = await comoPrestador('POST', `/api/atendimentos/${cancelada}/cancelar`);
    expect(peloPrestador.statusCode).toBe(403);
    expect(peloPrestador.json()).toEqual({ message: 'Só a empresa que solicitou o serviço pode cancelá-lo' });
    const c = await api('POST', `/api/atendimentos/${cancelada}/cancelar`);
    expect(dados<Atend>(c)).toMatchObject({ status: 'cancelado', motivo: null });
    expect((await notificacoes(p.dono))[0]).toMatchObject({ titulo: 'Solicitação cancelada: Limpeza B' });
  });

  it('lista por papel e status, e busca pelo número ou título', async () => {
    const lista = async (q: string) =>
      dados<Array<{ titulo: string }>>(await api('GET', `/api/atendimentos${q}`)).map((a) => a.titulo);
    expect(await lista('?status=recusado')).toEqual(['Limpeza A']);
    expect(await lista('?papel=solicitante&status=cancelado')).toEqual(['Limpeza B']);
    expect(await lista('?papel=prestador')).toEqual([]);
    expect(await lista('?search=galp')).toEqual(['Limpeza do galpão']);
    const todas = dados<Atend[]>(await comoPrestador('GET', '/api/atendimentos?search=%231'));
    expect(todas.map((a) => a.numero)).toEqual([1]);
  });

  it('uma terceira empresa não alcança a solicitação (404) nem a move', async () => {
    const uuid = await solicitar(t, dono, integradora, p.servico, { titulo: 'Limpeza C' });
    const x = await criarPessoa(t);
    const terceira = await criarEmpresa(t, x, { tipo: 'integrador' });
    for (const [method, url] of [
      ['GET', `/api/atendimentos/${uuid}`],
      ['GET', `/api/atendimentos/${uuid}/historico`],
      ['POST', `/api/atendimentos/${uuid}/cancelar`],
      ['POST', `/api/atendimentos/${uuid}/aceitar`],
    ] as Array<[Metodo, string]>) {
      const res = await api(method, url, undefined, x, terceira);
      expect(res.statusCode, url).toBe(404);
    }
    expect(dados<Atend[]>(await api('GET', '/api/atendimentos', undefined, x, terceira))).toEqual([]);
    expect(dados<Atend>(await api('GET', `/api/atendimentos/${uuid}`)).status).toBe('aberto');
  });
});
