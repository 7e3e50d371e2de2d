import { resolve } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

const migrationsFolder = resolve(import.meta.dirname, 'migrations');

/** Applies pending migrations; the same SQL files run on PGlite and PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
