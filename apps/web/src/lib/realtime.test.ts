import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AssinaturaTransmit, CanaisRealtime, type ClienteTransmit } from './realtime.ts';

// A stand-in for @adonisjs/transmit-client's Transmit (the third-party client; the server test runs
// the real one): records create/delete calls and lets the test drive the connection state.
class ClienteFalso implements ClienteTransmit {
  readonly eventos = new Map<string, Array<() => void>>();
  readonly criadas: string[] = [];
  readonly apagadas: string[] = [];
  readonly handlers = new Map<string, Set<(p: unknown) => void>>();
  fechado = false;

  subscription(channel: string): AssinaturaTransmit {
    const self = this;
    let criada = false;
    return {
      async create() {
        self.criadas.push(channel);
        criada = true;
      },
      async delete() {
        self.apagadas.push(channel);
        criada = false;
      },
      onMessage<T>(fn: (p: T) => void) {
        const set = self.handlers.get(channel) ?? new Set();
        self.handlers.set(channel, set);
        set.add(fn as (p: unknown) => void);
        return () => set.delete(fn as (p: unknown) => void);
      },
      get isCreated() {
        return criada;
      },
    };
  }
  on(evento: string, fn: () => void) {
    this.eventos.set(evento, [...(this.eventos.get(evento) ?? []), fn]);
  }
  close() {
    this.fechado = true;
  }
  emitir(evento: string) {
    for (const fn of this.eventos.get(evento) ?? []) fn();
  }
  publicar(channel: string, payload: unknown) {
    for (const fn of this.handlers.get(channel) ?? []) fn(payload);
  }
}

let cliente: ClienteFalso;
let canais: CanaisRealtime;
beforeEach(() => {
  vi.useFakeTimers();
  cliente = new ClienteFalso();
  canais = new CanaisRealtime(() => cliente);
});
afterEach(() => vi.useRealTimers());

describe('CanaisRealtime (spec §4, §9)', () => {
  it('conta os ouvintes por canal e assina uma vez só', async () => {
    const parar1 = canais.ouvir('usuarios/u1', () => {});
    const parar2 = canais.ouvir('usuarios/u1', () => {});
    cliente.emitir('connected');
    await vi.advanceTimersByTimeAsync(100);
    expect(cliente.criadas).toEqual(['usuarios/u1']);
    parar1();
    await vi.advanceTimersByTimeAsync(1000);
    expect(cliente.apagadas).toEqual([]);
    parar2();
    await vi.advanceTimersByTimeAsync(1000);
    expect(cliente.apagadas).toEqual(['usuarios/u1']);
  });

  it('tenta assinar a cada 100 ms até o stream conectar', async () => {
    canais.ouvir('empresas/e1', () => {});
    expect(canais.estado).toBe('connecting');
    await vi.advanceTimersByTimeAsync(300);
    expect(cliente.criadas).toEqual([]);
    cliente.emitir('connected');
    expect(canais.estado).toBe('connected');
    await vi.advanceTimersByTimeAsync(99);
    expect(cliente.criadas).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(cliente.criadas).toEqual(['empresas/e1']);
  });

  it('cancela a assinatura 500 ms depois do último ouvinte sair; quem volta antes mantém a assinatura', async () => {
    const parar = canais.ouvir('usuarios/u1', () => {});
    cliente.emitir('connected');
    await vi.advanceTimersByTimeAsync(100);
    expect(cliente.criadas).toEqual(['usuarios/u1']);
    parar();
    await vi.advanceTimersByTimeAsync(499);
    expect(cliente.apagadas).toEqual([]);
    // A screen re-mounting within the delay keeps the subscription.
    const parar2 = canais.ouvir('usuarios/u1', () => {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(cliente.apagadas).toEqual([]);
    expect(cliente.criadas).toEqual(['usuarios/u1']);
    parar2();
    await vi.advanceTimersByTimeAsync(500);
    expect(cliente.apagadas).toEqual(['usuarios/u1']);
  });

  it('entrega as mensagens em lotes a cada 500 ms, na ordem', async () => {
    const recebidas: unknown[] = [];
    canais.ouvir('usuarios/u1', (p) => recebidas.push(p));
    cliente.emitir('connected');
    await vi.advanceTimersByTimeAsync(100);
    cliente.publicar('usuarios/u1', 1);
    await vi.advanceTimersByTimeAsync(200);
    cliente.publicar('usuarios/u1', 2);
    expect(recebidas).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(recebidas).toEqual([1, 2]);
    cliente.publicar('usuarios/u1', 3);
    await vi.advanceTimersByTimeAsync(500);
    expect(recebidas).toEqual([1, 2, 3]);
  });

  it('avisa a reconexão depois de uma queda (para buscar o que se perdeu) e expõe os estados', async () => {
    const reconectou = vi.fn();
    const estados: string[] = [];
    canais.observar(() => estados.push(canais.estado));
    canais.aoReconectar(reconectou);
    canais.ouvir('usuarios/u1', () => {});
    cliente.emitir('connected');
    expect(reconectou).not.toHaveBeenCalled();
    cliente.emitir('disconnected');
    cliente.emitir('reconnecting');
    cliente.emitir('connected');
    expect(reconectou).toHaveBeenCalledTimes(1);
    expect(estados).toEqual(['connecting', 'connected', 'disconnected', 'reconnecting', 'connected']);
  });

  it('reiniciar fecha a conexão; o próximo ouvinte abre outra', async () => {
    canais.ouvir('usuarios/u1', () => {});
    cliente.emitir('connected');
    const primeiro = cliente;
    canais.reiniciar();
    expect(primeiro.fechado).toBe(true);
    expect(canais.estado).toBe('initializing');
    cliente = new ClienteFalso();
    canais.ouvir('usuarios/u2', () => {});
    cliente.emitir('connected');
    await vi.advanceTimersByTimeAsync(100);
    expect(cliente.criadas).toEqual(['usuarios/u2']);
  });

  it('sem EventSource (cliente não criado), nada quebra e nada é assinado', async () => {
    const semCliente = new CanaisRealtime(() => null);
    const parar = semCliente.ouvir('usuarios/u1', () => {});
    await vi.advanceTimersByTimeAsync(1000);
    parar();
    await vi.advanceTimersByTimeAsync(1000);
    expect(semCliente.estado).toBe('initializing');
  });
});
