import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa } from '../../../test/factories.ts';
import {
  contaGrowatt as conta,
  type GrowattDeTeste,
  iniciarGrowattDeTeste,
} from '../../../test/growatt-de-teste.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { criarFila } from '../../workers.ts';

// Import end to end through the API, against the Growatt simulator: portal account (the login is
// checked), the portal's plant list, the background job with its progress on importacoes/<uuid>,
// the resulting plants, inverters and daily history, re-running without duplicates, and a job
// left behind by a crashed server resumed by the next one.

let g: GrowattDeTeste;
const eventos: Array<{ channel: string; payload: Record<string, unknown> }> = [];

beforeAll(async () => {
  g = await iniciarGrowattDeTeste({
    env: { IMPORT_HISTORY_MONTHS: '1' },
    envDoApp: { JOBS_BACKOFF_MS: '10' },
  });
  await g.t.bus.subscribe('transmit', (m) => {
    const e = m as { t: string; channel: string; payload: Record<string, unknown> };
    if (e.t === 'broadcast') eventos.push({ channel: e.channel, payload: e.payload });
  });
});
afterAll(() => g.fechar());

describe('importação em segundo plano', () => {
  it('nenhuma usina escolhida: a mensagem do spec', async () => {
    const r = await g.api('POST', '/api/importacoes', { conta: await g.contaPortal(), usinas: [] });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({
      errors: [{ field: 'usinas', message: 'Selecione ao menos uma usina para importar' }],
    });
  });

  it('importa com progresso, cria usinas, inversores e histórico, notifica; repetir não duplica', async () => {
    const contaUuid = await g.contaPortal();
    const r = await g.api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1001', '1002'] });
    expect(r.statusCode).toBe(202);
    const imp = (r.json() as { data: { uuid: string; status: string; total: number } }).data;
    expect(imp).toMatchObject({ status: 'pendente', total: 2 });

    expect(await criarFila(g.t.ctx).drenar()).toBe(1);

    const canal = `importacoes/${imp.uuid}`;
    const doCanal = eventos.filter((e) => e.channel === canal).map((e) => e.payload);
    expect(doCanal[0]).toMatchObject({ status: 'em_andamento', concluidas: 0 });
    expect(doCanal.map((p) => p.concluidas)).toContain(1);
    expect(doCanal.at(-1)).toMatchObject({ status: 'concluida', concluidas: 2, total: 2 });
    expect(
      eventos.some((e) => e.channel === `empresas/${g.empresa.uuid}` && e.payload.status === 'concluida'),
    ).toBe(true);
    expect((await g.api('GET', `/api/importacoes/${imp.uuid}`)).json()).toMatchObject({
      data: { status: 'concluida' },
    });

    const lista = (await g.api('GET', '/api/usinas')).json() as {
      data: Array<{ uuid: string; nome: string; status: string; potencia_kwp: number }>;
      meta: { total: number; status: Record<string, number>; potencia_kwp: number };
    };
    expect(lista.data.map((u) => [u.nome, u.status, u.potencia_kwp])).toEqual([
      ['Mercado Central', 'aviso', 200],
      ['Residência Lima', 'online', 6],
    ]);
    expect(lista.meta).toMatchObject({ total: 2, potencia_kwp: 206, status: { online: 1, aviso: 1 } });

    const mercado = lista.data[0];
    const det = (await g.api('GET', `/api/usinas/${mercado?.uuid}`)).json() as {
      data: { inversores: Array<{ status: string }>; geracao_diaria: Array<{ energia_kwh: number }> };
    };
    expect(det.data.inversores).toHaveLength(25);
    // Generation start: the plant's first day with energy, for inverters the portal did not date.
    const [inicio] = await g.t.database.query<{ inicio: string | null; primeiro: string }>(
      sql`select min(i.inicio_geracao)::text as inicio, (select min(data)::text from geracao_diaria g join usinas u on u.id = g.usina_id where u.nome = 'Mercado Central' and g.energia_kwh > 0) as primeiro
          from inversores i join usinas u on u.id = i.usina_id where u.nome = 'Mercado Central'`,
    );
    expect(inicio?.inicio).toBe(inicio?.primeiro);
    expect(det.data.inversores.filter((i) => i.status === 'offline')).toHaveLength(1);
    expect(det.data.geracao_diaria.length).toBeGreaterThan(0);
    expect(det.data.geracao_diaria.every((d) => d.energia_kwh >= 0)).toBe(true);

    const notif = (await g.api('GET', '/api/notificacoes')).json() as { data: Array<{ titulo: string }> };
    expect(notif.data[0]?.titulo).toBe('Importação concluída: 2 usina(s) do Growatt');

    // Same plants again: refreshed, not duplicated.
    await g.api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1002', '1001'] });
    await criarFila(g.t.ctx).drenar();
    const [contagem] = await g.t.database.query<{ usinas: number; inversores: number }>(
      sql`select (select count(*)::int from usinas) as usinas, (select count(*)::int from inversores) as inversores`,
    );
    expect(contagem).toEqual({ usinas: 2, inversores: 26 });
  });

  it('um servidor que caiu no meio da importação: o próximo retoma depois da última usina concluída', async () => {
    const contaUuid = await g.contaPortal();
    await g.t.database.query(sql`delete from usinas`);
    const r = await g.api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1001', '1002'] });
    const imp = (r.json() as { data: { uuid: string } }).data;
    // What a killed process leaves: the job claimed with its lock, the first plant done.
    await criarFila(g.t.ctx)
      .drenar()
      .catch(() => {});
    await g.t.database.query(
      sql`update importacoes set status = 'em_andamento', concluidas = '{1001}' where uuid = ${imp.uuid}`,
    );
    await g.t.database.query(sql`delete from usinas where id_externo = '1002'`);
    await g.t.database.query(
      sql`update tarefas set status = 'executando', concluida_em = null, bloqueada_ate = now() + interval '1 hour' where dados->>'importacao' = (select id::text from importacoes where uuid = ${imp.uuid})`,
    );

    // Another instance on the same database: the lock has not expired, so it waits…
    const outra = await createTestApp({
      database: g.t.database,
      env: g.env,
    });
    expect(await criarFila(outra.ctx).drenar()).toBe(0);
    // …and once it expires, resumes after the finished plant.
    await g.t.database.query(
      sql`update tarefas set bloqueada_ate = now() - interval '1 second' where status = 'executando'`,
    );
    const antes = g.sim.pedidos.length;
    expect(await criarFila(outra.ctx).drenar()).toBe(1);
    const novos = g.sim.pedidos.slice(antes);
    expect(novos.some((p) => p.includes('plantId=1002'))).toBe(true);
    expect(novos.some((p) => p.includes('plantId=1001'))).toBe(false);
    expect((await g.api('GET', `/api/importacoes/${imp.uuid}`)).json()).toMatchObject({
      data: { status: 'concluida', concluidas: 2 },
    });
    const [n] = await g.t.database.query<{ n: number }>(sql`select count(*)::int as n from usinas`);
    expect(n?.n).toBe(2);
    await outra.close();
  });

  it('senha trocada no portal depois: a importação falha de vez, com aviso, sem novas tentativas', async () => {
    const contaUuid = await g.contaPortal();
    const r = await g.api('POST', '/api/importacoes', { conta: contaUuid, usinas: ['1001'] });
    const imp = (r.json() as { data: { uuid: string } }).data;
    const original = conta.senha;
    conta.senha = 'trocada';
    g.sim.expirarSessoes();
    try {
      await criarFila(g.t.ctx).drenar();
    } finally {
      conta.senha = original;
    }
    expect((await g.api('GET', `/api/importacoes/${imp.uuid}`)).json()).toMatchObject({
      data: { status: 'falhou', mensagem: 'Login ou senha do portal incorretos' },
    });
    const [tarefa] = await g.t.database.query<{ status: string; tentativas: number }>(
      sql`select status, tentativas from tarefas order by id desc limit 1`,
    );
    expect(tarefa).toEqual({ status: 'falhou', tentativas: 1 });
    const notif = (await g.api('GET', '/api/notificacoes')).json() as { data: Array<{ titulo: string }> };
    expect(notif.data[0]?.titulo).toBe('A importação de usinas falhou');
  });

  it('outra empresa não vê as usinas nem a importação (404)', async () => {
    const outra = await criarEmpresa(g.t, g.dona, { tipo: 'integrador' });
    const [u] = await g.t.database.query<{ uuid: string }>(sql`select uuid from usinas limit 1`);
    const r = await g.t.app.inject({
      method: 'GET',
      url: `/api/usinas/${u?.uuid}`,
      headers: como(g.dona, outra),
    });
    expect(r.statusCode).toBe(404);
    expect(
      (await g.t.app.inject({ method: 'GET', url: '/api/usinas', headers: como(g.dona, outra) })).json(),
    ).toMatchObject({
      meta: { total: 0 },
    });
  });
});
