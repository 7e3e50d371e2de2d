import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

// The real server process as `npm start` runs it (config from the environment, migrations at
// start-up), for tests that stop it gracefully or kill it outright.

const serverRoot = resolve(import.meta.dirname, '..');

/** A TCP port nobody is listening on right now. */
function portaLivre(): Promise<number> {
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

export interface ServidorReal {
  /** http://127.0.0.1:<porta> */
  url: string;
  processo: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  saida(): string;
  /** SIGTERM and wait for the exit: the graceful stop. */
  parar(): Promise<{ code: number | null; ms: number }>;
  /** SIGKILL and wait for the exit: no handler runs, nothing is flushed by the process. */
  matar(): Promise<void>;
}

const vivos = new Set<ChildProcess>();

function saiu(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((res) => child.once('exit', (code) => res(code)));
}

/**
 * Starts `node --import tsx src/main.ts` with `env` (DATA_DIR is required; PORT is picked when
 * absent) and waits until /api/health answers.
 */
export async function iniciarServidor(
  env: Record<string, string> & { DATA_DIR: string },
  opcoes: { esperaMs?: number } = {},
): Promise<ServidorReal> {
  const porta = env.PORT ? Number(env.PORT) : await portaLivre();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: join(env.DATA_DIR, 'sem-web'),
      ...env,
      PORT: String(porta),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  vivos.add(child);
  child.once('exit', () => vivos.delete(child));
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${porta}`;
  const servidor: ServidorReal = {
    url,
    processo: child,
    saida: () => output,
    async parar() {
      const started = Date.now();
      const fim = saiu(child);
      child.kill('SIGTERM');
      return { code: await fim, ms: Date.now() - started };
    },
    async matar() {
      const fim = saiu(child);
      child.kill('SIGKILL');
      await fim;
    },
  };
  const deadline = Date.now() + (opcoes.esperaMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu: ${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return servidor;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await servidor.matar();
  throw new Error(`o servidor não respondeu a tempo: ${output}`);
}

/** Kills every server process these helpers started that is still running (for afterAll). */
export async function encerrarServidores(): Promise<void> {
  await Promise.all(
    [...vivos].map((child) => {
      const fim = saiu(child);
      child.kill('SIGKILL');
      return fim;
    }),
  );
}
