import type { FastifyInstance } from 'fastify';
import { erroValidacao } from './errors.ts';

/** Path of the first string holding U+0000 (PostgreSQL text cannot store it), or null. */
function caminhoComNulo(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = caminhoComNulo(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses text with NUL characters in params, query and body on every route, as a 422 on the
 * field, before it can reach the database. Runs after the multipart body is decoded.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const where of ['params', 'query', 'body'] as const) {
      const path = caminhoComNulo(request[where], []);
      if (path) {
        throw erroValidacao([
          { field: path.join('.') || where, rule: 'caractere', message: 'Remova os caracteres inválidos' },
        ]);
      }
    }
  });
}
