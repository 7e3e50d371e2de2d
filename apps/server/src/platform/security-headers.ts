import type { Config } from '../config.ts';

/**
 * The SPA's Content-Security-Policy. Chakra (Emotion) injects <style> tags, hence the inline
 * styles; Google Identity and Sentry are allowed only when configured.
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
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
    frameSrc: [...google.map((g) => `${g}/gsi/`)].concat(google.length ? [] : ["'none'"]),
    workerSrc: ["'self'", 'blob:'],
  };
}
