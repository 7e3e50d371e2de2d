import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createRedisBus } from '../src/platform/realtime/bus.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import { createTestApp, databaseUrl, redisUrl, type TestApp } from './helpers.ts';
import { withDatabase } from './postgres-admin.ts';

// Issue 28: sessions and company standing are cached in each instance; a change acknowledged by
// one instance is seen by the very next request on any other. Two real apps on one database,
// sharing the bus: in memory (one process) and, where the servers are set, over Redis.

type Metodo = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const pedir = (t: TestApp, method: Metodo, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });

/** Counts the statements the app sends to its database while `fn` runs. */
async function consultasDurante(database: Database, fn: () => Promise<unknown>): Promise<number> {
  const alvo = (database.pglite ?? database.pool) as unknown as { query: (...a: unknown[]) => unknown };
  const original = alvo.query;
  let n = 0;
  alvo.query = function (this: unknown, ...args: unknown[]) {
    n += 1;
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    alvo.query = original;
  }
  return n;
}

function casos(instancias: () => { a: TestApp; b: TestApp }) {
  let dono: Pessoa;
  let empresa: { uuid: string };
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    ({ a, b } = instancias());
    dono = await criarPessoa(a, 'Dona');
    empresa = await criarEmpresa(a, dono);
  });

  async function cargo(permissoes: string[]) {
    const s = await pedir(a, 'POST', '/api/setores', como(dono, empresa), {
      nome: `Setor ${randomUUID().slice(0, 6)}`,
    });
    const c = await pedir(a, 'POST', '/api/cargos', como(dono, empresa), {
      nome: `Cargo ${randomUUID().slice(0, 6)}`,
      setor: (s.json() as { data: { uuid: string } }).data.uuid,
      permissoes,
    });
    expect(c.statusCode).toBe(201);
    return {
      uuid: (c.json() as { data: { uuid: string } }).data.uuid,
      setor: (s.json() as { data: { uuid: string } }).data.uuid,
    };
  }

  /** Someone hired with `cargoUuid` who accepted, with B's cache warm for them (two requests). */
  async function contratado(cargoUuid: string) {
    const p = await criarPessoa(a, 'Técnico');
    const f = await pedir(a, 'POST', '/api/funcionarios', como(dono, empresa), {
      nome: p.nome,
      email: p.email,
      cargo: cargoUuid,
    });
    const funcionario = (f.json() as { data: { uuid: string } }).data.uuid;
    expect((await pedir(a, 'POST', `/api/funcionarios/${funcionario}/aceitar`, como(p))).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 3; i++)
      expect((await pedir(b, 'GET', '/api/usinas', como(p, empresa))).statusCode).toBe(200);
    return { p, funcionario };
  }

  it('demitido em A: a próxima requisição em B já é recusada', async () => {
    const c = await cargo(['usina:view']);
    const { p, funcionario } = await contratado(c.uuid);
    expect(
      (await pedir(a, 'DELETE', `/api/funcionarios/${funcionario}`, como(dono, empresa))).statusCode,
    ).toBe(200);
    const depois = await pedir(b, 'GET', '/api/usinas', como(p, empresa));
    expect(depois.statusCode).toBe(403);
  });

  it('permissão tirada do cargo em A: a próxima requisição em B já é recusada; devolvida, volta', async () => {
    const c = await cargo(['usina:view', 'setor:view']);
    const { p } = await contratado(c.uuid);
    const tirar = await pedir(a, 'PATCH', `/api/cargos/${c.uuid}`, como(dono, empresa), {
      nome: 'Sem usinas',
      setor: c.setor,
      permissoes: ['setor:view'],
    });
    expect(tirar.statusCode).toBe(200);
    expect((await pedir(b, 'GET', '/api/usinas', como(p, empresa))).statusCode).toBe(403);
    const me = (await pedir(b, 'GET', '/api/usuarios/me', como(p, empresa))).json() as {
      data: { funcionario: { cargo: { nome: string; atribuicoes: unknown[] } } };
    };
    expect(me.data.funcionario.cargo).toEqual({
      nome: 'Sem usinas',
      atribuicoes: [{ permissao: { codigo: 'setor:view' } }],
    });
    await pedir(a, 'PATCH', `/api/cargos/${c.uuid}`, como(dono, empresa), {
      nome: 'Com usinas',
      setor: c.setor,
      permissoes: ['setor:view', 'usina:view'],
    });
    expect((await pedir(b, 'GET', '/api/usinas', como(p, empresa))).statusCode).toBe(200);
  });

  it('cargo trocado em A: B já usa o novo cargo', async () => {
    const comUsinas = await cargo(['usina:view']);
    const semUsinas = await cargo(['setor:view']);
    const { p, funcionario } = await contratado(comUsinas.uuid);
    const troca = await pedir(a, 'PATCH', `/api/funcionarios/${funcionario}`, como(dono, empresa), {
      cargo: semUsinas.uuid,
    });
    expect(troca.statusCode).toBe(200);
    expect((await pedir(b, 'GET', '/api/usinas', como(p, empresa))).statusCode).toBe(403);
    expect((await pedir(b, 'GET', '/api/setores', como(p, empresa))).statusCode).toBe(200);
  });

  it('saiu em A: o mesmo token em B já não vale', async () => {
    const p = await criarPessoa(a, 'Saída');
    for (let i = 0; i < 3; i++)
      expect((await pedir(b, 'GET', '/api/usuarios/me', como(p))).statusCode).toBe(200);
    expect((await pedir(a, 'POST', '/api/usuarios/logout', como(p))).statusCode).toBe(204);
    expect((await pedir(b, 'GET', '/api/usuarios/me', como(p))).statusCode).toBe(404);
    expect((await pedir(b, 'GET', '/api/empresas', como(p))).statusCode).toBe(401);
  });

  it('empresa excluída em A: B já recusa a empresa', async () => {
    const outra = await criarEmpresa(a, dono, { nome: 'Efêmera Solar' });
    for (let i = 0; i < 3; i++)
      expect((await pedir(b, 'GET', '/api/usinas', como(dono, outra))).statusCode).toBe(200);
    const excluir = await pedir(a, 'DELETE', `/api/empresas/${outra.uuid}`, como(dono, outra), {
      nome: 'Efêmera Solar',
    });
    expect(excluir.statusCode).toBe(204);
    expect((await pedir(b, 'GET', '/api/usinas', como(dono, outra))).statusCode).toBe(403);
  });

  it('/me: nada ao banco enquanto nada muda; duas consultas depois que uma notificação muda em A', async () => {
    const c = await cargo(['usina:view']);
    const { p } = await contratado(c.uuid);
    const me = async () => {
      let res: Awaited<ReturnType<typeof pedir>> | undefined;
      const n = await consultasDurante(b.database, async () => {
        res = await pedir(b, 'GET', '/api/usuarios/me', como(p, empresa));
      });
      expect(res?.statusCode).toBe(200);
      const corpo = res?.json() as {
        data: {
          empresa: { uuid: string };
          funcionario: { cargo: { nome: string } };
          notificacoes: { data: unknown[]; meta: { unread: number; total: number } };
        };
      };
      return { n, corpo: corpo.data };
    };
    await me();
    const quente = await me();
    expect(quente.n).toBe(0);
    // The invitation left one unread notification; reading it on A changes /me on B.
    expect(quente.corpo.notificacoes.meta).toMatchObject({ unread: 1, total: 1 });
    expect((await pedir(a, 'POST', '/api/notificacoes/lidas', como(p))).statusCode).toBe(200);
    const frio = await me();
    expect(frio.n).toBeLessThanOrEqual(2);
    expect(frio.corpo.notificacoes.meta).toMatchObject({ unread: 0, total: 1 });
    expect(frio.corpo.empresa.uuid).toBe(empresa.uuid);
    expect(frio.corpo.funcionario.cargo.nome).toMatch(/^Cargo /);
  });
}

describe('cache de acesso: duas instâncias no mesmo banco, barramento em memória', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ database: a.database, bus: a.bus });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  casos(() => ({ a, b }));
});

describe.runIf(databaseUrl && redisUrl)('cache de acesso: duas instâncias num PostgreSQL e num Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let bancoB: Database;
  beforeAll(async () => {
    const prefixo = `irradia-test-${randomUUID()}:`;
    a = await createTestApp({ bus: await createRedisBus(redisUrl as string, prefixo) });
    const [banco] = await a.database.query<{ nome: string }>(sql`select current_database() as nome`);
    bancoB = await openDatabase({ databaseUrl: withDatabase(databaseUrl as string, banco?.nome ?? '') });
    b = await createTestApp({ database: bancoB, bus: await createRedisBus(redisUrl as string, prefixo) });
  });
  afterAll(async () => {
    await b?.close();
    await bancoB?.close();
    await a?.close();
  });
  casos(() => ({ a, b }));
});
