import { protocoloMudou } from '../http.ts';
import { numeroComUnidade, type StatusInversor } from '../types.ts';

// One dongle's snapshot from the SolaX token API (docs/fabricantes/solax-cloud.md), read into
// Irradia's units (W, kWh), and the inverter's state from its code and the upload's age.

export const NOME = 'SolaX Cloud';

/** A snapshot whose upload is older than this is a dongle that stopped sending (cloud refresh: 5 min). */
export const SEM_ENVIO_MS = 20 * 60_000;
/** No upload for a week: the inverter is taken as inactive (note, "Status mapping"). */
export const INATIVO_MS = 7 * 86_400_000;
/**
 * `uploadTime` is the plant's wall clock with no offset. Read at Brazil's westernmost offset (Acre,
 * UTC−5, no DST) it is the latest instant it can be anywhere in Brazil: an upload older than
 * SEM_ENVIO_MS even so is stale wherever the plant is. Faster detection comes from the same
 * `uploadTime` seen unchanged for SEM_ENVIO_MS across polls (zone-free).
 */
const OESTE_MS = 5 * 3_600_000;

export interface LeituraSolax {
  registro: string;
  /** Inverter serial (`inverterSN`, or `inverterSn` in some v2 answers), as text. */
  serial: string | null;
  /** v2 `ratedPower`, W. */
  nominalW: number | null;
  potenciaW: number | null;
  hojeKwh: number | null;
  totalKwh: number | null;
  codigo: number | null;
  /** `uploadTime`, "YYYY-MM-DD HH:mm:ss" on the plant's clock. */
  envio: string | null;
}

/** One dongle's answer: a snapshot, or why there is none (per device, the account is fine). */
export type ResultadoSolax =
  | { tipo: 'leitura'; leitura: LeituraSolax }
  /** 2002: registered, but nothing uploaded (never, or removed). */
  | { tipo: 'sem_dados'; registro: string }
  /** 1003 (not under this token's account) or 1002 (refused as malformed). */
  | { tipo: 'negado'; registro: string; codigo: number | null };

const num = (v: unknown, unidade: 'w' | 'kwh') => numeroComUnidade(v, unidade);
const texto = (v: unknown): string | null =>
  v === undefined || v === null || String(v).trim() === '' ? null : String(v).trim();

/** The latest instant an `uploadTime` can be in Brazil (read at UTC−5); null when unreadable. */
export function envioMaisRecente(envio: string | null): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)/.exec(envio ?? '');
  if (!m) return null;
  const t = Date.parse(`${m[1]}T${m[2]}Z`);
  return Number.isFinite(t) ? t + OESTE_MS : null;
}

/**
 * inverterStatus (note: 100 waiting … 102 normal, 103 fault, 104 permanent fault, 105–114 and
 * 130–133 working modes) and the upload's age: no upload for a week is inactive, a stale upload is
 * offline, 103/104 on a live upload is a fault, anything else live is online.
 * `parado` is how long the same uploadTime has been seen (ms), when known.
 */
export function statusSolax(l: Pick<LeituraSolax, 'codigo' | 'envio'>, agora: number, parado = 0) {
  const envio = envioMaisRecente(l.envio);
  if (envio !== null && agora - envio > INATIVO_MS) return 'inativo' satisfies StatusInversor;
  if ((envio !== null && agora - envio > SEM_ENVIO_MS) || parado > SEM_ENVIO_MS)
    return 'offline' satisfies StatusInversor;
  if (l.codigo === 103 || l.codigo === 104) return 'erro' satisfies StatusInversor;
  return 'online' satisfies StatusInversor;
}

export type Envelope = { success?: unknown; exception?: unknown; code?: unknown; result?: unknown };

export function lerResultado(r: unknown, registro: string): LeituraSolax {
  if (!r || typeof r !== 'object' || Array.isArray(r))
    throw protocoloMudou(NOME, 'resposta de sucesso sem o objeto result');
  const d = r as Record<string, unknown>;
  if (!['acpower', 'yieldtoday', 'yieldtotal', 'inverterStatus', 'uploadTime'].some((k) => k in d))
    throw protocoloMudou(NOME, 'result sem acpower, yieldtoday, yieldtotal, inverterStatus nem uploadTime');
  return {
    registro,
    serial: texto(d.inverterSN ?? d.inverterSn),
    nominalW: num(d.ratedPower, 'w'),
    potenciaW: num(d.acpower, 'w'),
    hojeKwh: num(d.yieldtoday, 'kwh'),
    totalKwh: num(d.yieldtotal, 'kwh'),
    codigo: num(d.inverterStatus, 'w'),
    envio: texto(d.uploadTime),
  };
}
