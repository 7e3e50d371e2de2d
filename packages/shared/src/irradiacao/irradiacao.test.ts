import { describe, expect, it } from 'vitest';
import { energiaEsperadaMensalKwh, serieIrradiacao } from './irradiacao.ts';

describe('irradiação', () => {
  it('total anual em kWh/m² soma média diária × dias de cada mês', () => {
    const s = serieIrradiacao(Array(12).fill(5000));
    expect(s.anual_kwh_m2).toBe(1825);
    expect(s.hsp_media).toBe(5);
    expect(s.percentual[0]).toBeCloseTo((31 / 365) * 100, 2);
    expect(s.percentual[1]).toBeCloseTo((28 / 365) * 100, 2);
    expect(s.percentual.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 1);
  });

  it('energia esperada do mês: kWp × irradiação × dias × PR', () => {
    // 10 kWp, 5 kWh/m²·day, 30 days, PR 0.80 → 1,200 kWh.
    expect(energiaEsperadaMensalKwh(10, 5000, 30)).toBeCloseTo(1200, 6);
    expect(energiaEsperadaMensalKwh(10, 5000, 30, 0.75)).toBeCloseTo(1125, 6);
    expect(energiaEsperadaMensalKwh(0, 5000, 30)).toBe(0);
    expect(energiaEsperadaMensalKwh(10, Number.NaN, 30)).toBe(0);
  });
});
