import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { CacheDeAcesso } from './cache-de-acesso.ts';
import type { Eventos } from './eventos.ts';
import type { Limites } from './limites.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Bus } from './realtime/bus.ts';
import type { Secrets } from './secrets.ts';
import type { Storage } from './storage.ts';

/** The adapters every service receives, chosen once from config at start-up. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  bus: Bus;
  mailer: Mailer;
  storage: Storage;
  /** Encrypts portal and utility passwords at rest. */
  secrets: Secrets;
  limiter: RateLimiter;
  /** Domain events between modules (automations listen). */
  eventos: Eventos;
  /** Plan limits, checked before a plant or a person is added (decision 041). */
  limites: Limites;
  /** Sessions and company standing cached in process; invalidated through the bus (issue 28). */
  acesso: CacheDeAcesso;
  log: FastifyBaseLogger;
  /** Injected clock so expiry rules are testable without waiting. */
  now: () => Date;
  /** Waits on the same clock as `now` (tests that move the clock resolve at once). */
  sleep: (ms: number) => Promise<void>;
}
