import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

// The recovery e-mail travels over real SMTP (nodemailer → smtp-server started here); the test
// reads the delivered message, follows its link and signs in with the new password.
const received: string[] = [];
let smtp: SMTPServer;
let port: number;
let t: TestApp;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(port, '127.0.0.1', r));
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, APP_URL: 'https://irradia.example.com.br' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

it('recupera a senha pelo link recebido por SMTP e entra com a nova', async () => {
  const email = 'smtp.teste@exemplo.com.br';
  const cadastro = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: { nome: 'Cláudia Souza', email, password: 'antiga1', termos: true },
  });
  expect(cadastro.statusCode).toBe(201);

  const pedido = await t.app.inject({ method: 'POST', url: '/api/usuarios/recover', payload: { email } });
  expect(pedido.statusCode).toBe(204);
  expect(received).toHaveLength(1);
  const raw = received[0] ?? '';
  expect(raw).toMatch(/^To: smtp\.teste@exemplo\.com\.br/m);
  expect(raw).toContain('Content-Type: text/plain');
  expect(raw).toContain('Content-Type: text/html');
  // Quoted-printable may fold the link: undo soft line breaks before searching.
  const unfolded = raw.replace(/=\r?\n/g, '');
  const link = /https:\/\/irradia\.example\.com\.br\/app\/recuperar\/([A-Za-z0-9_-]{43})/.exec(unfolded);
  expect(link).not.toBeNull();

  const nova = await t.app.inject({
    method: 'POST',
    url: `/api/usuarios/recover/${link?.[1]}`,
    payload: { password: 'nova-senha', password_confirmation: 'nova-senha' },
  });
  expect(nova.statusCode).toBe(200);

  const velha = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios/login',
    payload: { email, password: 'antiga1' },
  });
  expect(velha.statusCode).toBe(400);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios/login',
    payload: { email, password: 'nova-senha' },
  });
  expect(login.statusCode).toBe(200);
  expect(login.json()).toMatchObject({ user: { email, nome: 'Cláudia Souza' } });
});
