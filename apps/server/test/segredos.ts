import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../src/config.ts';
import { carregarChave } from '../src/platform/secrets.ts';

// No secret leaves the server (issue 11): every response of every app the tests build is read
// before it goes out, and the app refuses to close while a response carried a password, a hash,
// a token hash, a portal or utility secret, encrypted data or the encryption key.

interface Segredo {
  tipo: string;
  /** Where the value may appear (a session token in the sign-in answer's `auth.token`). */
  permitidoEm?: (caminho: readonly string[]) => boolean;
}

const MINIMO = 6;
const ENVIADO = 'segredo enviado na requisição';
const segredos = new Map<string, Segredo>();
let colherEnviados = true;

/**
 * For a file that sends random bodies (entrada-hostil): its junk under secret-named keys is no
 * secret, and the same junk lands in open fields of other records. Everything else is still
 * checked (hashes, ciphertexts, the app key, registered secrets, tokens).
 */
export function naoColherSegredosEnviados(): void {
  colherEnviados = false;
}

const emAuthToken = (caminho: readonly string[]) =>
  caminho.length >= 2 && caminho.at(-1) === 'token' && caminho.at(-2) === 'auth';

/**
 * A value no response may contain, anywhere (tests call it for what they send to portals and
 * utilities under other names). Values shorter than 6 characters would match ordinary text.
 */
export function registrarSegredo(valor: string, tipo = 'segredo registrado pelo teste'): void {
  if (valor.length < MINIMO)
    throw new Error(`segredo curto demais para procurar: ${valor.length} caracteres`);
  if (!segredos.has(valor)) segredos.set(valor, { tipo });
}

// The password every factory-made account uses.
registrarSegredo('senha123', 'senha de teste');

function registrarToken(token: string, tipo: string, permitidoEm?: Segredo['permitidoEm']) {
  if (token.length < MINIMO) return;
  if (!segredos.has(token)) segredos.set(token, { tipo, permitidoEm });
  // What the sessions and links tables store (platform/auth.ts hashToken).
  const hash = createHash('sha256').update(token).digest('hex');
  if (!segredos.has(hash)) segredos.set(hash, { tipo: 'hash de token' });
}

function registrarChave(chave: Buffer) {
  for (const forma of [
    chave.toString('base64'),
    chave.toString('base64').replace(/=+$/, ''),
    chave.toString('base64url'),
    chave.toString('hex'),
  ])
    segredos.set(forma, { tipo: 'chave de criptografia' });
}

/** Keys that name a secret: exact names, or names ending like one (senha_hash, chaves_cifradas). */
const NOMES = new Set(['chaves', 'pass', 'passwd', 'pwd', 'credential', 'credentials']);
const SUFIXOS = [
  'password',
  'senha',
  'hash',
  'token',
  'secret',
  'segredo',
  'apikey',
  'privatekey',
  'appkey',
  'cifrada',
  'cifradas',
  'cifrado',
];

function nomeDeSegredo(chave: string): boolean {
  const k = chave.toLowerCase().replace(/[_-]/g, '');
  return NOMES.has(k) || SUFIXOS.some((s) => k.endsWith(s));
}

/** Formats no answer carries: password hashes and the secrets' ciphertext (platform/secrets.ts). */
const FORMATOS: Array<[RegExp, string]> = [
  [/\$argon2(?:id|i|d)\$/, 'hash de senha (argon2)'],
  [/\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{20}/, 'hash de senha (bcrypt)'],
  [/\$scrypt\$|\$pbkdf2/, 'hash de senha (scrypt/pbkdf2)'],
  [/\bv1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]*/, 'segredo cifrado'],
];

type Visita = (caminho: readonly string[], chave: string | null, valor: unknown) => void;

function percorrer(valor: unknown, caminho: string[], visita: Visita, vistos = new WeakSet<object>()) {
  // Only plain JSON-like data: uploaded files (Buffers), streams and parser internals are not fields.
  if (valor === null || typeof valor !== 'object' || vistos.has(valor) || caminho.length > 32) return;
  const proto = Object.getPrototypeOf(valor);
  if (!Array.isArray(valor) && proto !== Object.prototype && proto !== null) return;
  vistos.add(valor);
  // Object.entries, not the array's own methods: fuzzed bodies set keys like "constructor".
  for (const [k, v] of Object.entries(valor)) {
    const aqui = [...caminho, k];
    visita(aqui, Array.isArray(valor) ? null : k, v);
    percorrer(v, aqui, visita, vistos);
  }
}

const onde = (caminho: readonly string[]) => (caminho.length ? caminho.join('.') : '(corpo)');

/** What is wrong with one response body (empty when nothing leaks). Never quotes the secret. */
export function examinarCorpo(texto: string, json: boolean): string[] {
  const achados = new Set<string>();
  for (const [re, tipo] of FORMATOS) if (re.test(texto)) achados.add(`valor com formato de ${tipo}`);

  let dados: unknown;
  let lido = false;
  if (json) {
    try {
      dados = JSON.parse(texto);
      lido = true;
    } catch {
      // Not JSON after all: read as text.
    }
  }
  const textos: Array<[readonly string[], string]> = [];
  if (lido) {
    if (typeof dados === 'string') textos.push([[], dados]);
    percorrer(dados, [], (caminho, chave, valor) => {
      if (typeof valor !== 'string') return;
      textos.push([caminho, valor]);
      if (chave !== null && valor !== '' && nomeDeSegredo(chave) && !emAuthToken(caminho))
        achados.add(`chave "${chave}" com valor em ${onde(caminho)}`);
    });
  }

  for (const [valor, s] of segredos) {
    const escapado = JSON.stringify(valor).slice(1, -1);
    if (!texto.includes(valor) && !texto.includes(escapado)) continue;
    if (!lido) {
      achados.add(s.tipo);
      continue;
    }
    const ocorrencias = textos.filter(([, v]) => v.includes(valor));
    const proibida = ocorrencias.find(([c]) => !s.permitidoEm?.(c));
    // Found in the raw text but in no value: it is in a key.
    if (ocorrencias.length === 0) achados.add(`${s.tipo} em um nome de campo`);
    else if (proibida) achados.add(`${s.tipo} em ${onde(proibida[0])}`);
  }
  return [...achados];
}

/** The body as text when it is text or JSON; null for streams, PDFs, images and other binaries. */
function corpoEmTexto(payload: unknown, tipo: string): string | null {
  if (payload === null || payload === undefined) return null;
  const textual = tipo === '' || /json|^text\/|csv|xml|javascript/i.test(tipo);
  if (!textual) return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

/** Secrets the test sent (passwords, portal keys, bearer and link tokens) become values to look for. */
/**
 * Secrets the request carries. Values under secret-named keys count only when the server took the
 * request (below 400): a refused login or a fuzzer's random `senha` is no secret the server holds,
 * and random generators reuse words ('constructor', 'valueOf') that also land in open fields.
 */
function colherDaRequisicao(request: FastifyRequest, aceita: boolean) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) registrarToken(bearer, 'token de sessão', emAuthToken);
  const params = request.params as Record<string, unknown> | undefined;
  // A link token counts once the server took it: a refused one (a fuzzer's junk path, an unknown or
  // used link) is no secret the server holds, and junk words also land in open fields.
  if (aceita && typeof params?.token === 'string') registrarToken(params.token, 'token de link');
  const secretos = new Set<string>();
  const abertos = new Set<string>();
  percorrer(request.body, [], (caminho, chave, valor) => {
    if (typeof valor !== 'string' || valor.length < MINIMO) return;
    const secreto = (chave !== null && nomeDeSegredo(chave)) || caminho.includes('chaves');
    (secreto ? secretos : abertos).add(valor);
  });
  // A value the client also sent in an open field (a name equal to a password) is not secret:
  // the server may echo that field.
  for (const v of abertos) if (segredos.get(v)?.tipo === ENVIADO) segredos.delete(v);
  if (!aceita || !colherEnviados) return;
  for (const v of secretos) if (!abertos.has(v) && !segredos.has(v)) segredos.set(v, { tipo: ENVIADO });
}

/** Session tokens the response hands out (sign-up, sign-in, access as a user). */
function colherDaResposta(texto: string) {
  if (!texto.includes('"auth"')) return;
  try {
    percorrer(JSON.parse(texto), [], (caminho, _chave, valor) => {
      if (typeof valor === 'string' && emAuthToken(caminho))
        registrarToken(valor, 'token de sessão', emAuthToken);
    });
  } catch {
    // Not JSON: nothing handed out.
  }
}

/**
 * Installs the walker on an app that is not ready yet: every response body is examined, and
 * closing the app fails, listing each route and what leaked, when any did. Routes under
 * `/api/__teste/` are fixtures tests add to echo what they send, and are not examined.
 */
export function vigiarSegredos(app: FastifyInstance, config: Config): void {
  registrarChave(carregarChave(config.appKey, config.dataDir));
  if (config.google.clientSecret && config.google.clientSecret.length >= MINIMO)
    registrarSegredo(config.google.clientSecret, 'segredo da configuração');
  for (const url of [config.smtpUrl, config.databaseUrl, config.redisUrl]) {
    const senha = url ? decodeURIComponent(new URL(url).password) : '';
    if (senha.length >= MINIMO) registrarSegredo(senha, 'segredo da configuração');
  }

  const violacoes: string[] = [];
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // The route's pattern, not its URL: a link token in the path must not reach the report.
    const rota = `${request.method} ${request.routeOptions.url ?? '(sem rota)'} (${reply.statusCode})`;
    // The walker never changes a response: its own failure is reported at close.
    try {
      colherDaRequisicao(request, reply.statusCode < 400);
      if ((request.routeOptions.url ?? '').startsWith('/api/__teste/')) return payload;
      const tipo = String(reply.getHeader('content-type') ?? '');
      const texto = corpoEmTexto(payload, tipo);
      if (texto === null) return payload;
      for (const achado of examinarCorpo(texto, /json/i.test(tipo))) violacoes.push(`${rota}: ${achado}`);
      colherDaResposta(texto);
    } catch (err) {
      violacoes.push(`${rota}: o vigia de segredos falhou (${(err as Error).message})`);
    }
    return payload;
  });
  app.addHook('onClose', async () => {
    if (violacoes.length === 0) return;
    const lista = [...new Set(violacoes)];
    violacoes.length = 0;
    throw new Error(`Segredos saíram do servidor em ${lista.length} resposta(s):\n${lista.join('\n')}`);
  });
}
