import type { ClientePortal, CodigoFabricante, Credenciais, StatusInversor } from './types.ts';

// What every maker's simulator and client pair offers the one contract suite (contrato.test.ts)
// and `npm run demo`: accounts described once in Irradia's terms, served in each maker's protocol.

export interface InversorDeTeste {
  serial: string;
  modelo: string;
  kw: number;
  /** How the maker's cloud reports it (translated into the maker's own codes by its simulator). */
  status: StatusInversor;
}

export interface UsinaDeTeste {
  /** The plant's id on the maker's cloud (kept as text: several overflow a JS number). */
  id: string;
  nome: string;
  latitude: number;
  inversores: InversorDeTeste[];
}

/** A test plant's installed power: its inverters' kW summed. */
export const kwpDaUsina = (u: Pick<UsinaDeTeste, 'inversores'>): number =>
  u.inversores.reduce((a, i) => a + i.kw, 0);

export interface ContaDeTeste {
  credenciais: Credenciais;
  usinas: UsinaDeTeste[];
}

export interface SimuladorDePortal {
  /** The base URL a client is given (config's <MAKER>_URL). */
  url: string;
  /** Logins (or tokens issued) accepted so far; on clouds without sessions, accepted signed requests. */
  logins(): number;
  /** Every session or token stops working: the next call gets the maker's "expired" answer. */
  expirarSessoes(): void;
  /** Settings the app needs to talk to this simulator besides its URL (Sungrow's public key). */
  env?: Record<string, string>;
  /** The next `n` requests get the maker's rate-limit answer. */
  limitar(n: number): void;
  fechar(): Promise<void>;
}

export interface OpcoesSimulador {
  agora?: () => Date;
  porta?: number;
}

/** One maker as the contract suite and the demo use it. */
export interface PortalDeTeste {
  fabricante: CodigoFabricante;
  iniciar(contas: ContaDeTeste[], opcoes?: OpcoesSimulador): Promise<SimuladorDePortal>;
  cliente(url: string, credenciais: Credenciais, opcoes?: { esperaLimiteMs?: number }): ClientePortal;
  /** Credentials of a test account for this maker (login, password and any extra keys). */
  credenciais(n: number): Credenciais;
  /**
   * Clouds that cannot list an account's plants (APsystems, SolaX): the user types each plant's id
   * into the wizard, so the test account's credentials carry its plants' ids too.
   */
  incluirUsinas?(c: Credenciais, usinas: UsinaDeTeste[]): Credenciais;
  /** The same account with a wrong secret. */
  erradas(c: Credenciais): Credenciais;
  /** Inverter statuses the maker's cloud can express (AUXSOL has no "offline", for one). */
  statusSuportados: StatusInversor[];
  /** Whether the cloud tells each inverter's rated power. */
  capacidadeDoInversor: boolean;
  /** What history the cloud keeps: daily energy for a past month, and a day's power curve. */
  historico: { mes: boolean; curva: boolean };
  /** kWh the cloud rounds daily energy to (MWh with three decimals: 1). */
  precisaoKwh: number;
  /**
   * How the cloud keeps a session: `renova` — the client logs in again by itself when it expires;
   * `sem_sessao` — every request is signed with the keys, nothing expires (Solis, FoxESS);
   * `manual` — a token the user copies from the browser (Chint Power): expiry asks for a new one.
   */
  sessao: 'renova' | 'sem_sessao' | 'manual';
  /** Daily energy the simulator reports for a plant, when not the plant-level sun curve. */
  energiaEsperada?(usina: UsinaDeTeste, dataIso: string): number;
}

/**
 * Each simulator's clock by its URL, for clients that sign with their clock or read "today" from it
 * (Solis, Livoltek, Deye, APsystems, SolaX, Fronius): the contract suite moves the simulator's clock.
 */
export function relogiosPorUrl() {
  const relogios = new Map<string, () => Date>();
  return {
    /** Keeps the simulator's clock until it closes. */
    guardar(sim: SimuladorDePortal, agora?: () => Date): SimuladorDePortal {
      relogios.set(sim.url, agora ?? (() => new Date()));
      return {
        ...sim,
        fechar: () => {
          relogios.delete(sim.url);
          return sim.fechar();
        },
      };
    },
    de: (url: string) => relogios.get(url),
  };
}
