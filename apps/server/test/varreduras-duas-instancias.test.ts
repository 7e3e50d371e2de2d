import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { vezDe } from '../src/platform/jobs.ts';
import { agendamentos, startWorkers } from '../src/workers.ts';
import { createTestApp, databaseUrl, type TestApp } from './helpers.ts';
import { withDatabase } from './postgres-admin.ts';

// Two instances with workers on one database (on PostgreSQL each with its own pool, as two
// processes; on PGlite sharing it) and one injected clock: every sweep's slot runs exactly once.

async function ate(condicao: () => Promise<boolean>, estado: () => Promise<unknown>, ms = 20_000) {
  const limite = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > limite)
      throw new Error(`a condição não aconteceu a tempo: ${JSON.stringify(await estado())}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`as varreduras rodam uma vez entre duas instâncias (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let agora = new Date('2026-11-22T12:00:30Z');
  const deps = { now: () => agora };
  // Lanes and ticks every 10 ms: both instances keep asking for the same slots.
  const env = { JOBS_POLL_MS: '10' };
  let a: TestApp;
  let b: TestApp;
  let bancoB: Database | undefined;
  const parar: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    a = await createTestApp({ env, deps });
    if (databaseUrl) {
      const [banco] = await a.database.query<{ nome: string }>(sql`select current_database() as nome`);
      bancoB = await openDatabase({ databaseUrl: withDatabase(databaseUrl, banco?.nome ?? '') });
    }
    b = await createTestApp({ env, deps, database: bancoB ?? a.database });
  });
  afterAll(async () => {
    for (const p of parar) await p();
    await b?.close();
    await bancoB?.close();
    await a?.close();
  });

  const linhas = () =>
    a.database.query<{
      tipo: string;
      vez: string;
      status: string;
      tentativas: number;
      erro: string | null;
    }>(sql`
      select tipo, to_char(agendada_para at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as vez, status, tentativas,
        erro
      from tarefas where agendada_para is not null order by tipo, agendada_para`);
  const todasConcluidas = (n: number) => async () => {
    const l = await linhas();
    return l.length >= n && l.every((r) => r.status === 'concluida');
  };

  it('cada tipo tem uma tarefa por vez, executada uma vez só, antes e depois de o relógio passar da vez', async () => {
    const tipos = agendamentos(a.ctx);
    expect(tipos.map((t) => t.tipo).sort()).toEqual([
      'varredura_contas_vencidas',
      'varredura_frescor',
      'varredura_limpeza_fila',
      'varredura_particoes',
      'varredura_prazos',
      'varredura_resumo_alertas',
      'varredura_sincronizacoes',
    ]);
    // An old finished job: the purge sweep's effect, seen once it ran.
    await a.database.query(sql`
      insert into tarefas (tipo, dados, status, concluida_em)
      values ('antiga', '{}', 'concluida', ${new Date(agora.getTime() - 8 * 86_400_000)})`);

    for (const app of [a, b]) parar.push(startWorkers(app.ctx).stop);
    await ate(todasConcluidas(tipos.length), linhas);

    // Past every slot (the day's included): both instances see the new slots at once.
    agora = new Date(agora.getTime() + 24 * 60 * 60 * 1000);
    await ate(todasConcluidas(2 * tipos.length), linhas);

    const l = await linhas();
    const esperado = tipos.flatMap((t) =>
      [new Date('2026-11-22T12:00:30Z'), agora].map((d) => ({
        tipo: t.tipo,
        vez: vezDe(d, t.periodoMs).toISOString().slice(0, 16),
        status: 'concluida',
        // One claim each: a second instance running it would have been a second attempt.
        tentativas: 1,
        erro: null,
      })),
    );
    expect(l).toEqual(esperado.sort((x, y) => x.tipo.localeCompare(y.tipo) || x.vez.localeCompare(y.vez)));
    const [antiga] = await a.database.query<{ n: number }>(
      sql`select count(*)::int as n from tarefas where tipo = 'antiga'`,
    );
    expect(antiga?.n).toBe(0);
  });
});
