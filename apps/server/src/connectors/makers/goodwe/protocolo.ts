import { createHash } from 'node:crypto';
import { protocoloMudou } from '../http.ts';
import { ErroPortal, type StatusInversor } from '../types.ts';

// Pure pieces of the SEMS portal protocol (docs/fabricantes/goodwe-sems.md), shared by the
// client and its tests: the envelope, the SEMS+ password, the regional API base, the statuses.

export const NOME = 'GoodWe SEMS';

/** Legacy CrossLogin on the login host (GOODWE_URL); answers with the regional API base. */
export const CAMINHO_LOGIN = 'api/v3/Common/CrossLogin';
/** SEMS+ login (accounts moved to SEMS+ are refused by the legacy one). */
export const CAMINHO_LOGIN_SEMS_PLUS = 'web/sems/sems-user/api/v1/auth/cross-login';
export const SEMS_PLUS_URL = 'https://semsplus.goodwe.com';
/** SEMS+ default gateway when its login answer has no `api` (note §3.2). */
const GATEWAY_PADRAO = 'https://eu-gateway.semsportal.com/web/sems';
const BASE_PADRAO_SEMS_PLUS = 'https://eu.semsportal.com/api/';

/** Token header of the login call itself, before there is a session. */
export const TOKEN_INICIAL = '{"version":"3.1.1","client":"ios","language":"en"}';

/** Success is code 0, "0" or "00000" (the type varies) with hasError not true. */
export function sucesso(env: { code?: unknown; hasError?: unknown }): boolean {
  const c = env.code;
  return (c === 0 || c === '0' || c === '00000') && env.hasError !== true;
}

/** "GY0429": too many requests (HTTP 200); Home Assistant waits 300 s. */
export const ehLimite = (env: { code?: unknown }) => String(env.code) === 'GY0429';

/** 100001 / 100002, or a message about login or token: the Token header no longer works. */
export function ehSessaoExpirada(env: { code?: unknown; msg?: unknown }): boolean {
  const c = String(env.code);
  if (c === '100001' || c === '100002') return true;
  return /not\s*log|log\s*in|token|expire/i.test(String(env.msg ?? ''));
}

export type Envelope = {
  hasError?: unknown;
  code?: unknown;
  msg?: unknown;
  description?: unknown;
  data?: unknown;
  api?: unknown;
};

/** The parsed body as the SEMS envelope, or a protocol error: every answer has `code`. */
export function envelope(corpo: unknown, caminho: string): Envelope {
  if (!corpo || typeof corpo !== 'object' || Array.isArray(corpo) || !('code' in corpo))
    throw protocoloMudou(NOME, `resposta sem "code" em ${caminho}`);
  return corpo as Envelope;
}

/** A data call's envelope turned into its `data`, or the ErroPortal the code stands for. */
export function dadosDe(env: Envelope, caminho: string): unknown {
  if (ehLimite(env)) throw new ErroPortal('limite', 'GoodWe SEMS limitou as chamadas');
  if (sucesso(env)) return env.data;
  if (ehSessaoExpirada(env)) throw new ErroPortal('sessao_expirada', 'Sessão do GoodWe SEMS expirada');
  throw new ErroPortal(
    'protocolo',
    `GoodWe SEMS recusou ${caminho} (${String(env.code)}: ${String(env.msg ?? env.description ?? '')})`,
  );
}

/** SEMS+ login password: base64 of the MD5 hex text (note §3.2). */
export function senhaSemsPlus(senha: string): string {
  const md5 = createHash('md5').update(senha, 'utf8').digest('hex');
  return Buffer.from(md5, 'ascii').toString('base64');
}

/**
 * The base the data calls use after a login. Legacy: the answer's `api`, or `<login host>/api/`
 * when it is empty (seen for a Brazilian installer). SEMS+: its `api` is a gateway
 * (".../web/sems") that does not serve the PowerStation routes; they live on
 * `https://<region>.semsportal.com/api/` (Home Assistant's rewrite). A gateway on another host (the
 * simulator) keeps its own origin.
 */
export function baseRegional(
  modo: 'legado' | 'semsplus',
  api: unknown,
  hostDoLogin: string,
  regiao?: unknown,
): string {
  const texto = typeof api === 'string' ? api.trim() : '';
  if (modo === 'legado') {
    const base = texto || new URL('api/', comBarra(hostDoLogin)).href;
    return comBarra(base);
  }
  const gateway = texto || GATEWAY_PADRAO;
  if (!/\/web\/sems|\/sems\//.test(gateway)) return comBarra(gateway);
  const url = new URL(gateway);
  if (!url.hostname.endsWith('semsportal.com')) return `${url.origin}/api/`;
  const r =
    typeof regiao === 'string' && regiao
      ? regiao
      : /^([a-z0-9]+)(?:-gateway)?\.semsportal\.com$/i.exec(url.hostname)?.[1];
  return r && r !== 'www' ? `https://${r}.semsportal.com/api/` : BASE_PADRAO_SEMS_PLUS;
}

const comBarra = (u: string) => (u.endsWith('/') ? u : `${u}/`);

/** Status of plants and inverters: -1 offline, 0 waiting (night), 1 normal, 2 fault. */
export function statusGoodwe(s: unknown): StatusInversor {
  const n = Number(s);
  if (n === -1) return 'offline';
  if (n === 2) return 'erro';
  if (n === 0 || n === 1) return 'online';
  // An unknown code: not enough to call the inverter faulty.
  return 'online';
}

/** "06:05" or "06:05:00" → "06:05"; anything else null. */
export function horaDe(x: unknown): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)(?::\d\d)?$/.exec(String(x ?? '').trim());
  return m ? `${m[1]}:${m[2]}` : null;
}

/** "MM/dd/yyyy HH:mm:ss" (GetPowerStationPacByDayForApp) → day and time, or null. */
export function dataHoraAmericana(x: unknown): { data: string; hora: string } | null {
  const m = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d)/.exec(String(x ?? ''));
  return m ? { data: `${m[3]}-${m[1]}-${m[2]}`, hora: `${m[4]}:${m[5]}` } : null;
}

/** The `xy` points of the chart line called `nome` in a Charts answer (`data.lines[]`). */
export function pontosDaLinha(
  d: unknown,
  nome: string,
  chamada: string,
): Array<{ x?: unknown; y?: unknown }> {
  const linhas = (d as { lines?: unknown } | null)?.lines;
  const linha = Array.isArray(linhas)
    ? (linhas as Array<{ name?: unknown; xy?: unknown }>).find((l) => l.name === nome)
    : undefined;
  if (!Array.isArray(linha?.xy)) throw protocoloMudou(NOME, `${chamada} sem a linha ${nome}`);
  return linha.xy as Array<{ x?: unknown; y?: unknown }>;
}
