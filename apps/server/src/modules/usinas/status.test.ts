import { describe, expect, it } from 'vitest';
import { derivarStatus, type EntradaStatus } from './status.ts';

// Petrolina's Atlas tilted irradiation (Wh/m²·day); November: 6162 → 10 kWp × 6.162 × 0.8 = 49.3 kWh/day.
const PETROLINA = [6006, 5965, 6035, 5448, 5161, 4972, 5196, 5846, 6405, 6248, 6162, 5953];
const agora = new Date('2026-11-22T15:00:00Z');
const base: EntradaStatus = {
  doFabricante: 'online',
  inversores: 2,
  ultimaLeituraEm: new Date(agora.getTime() - 10 * 60_000),
  agora,
  limiteSemDadosMs: 3 * 3_600_000,
  energiaOntemKwh: 45,
  potenciaKwp: 10,
  irradiacaoMensal: PETROLINA,
  mesOntem: 10,
  razaoMinima: 0.5,
  performanceRatio: 0.8,
};
const s = (parcial: Partial<EntradaStatus>) => derivarStatus({ ...base, ...parcial });

describe('status da usina', () => {
  it('online quando tudo vai bem', () => {
    expect(s({})).toEqual({ status: 'online', motivo: null });
  });
  it('inativo sem inversores, mesmo com dados', () => {
    expect(s({ inversores: 0 })).toEqual({ status: 'inativo', motivo: 'Nenhum inversor na usina' });
  });
  it('offline sem dados há mais que o limite, qualquer que seja o status do fabricante', () => {
    for (const doFabricante of ['online', 'erro', 'aviso'] as const)
      expect(s({ doFabricante, ultimaLeituraEm: new Date(agora.getTime() - 4 * 3_600_000) })).toEqual({
        status: 'offline',
        motivo: 'Sem comunicação há 4 h',
      });
    expect(s({ ultimaLeituraEm: null }).status).toBe('offline');
  });
  it('no limite ainda vale o status do fabricante', () => {
    expect(s({ ultimaLeituraEm: new Date(agora.getTime() - 3 * 3_600_000) }).status).toBe('online');
  });
  it('erro, offline e aviso vindos dos inversores', () => {
    expect(s({ doFabricante: 'erro' })).toEqual({ status: 'erro', motivo: 'Inversor em falha' });
    expect(s({ doFabricante: 'offline' }).status).toBe('offline');
    expect(s({ doFabricante: 'aviso' })).toEqual({
      status: 'aviso',
      motivo: 'Parte dos inversores sem comunicação',
    });
    expect(s({ doFabricante: 'inativo' }).status).toBe('inativo');
  });
  it('gerando pouco para o sol da cidade: aviso com o percentual (diferente de sem comunicação)', () => {
    // 49.3 kWh expected; 20 kWh = 41 %.
    expect(s({ energiaOntemKwh: 20 })).toEqual({
      status: 'aviso',
      motivo: 'Geração de ontem em 41% do esperado para a cidade',
    });
    // 25 kWh = 51 %: fine.
    expect(s({ energiaOntemKwh: 25 }).status).toBe('online');
  });
  it('com N dias exigidos, só avisa se todos ficaram abaixo (um dia nublado não é defeito)', () => {
    const anteriores = [
      { energiaKwh: 15, mes: 10 },
      { energiaKwh: 12, mes: 10 },
    ];
    expect(s({ energiaOntemKwh: 20, diasAnteriores: anteriores })).toEqual({
      status: 'aviso',
      motivo: 'Geração abaixo do esperado há 3 dias (ontem em 41%)',
    });
    expect(
      s({
        energiaOntemKwh: 20,
        diasAnteriores: [{ energiaKwh: 45, mes: 10 }, anteriores[1] ?? { energiaKwh: 0, mes: 10 }],
      }).status,
    ).toBe('online');
    expect(s({ energiaOntemKwh: 20, diasAnteriores: [{ energiaKwh: null, mes: 10 }] }).status).toBe('online');
  });

  it('sem cidade, potência ou energia de ontem, a regra da expectativa não se aplica', () => {
    expect(s({ energiaOntemKwh: 1, irradiacaoMensal: null }).status).toBe('online');
    expect(s({ energiaOntemKwh: 1, potenciaKwp: null }).status).toBe('online');
    expect(s({ energiaOntemKwh: null }).status).toBe('online');
  });
  it('transições: online → aviso (pouca geração) → offline (sem dados) → online (voltou)', () => {
    const seq = [
      s({}),
      s({ energiaOntemKwh: 10 }),
      s({ energiaOntemKwh: 10, ultimaLeituraEm: new Date(agora.getTime() - 5 * 3_600_000) }),
      s({ energiaOntemKwh: 40 }),
    ].map((x) => x.status);
    expect(seq).toEqual(['online', 'aviso', 'offline', 'online']);
  });
});
