#!/usr/bin/env node
// `npm run bench [name]`: runs bench/<name>.ts (or all of them); each prints its own figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = join(root, 'bench');
const wanted = process.argv[2];
const all = existsSync(dir)
  ? readdirSync(dir).filter((f) => /\.(ts|mjs)$/.test(f) && !f.startsWith('_'))
  : [];
const chosen = wanted ? all.filter((f) => f.replace(/\.(ts|mjs)$/, '') === wanted) : all;
if (chosen.length === 0) {
  console.log(wanted ? `nenhum benchmark chamado ${wanted}` : 'nenhum benchmark em bench/ ainda');
  process.exit(wanted ? 1 : 0);
}
let failed = false;
for (const file of chosen) {
  console.log(`\n▶ bench/${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
