import { Transmit } from '@adonisjs/transmit-client';
import {
  REALTIME_BATCH_MS,
  REALTIME_MAX_RECONNECT_ATTEMPTS,
  REALTIME_SUBSCRIBE_RETRY_MS,
  REALTIME_UNSUBSCRIBE_DELAY_MS,
} from '@irradia/shared/constants';
import { useEffect, useRef } from 'react';
import { useAppStore } from '../stores/app-store.ts';

/** Spec §4: the states of the real-time connection. */
export type EstadoConexao = 'initializing' | 'connecting' | 'connected' | 'disconnected' | 'reconnecting';
const ESTADOS: EstadoConexao[] = ['connecting', 'connected', 'disconnected', 'reconnecting'];

/** What this layer needs of `@adonisjs/transmit-client` (its Transmit and Subscription). */
export interface ClienteTransmit {
  subscription(channel: string): AssinaturaTransmit;
  on(evento: string, fn: () => void): void;
  close(): void;
}
export interface AssinaturaTransmit {
  create(): Promise<void>;
  delete(): Promise<void>;
  onMessage<T>(fn: (payload: T) => void): () => void;
  readonly isCreated: boolean;
}

type Ouvinte = (payload: unknown) => void;

interface Canal {
  ouvintes: Set<Ouvinte>;
  assinatura: AssinaturaTransmit | null;
  pararDeOuvir: (() => void) | null;
  tentativa: ReturnType<typeof setTimeout> | null;
  saida: ReturnType<typeof setTimeout> | null;
  fila: unknown[];
  lote: ReturnType<typeof setTimeout> | null;
}

/**
 * One Transmit connection per tab, shared by every screen (spec §4/§9):
 * - listeners are counted per channel and the channel is subscribed once;
 * - a subscribe waits, retrying every 100 ms, until the stream is connected;
 * - the unsubscribe happens 500 ms after the last listener leaves (a screen that re-mounts keeps it);
 * - messages reach listeners in batches every 500 ms;
 * - subscribe failures are silent (spec §8); after a reconnect, `aoReconectar` listeners refetch
 *   what was missed (the client itself re-creates the subscriptions).
 */
export class CanaisRealtime {
  private cliente: ClienteTransmit | null = null;
  private readonly canais = new Map<string, Canal>();
  private readonly observadores = new Set<() => void>();
  private readonly reconexao = new Set<() => void>();
  private caiu = false;
  estado: EstadoConexao = 'initializing';

  constructor(private readonly criarCliente: () => ClienteTransmit | null) {}

  private conectar(): ClienteTransmit | null {
    if (this.cliente) return this.cliente;
    const cliente = this.criarCliente();
    if (!cliente) return null;
    this.cliente = cliente;
    for (const estado of ESTADOS) cliente.on(estado, () => this.mudar(estado));
    // The client reports `connecting` from its constructor, before anyone can listen.
    if (this.estado === 'initializing') this.mudar('connecting');
    return cliente;
  }

  private mudar(estado: EstadoConexao) {
    if (estado === 'disconnected' || estado === 'reconnecting') this.caiu = true;
    if (estado === 'connected' && this.caiu) {
      this.caiu = false;
      for (const fn of this.reconexao) fn();
    }
    this.estado = estado;
    for (const fn of this.observadores) fn();
  }

  observar = (fn: () => void): (() => void) => {
    this.observadores.add(fn);
    return () => {
      this.observadores.delete(fn);
    };
  };

  aoReconectar(fn: () => void): () => void {
    this.reconexao.add(fn);
    return () => {
      this.reconexao.delete(fn);
    };
  }

  /** Listens on a channel; the returned function stops listening. */
  ouvir(channel: string, ouvinte: Ouvinte): () => void {
    let canal = this.canais.get(channel);
    if (!canal) {
      canal = {
        ouvintes: new Set(),
        assinatura: null,
        pararDeOuvir: null,
        tentativa: null,
        saida: null,
        fila: [],
        lote: null,
      };
      this.canais.set(channel, canal);
    }
    canal.ouvintes.add(ouvinte);
    if (canal.saida) {
      clearTimeout(canal.saida);
      canal.saida = null;
    }
    if (!canal.assinatura && !canal.tentativa) this.assinar(channel, canal);
    const atual = canal;
    return () => {
      atual.ouvintes.delete(ouvinte);
      if (atual.ouvintes.size > 0 || atual.saida) return;
      atual.saida = setTimeout(() => this.sair(channel, atual), REALTIME_UNSUBSCRIBE_DELAY_MS);
    };
  }

  private assinar(channel: string, canal: Canal) {
    canal.tentativa = null;
    const cliente = this.conectar();
    if (!cliente || this.estado !== 'connected') {
      canal.tentativa = setTimeout(() => this.assinar(channel, canal), REALTIME_SUBSCRIBE_RETRY_MS);
      return;
    }
    const assinatura = cliente.subscription(channel);
    canal.assinatura = assinatura;
    canal.pararDeOuvir = assinatura.onMessage((payload) => this.enfileirar(canal, payload));
    assinatura.create().catch(() => {});
  }

  private enfileirar(canal: Canal, payload: unknown) {
    canal.fila.push(payload);
    if (canal.lote) return;
    canal.lote = setTimeout(() => {
      canal.lote = null;
      const fila = canal.fila.splice(0);
      for (const payload of fila) for (const ouvinte of [...canal.ouvintes]) ouvinte(payload);
    }, REALTIME_BATCH_MS);
  }

  private sair(channel: string, canal: Canal) {
    canal.saida = null;
    if (canal.ouvintes.size > 0) return;
    if (canal.tentativa) clearTimeout(canal.tentativa);
    if (canal.lote) clearTimeout(canal.lote);
    canal.pararDeOuvir?.();
    if (canal.assinatura?.isCreated) canal.assinatura.delete().catch(() => {});
    this.canais.delete(channel);
  }

  /** Ends the connection (sign-out, another user): the next listener opens a new one, with a new uid. */
  reiniciar() {
    for (const [channel, canal] of this.canais) {
      if (canal.tentativa) clearTimeout(canal.tentativa);
      if (canal.saida) clearTimeout(canal.saida);
      if (canal.lote) clearTimeout(canal.lote);
      canal.pararDeOuvir?.();
      this.canais.delete(channel);
    }
    this.cliente?.close();
    this.cliente = null;
    this.caiu = false;
    this.mudar('initializing');
  }
}

function clienteDoNavegador(): ClienteTransmit | null {
  if (typeof window === 'undefined' || typeof window.EventSource === 'undefined') return null;
  // The stream cannot carry headers; the subscribe calls carry the API's token and company.
  const autenticar = (request: Request) => {
    const { account, company } = useAppStore.getState();
    if (account.token) request.headers.set('Authorization', `Bearer ${account.token}`);
    if (company.selected?.uuid) request.headers.set('X-Company-Id', company.selected.uuid);
  };
  return new Transmit({
    baseUrl: window.location.origin,
    maxReconnectAttempts: REALTIME_MAX_RECONNECT_ATTEMPTS,
    beforeSubscribe: autenticar,
    beforeUnsubscribe: autenticar,
    onSubscribeFailed: () => {},
  }) as unknown as ClienteTransmit;
}

export const realtime = new CanaisRealtime(clienteDoNavegador);

// A new session (or none) gets a new stream: a uid belongs to the first user who subscribed on it.
let tokenAtual = useAppStore.getState().account.token;
useAppStore.subscribe((s) => {
  if (s.account.token === tokenAtual) return;
  tokenAtual = s.account.token;
  realtime.reiniciar();
});

/** `useChannel('usuarios/…', payload => …)`: listens while mounted; null listens to nothing. */
export function useChannel<T = unknown>(channel: string | null, onMessage: (payload: T) => void): void {
  const ref = useRef(onMessage);
  ref.current = onMessage;
  useEffect(() => {
    if (!channel) return;
    return realtime.ouvir(channel, (p) => ref.current(p as T));
  }, [channel]);
}

/** Runs `fn` when the connection comes back after a drop (to refetch what was missed). */
export function useAoReconectar(fn: () => void): void {
  const ref = useRef(fn);
  ref.current = fn;
  useEffect(() => realtime.aoReconectar(() => ref.current()), []);
}
