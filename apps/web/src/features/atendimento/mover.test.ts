import { describe, expect, it } from 'vitest';
import { aplicarMovimento, posicaoNoServidor } from './mover.ts';
import { ABERTO, EM_ATENDIMENTO, inversor, limpeza, visita } from './quadro-fixtures.ts';

const terceiro = { ...limpeza, uuid: 'x3', numero: 104, posicao: 2 };
const quarto = { ...limpeza, uuid: 'x4', numero: 105, posicao: 3 };

describe('mover: a posição que o servidor entende', () => {
  it('sem filtro, é o índice entre os outros cartões da fase', () => {
    expect(posicaoNoServidor([visita], 0, inversor)).toBe(0);
    expect(posicaoNoServidor([visita], 1, inversor)).toBe(1);
    // Down within its own stage: [A, B, C, D] → A after C.
    expect(posicaoNoServidor([limpeza, terceiro, quarto], 2, inversor)).toBe(2);
    expect(posicaoNoServidor([], 0, inversor)).toBe(0);
  });

  it('com filtro, vem do vizinho que aparece, não do índice', () => {
    // Only D is shown besides A: dropping A above D puts it where D is among the others (2).
    expect(posicaoNoServidor([quarto], 0, inversor)).toBe(2);
    expect(posicaoNoServidor([quarto], 1, inversor)).toBe(3);
  });
});

describe('mover: o quadro depois do movimento', () => {
  it('a fase de origem fecha o espaço e a de destino abre', () => {
    const depois = aplicarMovimento([inversor, limpeza, visita], inversor.uuid, EM_ATENDIMENTO, 1);
    const onde = Object.fromEntries(depois.map((c) => [c.numero, [c.fase, c.posicao]]));
    expect(onde).toEqual({ 101: [EM_ATENDIMENTO, 1], 102: [ABERTO, 0], 103: [EM_ATENDIMENTO, 0] });
  });

  it('dentro da fase, troca a ordem', () => {
    const depois = aplicarMovimento([inversor, limpeza, terceiro], inversor.uuid, ABERTO, 2);
    expect(depois.map((c) => [c.numero, c.posicao])).toEqual([
      [101, 2],
      [102, 0],
      [104, 1],
    ]);
  });
});
