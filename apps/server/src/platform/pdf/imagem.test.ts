import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { lerLogo } from './imagem.ts';

// A company's logo in its documents (decision 033): any upload format, and its colour as the brand's.

async function imagem(
  pintar: (g: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void,
  formato: 'png' | 'webp' = 'png',
) {
  const c = createCanvas(300, 100);
  const g = c.getContext('2d');
  pintar(g);
  return formato === 'png' ? c.encode('png') : c.encode('webp');
}

describe('logo nos documentos', () => {
  it('a cor predominante do logo, escurecida até o texto branco ser legível sobre ela', async () => {
    // White background, a black word and a yellow sun: the yellow is the brand's colour.
    const bytes = await imagem((g) => {
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, 300, 100);
      g.fillStyle = '#000000';
      g.fillRect(120, 30, 160, 40);
      g.fillStyle = '#facc15';
      g.fillRect(10, 10, 80, 80);
    }, 'webp');
    const logo = await lerLogo(bytes, 150);
    expect(logo).not.toBeNull();
    expect([logo?.largura, logo?.altura]).toEqual([150, 50]);
    expect(
      Buffer.from(logo?.png ?? [])
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const cor = logo?.cor;
    if (!cor) throw new Error('sem cor');
    // Still a yellow (red and green well above blue), but dark enough for white text (3:1).
    expect(cor.red).toBeGreaterThan(cor.blue + 0.2);
    expect(cor.green).toBeGreaterThan(cor.blue + 0.2);
    expect(cor.red).toBeLessThan(0.75);
  });

  it('logo em preto e branco não tem cor; bytes que não são imagem não derrubam o documento', async () => {
    const cinza = await imagem((g) => {
      g.fillStyle = '#777777';
      g.fillRect(0, 0, 300, 100);
    });
    expect((await lerLogo(cinza))?.cor).toBeNull();
    expect(await lerLogo(Buffer.from('não é uma imagem'))).toBeNull();
  });
});
