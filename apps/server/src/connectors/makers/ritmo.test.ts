import { describe, expect, it } from 'vitest';
import { espacamentoMs, fetchNoRitmo, intervaloDeSincronizacao, limiteDiario, RITMOS } from './ritmo.ts';

describe('ritmo por fabricante', () => {
  it('FoxESS: 1.440 chamadas/dia por inversor; a conta pequena desacelera, a grande fica nos 5 min', () => {
    const r = RITMOS.foxess;
    expect(limiteDiario(r, 20)).toBe(28_800);
    // One inverter, 7 calls a poll (verified page): 2,016 a day at 5 min would pass 1,440.
    expect(intervaloDeSincronizacao(r, { inversores: 1, chamadasPorSincronizacao: 7 }, 300_000)).toBe(
      9 * 60_000,
    );
    expect(intervaloDeSincronizacao(r, { inversores: 20, chamadasPorSincronizacao: 51 }, 300_000)).toBe(
      300_000,
    );
  });

  it('sem cota diária: nunca abaixo de POLL_INTERVAL_MS, e o espaçamento cabe no intervalo', () => {
    expect(limiteDiario(RITMOS.solis, 20)).toBeNull();
    expect(espacamentoMs(RITMOS.solis)).toBe(501);
    expect(
      intervaloDeSincronizacao(RITMOS.solis, { inversores: 2, chamadasPorSincronizacao: 3 }, 300_000),
    ).toBe(300_000);
    // 400 calls at 2 a second: the poll itself takes ~3.3 min, so the pace is twice that, rounded up.
    expect(
      intervaloDeSincronizacao(RITMOS.solis, { inversores: 400, chamadasPorSincronizacao: 400 }, 300_000),
    ).toBe(7 * 60_000);
    // No stated limit: no spacing of our own, so the pace stays at POLL_INTERVAL_MS.
    expect(espacamentoMs(RITMOS.saj)).toBe(0);
    expect(
      intervaloDeSincronizacao(RITMOS.saj, { inversores: 400, chamadasPorSincronizacao: 400 }, 300_000),
    ).toBe(300_000);
  });

  it('espaça as chamadas de uma conta no relógio dado e conta cada uma', async () => {
    let agora = 0;
    const horas: number[] = [];
    let contadas = 0;
    const original = globalThis.fetch;
    globalThis.fetch = (async () => {
      horas.push(agora);
      return new Response('{}');
    }) as typeof fetch;
    try {
      const f = fetchNoRitmo(
        RITMOS.auxsol,
        {
          agora: () => agora,
          esperar: async (ms) => {
            agora += ms;
          },
        },
        () => contadas++,
      );
      await Promise.all([f('http://x/1'), f('http://x/2'), f('http://x/3')]);
    } finally {
      globalThis.fetch = original;
    }
    expect(horas).toEqual([0, 1001, 2002]);
    expect(contadas).toBe(3);
  });
});
