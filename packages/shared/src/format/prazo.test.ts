import { describe, expect, it } from 'vitest';
import { formatAnosEMeses } from './prazo.ts';

describe('prazo em anos e meses', () => {
  it('arredonda para o mês seguinte e diz quando não se paga em 25 anos', () => {
    expect(formatAnosEMeses(38.2)).toBe('3 anos e 3 meses');
    expect(formatAnosEMeses(12)).toBe('1 ano');
    expect(formatAnosEMeses(13)).toBe('1 ano e 1 mês');
    expect(formatAnosEMeses(0.4)).toBe('1 mês');
    expect(formatAnosEMeses(null)).toBe('Acima de 25 anos');
  });
});
