import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClienteAuxsol } from './client.ts';
import { iniciarSimuladorAuxsol } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const conta = {
  login: 'oficina@solar.com.br',
  senha: 'Aux$ol 2026',
  usinas: [
    {
      id: '1700123',
      nome: 'Oficina',
      latitude: -23.3,
      inversores: [
        { sn: 'ASN15TLG2A0001', modelo: 'ASN-15TL-G2', kw: 15 },
        { sn: 'ASN5TLG2A0002', modelo: 'ASN-5TL-G2', kw: 5, status: '03' as const },
      ],
    },
    ...Array.from({ length: 120 }, (_, i) => ({
      id: String(1800000 + i),
      nome: `Cliente ${i}`,
      latitude: -15.8,
      inversores: [{ sn: `A${i}`, modelo: 'ASN-3TL', kw: 3 }],
    })),
  ],
};

let sim: Awaited<ReturnType<typeof iniciarSimuladorAuxsol>>;
beforeAll(async () => {
  sim = await iniciarSimuladorAuxsol([conta], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

const cliente = (senha = conta.senha) =>
  new ClienteAuxsol({ baseUrl: sim.url, credenciais: { login: conta.login, senha } });

describe('AUXSOL Cloud (API web com senha)', () => {
  it('senha errada: credenciais; a certa vai como digitada', async () => {
    await expect(cliente('errada').entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: 'Login ou senha do portal incorretos',
    });
    await expect(cliente().entrar()).resolves.toBeUndefined();
  });

  it('usinas em páginas de 100, com kW e kWh convertidos', async () => {
    const usinas = await cliente().listarUsinas();
    expect(usinas).toHaveLength(121);
    expect(usinas[0]).toMatchObject({
      id: '1700123',
      nome: 'Oficina',
      potenciaKwp: 20,
      energiaHojeKwh: 62,
      energiaTotalKwh: 50_000,
    });
    expect(usinas[0]?.potenciaAtualW).toBeGreaterThan(1000);
  });

  it('inversores com potência nominal; "03" é falha', async () => {
    const inv = await cliente().listarInversores('1700123');
    expect(inv.map((i) => [i.serial, i.capacidadeKwp, i.status])).toEqual([
      ['ASN15TLG2A0001', 15, 'online'],
      ['ASN5TLG2A0002', 5, 'erro'],
    ]);
  });

  it('token reaproveitado; quando a nuvem diz que expirou, entra de novo uma vez', async () => {
    const c = cliente();
    await c.listarUsinas();
    await c.listarInversores('1700123');
    expect(c.logins).toBe(1);
    sim.expirarTokens();
    await c.listarInversores('1700123');
    expect(c.logins).toBe(2);
  });

  it('sem série diária na nuvem: o histórico começa com as leituras do Irradia', async () => {
    expect(await cliente().energiaDoMes()).toEqual([]);
    expect(await cliente().curvaDoDia()).toEqual([]);
  });
});

// Bodies written here from the verified page (§5), not produced by the simulator. The captured
// AUXSOL records spell `ratedPower`, status "01" and carry energy under `energyData.{power,y,yt}`;
// the client's first guess was flat `ratePower`/`currentPower`/`totalEnergy`. Both are read.
describe('AUXSOL: as duas formas dos campos sem captura', () => {
  const envelope = (data: unknown) =>
    new Response(JSON.stringify({ code: 'AWX-0000', msg: 'success', data }));
  function nuvem(usinas: unknown[], inversores: unknown[]): typeof fetch {
    return async (url) => {
      const caminho = new URL(String(url)).pathname;
      if (caminho.endsWith('/auth/login'))
        return envelope({ access_token: '0b7f5c1e-2d4a-4c8e-9a51-7f3e2b1c9d00' });
      if (caminho.endsWith('/archive/plant/list')) return envelope({ total: usinas.length, rows: usinas });
      if (caminho.includes('/archive/inverter/getInverterByPlant/')) return envelope(inversores);
      return envelope(null);
    };
  }
  const clienteDe = (f: typeof fetch) =>
    new ClienteAuxsol({
      baseUrl: 'https://auxsol.teste/auxsol-api',
      credenciais: { login: 'a', senha: 'b' },
      fetch: f,
    });

  it('forma capturada: ratedPower e energyData (kW e kWh) viram W e kWh, e a forma fica dita', async () => {
    const c = clienteDe(
      nuvem(
        [
          {
            plantId: '1700123',
            plantName: 'Oficina',
            capacity: 20,
            energyData: { power: 12.5, y: 61.8, yt: 50123.4 },
          },
        ],
        [
          {
            sn: 'ASN15TLG2A0001',
            model: 'ASN-15TL-G2',
            ratedPower: 15,
            status: '01',
            energyData: { power: 9.75, y: 40.1, yt: 37500 },
          },
          {
            sn: 'ASN5TLG2A0002',
            model: 'ASN-5TL-G2',
            ratedPower: 5,
            status: '03',
            energyData: { power: 0, y: 0, yt: 12500 },
          },
        ],
      ),
    );
    expect(await c.listarUsinas()).toEqual([
      {
        id: '1700123',
        nome: 'Oficina',
        potenciaKwp: 20,
        potenciaAtualW: 12_500,
        energiaHojeKwh: 61.8,
        energiaTotalKwh: 50_123.4,
      },
    ]);
    const inv = await c.listarInversores('1700123');
    expect(
      inv.map((i) => [i.serial, i.capacidadeKwp, i.potenciaAtualW, i.energiaTotalKwh, i.status]),
    ).toEqual([
      ['ASN15TLG2A0001', 15, 9750, 37_500, 'online'],
      ['ASN5TLG2A0002', 5, 0, 12_500, 'erro'],
    ]);
    expect(c.formas).toEqual({
      'plant/list.energia': 'energyData',
      'getInverterByPlant.nominal': 'ratedPower',
      'getInverterByPlant.energia': 'energyData',
    });
  });

  it('forma antiga: ratePower e campos planos continuam lidos, e a forma fica dita', async () => {
    const c = clienteDe(
      nuvem(
        [
          {
            plantId: 7,
            plantName: 'Sítio',
            capacity: '8',
            currentPower: '3.2',
            todayYield: 20.5,
            totalYield: 9000,
          },
        ],
        [{ sn: 'A1', model: 'ASN-8TL', ratePower: 8, currentPower: 3.2, totalEnergy: 9000, status: '02' }],
      ),
    );
    expect((await c.listarUsinas())[0]).toMatchObject({
      id: '7',
      potenciaKwp: 8,
      potenciaAtualW: 3200,
      energiaHojeKwh: 20.5,
    });
    expect(await c.listarInversores('7')).toEqual([
      {
        serial: 'A1',
        nome: 'ASN-8TL',
        tipo: 'inverter',
        capacidadeKwp: 8,
        potenciaAtualW: 3200,
        energiaTotalKwh: 9000,
        status: 'online',
      },
    ]);
    expect(c.formas).toMatchObject({
      'getInverterByPlant.nominal': 'ratePower',
      'getInverterByPlant.energia': 'plana',
    });
  });

  it('potência nominal em W (1000 ou mais) vira kW', async () => {
    const c = clienteDe(
      nuvem([], [{ sn: 'A1', ratedPower: 15000, status: '01', energyData: { power: 1, yt: 2 } }]),
    );
    expect((await c.listarInversores('1'))[0]?.capacidadeKwp).toBe(15);
  });

  it('inversor sem nenhuma das formas: falha dizendo que o protocolo pode ter mudado', async () => {
    const semNominal = clienteDe(nuvem([], [{ sn: 'A1', status: '01', energyData: { power: 1 } }]));
    await expect(semNominal.listarInversores('1')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringMatching(
        /AUXSOL.*getInverterByPlant sem ratedPower nem ratePower.*o protocolo pode ter mudado/,
      ),
    });
    const semEnergia = clienteDe(nuvem([], [{ sn: 'A1', ratedPower: 5, status: '01', power: 1 }]));
    await expect(semEnergia.listarInversores('1')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringMatching(/AUXSOL.*getInverterByPlant sem energyData nem currentPower/),
    });
    const usinaEstranha = clienteDe(nuvem([{ plantId: '1', plantName: 'x', yield: { today: 1 } }], []));
    await expect(usinaEstranha.listarUsinas()).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringMatching(/AUXSOL.*archive\/plant\/list sem energyData nem currentPower/),
    });
  });
});
