import { describe, expect, it } from 'vitest';
import { acumularDiaLocal, type EstadoContador } from './dia-da-nuvem.ts';

// A plant in Brasília (UTC-3) on a cloud whose "today" resets at UTC+8 midnight (13:00 here).
const L = { fusoLocal: 'America/Sao_Paulo', fusoNuvem: 'Asia/Shanghai' };
const em = (iso: string) => new Date(iso);

describe('energia de hoje no dia da usina, com a nuvem virando o dia em UTC+8', () => {
  it('soma a manhã (dia anterior da nuvem) e a tarde (depois da virada às 13h)', () => {
    let estado: EstadoContador | null = null;
    const ler = (iso: string, contadorKwh: number) => {
      const r = acumularDiaLocal(estado, { agora: em(iso), contadorKwh, ...L });
      estado = r.estado;
      return r.energiaKwh;
    };
    // Yesterday 18:00 BRT: the cloud's day (started 13:00 yesterday) counted 12 kWh; sun is down.
    expect(ler('2026-11-21T21:00:00Z', 12)).toBe(12);
    // Local midnight: the cloud still counts 12 (no sun): today starts at 0.
    expect(ler('2026-11-22T03:05:00Z', 12)).toBe(0);
    // 09:00 BRT: the cloud counter grew to 20 → 8 kWh this morning.
    expect(ler('2026-11-22T12:00:00Z', 20)).toBe(8);
    // 12:55 BRT: 26 → 14 kWh.
    expect(ler('2026-11-22T15:55:00Z', 26)).toBe(14);
    // 13:05 BRT: the cloud reset (0.5 since its midnight) → 14 + 0.5.
    expect(ler('2026-11-22T16:05:00Z', 0.5)).toBe(14.5);
    // 17:00 BRT: 9 since the reset → 14 + 9 = 23 kWh today, not 9 (what the cloud says) nor 35.
    expect(ler('2026-11-22T20:00:00Z', 9)).toBe(23);
  });

  it('com a nuvem no mesmo fuso da usina, é o próprio contador', () => {
    const mesmo = { fusoLocal: 'America/Sao_Paulo', fusoNuvem: 'America/Sao_Paulo' };
    const a = acumularDiaLocal(null, { agora: em('2026-11-22T15:00:00Z'), contadorKwh: 10, ...mesmo });
    const b = acumularDiaLocal(a.estado, { agora: em('2026-11-22T18:00:00Z'), contadorKwh: 18, ...mesmo });
    expect(b.energiaKwh).toBe(18);
    const amanha = acumularDiaLocal(b.estado, {
      agora: em('2026-11-23T12:00:00Z'),
      contadorKwh: 5,
      ...mesmo,
    });
    expect(amanha.energiaKwh).toBe(5);
  });
});
