// The app as `npm start` runs it, for benches: built and listening, with a signed-in account and
// an integrator company. Embedded PGlite in a temporary folder, or, when DATABASE_URL is set, a
// fresh PostgreSQL database of its own (created here, dropped by `fechar`); in-process bus.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createAppContext } from '../apps/server/src/context.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createMemoryBus } from '../apps/server/src/platform/realtime/bus.ts';
import { adminQuery, withDatabase } from '../apps/server/test/postgres-admin.ts';

/** `env` adds to the configuration (e.g. looser sign-in limits for many users). */
export async function appDeBench(nome: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `irradia-bench-${nome}-`));
  const servidor = process.env.DATABASE_URL;
  const banco = servidor ? `irradia_bench_${randomBytes(4).toString('hex')}` : undefined;
  if (servidor && banco) await adminQuery(servidor, `CREATE DATABASE ${banco}`);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
    DATABASE_URL: '',
    REDIS_URL: '',
  });
  const database =
    servidor && banco
      ? await openDatabase({ databaseUrl: withDatabase(servidor, banco) })
      : await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrate(database);
  const bus = createMemoryBus();
  const ctx = createAppContext({ config, database, bus, log: pino({ level: 'silent' }) });
  const app = await buildApp(ctx);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const conta = await app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: { nome: 'Bench', email: 'bench@exemplo.com.br', password: 'senha-bench', termos: true },
  });
  const { auth, user } = conta.json() as { auth: { token: string }; user: { uuid: string } };
  const e = await app.inject({
    method: 'POST',
    url: '/api/empresas',
    headers: { authorization: `Bearer ${auth.token}` },
    payload: { nome: 'Bench Solar', tipo: 'integrador' },
  });
  const empresa = (e.json() as { data: { uuid: string } }).data.uuid;
  return {
    app,
    ctx,
    database,
    base,
    token: auth.token,
    usuario: user.uuid,
    empresa,
    headers: { authorization: `Bearer ${auth.token}`, 'x-company-id': empresa },
    async fechar() {
      await app.close();
      await bus.close();
      await database.close();
      if (servidor && banco) await adminQuery(servidor, `DROP DATABASE IF EXISTS ${banco} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const maquina = () => `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), Node ${process.version}`;

/** "PGlite embutido" or "PostgreSQL 16.4", for the benches' headers. */
export async function descreverBanco(database: Database) {
  if (database.kind === 'pglite') return 'PGlite embutido';
  const [v] = await database.query<{ v: string }>(sql`select current_setting('server_version') as v`);
  return `PostgreSQL ${v?.v ?? '?'}`;
}

export function percentil(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}
