import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lerNumeroDigitado, numeroOpcional, ZReais } from './numeros.ts';

describe('números como o formulário os digita', () => {
  it('vírgula decimal, pontos de milhar, ponto decimal e vazio', () => {
    expect(lerNumeroDigitado('1.234,56')).toBe(1234.56);
    expect(lerNumeroDigitado('6,6')).toBe(6.6);
    expect(lerNumeroDigitado('6.6')).toBe(6.6);
    // Dots grouping thousands with no comma are thousands: R$ 14.900 is fourteen thousand.
    expect(lerNumeroDigitado('14.900')).toBe(14900);
    expect(lerNumeroDigitado('1.234.567')).toBe(1234567);
    expect(lerNumeroDigitado(' ')).toBeNull();
    expect(lerNumeroDigitado(3)).toBe(3);
    expect(ZReais.parse('14.900')).toBe(14900);
  });

  it('o que não é número é recusado em português', () => {
    const r = z.object({ wp: numeroOpcional(2000) }).safeParse({ wp: 'cinco' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Informe um número válido');
  });
});
