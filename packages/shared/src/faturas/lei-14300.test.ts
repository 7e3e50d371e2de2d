import { describe, expect, it } from 'vitest';
import { MINIMO_DISPONIBILIDADE_KWH, percentualFioB, percentualFioBDaModalidade } from './lei-14300.ts';

describe('Lei 14.300', () => {
  it('mínimo de disponibilidade por tipo de fornecimento (REN 1.000)', () => {
    expect(MINIMO_DISPONIBILIDADE_KWH).toEqual({ monofasico: 30, bifasico: 50, trifasico: 100 });
  });

  it('Fio B da GD II por ano: 15 % em 2023 até 90 % em 2028; depois 100 % como premissa', () => {
    expect([2023, 2024, 2025, 2026, 2027, 2028].map((a) => percentualFioB(a).percentual)).toEqual([
      15, 30, 45, 60, 75, 90,
    ]);
    expect(percentualFioB(2029)).toEqual({ percentual: 100, premissa: true });
  });

  it('GD I não paga Fio B até 2045; a partir de 2046 segue a regra posterior', () => {
    expect(percentualFioBDaModalidade('GD I', 2026)).toEqual({ percentual: 0, premissa: false });
    expect(percentualFioBDaModalidade('GD I', 2045).percentual).toBe(0);
    expect(percentualFioBDaModalidade('GD I', 2046)).toEqual({ percentual: 100, premissa: true });
    expect(percentualFioBDaModalidade('GD II', 2026).percentual).toBe(60);
  });
});
