import { createHash } from 'node:crypto';
import { ErroPortal, type StatusInversor } from '../types.ts';

// The pure parts of the Deye Cloud developer OpenAPI (docs/fabricantes/deye-cloud.md): the
// password hash, the login field, the envelope's codes, device statuses and the numeric ids the
// cloud sends as JSON numbers (kept as text on the way in and sent back as numbers on the way out).

export const NOME = 'Deye Cloud';

/** Success code of every envelope (grade B: clients and fixtures). */
export const SUCESSO = '1000000';
/** "auth invalid token" (B, botnick). */
export const TOKEN_INVALIDO = '2101019';
/** "client execute Too Frequently" (A, Deye's answer in its sample repo, issue #3). */
export const MUITO_FREQUENTE = '2101002';
/** "Service Currently Unavailable", HTTP 500 (B, Deye issue #7). */
export const INDISPONIVEL = '3201001';

/** The password as the token call wants it: SHA-256 of its UTF-8 bytes, lowercase hex (A). */
export function senhaDeye(senha: string): string {
  return createHash('sha256').update(senha, 'utf8').digest('hex');
}

/**
 * The login as the token call wants it: one of e-mail, mobile (+ countryCode) or user name (A,
 * sample docstring). A Brazilian mobile is sent without its country code (format of
 * `countryCode` not seen: grade C).
 */
export function identificacaoDeye(login: string): Record<string, string> {
  const l = login.trim();
  if (l.includes('@')) return { email: l };
  if (/^\+?\d{8,15}$/.test(l)) return { mobile: l.replace(/^\+?55(?=\d{10,11}$)/, ''), countryCode: '55' };
  return { username: l };
}

/**
 * Inverter status from the station's device list (`connectStatus` 1 online, 0 offline; 2 read as
 * an alarm, grade C) and `device/latest` (`deviceState` 1 online, 2 alarm, 3 offline, grade B).
 */
export function statusDeye(d: { connectStatus?: unknown; deviceState?: unknown }): StatusInversor {
  const conexao = d.connectStatus === undefined || d.connectStatus === null ? null : Number(d.connectStatus);
  const estado = d.deviceState === undefined || d.deviceState === null ? null : Number(d.deviceState);
  if (conexao === 0 || estado === 3) return 'offline';
  if (estado === 2 || conexao === 2) return 'erro';
  return 'online';
}

/**
 * What a refused token call means. Wrong password: `{"error":"Incorrect password, 4 attempt
 * remaining","code":"Incorrect password",…}` (B); it counts toward the account's lock-out, so it is
 * never retried. No attempts left or a "locked" text (wording not seen, grade C) is `bloqueada`.
 * Anything else refused (wrong App ID/Secret, unknown account) is `credenciais`.
 */
export function erroDoToken(corpo: Record<string, unknown>): ErroPortal {
  const texto = [corpo.error, corpo.msg, corpo.code, corpo.error_description]
    .filter((x) => typeof x === 'string' && x)
    .join(' — ');
  const restantes = /(\d+)\s*attempts?\s*remaining/i.exec(texto);
  if (/lock|frozen|freeze/i.test(texto) || (restantes && Number(restantes[1]) === 0))
    return new ErroPortal(
      'bloqueada',
      'O Deye Cloud bloqueou a conta depois de senhas erradas: desbloqueie em www.deyecloud.com (ou aguarde) e confira a senha',
    );
  if (/password/i.test(texto))
    return new ErroPortal(
      'credenciais',
      restantes
        ? `Login ou senha do Deye Cloud incorretos (restam ${restantes[1]} tentativas antes do bloqueio da conta)`
        : 'Login ou senha do Deye Cloud incorretos',
    );
  return new ErroPortal(
    'credenciais',
    `O Deye Cloud recusou o acesso: confira o App ID, o App Secret, o login e a senha${texto ? ` (${texto})` : ''}`,
  );
}

/**
 * An envelope's failure as Irradia's error: expired token, rate limit, service down; anything
 * else is a refusal we do not know (said with the cloud's code and text).
 */
export function erroDoEnvelope(corpo: Record<string, unknown>, caminho: string): ErroPortal {
  const code = String(corpo.code ?? '');
  const msg = String(corpo.msg ?? '');
  if (code === TOKEN_INVALIDO || /invalid token|token (not found|expired)/i.test(msg))
    return new ErroPortal('sessao_expirada', 'Token do Deye Cloud expirado');
  if (code === MUITO_FREQUENTE || /too frequent/i.test(msg))
    return new ErroPortal('limite', `${NOME} limitou as chamadas`);
  if (code === INDISPONIVEL) return new ErroPortal('inacessivel', `${NOME} indisponível (${msg || code})`);
  return new ErroPortal('protocolo', `${NOME} recusou ${caminho} (${code}: ${msg})`);
}

/** A number that must reach the cloud as a JSON number, whatever its size (station ids). */
export class Inteiro {
  constructor(readonly digitos: string) {
    if (!/^-?\d+$/.test(digitos)) throw new ErroPortal('protocolo', `id do ${NOME} não numérico: ${digitos}`);
  }
  toJSON(): string {
    return `${MARCA}${this.digitos}`;
  }
}
const MARCA = '__deye_inteiro__';

/** JSON text with every `Inteiro` written as a bare number (ids past 2^53 stay exact). */
export function jsonComInteiros(corpo: object): string {
  return JSON.stringify(corpo).replace(new RegExp(`"${MARCA}(-?\\d+)"`, 'g'), '$1');
}

/**
 * Response text with the id fields' long integers quoted, before JSON.parse would round them
 * (an id past 2^53 would otherwise come back as another plant's).
 */
export function idsComoTexto(texto: string): string {
  return texto.replace(/("(?:id|stationId|deviceId)"\s*:\s*)(-?\d{16,})(?=\s*[,}\]])/g, '$1"$2"');
}
