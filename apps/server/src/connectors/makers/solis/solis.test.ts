import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assinaturaSolis, ClienteSolis, md5Base64 } from './client.ts';
import { iniciarSimuladorSolis } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const chave = {
  apiId: '1300386381676',
  segredo: 'segredo-da-api',
  usinas: [
    {
      id: '1298491919448631809',
      nome: 'Padaria',
      latitude: -25.43,
      inversores: [
        { sn: '120B40198150131', modelo: 'S6-GR3P10K', kw: 10 },
        { sn: '120B40198150132', modelo: 'S6-GR1P5K', kw: 5, estado: 2 as const },
      ],
    },
    ...Array.from({ length: 130 }, (_, i) => ({
      id: String(1400000000000000000n + BigInt(i)),
      nome: `Cliente ${i + 1}`,
      latitude: -15.8,
      inversores: [{ sn: `S${i}`, modelo: 'S5', kw: 5 }],
    })),
  ],
};

let sim: Awaited<ReturnType<typeof iniciarSimuladorSolis>>;
beforeAll(async () => {
  sim = await iniciarSimuladorSolis([chave], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

const cliente = (segredo = chave.segredo, agora = () => AGORA) =>
  new ClienteSolis({ baseUrl: sim.url, credenciais: { login: chave.apiId, senha: segredo }, agora });

describe('SolisCloud (API v2 assinada)', () => {
  it('Content-MD5 e a assinatura HMAC-SHA1 conferem com valores calculados fora (openssl dgst)', () => {
    const md5 = md5Base64('{"pageNo":1,"pageSize":100}');
    expect(md5).toBe('U0Xj//qmRi3zoyapfAAuXw==');
    expect(
      assinaturaSolis('segredo-da-api', md5, 'Sun, 22 Nov 2026 17:00:00 GMT', '/v1/api/userStationList'),
    ).toBe('Q4/8aQX0C7w2K7ndyS+n97Bnxgk=');
  });

  it('segredo errado: credenciais (R0000); relógio fora de ±15 min: erro de protocolo (408)', async () => {
    await expect(cliente('outro').entrar()).rejects.toMatchObject({ tipo: 'credenciais' });
    await expect(
      cliente(chave.segredo, () => new Date(AGORA.getTime() + 20 * 60_000)).entrar(),
    ).rejects.toMatchObject({
      tipo: 'protocolo',
    });
    await expect(cliente().entrar()).resolves.toBeUndefined();
  });

  it('usinas em páginas de 100, ids grandes como texto, números com unidade convertidos', async () => {
    const usinas = await cliente().listarUsinas();
    expect(usinas).toHaveLength(131);
    expect(usinas[1]?.id).toBe('1400000000000000000');
    expect(usinas[0]).toMatchObject({ id: '1298491919448631809', nome: 'Padaria', potenciaKwp: 15 });
    // 15 kWp × 1300 × 2 = 39 MWh, sent as 39 "MWh".
    expect(usinas[0]?.energiaTotalKwh).toBeCloseTo(39_000, 0);
    expect(usinas[0]?.potenciaAtualW).toBeGreaterThan(0);
  });

  it('inversores com potência nominal, estado offline e energia total em MWh', async () => {
    const inv = await cliente().listarInversores('1298491919448631809');
    expect(inv.map((i) => [i.serial, i.capacidadeKwp, i.status])).toEqual([
      ['120B40198150131', 10, 'online'],
      ['120B40198150132', 5, 'offline'],
    ]);
    expect(inv[0]?.energiaTotalKwh).toBeCloseTo(26_000, 0);
  });

  it('histórico do mês e curva do dia', async () => {
    const c = cliente();
    const mes = await c.energiaDoMes('1298491919448631809', '2026-11');
    expect(mes).toHaveLength(22);
    expect(mes.every((d) => d.energiaKwh > 0)).toBe(true);
    const curva = await c.curvaDoDia('1298491919448631809', '2026-11-21');
    expect(curva).toHaveLength(288);
    expect(curva.find((p) => p.hora === '12:00')?.potenciaW).toBeGreaterThan(0);
    expect(curva.find((p) => p.hora === '01:00')?.potenciaW).toBe(0);
  });

  it('simulador serve a curva como o exemplo da doc: W sob powerStr "kW" com powerPec "0.001"', async () => {
    let corpo: unknown;
    const espiao: typeof fetch = async (entrada, init) => {
      const r = await fetch(entrada, init);
      if (String(entrada).endsWith('/v1/api/stationDay')) corpo = await r.clone().json();
      return r;
    };
    const curva = await new ClienteSolis({
      baseUrl: sim.url,
      credenciais: { login: chave.apiId, senha: chave.segredo },
      agora: () => AGORA,
      fetch: espiao,
    }).curvaDoDia('1298491919448631809', '2026-11-21');
    const pontos = (corpo as { data: Array<Record<string, unknown>> }).data;
    const meioDia = pontos.find((p) => p.timeStr === '12:00:00');
    expect(meioDia).toMatchObject({ powerStr: 'kW', powerPec: '0.001' });
    // The raw value is W: the client shows it as is, not a thousand times more.
    expect(curva.find((p) => p.hora === '12:00')?.potenciaW).toBeCloseTo(Number(meioDia?.power), 3);
    // 15 kWp with the 5 kW inverter offline: the peak stays within the plant's 15,000 W.
    const pico = Math.max(...curva.map((p) => p.potenciaW));
    expect(pico).toBeGreaterThan(1500);
    expect(pico).toBeLessThanOrEqual(15_000);
  });
});

/** A client whose cloud answers `data` for every call (bodies written from the verified page). */
function clienteCom(data: unknown) {
  const f: typeof fetch = async () =>
    new Response(JSON.stringify({ success: true, code: '0', msg: 'success', data }), {
      headers: { 'content-type': 'application/json' },
    });
  return new ClienteSolis({
    baseUrl: 'http://soliscloud.invalid:13333',
    credenciais: { login: chave.apiId, senha: chave.segredo },
    fetch: f,
  });
}

// Verified page §8: stationDay's doc example is `timeStr "07:25:00"`, `power 77.000`,
// `powerStr "kW"`, `powerPec "0.001"`; in the real stationDetail, Pec "1" goes with values already
// in their unit. Read as a scale to the unit, the example point is 77 W.
describe('SolisCloud: escala da curva do dia (powerPec com powerStr)', () => {
  it('exemplo da doc: 77.000 "kW" com powerPec "0.001" são 77 W', async () => {
    const curva = await clienteCom([
      { time: 1700000000000, timeStr: '07:25:00', power: 77.0, powerStr: 'kW', powerPec: '0.001' },
      { time: 1700000300000, timeStr: '12:00:00', power: 4150.5, powerStr: 'kW', powerPec: '0.001' },
    ]).curvaDoDia('1298491919448631809', '2023-06-30');
    expect(curva).toEqual([
      { hora: '07:25', potenciaW: 77 },
      { hora: '12:00', potenciaW: 4150.5 },
    ]);
  });

  it('valores já em kW (powerPec "1" ou sem powerPec) e em W: todos em W', async () => {
    const curva = await clienteCom([
      { timeStr: '07:25:00', power: 0.077, powerStr: 'kW', powerPec: '1' },
      { timeStr: '07:30:00', power: 0.08, powerStr: 'kW' },
      { timeStr: '07:35:00', power: 85, powerStr: 'W' },
      { timeStr: '07:40:00', power: null, powerStr: 'kW', powerPec: '0.001' },
    ]).curvaDoDia('1298491919448631809', '2023-06-30');
    expect(curva).toEqual([
      { hora: '07:25', potenciaW: 77 },
      { hora: '07:30', potenciaW: 80 },
      { hora: '07:35', potenciaW: 85 },
    ]);
  });

  it('sem unidade (nem powerStr nem powerPec, ou só powerPec): não adivinha, diz que o protocolo pode ter mudado', async () => {
    for (const ponto of [
      { timeStr: '07:25:00', power: 77 },
      { timeStr: '07:25:00', power: 77, powerPec: '0.001' },
      { timeStr: '07:25:00', power: 77, powerStr: 'kW', powerPec: 'x' },
      { timeStr: '07:25:00', power: 77, powerStr: 'cv' },
    ]) {
      const erro = await clienteCom([ponto])
        .curvaDoDia('1298491919448631809', '2023-06-30')
        .catch((e: unknown) => e);
      expect(erro, JSON.stringify(ponto)).toMatchObject({ tipo: 'protocolo' });
      expect((erro as Error).message).toMatch(
        /^o portal SolisCloud respondeu num formato.*\/v1\/api\/stationDay.*o protocolo pode ter mudado$/,
      );
    }
    await expect(clienteCom({ records: [] }).curvaDoDia('1', '2023-06-30')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringContaining('o protocolo pode ter mudado'),
    });
  });

  it('registros da estação e do inversor como a doc e a captura: kW, MWh, Pec "1", ids em texto', async () => {
    const estacao = clienteCom({
      page: {
        current: 1,
        pages: 1,
        records: [
          {
            id: '1298491919448631809',
            stationName: 'Casa',
            capacity: 5.2,
            capacityStr: 'kWp',
            power: 0.032,
            powerStr: 'kW',
            powerPec: '1',
            allEnergy: 8.824,
            allEnergyStr: 'MWh',
            allEnergyPec: '1',
          },
        ],
      },
    });
    expect(await estacao.listarUsinas()).toEqual([
      {
        id: '1298491919448631809',
        nome: 'Casa',
        potenciaKwp: 5.2,
        potenciaAtualW: 32,
        energiaHojeKwh: null,
        energiaTotalKwh: 8824,
      },
    ]);
    const inversor = clienteCom({
      page: {
        pages: 1,
        records: [
          {
            sn: '120B40198150131',
            productModel: 'b4',
            power: 8.0,
            powerStr: 'kW',
            pac: 5.025,
            pacStr: 'kW',
            etotal: 36.397,
            etotalStr: 'MWh',
            state: 3,
          },
        ],
      },
    });
    const [i] = await inversor.listarInversores('1298491919448631809');
    expect(i).toMatchObject({ serial: '120B40198150131', capacidadeKwp: 8, status: 'online' });
    expect(i?.potenciaAtualW).toBeCloseTo(5025, 6);
    expect(i?.energiaTotalKwh).toBeCloseTo(36_397, 6);
  });
});
