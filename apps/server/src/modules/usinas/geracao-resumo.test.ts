import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarEmpresa, criarPessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { withDatabase } from '../../../test/postgres-admin.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';

// Issue 28: each plant's summary of its days (migration 0044) is summed again by whoever writes
// them. Two writers of the same plant's days at once, each in its own transaction, must not leave
// a sum that misses the other's day: the second waits for the first on the plant, then sums the
// days as they are once the first has committed.

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(Boolean(databaseUrl))(
  'resumo da geração com duas escritas ao mesmo tempo (PostgreSQL)',
  () => {
    let t: TestApp;
    let url: string;
    let usinaId: number;

    beforeAll(async () => {
      t = await createTestApp();
      const dona = await criarPessoa(t, 'Dona do Resumo');
      const empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
      const uuid = await criarUsinaDireta(t, empresa.uuid, 'Usina disputada');
      const [u] = await t.database.query<{ id: number; db: string }>(
        sql`select id, current_database() as db from usinas where uuid = ${uuid}`,
      );
      usinaId = u?.id as number;
      url = withDatabase(databaseUrl as string, u?.db as string);
    }, 60_000);
    afterAll(() => t?.close());

    it('a segunda espera a primeira e soma os dois dias', async () => {
      const a = new pg.Client({ connectionString: url });
      const b = new pg.Client({ connectionString: url });
      const olho = new pg.Client({ connectionString: url });
      await Promise.all([a.connect(), b.connect(), olho.connect()]);
      try {
        const [{ pid }] = (await b.query('select pg_backend_pid() as pid')).rows as [{ pid: number }];
        await a.query('begin');
        await a.query(
          `insert into geracao_diaria (usina_id, data, energia_kwh) values ($1, '2026-03-01', 10)`,
          [usinaId],
        );
        await b.query('begin');
        const segunda = b.query(
          `insert into geracao_diaria (usina_id, data, energia_kwh) values ($1, '2026-03-02', 7)`,
          [usinaId],
        );
        // The barrier: the second writer is waiting on a lock the first holds.
        for (let i = 0; ; i++) {
          const r = await olho.query('select wait_event_type from pg_stat_activity where pid = $1', [pid]);
          if ((r.rows[0] as { wait_event_type: string | null } | undefined)?.wait_event_type === 'Lock')
            break;
          if (i > 2000) throw new Error('a segunda escrita não chegou a esperar');
          await new Promise((ok) => setTimeout(ok, 10));
        }
        await a.query('commit');
        await segunda;
        await b.query('commit');
        const [r] = await t.database.query<{ ultimo: string; mes: number; primeiro: string }>(
          sql`select geracao_primeiro_dia::text as primeiro, geracao_ultimo_dia::text as ultimo,
          geracao_mes_kwh as mes from usinas where id = ${usinaId}`,
        );
        expect(r).toEqual({ primeiro: '2026-03-01', ultimo: '2026-03-02', mes: 17 });
      } finally {
        await Promise.allSettled([a.end(), b.end(), olho.end()]);
      }
    });
  },
);
