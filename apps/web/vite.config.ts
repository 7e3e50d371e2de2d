import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  base: '/app/',
  plugins: [react(), comprimir()],
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
