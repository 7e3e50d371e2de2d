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

  it('trata variável vazia como ausente', () => {
    expect(loadConfig({ DATABASE_URL: '', SENTRY_DSN: '  ' }).databaseUrl).toBeUndefined();
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
