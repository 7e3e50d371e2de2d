import { createHash, randomBytes } from 'node:crypto';
import type { TipoEmpresa } from '@irradia/shared/permissoes/catalogo';
import { type ContextoPermissao, permitido } from '@irradia/shared/permissoes/guarda';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Who may call a route. Every /api route declares it (`config: { acesso }`):
 * - `publico`: anyone;
 * - `usuario`: a valid session, in the personal account or any company the user may use;
 * - `{ permissao, modo, semEmpresa }`: a session whose effective permissions (spec §6) pass.
 */
export type Acesso =
  | 'publico'
  | 'usuario'
  | { permissao: string | readonly string[]; modo?: 'any' | 'all'; semEmpresa?: boolean };

export interface SessaoAtual {
  usuarioId: number;
  usuarioUuid: string;
  sessaoId: number;
  isAdmin: boolean;
}

/** The company selected by X-Company-Id, as the caller stands in it. */
export interface EmpresaAtual {
  id: number;
  uuid: string;
  tipo: TipoEmpresa;
  funcionarioId: number | null;
  permissoes: ReadonlySet<string>;
  isSupervisor: boolean;
  isSocio: boolean;
  /** The caller's employee record and position name, as `/me` shows them (null: no bond). */
  papel?: { uuid: string; cargo: string | null } | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    acesso?: Acesso;
    /** The company list is called without the company header (spec §7); ignore one if sent. */
    ignorarEmpresa?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in session, resolved once per request; null when anonymous. */
    sessao: SessaoAtual | null;
    /** The bearer token as sent (needed by logout). */
    bearer: string | null;
    /** The selected company; null in the personal account. */
    empresa: EmpresaAtual | null;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuthResolvers {
  session(token: string): Promise<SessaoAtual | null>;
  /** The company as this user stands in it, or null when the user may not use it. */
  company(sessao: SessaoAtual, empresaUuid: string): Promise<EmpresaAtual | null>;
}

export function contextoPermissao(request: FastifyRequest): ContextoPermissao {
  const e = request.empresa;
  return {
    tipoEmpresa: e?.tipo ?? null,
    permissoes: e?.permissoes ?? new Set(),
    isSupervisor: e?.isSupervisor ?? false,
    isAdmin: request.sessao?.isAdmin ?? false,
    isSocio: e?.isSocio ?? false,
  };
}

/**
 * Resolves session and company and enforces each route's `acesso`. A route with no declaration
 * is refused: forgetting to declare must never mean "open to everyone".
 */
export function installAuth(app: FastifyInstance, resolve: AuthResolvers): void {
  app.decorateRequest('sessao', null);
  app.decorateRequest('bearer', null);
  app.decorateRequest('empresa', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url ?? '';
    // Swagger UI and its assets are public documentation, registered by the plugin itself.
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const acesso = config?.acesso;
    if (acesso === undefined) {
      request.log.error({ route: url }, 'route declares no acesso');
      throw new AppError('SEM_PERMISSAO');
    }
    const token = bearerOf(request);
    request.bearer = token;
    if (token) request.sessao = await resolve.session(token);
    if (acesso !== 'publico' && !request.sessao) throw new AppError('NAO_AUTENTICADO');

    const header = request.headers['x-company-id'];
    if (request.sessao && typeof header === 'string' && header !== '' && !config.ignorarEmpresa) {
      const empresa = UUID.test(header) ? await resolve.company(request.sessao, header.toLowerCase()) : null;
      if (!empresa) throw new AppError('EMPRESA_NEGADA');
      request.empresa = empresa;
    }

    if (typeof acesso === 'object') {
      const ok = permitido(contextoPermissao(request), acesso.permissao, {
        modo: acesso.modo,
        semEmpresaPassa: acesso.semEmpresa,
      });
      if (!ok) {
        request.log.info({ route: url, permissao: acesso.permissao }, 'permission refused');
        throw new AppError('SEM_PERMISSAO');
      }
    }
  });
}

export function exigirSessao(request: FastifyRequest): SessaoAtual {
  if (!request.sessao) throw new AppError('NAO_AUTENTICADO');
  return request.sessao;
}

export function exigirEmpresa(request: FastifyRequest): EmpresaAtual {
  if (!request.empresa) throw new AppError('EMPRESA_OBRIGATORIA');
  return request.empresa;
}
