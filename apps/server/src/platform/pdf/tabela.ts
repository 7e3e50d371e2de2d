import type { RGB } from 'pdf-lib';
import { CORES, type Folha, MARGEM } from './documento.ts';

export interface Coluna {
  titulo: string;
  /** Points. */
  largura: number;
  /** Numbers read right-aligned. */
  direita?: boolean;
}

/**
 * A table from the cursor down: a header band in `cor`, striped rows, and the header drawn again
 * at the top of each page the rows run onto. Cells are text already formatted.
 */
export function tabela(
  f: Folha,
  colunas: Coluna[],
  linhas: string[][],
  o: { cor?: RGB; tamanho?: number; x?: number } = {},
): void {
  const tamanho = o.tamanho ?? 9;
  const altura = tamanho + 8;
  const x0 = o.x ?? MARGEM;
  const largura = colunas.reduce((a, c) => a + c.largura, 0);
  const celulas = (valores: string[], negrito: boolean, cor: RGB) => {
    let x = x0;
    colunas.forEach((c, i) => {
      const v = valores[i] ?? '';
      if (c.direita) f.texto(v, x + c.largura - 5, { tamanho, negrito, cor, direita: true });
      else f.texto(v, x + 5, { tamanho, negrito, cor });
      x += c.largura;
    });
  };
  const cabecalho = () => {
    f.page.drawRectangle({
      x: x0,
      y: f.y - altura,
      width: largura,
      height: altura,
      color: o.cor ?? CORES.destaque,
    });
    f.y -= altura;
    const base = f.y;
    f.y = base + 5;
    celulas(
      colunas.map((c) => c.titulo),
      true,
      CORES.branco,
    );
    f.y = base;
  };
  f.caber(altura * 2);
  cabecalho();
  linhas.forEach((valores, i) => {
    if (f.y - altura < MARGEM) {
      f.novaPagina();
      cabecalho();
    }
    if (i % 2 === 1)
      f.page.drawRectangle({ x: x0, y: f.y - altura, width: largura, height: altura, color: CORES.fundo });
    f.y -= altura;
    const base = f.y;
    f.y = base + 5;
    celulas(valores, false, CORES.texto);
    f.y = base;
  });
}
