#!/usr/bin/env node
// `npm test`: every check the project has, in order — lint, types, unit/API/web tests, e2e.
// Suites that need PostgreSQL or Redis run when DATABASE_URL / REDIS_URL are set (.ci/run sets
// them). e2e needs Chromium: without one it says how to install it and skips (CI always has it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'irradia-test-reports-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv[2];

// `npm test -- flaky [files…] [--times N]`: the flake hunt (scripts/flaky.mjs), not the suite.
if (only === 'flaky') {
  const r = spawnSync(process.execPath, [join(root, 'scripts/flaky.mjs'), ...process.argv.slice(3)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(r.status ?? 1);
}

const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Seconds each test file took (vitest and Playwright), for the slowest-files list. */
const tempos = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const steps = {
  // Biome, then knip: an unused dependency, file or exported name fails the step.
  lint: () =>
    [run('lint (biome)', bin('biome'), ['check', '.']), run('lint (knip)', bin('knip'), [])].every(Boolean),
  types: () =>
    ['packages/shared', 'apps/server', 'apps/web', '.'].every((p) =>
      run(`tipos (tsc -p ${p})`, bin('tsc'), ['-p', p, '--noEmit']),
    ),
  unit: () => {
    const out = join(reports, 'vitest.json');
    const ok = run('testes unitários, de API e da web (vitest)', bin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ]);
    const report = readJson(out);
    if (report) {
      for (const f of report.testResults ?? [])
        if (f.endTime && f.startTime)
          tempos.push({ file: relative(root, f.name), s: (f.endTime - f.startTime) / 1000 });
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
    return ok;
  },
  e2e: () => {
    if (!existsSync(chromium)) {
      const message =
        `Chromium não encontrado em ${chromium}: os testes e2e foram pulados.\n` +
        '  Instale com: sudo apt-get install -y chromium   (ou defina CHROMIUM_PATH)';
      if (process.env.CI) {
        console.error(message);
        results.push({ name: 'e2e (playwright)', ok: false, seconds: '0.0' });
        return false;
      }
      console.warn(message);
      results.push({ name: 'e2e (playwright) — pulado', ok: true, seconds: '0.0' });
      return true;
    }
    const out = join(reports, 'playwright.json');
    const ok = run('e2e no Chromium (playwright)', bin('playwright'), ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    const pw = readJson(out);
    const porArquivo = new Map();
    const visitar = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const r of test.results ?? []) {
            const file = join('e2e', spec.file ?? suite.file ?? '');
            porArquivo.set(file, (porArquivo.get(file) ?? 0) + (r.duration ?? 0) / 1000);
          }
      for (const s of suite.suites ?? []) visitar(s);
    };
    for (const s of pw?.suites ?? []) visitar(s);
    for (const [file, s] of porArquivo) tempos.push({ file, s });
    const stats = pw?.stats;
    if (stats) {
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
      totals.skipped += stats.skipped ?? 0;
    }
    return ok;
  },
};

const order = only ? [only] : Object.keys(steps);
let allOk = true;
for (const name of order) {
  const step = steps[name];
  if (!step) {
    console.error(`etapa desconhecida: ${name} (use ${Object.keys(steps).join(', ')})`);
    process.exit(2);
  }
  // Keep going after a failure so one run shows every problem.
  if (!step()) allOk = false;
}
rmSync(reports, { recursive: true, force: true });

if (tempos.length) {
  console.log('\nOs dez arquivos de teste mais lentos:');
  for (const t of tempos.sort((a, b) => b.s - a.s).slice(0, 10))
    console.log(`  ${t.s.toFixed(1).padStart(7)} s  ${t.file}`);
}

console.log('\nResumo:');
for (const r of results) console.log(`  ${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds} s)`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(allOk ? 0 : 1);
