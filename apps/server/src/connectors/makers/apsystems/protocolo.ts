import { protocoloMudou } from '../http.ts';
import { ErroPortal, numeroComUnidade, type StatusInversor } from '../types.ts';

// How the APsystems EMA OpenAPI's answers read (docs/fabricantes/apsystems-ema.md): the wizard's
// list of systems, system details, times, the micro's derived status and the manual's codes.

export const NOME = 'APsystems EMA';
/** Only when the cloud omits the system's zone: Irradia's plants are in Brazil. */
export const FUSO_PADRAO = 'America/Sao_Paulo';
/** A reading older than this is not "current power" any more (ECUs report every ~5 min). */
export const FRESCO_MIN = 30;
export const LIMITE = new Set([7000, 7001, 7002, 7003]);

export interface SistemaInformado {
  sid: string;
  nome: string | null;
}

/**
 * The `sistemas` key: one system per line, the SID first, then (optionally) the plant's name after
 * a space, ";", "," or "|". Blank lines are skipped and repeated SIDs kept once.
 */
export function sistemasDasChaves(texto: string | undefined): SistemaInformado[] {
  const vistos = new Map<string, SistemaInformado>();
  const linhas = (texto ?? '').split(/\r?\n/);
  linhas.forEach((linha, i) => {
    const l = linha.trim();
    if (!l) return;
    const m = /^([^\s;,|]+)\s*[;,|]?\s*(.*)$/.exec(l);
    const sid = m?.[1] ?? '';
    if (!/^[A-Za-z0-9]{4,40}$/.test(sid))
      throw new ErroPortal(
        'credenciais',
        `ID de sistema (SID) inválido na linha ${i + 1}: use só letras e números, um sistema por linha`,
      );
    const nome = (m?.[2] ?? '').replace(/^[-–:]\s*/, '').trim();
    if (!vistos.has(sid)) vistos.set(sid, { sid, nome: nome || null });
  });
  return [...vistos.values()];
}

export interface Detalhes {
  kwp: number | null;
  fuso: string;
  /** ECU ids to query (for shared sub-user systems, the virtual ECU after the dash). */
  ecus: string[];
  /** 1 green, 2 yellow (alarms), 3 red (ECU not reaching EMA), 4 grey (never reported). */
  luz: number | null;
}

/** System size: text in kW by default ("1.28"); a unit, when sent, is honoured ("1280 W"). */
export function kwpDe(v: unknown): number | null {
  if (v === undefined || v === null || v === '') return null;
  const texto = String(v).trim().replace(/p$/i, '');
  const w = numeroComUnidade(/[a-z]$/i.test(texto) ? texto : `${texto} kW`, 'w');
  return w === null ? null : w / 1000;
}

/** ECU ids as later calls take them: "main-virtual" (shared sub-user) becomes "virtual". */
export const ecuDe = (v: unknown) =>
  String(v ?? '')
    .split('-')
    .pop() ?? '';

export function fusoValido(v: unknown): string {
  if (typeof v !== 'string' || !v) return FUSO_PADRAO;
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return v;
  } catch {
    return FUSO_PADRAO;
  }
}

/** "HH:mm" (or "H:mm:ss") to the hour and minutes since midnight. */
export function horaDe(v: unknown): { hora: string; minutos: number } | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(String(v ?? ''));
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return { hora: `${String(h).padStart(2, '0')}:${m[2]}`, minutos: h * 60 + min };
}

/** A reading counts as current when it is at most FRESCO_MIN old (a few minutes ahead: clocks). */
export const fresco = (ponto: number, agora: number) => agora - ponto <= FRESCO_MIN && agora - ponto >= -5;

export function lerDetalhes(d: unknown): Detalhes {
  if (!d || typeof d !== 'object') throw protocoloMudou(NOME, 'detalhes sem "data" em systems/details');
  const r = d as Record<string, unknown>;
  if (!Array.isArray(r.ecu)) throw protocoloMudou(NOME, 'detalhes sem ecu[] em systems/details');
  const luz = Number(r.light);
  return {
    kwp: kwpDe(r.capacity),
    fuso: fusoValido(r.timezone),
    ecus: (r.ecu as unknown[]).map(ecuDe).filter(Boolean),
    luz: Number.isInteger(luz) && luz >= 1 && luz <= 4 ? luz : null,
  };
}

/**
 * A micro has no status of its own in the API: the system's light says when the ECU is off the
 * network (3: every micro offline) or never reported (4: inactive); otherwise a micro missing from
 * a batch where its siblings reported today is silent (offline). Light 2 (alarms) names no micro.
 */
export function statusDoMicro(
  luz: number | null,
  uid: string,
  leitura: { presentes: Set<string> } | null,
): StatusInversor {
  if (luz === 4) return 'inativo';
  if (luz === 3) return 'offline';
  if (leitura && leitura.presentes.size > 0 && !leitura.presentes.has(uid)) return 'offline';
  return 'online';
}

/** Manual §4.1 codes as Irradia's errors (mapping: docs/fabricantes/apsystems-ema.md). */
export function erroDoCodigo(codigo: number, rotulo: string, sid: string): ErroPortal {
  if (codigo === 2000 || codigo === 2001)
    return new ErroPortal('credenciais', 'App ID ou App Secret da OpenAPI APsystems incorretos');
  if (codigo === 2002 || codigo === 2004)
    return new ErroPortal(
      'credenciais',
      `O App ID não tem acesso ao sistema ${sid} na OpenAPI APsystems: confira o SID ou peça a liberação à APsystems`,
    );
  if (codigo === 2003)
    return new ErroPortal(
      'credenciais',
      'A autorização da OpenAPI APsystems expirou: renove o acesso com a APsystems',
    );
  if (codigo === 2005)
    return new ErroPortal(
      'limite',
      'A cota de consultas da OpenAPI APsystems acabou (o acesso é cobrado por consulta): aguarde o próximo período ou amplie o plano com a APsystems',
    );
  if (LIMITE.has(codigo)) return new ErroPortal('limite', 'APsystems limitou as chamadas');
  if (codigo === 5000 || codigo === 6000)
    return new ErroPortal('inacessivel', `${NOME} está com falha interna (código ${codigo})`);
  if (codigo === 4000 || codigo === 4001)
    return new ErroPortal('protocolo', `${NOME} recusou os parâmetros de ${rotulo} (código ${codigo})`);
  return protocoloMudou(NOME, `código ${codigo} em ${rotulo}`);
}
