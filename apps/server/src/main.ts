import { join } from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createAppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { iniciarRecepcao } from './modules/faturas/caixa-de-entrada.recepcao.ts';
import { flushErrorReporting, initErrorReporting } from './platform/error-reporting.ts';
import { destinoDoLog, formatoDoLog, loggerOptions } from './platform/logger.ts';
import { createRedisRateLimiter } from './platform/rate-limit.ts';
import { createBus } from './platform/realtime/bus.ts';
import { startWorkers } from './workers.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  initErrorReporting({
    dsn: config.sentry.serverDsn,
    environment: config.sentry.environment,
    release: config.version,
  });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
  });
  await migrate(database);
  const bus = await createBus(config.redisUrl);
  const log = pino(
    loggerOptions(config.logLevel),
    destinoDoLog(formatoDoLog(config.logFormat, process.stdout.isTTY === true)),
  );
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const ctx = createAppContext({
    config,
    database,
    bus,
    log,
    limiter: redis ? createRedisRateLimiter(redis) : undefined,
  });
  const app = await buildApp(ctx);
  // WORKERS=false: an API-only instance; the jobs run on the instances started with workers.
  const workers = config.workers ? startWorkers(ctx) : { stop: async () => {} };
  // Invoices by e-mail: only where SMTP_INBOUND_PORT is set (every instance may listen: the
  // addresses, the inbox and the hourly limits live in the database).
  const smtpPort = config.inboundMail.port;
  const smtp = smtpPort === undefined ? undefined : await iniciarRecepcao(ctx, smtpPort);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    try {
      await smtp?.fechar();
      await workers.stop();
      await app.close();
      await bus.close();
      await redis?.quit();
      ctx.mailer.close();
      await database.close();
      await flushErrorReporting();
      app.log.info('bye');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: database.kind,
      bus: bus.kind,
      workers: config.workers,
      url: `${config.appUrl}/app`,
      smtp: smtp ? { port: smtp.porta, domain: config.inboundMail.domain } : 'off',
    },
    `${config.productName} ${config.version} pronto em ${config.appUrl}/app`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
