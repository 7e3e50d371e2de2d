import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../platform/rate-limit.ts';
import { comLimite } from './limite.ts';
import type { ClientePortal } from './types.ts';

// A stand-in for a maker's cloud client that records how many calls overlap.
function clienteLento(fabricante: 'growatt' | 'sungrow', ms: number) {
  let emVoo = 0;
  let maximo = 0;
  const esperar = async <T>(v: T) => {
    emVoo++;
    maximo = Math.max(maximo, emVoo);
    await new Promise((r) => setTimeout(r, ms));
    emVoo--;
    return v;
  };
  const cliente: ClientePortal = {
    fabricante,
    entrar: () => esperar(undefined),
    listarUsinas: () => esperar([]),
    listarInversores: () => esperar([]),
    energiaDoMes: () => esperar([]),
    curvaDoDia: () => esperar([]),
  };
  return { cliente, maximo: () => maximo };
}

describe('limites por fabricante', () => {
  it('no máximo N chamadas simultâneas a um fabricante; as outras esperam a vez', async () => {
    const { cliente, maximo } = clienteLento('growatt', 20);
    const limitado = comLimite(cliente, createMemoryRateLimiter(), { porMinuto: 1000, simultaneas: 2 });
    await Promise.all(Array.from({ length: 7 }, () => limitado.listarUsinas()));
    expect(maximo()).toBe(2);
  });

  it('acima do orçamento por minuto, a chamada falha como "limite" (a tarefa tenta de novo depois)', async () => {
    const contador = createMemoryRateLimiter();
    const { cliente } = clienteLento('sungrow', 1);
    const limitado = comLimite(cliente, contador, { porMinuto: 3, simultaneas: 5 });
    await limitado.entrar();
    await limitado.listarUsinas();
    await limitado.listarInversores('1');
    await expect(limitado.energiaDoMes('1', '2026-11')).rejects.toMatchObject({ tipo: 'limite' });
    // The budget is per maker: another maker is not affected.
    const outro = comLimite(clienteLento('growatt', 1).cliente, contador, { porMinuto: 3, simultaneas: 5 });
    await expect(outro.entrar()).resolves.toBeUndefined();
  });
});
