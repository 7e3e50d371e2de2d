import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerOf, type SessaoAtual } from '../auth.ts';
import type { AppContext } from '../context.ts';

/**
 * Server side of the AdonisJS Transmit wire protocol (reference/transmit-protocol.md), so the
 * published `@adonisjs/transmit-client` works unchanged:
 * - `GET /__transmit/events?uid=…` opens a text/event-stream; every message is one
 *   `data: {"channel","payload"}` line; `$$transmit/ping` every `realtime.pingMs`;
 * - `POST /__transmit/subscribe|unsubscribe` `{ uid, channel }` → 204, refused → 400, no session → 401.
 *
 * Fan-out goes through the bus (in-process or Redis), on one bus channel. Broadcasts reach every
 * instance; a subscribe that lands on an instance other than the one holding the stream is
 * authorised where it lands and forwarded on the bus, and the holder answers whether it took it,
 * so no sticky sessions are needed. A stream's uid belongs to the first user whose subscribe was
 * authorised on it; another user's subscribe or unsubscribe on that uid is refused.
 */

export const CANAL_PING = '$$transmit/ping';
const CANAL_BUS = 'transmit';
const UID = /^[A-Za-z0-9-]{1,128}$/;
const CANAL = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
/** A client this far behind (unread bytes in its socket buffer) is cut; it reconnects and refetches. */
const ATRASO_MAXIMO_BYTES = 1024 * 1024;

/** Decides whether the signed-in caller may listen on a channel matching a pattern. */
export type Autorizador = (
  sessao: SessaoAtual,
  params: Record<string, string>,
  request: FastifyRequest,
) => Promise<boolean> | boolean;

type Envelope =
  | { t: 'broadcast'; channel: string; payload: unknown }
  | { t: 'subscribe' | 'unsubscribe'; uid: string; channel: string; usuario: number; id: string; de: string }
  | { t: 'resposta'; id: string; ok: boolean };

interface Stream {
  res: ServerResponse;
  canais: Set<string>;
  /** The user the uid belongs to, fixed by the first authorised subscribe. */
  usuario: number | null;
}

/** Publishes a payload to everyone listening on `channel`, on every instance. */
export function transmitir(ctx: Pick<AppContext, 'bus'>, channel: string, payload: unknown): Promise<void> {
  const envelope: Envelope = { t: 'broadcast', channel, payload: payload ?? null };
  return ctx.bus.publish(CANAL_BUS, envelope);
}

const frame = (channel: string, payload: unknown) => `data: ${JSON.stringify({ channel, payload })}\n\n`;

function casar(padrao: string[], canal: string[]): Record<string, string> | null {
  if (padrao.length !== canal.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < padrao.length; i++) {
    const p = padrao[i] as string;
    const c = canal[i] as string;
    if (p.startsWith(':')) params[p.slice(1)] = c;
    else if (p !== c) return null;
  }
  return params;
}

export class TransmitHub {
  readonly instancia = randomUUID();
  private readonly streams = new Map<string, Stream>();
  /** channel → uids listening here: a broadcast costs its listeners, not every stream. */
  private readonly indice = new Map<string, Set<string>>();
  private readonly autorizadores: Array<{ padrao: string[]; fn: Autorizador }> = [];
  private readonly pendentes = new Map<string, (ok: boolean | null) => void>();
  private ping: NodeJS.Timeout | null = null;
  private cancelarBus: Array<() => Promise<void>> = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly resolverSessao: (token: string) => Promise<SessaoAtual | null>,
  ) {}

  /** `autorizar('empresas/:uuid', fn)`: channels that match no pattern are refused. */
  autorizar(padrao: string, fn: Autorizador): void {
    this.autorizadores.push({ padrao: padrao.split('/'), fn });
  }

  get totalStreams(): number {
    return this.streams.size;
  }

  async iniciar(): Promise<void> {
    this.cancelarBus.push(await this.ctx.bus.subscribe(CANAL_BUS, (m) => this.doBus(m as Envelope)));
    this.cancelarBus.push(
      await this.ctx.bus.subscribe(`${CANAL_BUS}:${this.instancia}`, (m) => this.doBus(m as Envelope)),
    );
    this.ping = setInterval(() => this.enviarATodos(frame(CANAL_PING, {})), this.ctx.config.realtime.pingMs);
    this.ping.unref();
  }

  /** Ends every stream (clients reconnect, possibly to another instance) and leaves the bus. */
  async encerrar(): Promise<void> {
    if (this.ping) clearInterval(this.ping);
    for (const s of this.streams.values()) s.res.end();
    this.streams.clear();
    this.indice.clear();
    for (const cancelar of this.cancelarBus.splice(0)) await cancelar();
    for (const resolver of this.pendentes.values()) resolver(null);
    this.pendentes.clear();
  }

  abrir(uid: string, res: ServerResponse): void {
    const antigo = this.streams.get(uid);
    // A reconnect with the same uid replaces the old stream and keeps its owner (the client re-subscribes).
    if (antigo) {
      this.retirar(uid, antigo);
      antigo.res.end();
    }
    const stream: Stream = { res, canais: new Set(), usuario: antigo?.usuario ?? null };
    this.streams.set(uid, stream);
    res.on('close', () => {
      // Only if the uid still points at this stream: a newer stream of the same uid must survive
      // the older one's late close (the upstream bug the protocol reference describes).
      if (this.streams.get(uid) === stream) {
        this.retirar(uid, stream);
        this.streams.delete(uid);
      }
    });
  }

  private retirar(uid: string, stream: Stream) {
    for (const canal of stream.canais) {
      const set = this.indice.get(canal);
      set?.delete(uid);
      if (set?.size === 0) this.indice.delete(canal);
    }
    stream.canais.clear();
  }

  private enviarATodos(texto: string) {
    for (const s of this.streams.values()) this.escrever(s, texto);
  }

  private escrever(s: Stream, texto: string) {
    if (s.res.writableLength > ATRASO_MAXIMO_BYTES) {
      s.res.destroy();
      return;
    }
    s.res.write(texto);
  }

  private entregar(channel: string, payload: unknown) {
    const uids = this.indice.get(channel);
    if (!uids) return;
    const texto = frame(channel, payload);
    for (const uid of uids) {
      const s = this.streams.get(uid);
      if (s) this.escrever(s, texto);
    }
  }

  /** Applies a subscribe/unsubscribe to a stream held here; false when the uid is another user's. */
  private aplicar(t: 'subscribe' | 'unsubscribe', uid: string, channel: string, usuario: number): boolean {
    const s = this.streams.get(uid);
    if (!s) return false;
    if (s.usuario !== null && s.usuario !== usuario) return false;
    if (t === 'unsubscribe') {
      s.canais.delete(channel);
      const set = this.indice.get(channel);
      set?.delete(uid);
      if (set?.size === 0) this.indice.delete(channel);
      return true;
    }
    s.usuario = usuario;
    s.canais.add(channel);
    let set = this.indice.get(channel);
    if (!set) {
      set = new Set();
      this.indice.set(channel, set);
    }
    set.add(uid);
    return true;
  }

  private doBus(m: Envelope) {
    if (!m || typeof m !== 'object') return;
    if (m.t === 'broadcast') this.entregar(m.channel, m.payload);
    else if (m.t === 'resposta') this.pendentes.get(m.id)?.(m.ok);
    else if (m.t === 'subscribe' || m.t === 'unsubscribe') {
      if (m.de === this.instancia || !this.streams.has(m.uid)) return;
      const ok = this.aplicar(m.t, m.uid, m.channel, m.usuario);
      void this.ctx.bus.publish(`${CANAL_BUS}:${m.de}`, { t: 'resposta', id: m.id, ok } satisfies Envelope);
    }
  }

  /**
   * Local stream: apply here. Elsewhere: ask the instance holding it. `ausente` when no instance
   * holds the uid, `recusado` when the uid belongs to another user.
   */
  async encaminhar(
    t: 'subscribe' | 'unsubscribe',
    uid: string,
    channel: string,
    usuario: number,
  ): Promise<'ok' | 'recusado' | 'ausente'> {
    const deBoolean = (ok: boolean | null) => (ok === null ? 'ausente' : ok ? 'ok' : 'recusado');
    if (this.streams.has(uid)) return deBoolean(this.aplicar(t, uid, channel, usuario));
    // The in-process bus means this is the only instance: nobody else can hold the stream.
    if (this.ctx.bus.kind === 'memory') return 'ausente';
    const id = randomUUID();
    const resposta = new Promise<boolean | null>((resolve) => {
      const timer = setTimeout(() => {
        this.pendentes.delete(id);
        resolve(null);
      }, this.ctx.config.realtime.subscribeTimeoutMs);
      this.pendentes.set(id, (ok) => {
        clearTimeout(timer);
        this.pendentes.delete(id);
        resolve(ok);
      });
    });
    await this.ctx.bus.publish(CANAL_BUS, {
      t,
      uid,
      channel,
      usuario,
      id,
      de: this.instancia,
    } satisfies Envelope);
    return deBoolean(await resposta);
  }

  async autorizado(sessao: SessaoAtual, channel: string, request: FastifyRequest): Promise<boolean> {
    const partes = channel.split('/');
    for (const a of this.autorizadores) {
      const params = casar(a.padrao, partes);
      if (!params) continue;
      try {
        return (await a.fn(sessao, params, request)) === true;
      } catch (err) {
        request.log.warn({ err, channel }, 'channel authorisation failed');
        return false;
      }
    }
    return false;
  }

  sessao(request: FastifyRequest): Promise<SessaoAtual | null> {
    const token = bearerOf(request);
    return token ? this.resolverSessao(token) : Promise.resolve(null);
  }
}

const ZCorpo = z.object({
  uid: z.string().regex(UID),
  channel: z.string().max(200).regex(CANAL),
});

const CABECALHOS_SSE = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'private, no-cache, no-store, must-revalidate, max-age=0, no-transform',
  Connection: 'keep-alive',
  Pragma: 'no-cache',
  Expires: '0',
  'X-Accel-Buffering': 'no',
} as const;

/** The three routes of spec §7, at the site root. They are outside /api: no JSON error bodies. */
export async function registerTransmit(app: FastifyInstance, hub: TransmitHub): Promise<void> {
  await hub.iniciar();
  app.addHook('preClose', async () => {
    await hub.encerrar();
  });

  app.get('/__transmit/events', async (request, reply) => {
    const uid = (request.query as { uid?: unknown }).uid;
    if (typeof uid !== 'string' || !UID.test(uid)) return reply.status(400).send();
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { ...(reply.getHeaders() as Record<string, string>), ...CABECALHOS_SSE });
    res.flushHeaders();
    request.raw.socket.setTimeout(0);
    request.raw.socket.setNoDelay(true);
    request.raw.socket.setKeepAlive(true);
    // Safari fires `open` only after the first bytes.
    res.write(':ok\n\n');
    hub.abrir(uid, res);
  });

  for (const t of ['subscribe', 'unsubscribe'] as const) {
    app.post(`/__transmit/${t}`, async (request, reply) => {
      const corpo = ZCorpo.safeParse(request.body);
      if (!corpo.success) return reply.status(400).send();
      const sessao = await hub.sessao(request);
      if (!sessao) return reply.status(401).send();
      const { uid, channel } = corpo.data;
      if (t === 'subscribe' && !(await hub.autorizado(sessao, channel, request))) {
        request.log.info({ channel }, 'transmit subscribe refused');
        return reply.status(400).send();
      }
      const r = await hub.encaminhar(t, uid, channel, sessao.usuarioId);
      // Unsubscribing a stream nobody holds any more is fine (Transmit answers 204 too).
      if (r === 'recusado' || (r === 'ausente' && t === 'subscribe')) return reply.status(400).send();
      return reply.status(204).send();
    });
  }
}
