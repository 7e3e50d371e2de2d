import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energiaAteAHora, potenciaNaHora } from '../simulation.ts';
import { type Credenciais, ErroPortal, statusDaUsina } from '../types.ts';
import { ClienteSolax, Suspensao } from './client.ts';
import { envioMaisRecente, statusSolax } from './leitura.ts';
import { type ContaSolaxSimulada, iniciarSimuladorSolax, type SimuladorSolax } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z'); // 13:00 in Brasília
const HOJE = '2026-11-22';
// Token IDs are long digit strings: this one is past 2^53 and must travel untouched.
const TOKEN = '20241028488283838123';
const LAT = -23.5;

const dongle = (registro: string, kw: number, status: 'online' | 'offline' | 'erro' | 'inativo') => ({
  registro,
  inverterSN: `H4${registro}`,
  kw,
  latitude: LAT,
  semente: 'galpao',
  status,
});
const conta: ContaSolaxSimulada = {
  token: TOKEN,
  dongles: [
    dongle('SR8BVQYEHR', 5, 'online'),
    dongle('SR3KD8QW2T', 10, 'online'),
    dongle('SRERRO0001', 5, 'erro'),
    dongle('SROFF00001', 5, 'offline'),
    { ...dongle('SRSOLO0001', 3, 'online'), semente: 'solo' },
    dongle('SRINATIVO1', 5, 'inativo'),
  ],
};
const USINAS = [
  'Galpão Central: SR8BVQYEHR, sr3kd8qw2t; SRERRO0001 SROFF00001',
  '',
  '# a comment line',
  'SRSOLO0001',
  'Depósito: SRINATIVO1, SRALHEIO01',
].join('\n');
const credenciais = (token = TOKEN, usinas = USINAS): Credenciais => ({
  login: 'instalador@empresa.com.br',
  senha: token,
  chaves: { usinas },
});

let sim: SimuladorSolax;
let simV1: SimuladorSolax;
beforeAll(async () => {
  sim = await iniciarSimuladorSolax([conta], { agora: () => AGORA });
  simV1 = await iniciarSimuladorSolax([conta], { agora: () => AGORA, semV2: true });
});
afterAll(async () => {
  await sim.fechar();
  await simV1.fechar();
});

const cliente = (o: Partial<ConstructorParameters<typeof ClienteSolax>[0]> = {}) =>
  new ClienteSolax({
    baseUrl: sim.url,
    credenciais: credenciais(),
    agora: () => AGORA,
    esperaLimiteMs: 1,
    ...o,
  });

/** A fetch that answers every request with `corpo` (JSON unless text), counting the calls. */
function fetchFixo(corpo: unknown, status = 200) {
  const chamadas: string[] = [];
  const f = (async (url: URL | string) => {
    chamadas.push(String(url));
    return new Response(typeof corpo === 'string' ? corpo : JSON.stringify(corpo), { status });
  }) as typeof fetch;
  return { f, chamadas };
}

const ok = (result: Record<string, unknown>) => ({
  success: true,
  exception: 'Query success!',
  code: 0,
  result,
});

describe('SolaX: pedidos v2, v1 e hosts', () => {
  it('v2: POST com o token no cabeçalho tokenId, sem mexer nos dígitos, e {wifiSn} no corpo', async () => {
    const pedidos: Array<{ url: string; init?: RequestInit }> = [];
    const espiao = (async (url: URL | string, init?: RequestInit) => {
      pedidos.push({ url: String(url), init });
      return fetch(url, init);
    }) as typeof fetch;
    const antes = sim.logins();
    await cliente({ fetch: espiao }).entrar();
    expect(sim.logins()).toBe(antes + 1);
    expect(pedidos).toHaveLength(1);
    const p = pedidos[0];
    expect(p?.url).toBe(`${sim.url}/api/v2/dataAccess/realtimeInfo/get`);
    expect(p?.init?.method).toBe('POST');
    expect((p?.init?.headers as Record<string, string> | undefined)?.tokenId).toBe('20241028488283838123');
    expect(JSON.parse(String(p?.init?.body))).toEqual({ wifiSn: 'SR8BVQYEHR' });
    expect(sim.pedidos().at(-1)).toMatchObject({ token: TOKEN, registro: 'SR8BVQYEHR' });
  });

  it('v2 em 404: cai para o v1 GET (tokenId e sn na query) e fica nele', async () => {
    const c = cliente({ baseUrl: simV1.url });
    await c.entrar();
    const depois = simV1.pedidos();
    expect(depois.map((p) => `${p.metodo} ${p.caminho}`)).toEqual([
      'GET /proxyApp/proxy/api/getRealtimeInfo.do',
    ]);
    expect(depois[0]).toMatchObject({ token: TOKEN, registro: 'SR8BVQYEHR' });
    // The v2 404 is not in the simulator's log (no handler ran); the next call goes straight to v1.
    const chamadas: string[] = [];
    const espiao = (async (url: URL | string, init?: RequestInit) => {
      chamadas.push(`${init?.method} ${new URL(String(url)).pathname}`);
      return fetch(url, init);
    }) as typeof fetch;
    const c2 = cliente({ baseUrl: simV1.url, fetch: espiao });
    const inversores = await c2.listarInversores('SRSOLO0001');
    await c2.listarInversores('SRSOLO0001');
    expect(chamadas).toEqual([
      'POST /api/v2/dataAccess/realtimeInfo/get',
      'GET /proxyApp/proxy/api/getRealtimeInfo.do',
      'GET /proxyApp/proxy/api/getRealtimeInfo.do',
    ]);
    // v1 has no ratedPower: capacity unknown, never guessed.
    expect(inversores[0]).toMatchObject({ serial: 'H4SRSOLO0001', capacidadeKwp: null, status: 'online' });
  });

  it('SOLAX_URL com vários hosts: um fora do ar ou em 404 é pulado, e o que respondeu fica', async () => {
    const fora = 'http://127.0.0.1:1';
    const chamadas: string[] = [];
    const espiao = (async (url: URL | string, init?: RequestInit) => {
      chamadas.push(new URL(String(url)).origin);
      return fetch(url, init);
    }) as typeof fetch;
    // An unreachable host first: its v1 is not tried either, the next host answers.
    const c = cliente({ baseUrl: `${fora}, ${sim.url}`, fetch: espiao });
    await c.entrar();
    expect(chamadas).toEqual([fora, sim.url]);
    await c.entrar();
    expect(chamadas).toEqual([fora, sim.url, sim.url]);

    // A host answering 404 on both versions is passed over as well.
    const vazio = fetchFixo('<html>404</html>', 404);
    const seletivo = (async (url: URL | string, init?: RequestInit) =>
      String(url).startsWith('http://nada.invalid') ? vazio.f(url, init) : fetch(url, init)) as typeof fetch;
    const c2 = cliente({ baseUrl: `http://nada.invalid,${sim.url}`, fetch: seletivo });
    await expect(c2.entrar()).resolves.toBeUndefined();
    expect(vazio.chamadas.map((u) => new URL(u).pathname)).toEqual([
      '/api/v2/dataAccess/realtimeInfo/get',
      '/proxyApp/proxy/api/getRealtimeInfo.do',
    ]);
  });

  it('nenhum host responde: inacessivel; todos em 404: protocolo', async () => {
    await expect(cliente({ baseUrl: 'http://127.0.0.1:1' }).entrar()).rejects.toMatchObject({
      tipo: 'inacessivel',
    });
    await expect(cliente({ fetch: fetchFixo('', 404).f }).entrar()).rejects.toMatchObject({
      tipo: 'protocolo',
    });
  });
});

describe('SolaX: erros da nuvem', () => {
  it('token errado: credenciais, em v2 (1001) e em v1 (texto); nada conta como aceito', async () => {
    const antes = sim.logins();
    await expect(cliente({ credenciais: credenciais('123') }).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
    });
    await expect(
      cliente({ baseUrl: simV1.url, credenciais: credenciais('123') }).entrar(),
    ).rejects.toMatchObject({ tipo: 'credenciais' });
    expect(sim.logins()).toBe(antes);
    await expect(cliente({ credenciais: credenciais('  ') }).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
    });
  });

  it('primeiro número de registro fora da conta do token (1003): credenciais dizendo qual', async () => {
    const c = cliente({ credenciais: credenciais(TOKEN, 'SRALHEIO01, SR8BVQYEHR') });
    await expect(c.entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: expect.stringContaining('SRALHEIO01'),
    });
  });

  it('"frequência" em texto ou HTTP 429: espera e tenta de novo; persistindo, limite', async () => {
    const c = cliente();
    sim.limitar(2);
    await expect(c.entrar()).resolves.toBeUndefined();
    sim.limitar(3);
    await expect(c.entrar()).rejects.toMatchObject({ tipo: 'limite' });
    sim.limitar(0);
    const r429 = fetchFixo('', 429);
    await expect(cliente({ fetch: r429.f }).entrar()).rejects.toMatchObject({ tipo: 'limite' });
    expect(r429.chamadas).toHaveLength(3);
  });

  it('suspensão de 1 hora (texto visto ao vivo): não tenta de novo nem chama a nuvem até passar', async () => {
    let agora = AGORA.getTime();
    const c = cliente({ agora: () => new Date(agora) });
    const antes = sim.pedidos().length;
    sim.suspender(1);
    const erro = await c.entrar().catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(Suspensao);
    expect(erro).toMatchObject({ tipo: 'limite', message: expect.stringContaining('1 hora') });
    // One request, the banned one: no retry.
    expect(sim.pedidos().length).toBe(antes + 1);
    agora += 59 * 60_000;
    await expect(c.listarUsinas()).rejects.toMatchObject({ tipo: 'limite' });
    // Nothing is sent while suspended (calling would only extend the ban).
    expect(sim.pedidos().length).toBe(antes + 1);
    agora += 2 * 60_000;
    await expect(c.entrar()).resolves.toBeUndefined();
    expect(sim.pedidos().length).toBe(antes + 2);
  });

  it('envelopes e respostas estranhas: protocolo; 2001 e 5xx: inacessivel', async () => {
    const casos: Array<[unknown, number, string]> = [
      [{ success: true, exception: 'Query success!', code: 0, result: null }, 200, 'protocolo'],
      [ok({ nada: 1 }), 200, 'protocolo'],
      [{ resultado: 'sem envelope' }, 200, 'protocolo'],
      ['<html>manutenção</html>', 200, 'protocolo'],
      [{ success: false, exception: 'Something new', code: 3999, result: null }, 200, 'protocolo'],
      [{ success: false, exception: 'Operation failed', code: 2001, result: null }, 200, 'inacessivel'],
      ['', 503, 'inacessivel'],
    ];
    for (const [corpo, status, tipo] of casos) {
      const erro = await cliente({ fetch: fetchFixo(corpo, status).f })
        .entrar()
        .catch((e: unknown) => e);
      expect(erro, JSON.stringify(corpo)).toBeInstanceOf(ErroPortal);
      expect(erro, JSON.stringify(corpo)).toMatchObject({ tipo });
    }
  });
});

describe('SolaX: leituras em W, kWh e kWp, e status', () => {
  const hora = 13;
  const w = (kw: number, semente = 'galpao', h = hora, dia = HOJE) =>
    potenciaNaHora(kw, LAT, dia, h, semente);
  const kwh = (kw: number, h: number, semente = 'galpao', dia = HOJE) =>
    energiaAteAHora(kw, LAT, dia, h, semente);

  it('usina = soma dos inversores: potência dos que enviam, energia de hoje só de envios de hoje, total de todos', async () => {
    const usinas = await cliente().listarUsinas();
    expect(usinas.map((u) => u.id)).toEqual(['SR8BVQYEHR', 'SRSOLO0001', 'SRINATIVO1']);
    const [galpao, solo, deposito] = usinas;
    const ontemKwh = kwh(5, 17.5, 'galpao', '2026-11-21');
    expect(galpao).toMatchObject({ nome: 'Galpão Central', potenciaKwp: null });
    // The faulty inverter reports 0 W; the offline one's stale power is left out.
    expect(galpao?.potenciaAtualW).toBeCloseTo(w(5) + w(10), 1);
    // The offline dongle's yieldtoday is yesterday's (uploaded yesterday 17:30): not today's.
    expect(galpao?.energiaHojeKwh).toBeCloseTo(kwh(5, hora) + kwh(10, hora) + kwh(5, 10), 3);
    expect(galpao?.energiaTotalKwh).toBeCloseTo(
      5 * 2600 + kwh(5, hora) + (10 * 2600 + kwh(10, hora)) + (5 * 2600 + kwh(5, 10)) + (5 * 2600 + ontemKwh),
      0,
    );
    expect(solo).toMatchObject({ nome: 'SolaX SRSOLO0001', energiaHojeKwh: kwh(3, hora, 'solo') });
    // Neither dongle gave a snapshot: nothing is known about the plant.
    expect(deposito).toMatchObject({ potenciaAtualW: null, energiaHojeKwh: null, energiaTotalKwh: null });
  });

  it('inversores: serial do inversor em texto (inverterSN ou inverterSn), ratedPower em kWp, status mapeado', async () => {
    const inv = await cliente().listarInversores('SR8BVQYEHR');
    expect(inv.map((i) => [i.serial, i.status, i.capacidadeKwp])).toEqual([
      ['H4SR8BVQYEHR', 'online', 5],
      ['H4SR3KD8QW2T', 'online', 10],
      // The simulator spells this one's serial inverterSn (v2 spelling varies).
      ['H4SRERRO0001', 'erro', 5],
      ['H4SROFF00001', 'offline', 5],
    ]);
    expect(inv[0]?.potenciaAtualW).toBe(w(5));
    expect(inv[3]?.potenciaAtualW).toBeNull();
    expect(statusDaUsina(inv)).toBe('erro');
    const dep = await cliente().listarInversores('SRINATIVO1');
    // 2002 no data: inactive; 1003 not this account's: offline, under its registration number.
    expect(dep.map((i) => [i.serial, i.status])).toEqual([
      ['SRINATIVO1', 'inativo'],
      ['SRALHEIO01', 'offline'],
    ]);
    expect(await cliente().listarInversores('NAOEXISTE')).toEqual([]);
  });

  it('números como texto (v1) viram números; "103" em texto é falha', async () => {
    const { f } = fetchFixo(
      ok({
        inverterSN: 'H4502ACD2810025',
        sn: 'SR8BVQYEHR',
        acpower: '4520.0',
        yieldtoday: '18.6',
        yieldtotal: '12874.3',
        inverterStatus: '103',
        uploadTime: '2026-11-22 12:55:12',
      }),
    );
    const c = cliente({ fetch: f, credenciais: credenciais(TOKEN, 'SR8BVQYEHR') });
    const [u] = await c.listarUsinas();
    expect(u).toMatchObject({ potenciaAtualW: 4520, energiaHojeKwh: 18.6, energiaTotalKwh: 12874.3 });
    const [i] = await c.listarInversores('SR8BVQYEHR');
    expect(i).toMatchObject({ serial: 'H4502ACD2810025', status: 'erro', capacidadeKwp: null });
  });

  it('uploadTime lido no fuso mais a oeste do Brasil (UTC−5): conferido com Date.parse e deslocamento explícito', () => {
    expect(envioMaisRecente('2026-11-22 13:00:00')).toBe(Date.parse('2026-11-22T13:00:00-05:00'));
    expect(envioMaisRecente('2026-11-22T08:05')).toBe(Date.parse('2026-11-22T08:05:00-05:00'));
    expect(envioMaisRecente('')).toBeNull();
    expect(envioMaisRecente(null)).toBeNull();
  });

  it('status: 102 e modos de trabalho online, 103/104 erro, envio velho offline, uma semana sem envio inativo', () => {
    const t = AGORA.getTime(); // 13:00 in Brasília
    const s = (codigo: number | null, envio: string | null, parado = 0) =>
      statusSolax({ codigo, envio }, t, parado);
    expect(s(102, '2026-11-22 12:55:00')).toBe('online');
    expect(s(109, '2026-11-22 12:55:00')).toBe('online');
    expect(s(131, '2026-11-22 12:55:00')).toBe('online');
    expect(s(103, '2026-11-22 12:55:00')).toBe('erro');
    expect(s(104, '2026-11-22 12:55:00')).toBe('erro');
    // Brasília wall clock 2 h ago: could be a fresh upload in Acre, still online on the first look…
    expect(s(102, '2026-11-22 11:00:00')).toBe('online');
    // …but unchanged for more than 20 minutes across polls is offline wherever the plant is.
    expect(s(102, '2026-11-22 11:00:00', 21 * 60_000)).toBe('offline');
    expect(s(103, '2026-11-22 10:30:00')).toBe('offline');
    expect(s(102, '2026-11-15 10:00:00')).toBe('inativo');
    expect(s(102, null)).toBe('online');
  });

  it('o mesmo uploadTime visto por mais de 20 min (relógio do cliente): offline, sem potência', async () => {
    let agora = AGORA.getTime();
    const { f } = fetchFixo(
      ok({
        inverterSN: 'H1',
        acpower: 800,
        yieldtoday: 2,
        yieldtotal: 10,
        inverterStatus: 102,
        uploadTime: '2026-11-22 12:50:00',
      }),
    );
    const c = cliente({ fetch: f, agora: () => new Date(agora), credenciais: credenciais(TOKEN, 'SRX1') });
    expect((await c.listarInversores('SRX1'))[0]).toMatchObject({ status: 'online', potenciaAtualW: 800 });
    agora += 15 * 60_000;
    expect((await c.listarInversores('SRX1'))[0]?.status).toBe('online');
    agora += 10 * 60_000;
    expect((await c.listarInversores('SRX1'))[0]).toMatchObject({ status: 'offline', potenciaAtualW: null });
  });

  it('o inversor guarda o serial já visto quando o módulo deixa de responder', async () => {
    let corpo: unknown = ok({
      inverterSN: 'H4XYZ',
      acpower: 1,
      yieldtoday: 1,
      yieldtotal: 1,
      inverterStatus: 102,
      uploadTime: '2026-11-22 12:55:00',
    });
    const f = (async () => new Response(JSON.stringify(corpo))) as unknown as typeof fetch;
    const c = cliente({ fetch: f, credenciais: credenciais(TOKEN, 'SRX2') });
    expect((await c.listarInversores('SRX2'))[0]?.serial).toBe('H4XYZ');
    corpo = { success: false, exception: 'Data not found', code: 2002, result: null };
    expect((await c.listarInversores('SRX2'))[0]).toMatchObject({ serial: 'H4XYZ', status: 'inativo' });
  });
});

describe('SolaX: chamadas por sincronização', () => {
  it('a listagem de usinas serve os inversores logo depois; passada a validade ou sem ela, consulta de novo', async () => {
    let agora = AGORA.getTime();
    const c = cliente({ agora: () => new Date(agora) });
    const antes = sim.pedidos().length;
    await c.listarUsinas();
    // One call per dongle typed (7), none for a plant's inverters right after.
    expect(sim.pedidos().length - antes).toBe(7);
    await c.listarInversores('SR8BVQYEHR');
    await c.listarInversores('SRSOLO0001');
    expect(sim.pedidos().length - antes).toBe(7);
    agora += 6 * 60_000;
    await c.listarInversores('SRSOLO0001');
    expect(sim.pedidos().length - antes).toBe(8);
    // An inverter listing alone always asks the cloud.
    const c2 = cliente();
    await c2.listarInversores('SRSOLO0001');
    await c2.listarInversores('SRSOLO0001');
    expect(sim.pedidos().length - antes).toBe(10);
  });

  it('sem histórico na API de token: mês e curva vazios, sem chamar a nuvem', async () => {
    const antes = sim.pedidos().length;
    const c = cliente();
    await expect(c.energiaDoMes('SR8BVQYEHR', '2026-10')).resolves.toEqual([]);
    await expect(c.curvaDoDia('SR8BVQYEHR', '2026-11-21')).resolves.toEqual([]);
    expect(sim.pedidos().length).toBe(antes);
  });
});
