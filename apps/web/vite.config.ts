import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  base: '/app/',
  plugins: [react()],
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
