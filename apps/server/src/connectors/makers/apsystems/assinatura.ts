import { createHmac, randomUUID } from 'node:crypto';

// APsystems EMA OpenAPI signature (docs/fabricantes/apsystems-ema.md, Manual §2.2): every request
// carries the App Id, a timestamp, a nonce and an HMAC over
// "timestamp/nonce/appId/<last path segment>/<METHOD>/<algorithm>", keyed with the App Secret and
// Base64-encoded. The query string is not signed.

export type AlgoritmoApsystems = 'HmacSHA256' | 'HmacSHA1';

export interface PartesDaAssinatura {
  appId: string;
  segredo: string;
  /** Epoch milliseconds, as text (what every working client sends). */
  timestamp: string;
  /** 32 hex characters: a UUID without dashes. */
  nonce: string;
  /** The request path; only its last segment is signed. */
  caminho: string;
  metodo?: string;
  algoritmo?: AlgoritmoApsystems;
}

/** The last segment of a path, without the query string: the id for every documented call. */
export function ultimoSegmento(caminho: string): string {
  const semConsulta = caminho.split('?')[0] ?? '';
  return semConsulta.replace(/\/+$/, '').split('/').pop() ?? '';
}

export function textoAssinadoApsystems(p: PartesDaAssinatura): string {
  const metodo = (p.metodo ?? 'GET').toUpperCase();
  return [p.timestamp, p.nonce, p.appId, ultimoSegmento(p.caminho), metodo, p.algoritmo ?? 'HmacSHA256'].join(
    '/',
  );
}

export function assinaturaApsystems(p: PartesDaAssinatura): string {
  const hash = (p.algoritmo ?? 'HmacSHA256') === 'HmacSHA1' ? 'sha1' : 'sha256';
  return createHmac(hash, Buffer.from(p.segredo, 'utf8'))
    .update(textoAssinadoApsystems(p), 'utf8')
    .digest('base64');
}

/** The five X-CA-* headers of one request. */
export function cabecalhosApsystems(
  appId: string,
  segredo: string,
  caminho: string,
  agora: Date,
  nonce: string = randomUUID().replace(/-/g, ''),
): Record<string, string> {
  const timestamp = String(agora.getTime());
  const algoritmo: AlgoritmoApsystems = 'HmacSHA256';
  return {
    'X-CA-AppId': appId,
    'X-CA-Timestamp': timestamp,
    'X-CA-Nonce': nonce,
    'X-CA-Signature-Method': algoritmo,
    'X-CA-Signature': assinaturaApsystems({ appId, segredo, timestamp, nonce, caminho, algoritmo }),
  };
}
