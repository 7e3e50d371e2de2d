import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Who may call a route. Every route declares it (`config: { acesso }`); issue #4 adds
 * permissions on top. `publico`: anyone; `usuario`: a valid session.
 */
export type Acesso = 'publico' | 'usuario';

export interface SessaoAtual {
  usuarioId: number;
  usuarioUuid: string;
  sessaoId: number;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    acesso?: Acesso;
  }
  interface FastifyRequest {
    /** The signed-in session, resolved once per request; null when anonymous. */
    sessao: SessaoAtual | null;
    /** The bearer token as sent (needed by logout). */
    bearer: string | null;
  }
}

/** Random bearer token (256 bits, URL-safe) and its SHA-256, the only form stored. */
export function novoToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{10,512})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export type ResolveSession = (token: string, request: FastifyRequest) => Promise<SessaoAtual | null>;

/**
 * Resolves the session from the bearer token and enforces each route's `acesso`. A route with no
 * declaration is refused: forgetting to declare must never mean "open to everyone".
 */
export function installAuth(app: FastifyInstance, resolve: ResolveSession): void {
  app.decorateRequest('sessao', null);
  app.decorateRequest('bearer', null);
  app.addHook('onRequest', async (request) => {
    const acesso = request.routeOptions.config?.acesso;
    const url = request.routeOptions.url ?? '';
    // Swagger UI and its assets are public documentation, registered by the plugin itself.
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (acesso === undefined) {
      request.log.error({ route: url }, 'route declares no acesso');
      throw new AppError('SEM_PERMISSAO');
    }
    const token = bearerOf(request);
    request.bearer = token;
    if (token) request.sessao = await resolve(token, request);
    if (acesso === 'usuario' && !request.sessao) throw new AppError('NAO_AUTENTICADO');
  });
}

export function exigirSessao(request: FastifyRequest): SessaoAtual {
  if (!request.sessao) throw new AppError('NAO_AUTENTICADO');
  return request.sessao;
}
