import { request as httpRequest, type IncomingMessage } from 'node:http';
import { canalEmpresa, canalUsuario } from '@irradia/shared/realtime/canais';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { cliente, ouvir } from '../../../test/transmit-de-teste.ts';
import { createRedisBus } from './bus.ts';
import { CANAL_PING, transmitir } from './transmit.ts';

// The published @adonisjs/transmit-client, unchanged, against Irradia's server (spec §7), with an
// EventSource for Node. Reference: ../shared/reference/transmit-protocol.md.

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

function post(base: string, caminho: string, body: unknown, token?: string) {
  return fetch(`${base}${caminho}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** Opens a raw stream and returns its response and everything read so far. */
function streamBruto(base: string, uid: string) {
  return new Promise<{ res: IncomingMessage; lido: () => string; fechar: () => void }>((resolve, reject) => {
    let texto = '';
    const req = httpRequest(`${base}/__transmit/events?uid=${uid}`, (res) => {
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        texto += c;
      });
      res.on('error', () => {});
      resolve({ res, lido: () => texto, fechar: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Waits for a condition, with a bound generous enough for a busy machine. */
async function ate(cond: () => boolean | Promise<boolean>, ms = 15_000) {
  const fim = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > fim) throw new Error('tempo esgotado');
    await espera(10);
  }
}

describe('Transmit com o cliente publicado', () => {
  let t: TestApp;
  let base: string;
  let ana: Pessoa;
  let bruno: Pessoa;
  beforeAll(async () => {
    t = await createTestApp({ env: { REALTIME_PING_MS: '200' } });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    ana = await criarPessoa(t, 'Ana');
    bruno = await criarPessoa(t, 'Bruno');
  });
  afterAll(() => t.close());

  it('conecta, assina, recebe o que foi publicado, cancela e deixa de receber', async () => {
    const { transmit, conectado } = cliente(base, ana.token);
    await conectado;
    // A second channel on the same stream: once its message arrives, anything published before it
    // on the cancelled channel would have arrived too (one stream keeps the order).
    const empresa = await criarEmpresa(t, ana);
    const subMarcador = transmit.subscription(canalEmpresa(empresa.uuid));
    const marcador = ouvir(subMarcador);
    await subMarcador.create();
    const sub = transmit.subscription(canalUsuario(ana.uuid));
    const msgs = ouvir(sub);
    await sub.create();
    expect(sub.isCreated).toBe(true);

    const chegou = msgs.proxima();
    await transmitir(t.ctx, canalUsuario(ana.uuid), { ola: 'mundo', linhas: 'a\nb' });
    expect(await chegou).toEqual({ ola: 'mundo', linhas: 'a\nb' });

    await sub.delete();
    expect(sub.isDeleted).toBe(true);
    await transmitir(t.ctx, canalUsuario(ana.uuid), { depois: true });
    const fim = marcador.proxima();
    await transmitir(t.ctx, canalEmpresa(empresa.uuid), 'marcador');
    expect(await fim).toBe('marcador');
    expect(msgs.recebidas).toEqual([{ ola: 'mundo', linhas: 'a\nb' }]);
    transmit.close();
  });

  it('uma notificação criada pelo serviço chega no canal do usuário', async () => {
    const { transmit, conectado } = cliente(base, bruno.token);
    await conectado;
    const sub = transmit.subscription(canalUsuario(bruno.uuid));
    const msgs = ouvir(sub);
    await sub.create();
    const chegou = msgs.proxima();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/usuarios',
      headers: como(bruno),
      payload: { email: bruno.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await chegou).toMatchObject({
      tipo: 'notificacao',
      unread: 1,
      notificacao: { tipo: 'exclusao_agendada', titulo: 'Exclusão da conta agendada', lida: false },
    });
    transmit.close();
  });

  it('canal de outro usuário, de empresa alheia ou desconhecido: recusado (400); sem token: 401', async () => {
    const { transmit, falhas, conectado } = cliente(base, ana.token);
    await conectado;
    const alheia = await criarEmpresa(t, bruno);
    const propria = await criarEmpresa(t, ana);
    for (const canal of [canalUsuario(bruno.uuid), canalEmpresa(alheia.uuid), 'publico/noticias']) {
      const sub = transmit.subscription(canal);
      await sub.create();
      expect(sub.isCreated).toBe(false);
    }
    expect(falhas).toEqual([400, 400, 400]);
    const daEmpresa = transmit.subscription(canalEmpresa(propria.uuid));
    await daEmpresa.create();
    expect(daEmpresa.isCreated).toBe(true);

    const anonimo = cliente(base, null);
    await anonimo.conectado;
    await anonimo.transmit.subscription(canalUsuario(ana.uuid)).create();
    expect(anonimo.falhas).toEqual([401]);
    anonimo.transmit.close();
    transmit.close();
  });

  it('o uid é de quem assinou primeiro: o token de outra pessoa não assina nem cancela nele', async () => {
    const uid = crypto.randomUUID();
    const { transmit, conectado } = cliente(base, ana.token, uid);
    await conectado;
    const sub = transmit.subscription(canalUsuario(ana.uuid));
    const msgs = ouvir(sub);
    await sub.create();

    const roubo = await post(
      base,
      '/__transmit/subscribe',
      { uid, channel: canalUsuario(bruno.uuid) },
      bruno.token,
    );
    expect(roubo.status).toBe(400);
    const cancelar = await post(
      base,
      '/__transmit/unsubscribe',
      { uid, channel: canalUsuario(ana.uuid) },
      bruno.token,
    );
    expect(cancelar.status).toBe(400);
    const chegou = msgs.proxima();
    await transmitir(t.ctx, canalUsuario(ana.uuid), 'ainda aqui');
    expect(await chegou).toBe('ainda aqui');
    await transmitir(t.ctx, canalUsuario(bruno.uuid), 'segredo');
    // Published after the secret on a channel the stream does listen to: once it is here, the
    // secret would have been too.
    const fim = msgs.proxima();
    await transmitir(t.ctx, canalUsuario(ana.uuid), 'marcador');
    expect(await fim).toBe('marcador');
    expect(msgs.recebidas).toEqual(['ainda aqui', 'marcador']);
    transmit.close();
  });

  it('no fio: cabeçalhos, ":ok", uma linha data por mensagem e ping em $$transmit/ping', async () => {
    const uid = crypto.randomUUID();
    const s = await streamBruto(base, uid);
    expect(s.res.statusCode).toBe(200);
    expect(s.res.headers['content-type']).toBe('text/event-stream');
    expect(s.res.headers['cache-control']).toContain('no-cache');
    expect(s.res.headers['x-accel-buffering']).toBe('no');
    expect(s.res.headers['x-request-id']).toBeTruthy();
    expect(
      (await post(base, '/__transmit/subscribe', { uid, channel: canalUsuario(ana.uuid) }, ana.token)).status,
    ).toBe(204);
    await transmitir(t.ctx, canalUsuario(ana.uuid), null);
    // Over Redis the message may come after the first ping: wait for both, in either order.
    await ate(
      () => s.lido().includes(CANAL_PING) && s.lido().includes(`"channel":"${canalUsuario(ana.uuid)}"`),
    );
    expect(s.lido().startsWith(':ok\n\n')).toBe(true);
    expect(s.lido()).toContain(`data: {"channel":"${canalUsuario(ana.uuid)}","payload":null}\n\n`);
    expect(s.lido()).toContain('data: {"channel":"$$transmit/ping","payload":{}}\n\n');
    s.fechar();
  });

  it('uid ou corpo inválidos: 400; uid sem stream: 400; cancelar uid sem stream: 204', async () => {
    const bad = await fetch(`${base}/__transmit/events?uid=${encodeURIComponent('a b')}`);
    expect(bad.status).toBe(400);
    expect((await post(base, '/__transmit/subscribe', { uid: 'x' }, ana.token)).status).toBe(400);
    expect(
      (await post(base, '/__transmit/subscribe', { uid: 'x', channel: 'usuarios/*' }, ana.token)).status,
    ).toBe(400);
    const semStream = { uid: crypto.randomUUID(), channel: canalUsuario(ana.uuid) };
    expect((await post(base, '/__transmit/subscribe', semStream, ana.token)).status).toBe(400);
    expect((await post(base, '/__transmit/unsubscribe', semStream, ana.token)).status).toBe(204);
  });

  it('um stream novo com o mesmo uid sobrevive ao fechamento tardio do antigo', async () => {
    const uid = crypto.randomUUID();
    const antigo = await streamBruto(base, uid);
    const novo = await streamBruto(base, uid);
    const conexoes = () =>
      new Promise<number>((res, rej) => t.app.server.getConnections((e, n) => (e ? rej(e) : res(n))));
    const abertas = await conexoes();
    antigo.fechar();
    // The server has seen the old stream's socket close before the new one is used.
    await ate(async () => (await conexoes()) < abertas);
    const r = await post(base, '/__transmit/subscribe', { uid, channel: canalUsuario(ana.uuid) }, ana.token);
    expect(r.status).toBe(204);
    await transmitir(t.ctx, canalUsuario(ana.uuid), 'para o novo');
    await ate(() => novo.lido().includes('para o novo'));
    novo.fechar();
  });
});

describe.skipIf(!process.env.REDIS_URL)('duas instâncias num Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let ana: Pessoa;
  let empresaDaAna: { uuid: string };
  beforeAll(async () => {
    const url = process.env.REDIS_URL as string;
    const prefixo = `irradia-test-${crypto.randomUUID()}:`;
    a = await createTestApp({ bus: await createRedisBus(url, prefixo) });
    b = await createTestApp({ database: a.database, bus: await createRedisBus(url, prefixo) });
    baseA = await a.app.listen({ host: '127.0.0.1', port: 0 });
    baseB = await b.app.listen({ host: '127.0.0.1', port: 0 });
    ana = await criarPessoa(a, 'Ana Redis');
    empresaDaAna = await criarEmpresa(a, ana);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('o que uma instância publica chega a quem está conectado na outra', async () => {
    const { transmit, conectado } = cliente(baseB, ana.token);
    await conectado;
    const sub = transmit.subscription(canalUsuario(ana.uuid));
    const msgs = ouvir(sub);
    await sub.create();
    const chegou = msgs.proxima();
    await transmitir(a.ctx, canalUsuario(ana.uuid), { via: 'instância A' });
    expect(await chegou).toEqual({ via: 'instância A' });
    expect(b.app.transmit.totalStreams).toBe(1);
    expect(a.app.transmit.totalStreams).toBe(0);
    transmit.close();
  });

  it('uma assinatura que cai na outra instância vale, sem sessão fixa; um uid roubado é recusado lá também', async () => {
    const uid = crypto.randomUUID();
    const s = await streamBruto(baseB, uid);
    const outra = await criarPessoa(a, 'Outra');
    const r = await post(baseA, '/__transmit/subscribe', { uid, channel: canalUsuario(ana.uuid) }, ana.token);
    expect(r.status).toBe(204);
    const daEmpresa = { uid, channel: canalEmpresa(empresaDaAna.uuid) };
    expect((await post(baseA, '/__transmit/subscribe', daEmpresa, ana.token)).status).toBe(204);
    await transmitir(a.ctx, canalUsuario(ana.uuid), 'cruzou');
    await ate(() => s.lido().includes('cruzou'));
    const roubo = await post(
      baseA,
      '/__transmit/subscribe',
      { uid, channel: canalUsuario(outra.uuid) },
      outra.token,
    );
    expect(roubo.status).toBe(400);
    const cancel = await post(
      baseA,
      '/__transmit/unsubscribe',
      { uid, channel: canalUsuario(ana.uuid) },
      ana.token,
    );
    expect(cancel.status).toBe(204);
    await transmitir(a.ctx, canalUsuario(ana.uuid), 'não chega');
    // Published after it, on a channel the stream keeps: once it is here, the other would be too.
    await transmitir(a.ctx, canalEmpresa(empresaDaAna.uuid), 'marcador');
    await ate(() => s.lido().includes('marcador'));
    expect(s.lido()).not.toContain('não chega');
    s.fechar();
  });
});
