import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

// Google ID tokens, verified locally against Google's published keys (JWKS URL from config, so
// tests serve their own). Issuers per Google's "Verify the Google ID token" guide.
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  nome: string;
}

const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function jwks(url: string) {
  let set = jwksCache.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    jwksCache.set(url, set);
  }
  return set;
}

export async function verificarIdTokenGoogle(ctx: AppContext, credential: string): Promise<GoogleIdentity> {
  const clientId = ctx.config.googleClientId;
  if (!clientId) throw new AppError('GOOGLE_DESATIVADO');
  let payload: JWTPayload & { email?: string; email_verified?: boolean | string; name?: string };
  try {
    ({ payload } = await jwtVerify(credential, jwks(ctx.config.google.jwksUrl), {
      audience: clientId,
      issuer: ISSUERS,
      currentDate: ctx.now(),
    }));
  } catch (err) {
    ctx.log.info({ err: (err as Error).message }, 'google id token refused');
    throw new AppError('GOOGLE_INVALIDO');
  }
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!payload.sub || !payload.email || !verified) {
    throw new AppError('GOOGLE_INVALIDO', 'Seu e-mail no Google ainda não foi verificado');
  }
  return {
    sub: payload.sub,
    email: payload.email.toLowerCase(),
    nome: payload.name?.trim() || payload.email,
  };
}

/** OAuth 2.0 authorization-code flow: trade the code for tokens, then verify the ID token. */
export async function trocarCodigoGoogle(
  ctx: AppContext,
  code: string,
  redirectUri: string,
): Promise<GoogleIdentity> {
  const { googleClientId, google } = ctx.config;
  if (!googleClientId || !google.clientSecret) throw new AppError('GOOGLE_DESATIVADO');
  let response: Response;
  try {
    response = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        code,
        client_id: googleClientId,
        client_secret: google.clientSecret,
        redirect_uri: redirectUri,
        grant_type: 'authorization_code',
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message }, 'google token endpoint unreachable');
    throw new AppError('SERVICO_EXTERNO', 'O Google não respondeu. Tente novamente');
  }
  const body = (await response.json().catch(() => null)) as { id_token?: string } | null;
  if (!response.ok || !body?.id_token) throw new AppError('GOOGLE_INVALIDO');
  return verificarIdTokenGoogle(ctx, body.id_token);
}
