import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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
function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  };
}

/**
 * Helmet's headers, worked out once: with these options every one of them is a fixed string, so
 * its middleware is run a single time against a recording response instead of being rebuilt on
 * each request (the Fastify plugin parses the CSP anew per request; issue 28).
 */
export function cabecalhosDeSeguranca(config: Config): Record<string, string> {
  const cabecalhos: Record<string, string> = {};
  const gravador = {
    setHeader(nome: string, valor: string | number | string[]) {
      cabecalhos[nome] = Array.isArray(valor) ? valor.join(', ') : String(valor);
    },
    removeHeader(nome: string) {
      delete cabecalhos[nome];
    },
  };
  let terminou = false;
  helmet(helmetOptions(config))({} as never, gravador as never, (erro?: unknown) => {
    if (erro) throw erro;
    terminou = true;
  });
  if (!terminou) throw new Error('helmet não terminou de forma síncrona');
  return cabecalhos;
}

/** First hook of all, so errors thrown by later hooks (401, 403, 429) carry the headers too. */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const cabecalhos = cabecalhosDeSeguranca(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(cabecalhos);
    done();
  });
}

/** A stored file opened on its own (a download, a new tab) can run and load nothing. */
export const cspDeArquivo = "default-src 'none'; frame-ancestors 'none'; sandbox";
