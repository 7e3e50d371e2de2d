import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// Google sign-in against keys this test generates and serves on a local JWKS endpoint, and a
// local token endpoint for the authorization-code flow.
const CLIENT_ID = 'irradia-teste.apps.googleusercontent.com';
let server: Server;
let base: string;
let t: TestApp;
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let jwk: JWK;
const codes = new Map<string, string>();

async function idToken(
  claims: Record<string, unknown>,
  options: { aud?: string; exp?: number; iss?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email_verified: true, name: 'Maria Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'chave-teste' })
    .setIssuer(options.iss ?? 'https://accounts.google.com')
    .setAudience(options.aud ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(privateKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'chave-teste', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    if (request.url === '/certs') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (request.url === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (c) => {
        body += c;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const token = codes.get(form.get('code') ?? '');
        const okClient = form.get('client_id') === CLIENT_ID && form.get('client_secret') === 'segredo-teste';
        response.setHeader('content-type', 'application/json');
        if (!token || !okClient || form.get('grant_type') !== 'authorization_code') {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        response.end(JSON.stringify({ id_token: token, access_token: 'x', token_type: 'Bearer' }));
      });
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  t = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'segredo-teste',
      GOOGLE_JWKS_URL: `${base}/certs`,
      GOOGLE_TOKEN_URL: `${base}/token`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => server.close(r));
});

const entrar = (credential: string) =>
  t.app.inject({ method: 'POST', url: '/api/usuarios/login/google', payload: { credential } });

describe('login com Google (ID token)', () => {
  it('token válido cria a conta e entra', async () => {
    const res = await entrar(await idToken({ sub: 'g-1', email: 'maria@gmail.com' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      auth: { token: expect.any(String) },
      user: { email: 'maria@gmail.com', nome: 'Maria Google', google_vinculado: true, tem_senha: false },
    });
    // The same Google account signs into the same Irradia account.
    const again = await entrar(await idToken({ sub: 'g-1', email: 'maria@gmail.com' }));
    expect((again.json() as { user: { uuid: string } }).user.uuid).toBe(
      (res.json() as { user: { uuid: string } }).user.uuid,
    );
  });

  it('vincula a uma conta existente pelo e-mail verificado', async () => {
    const criada = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload: { nome: 'João', email: 'joao@empresa.com.br', password: '1234', termos: true },
    });
    const uuid = (criada.json() as { user: { uuid: string } }).user.uuid;
    const res = await entrar(await idToken({ sub: 'g-2', email: 'Joao@Empresa.com.br' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { uuid, google_vinculado: true, tem_senha: true } });
  });

  it('audiência errada é recusada', async () => {
    const res = await entrar(await idToken({ sub: 'g-3', email: 'x@gmail.com' }, { aud: 'outro-app' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Não foi possível entrar com o Google' });
  });

  it('token expirado é recusado', async () => {
    const res = await entrar(
      await idToken({ sub: 'g-4', email: 'x@gmail.com' }, { exp: Math.floor(Date.now() / 1000) - 600 }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('emissor estranho é recusado', async () => {
    const res = await entrar(
      await idToken({ sub: 'g-5', email: 'x@gmail.com' }, { iss: 'https://evil.example' }),
    );
    expect(res.statusCode).toBe(400);
  });

  it('e-mail não verificado é recusado com a razão', async () => {
    const res = await entrar(await idToken({ sub: 'g-6', email: 'x@gmail.com', email_verified: false }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Seu e-mail no Google ainda não foi verificado' });
  });

  it('assinatura de outra chave é recusada', async () => {
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'x@gmail.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'chave-teste' })
      .setSubject('g-7')
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setExpirationTime('1h')
      .sign(other.privateKey);
    expect((await entrar(forged)).statusCode).toBe(400);
  });

  it('credencial ausente: 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/usuarios/login/google', payload: {} });
    expect(res.statusCode).toBe(422);
  });
});

describe('login com Google (fluxo code)', () => {
  it('troca o código no endpoint de token e entra', async () => {
    codes.set('codigo-bom', await idToken({ sub: 'g-10', email: 'code@gmail.com' }));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/usuarios/login/google?code=codigo-bom&state=abc',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: 'code@gmail.com' } });
  });

  it('código recusado pelo Google: 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/usuarios/login/google?code=codigo-ruim' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Não foi possível entrar com o Google' });
  });
});

describe('sem GOOGLE_CLIENT_ID', () => {
  it('o login com Google diz que não está disponível', async () => {
    const semGoogle = await createTestApp();
    const res = await semGoogle.app.inject({
      method: 'POST',
      url: '/api/usuarios/login/google',
      payload: { credential: await idToken({ sub: 'g-20', email: 'y@gmail.com' }) },
    });
    await semGoogle.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O login com o Google não está disponível' });
  });
});
