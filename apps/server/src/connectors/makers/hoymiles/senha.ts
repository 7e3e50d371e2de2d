import { createHash } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';

// The credential hash (`ch`) of the S-Miles Cloud v3 login (docs/fabricantes/hoymiles-s-miles.md,
// "Auth flow and exact hash"): Argon2id over the password with the salt the pre-inspection gives,
// or, when it gives none, one of two unsalted forms. The legacy v0 login sends MD5 hex.

/** Argon2id as the web app runs it: t=3, m=32 MiB, one lane, 32 bytes (Philra94, Homey). */
export const ARGON2_HOYMILES = { timeCost: 3, memoryCost: 32768, parallelism: 1, outputLen: 32 } as const;
// @node-rs/argon2's Algorithm.Argon2id (an ambient const enum, unusable with isolatedModules).
const ARGON2ID = 2;

/** The salt `a` as the clients read it: hex when it is even-length hex, else Base64, else UTF-8. */
export function decodificarSal(a: string): Buffer {
  const s = a.trim();
  if (s.length % 2 === 0 && /^[0-9a-fA-F]+$/.test(s)) return Buffer.from(s, 'hex');
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(s) && s.length % 4 === 0) return Buffer.from(s, 'base64');
  return Buffer.from(s, 'utf8');
}

/** Salted v3 `ch`: lowercase hex of the 32-byte Argon2id tag. */
export async function chArgon2(senha: string, sal: string): Promise<string> {
  const tag = await hashRaw(Buffer.from(senha, 'utf8'), {
    ...ARGON2_HOYMILES,
    algorithm: ARGON2ID,
    salt: decodificarSal(sal),
  });
  return tag.toString('hex');
}

/** Unsalted v3 forms, in the order the web app's clients try them, each on a fresh nonce. */
export function chSemSal(senha: string): Array<{ nome: string; ch: string }> {
  const md5 = createHash('md5').update(senha, 'utf8').digest('hex');
  const sha = createHash('sha256').update(senha, 'utf8').digest();
  return [
    { nome: 'md5.sha256b64', ch: `${md5}.${sha.toString('base64')}` },
    { nome: 'sha256hex', ch: sha.toString('hex') },
  ];
}

/** Legacy v0 login: the password's MD5 in lowercase hex. */
export const senhaLegada = (senha: string): string => createHash('md5').update(senha, 'utf8').digest('hex');
