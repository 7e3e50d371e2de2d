import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type ContextDeps, createAppContext } from '../src/context.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { AppContext } from '../src/platform/context.ts';
import { type Bus, createMemoryBus } from '../src/platform/realtime/bus.ts';
import { adminQuery, withDatabase } from './postgres-admin.ts';
import { vigiarSegredos } from './segredos.ts';

export { registrarSegredo } from './segredos.ts';

export const databaseUrl = process.env.DATABASE_URL;
export const redisUrl = process.env.REDIS_URL;

function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'irradia-no-web'),
    ...env,
  });
}

interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a PGlite loaded from the migrated template, or,
 * when DATABASE_URL is set, a PostgreSQL database of its own cloned from the template database.
 */
async function createTestDatabase(kind: 'default' | 'pglite' = 'default'): Promise<TestDatabase> {
  const pgTemplate = inject('postgresTemplate');
  if (kind === 'default' && databaseUrl && pgTemplate) {
    const name = `irradia_t_${randomBytes(5).toString('hex')}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    const database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name) });
    return {
      database,
      async drop() {
        await database.close();
        await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const database = await openDatabase({ loadDataDir: new Blob([dump]) });
  return { database, drop: () => database.close() };
}

export interface TestApp {
  app: App;
  ctx: AppContext;
  database: Database;
  bus: Bus;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real Fastify app on a real database. `setup` may add routes before the app is ready
 * (tests of cross-cutting behaviour use it to provoke each kind of error).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<Pick<ContextDeps, 'mailer' | 'limiter' | 'now' | 'sleep'>>;
    setup?: (app: App) => void | Promise<void>;
    /** Another instance of a running app: share its database (and bring the bus it should use). */
    database?: Database;
    bus?: Bus;
    /** Where the app logs (silent unless a test reads the log). */
    log?: pino.Logger;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'irradia-data-'));
  const config = testConfig({ DATA_DIR: dataDir, ...options.env });
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await createTestDatabase();
  const bus = options.bus ?? createMemoryBus();
  // Tests do not wait on real time: a portal's call spacing (connectors/makers/ritmo.ts) resolves
  // at once unless the test brings a sleep that moves its clock.
  const ctx = createAppContext({
    config,
    database,
    bus,
    log: options.log ?? pino({ level: 'silent' }),
    sleep: async () => {},
    ...options.deps,
  });
  const app = await buildApp(ctx);
  // Every response is checked for secrets; close() fails listing any that leaked.
  vigiarSegredos(app, config);
  await options.setup?.(app);
  await app.ready();
  return {
    app,
    ctx,
    database,
    bus,
    config,
    async close() {
      try {
        await app.close();
      } finally {
        await bus.close();
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
