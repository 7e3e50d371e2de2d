import { type ClientePortal, ErroPortal } from './types.ts';

/** The counter shared by every instance (platform/rate-limit: memory, or Redis with REDIS_URL). */
export interface ContadorDeChamadas {
  hit(key: string, max: number, windowMs: number): Promise<void>;
}

export interface Limites {
  /** Calls to one maker's cloud per minute, across all instances. */
  porMinuto: number;
  /** Calls in flight to one maker at once, in this instance. */
  simultaneas: number;
}

/** One queue per maker per process: at most `n` calls in flight, the rest wait in order. */
class Semaforo {
  private livres: number;
  private readonly fila: Array<() => void> = [];
  constructor(n: number) {
    this.livres = n;
  }
  async com<T>(fn: () => Promise<T>): Promise<T> {
    if (this.livres > 0) this.livres--;
    else await new Promise<void>((r) => this.fila.push(r));
    try {
      return await fn();
    } finally {
      const proximo = this.fila.shift();
      if (proximo) proximo();
      else this.livres++;
    }
  }
}

/** Irradia's own per-minute budget ran out (not the cloud's answer): the account is fine. */
export class LimiteDoIrradia extends ErroPortal {
  constructor(fabricante: string) {
    super('limite', `Limite de chamadas ao portal ${fabricante} atingido; nova tentativa em instantes`);
  }
}

const semaforos = new Map<string, Semaforo>();

/**
 * Wraps a maker's client so its calls respect the maker's limits: a cloud that throttles (Growatt's
 * OpenAPI allows some endpoints once per 5 minutes) is not hammered by a fleet's polls. Over the
 * per-minute budget the call fails as `limite`, and the job retries later with back-off.
 */
export function comLimite(
  cliente: ClientePortal,
  contador: ContadorDeChamadas,
  limites: Limites,
): ClientePortal {
  const chave = `${cliente.fabricante}:${limites.simultaneas}`;
  let semaforo = semaforos.get(chave);
  if (!semaforo) {
    semaforo = new Semaforo(limites.simultaneas);
    semaforos.set(chave, semaforo);
  }
  const s = semaforo;
  const chamar = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      await contador.hit(`portal:${cliente.fabricante}`, limites.porMinuto, 60_000);
    } catch {
      throw new LimiteDoIrradia(cliente.fabricante);
    }
    return s.com(fn);
  };
  return {
    fabricante: cliente.fabricante,
    fusoDoContador: cliente.fusoDoContador,
    entrar: () => chamar(() => cliente.entrar()),
    listarUsinas: () => chamar(() => cliente.listarUsinas()),
    listarInversores: (id) => chamar(() => cliente.listarInversores(id)),
    energiaDoMes: (id, mes) => chamar(() => cliente.energiaDoMes(id, mes)),
    curvaDoDia: (id, data) => chamar(() => cliente.curvaDoDia(id, data)),
  };
}
