import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { como, criarEmpresa, criarPessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import type { ContaDeTeste, SimuladorDePortal } from '../../connectors/makers/contrato.ts';
import { PORTAIS_DE_TESTE } from '../../connectors/makers/registro.ts';
import { createMemoryRateLimiter } from '../../platform/rate-limit.ts';
import { criarFila } from '../../workers.ts';
import { agendarSincronizacoes } from './sincronizacao.service.ts';

// Issue 19, done when: a simulated day of polls for a 20-inverter account, per budgeted maker,
// counting the calls the real client makes against its simulator, stays inside the maker's daily
// and per-window limits. The clock is injected: the client's call spacing moves it, no real sleep.

/** The limits as the makers document them (reference/inverter-portals*.md), not ritmo.ts's table. */
const DOCUMENTADO = {
  foxess: { porDia: 1440 * 20, janela: { chamadas: 1, ms: 1000 } },
  solis: { porDia: null, janela: { chamadas: 2, ms: 1000 } },
  auxsol: { porDia: null, janela: { chamadas: 10, ms: 5000 } },
  solplanet: { porDia: null, janela: { chamadas: 100, ms: 60_000 } },
} as const;

// Midnight in Brasília: the account is made the evening before, the day counted is one whole day.
const INICIO = Date.parse('2026-11-23T03:00:00Z');
const FIM = INICIO + 86_400_000;

const originalFetch = globalThis.fetch;
afterAll(() => vi.restoreAllMocks());

describe.each(Object.entries(DOCUMENTADO))('um dia de sincronizações: %s', (codigo, limite) => {
  const portal = PORTAIS_DE_TESTE.find((p) => p.fabricante === codigo);
  if (!portal) throw new Error(`sem simulador: ${codigo}`);
  let agora = new Date(INICIO - 3_600_000);
  let sim: SimuladorDePortal;
  let t: TestApp;
  let listar: () => Promise<{ json(): unknown }>;
  const chamadas: number[] = [];
  const conta: ContaDeTeste = {
    credenciais: portal.credenciais(1),
    usinas: Array.from({ length: 4 }, (_, u) => ({
      id: String(7100 + u),
      nome: `Usina ${u + 1}`,
      latitude: -23.5,
      inversores: Array.from({ length: 5 }, (_, i) => ({
        serial: `RT${u}${String(i).padStart(6, '0')}`,
        modelo: 'MOD-5K',
        kw: 5,
        status: 'online' as const,
      })),
    })),
  };

  beforeAll(async () => {
    // The Solis client signs its Date with the machine's clock (config gives it no other), and the
    // cloud refuses one more than 15 min off: its simulator keeps the machine's time.
    sim = await portal.iniciar([conta], { agora: codigo === 'solis' ? () => new Date() : () => agora });
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith(sim.url)) chamadas.push(agora.getTime());
      return originalFetch(input, init);
    });
    t = await createTestApp({
      env: {
        [`${codigo.toUpperCase()}_URL`]: sim.url,
        ...sim.env,
        IMPORT_HISTORY_MONTHS: '0',
        POLL_INTERVAL_MS: '300000',
        POLL_SPREAD_MS: '0',
      },
      deps: {
        now: () => agora,
        limiter: createMemoryRateLimiter(() => agora.getTime()),
        // The client's call spacing waits on the simulated clock.
        sleep: async (ms) => {
          agora = new Date(agora.getTime() + ms);
        },
      },
    });
    const dona = await criarPessoa(t);
    const empresa = await criarEmpresa(t, dona, { tipo: 'integrador' });
    const api = (method: 'POST' | 'GET', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: como(dona, empresa), ...(payload ? { payload } : {}) });
    const c = await api('POST', '/api/portais', { fabricante: codigo, ...conta.credenciais });
    expect(c.statusCode).toBe(201);
    const uuid = (c.json() as { data: { uuid: string } }).data.uuid;
    const imp = await api('POST', '/api/importacoes', { conta: uuid, usinas: conta.usinas.map((u) => u.id) });
    expect(imp.statusCode).toBeLessThan(300);
    await criarFila(t.ctx).drenar();
    listar = () => api('GET', '/api/portais');
  });
  afterAll(async () => {
    vi.mocked(globalThis.fetch).mockRestore();
    await t?.close();
    await sim?.fechar();
  });

  it('fica dentro do limite do fabricante', { timeout: 300_000 }, async () => {
    agora = new Date(INICIO);
    const antes = chamadas.length;
    const fila = criarFila(t.ctx);
    let polls = 0;
    while (agora.getTime() < FIM) {
      polls += await agendarSincronizacoes(t.ctx);
      await fila.drenar();
      // The scheduler's sweep runs every minute (workers.ts); a poll's spacing may have moved on.
      agora = new Date((Math.floor(agora.getTime() / 60_000) + 1) * 60_000);
    }
    const doDia = chamadas.slice(antes).filter((x) => x >= INICIO && x < FIM);
    let pico = 0;
    for (let i = 0, j = 0; i < doDia.length; i++) {
      while ((doDia[j] as number) <= (doDia[i] as number) - limite.janela.ms) j++;
      pico = Math.max(pico, i - j + 1);
    }
    // Still the same day in Brasília, for "chamadas hoje".
    agora = new Date(FIM - 1000);
    const [lista] = (
      (await listar()).json() as {
        data: Array<{
          intervalo_sincronizacao_min: number;
          chamadas_hoje: number;
          limite_chamadas_dia: number | null;
        }>;
      }
    ).data;
    console.log(
      `${codigo}: ${doDia.length} chamadas em 24 h (limite ${limite.porDia ?? 'sem cota diária'}), ` +
        `${polls} sincronizações a cada ${lista?.intervalo_sincronizacao_min} min, ` +
        `pico ${pico} em ${limite.janela.ms} ms (limite ${limite.janela.chamadas})`,
    );
    expect(polls).toBeGreaterThan(0);
    expect(pico).toBeLessThanOrEqual(limite.janela.chamadas);
    if (limite.porDia !== null) {
      expect(doDia.length).toBeLessThanOrEqual(limite.porDia);
      expect(lista?.limite_chamadas_dia).toBe(limite.porDia);
    }
    expect(lista?.chamadas_hoje).toBeGreaterThan(0);
  });
});
