import { protocoloMudou } from '../http.ts';
import { ErroPortal, type StatusInversor } from '../types.ts';

// What the S-Miles Cloud's JSON means (docs/fabricantes/hoymiles-s-miles.md): ids, units,
// micro status and model power, month labels, and the login refusals told apart.

export const NOME = 'Hoymiles S-Miles Cloud';

/** A micro's rated power from its model ("HMS-2000-4T" 2000 W, "HM-800", "Sol-H1000H"): grade C. */
export function kwDoModeloHoymiles(modelo: unknown): number | null {
  const m = /^[A-Za-z]+-[A-Za-z]?(\d{3,5})(?!\d)/.exec(String(modelo ?? '').trim());
  return m?.[1] ? Number(m[1]) / 1000 : null;
}

/** `warn_data.connect`: true reports through its DTU; false (or absent flags) is offline. */
export function statusDoMicro(m: { warn_data?: unknown }): StatusInversor {
  const w = m.warn_data as { connect?: unknown } | null | undefined;
  return w?.connect === true || w?.connect === 'true' || w?.connect === 1 ? 'online' : 'offline';
}

/** Numeric ids the cloud sends bare (station, micro, DTU) read as text, whatever their size. */
export function jsonComIdsEmTexto(texto: string): unknown {
  return JSON.parse(texto.replace(/"(id|sid|dtu_id)"\s*:\s*(-?\d+)(?=\s*[,}\]])/g, '"$1":"$2"'));
}

/** A JSON body with `sid` as a bare number (the clients send int(sid)), exact past 2^53. */
export function corpoComSid(sid: string, resto: Record<string, unknown> = {}): string {
  if (!/^\d+$/.test(sid)) throw new ErroPortal('protocolo', `Id de usina do ${NOME} inválido: ${sid}`);
  const extra = JSON.stringify(resto).slice(1, -1);
  return `{"sid":${sid}${extra ? `,${extra}` : ''}}`;
}

export type Envelope = { status?: unknown; message?: unknown; data?: unknown };

const MARCAS_SENHA = ['invalid credentials', 'log in failed', 'check your account and password'];

/** A refused login, told by its status and message (Philra94's classify_auth_failure, dmslabsbr #67). */
export function erroDoLogin(env: Envelope): ErroPortal {
  const status = String(env.status ?? '');
  const msg = String(env.message ?? '');
  const m = msg.toLowerCase();
  if (/login times limited|limited per day/.test(m))
    return new ErroPortal(
      'bloqueada',
      'A Hoymiles bloqueou os logins desta conta por hoje (limite diário de logins); tente amanhã',
    );
  if (m.includes('s-miles home'))
    return new ErroPortal(
      'credenciais',
      'Esta é uma conta do app S-Miles Home, que o Irradia ainda não lê; use uma conta do S-Miles Cloud',
    );
  if (/version is low|latest version/.test(m))
    return protocoloMudou(NOME, `login recusado por versão do cliente: ${msg}`);
  if (MARCAS_SENHA.some((x) => m.includes(x)) || status === '1' || status === '7')
    return new ErroPortal('credenciais', 'Login ou senha do portal incorretos');
  return new ErroPortal('protocolo', `${NOME} recusou o login (${status}: ${msg})`);
}

/** Whether an unsalted attempt failed in a way the other unsalted form may fix. */
export const tentarOutraForma = (env: Envelope) =>
  MARCAS_SENHA.some((x) =>
    String(env.message ?? '')
      .toLowerCase()
      .includes(x),
  ) || String(env.status) === '7';

/** The cloud's energy counters: Wh as text or number, to kWh. */
export function kwhDeWh(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const wh = Number(v);
  return Number.isFinite(wh) ? wh / 1000 : null;
}

/** A month chart label: a day number ("7", "07") or a full date of that month. */
export function diaDoRotulo(rotulo: string, mes: string): string | null {
  const r = rotulo.trim();
  let dia: number;
  if (/^\d{1,2}$/.test(r)) dia = Number(r);
  else if (r.startsWith(`${mes}-`) && /^\d{4}-\d{2}-\d{2}$/.test(r)) dia = Number(r.slice(8));
  else return null;
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  if (dia < 1 || dia > new Date(Date.UTC(ano, m, 0)).getUTCDate()) return null;
  return `${mes}-${String(dia).padStart(2, '0')}`;
}
