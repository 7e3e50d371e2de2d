import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/** A per-IP budget: `max` requests per `janelaMs`. Routes of one `grupo` share one count. */
export interface Limite {
  max: number;
  janelaMs: number;
  grupo?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Budget of a public route per IP; without it the default public budget applies. */
    limite?: Limite;
  }
}

/** 429 with the catalogue message and how long to wait (Retry-After, in seconds). */
class LimiteExcedido extends AppError {
  constructor(retryAfterMs: number) {
    super('MUITAS_TENTATIVAS');
    this.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  }
}

/**
 * Fixed-window counters for abuse limits (public routes per IP; login and recovery per e-mail).
 * In memory on one instance; in Redis when REDIS_URL is set so every instance shares the count.
 */
export interface RateLimiter {
  /** Counts one hit on `key`; throws 429 once `max` hits happened inside `windowMs`. */
  hit(key: string, max: number, windowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, max, windowMs) {
      const t = now();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > max) throw new LimiteExcedido(w.resetAt - t);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// Count and expiry in one step: a key can never be left without its expiry.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {c, ttl}`;

export function createRedisRateLimiter(redis: Redis, prefix = 'irradia:rl:'): RateLimiter {
  return {
    async hit(key, max, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      if (count > max) throw new LimiteExcedido(ttl);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

const MINUTO = 60_000;

/** Every public route's budget per IP (docs/decisions/009-seguranca.md). */
export function limites(config: Config) {
  const { loginPerIp, recoverPerIp, publicPerMinute } = config.rateLimits;
  return {
    /** /api/health, /api/config, /api/usuarios/me and any public route without its own. */
    publico: { max: publicPerMinute, janelaMs: MINUTO },
    /** Images in lists (avatars, logos): one page may ask for many at once. */
    arquivos: { max: publicPerMinute * 2, janelaMs: MINUTO },
    cadastro: { max: loginPerIp, janelaMs: 15 * MINUTO },
    entrar: { max: loginPerIp, janelaMs: 15 * MINUTO },
    google: { max: loginPerIp, janelaMs: 15 * MINUTO, grupo: 'google' },
    recuperar: { max: recoverPerIp, janelaMs: 60 * MINUTO },
    redefinir: { max: recoverPerIp * 3, janelaMs: 60 * MINUTO },
  } satisfies Record<string, Limite>;
}

/**
 * Applies a per-IP budget to every route declared `acesso: 'publico'`: its `config.limite`, or the
 * default public one. Runs before the session is looked up, so a flood costs one counter each.
 */
export function installPublicRateLimits(app: FastifyInstance, limiter: RateLimiter, padrao: Limite): void {
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config?.acesso !== 'publico') return;
    const limite = config.limite ?? padrao;
    // HEAD is the GET without a body: one count for both.
    const metodo = request.method === 'HEAD' ? 'GET' : request.method;
    const chave = limite.grupo ?? `${metodo} ${request.routeOptions.url}`;
    await limiter.hit(`publico:${chave}:${request.ip}`, limite.max, limite.janelaMs);
  });
}
