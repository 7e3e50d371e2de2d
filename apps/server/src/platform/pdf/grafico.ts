import type { RGB } from 'pdf-lib';
import { CORES, type Folha, LARGURA_UTIL, MARGEM } from './documento.ts';

export interface Serie {
  nome: string;
  cor: RGB;
  valores: number[];
}

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) that splits `maximo` into about `partes` gridlines. */
function passoRedondo(maximo: number, partes: number): number {
  const bruto = maximo / partes;
  const ordem = 10 ** Math.floor(Math.log10(bruto));
  const f = bruto / ordem;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * ordem;
}

/**
 * Grouped vertical bars drawn as vectors (sharp at any zoom, its labels still text): a legend, the
 * value axis on the left with round gridlines (`eixo` formats them), one group per label. The
 * cursor ends below the labels.
 */
export function graficoDeBarras(
  f: Folha,
  o: { rotulos: string[]; series: Serie[]; altura: number; eixo: (v: number) => string },
): void {
  const tamanho = 8;
  f.caber(o.altura + 50);
  // Legend.
  let xl = MARGEM;
  for (const s of o.series) {
    f.page.drawRectangle({ x: xl, y: f.y - 1, width: 9, height: 9, color: s.cor });
    f.texto(s.nome, xl + 13, { tamanho: 9 });
    xl += 13 + f.largura(s.nome, 9) + 18;
  }
  f.y -= 14;

  const maximo = Math.max(1, ...o.series.flatMap((s) => s.valores));
  const passo = passoRedondo(maximo, 4);
  const topo = Math.ceil(maximo / passo) * passo;
  const marcas = Array.from({ length: Math.round(topo / passo) + 1 }, (_, i) => i * passo);
  const eixoLargura = Math.max(...marcas.map((m) => f.largura(o.eixo(m), tamanho))) + 6;
  const x0 = MARGEM + eixoLargura;
  const largura = LARGURA_UTIL - eixoLargura;
  const base = f.y - o.altura;
  const topoY = f.y;
  for (const m of marcas) {
    const y = base + (m / topo) * o.altura;
    f.page.drawLine({
      start: { x: x0, y },
      end: { x: x0 + largura, y },
      thickness: m === 0 ? 0.8 : 0.3,
      color: m === 0 ? CORES.suave : CORES.linha,
    });
    f.y = y - tamanho / 3;
    f.texto(o.eixo(m), x0 - 4, { tamanho, cor: CORES.suave, direita: true });
  }

  const grupo = largura / Math.max(1, o.rotulos.length);
  const barra = (grupo * 0.75) / Math.max(1, o.series.length);
  o.rotulos.forEach((rotulo, i) => {
    const inicio = x0 + i * grupo + grupo * 0.125;
    o.series.forEach((s, j) => {
      const v = Math.max(0, s.valores[i] ?? 0);
      const h = (v / topo) * o.altura;
      if (h > 0)
        f.page.drawRectangle({ x: inicio + j * barra, y: base, width: barra * 0.9, height: h, color: s.cor });
    });
    f.y = base - 11;
    const centro = x0 + i * grupo + grupo / 2;
    f.texto(rotulo, centro - f.largura(rotulo, tamanho) / 2, { tamanho, cor: CORES.suave });
  });
  f.y = Math.min(f.y, topoY - o.altura) - 20;
}
