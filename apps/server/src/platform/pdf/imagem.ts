import { createCanvas, loadImage } from '@napi-rs/canvas';
import { type RGB, rgb } from 'pdf-lib';

export interface Logo {
  /** PNG bytes at most `lado` px on the longer side (pdf-lib embeds PNG and JPEG only). */
  png: Uint8Array;
  largura: number;
  altura: number;
  /** The logo's main colour, dark enough under white text; null for a grey or black-and-white logo. */
  cor: RGB | null;
}

/**
 * The most common vivid hue among the opaque pixels (hues in 30° bins, greys, near-white and
 * near-black left out), averaged within its bin; null when under 3 % of the pixels are vivid.
 */
function corPredominante(px: Uint8ClampedArray): [number, number, number] | null {
  const bins = Array.from({ length: 12 }, () => ({ peso: 0, r: 0, g: 0, b: 0 }));
  let opacos = 0;
  let vivos = 0;
  for (let i = 0; i < px.length; i += 4) {
    if ((px[i + 3] ?? 0) < 128) continue;
    opacos++;
    const r = (px[i] ?? 0) / 255;
    const g = (px[i + 1] ?? 0) / 255;
    const b = (px[i + 2] ?? 0) / 255;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const l = (max + min) / 2;
    const d = max - min;
    if (d === 0 || l < 0.12 || l > 0.9) continue;
    const s = d / (1 - Math.abs(2 * l - 1));
    if (s < 0.3) continue;
    vivos++;
    const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    const bin = bins[Math.floor(h * 2) % 12];
    if (!bin) continue;
    bin.peso += s;
    bin.r += r * s;
    bin.g += g * s;
    bin.b += b * s;
  }
  if (opacos === 0 || vivos / opacos < 0.03) return null;
  const melhor = bins.reduce((a, b) => (b.peso > a.peso ? b : a));
  return [melhor.r / melhor.peso, melhor.g / melhor.peso, melhor.b / melhor.peso];
}

/** Darkens a colour until white text on it has a contrast of at least 3:1 (WCAG, large text). */
function legivelSobBranco([r, g, b]: [number, number, number]): RGB {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  let k = 1;
  for (let i = 0; i < 20; i++) {
    const lum = 0.2126 * linear(r * k) + 0.7152 * linear(g * k) + 0.0722 * linear(b * k);
    if (1.05 / (lum + 0.05) >= 3) break;
    k *= 0.9;
  }
  return rgb(r * k, g * k, b * k);
}

/**
 * A stored logo (PNG, JPEG, WebP or GIF, as uploads accept) made ready for a PDF, with its main
 * colour; null when the bytes do not decode, so a broken file never costs the document.
 */
export async function lerLogo(bytes: Uint8Array, lado = 480): Promise<Logo | null> {
  try {
    const img = await loadImage(Buffer.from(bytes));
    if (!img.width || !img.height) return null;
    const escala = Math.min(1, lado / Math.max(img.width, img.height));
    const largura = Math.max(1, Math.round(img.width * escala));
    const altura = Math.max(1, Math.round(img.height * escala));
    const canvas = createCanvas(largura, altura);
    const g = canvas.getContext('2d');
    g.drawImage(img, 0, 0, largura, altura);
    const cor = corPredominante(g.getImageData(0, 0, largura, altura).data);
    return { png: await canvas.encode('png'), largura, altura, cor: cor ? legivelSobBranco(cor) : null };
  } catch {
    return null;
  }
}
