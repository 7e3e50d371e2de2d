// What every maker's client gives the monitoring module, whatever its cloud speaks
// (reference/inverter-portals.md). Units are fixed here: W, kWh, kWp; dates in the plant's zone.

export const FABRICANTES = [
  'saj',
  'sungrow',
  'growatt',
  'livoltek',
  'auxsol',
  'solplanet',
  'solarman',
  'solis',
  'foxess',
  'chintpower',
  'huawei',
  'goodwe',
  'deye',
  'hoymiles',
  'apsystems',
  'solax',
  'fronius',
] as const;
export type CodigoFabricante = (typeof FABRICANTES)[number];

/** Spec §4: plant states; inverters have no `aviso`. */
export type StatusUsina = 'online' | 'offline' | 'aviso' | 'erro' | 'inativo';
export type StatusInversor = Exclude<StatusUsina, 'aviso'>;

export type TipoErroPortal =
  | 'credenciais'
  | 'bloqueada'
  | 'limite'
  | 'inacessivel'
  | 'protocolo'
  | 'sessao_expirada';

/** A failure the monitoring module can act on: ask for the password, back off, retry later… */
export class ErroPortal extends Error {
  constructor(
    readonly tipo: TipoErroPortal,
    message: string,
  ) {
    super(message);
    this.name = 'ErroPortal';
  }
}

export interface UsinaPortal {
  id: string;
  nome: string;
  potenciaKwp: number | null;
  potenciaAtualW: number | null;
  energiaHojeKwh: number | null;
  energiaTotalKwh: number | null;
}

export interface InversorPortal {
  serial: string;
  nome: string;
  tipo: string;
  capacidadeKwp: number | null;
  potenciaAtualW: number | null;
  energiaTotalKwh: number | null;
  status: StatusInversor;
}

export interface EnergiaDia {
  /** YYYY-MM-DD, in the plant's day. */
  data: string;
  energiaKwh: number;
}

export interface PontoCurva {
  /** HH:mm in the plant's day. */
  hora: string;
  potenciaW: number;
}

export interface Credenciais {
  login: string;
  senha: string;
  /** Extra fields some makers need besides login and password (Livoltek's user token…). */
  chaves?: Record<string, string>;
}

/** What every maker's client is built with. */
export interface OpcoesCliente {
  baseUrl: string;
  credenciais: Credenciais;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** First wait after the cloud's rate-limit answer (doubled on the second); default 2 s. */
  esperaLimiteMs?: number;
}

/** One interface per maker: the monitoring module never sees a maker's envelope or units. */
export interface ClientePortal {
  readonly fabricante: CodigoFabricante;
  /**
   * Zone of the midnight at which the cloud's "energy today" resets, when it is not the plant's
   * own (several Chinese clouds: Asia/Shanghai). Growatt and Sungrow follow the plant's zone.
   */
  readonly fusoDoContador?: string;
  entrar(): Promise<void>;
  listarUsinas(): Promise<UsinaPortal[]>;
  listarInversores(usinaId: string): Promise<InversorPortal[]>;
  energiaDoMes(usinaId: string, mes: string): Promise<EnergiaDia[]>;
  curvaDoDia(usinaId: string, data: string): Promise<PontoCurva[]>;
}

/** Plant status from its inverters (reference: "Proposed status mapping"). */
export function statusDaUsina(inversores: ReadonlyArray<{ status: StatusInversor }>): StatusUsina {
  if (inversores.length === 0) return 'inativo';
  const s = inversores.map((i) => i.status);
  if (s.includes('erro')) return 'erro';
  if (s.every((x) => x === 'offline')) return 'offline';
  if (s.includes('offline')) return 'aviso';
  if (s.every((x) => x === 'inativo')) return 'inativo';
  return 'online';
}

const ESCALA: Record<string, number> = {
  w: 1,
  kw: 1000,
  mw: 1_000_000,
  wh: 0.001,
  kwh: 1,
  mwh: 1000,
  gwh: 1_000_000,
};

/**
 * Numbers the clouds send as text with a unit that changes scale ("628.8 W", "1.2 kW",
 * "2.37 MWh"): power in W, energy in kWh. A bare number is taken in `padrao`'s unit.
 */
export function numeroComUnidade(texto: unknown, padrao: 'w' | 'kwh'): number | null {
  if (typeof texto === 'number') return Number.isFinite(texto) ? texto : null;
  if (typeof texto !== 'string') return null;
  const m = /^\s*(-?[\d.,]+)\s*([a-zA-Z]*)/.exec(texto);
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  const unidade = (m[2] || padrao).toLowerCase();
  const fator = ESCALA[unidade];
  return fator === undefined ? null : n * fator;
}

/**
 * Runs a call inside a portal session: logs in first when there is none, and once more when the
 * cloud says the session expired — never on every call (Growatt locks accounts that log in often).
 */
export async function comSessao<T>(
  aberta: boolean,
  entrar: () => Promise<void>,
  fn: () => Promise<T>,
  esperaLimiteMs = 2000,
): Promise<T> {
  const chamar = () => comRecuo(fn, esperaLimiteMs);
  if (!aberta) await comRecuo(entrar, esperaLimiteMs);
  try {
    return await chamar();
  } catch (err) {
    if (!(err instanceof ErroPortal) || err.tipo !== 'sessao_expirada') throw err;
    await comRecuo(entrar, esperaLimiteMs);
    return chamar();
  }
}

/**
 * When the cloud answers "too many requests", waits and tries again — twice, the second wait
 * doubled — before giving up with `limite` (the job then retries later with its own back-off).
 */
export async function comRecuo<T>(fn: () => Promise<T>, esperaMs = 2000): Promise<T> {
  for (let tentativa = 0; ; tentativa++) {
    try {
      return await fn();
    } catch (err) {
      if (!(err instanceof ErroPortal) || err.tipo !== 'limite' || tentativa >= 2) throw err;
      await new Promise((r) => setTimeout(r, esperaMs * 2 ** tentativa));
    }
  }
}
