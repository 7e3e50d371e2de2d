import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';
import { ClienteFronius, valorDoCanal } from './client.ts';
import { type ChaveFroniusSimulada, guidDoSerial, iniciarSimuladorFronius } from './simulator.ts';

// 13:00 in Brasília.
const AGORA = new Date('2026-11-22T16:00:00Z');
const GALPAO = '3e210d7d-2b9e-43d6-830a-5f6e7a8b9c0d';
// Not a Fronius shape (GUIDs are), but an id is text whatever it looks like.
const GRANDE = '9007199254740993123';

const chave: ChaveFroniusSimulada = {
  id: 'FKIAFEF58CFEFA94486F9C804CF6077A01AB',
  valor: '47c076bc-23e5-4949-a7a6-4bcfcf8d21d6',
  sistemas: [
    {
      id: GALPAO,
      nome: 'Mercado Boa Vista',
      latitude: -22.9,
      inversores: [
        { serial: '32555894', modelo: 'Symo 15.0-3-M', kw: 15, status: 'online' },
        { serial: '32555895', modelo: 'Primo 5.0-1', kw: 5, status: 'offline' },
        { serial: '31000001', modelo: 'IG Plus 50', kw: 5, status: 'inativo' },
      ],
    },
    {
      id: GRANDE,
      nome: 'Sítio',
      latitude: -15.8,
      inversores: [{ serial: 'S1', modelo: 'Primo', kw: 3, status: 'online' }],
    },
    ...Array.from({ length: 248 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      nome: `Cliente ${i + 1}`,
      latitude: -15.8,
      inversores: [{ serial: `C${i}`, modelo: 'Primo 5.0-1', kw: 5, status: 'online' as const }],
    })),
  ],
};
// A key whose data plan leaves out the inverters' realtime (403 there).
const semTempoReal: ChaveFroniusSimulada = {
  id: 'FKIA00000000000000000000000000000002',
  valor: '00000000-0000-4000-8000-000000000002',
  sistemas: [chave.sistemas[0] as ChaveFroniusSimulada['sistemas'][number]],
  negar: [/\/devices\/[^/]+\/flowdata$/],
};

let sim: Awaited<ReturnType<typeof iniciarSimuladorFronius>>;
beforeAll(async () => {
  sim = await iniciarSimuladorFronius([chave, semTempoReal], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

const cliente = (k: Pick<ChaveFroniusSimulada, 'id' | 'valor'> = chave, agora = () => AGORA) =>
  new ClienteFronius({
    baseUrl: sim.url,
    credenciais: { login: k.id, senha: k.valor },
    agora,
    esperaLimiteMs: 1,
  });

/** The requests made while `fn` runs. */
async function pedidosDe(fn: () => Promise<unknown>): Promise<string[]> {
  const antes = sim.pedidos.length;
  await fn();
  return sim.pedidos.slice(antes);
}

/** A fetch that answers each call with the next canned response (status, body text). */
function fetchFixo(...respostas: Array<[number, string] | Error>) {
  const vistos: Array<{ url: string; headers: Record<string, string> }> = [];
  const f = (async (url: URL | string, init?: RequestInit) => {
    vistos.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const r = respostas.length > 1 ? respostas.shift() : respostas[0];
    if (!r) throw new Error('sem resposta');
    if (r instanceof Error) throw r;
    return new Response(r[0] === 204 ? null : r[1], { status: r[0] });
  }) as typeof fetch;
  return { f, vistos };
}
const comFetch = (f: typeof fetch) =>
  new ClienteFronius({
    baseUrl: 'https://api.solarweb.com/swqapi',
    credenciais: { login: 'FKIA1', senha: 'valor' },
    fetch: f,
    esperaLimiteMs: 1,
    agora: () => AGORA,
  });

describe('Fronius Solar.web Query API', () => {
  it('chave nos cabeçalhos AccessKeyId/AccessKeyValue em toda chamada; entrar é uma só chamada de metadados', async () => {
    const { f, vistos } = fetchFixo([200, '{"pvSystems":[],"links":{"totalItemsCount":0}}']);
    await comFetch(f).entrar();
    expect(vistos).toHaveLength(1);
    expect(vistos[0]?.url).toBe('https://api.solarweb.com/swqapi/pvsystems?offset=0&limit=1');
    expect(vistos[0]?.headers).toMatchObject({
      AccessKeyId: 'FKIA1',
      AccessKeyValue: 'valor',
      Accept: 'application/json',
    });
    const antes = sim.aceitos();
    await expect(cliente().entrar()).resolves.toBeUndefined();
    expect(sim.aceitos()).toBe(antes + 1);
  });

  it('chave errada ou revogada: credenciais (401), sem contar como aceita', async () => {
    const antes = sim.aceitos();
    await expect(cliente({ id: chave.id, valor: 'outro' }).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: expect.stringContaining('Access Key'),
    });
    const revogada = { id: 'FKIA00000000000000000000000000000003', valor: 'v' };
    const s2 = await iniciarSimuladorFronius([{ ...revogada, sistemas: [] }], { agora: () => AGORA });
    const c = new ClienteFronius({
      baseUrl: s2.url,
      credenciais: { login: revogada.id, senha: revogada.valor },
    });
    await expect(c.listarUsinas()).resolves.toEqual([]);
    s2.revogar(revogada.id);
    await expect(c.listarUsinas()).rejects.toMatchObject({ tipo: 'credenciais' });
    await s2.fechar();
    expect(sim.aceitos()).toBe(antes);
  });

  it('canais em W e Wh convertidos para W e kWh; unidade do tipo errado é mudança de protocolo', () => {
    const canais = [
      { channelName: 'PowerPV', unit: 'W', value: 48210.0 },
      { channelName: 'PowerKw', unit: 'kW', value: 1.5 },
      { channelName: 'EnergyProductionTotal', unit: 'Wh', value: 301250.0 },
      { channelName: 'EnergyMwh', unit: 'MWh', value: 2.37 },
      { channelName: 'Vazio', unit: 'W', value: null },
      { channelName: 'SemUnidade', value: 500 },
    ];
    expect(valorDoCanal(canais, 'PowerPV', 'w')).toBe(48210);
    expect(valorDoCanal(canais, 'PowerKw', 'w')).toBe(1500);
    expect(valorDoCanal(canais, 'EnergyProductionTotal', 'kwh')).toBeCloseTo(301.25, 9);
    expect(valorDoCanal(canais, 'EnergyMwh', 'kwh')).toBeCloseTo(2370, 9);
    expect(valorDoCanal(canais, 'Vazio', 'w')).toBeNull();
    expect(valorDoCanal(canais, 'Ausente', 'w')).toBeNull();
    expect(valorDoCanal(null, 'PowerPV', 'w')).toBeNull();
    // No unit: the API's own (W for power, Wh for energy).
    expect(valorDoCanal(canais, 'SemUnidade', 'kwh')).toBeCloseTo(0.5, 9);
    expect(() => valorDoCanal(canais, 'EnergyProductionTotal', 'w')).toThrow(/formato/);
    expect(() => valorDoCanal(canais, 'PowerPV', 'kwh')).toThrow(/formato/);
  });

  it('usinas em páginas de 100 por offset, ids em texto, peakPower W → kWp, potência e energia de hoje', async () => {
    let usinas: Awaited<ReturnType<ClienteFronius['listarUsinas']>> = [];
    const pedidos = await pedidosDe(async () => {
      usinas = await cliente().listarUsinas();
    });
    expect(pedidos.filter((p) => p.startsWith('pvsystems?'))).toEqual([
      'pvsystems?offset=0&limit=100',
      'pvsystems?offset=100&limit=100',
      'pvsystems?offset=200&limit=100',
    ]);
    expect(usinas).toHaveLength(250);
    expect(usinas[1]?.id).toBe(GRANDE);
    const u = usinas[0];
    expect(u).toMatchObject({
      id: GALPAO,
      nome: 'Mercado Boa Vista',
      potenciaKwp: 25,
      energiaTotalKwh: null,
    });
    // Only the online 15 kW of 25 kW produce: PowerPV scaled so, in W.
    expect(u?.potenciaAtualW).toBe(
      Math.round(potenciaNaHora(25, -22.9, '2026-11-22', 13, GALPAO) * (15 / 25)),
    );
    // Today's energy from aggrdata in Wh, to kWh exactly.
    expect(u?.energiaHojeKwh).toBeCloseTo(energiaAteAHora(25, -22.9, '2026-11-22', 13, GALPAO), 6);
    expect(pedidos).toContain(
      `pvsystems/${GALPAO}/aggrdata?from=2026-11-22&to=2026-11-22&channel=EnergyProductionTotal`,
    );
  });

  it('"hoje" é o dia da usina (America/Sao_Paulo), não o dia UTC', async () => {
    // 01:30 UTC on the 22nd is 22:30 on the 21st in Brasília.
    const noite = () => new Date('2026-11-22T01:30:00Z');
    const pedidos = await pedidosDe(() => cliente(chave, noite).listarUsinas());
    expect(pedidos).toContain(
      `pvsystems/${GALPAO}/aggrdata?from=2026-11-21&to=2026-11-21&channel=EnergyProductionTotal`,
    );
  });

  it('inversores: só os do tipo Inverter, nominalAcPower W → kW, online/offline pelo isOnline, isActive false é inativo', async () => {
    let inv: Awaited<ReturnType<ClienteFronius['listarInversores']>> = [];
    const pedidos = await pedidosDe(async () => {
      inv = await cliente().listarInversores(GALPAO);
    });
    expect(inv.map((i) => [i.serial, i.tipo, i.capacidadeKwp, i.status])).toEqual([
      ['32555894', 'Symo 15.0-3-M', 15, 'online'],
      ['32555895', 'Primo 5.0-1', 5, 'offline'],
      ['31000001', 'IG Plus 50', 5, 'inativo'],
    ]);
    expect(inv[0]?.potenciaAtualW).toBe(Math.round(potenciaNaHora(15, -22.9, '2026-11-22', 13, GALPAO)));
    expect(inv[1]?.potenciaAtualW).toBeNull();
    expect(pedidos[0]).toBe(`pvsystems/${GALPAO}/devices?type=Inverter&offset=0&limit=100`);
    // The replaced inverter's realtime is not paid for.
    expect(pedidos).not.toContain(`pvsystems/${GALPAO}/devices/${guidDoSerial('31000001')}/flowdata`);
    expect(pedidos).toHaveLength(3);
  });

  it('sem tempo real do inversor no plano (403): status pelo isOnline da usina, pedido uma vez só', async () => {
    let inv: Awaited<ReturnType<ClienteFronius['listarInversores']>> = [];
    const pedidos = await pedidosDe(async () => {
      inv = await cliente(semTempoReal).listarInversores(GALPAO);
    });
    expect(inv.map((i) => i.status)).toEqual(['online', 'online', 'inativo']);
    expect(inv.every((i) => i.potenciaAtualW === null)).toBe(true);
    expect(pedidos.filter((p) => p === `pvsystems/${GALPAO}/flowdata`)).toHaveLength(1);
  });

  it('usina removida (404): sem inversores, sem histórico', async () => {
    const c = cliente();
    await expect(c.listarInversores('nao-existe')).resolves.toEqual([]);
    await expect(c.energiaDoMes('nao-existe', '2026-10')).resolves.toEqual([]);
  });

  it('energia do mês: aggrdata period=YYYY-MM só do canal de produção, Wh → kWh', async () => {
    let dias: Awaited<ReturnType<ClienteFronius['energiaDoMes']>> = [];
    const pedidos = await pedidosDe(async () => {
      dias = await cliente().energiaDoMes(GALPAO, '2026-10');
    });
    expect(pedidos).toEqual([
      `pvsystems/${GALPAO}/aggrdata?period=2026-10&channel=EnergyProductionTotal&offset=0&limit=100`,
    ]);
    expect(dias).toHaveLength(31);
    for (const d of dias) expect(d.energiaKwh).toBeCloseTo(energiaDoDia(25, -22.9, d.data, GALPAO), 6);
    // The current month stops at today.
    const atual = await cliente().energiaDoMes(GALPAO, '2026-11');
    expect(atual.map((d) => d.data).at(-1)).toBe('2026-11-22');
  });

  it('curva do dia: histdata de meia-noite a meia-noite da usina em UTC, paginada, Wh de 5 min → W', async () => {
    let curva: Awaited<ReturnType<ClienteFronius['curvaDoDia']>> = [];
    const pedidos = await pedidosDe(async () => {
      curva = await cliente().curvaDoDia(GALPAO, '2026-11-21');
    });
    // The system's zone comes from its metadata when the list was not read by this client.
    expect(pedidos[0]).toBe(`pvsystems/${GALPAO}`);
    const q = '?from=2026-11-21T03%3A00%3A00Z&to=2026-11-22T03%3A00%3A00Z&channel=EnergyProductionTotal';
    expect(pedidos.slice(1)).toEqual([
      `pvsystems/${GALPAO}/histdata${q}&offset=0&limit=100`,
      `pvsystems/${GALPAO}/histdata${q}&offset=100&limit=100`,
      `pvsystems/${GALPAO}/histdata${q}&offset=200&limit=100`,
    ]);
    // 288 samples of the day; the one at the next midnight (inclusive end) is dropped.
    expect(curva).toHaveLength(288);
    expect(curva[0]?.hora).toBe('00:00');
    expect(curva.at(-1)?.hora).toBe('23:55');
    const meioDia = curva.find((p) => p.hora === '12:00');
    // Wh over 300 s × 12 = W; the simulator rounds Wh to 0.01.
    const wh = Math.round(((potenciaNaHora(25, -22.9, '2026-11-21', 12, GALPAO) * 5) / 60) * 100) / 100;
    expect(meioDia?.potenciaW).toBeCloseTo(wh * 12, 6);
  });

  it('limite (429): espera e tenta de novo; persistente vira limite', async () => {
    const c = cliente();
    sim.limitar(2);
    await expect(c.entrar()).resolves.toBeUndefined();
    sim.limitar(10);
    await expect(c.entrar()).rejects.toMatchObject({ tipo: 'limite' });
    sim.limitar(0);
  });

  it('erros HTTP mapeados: 403 na lista, 400, 405, 5xx, rede, resposta sem pvSystems', async () => {
    const erroDe = (...r: Array<[number, string] | Error>) =>
      comFetch(fetchFixo(...r).f)
        .listarUsinas()
        .catch((e: unknown) => e);
    expect(await erroDe([403, '{"responseError":"Forbidden","responseMessage":"no"}'])).toMatchObject({
      tipo: 'credenciais',
      message: expect.stringContaining('contrato'),
    });
    expect(
      await erroDe([400, '{"responseError":"Bad Request","responseMessage":"Invalid offset"}']),
    ).toMatchObject({ tipo: 'protocolo', message: expect.stringContaining('Invalid offset') });
    expect(await erroDe([405, ''])).toMatchObject({ tipo: 'protocolo' });
    expect(await erroDe([503, ''])).toMatchObject({ tipo: 'inacessivel' });
    expect(await erroDe(new Error('ECONNREFUSED'))).toMatchObject({ tipo: 'inacessivel' });
    expect(await erroDe([200, '{"sistemas":[]}'])).toMatchObject({ tipo: 'protocolo' });
    expect(await erroDe([200, '<html>'])).toMatchObject({ tipo: 'protocolo' });
    // 401 without a JSON body is still the key.
    expect(await erroDe([401, ''])).toMatchObject({ tipo: 'credenciais' });
  });

  it('403 ou 204 numa chamada de dados: o dado fica nulo, a usina continua', async () => {
    const lista = JSON.stringify({
      pvSystems: [{ pvSystemId: GALPAO, name: 'X', peakPower: 7600.0, timeZone: 'America/Sao_Paulo' }],
      links: { totalItemsCount: 1 },
    });
    const { f } = fetchFixo([200, lista], [403, ''], [204, '']);
    const [u] = await comFetch(f).listarUsinas();
    expect(u).toMatchObject({ id: GALPAO, potenciaKwp: 7.6, potenciaAtualW: null, energiaHojeKwh: null });
  });

  it('sistema ou inversor offline: o último valor enviado não vira potência atual', async () => {
    const lista = JSON.stringify({ pvSystems: [{ pvSystemId: GALPAO, name: 'X', peakPower: 7600.0 }] });
    const parado = JSON.stringify({
      pvSystemId: GALPAO,
      status: { isOnline: false, battMode: null },
      data: {
        logDateTime: '2026-11-22T09:00:00Z',
        channels: [{ channelName: 'PowerPV', unit: 'W', value: 512 }],
      },
    });
    const { f } = fetchFixo([200, lista], [200, parado], [204, '']);
    const [u] = await comFetch(f).listarUsinas();
    expect(u?.potenciaAtualW).toBeNull();
    const dispositivos = JSON.stringify({
      devices: [
        {
          deviceType: 'Inverter',
          deviceId: 'd1',
          serialnumber: '777',
          nominalAcPower: 3680.0,
          isActive: true,
        },
      ],
      links: { totalItemsCount: 1 },
    });
    const inversorParado = JSON.stringify({
      status: { isOnline: false },
      data: { channels: [{ channelName: 'PowerOutput', unit: 'W', value: 90 }] },
    });
    const [i] = await comFetch(fetchFixo([200, dispositivos], [200, inversorParado]).f).listarInversores(
      GALPAO,
    );
    expect(i).toMatchObject({ serial: '777', capacidadeKwp: 3.68, status: 'offline', potenciaAtualW: null });
  });
});
