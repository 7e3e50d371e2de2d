import { randomUUID } from 'node:crypto';
import { Transmit } from '@adonisjs/transmit-client';
import { canalUsuario } from '@irradia/shared/realtime/canais';
import { sql } from 'drizzle-orm';
import { EventSource } from 'eventsource';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { contasPortal } from '../src/db/schema/index.ts';
import { agendarSincronizacoes } from '../src/modules/sincronizacao/sincronizacao.service.ts';
import { enfileirar, type Fila, iniciarFila, type TipoDeTarefa } from '../src/platform/jobs.ts';
import { createRedisRateLimiter } from '../src/platform/rate-limit.ts';
import { createRedisBus } from '../src/platform/realtime/bus.ts';
import { transmitir } from '../src/platform/realtime/transmit.ts';
import { criarEmpresa, criarPessoa } from './factories.ts';
import { createTestApp, databaseUrl, redisUrl, type TestApp } from './helpers.ts';
import { withDatabase } from './postgres-admin.ts';

// Two server instances as main.ts builds them for PostgreSQL + Redis (each its own pool, Redis
// bus and Redis rate limiter) on one database: what one does, the other honours.

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function ate(condicao: () => Promise<boolean> | boolean, ms = 30_000) {
  const limite = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > limite) throw new Error('a condição não aconteceu a tempo');
    await espera(20);
  }
}

describe.runIf(databaseUrl && redisUrl)('duas instâncias num PostgreSQL e num Redis', () => {
  const prefixo = `irradia-test-${randomUUID()}:`;
  let redisA: Redis;
  let redisB: Redis;
  let a: TestApp;
  let b: TestApp;
  let bancoB: Database;
  let baseA: string;
  let baseB: string;
  const filas: Fila[] = [];

  beforeAll(async () => {
    const url = redisUrl as string;
    redisA = new Redis(url, { maxRetriesPerRequest: 3 });
    redisB = new Redis(url, { maxRetriesPerRequest: 3 });
    const env = { RATE_LIMIT_LOGIN_PER_EMAIL: '3' };
    a = await createTestApp({
      env,
      bus: await createRedisBus(url, prefixo),
      deps: { limiter: createRedisRateLimiter(redisA, `${prefixo}rl:`) },
    });
    // B opens its own pool on A's database, as a second process would.
    const [banco] = await a.database.query<{ nome: string }>(sql`select current_database() as nome`);
    bancoB = await openDatabase({ databaseUrl: withDatabase(databaseUrl as string, banco?.nome ?? '') });
    b = await createTestApp({
      env,
      database: bancoB,
      bus: await createRedisBus(url, prefixo),
      deps: { limiter: createRedisRateLimiter(redisB, `${prefixo}rl:`) },
    });
    baseA = await a.app.listen({ host: '127.0.0.1', port: 0 });
    baseB = await b.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const f of filas) void f.parar();
    await b?.close();
    await bancoB?.close();
    await a?.close();
    await redisA?.quit();
    await redisB?.quit();
  });

  const chamar = (base: string, method: string, caminho: string, token?: string, body?: unknown) =>
    fetch(`${base}${caminho}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('a sessão criada em A vale em B; sair em B derruba a sessão em A', async () => {
    const ana = await criarPessoa(a, 'Ana');
    const me = await chamar(baseB, 'GET', '/api/usuarios/me', ana.token);
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(ana.uuid);
    expect((await chamar(baseB, 'POST', '/api/usuarios/logout', ana.token)).status).toBe(204);
    // The API's answer for a revoked token (spec: "Sessão não encontrada").
    const depois = await chamar(baseA, 'GET', '/api/usuarios/me', ana.token);
    expect(depois.status).toBe(404);
    expect(await depois.json()).toMatchObject({ message: 'Sessão não encontrada. Entre novamente' });
    expect((await chamar(baseB, 'GET', '/api/usuarios/me', ana.token)).status).toBe(404);
  });

  it('o que A publica chega a quem está conectado em B', async () => {
    const bia = await criarPessoa(a, 'Bia');
    const auth = (req: Request) => req.headers.set('Authorization', `Bearer ${bia.token}`);
    const transmit = new Transmit({
      baseUrl: baseB,
      eventSourceFactory: (url, options) =>
        new EventSource(String(url), options) as unknown as globalThis.EventSource,
      beforeSubscribe: auth,
      beforeUnsubscribe: auth,
    });
    try {
      const recebidas: unknown[] = [];
      const sub = transmit.subscription(canalUsuario(bia.uuid));
      sub.onMessage((m) => recebidas.push(m));
      await sub.create();
      await transmitir(a.ctx, canalUsuario(bia.uuid), { via: 'instância A' });
      await ate(() => recebidas.length > 0);
      expect(recebidas).toEqual([{ via: 'instância A' }]);
      expect(b.app.transmit.totalStreams).toBe(1);
      expect(a.app.transmit.totalStreams).toBe(0);
    } finally {
      transmit.close();
    }
  });

  it('a fila rodando nas duas executa cada tarefa exatamente uma vez, dividindo o trabalho', async () => {
    const feitas = new Map<number, string[]>();
    let bComecou: () => void = () => {};
    const bFezUma = new Promise<void>((r) => {
      bComecou = r;
    });
    const tipo = (inst: 'A' | 'B'): TipoDeTarefa<{ n: number }> => ({
      async executar(t) {
        feitas.set(t.dados.n, [...(feitas.get(t.dados.n) ?? []), inst]);
        // A holds its lanes until B took one: B is certain to have its share.
        if (inst === 'A') await bFezUma;
        else bComecou();
        await espera(5);
      },
    });
    const opcoes = { pollMs: 20, lockMs: 60_000, backoffMs: 1000, concorrencia: 3 };
    const total = 40;
    for (let n = 0; n < total; n++) await enfileirar(a.ctx, 'contagem', { n });
    const filaA = iniciarFila(a.ctx, { contagem: tipo('A') }, opcoes);
    const filaB = iniciarFila(b.ctx, { contagem: tipo('B') }, opcoes);
    filas.push(filaA, filaB);
    filaA.iniciar();
    filaB.iniciar();
    const concluidas = async () =>
      (
        await a.database.query<{ n: number }>(
          sql`select count(*)::int as n from tarefas where tipo = 'contagem' and status = 'concluida'`,
        )
      )[0]?.n;
    await ate(async () => (await concluidas()) === total);
    await Promise.all([filaA.parar(), filaB.parar()]);
    expect([...feitas.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: total }, (_, n) => n));
    expect([...feitas.values()].filter((quem) => quem.length !== 1)).toEqual([]);
    const quem = new Set([...feitas.values()].flat());
    expect(quem).toEqual(new Set(['A', 'B']));
  });

  it('a tarefa de uma instância que morreu é retomada uma vez pela outra quando o bloqueio expira', async () => {
    const execucoes: string[] = [];
    const opcoes = { pollMs: 20, lockMs: 400, backoffMs: 1000 };
    // A takes the job and never finishes it (its process is gone; its lock is not renewed).
    const filaA = iniciarFila(
      a.ctx,
      {
        importa: {
          executar: () => {
            execucoes.push('A');
            return new Promise<void>(() => {});
          },
        },
      },
      opcoes,
    );
    await enfileirar(a.ctx, 'importa', { conta: 1 });
    filaA.iniciar();
    await ate(() => execucoes.length === 1);
    // Stopped taking work: it only "finishes" the job it holds, which never ends.
    void filaA.parar();
    const filaB = iniciarFila(b.ctx, { importa: { executar: async () => void execucoes.push('B') } }, opcoes);
    filas.push(filaB);
    filaB.iniciar();
    const linha = async () =>
      (
        await a.database.query<{ status: string; tentativas: number }>(
          sql`select status, tentativas from tarefas where tipo = 'importa'`,
        )
      )[0];
    await ate(async () => (await linha())?.status === 'concluida');
    await filaB.parar();
    expect(execucoes).toEqual(['A', 'B']);
    expect(await linha()).toEqual({ status: 'concluida', tentativas: 2 });
  });

  it('o agendamento rodando nas duas ao mesmo tempo cria uma tarefa por conta, sem dobrar', async () => {
    const dono = await criarPessoa(a, 'Dono');
    const empresa = await criarEmpresa(a, dono);
    const [e] = await a.database.query<{ id: number }>(
      sql`select id from empresas where uuid = ${empresa.uuid}`,
    );
    const fabs = await a.database.query<{ id: number }>(sql`select id from fabricantes order by id`);
    const contas = 25;
    await a.ctx.db.insert(contasPortal).values(
      Array.from({ length: contas }, (_, n) => ({
        empresaId: e?.id ?? 0,
        fabricanteId: fabs[n % fabs.length]?.id ?? 0,
        login: `conta${n}@exemplo.com.br`,
        senhaCifrada: a.ctx.secrets.cifrar('segredo'),
      })),
    );
    for (let rodada = 0; rodada < 3; rodada++)
      await Promise.all([agendarSincronizacoes(a.ctx), agendarSincronizacoes(b.ctx)]);
    const [r] = await a.database.query<{ tarefas: number; contas: number }>(
      sql`select count(*)::int as tarefas, count(distinct dados->>'conta')::int as contas
          from tarefas where tipo = 'sincronizacao'`,
    );
    expect(r).toEqual({ tarefas: contas, contas });
  });

  it('o limite de tentativas de login soma as duas instâncias', async () => {
    const caio = await criarPessoa(a, 'Caio');
    const errada = { email: caio.email, password: 'errada-123' };
    // Wrong password: 400 "E-mail ou senha incorretos" until the shared count runs out.
    expect((await chamar(baseA, 'POST', '/api/usuarios/login', undefined, errada)).status).toBe(400);
    expect((await chamar(baseB, 'POST', '/api/usuarios/login', undefined, errada)).status).toBe(400);
    expect((await chamar(baseA, 'POST', '/api/usuarios/login', undefined, errada)).status).toBe(400);
    // The fourth try, on either instance, is over the limit of three — even with the right password.
    const certa = await chamar(baseB, 'POST', '/api/usuarios/login', undefined, {
      email: caio.email,
      password: 'senha123',
    });
    expect(certa.status).toBe(429);
    expect(await certa.json()).toMatchObject({
      message: 'Muitas tentativas. Aguarde um pouco e tente de novo',
    });
    expect((await chamar(baseA, 'POST', '/api/usuarios/login', undefined, errada)).status).toBe(429);
  });
});
