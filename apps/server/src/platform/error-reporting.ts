import * as Sentry from '@sentry/node';

// Spec §9: error reporting is off unless a DSN is configured at run time.
let enabled = false;

export function initErrorReporting(options: {
  dsn: string | undefined;
  environment: string;
  release: string;
}): void {
  if (!options.dsn || enabled) return;
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    maxBreadcrumbs: 100,
    // Only errors: performance tracing is not wanted until there is a reason to pay for it.
    tracesSampleRate: 0,
  });
  enabled = true;
}

export function captureException(error: unknown, context?: Record<string, unknown>): void {
  if (!enabled) return;
  Sentry.captureException(error, context ? { extra: context } : undefined);
}

export async function flushErrorReporting(timeoutMs = 2000): Promise<void> {
  if (enabled) await Sentry.flush(timeoutMs);
}
