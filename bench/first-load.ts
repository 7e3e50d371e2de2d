// bench/first-load (issue 28): how much JavaScript the browser must fetch before the first screen.
// Builds nothing: reads apps/web/dist (run `npm run build` first), takes from dist/index.html the
// entry script, its <link rel=modulepreload>, the stylesheets and the inline scripts (the first-screen
// script, src/app/primeira-tela.ts, which asks for the screen's chunks), gzips each at level 9 (what a
// server or proxy would send) and prints each file, the gzipped initial JS and its ratio to the
// issue's 200 kB target (kB = 1,000 bytes, as Vite prints); then every chunk in dist/assets for context.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ALVO_KB = 200;
// WEB_DIST reads another build (say, one made from an older commit) for a before/after.
const dist = process.env.WEB_DIST ?? resolve(import.meta.dirname, '../apps/web/dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.log(`${indexHtml} não existe: rode \`npm run build\` antes deste benchmark.`);
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const atributo = (tag: string, nome: string) => new RegExp(`\\s${nome}="([^"]*)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];

interface Arquivo {
  papel: 'entrada' | 'preload' | 'css' | 'inline';
  caminho: string;
  bruto: number;
  gzip: number;
}

/** /app/assets/x.js → dist/assets/x.js (the build's base is /app/). */
const noDist = (href: string) => join(dist, href.replace(/^\/app\//, '').replace(/^\//, ''));
const medir = (papel: Arquivo['papel'], href: string): Arquivo => {
  const conteudo = readFileSync(noDist(href));
  return { papel, caminho: href, bruto: conteudo.length, gzip: gzipSync(conteudo, { level: 9 }).length };
};

const iniciais: Arquivo[] = [];
for (const [i, m] of [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].entries()) {
  const conteudo = Buffer.from(m[1] ?? '');
  iniciais.push({
    papel: 'inline',
    caminho: `index.html <script> ${i + 1}`,
    bruto: conteudo.length,
    gzip: gzipSync(conteudo, { level: 9 }).length,
  });
}
for (const tag of tags) {
  if (tag.startsWith('<script') && atributo(tag, 'type') === 'module') {
    const src = atributo(tag, 'src');
    if (src) iniciais.push(medir('entrada', src));
  } else if (tag.startsWith('<link')) {
    const rel = atributo(tag, 'rel');
    const href = atributo(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') iniciais.push(medir('preload', href));
    else if (rel === 'stylesheet') iniciais.push(medir('css', href));
  }
}

const kb = (n: number) =>
  `${(n / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} kB`;
const js = iniciais.filter((a) => a.papel !== 'css');
const css = iniciais.filter((a) => a.papel === 'css');
const soma = (as: Arquivo[], k: 'bruto' | 'gzip') => as.reduce((t, a) => t + a[k], 0);

console.log(`${dist}: ${new Date().toLocaleString('pt-BR')}; gzip nível 9 (node:zlib)\n`);
const larg = Math.max(...iniciais.map((a) => a.caminho.length), 'arquivo'.length);
console.log(`${'papel'.padEnd(8)} ${'arquivo'.padEnd(larg)} ${'bruto'.padStart(10)} ${'gzip'.padStart(10)}`);
for (const a of [...js].sort((x, y) => y.gzip - x.gzip).concat(css)) {
  console.log(
    `${a.papel.padEnd(8)} ${a.caminho.padEnd(larg)} ${kb(a.bruto).padStart(10)} ${kb(a.gzip).padStart(10)}`,
  );
}

const gzJs = soma(js, 'gzip');
console.log(
  `\nJS inicial: ${js.length} arquivos, ${kb(soma(js, 'bruto'))} bruto, **${kb(gzJs)} gzip**` +
    (css.length ? `; CSS inicial ${kb(soma(css, 'gzip'))} gzip` : '; nenhum CSS inicial'),
);
console.log(`alvo ${ALVO_KB} kB gzip: razão ${(gzJs / 1000 / ALVO_KB).toFixed(2)} (≤ 1 cumpre)`);

// Context: every chunk of the build, initial or lazy.
const assets = join(dist, 'assets');
const todos = readdirSync(assets)
  .filter((f) => /\.(js|css)$/.test(f))
  .map((f) => {
    const conteudo = readFileSync(join(assets, f));
    return { f, bruto: conteudo.length, gzip: gzipSync(conteudo, { level: 9 }).length };
  });
const maiores = [...todos].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
console.log(
  `\ntodos os pedaços (iniciais e sob demanda): ${todos.length} arquivos, ` +
    `${kb(todos.reduce((t, a) => t + a.bruto, 0))} bruto, ${kb(todos.reduce((t, a) => t + a.gzip, 0))} gzip`,
);
console.log(`maiores: ${maiores.map((a) => `${a.f} ${kb(a.gzip)}`).join('; ')}`);
