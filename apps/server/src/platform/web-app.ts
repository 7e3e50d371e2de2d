import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { catalogo, errorCodeHeader } from './errors.ts';

/**
 * Serves the built SPA under /app: hashed assets cached for a year, index.html never cached,
 * every other /app path falls back to index.html so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect('/app/', 302));

  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.log.warn({ webDist }, 'web app not built: /app answers 503 until `npm run build` runs');
    const notBuilt = (_request: unknown, reply: import('fastify').FastifyReply) =>
      reply
        .status(503)
        .header(errorCodeHeader, 'INDISPONIVEL')
        .type('text/plain; charset=utf-8')
        .send('A interface web ainda não foi compilada. Rode `npm start` ou `npm run build`.');
    app.get('/app', notBuilt);
    app.get('/app/*', notBuilt);
    return;
  }

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/app/',
    // Only files present at start-up get routes; the SPA fallback below handles the rest.
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as the
    // browser accepts them, with Vary: Accept-Encoding.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      if (path.includes(`${join(webDist, 'assets')}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });

  // index.html's inline scripts (the first-screen script the build writes, apps/web/vite.config.ts)
  // are allowed in its CSP by hash; read once, as the build is at start-up.
  const hashes = [...readFileSync(indexHtml, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  const sendIndex = (_request: unknown, reply: import('fastify').FastifyReply) => {
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && hashes.length > 0)
      reply.header(
        'content-security-policy',
        csp.replace(/script-src ([^;]*)/, `script-src $1 ${hashes.join(' ')}`),
      );
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist, { cacheControl: false });
  };

  app.get('/app', sendIndex);
  app.get('/app/*', (request, reply) => {
    // A missing chunk must be a 404, not index.html with 200, or the browser runs HTML as JS.
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/app/assets/') || /\.[a-z0-9]{2,5}$/i.test(path)) {
      reply.header(errorCodeHeader, 'ROTA_NAO_ENCONTRADA');
      return reply.status(404).send({ message: catalogo.ROTA_NAO_ENCONTRADA.message });
    }
    return sendIndex(request, reply);
  });
}
