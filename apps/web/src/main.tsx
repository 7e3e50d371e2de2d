import {
  SENTRY_MAX_BREADCRUMBS,
  SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
  type TRuntimeConfig,
} from '@irradia/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { Providers } from './app/providers.tsx';
import { loadRuntimeConfig } from './lib/runtime-config.tsx';

async function initSentry(config: TRuntimeConfig): Promise<void> {
  if (!config.sentry_dsn) return;
  // Loaded only when configured, so deployments without Sentry do not ship it.
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.sentry_dsn,
    environment: config.environment,
    release: config.version,
    maxBreadcrumbs: SENTRY_MAX_BREADCRUMBS,
    integrations: [Sentry.replayIntegration()],
    replaysSessionSampleRate: SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  });
}

async function start() {
  const config = await loadRuntimeConfig();
  await initSentry(config).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(
    <StrictMode>
      <Providers config={config}>
        <App />
      </Providers>
    </StrictMode>,
  );
}

void start();
