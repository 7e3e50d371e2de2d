#!/usr/bin/env node
// The flake hunt: `npm test -- flaky [files…] [--times N] [--no-hog]` (or `node scripts/flaky.mjs …`).
// Runs each chosen test file N times in a row while a CPU hog keeps one core busy (what a shared
// two-core CI machine does to timing), and prints each file's pass/fail count. Vitest files run
// with vitest, e2e specs (e2e/…spec.ts) with Playwright. Without files it runs the time-sensitive
// set below. Exits 1 when any run failed. `--hog` alone just burns a core until stopped (to run
// `.ci/run` or anything else beside it).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);

/** Files whose tests depend on timing, processes, queues or polling: the default hunt. */
const SENSIVEIS = [
  'apps/server/src/modules/integracoes/integracoes.test.ts',
  'apps/server/test/falhas-sigkill.test.ts',
  'apps/server/test/duas-instancias.test.ts',
  'apps/server/src/modules/sincronizacao/sincronizacao-falhas.test.ts',
  'apps/server/src/platform/jobs.test.ts',
  'apps/server/src/platform/realtime/transmit.test.ts',
  'e2e',
];

const args = process.argv.slice(2);
let times = 5;
let hog = true;
let hogOnly = false;
const files = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--times' || a === '-n') times = Number(args[++i]);
  else if (a.startsWith('--times=')) times = Number(a.slice('--times='.length));
  else if (a === '--no-hog') hog = false;
  else if (a === '--hog') hogOnly = true;
  else files.push(a);
}
if (!Number.isInteger(times) || times < 1) {
  console.error('--times precisa ser um número inteiro maior que zero');
  process.exit(2);
}

/** One core kept at 100 % by a child process; returns the function that stops it. */
function iniciarHog() {
  const filho = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  const parar = () => {
    if (filho.exitCode === null) filho.kill('SIGKILL');
  };
  process.on('exit', parar);
  for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => process.exit(130));
  return parar;
}

if (hogOnly) {
  iniciarHog();
  console.log('CPU hog: um núcleo ocupado até Ctrl+C (ou kill deste processo).');
  setInterval(() => {}, 1 << 30);
} else {
  const escolhidos = (files.length ? files : SENSIVEIS).flatMap((f) => {
    const abs = resolve(root, f);
    if (!existsSync(abs)) {
      console.error(`arquivo não encontrado: ${f}`);
      process.exit(2);
    }
    if (statSync(abs).isDirectory())
      return readdirSync(abs, { recursive: true })
        .filter((f) => String(f).endsWith('.spec.ts'))
        .map((f) => relative(root, join(abs, String(f))))
        .sort();
    return [relative(root, abs)];
  });

  const pararHog = hog ? iniciarHog() : () => {};
  const tmp = mkdtempSync(join(tmpdir(), 'irradia-flaky-'));
  console.log(
    `Caça a testes instáveis: ${escolhidos.length} arquivo(s), ${times} vez(es) cada${hog ? ', com um núcleo ocupado' : ''}.`,
  );
  const vitestFiles = escolhidos.filter((f) => !f.startsWith('e2e/'));
  const e2eFiles = escolhidos.filter((f) => f.startsWith('e2e/'));
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (e2eFiles.length && !existsSync(chromium)) {
    console.error(
      `Chromium não encontrado em ${chromium}: instale com sudo apt-get install -y chromium (ou defina CHROMIUM_PATH).`,
    );
    process.exit(2);
  }
  const porArquivo = new Map(escolhidos.map((file) => [file, { file, passou: 0, falhou: 0, segundos: [] }]));
  const contagem = [...porArquivo.values()];

  const mostrarFalha = (rotulo, saida, n) => {
    console.log(`  ✗ ${rotulo}`);
    // The failing tests' names and the first lines of the reason, enough to start looking.
    const linhas = stripVTControlCharacters(saida)
      .split('\n')
      .filter((l) => /FAIL|✗|×|Error|expected|Timeout|timed out/i.test(l))
      .filter((l, i, todas) => todas.indexOf(l) === i)
      .slice(0, 12);
    for (const l of linhas) console.log(`      ${l.trim()}`);
    if (process.env.FLAKY_LOGS) {
      const log = join(tmp, `rodada-${n}-${rotulo.replace(/[^\w.-]+/g, '_')}.log`);
      writeFileSync(log, saida);
      console.log(`      saída completa: ${log}`);
    }
  };

  for (const file of vitestFiles) {
    const c = porArquivo.get(file);
    for (let i = 1; i <= times; i++) {
      const inicio = Date.now();
      const r = spawnSync(bin('vitest'), ['run', file], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
      const s = ((Date.now() - inicio) / 1000).toFixed(1);
      c.segundos.push(s);
      if (r.status === 0) {
        c.passou++;
        console.log(`  ✓ ${file} (rodada ${i}, ${s} s)`);
      } else {
        c.falhou++;
        mostrarFalha(`${file} (rodada ${i}, ${s} s)`, `${r.stdout ?? ''}\n${r.stderr ?? ''}`, i);
      }
    }
  }

  // The e2e specs share one started server per Playwright run: each round runs them all at once,
  // with no retry, and the JSON report tells each file's outcome.
  for (let i = 1; e2eFiles.length && i <= times; i++) {
    const inicio = Date.now();
    const json = join(tmp, `e2e-${i}.json`);
    const r = spawnSync(bin('playwright'), ['test', ...e2eFiles, '--retries=0', '--reporter=json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
    });
    const s = ((Date.now() - inicio) / 1000).toFixed(1);
    let relatorio = null;
    try {
      relatorio = JSON.parse(readFileSync(json, 'utf8'));
    } catch {
      // no report: the run itself broke (counted as a failure of every file below)
    }
    const resultado = new Map(e2eFiles.map((f) => [f, relatorio ? 'passou' : 'falhou']));
    const erros = [];
    const visitar = (suite) => {
      for (const spec of suite.specs ?? []) {
        const file = join('e2e', spec.file ?? suite.file ?? '');
        for (const test of spec.tests ?? [])
          if (test.status === 'unexpected' || test.status === 'flaky') {
            resultado.set(file, 'falhou');
            const erro = test.results?.find((x) => x.error)?.error?.message ?? '';
            erros.push(`${file} › ${spec.title}\n${erro.split('\n').slice(0, 6).join('\n')}`);
          }
      }
      for (const x of suite.suites ?? []) visitar(x);
    };
    for (const x of relatorio?.suites ?? []) visitar(x);
    for (const [file, estado] of resultado) {
      const c = porArquivo.get(file);
      c.segundos.push(s);
      if (estado === 'passou') c.passou++;
      else c.falhou++;
    }
    if (erros.length || !relatorio)
      mostrarFalha(`e2e (rodada ${i}, ${s} s)`, [...erros, r.stdout ?? '', r.stderr ?? ''].join('\n'), i);
    else console.log(`  ✓ e2e: ${e2eFiles.length} arquivo(s) (rodada ${i}, ${s} s)`);
  }
  pararHog();
  if (!process.env.FLAKY_LOGS) rmSync(tmp, { recursive: true, force: true });

  console.log(`\nResultado em ${times} rodada(s)${hog ? ' com um núcleo ocupado' : ''}:`);
  const largura = Math.max(...contagem.map((c) => c.file.length));
  for (const c of contagem)
    console.log(
      `  ${c.falhou === 0 ? '✓' : '✗'} ${c.file.padEnd(largura)}  ${c.passou} passou, ${c.falhou} falhou  (${c.segundos.join(' s, ')} s)`,
    );
  const falhas = contagem.reduce((n, c) => n + c.falhou, 0);
  process.exit(falhas === 0 ? 0 : 1);
}
