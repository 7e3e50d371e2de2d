// Over 400 lines: the account's life in order (sign-up, sign-in, session, recovery, edit, deletion) on one app and one outbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { memoryMailer } from '../../../test/outbox.ts';

const mailer = memoryMailer();
let agora = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ deps: { mailer, now: () => agora } });
});
afterAll(() => t.close());
beforeEach(() => {
  // Each test comes from its own address so per-IP limits only bite where a test wants them to.
  ip += 1;
});

const remote = () => `10.1.0.${ip}`;

async function post(url: string, payload?: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: remote(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function req(
  method: 'GET' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
  headers = {},
) {
  return t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: remote(),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

let seq = 0;
async function cadastrar(extra: Record<string, unknown> = {}) {
  seq += 1;
  const email = `pessoa${seq}@exemplo.com.br`;
  const res = await post('/api/usuarios', {
    nome: `Pessoa ${seq}`,
    email,
    telefone: '(11) 98765-4321',
    password: 'segredo1',
    termos: 'true',
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  const body = res.json() as {
    auth: { token: string; expires_at: string };
    user: { uuid: string; email: string };
  };
  return { email, token: body.auth.token, body };
}

function erros(res: { json(): unknown }) {
  return (res.json() as { errors: Array<{ field: string; rule: string; message: string }> }).errors;
}

describe('POST /api/usuarios (cadastro)', () => {
  it('cria a conta e já entra nela', async () => {
    const { body, email } = await cadastrar();
    expect(body.auth.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.auth.expires_at).getTime() - agora.getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(body.user).toMatchObject({
      email,
      telefone: '11987654321',
      tipo: 'pessoal',
      empresa: null,
      is_admin: false,
      is_socio: false,
      is_supervisor: false,
      cliente: { nome: expect.stringMatching(/^Pessoa/), filial: null, imagem_url: null, endereco: null },
    });
    expect(JSON.stringify(body)).not.toMatch(/senha_hash|\$argon2/);
  });

  it('aceita form-data como o formulário envia', async () => {
    const boundary = 'x-irradia';
    const fields = { nome: 'Ana Form', email: 'ana.form@exemplo.com', password: '1234', termos: 'on' };
    const payload = `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: remote(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('termos não aceitos: 422 "Os termos não foram aceitos"', async () => {
    const res = await post('/api/usuarios', {
      nome: 'A',
      email: 'a@exemplo.com',
      password: '1234',
      termos: 'false',
    });
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toContainEqual({
      field: 'termos',
      rule: 'accepted',
      message: 'Os termos não foram aceitos',
    });
  });

  it('campos ausentes, e-mail inválido, senha curta e telefone inválido têm suas mensagens', async () => {
    const vazio = await post('/api/usuarios', {});
    expect(vazio.statusCode).toBe(422);
    expect(erros(vazio)).toEqual(
      expect.arrayContaining([
        { field: 'nome', rule: 'required', message: 'Informe o nome' },
        { field: 'email', rule: 'required', message: 'Informe o e-mail' },
        { field: 'password', rule: 'required', message: 'Informe a senha' },
        { field: 'termos', rule: 'accepted', message: 'Os termos não foram aceitos' },
      ]),
    );
    const ruins = await post('/api/usuarios', {
      nome: 'B',
      email: 'b@',
      password: '123',
      telefone: '1234',
      termos: true,
    });
    expect(erros(ruins)).toEqual(
      expect.arrayContaining([
        { field: 'email', rule: 'email', message: 'Informe um e-mail válido' },
        { field: 'password', rule: 'min', message: 'Informe uma senha com no mínimo 4 caracteres' },
        { field: 'telefone', rule: 'telefone', message: 'Informe um telefone válido' },
      ]),
    );
  });

  it('e-mail já cadastrado (sem diferenciar maiúsculas): 422', async () => {
    const { email } = await cadastrar();
    const res = await post('/api/usuarios', {
      nome: 'C',
      email: email.toUpperCase(),
      password: '1234',
      termos: true,
    });
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toEqual([
      { field: 'email', rule: 'unique', message: 'Este e-mail já está cadastrado' },
    ]);
  });
});

describe('POST /api/usuarios/login', () => {
  it('entra com e-mail e senha', async () => {
    const { email } = await cadastrar();
    const res = await post('/api/usuarios/login', {
      email: `  ${email.toUpperCase()} `,
      password: 'segredo1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ auth: { token: expect.any(String) }, user: { email } });
  });

  it('senha errada e e-mail desconhecido dão a mesma resposta 400', async () => {
    const { email } = await cadastrar();
    const errada = await post('/api/usuarios/login', { email, password: 'outra' });
    const desconhecido = await post('/api/usuarios/login', {
      email: 'ninguem@exemplo.com',
      password: 'outra',
    });
    expect(errada.statusCode).toBe(400);
    expect(errada.json()).toEqual({ message: 'E-mail ou senha incorretos' });
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json()).toEqual(errada.json());
  });

  it('campos ausentes: 422 com as mensagens', async () => {
    const res = await post('/api/usuarios/login', {});
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toEqual(
      expect.arrayContaining([
        { field: 'email', rule: 'required', message: 'Informe o e-mail' },
        { field: 'password', rule: 'required', message: 'Informe a senha' },
      ]),
    );
  });

  it('limita tentativas por e-mail: 429 em pt-BR', async () => {
    const { email } = await cadastrar();
    const limite = t.config.rateLimits.loginPerEmail;
    for (let i = 0; i < limite; i++) {
      ip += 1; // different addresses: only the per-e-mail limit applies
      expect((await post('/api/usuarios/login', { email, password: 'errada' })).statusCode).toBe(400);
    }
    ip += 1;
    const bloqueado = await post('/api/usuarios/login', { email, password: 'segredo1' });
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual({ message: 'Muitas tentativas. Aguarde um pouco e tente de novo' });
  });

  it('limita tentativas por IP: 429', async () => {
    const limite = t.config.rateLimits.loginPerIp;
    for (let i = 0; i < limite; i++) {
      await post('/api/usuarios/login', { email: `x${i}@exemplo.com`, password: 'x' });
    }
    const res = await post('/api/usuarios/login', { email: 'y@exemplo.com', password: 'x' });
    expect(res.statusCode).toBe(429);
  });
});

describe('GET /api/usuarios/me e sessão', () => {
  it('devolve o usuário com notificações', async () => {
    const { token, email } = await cadastrar();
    const res = await req('GET', '/api/usuarios/me', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: {
        email,
        funcionario: null,
        notificacoes: { data: [], meta: { total: 0, unread: 0 } },
      },
    });
  });

  it('sem token: 401; token desconhecido: 404', async () => {
    expect((await req('GET', '/api/usuarios/me')).statusCode).toBe(401);
    const res = await req('GET', '/api/usuarios/me', 'tokeninexistente1234567890');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Sessão não encontrada. Entre novamente' });
  });

  it('empresa que o usuário não pode usar: 403', async () => {
    const { token } = await cadastrar();
    const res = await req('GET', '/api/usuarios/me', token, undefined, {
      'x-company-id': '7f1f6a4e-2d6b-4e8e-9d55-0c9a3c1b2a11',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Você não tem acesso a esta empresa' });
  });

  it('o token expira após 30 dias sem uso e renova quando usado', async () => {
    const { token } = await cadastrar();
    const inicio = agora;
    agora = new Date(inicio.getTime() + 29 * 24 * 3600 * 1000);
    expect((await req('GET', '/api/usuarios/me', token)).statusCode).toBe(200);
    agora = new Date(inicio.getTime() + 58 * 24 * 3600 * 1000);
    expect((await req('GET', '/api/usuarios/me', token)).statusCode).toBe(200);
    agora = new Date(inicio.getTime() + 89 * 24 * 3600 * 1000);
    expect((await req('GET', '/api/usuarios/me', token)).statusCode).toBe(404);
    agora = inicio;
  });

  it('logout revoga o token no servidor', async () => {
    const { token } = await cadastrar();
    expect((await req('POST', '/api/usuarios/logout', token)).statusCode).toBe(204);
    expect((await req('GET', '/api/usuarios/me', token)).statusCode).toBe(404);
    expect((await req('POST', '/api/usuarios/logout', token)).statusCode).toBe(401);
  });
});

describe('recuperação de senha', () => {
  it('responde 204 sempre e só envia e-mail quando a conta existe', async () => {
    const { email } = await cadastrar();
    const antes = mailer.sent.length;
    expect((await post('/api/usuarios/recover', { email: 'nao.existe@exemplo.com' })).statusCode).toBe(204);
    expect(mailer.sent.length).toBe(antes);
    expect((await post('/api/usuarios/recover', { email })).statusCode).toBe(204);
    expect(mailer.sent.length).toBe(antes + 1);
    const msg = mailer.sent.at(-1);
    expect(msg?.to).toBe(email);
    expect(msg?.subject).toContain('Recuperação de senha');
    expect(mailer.lastLink()).toMatch(/^http:\/\/localhost:3333\/app\/recuperar\/[A-Za-z0-9_-]{43}$/);
    expect(msg?.html).toContain(mailer.lastLink());
  });

  it('o link define a nova senha, entra, e não serve uma segunda vez', async () => {
    const { email, token: antigo } = await cadastrar();
    await post('/api/usuarios/recover', { email });
    const token = mailer.lastLink().split('/').at(-1);
    const res = await post(`/api/usuarios/recover/${token}`, {
      password: 'nova1234',
      password_confirmation: 'nova1234',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ auth: { token: expect.any(String) }, user: { email } });
    // Other sessions end with the password change.
    expect((await req('GET', '/api/usuarios/me', antigo)).statusCode).toBe(404);
    expect((await post('/api/usuarios/login', { email, password: 'nova1234' })).statusCode).toBe(200);
    const reuso = await post(`/api/usuarios/recover/${token}`, {
      password: 'x1234',
      password_confirmation: 'x1234',
    });
    expect(reuso.statusCode).toBe(400);
    expect(reuso.json()).toEqual({ message: 'Este link é inválido ou expirou. Peça um novo' });
  });

  it('link expirado após 1 hora', async () => {
    const { email } = await cadastrar();
    await post('/api/usuarios/recover', { email });
    const token = mailer.lastLink().split('/').at(-1);
    const inicio = agora;
    agora = new Date(inicio.getTime() + 61 * 60 * 1000);
    const res = await post(`/api/usuarios/recover/${token}`, {
      password: 'nova1234',
      password_confirmation: 'nova1234',
    });
    agora = inicio;
    expect(res.statusCode).toBe(400);
  });

  it('confirmação diferente e senha curta: 422', async () => {
    const res = await post('/api/usuarios/recover/qualquertoken123', {
      password: '12',
      password_confirmation: '13',
    });
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toEqual(
      expect.arrayContaining([
        { field: 'password', rule: 'min', message: 'Informe uma senha com no mínimo 4 caracteres' },
      ]),
    );
    const diff = await post('/api/usuarios/recover/qualquertoken123', {
      password: '1234',
      password_confirmation: '4321',
    });
    expect(erros(diff)).toEqual([
      { field: 'password_confirmation', rule: 'confirmed', message: 'As senhas não conferem' },
    ]);
  });

  it('e-mail vazio no pedido: 422 "Informe o e-mail"', async () => {
    const res = await post('/api/usuarios/recover', { email: '' });
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toEqual([{ field: 'email', rule: 'required', message: 'Informe o e-mail' }]);
  });

  it('limita pedidos por e-mail: 429', async () => {
    const { email } = await cadastrar();
    for (let i = 0; i < t.config.rateLimits.recoverPerEmail; i++) {
      ip += 1;
      expect((await post('/api/usuarios/recover', { email })).statusCode).toBe(204);
    }
    ip += 1;
    expect((await post('/api/usuarios/recover', { email })).statusCode).toBe(429);
  });
});

describe('PATCH /api/usuarios (minha conta)', () => {
  it('atualiza nome e telefone', async () => {
    const { token } = await cadastrar();
    const res = await req('PATCH', '/api/usuarios', token, { nome: 'Nome Novo', telefone: '1133334444' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { nome: 'Nome Novo', telefone: '1133334444' } });
  });

  it('trocar e-mail ou senha exige a senha atual correta', async () => {
    const { token, email } = await cadastrar();
    const sem = await req('PATCH', '/api/usuarios', token, { email: 'novo@exemplo.com' });
    expect(sem.statusCode).toBe(422);
    expect(erros(sem)).toEqual([
      {
        field: 'current_password',
        rule: 'required',
        message: 'Informe a senha atual para alterar o e-mail ou a senha',
      },
    ]);
    const errada = await req('PATCH', '/api/usuarios', token, {
      password: 'nova1',
      password_confirmation: 'nova1',
      current_password: 'errada',
    });
    expect(erros(errada)).toEqual([
      { field: 'current_password', rule: 'current_password', message: 'A senha atual está incorreta' },
    ]);
    const ok = await req('PATCH', '/api/usuarios', token, {
      email: `novo.${email}`,
      password: 'nova1',
      password_confirmation: 'nova1',
      current_password: 'segredo1',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (await post('/api/usuarios/login', { email: `novo.${email}`, password: 'nova1' })).statusCode,
    ).toBe(200);
  });

  it('envia avatar por form-data e o serve pela URL', async () => {
    const { token } = await cadastrar();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
      'hex',
    );
    const boundary = 'x-avatar';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="nome"\r\n\r\nCom Foto\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="eu.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/usuarios',
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(res.statusCode).toBe(200);
    const url = (res.json() as { data: { imagem_url: string } }).data.imagem_url;
    expect(url).toMatch(/^\/api\/arquivos\/[0-9a-f-]{36}$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(png)).toBe(true);
  });

  it('um "avatar" que não é imagem é recusado pelo conteúdo', async () => {
    const { token } = await cadastrar();
    const boundary = 'x-falso';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n<script>alert(1)</script>\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/usuarios',
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(erros(res)).toEqual([
      { field: 'avatar', rule: 'image', message: 'Envie uma imagem PNG, JPEG, WebP ou GIF' },
    ]);
  });

  it('sem sessão: 401', async () => {
    expect((await req('PATCH', '/api/usuarios', undefined, { nome: 'x' })).statusCode).toBe(401);
  });
});

describe('exclusão da conta', () => {
  it('agenda para 30 dias, pode cancelar, e e-mail digitado diferente é recusado', async () => {
    const { token, email } = await cadastrar();
    const errado = await req('DELETE', '/api/usuarios', token, { email: 'outro@exemplo.com' });
    expect(errado.statusCode).toBe(422);
    expect(erros(errado)).toEqual([
      { field: 'email', rule: 'confirmed', message: 'O nome digitado é diferente' },
    ]);

    const agendado = await req('DELETE', '/api/usuarios', token, { email: email.toUpperCase() });
    expect(agendado.statusCode).toBe(200);
    const quando = (agendado.json() as { data: { exclusao_agendada_para: string } }).data
      .exclusao_agendada_para;
    expect(new Date(quando).getTime() - agora.getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(mailer.sent.at(-1)?.subject).toContain('Exclusão da sua conta agendada');

    const cancelado = await req('POST', '/api/usuarios/restaurar', token);
    expect(cancelado.statusCode).toBe(200);
    expect(cancelado.json()).toMatchObject({ data: { exclusao_agendada_para: null } });
  });

  it('a tarefa apaga os dados pessoais das contas vencidas', async () => {
    const { token, email } = await cadastrar();
    await req('DELETE', '/api/usuarios', token, { email });
    const { excluirContasVencidas } = await import('./exclusao.ts');
    expect(await excluirContasVencidas(t.ctx)).toBe(0);
    const inicio = agora;
    agora = new Date(inicio.getTime() + 31 * 24 * 3600 * 1000);
    expect(await excluirContasVencidas(t.ctx)).toBeGreaterThanOrEqual(1);
    agora = inicio;
    expect((await req('GET', '/api/usuarios/me', token)).statusCode).toBe(404);
    expect((await post('/api/usuarios/login', { email, password: 'segredo1' })).statusCode).toBe(400);
    // The e-mail is free again for a new account.
    expect(
      (await post('/api/usuarios', { nome: 'De Novo', email, password: '1234', termos: true })).statusCode,
    ).toBe(201);
  });
});
