import { describe, expect, it } from 'vitest';
import { type Bus, createMemoryBus, createRedisBus } from './bus.ts';

const redisUrl = process.env.REDIS_URL;

function nextMessage(bus: Bus, channel: string): Promise<{ payload: unknown; off: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('nenhuma mensagem em 3 s')), 3000);
    let off: () => Promise<void> = async () => {};
    void bus
      .subscribe(channel, (payload) => {
        clearTimeout(timer);
        resolve({ payload, off });
      })
      .then((fn) => {
        off = fn;
      });
  });
}

describe('barramento em processo', () => {
  it('entrega ao assinante do canal e só a ele', async () => {
    const bus = createMemoryBus();
    const seen: unknown[] = [];
    const offOther = await bus.subscribe('empresas/b', (p) => seen.push(['b', p]));
    const off = await bus.subscribe('empresas/a', (p) => seen.push(['a', p]));
    await bus.publish('empresas/a', { status: 'online' });
    await off();
    await bus.publish('empresas/a', { status: 'erro' });
    expect(seen).toEqual([['a', { status: 'online' }]]);
    await offOther();
    await bus.close();
  });
});

describe.runIf(Boolean(redisUrl))('barramento Redis', () => {
  it('uma mensagem publicada por uma instância chega a outra', async () => {
    const a = await createRedisBus(redisUrl as string, `irradia-teste-${process.pid}:`);
    const b = await createRedisBus(redisUrl as string, `irradia-teste-${process.pid}:`);
    try {
      const received = nextMessage(b, 'usuarios/123');
      // Give the SUBSCRIBE a moment to reach Redis before publishing from the other side.
      await new Promise((r) => setTimeout(r, 50));
      await a.publish('usuarios/123', { titulo: 'Importação concluída' });
      const { payload, off } = await received;
      expect(payload).toEqual({ titulo: 'Importação concluída' });
      await off();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
if (!redisUrl) console.info('[barramento] REDIS_URL não definido: o teste com Redis foi pulado.');
