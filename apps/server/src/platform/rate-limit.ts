import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';

/**
 * Fixed-window counters for abuse limits (login, recovery, Google sign-in), per IP and per e-mail.
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
      if (w.count > max) throw new AppError('MUITAS_TENTATIVAS');
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisRateLimiter(redis: Redis, prefix = 'irradia:rl:'): RateLimiter {
  return {
    async hit(key, max, windowMs) {
      const k = prefix + key;
      const count = await redis.incr(k);
      if (count === 1) await redis.pexpire(k, windowMs);
      if (count > max) throw new AppError('MUITAS_TENTATIVAS');
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
