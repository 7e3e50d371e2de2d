import { ZFilaResposta } from '@irradia/shared/tarefas/tarefas.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enfileirar } from '../src/platform/jobs.ts';
import { criarFila } from '../src/workers.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import { createTestApp, type TestApp } from './helpers.ts';

// GET /api/health/fila: the sistema company sees the job queue's counts per kind.
let t: TestApp;
let admin: Pessoa;
let sistema: { uuid: string };

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'raiz@fila.com.br' } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/usuarios',
    payload: { nome: 'Administração', email: 'raiz@fila.com.br', password: 'raiz1234', termos: true },
  });
  if (res.statusCode !== 201) throw new Error(`cadastro: ${res.statusCode} ${res.body}`);
  const body = res.json() as { auth: { token: string }; user: { uuid: string } };
  admin = { token: body.auth.token, uuid: body.user.uuid, email: 'raiz@fila.com.br', nome: 'Administração' };
  sistema = await criarEmpresa(t, admin, { nome: 'Irradia Sistema', tipo: 'sistema' });
});
afterAll(() => t.close());

describe('GET /api/health/fila', () => {
  it('sistema vê, por tipo, as pendentes, em execução, falhas e concluídas das últimas 24 h', async () => {
    // A sweep that runs now (done), and an import waiting for its turn.
    await enfileirar(t.ctx, 'varredura_frescor', {});
    await criarFila(t.ctx).drenar();
    await enfileirar(t.ctx, 'importacao', { importacao: 0 }, { atrasoMs: 60_000 });
    const res = await t.app.inject({ method: 'GET', url: '/api/health/fila', headers: como(admin, sistema) });
    expect(res.statusCode).toBe(200);
    const { data } = ZFilaResposta.parse(res.json());
    expect(data).toEqual([
      { tipo: 'importacao', pendentes: 1, executando: 0, falhas_24h: 0, concluidas_24h: 0 },
      { tipo: 'varredura_frescor', pendentes: 0, executando: 0, falhas_24h: 0, concluidas_24h: 1 },
    ]);
  });

  it('outra empresa (integrador) não vê; sem sessão, 401', async () => {
    const dono = await criarPessoa(t, 'Integrador');
    const empresa = await criarEmpresa(t, dono);
    const negada = await t.app.inject({
      method: 'GET',
      url: '/api/health/fila',
      headers: como(dono, empresa),
    });
    expect(negada.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/fila' })).statusCode).toBe(401);
  });
});
