import type { LoggerOptions } from 'pino';

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
