import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://127.0.0.1:3333';

export default defineConfig({
  base: '/app/',
  plugins: [react()],
  server: { proxy: { '/api': server, '/__transmit': server } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
});
