import { createPublicKey, type KeyObject } from 'node:crypto';

// The iSolarCloud web app's RSA public key (1024-bit, e=65537), which encrypts each request's AES
// key (`x-random-secret-key`) and the user id (`x-limit-obj`). Public, not a secret: three published
// iSolarCloud clients embed this same value (MortJC/homebridge-platform-isolarcloud
// src/isolarcloudapi.ts `PUBLIC_KEY`, since commit 0f1d8aad of 2024-03-05; triamazikamno/GoSungrow
// iSolarCloud/api/web.go `PUB_KEY`; KRoperUK/pysolarcloud user_auth.py `PUBLIC_KEY_PEM`), as
// recorded in reference/sungrow-isolarcloud-public-key.txt and inverter-portals-verified.md §1.1.
// Kept as published: URL-safe base64 ('-' and '_') of the SPKI DER.
const CHAVE_DO_APP_WEB =
  'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCkecphb6vgsBx4LJknKKes-eyj7-RKQ3fikF5B67EObZ3t4moFZyMGuuJPiadYdaxvRqtxyblIlVM7omAasROtKRhtgKwwRxo2a6878qBhTgUVlsqugpI_7ZC9RmO2Rpmr8WzDeAapGANfHN5bVr7G7GYGwIrjvyxMrAVit_oM4wIDAQAB';

function carregar(texto: string): KeyObject {
  // Env files often carry a PEM on one line with literal "\n".
  const t = texto.replace(/\\n/g, '\n').trim();
  const rotulo = /-----BEGIN ([A-Z ]+)-----/.exec(t)?.[1];
  const corpo = t.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  if (!corpo || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(corpo))
    throw new Error('não é PEM nem base64 (not PEM nor base64)');
  // Both base64 alphabets: the key is published URL-safe, and OpenSSL's PEM reader refuses '-'
  // and '_' (ERR_OSSL_ASN1_TOO_LONG), so the DER is decoded here and never re-wrapped as text.
  const der = Buffer.from(corpo.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  const tipos = rotulo === 'RSA PUBLIC KEY' ? (['pkcs1'] as const) : (['spki', 'pkcs1'] as const);
  let chave: KeyObject | undefined;
  let erro: unknown;
  for (const type of tipos) {
    try {
      chave = createPublicKey({ key: der, format: 'der', type });
      break;
    } catch (err) {
      erro = err;
    }
  }
  if (!chave) throw new Error(`a chave não carrega (does not load: ${(erro as Error).message})`);
  if (chave.asymmetricKeyType !== 'rsa')
    throw new Error(`a chave não é RSA, é ${chave.asymmetricKeyType} (not an RSA key)`);
  return chave;
}

/**
 * The key the Sungrow client encrypts with, as SPKI PEM: the override given (PEM, or the bare
 * base64 body in the standard or the URL-safe alphabet), or else the web app's published key.
 * Throws, saying why, when the override does not load as an RSA public key.
 */
export function chavePublicaSungrow(override?: string): string {
  return carregar(override ?? CHAVE_DO_APP_WEB)
    .export({ type: 'spki', format: 'pem' })
    .toString();
}
