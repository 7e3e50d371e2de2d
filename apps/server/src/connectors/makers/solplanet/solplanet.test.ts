import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste, SimuladorDePortal } from '../contrato.ts';
import { energiaDoDia } from '../simulation.ts';
import {
  ClienteSolplanet,
  capacidadeKwp,
  energiaKwh,
  lerPagina,
  lerUsina,
  normalizarNumero,
  potenciaW,
  statusInversorSolplanet,
} from './client.ts';
import { iniciarSimuladorSolplanet, textoDeEnergia } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const conta: ContaDeTeste = {
  credenciais: { login: 'joao@solar.com.br', senha: 'Sol planet #1' },
  usinas: [
    {
      id: '48213',
      nome: 'Sítio Verde',
      latitude: -16.68,
      inversores: [
        { serial: 'TA0040002000001', modelo: 'ASW10K-LT-G2', kw: 10, status: 'online' },
        { serial: 'TA0040002000002', modelo: 'ASW5K-S', kw: 5, status: 'inativo' },
        { serial: 'TA0040002000003', modelo: 'ASW5K-S', kw: 5, status: 'erro' },
      ],
    },
    // 120 small plants: three pages of 50.
    ...Array.from({ length: 120 }, (_, i) => ({
      id: String(60000 + i),
      nome: `Cliente ${i + 1}`,
      latitude: -15.8,
      inversores: [{ serial: `S${60000 + i}`, modelo: 'ASW3000S', kw: 0.5, status: 'online' as const }],
    })),
  ],
};

let sim: SimuladorDePortal;
beforeAll(async () => {
  sim = await iniciarSimuladorSolplanet([conta], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

interface Pedido {
  url: URL;
  metodo: string;
  headers: Record<string, string>;
  corpo: string | undefined;
}

/** The real fetch against the simulator, recording every request. */
function espiao(pedidos: Pedido[]): typeof fetch {
  return async (input, init) => {
    pedidos.push({
      url: new URL(String(input)),
      metodo: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      corpo: init?.body as string | undefined,
    });
    return fetch(input, init);
  };
}

/** A cloud answered by `responder` (status 200 unless told), no network. */
function falso(responder: (url: URL, n: number) => { status?: number; corpo: unknown }): typeof fetch {
  let n = 0;
  return async (input) => {
    const r = responder(new URL(String(input)), n++);
    return new Response(JSON.stringify(r.corpo), { status: r.status ?? 200 });
  };
}

const REAL = 'https://internation-pro-cloud.solplanet.net/api';
const cliente = (f?: typeof fetch, senha = conta.credenciais.senha, base = f ? REAL : sim.url) =>
  new ClienteSolplanet({
    baseUrl: base,
    credenciais: { login: conta.credenciais.login, senha },
    fetch: f,
    esperaLimiteMs: 5,
  });

const LOGIN = { corpo: { code: 200, msg: 'success', result: { token: 'tk1' } } };

describe('Solplanet (portal pro, login e senha)', () => {
  it('login: senha como digitada, type "account", localE pt_BR; depois o header token', async () => {
    const pedidos: Pedido[] = [];
    await cliente(espiao(pedidos), undefined, sim.url).listarInversores('48213');
    const [login, lista] = pedidos;
    expect(login?.url.pathname).toBe('/api/user/login');
    expect(login?.metodo).toBe('POST');
    expect(JSON.parse(login?.corpo ?? '')).toEqual({
      account: 'joao@solar.com.br',
      pwd: 'Sol planet #1',
      type: 'account',
    });
    expect(login?.headers).toMatchObject({ localE: 'pt_BR', 'Content-Type': 'application/json' });
    expect(login?.headers.token).toBeUndefined();
    expect(lista?.url.pathname).toBe('/api/overview/getInverterList');
    expect(lista?.headers.token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('senha errada (code 400): credenciais, sem contar login', async () => {
    const antes = sim.logins();
    await expect(cliente(undefined, 'errada').entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: 'Login ou senha do portal incorretos',
    });
    expect(sim.logins()).toBe(antes);
  });

  it('o simulador manda números em texto e MWh acima de 1000 kWh', async () => {
    const c = await fetch(`${sim.url}/user/login`, {
      method: 'POST',
      body: JSON.stringify({
        account: conta.credenciais.login,
        pwd: conta.credenciais.senha,
        type: 'account',
      }),
    }).then((r) => r.json() as Promise<{ result: { token: string } }>);
    const r = await fetch(`${sim.url}/overview/getPlantList?current=1&pageSize=50&devType=3&version=1`, {
      headers: { token: c.result.token },
    }).then((x) => x.json() as Promise<{ result: { records: Array<Record<string, unknown>> } }>);
    expect(r).toMatchObject({ code: 200, result: { total: 121, totalPageNum: 3 } });
    const p = r.result.records[0];
    expect(p).toMatchObject({ plantId: '48213', capacity: '20.00', status: 3 });
    expect(p?.power).toMatch(/^\d+\.\d\d kW$/);
    expect(p?.eTotal).toMatch(/^\d+\.\d\d MWh$/);
    expect(typeof p?.eToday).toBe('string');
    expect(textoDeEnergia(999.94)).toBe('999.9 kWh');
    expect(textoDeEnergia(18595.93)).toBe('18.60 MWh');
  });

  it('usinas em páginas de 50 ({records, totalPageNum}), kW/MWh convertidos, ids em texto', async () => {
    const pedidos: Pedido[] = [];
    const usinas = await cliente(espiao(pedidos), undefined, sim.url).listarUsinas();
    expect(usinas).toHaveLength(121);
    const paginas = pedidos.filter((p) => p.url.pathname.endsWith('/getPlantList'));
    expect(paginas.map((p) => p.url.searchParams.get('current'))).toEqual(['1', '2', '3']);
    expect(paginas[0]?.url.searchParams.get('pageSize')).toBe('50');
    expect(paginas[0]?.url.searchParams.get('devType')).toBe('3');
    const u = usinas[0];
    expect(u).toMatchObject({ id: '48213', nome: 'Sítio Verde', potenciaKwp: 20 });
    // 20 kWp × 1300 kWh plus today's, sent as "26.xx MWh": two decimals of MWh = 10 kWh.
    expect(u?.energiaTotalKwh).toBeGreaterThanOrEqual(26_000);
    expect(u?.energiaTotalKwh).toBeLessThan(26_200);
    expect((u?.energiaTotalKwh ?? 1) % 10).toBe(0);
    expect(u?.potenciaAtualW).toBeGreaterThan(1000);
    expect(u?.potenciaAtualW).toBeLessThanOrEqual(20_000);
  });

  it('lerUsina aceita os nomes de campo alternativos; sem id é protocolo', () => {
    expect(
      lerUsina({
        id: 991,
        name: 'Galpão',
        totalPower: '6,4 kW',
        installedCapacity: '8.2 kWp',
        todayEnergy: 27.4,
        totalEnergy: '18.59 MWh',
      }),
    ).toEqual({
      id: '991',
      nome: 'Galpão',
      potenciaKwp: 8.2,
      potenciaAtualW: 6400,
      energiaHojeKwh: 27.4,
      energiaTotalKwh: 18_590,
    });
    // The official API's names: `totalpower` is the installed kWp there.
    expect(lerUsina({ apikey: 'a1b2c3d4e5', name: 'Sitio', totalpower: 6.4, etoday: 8.1 })).toMatchObject({
      id: 'a1b2c3d4e5',
      potenciaKwp: 6.4,
      potenciaAtualW: null,
    });
    expect(() => lerUsina({ plantName: 'Sem id', power: '1 kW' })).toThrow(/Solplanet.*plantId/);
    expect(() => lerUsina('48213')).toThrow(expect.objectContaining({ tipo: 'protocolo' }));
  });

  it('unidades: número puro em kW/kWh, casing KW/KWh/MWh, vírgula decimal do pt_BR', () => {
    expect(potenciaW('3.25')).toBe(3250);
    expect(potenciaW(1.5)).toBe(1500);
    expect(potenciaW('0.812', 'KW')).toBe(812);
    expect(potenciaW('628.8 W')).toBe(628.8);
    expect(energiaKwh('27.4', 'KWh')).toBe(27.4);
    expect(energiaKwh('1.2', 'MWh')).toBe(1200);
    expect(energiaKwh('2.37 MWh')).toBe(2370);
    expect(energiaKwh('')).toBeNull();
    expect(energiaKwh('--')).toBeNull();
    expect(capacidadeKwp('10 kWp')).toBe(10);
    expect(capacidadeKwp('10.0')).toBe(10);
    expect(normalizarNumero('1.234,5 kWh')).toBe('1234.5 kWh');
    expect(normalizarNumero('1,234.5 kWh')).toBe('1,234.5 kWh');
    expect(energiaKwh('1.234,5 kWh')).toBe(1234.5);
  });

  it('status do inversor: 1 normal, 2 aviso fica online, 3 falha, 0 offline, 9 inativo', () => {
    expect([1, '2', 3, 0, 9, undefined].map(statusInversorSolplanet)).toEqual([
      'online',
      'online',
      'erro',
      'offline',
      'inativo',
      'offline',
    ]);
  });

  it('inversores: isno, kW nominal, potência em W; 9 é inativo', async () => {
    const inv = await cliente().listarInversores('48213');
    expect(inv.map((i) => [i.serial, i.nome, i.capacidadeKwp, i.status])).toEqual([
      ['TA0040002000001', 'ASW10K-LT-G2', 10, 'online'],
      ['TA0040002000002', 'ASW5K-S', 5, 'inativo'],
      ['TA0040002000003', 'ASW5K-S', 5, 'erro'],
    ]);
    expect(inv[0]?.potenciaAtualW).toBeGreaterThan(100);
    expect(inv[0]?.energiaTotalKwh).toBe(13_000);
    expect(inv[1]?.potenciaAtualW).toBe(0);
  });

  it('lista como array puro ou {list, totalPageNum}; formato desconhecido é protocolo', async () => {
    expect(lerPagina([{ plantId: 1 }], 50)).toEqual({ itens: [{ plantId: 1 }], total: null });
    expect(lerPagina({ list: [], totalPageNum: '2' }, 50)).toEqual({ itens: [], total: 100 });
    expect(lerPagina({ records: [], total: '7' }, 50)).toEqual({ itens: [], total: 7 });
    expect(() => lerPagina({ rows: [] }, 50)).toThrow(expect.objectContaining({ tipo: 'protocolo' }));

    const paginas: string[] = [];
    const f = falso((url) => {
      if (url.pathname.endsWith('/user/login')) return LOGIN;
      const n = url.searchParams.get('current') ?? '';
      paginas.push(n);
      const list = Array.from({ length: n === '1' ? 50 : 3 }, (_, i) => ({ plantId: `${n}-${i}` }));
      return { corpo: { code: 200, msg: 'ok', result: { list, totalPageNum: 2 } } };
    });
    expect(await cliente(f).listarUsinas()).toHaveLength(53);
    expect(paginas).toEqual(['1', '2']);

    const vazia = falso((url) =>
      url.pathname.endsWith('/user/login') ? LOGIN : { corpo: { code: 200, result: { data: [] } } },
    );
    await expect(cliente(vazia).listarUsinas()).rejects.toMatchObject({ tipo: 'protocolo' });
    const semEnvelope = falso((url) => (url.pathname.endsWith('/user/login') ? LOGIN : { corpo: [] }));
    await expect(cliente(semEnvelope).listarUsinas()).rejects.toMatchObject({ tipo: 'protocolo' });
  });

  it('energia do mês em KWh (getPlantOutput bymonth) igual à curva do dia simulada', async () => {
    const dias = await cliente().energiaDoMes('48213', '2026-10');
    expect(dias).toHaveLength(31);
    expect(dias[0]).toEqual({
      data: '2026-10-01',
      energiaKwh: Number(energiaDoDia(20, -16.68, '2026-10-01', '48213').toFixed(1)),
    });
    // The current month stops at today.
    const novembro = await cliente().energiaDoMes('48213', '2026-11');
    expect(novembro.at(-1)?.data).toBe('2026-11-22');
  });

  it('histórico em MWh ou com dia sem ano; valores nulos ficam de fora', async () => {
    const f = falso((url) => {
      if (url.pathname.endsWith('/user/login')) return LOGIN;
      expect(url.searchParams.get('period')).toBe('bymonth');
      expect(url.searchParams.get('date')).toBe('2024-06');
      return {
        corpo: {
          code: 200,
          result: {
            dataunit: 'MWh',
            data: [
              { time: '2024-06-02', no: '2', value: '0.0254' },
              { time: '01', no: '1', value: '0.0274' },
              { time: '2024-06-03', no: '3', value: null },
            ],
          },
        },
      };
    });
    expect(await cliente(f).energiaDoMes('a1', '2024-06')).toEqual([
      { data: '2024-06-01', energiaKwh: 27.4 },
      { data: '2024-06-02', energiaKwh: 25.4 },
    ]);
  });

  it('curva do dia: pontos de 20 min em KW viram W; hora com data também é aceita', async () => {
    const curva = await cliente().curvaDoDia('48213', '2026-11-21');
    expect(curva).toHaveLength(72);
    expect(curva[1]?.hora).toBe('00:20');
    expect(Math.max(...curva.map((p) => p.potenciaW))).toBeGreaterThan(2000);

    const f = falso((url) =>
      url.pathname.endsWith('/user/login')
        ? LOGIN
        : {
            corpo: {
              code: 200,
              result: { dataunit: 'KW', data: [{ time: '2024-06-18 9:40:00', no: '30', value: '3.125' }] },
            },
          },
    );
    expect(await cliente(f).curvaDoDia('a1', '2024-06-18')).toEqual([{ hora: '09:40', potenciaW: 3125 }]);
  });

  it('token inválido (code 401 ou HTTP 401): entra de novo uma vez', async () => {
    const c = cliente();
    await c.listarInversores('48213');
    const antes = sim.logins();
    sim.expirarSessoes();
    await expect(c.listarInversores('48213')).resolves.toHaveLength(3);
    expect(sim.logins()).toBe(antes + 1);

    let logins = 0;
    const http401 = falso((url, n) => {
      if (url.pathname.endsWith('/user/login')) {
        logins++;
        return LOGIN;
      }
      return n === 1
        ? { status: 401, corpo: { msg: 'Unauthorized' } }
        : { corpo: { code: 200, result: { list: [{ isno: 'X1', status: 1 }], total: 1 } } };
    });
    expect(await cliente(http401).listarInversores('a1')).toHaveLength(1);
    expect(logins).toBe(2);
  });

  it('limite: HTTP 429 espera e tenta de novo; persistente falha como limite', async () => {
    const c = cliente();
    await c.entrar();
    sim.limitar(2);
    await expect(c.listarInversores('48213')).resolves.toHaveLength(3);
    sim.limitar(10);
    await expect(c.listarInversores('48213')).rejects.toMatchObject({ tipo: 'limite' });
    sim.limitar(0);
  });

  it('outra recusa da nuvem (code ≠ 200) não vira lista vazia', async () => {
    await expect(cliente().listarInversores('nao-existe')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringContaining('400'),
    });
  });
});
