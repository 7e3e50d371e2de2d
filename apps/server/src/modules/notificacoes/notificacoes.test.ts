import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let dona: Pessoa;
let carla: Pessoa;
let empresa: { uuid: string; nome: string };
beforeAll(async () => {
  t = await createTestApp();
  dona = await criarPessoa(t, 'Dona');
  carla = await criarPessoa(t, 'Carla');
  empresa = await criarEmpresa(t, dona);
});
afterAll(() => t.close());

interface Lista {
  data: Array<{
    uuid: string;
    tipo: string;
    titulo: string;
    lida: boolean;
    link: string | null;
    empresa: unknown;
  }>;
  meta: { total: number; unread: number; per_page: number; last_page: number };
}
const listar = async (p: Pessoa, qs = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/notificacoes${qs}`, headers: como(p) })).json() as Lista;

async function convidar(nome: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/funcionarios',
    headers: como(dona, empresa),
    payload: { nome, email: carla.email },
  });
  expect(res.statusCode).toBe(201);
}

describe('/api/notificacoes', () => {
  it('um convite para a equipe notifica quem já tem conta; usuarios/me traz a primeira página', async () => {
    await convidar('Carla');
    const lista = await listar(carla);
    expect(lista.meta).toMatchObject({ total: 1, unread: 1 });
    expect(lista.data[0]).toMatchObject({
      tipo: 'convite_equipe',
      titulo: `Convite para a equipe de ${empresa.nome}`,
      lida: false,
      link: '/',
      empresa: { uuid: empresa.uuid },
    });
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/usuarios/me', headers: como(carla) })
    ).json() as {
      data: { notificacoes: Lista };
    };
    expect(me.data.notificacoes.meta).toMatchObject({ total: 1, unread: 1, per_page: 10 });
    expect(me.data.notificacoes.data[0]?.tipo).toBe('convite_equipe');
    // Nobody else sees it.
    expect((await listar(dona)).meta.total).toBe(0);
  });

  it('marca uma como lida e de novo como não lida; marca todas; apaga; de outra pessoa: 404', async () => {
    const outra = await criarPessoa(t, 'Outra');
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'DELETE',
        url: '/api/usuarios',
        headers: como(outra),
        payload: { email: outra.email },
      });
    }
    // Scheduling twice notifies once.
    expect((await listar(outra)).meta.total).toBe(1);
    const [n] = (await listar(outra)).data;
    const lida = await t.app.inject({
      method: 'PATCH',
      url: `/api/notificacoes/${n?.uuid}`,
      headers: como(outra),
      payload: { lida: true },
    });
    expect(lida.statusCode).toBe(200);
    expect(lida.json()).toMatchObject({ data: { lida: true }, meta: { unread: 0 } });
    expect((await listar(outra, '?nao_lidas=1')).meta.total).toBe(0);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/notificacoes/${n?.uuid}`,
      headers: como(outra),
      payload: { lida: false },
    });
    expect((await listar(outra)).meta.unread).toBe(1);

    const alheia = await t.app.inject({
      method: 'PATCH',
      url: `/api/notificacoes/${n?.uuid}`,
      headers: como(carla),
      payload: { lida: true },
    });
    expect(alheia.statusCode).toBe(404);
    expect(alheia.json()).toEqual({ message: 'Notificação não encontrada' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/notificacoes/${n?.uuid}`, headers: como(carla) }))
        .statusCode,
    ).toBe(404);

    const todas = await t.app.inject({
      method: 'POST',
      url: '/api/notificacoes/lidas',
      headers: como(outra),
    });
    expect(todas.json()).toEqual({ data: { marcadas: 1 }, meta: { unread: 0 } });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notificacoes/${n?.uuid}`,
      headers: como(outra),
    });
    expect(del.statusCode).toBe(204);
    expect((await listar(outra)).meta.total).toBe(0);
  });

  it('paginação: as mais novas primeiro', async () => {
    const p = await criarPessoa(t, 'Paginada');
    for (const nome of ['A', 'B', 'C']) {
      const e = await criarEmpresa(t, p, { nome: `Empresa ${nome}` });
      await t.app.inject({
        method: 'POST',
        url: '/api/funcionarios',
        headers: como(p, e),
        payload: { nome: 'Carla', email: carla.email },
      });
    }
    const pagina = await listar(carla, '?limit=2');
    expect(pagina.meta).toMatchObject({ total: 4, per_page: 2, last_page: 2 });
    expect(pagina.data[0]?.titulo).toBe('Convite para a equipe de Empresa C');
  });

  it('sem sessão: 401; corpo inválido: 422', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notificacoes' })).statusCode).toBe(401);
    const [n] = (await listar(carla)).data;
    const r = await t.app.inject({
      method: 'PATCH',
      url: `/api/notificacoes/${n?.uuid}`,
      headers: como(carla),
      payload: { lida: 'talvez' },
    });
    expect(r.statusCode).toBe(422);
  });
});
