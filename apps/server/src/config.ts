// Over 400 lines: every environment variable, its parsing and the typed Config, in the one place that reads process.env.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { chavePublicaSungrow } from './connectors/makers/sungrow/chave-publica.ts';

// The one place that reads process.env (DESIGN: "Config is parsed once").

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3333),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json, or texto (a short line per request); unset: texto on a terminal, json otherwise. */
  LOG_FORMAT: z.enum(['json', 'texto']).optional(),
  WEB_DIST: optionalString,
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  WORKERS: z.enum(['true', 'false']).default('true'),
  PRODUCT_NAME: z.string().default('Irradia'),
  SENTRY_DSN: optionalUrl,
  SENTRY_WEB_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOGIN_PER_EMAIL: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RECOVER_PER_IP: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_RECOVER_PER_EMAIL: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_PUBLIC_PER_MINUTE: z.coerce.number().int().positive().default(300),
  // Proxies whose X-Forwarded-For is believed: addresses or ranges (comma-separated), or true/false.
  TRUST_PROXY: z.string().trim().default('loopback,linklocal,uniquelocal'),
  ADMIN_EMAILS: z.string().default(''),
  CEP_BRASILAPI_URL: z.url().default('https://brasilapi.com.br/api/cep/v1'),
  CEP_VIACEP_URL: z.url().default('https://viacep.com.br/ws'),
  CEP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Irradia <nao-responda@irradia.local>'),
  APP_KEY: optionalString,
  GROWATT_URL: z.url().default('https://openapi.growatt.com/'),
  SUNGROW_URL: z.url().default('https://gateway.isolarcloud.com.hk'),
  SOLIS_URL: z.url().default('https://www.soliscloud.com:13333'),
  FOXESS_URL: z.url().default('https://www.foxesscloud.com'),
  AUXSOL_URL: z.url().default('https://eu.auxsolcloud.com/auxsol-api'),
  // Comma-separated: the client tries each region in turn at login and keeps the one that answers.
  SAJ_URL: z
    .string()
    .default(
      'https://iop.saj-electric.com/dev-api,https://eop.saj-electric.com/dev-api,https://op.saj-electric.cn/dev-api',
    ),
  LIVOLTEK_URL: z
    .string()
    .default('https://api.livoltek-portal.com:8081,https://api-eu.livoltek-portal.com:8081'),
  SOLPLANET_URL: z.url().default('https://internation-pro-cloud.solplanet.net/api'),
  SOLARMAN_URL: z.url().default('https://globalapi.solarmanpv.com'),
  CHINTPOWER_URL: z.url().default('https://monitor.chintpowersystems.com:8443'),
  // Comma-separated where the maker has regional hosts: the client tries each in turn at login.
  HUAWEI_URL: z
    .string()
    .default(
      'https://la5.fusionsolar.huawei.com,https://intl.fusionsolar.huawei.com,https://eu5.fusionsolar.huawei.com',
    ),
  // Huawei's Northbound limits (one call a minute per interface): the client paces itself unless
  // `off`, which only simulators that enforce no limits ask for (demo, API tests).
  HUAWEI_PACING: z.enum(['nbi', 'off']).default('nbi'),
  // The cross-login answers with the account's regional API host, which later calls use.
  GOODWE_URL: z.url().default('https://www.semsportal.com'),
  // The newer SEMS+ login, tried when the legacy cross-login refuses the account.
  GOODWE_SEMSPLUS_URL: z.url().default('https://semsplus.goodwe.com'),
  // Brazilian accounts live in the Americas data centre: it comes first.
  DEYE_URL: z
    .string()
    .default('https://us1-developer.deyecloud.com/v1.0,https://eu1-developer.deyecloud.com/v1.0'),
  HOYMILES_URL: z.url().default('https://neapi.hoymiles.com'),
  APSYSTEMS_URL: z.url().default('https://api.apsystemsema.com:9282'),
  SOLAX_URL: z.url().default('https://global.solaxcloud.com'),
  FRONIUS_URL: z.url().default('https://api.solarweb.com/swqapi'),
  // Utilities' customer portals with an invoice client (issue 9); tests point them at simulators.
  ENEL_SP_URL: z.url().default('https://exp-portalsp-pro.de-c1.eu1.cloudhub.io'),
  CELESC_URL: z.url().default('https://conecte.celesc.com.br'),
  COPEL_URL: z.url().default('https://www.copel.com'),
  CEMIG_URL: z.url().default('https://www.atendimento.cemig.com.br'),
  // Unset: the key iSolarCloud's web app publishes. A key that does not load stops start-up here,
  // with the others' problems, instead of every Sungrow call failing later as "não respondeu".
  SUNGROW_RSA_PUBLIC_KEY: optionalString.transform((v, ctx) => {
    try {
      return chavePublicaSungrow(v);
    } catch (err) {
      ctx.addIssue({
        code: 'custom',
        message:
          `chave pública RSA do Sungrow inválida: ${(err as Error).message}. Informe o PEM ou o base64 ` +
          '(padrão ou URL-safe) da chave, ou deixe vazia para usar a chave publicada do app web ' +
          '(Sungrow RSA public key: give PEM or base64, or leave it empty for the published key)',
      });
      return z.NEVER;
    }
  }),
  PORTAL_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  PORTAL_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  PORTAL_CONCURRENCY: z.coerce.number().int().positive().default(4),
  JOBS_CONCURRENCY: z.coerce.number().int().positive().max(32).default(4),
  POLL_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  POLL_SPREAD_MS: z.coerce.number().int().min(0).default(60_000),
  STATUS_OFFLINE_AFTER_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(3 * 3_600_000),
  STATUS_MIN_RATIO: z.coerce.number().min(0).max(1).default(0.5),
  STATUS_LOW_DAYS: z.coerce.number().int().min(1).max(30).default(1),
  PERFORMANCE_RATIO: z.coerce.number().gt(0).max(1).default(0.8),
  CO2_KG_POR_KWH: z.coerce.number().min(0).default(0.0385),
  CO2_KG_POR_ARVORE: z.coerce.number().positive().default(60),
  IMPORT_HISTORY_MONTHS: z.coerce.number().int().min(0).max(60).default(12),
  JOBS_POLL_MS: z.coerce.number().int().positive().default(1000),
  JOBS_LOCK_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  JOBS_BACKOFF_MS: z.coerce.number().int().positive().default(30_000),
  // Finished jobs are deleted after these many days; failed ones are kept longer (decision 020).
  JOBS_RETENTION_DAYS: z.coerce.number().positive().default(7),
  JOBS_FAILED_RETENTION_DAYS: z.coerce.number().positive().default(30),
  REALTIME_PING_MS: z.coerce.number().int().positive().default(25_000),
  // Sessions and company standing cached in process this long (issue 28); 0 turns it off.
  ACCESS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  REALTIME_SUBSCRIBE_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  // Invoices by e-mail (issue 20): the SMTP listener is off unless a port is set (0: any free port).
  SMTP_INBOUND_PORT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  INBOUND_MAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
      'informe um domínio (ex.: faturas.exemplo.com.br)',
    )
    .default('faturas.irradia.local'),
  INBOUND_MAIL_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  INBOUND_MAIL_PER_HOUR: z.coerce.number().int().positive().default(60),
  // Payment gateway (decision 041): without the token and the webhook secret, no gateway.
  MERCADOPAGO_ACCESS_TOKEN: optionalString,
  MERCADOPAGO_WEBHOOK_SECRET: optionalString,
  MERCADOPAGO_BASE_URL: z.url().default('https://api.mercadopago.com'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  /** Unset: decided by whether stdout is a terminal (platform/logger.ts). */
  logFormat: 'json' | 'texto' | undefined;
  webDist: string;
  shutdownTimeoutMs: number;
  /** Whether this instance runs the background jobs, polling and sweeps (false: API only). */
  workers: boolean;
  productName: string;
  version: string;
  sentry: { serverDsn: string | undefined; webDsn: string | undefined; environment: string };
  googleClientId: string | undefined;
  google: { clientSecret: string | undefined; jwksUrl: string; tokenUrl: string };
  /** Per IP: sign-up, login and Google sign-in per 15 min, recovery per hour, other public routes per minute. */
  rateLimits: {
    loginPerIp: number;
    loginPerEmail: number;
    recoverPerIp: number;
    recoverPerEmail: number;
    publicPerMinute: number;
  };
  /** Fastify's trustProxy: which peers may tell the client address (X-Forwarded-For). */
  trustProxy: boolean | string;
  /** Accounts with these e-mails are system administrators (they bootstrap the sistema company). */
  adminEmails: string[];
  /** CEP providers, tried in order, each with its own timeout. */
  cep: { brasilApiUrl: string; viaCepUrl: string; timeoutMs: number };
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadMaxBytes: number;
  /** How long a session and a company standing stay cached in process (0: off). */
  accessCacheTtlMs: number;
  /**
   * Invoices by e-mail: the SMTP listener's port (undefined: off), the domain of the companies'
   * addresses, the largest message and the messages per company per hour it accepts.
   */
  inboundMail: { port: number | undefined; domain: string; maxBytes: number; perHour: number };
  /** Key of the secrets at rest (base64, 32 bytes); generated into DATA_DIR/app.key when unset. */
  appKey: string | undefined;
  /** Base URLs of the utilities' portals that have an invoice client. */
  concessionarias: { enelSp: string; celesc: string; copel: string; cemig: string };
  /** Base URLs of the makers' clouds (tests and the demo point them at the simulators). */
  portais: {
    growattUrl: string;
    sungrowUrl: string;
    solisUrl: string;
    foxessUrl: string;
    auxsolUrl: string;
    sajUrl: string;
    livoltekUrl: string;
    solplanetUrl: string;
    solarmanUrl: string;
    chintpowerUrl: string;
    huaweiUrl: string;
    /** Whether the Huawei client keeps to the Northbound call frequencies (HUAWEI_PACING). */
    huaweiRitmo: 'nbi' | 'off';
    goodweUrl: string;
    goodweSemsPlusUrl: string;
    deyeUrl: string;
    hoymilesUrl: string;
    apsystemsUrl: string;
    solaxUrl: string;
    froniusUrl: string;
    /** iSolarCloud web app's RSA public key (SPKI PEM): SUNGROW_RSA_PUBLIC_KEY or the published one. */
    sungrowChavePublica: string;
    timeoutMs: number;
    /** Per maker: calls per minute across instances, calls in flight per instance. */
    porMinuto: number;
    simultaneas: number;
  };
  /** Months of daily history an import backfills. */
  importacao: { mesesDeHistorico: number };
  /** How often each portal account is refreshed. */
  sincronizacao: { intervaloMs: number; espalharMs: number };
  /** Environmental equivalences of the plant report (docs/decisions/006-monitoring.md). */
  relatorio: { co2KgPorKwh: number; co2KgPorArvore: number };
  /** Plant status thresholds (docs/decisions/006-monitoring.md). */
  status: { semDadosMs: number; razaoMinima: number; diasAbaixo: number; performanceRatio: number };
  /** The job queue; finished and failed jobs are deleted after their retention (decision 020). */
  jobs: {
    pollMs: number;
    lockMs: number;
    backoffMs: number;
    concorrencia: number;
    retencaoMs: number;
    retencaoFalhasMs: number;
  };
  /** Transmit streams: ping interval; how long a subscribe waits for the instance holding the stream. */
  realtime: { pingMs: number; subscribeTimeoutMs: number };
  /** Mercado Pago (decision 041); null when the token or the webhook secret is missing. */
  mercadoPago: { accessToken: string; webhookSecret: string; baseUrl: string } | null;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const serverRoot = resolve(import.meta.dirname, '..');

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(resolve(serverRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

function confiarEmProxy(v: string): boolean | string {
  return v === 'true' || v === 'false' ? v === 'true' : v;
}

/** Parses the environment; start-up fails listing every invalid variable at once. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: resolve(e.WEB_DIST ?? resolve(serverRoot, '../web/dist')),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    workers: e.WORKERS === 'true',
    productName: e.PRODUCT_NAME,
    version: readVersion(),
    sentry: {
      serverDsn: e.SENTRY_DSN,
      webDsn: e.SENTRY_WEB_DSN ?? e.SENTRY_DSN,
      environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    },
    googleClientId: e.GOOGLE_CLIENT_ID,
    google: {
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      jwksUrl: e.GOOGLE_JWKS_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
    },
    cep: {
      brasilApiUrl: e.CEP_BRASILAPI_URL.replace(/\/$/, ''),
      viaCepUrl: e.CEP_VIACEP_URL.replace(/\/$/, ''),
      timeoutMs: e.CEP_TIMEOUT_MS,
    },
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
    rateLimits: {
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginPerEmail: e.RATE_LIMIT_LOGIN_PER_EMAIL,
      recoverPerIp: e.RATE_LIMIT_RECOVER_PER_IP,
      recoverPerEmail: e.RATE_LIMIT_RECOVER_PER_EMAIL,
      publicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    },
    trustProxy: confiarEmProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    accessCacheTtlMs: e.ACCESS_CACHE_TTL_MS,
    inboundMail: {
      port: e.SMTP_INBOUND_PORT,
      domain: e.INBOUND_MAIL_DOMAIN,
      maxBytes: e.INBOUND_MAIL_MAX_BYTES,
      perHour: e.INBOUND_MAIL_PER_HOUR,
    },
    appKey: e.APP_KEY,
    concessionarias: { enelSp: e.ENEL_SP_URL, celesc: e.CELESC_URL, copel: e.COPEL_URL, cemig: e.CEMIG_URL },
    portais: {
      growattUrl: e.GROWATT_URL,
      sungrowUrl: e.SUNGROW_URL,
      solisUrl: e.SOLIS_URL,
      foxessUrl: e.FOXESS_URL,
      auxsolUrl: e.AUXSOL_URL,
      sajUrl: e.SAJ_URL,
      livoltekUrl: e.LIVOLTEK_URL,
      solplanetUrl: e.SOLPLANET_URL,
      solarmanUrl: e.SOLARMAN_URL,
      chintpowerUrl: e.CHINTPOWER_URL,
      huaweiUrl: e.HUAWEI_URL,
      huaweiRitmo: e.HUAWEI_PACING,
      goodweUrl: e.GOODWE_URL,
      goodweSemsPlusUrl: e.GOODWE_SEMSPLUS_URL,
      deyeUrl: e.DEYE_URL,
      hoymilesUrl: e.HOYMILES_URL,
      apsystemsUrl: e.APSYSTEMS_URL,
      solaxUrl: e.SOLAX_URL,
      froniusUrl: e.FRONIUS_URL,
      sungrowChavePublica: e.SUNGROW_RSA_PUBLIC_KEY,
      timeoutMs: e.PORTAL_TIMEOUT_MS,
      porMinuto: e.PORTAL_CALLS_PER_MINUTE,
      simultaneas: e.PORTAL_CONCURRENCY,
    },
    importacao: { mesesDeHistorico: e.IMPORT_HISTORY_MONTHS },
    sincronizacao: { intervaloMs: e.POLL_INTERVAL_MS, espalharMs: e.POLL_SPREAD_MS },
    relatorio: { co2KgPorKwh: e.CO2_KG_POR_KWH, co2KgPorArvore: e.CO2_KG_POR_ARVORE },
    status: {
      semDadosMs: e.STATUS_OFFLINE_AFTER_MS,
      razaoMinima: e.STATUS_MIN_RATIO,
      diasAbaixo: e.STATUS_LOW_DAYS,
      performanceRatio: e.PERFORMANCE_RATIO,
    },
    jobs: {
      pollMs: e.JOBS_POLL_MS,
      lockMs: e.JOBS_LOCK_MS,
      backoffMs: e.JOBS_BACKOFF_MS,
      concorrencia: e.JOBS_CONCURRENCY,
      retencaoMs: e.JOBS_RETENTION_DAYS * 86_400_000,
      retencaoFalhasMs: e.JOBS_FAILED_RETENTION_DAYS * 86_400_000,
    },
    realtime: { pingMs: e.REALTIME_PING_MS, subscribeTimeoutMs: e.REALTIME_SUBSCRIBE_TIMEOUT_MS },
    mercadoPago:
      e.MERCADOPAGO_ACCESS_TOKEN && e.MERCADOPAGO_WEBHOOK_SECRET
        ? {
            accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
            webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET,
            baseUrl: e.MERCADOPAGO_BASE_URL.replace(/\/$/, ''),
          }
        : null,
  };
}
