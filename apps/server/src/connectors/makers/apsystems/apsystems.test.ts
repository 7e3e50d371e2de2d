import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assinaturaApsystems, cabecalhosApsystems, textoAssinadoApsystems } from './assinatura.ts';
import { ClienteApsystems } from './client.ts';
import { type ContaApsystemsSimulada, iniciarSimuladorApsystems } from './simulator.ts';

// 13:00 in Brasília: the sun is up.
const AGORA = new Date('2026-11-22T16:00:00Z');
const APP_ID = '4029817264d4a0ab0184d4bf1b2e0001';
const SEGREDO = 'Ab3dE5gH7jK9';
const NONCE = '5e36eab8295911ee90751eff13c2920b';

describe('assinatura X-CA-Signature (vetores do openssl, docs/fabricantes/apsystems-ema.md)', () => {
  const base = { appId: APP_ID, segredo: SEGREDO, timestamp: '1700000000000', nonce: NONCE };

  it('HMAC-SHA256 e HMAC-SHA1 em Base64 conferem com o openssl', () => {
    // STS=1700000000000/5e36eab8295911ee90751eff13c2920b/4029817264d4a0ab0184d4bf1b2e0001/summary/GET/HmacSHA256
    // printf '%s' "$STS" | openssl dgst -sha256 -hmac Ab3dE5gH7jK9 -binary | base64
    expect(assinaturaApsystems({ ...base, caminho: '/user/api/v2/systems/summary' })).toBe(
      'uMeIM/jMzY0o5Pjgn5DTK7DXuVelMAK+Q74E0w/6p04=',
    );
    // Same with the last segment AZ12649A3DFF (a real call's shape).
    expect(assinaturaApsystems({ ...base, caminho: '/user/api/v2/systems/details/AZ12649A3DFF' })).toBe(
      'JIEPhNKf0zbcMnzIsh2+iUTOKJzURRCZm/PrkcfhSJ4=',
    );
    // printf '%s' ".../summary/GET/HmacSHA1" | openssl dgst -sha1 -hmac Ab3dE5gH7jK9 -binary | base64
    expect(assinaturaApsystems({ ...base, caminho: '/summary', algoritmo: 'HmacSHA1' })).toBe(
      'ejz2wVRPgSiXpbbAt072VBkxXnI=',
    );
  });

  it('só o último segmento do caminho é assinado, sem a consulta', () => {
    const caminho = '/user/api/v2/systems/E21E/devices/ecu/energy/216200012345?energy_level=minutely';
    expect(textoAssinadoApsystems({ ...base, caminho })).toBe(
      `1700000000000/${NONCE}/${APP_ID}/216200012345/GET/HmacSHA256`,
    );
    // printf '%s' "1700000000000/$NONCE/$APP_ID/216200012345/GET/HmacSHA256" | openssl dgst -sha256 -hmac Ab3dE5gH7jK9 -binary | base64
    expect(assinaturaApsystems({ ...base, caminho })).toBe('g4yhZOHyNYoSf6JX4neBqLCG6tWkwqLQ+fhC6UdsHTc=');
  });

  it('os cinco cabeçalhos: App Id, timestamp em ms, nonce de 32 hex, método e assinatura', () => {
    const h = cabecalhosApsystems(
      APP_ID,
      SEGREDO,
      '/user/api/v2/systems/summary',
      new Date(1700000000000),
      NONCE,
    );
    expect(h).toEqual({
      'X-CA-AppId': APP_ID,
      'X-CA-Timestamp': '1700000000000',
      'X-CA-Nonce': NONCE,
      'X-CA-Signature-Method': 'HmacSHA256',
      'X-CA-Signature': 'uMeIM/jMzY0o5Pjgn5DTK7DXuVelMAK+Q74E0w/6p04=',
    });
    const aleatorio = cabecalhosApsystems(APP_ID, SEGREDO, '/x', new Date(0));
    expect(aleatorio['X-CA-Nonce']).toMatch(/^[0-9a-f]{32}$/);
    // A second implementation (node:crypto over the joined parts) agrees with the random nonce too.
    const sts = ['0', aleatorio['X-CA-Nonce'], APP_ID, 'x', 'GET', 'HmacSHA256'].join('/');
    expect(aleatorio['X-CA-Signature']).toBe(createHmac('sha256', SEGREDO).update(sts).digest('base64'));
  });
});

// Against the simulator: Brazil, one plant with two ECUs (one silent), ids past 2^53 and with
// leading zeros, a system whose ECU is off the network, one that never reported, a shared sub-user.
const conta: ContaApsystemsSimulada = {
  appId: APP_ID,
  segredo: SEGREDO,
  sistemas: [
    {
      sid: '9007199254740993',
      latitude: -23.5,
      ecus: [
        {
          eid: '216200012345',
          micros: [
            { uid: '0703000433609', modelo: 'DS3', kw: 0.88, status: 'online' },
            { uid: '0703000433610', modelo: 'DS3', kw: 0.88, status: 'offline' },
          ],
        },
        {
          eid: '216200012346',
          micros: [{ uid: '902000001234', modelo: 'QT2D', kw: 2, status: 'online' }],
        },
      ],
    },
    {
      sid: 'E21E0441352570AB',
      latitude: -15.8,
      ecus: [
        { eid: '216200099999', micros: [{ uid: '701000001234', modelo: 'DS3', kw: 0.8, status: 'offline' }] },
      ],
    },
    {
      sid: 'AZ12649A3DFF',
      latitude: -15.8,
      ecus: [
        { eid: '216200088888', micros: [{ uid: '701000005555', modelo: 'DS3', kw: 0.8, status: 'inativo' }] },
      ],
    },
    {
      sid: '0021000441',
      latitude: -8,
      compartilhado: true,
      ecus: [
        {
          eid: '002405253708',
          micros: [{ uid: '701000007777', modelo: 'DS3-L', kw: 0.73, status: 'online' }],
        },
      ],
    },
  ],
};
const SISTEMAS =
  '9007199254740993 Padaria\nE21E0441352570AB Sítio sem rede\nAZ12649A3DFF\n0021000441 Sub-usuário';

let sim: Awaited<ReturnType<typeof iniciarSimuladorApsystems>>;
/** The simulator's clock; a test may move it (and puts it back). */
let relogioDoSim = AGORA;
beforeAll(async () => {
  sim = await iniciarSimuladorApsystems(
    [conta, { ...conta, appId: 'instalador00000000000000000000001', tipo: 'installer' }],
    { agora: () => relogioDoSim },
  );
});
afterAll(() => sim.fechar());

const cliente = (
  o: { segredo?: string; sistemas?: string; appId?: string; baseUrl?: string; agora?: Date } = {},
) =>
  new ClienteApsystems({
    baseUrl: o.baseUrl ?? sim.url,
    credenciais: {
      login: o.appId ?? APP_ID,
      senha: o.segredo ?? SEGREDO,
      chaves: { sistemas: o.sistemas ?? SISTEMAS },
    },
    agora: () => o.agora ?? AGORA,
    esperaLimiteMs: 1,
  });

/** Calls the simulator billed while `fn` ran. */
async function chamadas(fn: () => Promise<unknown>): Promise<string[]> {
  const antes = sim.caminhos.length;
  await fn();
  return sim.caminhos.slice(antes);
}

describe('APsystems EMA OpenAPI contra o simulador', () => {
  it('segredo errado (2001): credenciais; sem SID: credenciais sem chamar a nuvem', async () => {
    const antes = sim.aceitos();
    await expect(cliente({ segredo: 'errado123456' }).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: 'App ID ou App Secret da OpenAPI APsystems incorretos',
    });
    await expect(cliente({ sistemas: ' \n ' }).entrar()).rejects.toMatchObject({ tipo: 'credenciais' });
    expect(sim.aceitos()).toBe(antes);
    await expect(cliente().entrar()).resolves.toBeUndefined();
    expect(sim.aceitos()).toBe(antes + 1);
  });

  it('SID que não é da conta (2004): credenciais, nomeando o sistema', async () => {
    await expect(cliente({ sistemas: 'ZZ0000000001' }).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: expect.stringContaining('ZZ0000000001'),
    });
  });

  it('usinas dos SIDs digitados: ids em texto, kWp, W e kWh, nome digitado ou "Sistema <SID>"', async () => {
    const usinas = await cliente().listarUsinas();
    expect(usinas.map((u) => [u.id, u.nome])).toEqual([
      ['9007199254740993', 'Padaria'],
      ['E21E0441352570AB', 'Sítio sem rede'],
      ['AZ12649A3DFF', 'Sistema AZ12649A3DFF'],
      ['0021000441', 'Sub-usuário'],
    ]);
    const [padaria, semRede, nunca, sub] = usinas;
    expect(padaria?.potenciaKwp).toBeCloseTo(3.76, 6);
    // Current power: the two ECUs' last points, the silent micro adding nothing.
    expect(padaria?.potenciaAtualW).toBeGreaterThan(100);
    expect(padaria?.potenciaAtualW).toBeLessThanOrEqual(2880);
    expect(padaria?.energiaHojeKwh).toBeGreaterThan(0);
    expect(padaria?.energiaTotalKwh).toBeCloseTo(3.76 * 1300 * 2.6, 1);
    // ECU off the network: no current power (and no call for it); never reported: no data at all.
    expect(semRede?.potenciaAtualW).toBeNull();
    expect(nunca).toMatchObject({ potenciaAtualW: null, energiaHojeKwh: null, energiaTotalKwh: null });
    expect(sub?.potenciaAtualW).toBeGreaterThan(0);
  });

  it('orçamento: details uma vez por cliente, summary, e uma curva por ECU só quando pode ter leitura', async () => {
    const c = cliente();
    const usinas = await chamadas(() => c.listarUsinas());
    expect(usinas.map((p) => p.replace(/^\/user\/api\/v2\/systems\//, ''))).toEqual([
      'details/9007199254740993',
      'summary/9007199254740993',
      '9007199254740993/devices/ecu/energy/216200012345',
      '9007199254740993/devices/ecu/energy/216200012346',
      'details/E21E0441352570AB',
      'summary/E21E0441352570AB',
      'details/AZ12649A3DFF',
      'summary/AZ12649A3DFF',
      'details/0021000441',
      'summary/0021000441',
      // Shared sub-user: the virtual ECU after the dash.
      '0021000441/devices/ecu/energy/002405253708',
    ]);
    // The same client reuses the details: inverters plus one batch per ECU.
    const inversores = await chamadas(() => c.listarInversores('9007199254740993'));
    expect(inversores.map((p) => p.replace(/^\/user\/api\/v2\/systems\//, ''))).toEqual([
      'inverters/9007199254740993',
      '9007199254740993/devices/inverter/batch/energy/216200012345',
      '9007199254740993/devices/inverter/batch/energy/216200012346',
    ]);
  });

  it('micros: ids com zeros à esquerda, modelo, potência em W e o silencioso como offline', async () => {
    const micros = await cliente().listarInversores('9007199254740993');
    expect(micros.map((m) => [m.serial, m.tipo, m.status])).toEqual([
      ['0703000433609', 'DS3', 'online'],
      ['0703000433610', 'DS3', 'offline'],
      ['902000001234', 'QT2D', 'online'],
    ]);
    expect(micros[0]?.potenciaAtualW).toBeGreaterThan(0);
    expect(micros[0]?.potenciaAtualW).toBeLessThanOrEqual(880);
    expect(micros[1]?.potenciaAtualW).toBeNull();
    expect(micros.every((m) => m.capacidadeKwp === null && m.energiaTotalKwh === null)).toBe(true);
  });

  it('luz 3 (ECU sem rede): todos offline sem pagar o lote; luz 4: inativos', async () => {
    const c = cliente();
    let micros: Awaited<ReturnType<ClienteApsystems['listarInversores']>> = [];
    const pedidas = await chamadas(async () => {
      micros = await c.listarInversores('E21E0441352570AB');
    });
    expect(micros.map((m) => m.status)).toEqual(['offline']);
    expect(pedidas.some((p) => p.includes('/batch/'))).toBe(false);
    expect((await c.listarInversores('AZ12649A3DFF')).map((m) => m.status)).toEqual(['inativo']);
  });

  it('à noite a ECU manda zeros: potência atual 0 (leitura recente)', async () => {
    // 23:00 in Brasília for both clocks: the simulated ECUs keep reporting, with zero power.
    const noite = new Date('2026-11-23T02:00:00Z');
    relogioDoSim = noite;
    try {
      const usinas = await cliente({ agora: noite, sistemas: '9007199254740993' }).listarUsinas();
      expect(usinas[0]?.potenciaAtualW).toBe(0);
    } finally {
      relogioDoSim = AGORA;
    }
  });

  it('energia do mês: posição = dia, em kWh; mês corrente só até hoje; mês futuro nem é pedido', async () => {
    const c = cliente();
    const outubro = await c.energiaDoMes('9007199254740993', '2026-10');
    expect(outubro).toHaveLength(31);
    expect(outubro[0]?.data).toBe('2026-10-01');
    expect(outubro.every((d) => d.energiaKwh > 0 && d.energiaKwh < 3.76 * 8)).toBe(true);
    const novembro = await c.energiaDoMes('9007199254740993', '2026-11');
    expect(novembro.map((d) => d.data).at(-1)).toBe('2026-11-22');
    expect(novembro).toHaveLength(22);
    expect(await chamadas(() => c.energiaDoMes('9007199254740993', '2026-12'))).toEqual([]);
    expect(await c.energiaDoMes('AZ12649A3DFF', '2026-10')).toEqual([]);
  });

  it('curva do dia: duas ECUs somadas, em W, HH:mm; dia futuro não é pedido', async () => {
    const c = cliente();
    const curva = await c.curvaDoDia('9007199254740993', '2026-11-21');
    expect(curva).toHaveLength(288);
    expect(curva[0]).toEqual({ hora: '00:00', potenciaW: 0 });
    const meioDia = curva.find((p) => p.hora === '12:00')?.potenciaW ?? 0;
    expect(meioDia).toBeGreaterThan(500);
    expect(meioDia).toBeLessThanOrEqual(2880);
    expect(await chamadas(() => c.curvaDoDia('9007199254740993', '2026-11-23'))).toEqual([]);
  });

  it('limite (7002): espera e repete; cota cobrada esgotada (2005): limite sem repetir', async () => {
    const c = cliente({ sistemas: '9007199254740993' });
    await c.entrar();
    sim.limitar(2);
    await expect(c.energiaDoMes('9007199254740993', '2026-10')).resolves.toHaveLength(31);
    sim.limitar(5);
    await expect(c.energiaDoMes('9007199254740993', '2026-10')).rejects.toMatchObject({ tipo: 'limite' });
    sim.limitar(0);

    const cota = await iniciarSimuladorApsystems([{ ...conta, cota: 1 }], { agora: () => AGORA });
    try {
      const q = new ClienteApsystems({
        baseUrl: cota.url,
        credenciais: { login: APP_ID, senha: SEGREDO, chaves: { sistemas: '9007199254740993' } },
        agora: () => AGORA,
        esperaLimiteMs: 1,
      });
      await q.entrar();
      await expect(q.energiaDoMes('9007199254740993', '2026-10')).rejects.toMatchObject({
        tipo: 'limite',
        message: expect.stringContaining('cota'),
      });
      // The quota answer is not retried: one billed call, not three.
      expect(cota.caminhos).toHaveLength(2);
    } finally {
      await cota.fechar();
    }
  });

  it('conta de instalador: o prefixo /user é recusado (2002) e o /installer fica guardado', async () => {
    const c = cliente({ appId: 'instalador00000000000000000000001' });
    const pedidas = await chamadas(async () => {
      await c.entrar();
      await c.energiaDoMes('9007199254740993', '2026-10');
    });
    expect(pedidas).toEqual([
      '/user/api/v2/systems/details/9007199254740993',
      '/installer/api/v2/systems/details/9007199254740993',
      '/installer/api/v2/systems/energy/9007199254740993',
    ]);
  });

  it('lista de hosts: o que não responde é pulado e o seguinte fica', async () => {
    const c = cliente({ baseUrl: `http://127.0.0.1:1, ${sim.url}`, sistemas: '9007199254740993' });
    await expect(c.entrar()).resolves.toBeUndefined();
    await expect(c.energiaDoMes('9007199254740993', '2026-10')).resolves.toHaveLength(31);
    await expect(cliente({ baseUrl: 'http://127.0.0.1:1' }).entrar()).rejects.toMatchObject({
      tipo: 'inacessivel',
    });
  });
});
