import { describe, expect, it } from 'vitest';
import {
  dimensionar,
  energiaAlvoKwhAno,
  escolherInversores,
  geracaoMensalKwh,
  quantidadeModulos,
  razaoDcAc,
} from './dimensionamento.ts';

const doze = (v: number) => Array<number>(12).fill(v);

// Atlas Brasileiro de Energia Solar 2017 (LABREN), plane tilted at the latitude, Wh/m²·day, Jan…Dec
// (/work/shared/data/irradiacao/municipios_irradiacao_labren.csv, columns inclinado_jan…dez).
const SAO_PAULO = [4711, 5239, 4889, 4747, 4235, 4111, 4121, 5020, 4563, 4661, 4712, 5048];
const PETROLINA = [6006, 5965, 6035, 5448, 5161, 4972, 5196, 5846, 6405, 6248, 6162, 5953];

describe('dimensionamento', () => {
  it('energia alvo: cobertura × Σ (consumo − mínimo de disponibilidade), mês abaixo do mínimo conta 0', () => {
    // bifásico, minimum 50: (500 − 50) × 12 = 5,400 kWh.
    expect(energiaAlvoKwhAno(doze(500), 'bifasico', 1)).toBe(5400);
    // half of it: 0.5 × 5,400 = 2,700.
    expect(energiaAlvoKwhAno(doze(500), 'bifasico', 0.5)).toBe(2700);
    // monofásico, minimum 30: six months of 20 kWh give 0; six of 130 give 100 each → 600.
    expect(energiaAlvoKwhAno([20, 20, 20, 20, 20, 20, 130, 130, 130, 130, 130, 130], 'monofasico', 1)).toBe(
      600,
    );
  });

  it('módulos arredondados para cima, sem somar um módulo por ruído de ponto flutuante', () => {
    // 3.3 kWp / 550 Wp = 6 exactly (3300 / 550 = 6).
    expect(quantidadeModulos(3.3, 550)).toBe(6);
    // 3.31 kWp / 550 Wp = 6.018 → 7.
    expect(quantidadeModulos(3.31, 550)).toBe(7);
    expect(quantidadeModulos(0, 550)).toBe(0);
  });

  it('geração do mês: kWp × irradiação × dias × PR', () => {
    // 10 kWp × 5 kWh/m²·day × 31 days × 0.8 = 1,240; February: × 28 = 1,120; April: × 30 = 1,200.
    const g = geracaoMensalKwh(10, doze(5000), 0.8);
    expect(g[0]).toBeCloseTo(1240, 9);
    expect(g[1]).toBeCloseTo(1120, 9);
    expect(g[3]).toBeCloseTo(1200, 9);
  });

  it('irradiação constante, números redondos', () => {
    const d = dimensionar({
      consumo_mensal_kwh: doze(500),
      fornecimento: 'bifasico',
      cobertura: 1,
      irradiacao_wh_m2_dia: doze(5000),
      performance_ratio: 0.8,
      potencia_modulo_wp: 550,
    });
    // target (500 − 50) × 12 = 5,400 kWh; 1 kWp yields 5 × 365 × 0.8 = 1,460 kWh/year.
    expect(d.energia_alvo_kwh_ano).toBe(5400);
    expect(d.producao_especifica_kwh_kwp_ano).toBeCloseTo(1460, 9);
    // 5,400 / 1,460 = 3.6986 kWp → 3,698.6 Wp / 550 = 6.72 → 7 modules → 7 × 550 = 3.85 kWp.
    expect(d.potencia_necessaria_kwp).toBeCloseTo(3.6986, 4);
    expect(d.modulos).toBe(7);
    expect(d.potencia_real_kwp).toBeCloseTo(3.85, 9);
    // January 3.85 × 5 × 31 × 0.8 = 477.4; February 3.85 × 5 × 28 × 0.8 = 431.2; year 3.85 × 1,460 = 5,621.
    expect(d.meses[0]).toEqual({ mes: 1, consumo_kwh: 500, geracao_kwh: expect.closeTo(477.4, 9) });
    expect(d.meses[1]?.geracao_kwh).toBeCloseTo(431.2, 9);
    expect(d.geracao_anual_kwh).toBeCloseTo(5621, 9);
  });

  it('residencial de 500 kWh/mês em São Paulo (bifásico, 550 Wp, PR 0,80)', () => {
    const d = dimensionar({
      consumo_mensal_kwh: doze(500),
      fornecimento: 'bifasico',
      cobertura: 1,
      irradiacao_wh_m2_dia: SAO_PAULO,
      performance_ratio: 0.8,
      potencia_modulo_wp: 550,
    });
    // Σ irradiation × days = 4.711×31 + 5.239×28 + 4.889×31 + 4.747×30 + 4.235×31 + 4.111×30
    //   + 4.121×31 + 5.020×31 + 4.563×30 + 4.661×31 + 4.712×30 + 5.048×31
    //   = 146.041 + 146.692 + 151.559 + 142.410 + 131.285 + 123.330 + 127.751 + 155.620 + 136.890
    //   + 144.491 + 141.360 + 156.488 = 1,703.917 kWh/m²·year; × 0.8 = 1,363.1336 kWh/kWp.
    expect(d.producao_especifica_kwh_kwp_ano).toBeCloseTo(1363.1336, 6);
    // 5,400 / 1,363.1336 = 3.9615 kWp → 3,961.5 / 550 = 7.2 → 8 modules = 4.4 kWp.
    expect(d.potencia_necessaria_kwp).toBeCloseTo(3.9615, 4);
    expect(d.modulos).toBe(8);
    expect(d.potencia_real_kwp).toBeCloseTo(4.4, 9);
    // January 4.4 × 146.041 × 0.8 = 514.0643; June 4.4 × 123.330 × 0.8 = 434.1216;
    // year 4.4 × 1,363.1336 = 5,997.7878 kWh (111 % of the 5,400 target: the 8th module).
    expect(d.meses[0]?.geracao_kwh).toBeCloseTo(514.0643, 4);
    expect(d.meses[5]?.geracao_kwh).toBeCloseTo(434.1216, 4);
    expect(d.geracao_anual_kwh).toBeCloseTo(5997.7878, 4);
    // 4.4 kWp on a 3.6 kW inverter: 4.4 / 3.6 = 1.2222, inside 1.0–1.3; a 5 kW would be 0.88.
    expect(
      escolherInversores(
        4.4,
        [
          { id: '5kw', potencia_kw: 5 },
          { id: '3.6kw', potencia_kw: 3.6 },
        ],
        { min: 1, max: 1.3 },
      ),
    ).toEqual({ id: '3.6kw', quantidade: 1, potencia_ac_kw: 3.6, razao_dc_ac: expect.closeTo(1.2222, 4) });
  });

  it('comercial GD II de 3.000 kWh/mês em Petrolina (trifásico, 550 Wp, PR 0,80)', () => {
    const d = dimensionar({
      consumo_mensal_kwh: doze(3000),
      fornecimento: 'trifasico',
      cobertura: 1,
      irradiacao_wh_m2_dia: PETROLINA,
      performance_ratio: 0.8,
      potencia_modulo_wp: 550,
    });
    // target (3,000 − 100) × 12 = 34,800 kWh.
    expect(d.energia_alvo_kwh_ano).toBe(34800);
    // Σ irradiation × days = 186.186 + 167.020 + 187.085 + 163.440 + 159.991 + 149.160 + 161.076
    //   + 181.226 + 192.150 + 193.688 + 184.860 + 184.543 = 2,110.425; × 0.8 = 1,688.34 kWh/kWp.
    expect(d.producao_especifica_kwh_kwp_ano).toBeCloseTo(1688.34, 6);
    // 34,800 / 1,688.34 = 20.6120 kWp → 20,612 / 550 = 37.48 → 38 modules = 20.9 kWp.
    expect(d.potencia_necessaria_kwp).toBeCloseTo(20.612, 3);
    expect(d.modulos).toBe(38);
    expect(d.potencia_real_kwp).toBeCloseTo(20.9, 9);
    // year 20.9 × 1,688.34 = 35,286.306 kWh.
    expect(d.geracao_anual_kwh).toBeCloseTo(35286.306, 3);
  });

  it('inversores: a razão DC/AC dentro da faixa, menos unidades, depois menos potência AC', () => {
    expect(razaoDcAc(20.9, 20)).toBeCloseTo(1.045, 9);
    const faixa = { min: 1, max: 1.3 };
    // 20 kW: ceil(20.9 / (20 × 1.3) = 0.80) = 1 unit, ratio 1.045 ✓.
    // 10 kW: ceil(20.9 / 13 = 1.61) = 2 units, ratio 20.9 / 20 = 1.045 ✓ but two units.
    expect(
      escolherInversores(
        20.9,
        [
          { id: '10', potencia_kw: 10 },
          { id: '20', potencia_kw: 20 },
        ],
        faixa,
      ),
    ).toMatchObject({ id: '20', quantidade: 1, potencia_ac_kw: 20 });
    // 17 kW: 1 unit, ratio 20.9 / 17 = 1.2294 — more DC per AC than the 20 kW's 1.045: cheaper, chosen.
    expect(
      escolherInversores(
        20.9,
        [
          { id: '20', potencia_kw: 20 },
          { id: '17', potencia_kw: 17 },
        ],
        faixa,
      ),
    ).toMatchObject({ id: '17', quantidade: 1, razao_dc_ac: expect.closeTo(1.2294, 4) });
    // 10 kW: 2 units (above); 8 kW: ceil(20.9 / 10.4 = 2.01) = 3 units, ratio 20.9 / 24 = 0.87 < 1 ✗.
    expect(escolherInversores(20.9, [{ id: '8', potencia_kw: 8 }], faixa)).toBeNull();
    expect(escolherInversores(20.9, [{ id: '10', potencia_kw: 10 }], faixa)).toMatchObject({
      quantidade: 2,
      potencia_ac_kw: 20,
    });
    // 50 kW for 20.9 kWp: ratio 0.418 < 1 ✗.
    expect(escolherInversores(20.9, [{ id: '50', potencia_kw: 50 }], faixa)).toBeNull();
  });

  it('rejeita entradas que não são 12 meses ou PR fora de (0, 1]', () => {
    const base = {
      consumo_mensal_kwh: doze(500),
      fornecimento: 'bifasico' as const,
      cobertura: 1,
      irradiacao_wh_m2_dia: doze(5000),
      performance_ratio: 0.8,
      potencia_modulo_wp: 550,
    };
    expect(() => dimensionar({ ...base, consumo_mensal_kwh: [500] })).toThrow(RangeError);
    expect(() => dimensionar({ ...base, performance_ratio: 1.2 })).toThrow(RangeError);
  });
});
