import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { encerrarServidores, iniciarServidor } from './processo.ts';

// The real process as `npm start` runs it: config from the environment, PGlite in DATA_DIR,
// migrations at start-up, graceful stop on SIGTERM.
const dataDir = mkdtempSync(join(tmpdir(), 'irradia-proc-'));
afterAll(async () => {
  await encerrarServidores();
  rmSync(dataDir, { recursive: true, force: true });
});

// A server left behind by a failed test must not share DATA_DIR with the next one.
afterEach(encerrarServidores);

const start = () => iniciarServidor({ DATA_DIR: dataDir });
// First start runs initdb and every migration: slow on a busy machine.
const LENTO = 120_000;

describe('processo do servidor', () => {
  it(
    'sobe com PGlite em DATA_DIR, registra request id nos logs e para com SIGTERM',
    async () => {
      const servidor = await start();
      const health = await fetch(`${servidor.url}/api/health`, {
        headers: { 'x-request-id': 'teste-log-123456' },
      });
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
      const root = await fetch(`${servidor.url}/`, { redirect: 'manual' });
      expect(root.status).toBe(302);
      expect(root.headers.get('location')).toBe('/app/');

      const { code, ms } = await servidor.parar();
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
      const lines = servidor
        .saida()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
      expect(lines.some((l) => l.reqId === 'teste-log-123456')).toBe(true);
      expect(lines.some((l) => l.msg?.startsWith('shutting down'))).toBe(true);
    },
    LENTO,
  );

  it(
    'os dados em DATA_DIR sobrevivem a um reinício',
    async () => {
      // Write through the database the server left behind, restart the server on it, read it back.
      const first = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      await first.query(sql`create table if not exists marca_reinicio (valor text)`);
      await first.query(sql`insert into marca_reinicio values ('continua aqui')`);
      await first.close();

      expect((await (await start()).parar()).code).toBe(0);

      const again = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      const rows = await again.query<{ valor: string; estados: number }>(
        sql`select valor, (select count(*)::int from estados) as estados from marca_reinicio`,
      );
      await again.close();
      expect(rows).toEqual([{ valor: 'continua aqui', estados: 27 }]);
    },
    LENTO,
  );
});
