import { describe, expect, it } from 'vitest';
import { agruparLinhas, type Documento } from './documento.ts';
import { lerCampos } from './leitor.ts';

/** A one-page document from printed lines, each `[y, text]` one cell, as the reader sees a page. */
function documento(linhas: Array<[number, string]>, ocr: boolean): Documento {
  const itens = linhas.map(([y, texto]) => ({ texto, x: 40, x2: 40 + texto.length * 4, y, h: 8 }));
  return { linhas: agruparLinhas(1, itens), paginas: 1, ocr };
}

const TABELA: Array<[number, string]> = [
  [100, 'Itens da Fatura'],
  [112, 'Energia Ativa Fornecida TUSD kWh 1165120 0,38888702 453,10'],
  [124, 'Energia Ativa Fornecida TE kWh 1.165,120 0,31236000 363,94'],
  [136, 'TOTAL 817,04'],
];

describe('itens da fatura: quantidade × preço tem de dar o valor', () => {
  it('numa digitalização (OCR), a linha que não fecha — separadores perdidos — fica de fora inteira', () => {
    const { campos } = lerCampos(documento(TABELA, true), 'cpfl');
    expect(campos.itens).toEqual([
      { descricao: 'Energia Ativa Fornecida TE', kwh: 1165.12, tarifa: 0.31236, valor_rs: 363.94 },
    ]);
    // The consumption is not taken from a row that was dropped, nor guessed from the other one alone.
    expect(campos.consumo_kwh).not.toBe(1165120);
  });

  it('no texto do PDF, a linha fica com o valor, sem o kWh e o preço que não fecham com ele', () => {
    const { campos } = lerCampos(documento(TABELA, false), 'cpfl');
    expect(campos.itens?.[0]).toEqual({ descricao: 'Energia Ativa Fornecida TUSD', valor_rs: 453.1 });
    expect(campos.itens?.[1]?.kwh).toBe(1165.12);
  });
});
