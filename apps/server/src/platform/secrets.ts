import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Secrets at rest (portal passwords, utility app passwords): AES-256-GCM with a random 96-bit IV
 * per value and the 128-bit tag, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). The key
 * comes from APP_KEY (32 bytes, base64) or is generated once into DATA_DIR/app.key (mode 0600):
 * losing that file means re-entering every portal password, so back it up with the database.
 */
export interface Secrets {
  cifrar(texto: string): string;
  decifrar(cifrado: string): string;
}

class ChaveInvalida extends Error {}

export function createSecrets(chave: Buffer): Secrets {
  if (chave.length !== 32) throw new ChaveInvalida('APP_KEY must hold 32 bytes (base64)');
  return {
    cifrar(texto) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', chave, iv);
      const dados = Buffer.concat([c.update(texto, 'utf8'), c.final()]);
      return ['v1', iv, c.getAuthTag(), dados]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decifrar(cifrado) {
      const [versao, iv, tag, dados] = cifrado.split('.');
      if (versao !== 'v1' || !iv || !tag || dados === undefined)
        throw new ChaveInvalida('unknown secret format');
      const d = createDecipheriv('aes-256-gcm', chave, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(dados, 'base64url')), d.final()]).toString('utf8');
    },
  };
}

/** APP_KEY when set; otherwise the key file in the data directory, created on first use. */
export function carregarChave(appKey: string | undefined, dataDir: string): Buffer {
  if (appKey) return Buffer.from(appKey.replace(/^base64:/, ''), 'base64');
  const arquivo = join(dataDir, 'app.key');
  if (existsSync(arquivo)) return Buffer.from(readFileSync(arquivo, 'utf8').trim(), 'base64');
  mkdirSync(dirname(arquivo), { recursive: true });
  const chave = randomBytes(32);
  writeFileSync(arquivo, `${chave.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(arquivo, 0o600);
  return chave;
}
