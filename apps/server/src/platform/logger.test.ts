import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import { destinoDoLog, formatoDoLog, loggerOptions } from './logger.ts';

/** A stream that keeps what the logger wrote. */
function saida() {
  const linhas: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      linhas.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, linhas };
}

describe('log do servidor', () => {
  it('num terminal escreve uma linha curta por requisição; fora dele, ou com LOG_FORMAT=json, JSON', () => {
    expect(formatoDoLog(undefined, true)).toBe('texto');
    expect(formatoDoLog(undefined, false)).toBe('json');
    expect(formatoDoLog('json', true)).toBe('json');
    expect(formatoDoLog('texto', false)).toBe('texto');
  });

  it.each([
    ['texto', /^\d{2}:\d{2}:\d{2} GET \/api\/health 200 \d+ ms$/],
    ['json', /^\{.*"msg":"requisição".*\}$/],
  ] as const)('formato %s: uma só linha por requisição, sem a query string', async (formato, forma) => {
    const { stream, linhas } = saida();
    const t = await createTestApp({ log: pino(loggerOptions('info'), destinoDoLog(formato, stream)) });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health?token=segredo-na-url' });
      expect(res.statusCode).toBe(200);
      const daRequisicao = linhas.filter((l) => l.includes('/api/health'));
      expect(daRequisicao).toHaveLength(1);
      expect(daRequisicao[0]).toMatch(forma);
      expect(linhas.join('\n')).not.toContain('segredo-na-url');
      if (formato === 'json') {
        const registro = JSON.parse(daRequisicao[0] ?? '{}');
        expect(registro).toMatchObject({ metodo: 'GET', rota: '/api/health', status: 200 });
        expect(registro.reqId).toBeTruthy();
      }
    } finally {
      await t.close();
    }
  });

  it('no terminal, um erro sai com o nível e a pilha', () => {
    const { stream, linhas } = saida();
    const log = pino(loggerOptions('info'), destinoDoLog('texto', stream));
    log.error({ err: new Error('banco fora do ar') }, 'falha ao sincronizar');
    expect(linhas[0]).toMatch(/^\d{2}:\d{2}:\d{2} ERRO falha ao sincronizar$/);
    expect(linhas[1]).toBe('Error: banco fora do ar');
  });
});
