import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { funcionarioDeTeste, quadroDe } from '../../../test/quadros-de-teste.ts';
import { dados, erros } from '../../../test/respostas.ts';
import {
  type ContaSimulada,
  iniciarSimuladorGrowatt,
  type SimuladorGrowatt,
} from '../../connectors/makers/growatt/simulator.ts';
import { criarFila } from '../../workers.ts';
import { agendarSincronizacoes } from '../sincronizacao/sincronizacao.service.ts';

// The built-in automation end to end (decision 039): a Growatt inverter goes into fault in the
// maker's (simulated) cloud, the poll sees it, the alert opens, and the rule opens a service request
// for the plant's responsible employee; the fault ends, the alert closes, and so does the request.

const conta: ContaSimulada = {
  login: 'automacao@solar.com.br',
  senha: 'Regra-2026',
  userId: 91,
  usinas: [
    {
      id: '9101',
      nome: 'Padaria Sol',
      latitude: -23.5,
      inversores: [{ sn: 'PAD0000001', nome: 'Inversor 1', kwp: 10 }],
    },
  ],
};
const inversor = conta.usinas[0]?.inversores[0] as { status?: '-1' | '0' | '1' | '3' };

// 13:00 in Brasília: daylight.
let agora = new Date('2026-11-25T16:00:00Z');
let sim: SimuladorGrowatt;
let t: TestApp;
let dono: Pessoa;
let empresa: { uuid: string };
let tecnico: { pessoa: Pessoa; funcionario: string };

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: como(dono, empresa),
    ...(payload ? { payload: payload as object } : {}),
  });

async function sincronizar() {
  agora = new Date(agora.getTime() + 5 * 60_000 + 1);
  await agendarSincronizacoes(t.ctx);
  await criarFila(t.ctx).drenar();
}

beforeAll(async () => {
  sim = await iniciarSimuladorGrowatt([conta], { agora: () => agora });
  t = await createTestApp({
    env: {
      GROWATT_URL: sim.url,
      IMPORT_HISTORY_MONTHS: '0',
      POLL_INTERVAL_MS: '300000',
      POLL_SPREAD_MS: '0',
    },
    deps: { now: () => agora },
  });
  dono = await criarPessoa(t, 'Dono');
  empresa = await criarEmpresa(t, dono, { nome: 'Solar Regras', tipo: 'integrador' });
  tecnico = await funcionarioDeTeste(t, dono, empresa, 'Tiago Técnico', ['usina:view', 'atendimento:view']);
  const portal = dados<{ uuid: string }>(
    await api('POST', '/api/portais', { fabricante: 'growatt', login: conta.login, senha: conta.senha }),
  );
  await api('POST', '/api/importacoes', { conta: portal.uuid, usinas: ['9101'] });
  await criarFila(t.ctx).drenar();
});
afterAll(async () => {
  await t.close();
  await sim.fechar();
});

interface Automacao {
  uuid: string;
  nome: string;
  ativa: boolean;
  padrao: string | null;
  execucoes: number;
}
interface Execucao {
  status: string;
  evento: string;
  acoes: Array<{ tipo: string; resultado: string; ok: boolean }>;
}

describe('a automação padrão', () => {
  it('existe pausada, e pausada não faz nada quando o inversor entra em falha', async () => {
    const lista = dados<Automacao[]>(await api('GET', '/api/automacoes'));
    expect(lista).toEqual([
      expect.objectContaining({
        nome: 'Falha de inversor ou usina offline de dia abre uma solicitação',
        gatilho: 'alerta_aberto',
        ativa: false,
        padrao: 'alerta_atendimento',
      }),
    ]);
    expect(erros(await api('DELETE', `/api/automacoes/${lista[0]?.uuid}`))[0]?.message).toBe(
      'A automação padrão não pode ser excluída; pause-a',
    );
    inversor.status = '3';
    await sincronizar();
    const q = await quadroDe(t, dono, empresa, 'atendimentos');
    expect(dados<unknown[]>(await api('GET', `/api/quadros/${q.uuid}/cartoes`))).toEqual([]);
    inversor.status = '1';
    await sincronizar();
  });

  it('ligada: a falha abre uma solicitação para o responsável pela usina, e o fim da falha a fecha', async () => {
    const [regra] = dados<Automacao[]>(await api('GET', '/api/automacoes'));
    expect(
      dados<Automacao>(await api('PATCH', `/api/automacoes/${regra?.uuid}`, { ativa: true })).ativa,
    ).toBe(true);
    const [usina] = dados<Array<{ uuid: string; nome: string }>>(await api('GET', '/api/usinas'));
    const patch = await api('PATCH', `/api/usinas/${usina?.uuid}`, {
      nome: 'Padaria Sol',
      cidade: null,
      data_instalacao: null,
      potencia_kwp: 10,
      responsaveis: [tecnico.funcionario],
    });
    expect(patch.statusCode, patch.body).toBe(200);

    inversor.status = '3';
    await sincronizar();
    const q = await quadroDe(t, dono, empresa, 'atendimentos');
    const abertos = dados<
      Array<{
        uuid: string;
        titulo: string;
        fase: string;
        origem: string;
        responsavel: { nome: string } | null;
        usina: { nome: string } | null;
      }>
    >(await api('GET', `/api/quadros/${q.uuid}/cartoes`));
    expect(abertos).toEqual([
      expect.objectContaining({
        titulo: 'Inversor em falha: Padaria Sol',
        fase: q.fase.Aberto,
        origem: 'alerta',
        responsavel: expect.objectContaining({ nome: 'Tiago Técnico' }),
        usina: expect.objectContaining({ nome: 'Padaria Sol' }),
      }),
    ]);
    // Another poll while the fault lasts opens nothing more.
    await sincronizar();
    expect(dados<unknown[]>(await api('GET', `/api/quadros/${q.uuid}/cartoes`))).toHaveLength(1);

    inversor.status = '1';
    await sincronizar();
    const [fechado] = dados<Array<{ fase: string; fechado_em: string | null; status: string }>>(
      await api('GET', `/api/quadros/${q.uuid}/cartoes`),
    );
    expect(fechado).toMatchObject({ fase: q.fase.Concluído, status: 'concluido' });
    expect(fechado?.fechado_em).not.toBeNull();

    const execucoes = dados<Execucao[]>(await api('GET', `/api/automacoes/${regra?.uuid}/execucoes`));
    expect(execucoes.map((e) => [e.status, e.acoes.map((a) => a.resultado)])).toEqual([
      ['ok', ['Solicitação fechada (Concluído)']],
      ['ok', ['Solicitação #1 criada', 'Atribuída a Tiago Técnico']],
    ]);
    expect(execucoes[1]?.evento).toBe('Inversor em falha: Padaria Sol');
  });
});

describe('regras da empresa', () => {
  it('uma regra que dispararia a si mesma roda uma vez; o ciclo é cortado e registrado', async () => {
    const q = await quadroDe(t, dono, empresa, 'atendimentos');
    const aberto = q.fase.Aberto ?? '';
    const emAtendimento = q.fase['Em atendimento'] ?? '';
    const ida = dados<Automacao>(
      await api('POST', '/api/automacoes', {
        nome: 'Aberto volta para atendimento',
        gatilho: 'cartao_entrou_fase',
        condicoes: { fase: aberto },
        acoes: [{ tipo: 'mover', fase: emAtendimento }],
      }),
    );
    const volta = dados<Automacao>(
      await api('POST', '/api/automacoes', {
        nome: 'Atendimento volta para aberto',
        gatilho: 'cartao_entrou_fase',
        condicoes: { fase: emAtendimento },
        acoes: [{ tipo: 'mover', fase: aberto }],
      }),
    );
    const c = dados<{ uuid: string }>(
      await api('POST', `/api/quadros/${q.uuid}/cartoes`, {
        titulo: 'Cartão pingue-pongue',
        fase: q.fase['Aguardando cliente ou peça'],
      }),
    );
    const r = await api('POST', `/api/atendimentos/${c.uuid}/mover`, { fase: aberto });
    expect(r.statusCode).toBe(200);
    const idaExec = dados<Execucao[]>(await api('GET', `/api/automacoes/${ida.uuid}/execucoes`));
    const voltaExec = dados<Execucao[]>(await api('GET', `/api/automacoes/${volta.uuid}/execucoes`));
    // Entered Aberto → "ida" moves it to Em atendimento → "volta" moves it to Aberto → "ida" again:
    // cut (logged inside the first run, so both carry the same time).
    expect(idaExec.map((e) => e.status).sort()).toEqual(['ciclo', 'ok']);
    expect(voltaExec.map((e) => e.status)).toEqual(['ok']);
    const [final] = dados<Array<{ fase: string }>>(
      await api('GET', `/api/quadros/${q.uuid}/cartoes?search=pingue`),
    );
    expect(final?.fase).toBe(aberto);
    const h = dados<Array<{ tipo?: string; para: string; mensagem: string | null }>>(
      await api('GET', `/api/atendimentos/${c.uuid}/historico`),
    );
    expect(h.filter((x) => x.tipo === 'fase').map((x) => [x.para, x.mensagem])).toEqual([
      ['Aberto', null],
      ['Em atendimento', 'Movido por uma automação'],
      ['Aberto', 'Movido por uma automação'],
    ]);
    // Paused, neither runs.
    await api('PATCH', `/api/automacoes/${ida.uuid}`, { ativa: false });
    await api('PATCH', `/api/automacoes/${volta.uuid}`, { ativa: false });
  });

  it('uma regra só nomeia o que é da empresa; sem ações é 422', async () => {
    const sem = await api('POST', '/api/automacoes', {
      nome: 'Vazia',
      gatilho: 'proposta_aceita',
      acoes: [],
    });
    expect(erros(sem)[0]).toMatchObject({ field: 'acoes', message: 'Adicione ao menos uma ação' });
    const fora = await api('POST', '/api/automacoes', {
      nome: 'Alheia',
      gatilho: 'proposta_aceita',
      acoes: [{ tipo: 'classificar', classificacao: crypto.randomUUID() }],
    });
    expect(erros(fora)[0]).toMatchObject({
      field: 'acoes.0.classificacao',
      message: 'Etiqueta não encontrada',
    });
  });
});
