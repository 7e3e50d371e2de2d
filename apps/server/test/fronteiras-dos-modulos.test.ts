import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// DESIGN: a module owns its tables; other modules reach its data through its exported functions.
// So a file of modules/<m>/ imports only db/schema/<m>.ts — never another module's file, never
// the schema barrel. Tests may read any table to check what a request left behind.

const src = join(import.meta.dirname, '../src');
const modulos = join(src, 'modules');

function arquivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? arquivos(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Every `db/schema/<file>` a source file imports (static or dynamic). */
function tabelasImportadas(codigo: string): string[] {
  return [...codigo.matchAll(/(?:from|import\()\s*['"][./]*db\/schema\/([\w-]+)(?:\.ts)?['"]/g)].map(
    (m) => m[1] ?? '',
  );
}

describe('fronteiras dos módulos', () => {
  it('um módulo só importa as suas próprias tabelas', () => {
    const invasoes: string[] = [];
    for (const modulo of readdirSync(modulos)) {
      for (const arquivo of arquivos(join(modulos, modulo))) {
        if (arquivo.endsWith('.test.ts')) continue;
        for (const tabela of tabelasImportadas(readFileSync(arquivo, 'utf8'))) {
          if (tabela !== modulo) invasoes.push(`${relative(src, arquivo)} → db/schema/${tabela}`);
        }
      }
    }
    expect(invasoes).toEqual([]);
  });

  it('o detector vê as formas de importar', () => {
    expect(tabelasImportadas("import { usinas } from '../../db/schema/usinas.ts';")).toEqual(['usinas']);
    expect(tabelasImportadas("import { a } from '../../db/schema/index.ts';")).toEqual(['index']);
    expect(tabelasImportadas("const m = await import('../../db/schema/faturas.ts');")).toEqual(['faturas']);
  });
});
