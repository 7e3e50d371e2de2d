import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  type ContaSimulada,
  iniciarSimuladorGrowatt,
  type SimuladorGrowatt,
} from '../../connectors/makers/growatt/simulator.ts';
import { enfileirar } from '../../platform/jobs.ts';
import { criarFila } from '../../workers.ts';
import { garantirParticoes } from '../usinas/ingestao.ts';
import { agendarSincronizacoes, verificarUsinasSemDados } from './sincronizacao.service.ts';

// Polling: every account refreshed on a schedule, its session reused between polls, plants'
// status following their inverters, an account whose password the portal refuses left alone.

const conta: ContaSimulada = {
  login: 'poll@solar.com.br',
  senha: 'poll-2026',
  userId: 55,
  usinas: [
    {
      id: '3001',
      nome: 'Escola Municipal',
      latitude: -5.79,
      inversores: [
        { sn: 'ESC0000001', nome: 'Inversor 1', kwp: 20 },
        { sn: 'ESC0000002', nome: 'Inversor 2', kwp: 20 },
      ],
    },
  ],
};

// 14:00 in Brazil: sun up, energy today already counted.
let agora = new Date('2026-11-22T17:00:00Z');
let sim: SimuladorGrowatt;
let t: TestApp;
let dona: Pessoa;
let empresa: { uuid: string };
const eventos: Array<{ channel: string; payload: unknown }> = [];

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
  dona = await criarPessoa(t);
  empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
  await t.bus.subscribe('transmit', (m) => {
    const e = m as { t: string; channel: string; payload: unknown };
    if (e.t === 'broadcast') eventos.push(e);
  });
  const api = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: como(dona, empresa), ...(payload ? { payload } : {}) });
  const c = (
    await api('POST', '/api/portais', { fabricante: 'growatt', login: conta.login, senha: conta.senha })
  ).json() as {
    data: { uuid: string };
  };
  await api('POST', '/api/importacoes', { conta: c.data.uuid, usinas: ['3001'] });
  await criarFila(t.ctx).drenar();
});
afterAll(async () => {
  await t.close();
  await sim.fechar();
});

const usina = async () =>
  (
    await t.database.query<{ status: string; energia_hoje_kwh: number; potencia_atual_w: number }>(
      sql`select status, energia_hoje_kwh, potencia_atual_w from usinas`,
    )
  )[0];

describe('sincronização periódica', () => {
  it('só agenda quem passou do intervalo; a mesma conta não entra duas vezes na fila', async () => {
    expect(await agendarSincronizacoes(t.ctx)).toBe(0);
    agora = new Date(agora.getTime() + 5 * 60_000 + 1);
    expect(await agendarSincronizacoes(t.ctx)).toBe(1);
    await agendarSincronizacoes(t.ctx);
    const [n] = await t.database.query<{ n: number }>(
      sql`select count(*)::int as n from tarefas where tipo = 'sincronizacao' and status = 'pendente'`,
    );
    expect(n?.n).toBe(1);
  });

  it('atualiza potência, energia de hoje e status, avisa a empresa, e reaproveita a sessão do portal', async () => {
    const antes = await usina();
    const logins = sim.logins.get(conta.login) ?? 0;
    expect(await criarFila(t.ctx).drenar()).toBe(1);
    const depois = await usina();
    expect(depois?.energia_hoje_kwh).toBeGreaterThan(antes?.energia_hoje_kwh ?? 0);
    expect(depois?.status).toBe('online');
    const [hoje] = await t.database.query<{ energia_kwh: number }>(
      sql`select energia_kwh from geracao_diaria where data = '2026-11-22'`,
    );
    expect(hoje?.energia_kwh).toBeCloseTo(depois?.energia_hoje_kwh ?? 0, 5);
    expect(eventos.some((e) => e.channel === `empresas/${empresa.uuid}`)).toBe(true);

    // A second poll later: no new login.
    const inversor = conta.usinas[0]?.inversores[1];
    if (inversor) inversor.lost = true;
    agora = new Date(agora.getTime() + 5 * 60_000 + 1);
    await agendarSincronizacoes(t.ctx);
    await criarFila(t.ctx).drenar();
    expect((await usina())?.status).toBe('aviso');
    expect((sim.logins.get(conta.login) ?? 0) - logins).toBe(0);
  });

  it('cada poll grava uma leitura por inversor, na partição do mês; repetir no mesmo minuto não duplica; a curva do dia soma os inversores', async () => {
    await garantirParticoes(t.ctx);
    const [antes] = await t.database.query<{ n: number }>(sql`select count(*)::int as n from leituras`);
    expect(antes?.n).toBe(4);
    agora = new Date(agora.getTime() + 5 * 60_000 + 1);
    await agendarSincronizacoes(t.ctx);
    await criarFila(t.ctx).drenar();
    // Same minute again: nothing new.
    await enfileirar(t.ctx, 'sincronizacao', { conta: 1 });
    await criarFila(t.ctx).drenar();
    const porParticao = await t.database.query<{ particao: string; n: number }>(
      sql`select tableoid::regclass::text as particao, count(*)::int as n from leituras group by 1 order by 1`,
    );
    expect(porParticao.reduce((a, p) => a + p.n, 0)).toBe(6);
    expect(porParticao.map((p) => p.particao)).toContain('leituras_2026_11');
    const [u] = await t.database.query<{ uuid: string }>(sql`select uuid from usinas`);
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/usinas/${u?.uuid}/geracao?periodo=diario&referencia=2026-11-22`,
      headers: como(dona, empresa),
    });
    const curva = (r.json() as { data: { pontos: Array<{ rotulo: string; potencia_w: number }> } }).data
      .pontos;
    expect(curva).toHaveLength(3);
    expect(curva[0]?.rotulo).toBe('14:05');
    // The per-inverter daily roll-up: the lifetime counters grew between the polls.
    const porInversor = await t.database.query<{ data: string; energia: number }>(
      sql`select data::text as data, (total_fim_kwh - total_inicio_kwh)::float as energia from geracao_diaria_inversor`,
    );
    expect(porInversor).toHaveLength(2);
    expect(porInversor.every((r) => r.data === '2026-11-22' && r.energia > 0)).toBe(true);
    const det = (
      await t.app.inject({ method: 'GET', url: `/api/usinas/${u?.uuid}`, headers: como(dona, empresa) })
    ).json() as { data: { inversores: Array<{ energia_hoje_kwh: number | null }> } };
    expect(det.data.inversores.every((i) => (i.energia_hoje_kwh ?? 0) > 0)).toBe(true);
    expect(curva.every((p) => p.potencia_w >= 0)).toBe(true);
  });

  it('senha trocada no portal: a conta fica em erro e não é mais consultada (evita o bloqueio)', async () => {
    const original = conta.senha;
    conta.senha = 'outra';
    sim.expirarSessoes();
    try {
      agora = new Date(agora.getTime() + 5 * 60_000 + 1);
      await agendarSincronizacoes(t.ctx);
      await criarFila(t.ctx).drenar();
    } finally {
      conta.senha = original;
    }
    const [c] = await t.database.query<{ status: string }>(sql`select status from contas_portal`);
    expect(c?.status).toBe('erro');
    agora = new Date(agora.getTime() + 60 * 60_000);
    expect(await agendarSincronizacoes(t.ctx)).toBe(0);
  });

  it('sem dados além do limite (3 h), a usina fica offline com o motivo, sem depender de um poll', async () => {
    expect(await verificarUsinasSemDados(t.ctx)).toBe(0);
    agora = new Date(agora.getTime() + 4 * 3_600_000);
    const antes = eventos.length;
    expect(await verificarUsinasSemDados(t.ctx)).toBe(1);
    const [u] = await t.database.query<{ status: string; status_motivo: string }>(
      sql`select status, status_motivo from usinas`,
    );
    expect(u?.status).toBe('offline');
    expect(u?.status_motivo).toMatch(/^Sem comunicação há \d+ h$/);
    const novo = eventos.slice(antes).find((e) => e.channel === `empresas/${empresa.uuid}`);
    expect(novo?.payload).toMatchObject({ tipo: 'usinas', mudancas: [{ status: 'offline' }] });
    // Already offline: the next sweep has nothing to say.
    expect(await verificarUsinasSemDados(t.ctx)).toBe(0);
  });
});
