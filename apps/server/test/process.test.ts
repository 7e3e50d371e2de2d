import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';

// The real process as `npm start` runs it: config from the environment, PGlite in DATA_DIR,
// migrations at start-up, graceful stop on SIGTERM.
const serverRoot = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'irradia-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => res(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST: join(dataDir, 'sem-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu: ${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`o servidor não respondeu em 30 s: ${output}`);
}

function stop(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const started = Date.now();
  return new Promise((res) => {
    child.once('exit', (code) => res({ code, ms: Date.now() - started }));
    child.kill('SIGTERM');
  });
}

describe('processo do servidor', () => {
  it('sobe com PGlite em DATA_DIR, registra request id nos logs e para com SIGTERM', async () => {
    const port = await freePort();
    const { child, output } = await start(port);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`, {
      headers: { 'x-request-id': 'teste-log-123456' },
    });
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    const root = await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/app/');

    const { code, ms } = await stop(child);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    const lines = output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string });
    expect(lines.some((l) => l.reqId === 'teste-log-123456')).toBe(true);
    expect(lines.some((l) => l.msg?.startsWith('shutting down'))).toBe(true);
  });

  it('os dados em DATA_DIR sobrevivem a um reinício', async () => {
    // Write through the database the server left behind, restart the server on it, read it back.
    const first = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await first.query(sql`create table if not exists marca_reinicio (valor text)`);
    await first.query(sql`insert into marca_reinicio values ('continua aqui')`);
    await first.close();

    const port = await freePort();
    const { child } = await start(port);
    expect((await stop(child)).code).toBe(0);

    const again = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    const rows = await again.query<{ valor: string; estados: number }>(
      sql`select valor, (select count(*)::int from estados) as estados from marca_reinicio`,
    );
    await again.close();
    expect(rows).toEqual([{ valor: 'continua aqui', estados: 27 }]);
  });
});
