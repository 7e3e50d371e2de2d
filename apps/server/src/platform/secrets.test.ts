import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carregarChave, createSecrets } from './secrets.ts';

const dir = mkdtempSync(join(tmpdir(), 'irradia-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('segredos (AES-256-GCM)', () => {
  it('cifra e decifra; o mesmo texto cifra diferente a cada vez; o texto não aparece', () => {
    const s = createSecrets(randomBytes(32));
    const a = s.cifrar('senha do portal ç');
    const b = s.cifrar('senha do portal ç');
    expect(a).not.toBe(b);
    expect(a).not.toContain('senha');
    expect(a.startsWith('v1.')).toBe(true);
    expect(s.decifrar(a)).toBe('senha do portal ç');
  });

  it('um valor adulterado ou outra chave não decifram', () => {
    const s = createSecrets(randomBytes(32));
    const c = s.cifrar('segredo');
    const partes = c.split('.');
    const dados = Buffer.from(partes[3] ?? '', 'base64url');
    dados[0] = (dados[0] ?? 0) ^ 1;
    partes[3] = dados.toString('base64url');
    expect(() => s.decifrar(partes.join('.'))).toThrow();
    expect(() => createSecrets(randomBytes(32)).decifrar(c)).toThrow();
  });

  it('sem APP_KEY, gera a chave uma vez em DATA_DIR/app.key com permissão 0600 e a reutiliza', () => {
    const k1 = carregarChave(undefined, dir);
    const k2 = carregarChave(undefined, dir);
    expect(k1.equals(k2)).toBe(true);
    expect(k1).toHaveLength(32);
    expect(statSync(join(dir, 'app.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'app.key'), 'utf8').trim()).toBe(k1.toString('base64'));
  });

  it('APP_KEY (base64 de 32 bytes) tem precedência; chave de outro tamanho é recusada', () => {
    const chave = randomBytes(32);
    expect(carregarChave(`base64:${chave.toString('base64')}`, dir).equals(chave)).toBe(true);
    expect(() => createSecrets(randomBytes(16))).toThrow(/32 bytes/);
  });
});
