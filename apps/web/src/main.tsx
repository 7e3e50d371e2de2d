import {
  SENTRY_MAX_BREADCRUMBS,
  SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE,
  SENTRY_REPLAYS_SESSION_SAMPLE_RATE,
} from '@irradia/shared/constants';
import type { TRuntimeConfig } from '@irradia/shared/runtime-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import { App } from './app/app.tsx';
import { frames } from './app/layout/frames.ts';
import { Providers } from './app/providers.tsx';
import { routes } from './app/routes.ts';
import { loadRuntimeConfig } from './lib/runtime-config.tsx';
import { useAppStore } from './stores/app-store.ts';

/**
 * Starts the download of the screen the address asks for and of its frame, so they travel while
 * the config is fetched instead of after the first render. A screen that needs a user, with no
 * one signed in, is replaced by the sign-in screen the router will send the visitor to.
 */
function preloadFirstScreen(): Promise<unknown> {
  const path = window.location.pathname.replace(/^\/app(?=\/|$)/, '') || '/';
  let route = routes.find((r) => matchPath(r.path, path));
  if (route?.acesso === 'usuario' && useAppStore.getState().account.token === null)
    route = routes.find((r) => r.path === '/entrar');
  // A failed chunk is the screen's business (the shell offers a reload), not start-up's.
  return Promise.all([route?.screen.preload(), frames[route?.frame ?? 'app'].preload()]);
}

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
  // The first screen renders with the frame, not a spinner frame after it.
  const [config] = await Promise.all([loadRuntimeConfig(), preloadFirstScreen()]);
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
