import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Small files, named for what they hold (DESIGN): a source file over 400 lines says on its first
// line why it is not split ("// Over 400 lines: …"), so a long file is a decision, not drift.

const raiz = join(import.meta.dirname, '../../..');
const PASTAS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const FONTE = /\.(ts|tsx|mts|mjs|js|css)$/;
const LIMITE = 400;

function fontes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) return [];
    const caminho = join(dir, e.name);
    return e.isDirectory() ? fontes(caminho) : FONTE.test(e.name) ? [caminho] : [];
  });
}

describe('tamanho dos arquivos', () => {
  it('todo arquivo-fonte com mais de 400 linhas diz na primeira linha por quê', () => {
    const longos = PASTAS.flatMap((p) => fontes(join(raiz, p)))
      .map((arquivo) => ({ arquivo, linhas: readFileSync(arquivo, 'utf8').split('\n') }))
      .filter(({ linhas }) => linhas.filter((l, i) => i < linhas.length - 1 || l !== '').length > LIMITE)
      .filter(({ linhas }) => !/^(\/\/|\/\*) Over 400 lines: \S/.test(linhas[0] ?? ''))
      .map(({ arquivo, linhas }) => `${relative(raiz, arquivo)} (${linhas.length})`);
    expect(longos).toEqual([]);
  });
});
