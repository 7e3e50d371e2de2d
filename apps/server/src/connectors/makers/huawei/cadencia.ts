import { ErroPortal } from '../types.ts';
import { NOME } from './protocolo.ts';

// The client's own pace on the Northbound Interface (note §6): the cloud answers failCode 407 well
// before any generic per-minute ceiling, so each interface is called at most once a minute, one
// request at a time, answers are reused while their budget window lasts, and logins are counted.

export interface RitmoHuawei {
  /** Gap between two calls of one interface ("one-minute access frequency" per interface). */
  porInterfaceMs: number;
  /** Reuse of real-time KPIs: getStationRealKpi and getDevRealKpi allow one batch per 5 min. */
  tempoRealMs: number;
  /** Reuse of the plant and device lists (daily budgets: 24 + 1 per 100 plants). */
  cadastroMs: number;
  /** Reuse of today's month and today's hourly curve (daily budgets too); past ones are kept. */
  hojeMs: number;
  /** An interface that answered 407 is left alone this long (a collector's practice: 10 min). */
  recuoMs: number;
  /** Logins allowed in 10 minutes (vendor: 5; one left for a person testing in the portal). */
  loginsPor10Min: number;
}

export const RITMO_HUAWEI: RitmoHuawei = {
  porInterfaceMs: 60_000,
  tempoRealMs: 5 * 60_000,
  cadastroMs: 2 * 3_600_000,
  hojeMs: 2 * 3_600_000,
  recuoMs: 10 * 60_000,
  loginsPor10Min: 4,
};

/** No pacing at all: for the contract suite, which fires a fleet's calls in a second. */
export const RITMO_LIVRE: RitmoHuawei = {
  porInterfaceMs: 0,
  tempoRealMs: 0,
  cadastroMs: 0,
  hojeMs: 0,
  recuoMs: 0,
  loginsPor10Min: Number.POSITIVE_INFINITY,
};

export interface RelogioHuawei {
  agora(): number;
  esperar(ms: number): Promise<void>;
}

export const RELOGIO_REAL: RelogioHuawei = {
  agora: () => Date.now(),
  esperar: (ms) => new Promise((r) => setTimeout(r, ms)),
};

const DEZ_MIN = 10 * 60_000;

export class Cadencia {
  private fila: Promise<unknown> = Promise.resolve();
  private readonly ultima = new Map<string, number>();
  private readonly bloqueio = new Map<string, number>();
  private logins: number[] = [];

  constructor(
    readonly ritmo: RitmoHuawei,
    readonly relogio: RelogioHuawei,
  ) {}

  /**
   * Runs one call of `nome` when it is its turn: after every call before it (one request in
   * flight), and no sooner than `porInterfaceMs` after the previous call of the same interface.
   */
  vez<T>(nome: string, fn: () => Promise<T>): Promise<T> {
    const minha = this.fila.then(async () => {
      const ate = this.bloqueio.get(nome) ?? 0;
      if (ate > this.relogio.agora())
        throw new ErroPortal('limite', `${NOME} limitou as chamadas (${nome}); nova tentativa mais tarde`);
      const espera = (this.ultima.get(nome) ?? Number.NEGATIVE_INFINITY) + this.ritmo.porInterfaceMs;
      const falta = espera - this.relogio.agora();
      if (falta > 0) await this.relogio.esperar(falta);
      this.ultima.set(nome, this.relogio.agora());
      return fn();
    });
    this.fila = minha.catch(() => undefined);
    return minha;
  }

  /** The cloud said 407 on `nome`: no call to it until `recuoMs` passes. */
  bloquear(nome: string): void {
    this.bloqueio.set(nome, this.relogio.agora() + this.ritmo.recuoMs);
  }

  /** A login about to be sent: refused as `limite` when the last 10 minutes hold enough. */
  reservarLogin(): () => void {
    const agora = this.relogio.agora();
    this.logins = this.logins.filter((t) => t > agora - DEZ_MIN);
    if (this.logins.length >= this.ritmo.loginsPor10Min)
      throw new ErroPortal('limite', `${NOME}: logins demais em 10 minutos; nova tentativa em instantes`);
    this.logins.push(agora);
    // Given back when the host did not know the user: that login did not count on its account.
    return () => {
      const i = this.logins.lastIndexOf(agora);
      if (i >= 0) this.logins.splice(i, 1);
    };
  }
}

/** A remembered answer, good until `ate`. */
export class Lembranca<T> {
  private readonly itens = new Map<string, { valor: T; ate: number }>();
  constructor(private readonly relogio: RelogioHuawei) {}

  ler(chave: string): T | undefined {
    const i = this.itens.get(chave);
    return i && i.ate > this.relogio.agora() ? i.valor : undefined;
  }

  guardar(chave: string, valor: T, validadeMs: number): T {
    if (validadeMs > 0) this.itens.set(chave, { valor, ate: this.relogio.agora() + validadeMs });
    return valor;
  }
}
