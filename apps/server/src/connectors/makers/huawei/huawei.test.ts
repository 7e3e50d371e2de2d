// Over 400 lines: the maker's pure rules, its login across regions and its budget pacing, each
// with its own simulator set-up; one file keeps the fixtures shared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste, UsinaDeTeste } from '../contrato.ts';
import type { ErroPortal } from '../types.ts';
import { type RelogioHuawei, RITMO_LIVRE } from './cadencia.ts';
import { ClienteHuawei, hostDoServidor } from './client.ts';
import {
  diaDoRegistro,
  erroDoFailCode,
  kwDoModeloHuawei,
  kwpDaCapacidade,
  lerJson,
  statusHuawei,
} from './protocolo.ts';
import { iniciarSimuladorHuawei, type SimuladorHuawei } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');

const usina = (
  id: string,
  kws: number[],
  status: 'online' | 'erro' | 'offline' = 'online',
): UsinaDeTeste => ({
  id,
  nome: `Usina ${id}`,
  latitude: -16.7,
  inversores: kws.map((kw, i) => ({
    serial: `HV${id.replace(/\D/g, '')}${i}`,
    modelo: `SUN2000-${kw}KTL-M1`,
    kw,
    status: i === 0 ? status : 'online',
  })),
});

const conta: ContaDeTeste = {
  credenciais: { login: 'irradia_api', senha: 'Nb#Solar2026' },
  usinas: [
    usina('NE=33554875', [8, 4.6]),
    usina('NE=33554876', [10], 'erro'),
    usina('NE=33554877', [5], 'offline'),
  ],
};

function cliente(url: string, extra: Partial<ConstructorParameters<typeof ClienteHuawei>[0]> = {}) {
  return new ClienteHuawei({
    baseUrl: url,
    credenciais: conta.credenciais,
    ritmo: RITMO_LIVRE,
    esperaLimiteMs: 1,
    ...extra,
  });
}

const erroDe = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ErroPortal,
  );

describe('Huawei: regras sem rede', () => {
  it('ids de dispositivo ficam em texto: além de 2^53, negativos; texto dentro de strings não muda', () => {
    // 2^53 + 1 = 9007199254740993, which a JS number cannot hold (it reads 9007199254740992).
    const acima = (2n ** 53n + 1n).toString();
    const r = lerJson(
      `{"data":[{"id":${acima},"devName":"x \\"id\\":5","devTypeId":38},{"devId":-214543629611879,"dataItemMap":{}}]}`,
    ) as { data: Array<Record<string, unknown>> };
    expect(r.data[0]?.id).toBe('9007199254740993');
    expect(r.data[0]?.devName).toBe('x "id":5');
    expect(r.data[0]?.devTypeId).toBe(38);
    expect(r.data[1]?.devId).toBe('-214543629611879');
    expect(Number(acima)).not.toBe(9007199254740993n.toString());
  });

  it('failCode → ErroPortal', () => {
    const tipo = (c: number) => erroDoFailCode(c, 'getDevList', null).tipo;
    expect(tipo(305)).toBe('sessao_expirada');
    expect(tipo(407)).toBe('limite');
    for (const c of [20001, 20002, 20003, 20400, 401, 20007, 20008])
      expect(tipo(c), String(c)).toBe('credenciais');
    expect(tipo(20403)).toBe('bloqueada');
    expect(tipo(20004)).toBe('inacessivel');
    expect(tipo(20200)).toBe('inacessivel');
    expect(tipo(20006)).toBe('protocolo');
    expect(erroDoFailCode(20003, 'login', null).message).toMatch(/prazo/);
  });

  it('status do inversor: run_state, inverter_state (§8)', () => {
    expect(statusHuawei({ run_state: 1, inverter_state: 512 })).toBe('online');
    expect(statusHuawei({ run_state: '1', inverter_state: '40960' })).toBe('online');
    expect(statusHuawei({ run_state: 1, inverter_state: 769 })).toBe('online');
    expect(statusHuawei({ run_state: 0, inverter_state: 512 })).toBe('offline');
    expect(statusHuawei({ run_state: 1, inverter_state: 45056 })).toBe('offline');
    expect(statusHuawei({ run_state: 1, inverter_state: 771 })).toBe('offline');
    expect(statusHuawei({ run_state: 1, inverter_state: 768 })).toBe('erro');
    expect(statusHuawei(undefined)).toBe('offline');
  });

  it('kW do modelo e kWp da capacidade (MW na lista antiga; kW ou MW na nova, pelos inversores)', () => {
    expect(kwDoModeloHuawei('SUN2000-8KTL-M1')).toBe(8);
    expect(kwDoModeloHuawei('SUN2000-4.6KTL-L1')).toBe(4.6);
    expect(kwDoModeloHuawei('SUN2000-100KTL-M1')).toBe(100);
    expect(kwDoModeloHuawei(null)).toBeNull();
    expect(kwpDaCapacidade('0.0088', 'getStationList', null)).toBeCloseTo(8.8);
    expect(kwpDaCapacidade(8.8, 'stations', null)).toBe(8.8);
    expect(kwpDaCapacidade(8.8, 'stations', 8)).toBe(8.8);
    expect(kwpDaCapacidade(0.0102, 'stations', 8)).toBeCloseTo(10.2);
    expect(kwpDaCapacidade(0.8, 'stations', 0.8)).toBe(0.8);
    expect(kwpDaCapacidade(null, 'stations', 8)).toBeNull();
  });

  it('dia do registro diário: meia-noite da usina em qualquer fuso de UTC−5 a UTC+8', () => {
    for (const horas of [-5, -4, -3, -2, 0, 8]) {
      const meiaNoite = Date.UTC(2026, 9, 1) - horas * 3_600_000;
      expect(diaDoRegistro(meiaNoite), String(horas)).toBe('2026-10-01');
    }
  });
});

describe('Huawei: sessão, regiões e envelope', () => {
  let sim: SimuladorHuawei;
  let outra: SimuladorHuawei;
  beforeAll(async () => {
    sim = await iniciarSimuladorHuawei([conta], { agora: () => AGORA });
    outra = await iniciarSimuladorHuawei([{ credenciais: { login: 'outro', senha: 'x' }, usinas: [] }], {
      agora: () => AGORA,
    });
  });
  afterAll(async () => {
    await sim.fechar();
    await outra.fechar();
  });

  it('login com userName/systemCode; o xsrf-token vai em toda chamada de dados', async () => {
    const antes = sim.pedidos.length;
    await cliente(sim.url).listarInversores('NE=33554875');
    const feitos = sim.pedidos.slice(antes);
    expect(feitos[0]).toMatchObject({
      nome: 'login',
      corpo: { userName: 'irradia_api', systemCode: 'Nb#Solar2026' },
      token: null,
    });
    expect(feitos.slice(1).every((p) => p.token?.startsWith('x-'))).toBe(true);
  });

  it('região: o host que não conhece o usuário (20001) passa ao próximo, e o que aceitou é lembrado', async () => {
    const c = cliente(`${outra.url},${sim.url}`);
    const antesOutra = outra.pedidos.length;
    await c.entrar();
    expect(outra.pedidos.length).toBe(antesOutra + 1);
    sim.expirarSessoes();
    await c.listarInversores('NE=33554875');
    // The new login went straight to the host that accepted the user.
    expect(outra.pedidos.length).toBe(antesOutra + 1);
  });

  it('servidor da conta (chave opcional) vem antes da lista do HUAWEI_URL', async () => {
    expect(hostDoServidor('sg5')).toBe('https://sg5.fusionsolar.huawei.com');
    expect(hostDoServidor(' au5.fusionsolar.huawei.com ')).toBe('https://au5.fusionsolar.huawei.com');
    expect(hostDoServidor('')).toBeNull();
    // Nothing outside FusionSolar's hosts or HUAWEI_URL's list: the password goes nowhere else.
    expect(hostDoServidor('http://169.254.169.254/latest')).toBeNull();
    expect(hostDoServidor('la5.fusionsolar.huawei.com.example.com')).toBeNull();
    expect(hostDoServidor('http://la5.fusionsolar.huawei.com')).toBeNull();
    expect(hostDoServidor(sim.url)).toBeNull();
    expect(hostDoServidor(`${sim.url}/`, [outra.url, sim.url])).toBe(sim.url);
    const antesOutra = outra.pedidos.length;
    const c = cliente(`${outra.url},${sim.url}`, {
      credenciais: { ...conta.credenciais, chaves: { servidor: `${sim.url}/` } },
    });
    await c.entrar();
    expect(outra.pedidos.length).toBe(antesOutra);
  });

  it('host fora do ar é pulado; nenhum respondendo é inacessível', async () => {
    await expect(cliente(`http://127.0.0.1:1,${sim.url}`).entrar()).resolves.toBeUndefined();
    expect(await erroDe(cliente('http://127.0.0.1:1').entrar())).toMatchObject({ tipo: 'inacessivel' });
  });

  it('senha errada no host certo (20400) não é tentada nos outros nem repetida por 10 minutos', async () => {
    const errada = { ...conta.credenciais, senha: 'errada' };
    const antesOutra = outra.pedidos.length;
    const antes = sim.pedidos.length;
    const c = cliente(`${sim.url},${outra.url}`, { credenciais: errada });
    expect(await erroDe(c.entrar())).toMatchObject({ tipo: 'credenciais' });
    expect(outra.pedidos.length).toBe(antesOutra);
    expect(await erroDe(c.listarUsinas())).toMatchObject({ tipo: 'credenciais' });
    expect(sim.pedidos.length).toBe(antes + 1);
  });

  it('usuário que nenhuma região conhece é credencial', async () => {
    const c = cliente(`${outra.url},${sim.url}`, { credenciais: { login: 'ninguem', senha: 'x' } });
    expect(await erroDe(c.entrar())).toMatchObject({ tipo: 'credenciais' });
  });

  it('login sem o cabeçalho xsrf-token é protocolo; resposta sem failCode também', async () => {
    const semToken: typeof fetch = async (u, i) => {
      const r = await fetch(u, i);
      return new Response(await r.text(), { status: 200 });
    };
    expect(await erroDe(cliente(sim.url, { fetch: semToken }).entrar())).toMatchObject({ tipo: 'protocolo' });
    const html: typeof fetch = async () => new Response('<html>manutenção</html>', { status: 200 });
    expect(await erroDe(cliente(sim.url, { fetch: html }).entrar())).toMatchObject({ tipo: 'protocolo' });
    const fora: typeof fetch = async () => new Response('', { status: 503 });
    expect(await erroDe(cliente(sim.url, { fetch: fora }).entrar())).toMatchObject({ tipo: 'inacessivel' });
  });

  it('305: entra de novo uma vez e repete; 305 de novo é sessão expirada', async () => {
    const c = cliente(sim.url);
    await c.entrar();
    const antes = sim.logins();
    sim.expirarSessoes();
    await expect(c.listarInversores('NE=33554875')).resolves.toHaveLength(2);
    expect(sim.logins()).toBe(antes + 1);
    const sempre305: typeof fetch = async (u, i) =>
      String(u).endsWith('/login')
        ? fetch(u, i)
        : new Response('{"success":false,"failCode":305,"data":null,"message":"USER_MUST_RELOGIN"}');
    const d = cliente(sim.url, { fetch: sempre305 });
    expect(await erroDe(d.listarUsinas())).toMatchObject({ tipo: 'sessao_expirada' });
  });

  it('407 espera e tenta de novo; persistindo, limite', async () => {
    const c = cliente(sim.url);
    await c.entrar();
    sim.limitar(1);
    await expect(c.listarInversores('NE=33554875')).resolves.toHaveLength(2);
    sim.limitar(10);
    expect(await erroDe(c.listarInversores('NE=33554875'))).toMatchObject({ tipo: 'limite' });
    sim.limitar(0);
  });

  it('usinas: kWp, potência somada dos inversores em W, energia de hoje e total em kWh', async () => {
    const usinas = await cliente(sim.url).listarUsinas();
    expect(usinas.map((u) => u.id)).toEqual(['NE=33554875', 'NE=33554876', 'NE=33554877']);
    const [a, , c] = usinas;
    expect(a?.potenciaKwp).toBeCloseTo(12.6);
    expect(a?.potenciaAtualW).toBeGreaterThan(1000);
    expect(a?.potenciaAtualW).toBeLessThanOrEqual(12_600);
    expect(a?.energiaHojeKwh).toBeGreaterThan(1);
    expect(a?.energiaTotalKwh).toBeCloseTo(12.6 * 1300);
    // The only inverter is offline: no power reported, not a made-up zero.
    expect(c?.potenciaAtualW).toBeNull();
  });

  it('inversores: só tipos 1 e 38 (o Dongle fica de fora), status, kW do modelo, W', async () => {
    const lista = await cliente(sim.url).listarInversores('NE=33554875');
    expect(lista.map((i) => i.serial).sort()).toEqual(['HV335548750', 'HV335548751']);
    const i = lista.find((x) => x.serial === 'HV335548750');
    expect(i).toMatchObject({ tipo: 'SUN2000-8KTL-M1', capacidadeKwp: 8, status: 'online' });
    expect(i?.potenciaAtualW).toBeGreaterThan(100);
    expect(i?.potenciaAtualW).toBeLessThanOrEqual(8000);
    expect((await cliente(sim.url).listarInversores('NE=33554876'))[0]?.status).toBe('erro');
    expect((await cliente(sim.url).listarInversores('NE=33554877'))[0]?.status).toBe('offline');
    // Types 1 (8 and 10 kW) and 38 (4.6 and 5 kW) were asked apart, ids as the cloud sent them.
    const kpi = sim.pedidos.filter((p) => p.nome === 'getDevRealKpi').slice(-2);
    expect(kpi.map((p) => p.corpo.devTypeId).sort()).toEqual([1, 38]);
    expect(kpi.flatMap((p) => String(p.corpo.devIds).split(','))).toEqual(
      expect.arrayContaining(['9007199254740993', '-214543629611880']),
    );
  });

  it('mês: um registro por dia em kWh; mês futuro sem chamada; o lote serve as outras usinas', async () => {
    const c = cliente(sim.url, { ritmo: { ...RITMO_LIVRE, cadastroMs: 60_000, hojeMs: 60_000 } });
    const dias = await c.energiaDoMes('NE=33554875', '2026-11');
    expect(dias.map((d) => d.data)).toEqual(
      Array.from({ length: 22 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`),
    );
    const antes = sim.pedidos.length;
    expect(await c.energiaDoMes('NE=33554875', '2026-12')).toEqual([]);
    // The other plants of the lot came in the same call.
    expect(await c.energiaDoMes('NE=33554876', '2026-11')).toHaveLength(22);
    expect(sim.pedidos.length).toBe(antes);
  });

  it('curva: kWh de cada hora como W médio, na hora de Brasília', async () => {
    const curva = await cliente(sim.url).curvaDoDia('NE=33554875', '2026-11-21');
    expect(curva).toHaveLength(24);
    expect(curva[0]?.hora).toBe('00:00');
    expect(curva[12]).toMatchObject({ hora: '12:00' });
    expect(curva[12]?.potenciaW).toBeGreaterThan(2000);
    expect(curva[2]?.potenciaW).toBe(0);
    const pedido = sim.pedidos.filter((p) => p.nome === 'getKpiStationHour').at(-1);
    // Noon of the day in Brasília (15:00 UTC).
    expect(pedido?.corpo.collectTime).toBe(Date.parse('2026-11-21T15:00:00Z'));
  });
});

describe('Huawei: lista antiga e paginação', () => {
  const muitas: ContaDeTeste = {
    credenciais: { login: 'grande', senha: 'Senha#1' },
    usinas: Array.from({ length: 250 }, (_, i) => usina(`NE=${40_000_000 + i}`, [5])),
  };

  it('stations paginado de 100 em 100; KPIs em lotes de 100 plantas', async () => {
    const sim = await iniciarSimuladorHuawei([muitas], { agora: () => AGORA });
    try {
      const c = new ClienteHuawei({ baseUrl: sim.url, credenciais: muitas.credenciais, ritmo: RITMO_LIVRE });
      const usinas = await c.listarUsinas();
      expect(new Set(usinas.map((u) => u.id)).size).toBe(250);
      expect(sim.pedidos.filter((p) => p.nome === 'stations').map((p) => p.corpo)).toEqual([
        { pageNo: 1, pageSize: 100 },
        { pageNo: 2, pageSize: 100 },
        { pageNo: 3, pageSize: 100 },
      ]);
      const kpi = sim.pedidos.filter((p) => p.nome === 'getStationRealKpi');
      expect(kpi.map((p) => String(p.corpo.stationCodes).split(',').length)).toEqual([100, 100, 50]);
    } finally {
      await sim.fechar();
    }
  });

  it('usuário antigo: stations dá 401 e getStationList serve, com capacidade em MW', async () => {
    const sim = await iniciarSimuladorHuawei([conta], { agora: () => AGORA, apenasGetStationList: true });
    try {
      const c = cliente(sim.url);
      const usinas = await c.listarUsinas();
      expect(usinas.find((u) => u.id === 'NE=33554875')?.potenciaKwp).toBeCloseTo(12.6);
      await c.listarUsinas();
      // The older list is remembered: stations is not asked again.
      expect(sim.pedidos.filter((p) => p.nome === 'stations')).toHaveLength(1);
    } finally {
      await sim.fechar();
    }
  });
});

describe('Huawei: ritmo contra as cotas do fabricante', () => {
  /** A clock both sides share; waiting moves it. */
  function relogio(inicio: Date): RelogioHuawei & { avancar(ms: number): void } {
    let t = inicio.getTime();
    return {
      agora: () => t,
      esperar: async (ms) => {
        t += ms;
      },
      avancar: (ms) => {
        t += ms;
      },
    };
  }

  /** Huawei's limits enforced by the simulator, a client on the shared clock; the simulator closes after. */
  async function comCotas(
    inicio: Date,
    fn: (x: {
      r: ReturnType<typeof relogio>;
      sim: Awaited<ReturnType<typeof iniciarSimuladorHuawei>>;
      c: ClienteHuawei;
    }) => Promise<void>,
  ) {
    const r = relogio(inicio);
    const sim = await iniciarSimuladorHuawei([conta], { agora: () => new Date(r.agora()), cotas: true });
    try {
      await fn({
        r,
        sim,
        c: new ClienteHuawei({
          baseUrl: sim.url,
          credenciais: conta.credenciais,
          relogio: r,
          esperaLimiteMs: 1,
        }),
      });
    } finally {
      await sim.fechar();
    }
  }

  it('um dia de polls a cada 5 minutos e a importação de 12 meses: nenhum 407', async () => {
    await comCotas(new Date('2026-11-22T03:00:00Z'), async ({ r, sim, c }) => {
      // The import's 12 months up to this one, plant after plant (importacoes.service.ts).
      const meses = [
        '2025-12',
        ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
      ];
      for (const u of conta.usinas) for (const mes of meses) await c.energiaDoMes(u.id, mes);
      for (let poll = 0; poll < 288; poll++) {
        const inicio = r.agora();
        const usinas = await c.listarUsinas();
        for (const u of usinas) await c.listarInversores(u.id);
        r.avancar(Math.max(0, inicio + 5 * 60_000 - r.agora()));
      }
      expect(sim.recusas407()).toBe(0);
      const contagem = (nome: string) => sim.pedidos.filter((p) => p.nome === nome).length;
      // One month call for all three plants; the daily lists every 2 h; real time once per poll.
      expect(contagem('getKpiStationDay')).toBe(12);
      // The import took 11 minutes (one month call a minute): the day ran 24 h 11 min.
      expect(contagem('stations')).toBeLessThanOrEqual(14);
      expect(contagem('getDevList')).toBeLessThanOrEqual(14);
      // One minute at least between two calls of one interface, logins aside.
      const ultima = new Map<string, number>();
      for (const p of sim.pedidos) {
        const antes = ultima.get(p.nome);
        if (p.nome !== 'login' && antes !== undefined)
          expect(p.em - antes, p.nome).toBeGreaterThanOrEqual(60_000);
        ultima.set(p.nome, p.em);
      }
      expect(contagem('getStationRealKpi')).toBeLessThanOrEqual(289);
      expect(contagem('getDevRealKpi')).toBeLessThanOrEqual(2 * 289);
      // Tokens last 30 minutes: one new login on each 305, about two an hour, never more.
      expect(sim.logins()).toBeLessThanOrEqual(50);
      expect(sim.pedidos.filter((p) => p.nome === 'login')).toHaveLength(sim.logins());
    });
  });

  it('depois de um 407 a interface fica parada 10 minutos, sem chamar a nuvem', async () => {
    await comCotas(AGORA, async ({ r, sim, c }) => {
      await c.listarInversores('NE=33554875');
      r.avancar(5 * 60_000);
      sim.limitar(1);
      expect(await erroDe(c.listarInversores('NE=33554875'))).toMatchObject({ tipo: 'limite' });
      const depois = sim.pedidos.length;
      r.avancar(5 * 60_000);
      expect(await erroDe(c.listarInversores('NE=33554875'))).toMatchObject({ tipo: 'limite' });
      expect(sim.pedidos.length).toBe(depois);
      r.avancar(6 * 60_000);
      await expect(c.listarInversores('NE=33554875')).resolves.toHaveLength(2);
      expect(sim.recusas407()).toBe(0);
    });
  });

  it('logins: no máximo 4 em 10 minutos; 5 senhas erradas travam o usuário (20403 → bloqueada)', async () => {
    await comCotas(AGORA, async ({ r, sim, c }) => {
      for (let i = 0; i < 4; i++) {
        await c.entrar();
        r.avancar(60_000);
      }
      const antes = sim.pedidos.length;
      expect(await erroDe(c.entrar())).toMatchObject({ tipo: 'limite' });
      expect(sim.pedidos.length).toBe(antes);
      r.avancar(7 * 60_000);
      await expect(c.entrar()).resolves.toBeUndefined();

      r.avancar(60 * 60_000);
      const errada = { ...conta.credenciais, senha: 'errada' };
      // Five different clients (the client itself never repeats a refused password).
      for (let i = 0; i < 5; i++) {
        const e = await erroDe(
          new ClienteHuawei({ baseUrl: sim.url, credenciais: errada, relogio: r }).entrar(),
        );
        expect(e).toMatchObject({ tipo: 'credenciais' });
      }
      // Past the 10-minute login budget the five used, the lock (30 min) still holds.
      r.avancar(11 * 60_000);
      const certa = new ClienteHuawei({ baseUrl: sim.url, credenciais: conta.credenciais, relogio: r });
      expect(await erroDe(certa.entrar())).toMatchObject({ tipo: 'bloqueada' });
    });
  });
});
