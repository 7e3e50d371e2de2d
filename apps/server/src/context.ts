import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { criarCacheDeAcesso } from './platform/cache-de-acesso.ts';
import type { AppContext } from './platform/context.ts';
import { criarEventos } from './platform/eventos.ts';
import { criarLimites } from './platform/limites.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { createMemoryRateLimiter, type RateLimiter } from './platform/rate-limit.ts';
import type { Bus } from './platform/realtime/bus.ts';
import { carregarChave, createSecrets } from './platform/secrets.ts';
import { createDiskStorage } from './platform/storage.ts';

export interface ContextDeps {
  config: Config;
  database: Database;
  bus: Bus;
  log: FastifyBaseLogger;
  mailer?: Mailer;
  limiter?: RateLimiter;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

/** Assembles the adapters from config, in one place (DESIGN: "every adapter is chosen … in one place"). */
export function createAppContext(deps: ContextDeps): AppContext {
  const { config } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    config,
    database: deps.database,
    db: deps.database.db,
    bus: deps.bus,
    log: deps.log,
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
        log: deps.log,
      }),
    storage: createDiskStorage(join(config.dataDir, 'files')),
    secrets: createSecrets(carregarChave(config.appKey, config.dataDir)),
    limiter: deps.limiter ?? createMemoryRateLimiter(),
    eventos: criarEventos(),
    limites: criarLimites(),
    acesso: criarCacheDeAcesso({ bus: deps.bus, ttlMs: config.accessCacheTtlMs, now }),
    now,
    sleep: deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
  };
}
