import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inicioDoDiaBrasil } from '../dashboard/dashboard.routes.ts';

// The sistema company's admin area: all users, access as user (audited), counters of the day.
let t: TestApp;
let admin: Pessoa;
let sistema: { uuid: string };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'raiz@irradia.com.br' } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: { nome: 'Administração', email: 'Raiz@Irradia.com.br', password: 'raiz1234', termos: true },
  });
  const body = res.json() as { auth: { token: string }; user: { uuid: string; is_admin: boolean } };
  expect(body.user.is_admin).toBe(true);
  admin = {
    token: body.auth.token,
    uuid: body.user.uuid,
    email: 'raiz@irradia.com.br',
    nome: 'Administração',
  };
  sistema = await criarEmpresa(t, admin, { nome: 'Irradia Sistema', tipo: 'sistema' });
});
afterAll(() => t.close());

describe('área administrativa', () => {
  it('lista todos os usuários e todas as empresas', async () => {
    const alguem = await criarPessoa(t, 'Cliente Final');
    await criarEmpresa(t, alguem, { nome: 'Empresa do Cliente' });
    const usuarios = await t.app.inject({
      method: 'GET',
      url: `/api/usuarios?search=${encodeURIComponent('Cliente Final')}`,
      headers: como(admin, sistema),
    });
    expect(usuarios.statusCode).toBe(200);
    expect((usuarios.json() as { data: Array<{ email: string }> }).data.map((u) => u.email)).toEqual([
      alguem.email,
    ]);
    const empresas = await t.app.inject({
      method: 'GET',
      url: '/api/empresas?limit=100',
      headers: como(admin),
    });
    const nomes = (empresas.json() as { data: Array<{ cliente: { nome: string } }> }).data.map(
      (e) => e.cliente.nome,
    );
    expect(nomes).toEqual(expect.arrayContaining(['Irradia Sistema', 'Empresa do Cliente']));
  });

  it('contadores de usuários e empresas criados hoje', async () => {
    const antes = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/usuarios_dia', headers: como(admin, sistema) })
    ).json() as {
      data: { hoje: number; total: number };
    };
    await criarPessoa(t);
    const depois = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/usuarios_dia', headers: como(admin, sistema) })
    ).json() as {
      data: { hoje: number; total: number };
    };
    expect(depois.data.hoje).toBe(antes.data.hoje + 1);
    expect(depois.data.total).toBe(antes.data.total + 1);
    // An account created yesterday counts in the total, not today.
    await t.database.query(
      sql`update usuarios set criado_em = now() - interval '2 days' where email like 'p%'`,
    );
    const ontem = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/usuarios_dia', headers: como(admin, sistema) })
    ).json() as {
      data: { hoje: number; total: number };
    };
    expect(ontem.data.total).toBe(depois.data.total);
    expect(ontem.data.hoje).toBeLessThan(depois.data.hoje);
    const empresas = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/empresas',
      headers: como(admin, sistema),
    });
    expect(empresas.json()).toMatchObject({ data: { hoje: expect.any(Number), total: expect.any(Number) } });
  });

  it('o dia começa à meia-noite de Brasília', () => {
    expect(inicioDoDiaBrasil(new Date('2026-11-22T02:30:00Z')).toISOString()).toBe(
      '2026-11-21T03:00:00.000Z',
    );
    expect(inicioDoDiaBrasil(new Date('2026-11-22T03:30:00Z')).toISOString()).toBe(
      '2026-11-22T03:00:00.000Z',
    );
  });

  it('acessar como usuário abre a conta dele e fica registrado', async () => {
    const alvo = await criarPessoa(t, 'Suporte Alvo');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/usuarios/access/${alvo.uuid}`,
      headers: como(admin, sistema),
    });
    expect(res.statusCode).toBe(200);
    const token = (res.json() as { auth: { token: string } }).auth.token;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/usuarios/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ data: { uuid: alvo.uuid } });
    const [audit] = await t.database.query<{ n: number }>(sql`select count(*)::int as n from acessos_como`);
    expect(audit?.n).toBe(1);
    const outroAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/usuarios/access/${admin.uuid}`,
      headers: como(admin, sistema),
    });
    expect(outroAdmin.statusCode).toBe(403);
  });

  it('quem não é do sistema não vê nada disso', async () => {
    const dono = await criarPessoa(t);
    const empresa = await criarEmpresa(t, dono);
    for (const url of [
      '/api/usuarios',
      '/api/dashboard/usuarios_dia',
      '/api/dashboard/empresas',
      `/api/usuarios/access/${admin.uuid}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: como(dono, empresa) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url, headers: como(dono) })).statusCode).toBe(403);
    }
  });
});
