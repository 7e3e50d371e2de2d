import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

/** Structured JSON logs (pino); every request line carries `reqId`. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.senha', '*.token'],
      censor: '[oculto]',
    },
  };
}

/** The message of the one line each answered request writes. */
const MENSAGEM_REQUISICAO = 'requisição';

/**
 * Fastify's request lines, one per answered request (method, path without its query string — it may
 * carry a token —, status, ms) instead of an "incoming" and a "completed" line.
 */
export class UmaLinhaPorRequisicao extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    erro: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const linha = {
      metodo: request.method,
      rota: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (erro) reply.log.error({ ...linha, err: erro }, MENSAGEM_REQUISICAO);
    else reply.log.info(linha, MENSAGEM_REQUISICAO);
  }
}

export type FormatoLog = 'json' | 'texto';

/**
 * JSON where a machine reads the log (not a terminal, or LOG_FORMAT=json); a short human line on a
 * terminal (`npm start`, `npm run demo`), unless LOG_FORMAT says otherwise.
 */
export function formatoDoLog(escolhido: FormatoLog | undefined, terminal: boolean): FormatoLog {
  return escolhido ?? (terminal ? 'texto' : 'json');
}

const NIVEIS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'AVISO',
  50: 'ERRO',
  60: 'FATAL',
};

const hora = (ms: unknown) => new Date(typeof ms === 'number' ? ms : Date.now()).toTimeString().slice(0, 8);

/** One pino record (already redacted) as a terminal line: `12:03:04 GET /api/usinas 200 12 ms`. */
function linhaDeTerminal(registro: Record<string, unknown>): string {
  if (registro.msg === MENSAGEM_REQUISICAO) {
    return `${hora(registro.time)} ${registro.metodo} ${registro.rota} ${registro.status} ${registro.ms} ms\n`;
  }
  const nivel = NIVEIS[Number(registro.level)] ?? 'INFO';
  const erro = registro.err as { message?: string; stack?: string } | undefined;
  const detalhe = erro ? `\n${erro.stack ?? erro.message ?? ''}` : '';
  return `${hora(registro.time)} ${nivel} ${String(registro.msg ?? '')}${detalhe}\n`;
}

/** Where pino writes: stdout as is for JSON, or each record turned into a terminal line. */
export function destinoDoLog(
  formato: FormatoLog,
  saida: NodeJS.WritableStream = process.stdout,
): DestinationStream {
  if (formato === 'json') return { write: (linha: string) => saida.write(linha) };
  return {
    write(linha: string) {
      try {
        saida.write(linhaDeTerminal(JSON.parse(linha) as Record<string, unknown>));
      } catch {
        saida.write(linha);
      }
    },
  };
}
