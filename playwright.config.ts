import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { ARGS_DO_CHROMIUM, CHROMIUM } from './scripts/chromium.mjs';

// e2e runs the real `npm start` path (embedded PGlite, in-process bus) on a throwaway data folder.
// Workers inherit the environment, so they all agree on the folder the main process made.
process.env.IRRADIA_E2E_DATA ??= mkdtempSync(join(tmpdir(), 'irradia-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3391);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: join(tmpdir(), 'irradia-e2e-results'),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ARGS_DO_CHROMIUM,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node e2e/support/cep-local.mjs',
      url: 'http://127.0.0.1:3392/health',
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node --import tsx e2e/support/portais-local.ts',
      port: 3393,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.IRRADIA_E2E_DATA,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        ADMIN_EMAILS: 'admin.e2e@irradia.com.br',
        NODE_ENV: 'production',
        CEP_BRASILAPI_URL: 'http://127.0.0.1:3392/api/cep/v1',
        CEP_VIACEP_URL: 'http://127.0.0.1:3392/ws',
        GROWATT_URL: 'http://127.0.0.1:3393/',
        CELESC_URL: 'http://127.0.0.1:3390',
        JOBS_POLL_MS: '300',
        // Every spec signs up its own accounts from this one address: room for them all, and for a
        // retry, above the per-IP budget a real visitor gets.
        RATE_LIMIT_LOGIN_PER_IP: '1000',
        RATE_LIMIT_PUBLIC_PER_MINUTE: '3000',
      },
    },
    {
      // `npm run demo` for e2e/demo: the app on 3395, its 18 simulated portals on 3400–3417 (17
      // makers and Celesc), its own empty data folder. It answers /api/health before its data is
      // typed in; the specs wait for the data through the API.
      command: 'node scripts/demo.mjs',
      url: 'http://127.0.0.1:3395/api/health',
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: '3395',
        DEMO_PORTAL_PORT: '3400',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'irradia-e2e-demo-')),
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
    },
  ],
});
