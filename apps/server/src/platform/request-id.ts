import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const requestIdHeader = 'x-request-id';

const acceptable = /^[A-Za-z0-9._-]{8,128}$/;

/** Keeps a sane incoming X-Request-Id (from a proxy) or makes a new one. */
export function genRequestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers[requestIdHeader];
  if (typeof incoming === 'string' && acceptable.test(incoming)) return incoming;
  return randomUUID();
}

export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
}
