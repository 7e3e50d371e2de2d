import { Transmit } from '@adonisjs/transmit-client';
import { EventSource } from 'eventsource';

// The published @adonisjs/transmit-client, unchanged, with an EventSource for Node: how the tests
// listen to Irradia's real-time channels as the browser does (reference/transmit-protocol.md).

type Status = 'connected' | 'disconnected' | 'reconnecting';

export function cliente(base: string, token: string | null, uid?: string) {
  const falhas: number[] = [];
  const auth = (req: Request) => {
    if (token) req.headers.set('Authorization', `Bearer ${token}`);
  };
  const transmit = new Transmit({
    baseUrl: base,
    ...(uid ? { uidGenerator: () => uid } : {}),
    eventSourceFactory: (url, options) =>
      new EventSource(String(url), options) as unknown as globalThis.EventSource,
    beforeSubscribe: auth,
    beforeUnsubscribe: auth,
    onSubscribeFailed: (res: Response) => falhas.push(res.status),
  });
  const conectado = new Promise<void>((resolve) => transmit.on('connected' as Status, () => resolve()));
  return { transmit, falhas, conectado };
}

/** Collects a channel's messages; `proxima()` waits for the next one. */
export function ouvir(sub: { onMessage<T>(fn: (p: T) => void): () => void }) {
  const recebidas: unknown[] = [];
  let avisar: (() => void) | null = null;
  sub.onMessage((p) => {
    recebidas.push(p);
    avisar?.();
  });
  return {
    recebidas,
    proxima: (ms = 15_000) =>
      new Promise<unknown>((resolve, reject) => {
        const n = recebidas.length;
        const t = setTimeout(() => reject(new Error('nenhuma mensagem')), ms);
        avisar = () => {
          if (recebidas.length > n) {
            clearTimeout(t);
            resolve(recebidas[n]);
          }
        };
      }),
  };
}
