import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuração', () => {
  it('roda sem nenhuma variável: porta 3333, PGlite em ./data, barramento em processo', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3333);
    expect(c.dataDir).toBe(resolve('data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.appUrl).toBe('http://localhost:3333');
    expect(c.shutdownTimeoutMs).toBe(10_000);
    expect(c.workers).toBe(true);
    expect(c.sentry.serverDsn).toBeUndefined();
  });

  it('lê PORT, DATA_DIR, DATABASE_URL e REDIS_URL', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/irradia',
      DATABASE_URL: 'postgres://u@db:5432/irradia',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/tmp/irradia',
      databaseUrl: 'postgres://u@db:5432/irradia',
      redisUrl: 'redis://cache:6379',
      appUrl: 'http://localhost:8080',
    });
  });

  it('WORKERS=false: instância só de API (as tarefas rodam nas instâncias com workers)', () => {
    expect(loadConfig({ WORKERS: 'false' }).workers).toBe(false);
    expect(() => loadConfig({ WORKERS: 'talvez' })).toThrow(ConfigError);
  });

  it('retenção da fila: 7 dias para concluídas e 30 para falhas, ou os dias dados', () => {
    expect(loadConfig({}).jobs).toMatchObject({
      retencaoMs: 7 * 86_400_000,
      retencaoFalhasMs: 30 * 86_400_000,
    });
    const c = loadConfig({ JOBS_RETENTION_DAYS: '2', JOBS_FAILED_RETENTION_DAYS: '90' });
    expect(c.jobs).toMatchObject({ retencaoMs: 2 * 86_400_000, retencaoFalhasMs: 90 * 86_400_000 });
    expect(() => loadConfig({ JOBS_RETENTION_DAYS: '0' })).toThrow(ConfigError);
  });

  it('trata variável vazia como ausente', () => {
    expect(loadConfig({ DATABASE_URL: '', SENTRY_DSN: '  ' }).databaseUrl).toBeUndefined();
  });

  it('e-mail de faturas: desligado sem SMTP_INBOUND_PORT; domínio em minúsculas; limites com padrão', () => {
    expect(loadConfig({}).inboundMail).toEqual({
      port: undefined,
      domain: 'faturas.irradia.local',
      maxBytes: 20 * 1024 * 1024,
      perHour: 60,
    });
    expect(loadConfig({ SMTP_INBOUND_PORT: ' ' }).inboundMail.port).toBeUndefined();
    const c = loadConfig({ SMTP_INBOUND_PORT: '2525', INBOUND_MAIL_DOMAIN: 'Faturas.Exemplo.com.BR' });
    expect(c.inboundMail).toMatchObject({ port: 2525, domain: 'faturas.exemplo.com.br' });
    expect(() => loadConfig({ INBOUND_MAIL_DOMAIN: 'faturas@exemplo' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_INBOUND_PORT: '70000' })).toThrow(ConfigError);
  });

  it('lista todos os problemas de uma vez', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'não é url', LOG_LEVEL: 'verbose' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });
});
