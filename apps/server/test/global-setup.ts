import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { adminQuery } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a migrated PGlite: each test file starts from it instead of running initdb. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database to clone per test file, when DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'irradia-test-'));
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite dump failed');
  const templatePath = join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templatePath);

  const databaseUrl = process.env.DATABASE_URL;
  let postgresTemplate: string | null = null;
  if (databaseUrl) {
    postgresTemplate = `irradia_tpl_${randomBytes(4).toString('hex')}`;
    await adminQuery(databaseUrl, `CREATE DATABASE ${postgresTemplate}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${postgresTemplate}`;
    const pgdb = await openDatabase({ databaseUrl: url.toString() });
    await migrate(pgdb);
    await pgdb.close();
  } else {
    console.info(
      '[server tests] DATABASE_URL não definido: testes só em PGlite; os de PostgreSQL são pulados.',
    );
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (databaseUrl && postgresTemplate) {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
    }
  };
}
