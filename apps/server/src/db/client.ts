import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
/** Driver-agnostic handle: the same code runs on PGlite and on node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs raw SQL and returns its rows, on either driver. */
  query<T = Record<string, unknown>>(statement: SQL): Promise<T[]>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests dump it as a template; jobs use it). */
  pglite?: PGlite;
  /** The node-postgres pool, when on PostgreSQL. */
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  /** postgres://… selects node-postgres; otherwise PGlite. */
  databaseUrl?: string;
  /** Directory for PGlite's files; omitted means in memory. */
  dataDir?: string;
  /** A PGlite data dump (tar) to start from, used by tests to skip initdb. */
  loadDataDir?: Blob | File;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      pool,
      async query<T>(statement: SQL) {
        const result = (await db.execute(statement)) as unknown as { rows: T[] };
        return result.rows;
      },
      close: once(() => pool.end()),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    async query<T>(statement: SQL) {
      const result = (await db.execute(statement)) as unknown as { rows: T[] };
      return result.rows;
    },
    close: once(() => client.close()),
  };
}

/** Closing twice is harmless: shutdown paths and tests may both close. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

export async function ping(database: Database): Promise<void> {
  await database.query(sql`select 1`);
}
