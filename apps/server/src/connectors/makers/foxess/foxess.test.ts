import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusDaUsina } from '../types.ts';
import { assinaturaFoxess, ClienteFoxess, instanteFoxess, kwDoModelo } from './client.ts';
import { iniciarSimuladorFoxess } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const conta = {
  chave: 'chave-api-123',
  usinas: [
    {
      id: 'f6e2a1c0-1111-2222-3333-444455556666',
      nome: 'Residência Alves',
      latitude: -23.5,
      dispositivos: [
        { sn: '60BH50201AB123', modelo: 'H1-5.0-E' },
        { sn: '60BH50201AB124', modelo: 'F1-3000', status: 3 as const },
      ],
    },
    ...Array.from({ length: 105 }, (_, i) => ({
      id: `usina-${i}`,
      nome: `Cliente ${i}`,
      latitude: -15.8,
      dispositivos: [{ sn: `SN${i}`, modelo: 'H1-3.0-E', ...(i === 0 ? { status: 2 as const } : {}) }],
    })),
  ],
};

let sim: Awaited<ReturnType<typeof iniciarSimuladorFoxess>>;
beforeAll(async () => {
  sim = await iniciarSimuladorFoxess([conta], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

const cliente = (chave = conta.chave) =>
  new ClienteFoxess({ baseUrl: sim.url, credenciais: { login: 'alves', senha: chave } });

describe('FoxESS Cloud Open API', () => {
  it('assinatura MD5 com "\\r\\n" literal (valor calculado fora, com md5sum) e potência pelo modelo', () => {
    expect(assinaturaFoxess('/op/v0/plant/list', 'chave-api-123', '1795363200000')).toBe(
      '3a0a805211fd03fb3b30fd09f50ce4d3',
    );
    expect(kwDoModelo('H1-5.0-E')).toBe(5);
    expect(kwDoModelo('F1-3000')).toBe(3);
    expect(kwDoModelo('sem código')).toBeNull();
  });

  it('chave errada: credenciais', async () => {
    await expect(cliente('outra').entrar()).rejects.toMatchObject({ tipo: 'credenciais' });
    await expect(cliente().entrar()).resolves.toBeUndefined();
  });

  it('usinas em páginas, somando os dispositivos de cada uma', async () => {
    const usinas = await cliente().listarUsinas();
    expect(usinas).toHaveLength(106);
    const alves = usinas[0];
    expect(alves).toMatchObject({
      id: 'f6e2a1c0-1111-2222-3333-444455556666',
      nome: 'Residência Alves',
      potenciaKwp: 8,
    });
    expect(alves?.potenciaAtualW).toBeGreaterThan(0);
    expect(alves?.energiaHojeKwh).toBeGreaterThan(0);
    expect(alves?.energiaTotalKwh).toBeGreaterThan(8 * 2600);
  });

  it('inversores: offline (3) e falha (2)', async () => {
    const c = cliente();
    const alves = await c.listarInversores('f6e2a1c0-1111-2222-3333-444455556666');
    expect(alves.map((i) => [i.serial, i.capacidadeKwp, i.status])).toEqual([
      ['60BH50201AB123', 5, 'online'],
      ['60BH50201AB124', 3, 'offline'],
    ]);
    expect(statusDaUsina(alves)).toBe('aviso');
    expect((await c.listarInversores('usina-0'))[0]?.status).toBe('erro');
  });

  it('histórico do mês sem o valor corrompido e curva do dia', async () => {
    const c = cliente();
    const mes = await c.energiaDoMes('f6e2a1c0-1111-2222-3333-444455556666', '2026-11');
    const dia13 = mes.find((d) => d.data === '2026-11-13');
    const dia12 = mes.find((d) => d.data === '2026-11-12');
    // The corrupted 4294967295 of the offline-free inverter is dropped, not summed.
    expect(dia13?.energiaKwh ?? 0).toBeLessThan(100);
    expect(dia12?.energiaKwh).toBeGreaterThan(0);
    const curva = await c.curvaDoDia('f6e2a1c0-1111-2222-3333-444455556666', '2026-11-21');
    // Samples every 270 s from a second of each device's own: the marks of the whole day, maybe
    // without 00:00 when the first sample came more than half a step after midnight.
    expect(curva.length).toBeGreaterThanOrEqual(287);
    expect(curva.every((p) => /^\d\d:[0-5][05]$/.test(p.hora))).toBe(true);
    expect(curva.find((p) => p.hora === '12:00')?.potenciaW).toBeGreaterThan(0);
    expect(curva.find((p) => p.hora === '23:55')?.potenciaW).toBe(0);
  });
});

// Bodies written here from the verified page (§9, capture 2024), not produced by the simulator:
// `history/query` answers `[{deviceSN, datas:[{variable:"pvPower", unit:"kW", data:[{time, value}]}]}]`
// with local times carrying their zone ("2024-02-27 09:48:36 CET+0100"), one every ~270 s.
describe('FoxESS: curva do dia como a nuvem real manda', () => {
  const seg = (hms: string) => hms.split(':').reduce((a, x) => a * 60 + Number(x), 0);
  const hms = (s: number) =>
    [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60].map((n) => String(n).padStart(2, '0')).join(':');
  /** kW rising 0.1 kW every 270 s from `kw0` at `inicio`, as the capture's sample rhythm. */
  const amostras = (inicio: string, kw0: number, zona: string, n = 40) =>
    Array.from({ length: n }, (_, k) => ({
      time: `2024-02-27 ${hms(seg(inicio) + k * 270)} ${zona}`,
      value: Number((kw0 + k * 0.1).toFixed(3)),
    }));
  /** W of that ramp at a local time, what the plant page should show there. */
  const rampa = (inicio: string, kw0: number, hora: string) =>
    (kw0 + ((seg(hora) - seg(inicio)) / 270) * 0.1) * 1000;

  function nuvem(
    series: Record<string, Array<{ time: string; value: unknown }>>,
    fuso?: string,
  ): typeof fetch {
    const ok = (result: unknown) => new Response(JSON.stringify({ errno: 0, msg: 'success', result }));
    return async (url, init) => {
      const caminho = new URL(String(url)).pathname;
      const corpo = JSON.parse(String(init?.body ?? '{}')) as { sn?: string };
      if (caminho === '/op/v0/plant/list')
        return ok({
          currentPage: 1,
          pageSize: 100,
          total: 1,
          data: [{ stationID: 'st-1', name: 'Casa', ...(fuso ? { ianaTimezone: fuso } : {}) }],
        });
      if (caminho === '/op/v0/device/list')
        return ok({
          currentPage: 1,
          pageSize: 100,
          total: 2,
          data: Object.keys(series).map((sn) => ({
            deviceSN: sn,
            stationID: 'st-1',
            deviceType: 'H3-5.0-E',
            productType: 'H3',
            status: 1,
          })),
        });
      if (caminho === '/op/v1/device/real/query') return ok([]);
      if (caminho === '/op/v0/device/generation') return ok({ today: 1, month: 2, cumulative: 3 });
      if (caminho === '/op/v0/device/history/query')
        return ok([
          {
            deviceSN: corpo.sn,
            datas: [{ variable: 'pvPower', unit: 'kW', name: 'PVPower', data: series[corpo.sn ?? ''] ?? [] }],
          },
        ]);
      return new Response(JSON.stringify({ errno: 41200, msg: 'unsupported' }));
    };
  }
  const clienteDe = (f: typeof fetch) =>
    new ClienteFoxess({ baseUrl: 'https://foxess.teste', credenciais: { login: 'x', senha: 'k' }, fetch: f });

  it('horário local com zona: o deslocamento numérico decide o instante', () => {
    expect(instanteFoxess('2024-02-27 09:48:36 CET+0100', 'America/Sao_Paulo')).toBe(
      Date.parse('2024-02-27T08:48:36Z'),
    );
    expect(instanteFoxess('2024-02-27 09:48:36 BRT-0300', 'Europe/Berlin')).toBe(
      Date.parse('2024-02-27T12:48:36Z'),
    );
    expect(instanteFoxess('2024-02-27 09:48:36 GMT+08:00', 'America/Sao_Paulo')).toBe(
      Date.parse('2024-02-27T01:48:36Z'),
    );
    // Without an offset the wall clock is the plant's.
    expect(instanteFoxess('2024-02-27 09:48:36', 'America/Sao_Paulo')).toBe(
      Date.parse('2024-02-27T12:48:36Z'),
    );
    expect(instanteFoxess('27/02/2024 09:48', 'America/Sao_Paulo')).toBeNull();
  });

  it('dois inversores com amostras em minutos diferentes: soma lisa na grade de 5 minutos', async () => {
    const c = clienteDe(
      nuvem(
        {
          // The capture's own times (09:48:36, 09:53:06, 09:57:36…) and a second inverter 2 min 15 s later.
          H3A: amostras('09:48:36', 1.0, 'CET+0100'),
          H3B: amostras('09:50:51', 2.0, 'CET+0100'),
        },
        'Europe/Berlin',
      ),
    );
    await c.listarUsinas();
    const curva = await c.curvaDoDia('st-1', '2024-02-27');
    expect(curva.every((p) => /^\d\d:[0-5][05]$/.test(p.hora))).toBe(true);
    const trecho = curva.filter((p) => p.hora >= '10:00' && p.hora <= '12:00');
    expect(trecho).toHaveLength(25);
    for (const p of trecho)
      expect(p.potenciaW, p.hora).toBeCloseTo(
        rampa('09:48:36', 1.0, `${p.hora}:00`) + rampa('09:50:51', 2.0, `${p.hora}:00`),
        -1,
      );
    // Smooth: both ramps rise 111.1 W per 5 minutes, so the sum rises 222.2 W at every mark.
    const passos = trecho
      .slice(1)
      .map((p, i) => p.potenciaW - (trecho[i] as { potenciaW: number }).potenciaW);
    for (const d of passos) expect(d).toBeGreaterThan(221);
    for (const d of passos) expect(d).toBeLessThan(224);
    // 10:00 is 684 s after A's first sample (1.253 kW) and 549 s after B's (2.203 kW).
    expect(trecho[0]).toEqual({ hora: '10:00', potenciaW: 3457 });
  });

  it('amostra com zona de outro fuso vai para o relógio da usina (Brasília por padrão)', async () => {
    const curva = await clienteDe(nuvem({ H3A: amostras('09:48:36', 1.0, 'CET+0100') })).curvaDoDia(
      'st-1',
      '2024-02-27',
    );
    // 09:48:36 CET is 05:48:36 in Brasília: the first mark is 05:50, nothing at 09:50.
    expect(curva[0]?.hora).toBe('05:50');
    expect(curva.find((p) => p.hora === '09:50')).toBeUndefined();
    expect(curva.find((p) => p.hora === '06:00')?.potenciaW).toBeCloseTo(
      rampa('09:48:36', 1.0, '10:00:00'),
      -1,
    );
  });

  it('horário que não é data e hora: falha dizendo que o protocolo pode ter mudado', async () => {
    const c = clienteDe(nuvem({ H3A: [{ time: '27/02/2024 09:48', value: 1 }] }));
    await expect(c.curvaDoDia('st-1', '2024-02-27')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringMatching(/FoxESS Cloud.*history\/query.*o protocolo pode ter mudado/),
    });
  });
});
