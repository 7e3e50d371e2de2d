import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../../test/postgres-admin.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { estados } from './schema/index.ts';

const databaseUrl = process.env.DATABASE_URL;

// The same query, through Drizzle and through raw SQL, must give the same answer on both drivers.
async function sameQuery(database: Database) {
  const nordeste = await database.db
    .select({ sigla: estados.sigla, nome: estados.nome })
    .from(estados)
    .where(sql`${estados.regiao} = 'Nordeste'`)
    .orderBy(estados.codigoIbge);
  const [totais] = await database.query<{ total: number; regioes: number }>(
    sql`select count(*)::int as total, count(distinct regiao)::int as regioes from estados`,
  );
  const [sp] = await database.query<{ nome: string }>(sql`select nome from estados where sigla = 'SP'`);
  return { nordeste, totais, sp };
}

async function applyTwice(database: Database) {
  await migrate(database);
  // Re-running migrations is a no-op: start-up applies only what is pending.
  await migrate(database);
  return sameQuery(database);
}

// Every migration from an empty database (cities, utilities, irradiation seeds): slow on a busy machine.
describe('migrações', { timeout: 180_000 }, () => {
  it('aplicam no PGlite e a consulta responde os 27 estados', async () => {
    const database = await openDatabase({});
    try {
      const r = await applyTwice(database);
      expect(r.totais).toEqual({ total: 27, regioes: 5 });
      expect(r.sp).toEqual({ nome: 'São Paulo' });
      expect(r.nordeste.map((e) => e.sigla)).toEqual(['MA', 'PI', 'CE', 'RN', 'PB', 'PE', 'AL', 'SE', 'BA']);
    } finally {
      await database.close();
    }
  });

  it.runIf(Boolean(databaseUrl))(
    'aplicam no PostgreSQL e a mesma consulta dá o mesmo resultado',
    async () => {
      const url = databaseUrl as string;
      const name = `irradia_mig_${randomBytes(4).toString('hex')}`;
      await adminQuery(url, `CREATE DATABASE ${name}`);
      const postgres = await openDatabase({ databaseUrl: withDatabase(url, name) });
      const pglite = await openDatabase({});
      try {
        expect(postgres.kind).toBe('postgres');
        const [a, b] = await Promise.all([applyTwice(postgres), applyTwice(pglite)]);
        expect(a).toEqual(b);
        expect(a.totais).toEqual({ total: 27, regioes: 5 });
      } finally {
        await postgres.close();
        await pglite.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  );

  if (!databaseUrl) console.info('[migrações] DATABASE_URL não definido: a parte em PostgreSQL foi pulada.');
});
