import type { Config } from '../config.ts';

/**
 * The SPA's Content-Security-Policy. Chakra (Emotion) injects <style> tags, hence the inline
 * styles; Google Identity and Sentry are allowed only when configured.
 */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  const sentry = config.sentry.webDsn ? [new URL(config.sentry.webDsn).origin] : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...google.map((g) => `${g}/gsi/client`)],
    styleSrc: ["'self'", "'unsafe-inline'", ...google.map((g) => `${g}/gsi/style`)],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...google.map((g) => `${g}/gsi/`), ...sentry],
    // blob: for the invoice PDF preview the confirm screen builds from the file the user chose.
    frameSrc: ['blob:', ...google.map((g) => `${g}/gsi/`)],
    workerSrc: ["'self'", 'blob:'],
  };
}

/**
 * Helmet for every response (app, API, errors, 404): the CSP above, no framing at all, and only
 * the origin as referrer to other sites (Google sign-in checks it; `no-referrer` breaks it).
 */
export function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

/** A stored file opened on its own (a download, a new tab) can run and load nothing. */
export const cspDeArquivo = "default-src 'none'; frame-ancestors 'none'; sandbox";
