import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * The realtime bus: what one server instance publishes reaches every instance's subscribers.
 * In-process by default; Redis pub/sub when REDIS_URL is set, so N instances share it.
 */
type BusHandler = (payload: unknown) => void;

export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once the subscription is active; returns the function that removes it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /**
   * Shared version counters (0 until first advanced), read in one round trip. Every instance on
   * the bus reads the same numbers, so a cached entry stamped with older versions is known stale.
   */
  versions(keys: readonly string[]): Promise<number[]>;
  /** Advances the counters; resolves once every instance's next `versions` sees the new values. */
  advance(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const counters = new Map<string, number>();
  return {
    kind: 'memory',
    async publish(channel, payload) {
      // Serialise like Redis would, so both adapters hand subscribers the same copies.
      const copy = JSON.parse(JSON.stringify(payload ?? null)) as unknown;
      emitter.emit(channel, copy);
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async versions(keys) {
      return keys.map((k) => counters.get(k) ?? 0);
    },
    async advance(keys) {
      for (const k of keys) counters.set(k, (counters.get(k) ?? 0) + 1);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisBus(url: string, prefix = 'irradia:'): Promise<Bus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Set<BusHandler>>();
  sub.on('message', (raw: string, message: string) => {
    const set = handlers.get(raw.slice(prefix.length));
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    for (const handler of set) handler(payload);
  });
  return {
    kind: 'redis',
    async publish(channel, payload) {
      await pub.publish(prefix + channel, JSON.stringify(payload ?? null));
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(prefix + channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(prefix + channel);
        }
      };
    },
    async versions(keys) {
      if (keys.length === 0) return [];
      const values = await pub.mget(keys.map((k) => `${prefix}v:${k}`));
      return values.map((v) => (v === null ? 0 : Number(v)));
    },
    async advance(keys) {
      if (keys.length === 0) return;
      const batch = pub.multi();
      for (const k of keys) batch.incr(`${prefix}v:${k}`);
      await batch.exec();
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

export async function createBus(redisUrl: string | undefined): Promise<Bus> {
  return redisUrl ? createRedisBus(redisUrl) : createMemoryBus();
}
