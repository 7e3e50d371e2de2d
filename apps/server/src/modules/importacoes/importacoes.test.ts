import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import {
  type ContaSimulada,
  iniciarSimuladorGrowatt,
  type SimuladorGrowatt,
} from '../../connectors/makers/growatt/simulator.ts';
import { criarFila } from '../../workers.ts';

// Import end to end through the API, against the Growatt simulator: portal account (the login is
// checked), the portal's plant list, the background job with its progress on importacoes/<uuid>,
// the resulting plants, inverters and daily history, re-running without duplicates, and a job
// left behind by a crashed server resumed by the next one.

const conta: ContaSimulada = {
  login: 'integrador@solar.com.br',
  senha: 'Growatt@1',
  userId: 777,
  usinas: [
    {
      id: '1001',
      nome: 'Residência Lima',
      latitude: -23.5,
      inversores: [{ sn: 'LIM0000001', nome: 'Inversor Lima', kwp: 6 }],
    },
    {
      id: '1002',
      nome: 'Mercado Central',
      latitude: -8.05,
      inversores: Array.from({ length: 25 }, (_, i) => ({
        sn: `MER${String(i).padStart(7, '0')}`,
        nome: `Mercado ${i + 1}`,
        kwp: 8,
        ...(i === 0 ? { lost: true } : {}),
      })),
    },
  ],
};

let sim: SimuladorGrowatt;
// Instances sharing a database share APP_KEY (portal passwords are encrypted with it).
const APP_KEY = randomBytes(32).toString('base64');
let env: Record<string, string>;
let t: TestApp;
let dona: Pessoa;
let empresa: { uuid: string };
const eventos: Array<{ channel: string; payload: Record<string, unknown> }> = [];

beforeAll(async () => {
  sim = await iniciarSimuladorGrowatt([conta]);
  env = { GROWATT_URL: sim.url, IMPORT_HISTORY_MONTHS: '1', APP_KEY };
  t = await createTestApp({
    env: { ...env, JOBS_BACKOFF_MS: '10' },
  });
  dona = await criarPessoa(t, 'Dona Integradora');
  empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
  await t.bus.subscribe('transmit', (m) => {
    const e = m as { t: string; channel: string; payload: Record<string, unknown> };
    if (e.t === 'broadcast') eventos.push({ channel: e.channel, payload: e.payload });
  });
});
afterAll(async () => {
  await t.close();
  await sim.fechar();
});

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: como(dona, empresa), ...(payload ? { payload } : {}) });

async function contaPortal() {
  const r = await api('POST', '/api/portais', {
    fabricante: 'growatt',
    login: conta.login,
    senha: conta.senha,
  });
  return (r.json() as { data: { uuid: string } }).data.uuid;
}

describe('importação em segundo plano', () => {
  it('nenhuma usina escolhida: a mensagem do spec', async () => {
    const r = await api('POST', '/api/importacoes', { conta: await contaPortal(), usinas: [] });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      errors: [{ field: 'usinas', message: 'Selecione ao menos uma usina para importar' }],
    });
  });

  it('importa com progresso, cria usinas, inversores e histórico, notifica; repetir não duplica', async () => {
    const contaUuid = await contaPortal();
    const r = await api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1001', '1002'] });
    expect(r.statusCode).toBe(202);
    const imp = (r.json() as { data: { uuid: string; status: string; total: number } }).data;
    expect(imp).toMatchObject({ status: 'pendente', total: 2 });

    expect(await criarFila(t.ctx).drenar()).toBe(1);

    const canal = `importacoes/${imp.uuid}`;
    const doCanal = eventos.filter((e) => e.channel === canal).map((e) => e.payload);
    expect(doCanal[0]).toMatchObject({ status: 'em_andamento', concluidas: 0 });
    expect(doCanal.map((p) => p.concluidas)).toContain(1);
    expect(doCanal.at(-1)).toMatchObject({ status: 'concluida', concluidas: 2, total: 2 });
    expect(
      eventos.some((e) => e.channel === `empresas/${empresa.uuid}` && e.payload.status === 'concluida'),
    ).toBe(true);
    expect((await api('GET', `/api/importacoes/${imp.uuid}`)).json()).toMatchObject({
      data: { status: 'concluida' },
    });

    const lista = (await api('GET', '/api/usinas')).json() as {
      data: Array<{ uuid: string; nome: string; status: string; potencia_kwp: number }>;
      meta: { total: number; status: Record<string, number>; potencia_kwp: number };
    };
    expect(lista.data.map((u) => [u.nome, u.status, u.potencia_kwp])).toEqual([
      ['Mercado Central', 'aviso', 200],
      ['Residência Lima', 'online', 6],
    ]);
    expect(lista.meta).toMatchObject({ total: 2, potencia_kwp: 206, status: { online: 1, aviso: 1 } });

    const mercado = lista.data[0];
    const det = (await api('GET', `/api/usinas/${mercado?.uuid}`)).json() as {
      data: { inversores: Array<{ status: string }>; geracao_diaria: Array<{ energia_kwh: number }> };
    };
    expect(det.data.inversores).toHaveLength(25);
    // Generation start: the plant's first day with energy, for inverters the portal did not date.
    const [inicio] = await t.database.query<{ inicio: string | null; primeiro: string }>(
      sql`select min(i.inicio_geracao)::text as inicio, (select min(data)::text from geracao_diaria g join usinas u on u.id = g.usina_id where u.nome = 'Mercado Central' and g.energia_kwh > 0) as primeiro
          from inversores i join usinas u on u.id = i.usina_id where u.nome = 'Mercado Central'`,
    );
    expect(inicio?.inicio).toBe(inicio?.primeiro);
    expect(det.data.inversores.filter((i) => i.status === 'offline')).toHaveLength(1);
    expect(det.data.geracao_diaria.length).toBeGreaterThan(0);
    expect(det.data.geracao_diaria.every((d) => d.energia_kwh >= 0)).toBe(true);

    const notif = (await api('GET', '/api/notificacoes')).json() as { data: Array<{ titulo: string }> };
    expect(notif.data[0]?.titulo).toBe('Importação concluída: 2 usina(s) do Growatt');

    // Same plants again: refreshed, not duplicated.
    await api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1002', '1001'] });
    await criarFila(t.ctx).drenar();
    const [contagem] = await t.database.query<{ usinas: number; inversores: number }>(
      sql`select (select count(*)::int from usinas) as usinas, (select count(*)::int from inversores) as inversores`,
    );
    expect(contagem).toEqual({ usinas: 2, inversores: 26 });
  });

  it('um servidor que caiu no meio da importação: o próximo retoma depois da última usina concluída', async () => {
    const contaUuid = await contaPortal();
    await t.database.query(sql`delete from usinas`);
    const r = await api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1001', '1002'] });
    const imp = (r.json() as { data: { uuid: string } }).data;
    // What a killed process leaves: the job claimed with its lock, the first plant done.
    await criarFila(t.ctx)
      .drenar()
      .catch(() => {});
    await t.database.query(
      sql`update importacoes set status = 'em_andamento', concluidas = '{1001}' where uuid = ${imp.uuid}`,
    );
    await t.database.query(sql`delete from usinas where id_externo = '1002'`);
    await t.database.query(
      sql`update tarefas set status = 'executando', concluida_em = null, bloqueada_ate = now() + interval '1 hour' where dados->>'importacao' = (select id::text from importacoes where uuid = ${imp.uuid})`,
    );

    // Another instance on the same database: the lock has not expired, so it waits…
    const outra = await createTestApp({
      database: t.database,
      env,
    });
    expect(await criarFila(outra.ctx).drenar()).toBe(0);
    // …and once it expires, resumes after the finished plant.
    await t.database.query(
      sql`update tarefas set bloqueada_ate = now() - interval '1 second' where status = 'executando'`,
    );
    const antes = sim.pedidos.length;
    expect(await criarFila(outra.ctx).drenar()).toBe(1);
    const novos = sim.pedidos.slice(antes);
    expect(novos.some((p) => p.includes('plantId=1002'))).toBe(true);
    expect(novos.some((p) => p.includes('plantId=1001'))).toBe(false);
    expect((await api('GET', `/api/importacoes/${imp.uuid}`)).json()).toMatchObject({
      data: { status: 'concluida', concluidas: 2 },
    });
    const [n] = await t.database.query<{ n: number }>(sql`select count(*)::int as n from usinas`);
    expect(n?.n).toBe(2);
    await outra.close();
  });

  it('senha trocada no portal depois: a importação falha de vez, com aviso, sem novas tentativas', async () => {
    const contaUuid = await contaPortal();
    const r = await api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1001'] });
    const imp = (r.json() as { data: { uuid: string } }).data;
    const original = conta.senha;
    conta.senha = 'trocada';
    sim.expirarSessoes();
    try {
      await criarFila(t.ctx).drenar();
    } finally {
      conta.senha = original;
    }
    expect((await api('GET', `/api/importacoes/${imp.uuid}`)).json()).toMatchObject({
      data: { status: 'falhou', mensagem: 'Login ou senha do portal incorretos' },
    });
    const [tarefa] = await t.database.query<{ status: string; tentativas: number }>(
      sql`select status, tentativas from tarefas order by id desc limit 1`,
    );
    expect(tarefa).toEqual({ status: 'falhou', tentativas: 1 });
    const notif = (await api('GET', '/api/notificacoes')).json() as { data: Array<{ titulo: string }> };
    expect(notif.data[0]?.titulo).toBe('A importação de usinas falhou');
  });

  it('outra empresa não vê as usinas nem a importação (404)', async () => {
    const outra = await criarEmpresa(t, dona, { tipo: 'integrador' });
    const [u] = await t.database.query<{ uuid: string }>(sql`select uuid from usinas limit 1`);
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/usinas/${u?.uuid}`,
      headers: como(dona, outra),
    });
    expect(r.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/usinas', headers: como(dona, outra) })).json(),
    ).toMatchObject({
      meta: { total: 0 },
    });
  });
});
