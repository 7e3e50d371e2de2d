import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
// By path: the config is bundled apart and a workspace package would be loaded as plain Node (.ts).
import { PERSISTED_STORE_KEY, THEME_STORAGE_KEY } from '../../packages/shared/src/constants.ts';
import { type DadosDaPrimeiraTela, primeiraTela, type RotaDaPrimeiraTela } from './src/app/primeira-tela.ts';
import { CHAVE_DOS_PRIMEIROS_DADOS, PRIMEIROS_DADOS } from './src/app/primeiros-dados.ts';

const server = 'http://127.0.0.1:3333';

/**
 * Vendor chunks that every screen needs and that change less often than the app, so a deploy
 * leaves them cached. Only libraries the first load needs anyway are grouped: a group is loaded
 * whole, so grouping all of Chakra/Zag (dialogs, date pickers…) would put them in the first load.
 * The rest (charts, drag-and-drop, forms, zod) stays split by Rolldown along the lazy screens.
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
  { name: 'emotion', test: /[\\/]node_modules[\\/](@emotion|stylis)[\\/]/ },
];

/**
 * Writes `.br` and `.gz` beside every text file of the build, so the server sends them compressed
 * without compressing per request (`@fastify/static`'s `preCompressed`): on a slow link the first
 * load is a third of its size.
 */
function comprimir(): Plugin {
  let saida = 'dist';
  const percorrer = (dir: string): string[] =>
    readdirSync(dir).flatMap((nome) => {
      const caminho = join(dir, nome);
      return statSync(caminho).isDirectory() ? percorrer(caminho) : [caminho];
    });
  return {
    name: 'irradia-comprimir',
    apply: 'build',
    configResolved(config) {
      saida = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const arquivo of percorrer(saida)) {
        if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(arquivo)) continue;
        const conteudo = readFileSync(arquivo);
        if (conteudo.length < 1024) continue;
        writeFileSync(`${arquivo}.gz`, gzipSync(conteudo, { level: 9 }));
        writeFileSync(
          `${arquivo}.br`,
          brotliCompressSync(conteudo, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Puts the first-screen script (src/app/primeira-tela.ts) in index.html with what it needs from
 * this build: for each route of src/app/routes.ts, the chunks of its screen and frame that the
 * entry does not already load, and the screen's fixed title. The route table and the frames are
 * read from their source, as scripts/screenshots.mjs does.
 */
function primeiraTelaNoBuild(): Plugin {
  let raiz = '';
  let base = '/';
  return {
    name: 'irradia-primeira-tela',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      raiz = config.root;
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const porModulo = new Map(chunks.map((c) => [c.facadeModuleId, c]));
        const porArquivo = new Map(chunks.map((c) => [c.fileName, c]));
        const fecho = (inicio: string[], fora: Set<string>) => {
          const vistos = new Set<string>();
          const pilha = [...inicio];
          for (let f = pilha.pop(); f !== undefined; f = pilha.pop()) {
            if (vistos.has(f) || fora.has(f)) continue;
            vistos.add(f);
            pilha.push(...(porArquivo.get(f)?.imports ?? []));
          }
          return vistos;
        };
        const entrada = chunks.find((c) => c.isEntry);
        const daEntrada = entrada ? fecho([entrada.fileName], new Set()) : new Set<string>();
        const app = join(raiz, 'src/app');
        const arquivos: string[] = [];
        const indice = (f: string) => (arquivos.includes(f) ? arquivos.indexOf(f) : arquivos.push(f) - 1);
        const pedacosDe = (arquivo: string) => {
          const chunk = porModulo.get(arquivo);
          if (!chunk) this.warn(`primeira tela: nenhum pedaço para ${arquivo}`);
          return chunk ? [...fecho([chunk.fileName], daEntrada)] : [];
        };
        const molduras = new Map(
          [
            ...readFileSync(join(app, 'layout/frames.ts'), 'utf8').matchAll(
              /(\w+): lazyFrame\(\(\) => import\('([^']+)'\)/g,
            ),
          ].map((m) => [m[1], pedacosDe(resolve(app, 'layout', m[2] ?? ''))]),
        );
        const tabela = readFileSync(join(app, 'routes.ts'), 'utf8').matchAll(
          /\br\(\s*'([^']+)',\s*lazyScreen\(\(\) => import\('([^']+)'\)\),?\s*(?:'(\w+)',?\s*)?(?:'(\w+)',?\s*)?\)/g,
        );
        const rotas: RotaDaPrimeiraTela[] = [...tabela].map((m) => {
          const tela = resolve(app, m[2] ?? '');
          const moldura = (m[4] ?? 'app') as RotaDaPrimeiraTela['moldura'];
          const titulo = /usePageTitle\(\s*'([^']*)'(?:\s*,\s*'([^']*)')?\s*\)/.exec(
            readFileSync(tela, 'utf8'),
          );
          const dadosDaTela = PRIMEIROS_DADOS[m[1] ?? ''];
          return {
            caminho: m[1] ?? '',
            acesso: (m[3] ?? 'usuario') as RotaDaPrimeiraTela['acesso'],
            moldura,
            pedacos: pedacosDe(tela)
              .filter((f) => !molduras.get(moldura)?.includes(f))
              .map(indice),
            ...(titulo?.[1] ? { titulo: titulo[1] } : {}),
            ...(titulo?.[2] ? { subtitulo: titulo[2] } : {}),
            ...(dadosDaTela ? { dados: dadosDaTela } : {}),
          };
        });
        if (rotas.length === 0) this.error('primeira tela: nenhuma rota em src/app/routes.ts');
        const dados: DadosDaPrimeiraTela = {
          base,
          rotas,
          arquivos,
          molduras: {
            app: (molduras.get('app') ?? []).map(indice),
            auth: (molduras.get('auth') ?? []).map(indice),
            publico: (molduras.get('publico') ?? []).map(indice),
          },
          chaveDoEstado: PERSISTED_STORE_KEY,
          chaveDoTema: THEME_STORAGE_KEY,
          chaveDosDados: CHAVE_DOS_PRIMEIROS_DADOS,
        };
        // Inline at the end of <body>: it runs as the HTML is parsed, before any chunk has arrived
        // (as a file, on a slow link it shared the bandwidth with the entry's chunks and came late).
        // The server allows it in its CSP by hash (apps/server/src/platform/web-app.ts).
        const codigo = `(${primeiraTela.toString()})(${JSON.stringify(dados).replaceAll('<', '\\u003c')});`;
        html.source = String(html.source).replace('</body>', () => `  <script>${codigo}</script>\n  </body>`);
      },
    },
  };
}

export default defineConfig({
  base: '/app/',
  plugins: [react(), primeiraTelaNoBuild(), comprimir()],
  server: { proxy: { '/api': server, '/__transmit': server } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Rolldown splits the lazy screens' shared code into many sub-kilobyte chunks (260 in
        // all); on HTTP/1.1 with a 150 ms round trip the plants page waited on ~80 requests.
        // Common chunks under 10 kB of source are inlined into the chunks that use them instead
        // (all chunks 4.3 MB instead of 3.0 MB raw, 100 files; /usinas ~25 requests). See bench/first-load.ts
        // and bench/lcp.ts for the figures.
        codeSplitting: { groups: vendorGroups, experimentalInlineCommonChunks: { maxSize: 10_000 } },
      },
    },
  },
});
