import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErroPortal, numeroComUnidade, statusDaUsina } from '../types.ts';
import { ClienteGrowatt, diaDaChaveGrowatt, senhaGrowatt } from './client.ts';
import { type ContaSimulada, iniciarSimuladorGrowatt, type SimuladorGrowatt } from './simulator.ts';

// 22 Nov 2026, 13:00 in Brasília (16:00 UTC): the sun is up in Petrolina.
const AGORA = new Date('2026-11-22T16:00:00Z');
const conta: ContaSimulada = {
  login: 'joao.solar',
  senha: 'solar2024',
  userId: 1234567,
  usinas: [
    {
      id: '987654',
      nome: 'Casa do João',
      latitude: -9.39,
      inversores: [{ sn: 'KHD0A1B2C3', nome: 'Inversor 1', kwp: 5 }],
    },
    {
      id: '987655',
      nome: 'Galpão',
      latitude: -9.39,
      // 45 inverters: the device list comes in pages of 20.
      inversores: Array.from({ length: 45 }, (_, i) => ({
        sn: `GAL${String(i).padStart(7, '0')}`,
        nome: `Galpão ${i + 1}`,
        kwp: 10,
        ...(i === 3 ? { lost: true } : {}),
        ...(i === 7 ? { status: '3' as const } : {}),
      })),
    },
  ],
};

let sim: SimuladorGrowatt;
beforeAll(async () => {
  sim = await iniciarSimuladorGrowatt([conta], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

const cliente = (senha = conta.senha) =>
  new ClienteGrowatt({ baseUrl: sim.url, credenciais: { login: conta.login, senha } });

describe('Growatt (API móvel ShinePhone)', () => {
  it('a senha vai como MD5 com "0" → "c" nas posições pares (valores calculados fora, com Python hashlib)', () => {
    expect(senhaGrowatt('solar2024')).toBe('bc544bc5688411414d43aaeb81cbc38a');
    expect(senhaGrowatt('senha123')).toBe('e7d8cffeefa212b7c5c557c0e4f7193e');
    expect(senhaGrowatt('Growatt@1')).toBe('baa93ac87be072ca634292b2c0d37f8c');
  });

  it('senha errada: erro de credenciais com a mensagem do portal', async () => {
    const erro = await cliente('errada')
      .entrar()
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroPortal);
    expect(erro).toMatchObject({ tipo: 'credenciais', message: 'Login ou senha do portal incorretos' });
  });

  it('lista usinas com potência e energia convertidas das unidades do texto', async () => {
    const c = cliente();
    const usinas = await c.listarUsinas();
    expect(usinas.map((u) => [u.id, u.nome])).toEqual([
      ['987654', 'Casa do João'],
      ['987655', 'Galpão'],
    ]);
    const casa = usinas[0];
    expect(casa?.potenciaAtualW).toBeGreaterThan(500);
    expect(casa?.potenciaAtualW).toBeLessThanOrEqual(5000);
    expect(casa?.energiaHojeKwh).toBeGreaterThan(1);
    // 5 kWp × 1400 kWh/kWp·ano × 1,5 ano = 10,5 MWh, sent as "10.50 MWh".
    expect(casa?.energiaTotalKwh).toBeCloseTo(10_500, 0);
  });

  it('lista os inversores em páginas e mapeia o status (sem comunicação → offline; falha → erro)', async () => {
    const inversores = await cliente().listarInversores('987655');
    expect(inversores).toHaveLength(45);
    expect(new Set(inversores.map((i) => i.serial)).size).toBe(45);
    expect(inversores[0]).toMatchObject({ nome: 'Galpão 1', capacidadeKwp: 10, status: 'online' });
    expect(inversores[3]?.status).toBe('offline');
    expect(inversores[7]?.status).toBe('erro');
    expect(statusDaUsina(inversores)).toBe('erro');
    expect(statusDaUsina(inversores.filter((i) => i.status !== 'erro'))).toBe('aviso');
  });

  it('histórico do mês dia a dia até hoje, e a curva do dia que segue o sol', async () => {
    const c = cliente();
    const mes = await c.energiaDoMes('987654', '2026-11');
    expect(mes).toHaveLength(22);
    expect(mes[0]?.data).toBe('2026-11-01');
    for (const d of mes) {
      expect(d.energiaKwh).toBeGreaterThan(0);
      expect(d.energiaKwh).toBeLessThan(5 * 8);
    }
    const curva = await c.curvaDoDia('987654', '2026-11-21');
    // 30-minute steps, as the captured PlantDetailAPI type=1 answers, sorted by hour.
    expect(curva).toHaveLength(48);
    expect(curva.map((p) => p.hora)).toEqual([...curva.map((p) => p.hora)].sort());
    const noite = curva.filter((p) => p.hora < '05:00' || p.hora > '19:00');
    expect(noite.every((p) => p.potenciaW === 0)).toBe(true);
    const meioDia = curva.find((p) => p.hora === '12:00');
    expect(meioDia?.potenciaW).toBeGreaterThan(0);
  });

  it('reaproveita a sessão; quando ela expira, entra de novo uma vez só', async () => {
    const c = cliente();
    const antes = sim.logins.get(conta.login) ?? 0;
    await c.listarUsinas();
    await c.listarInversores('987654');
    await c.energiaDoMes('987654', '2026-10');
    expect(c.logins).toBe(1);
    sim.expirarSessoes();
    await c.listarUsinas();
    expect(c.logins).toBe(2);
    expect((sim.logins.get(conta.login) ?? 0) - antes).toBe(2);
  });

  it('portal fora do ar ou lento: erro "inacessível"; resposta sem sentido: erro de protocolo', async () => {
    const fora = new ClienteGrowatt({
      baseUrl: 'http://127.0.0.1:9/',
      credenciais: { login: 'x', senha: 'y' },
      timeoutMs: 500,
    });
    await expect(fora.entrar()).rejects.toMatchObject({ tipo: 'inacessivel' });

    const estranho = createServer((_req, res) => res.writeHead(200).end('{"ok":true}'));
    await new Promise<void>((r) => estranho.listen(0, '127.0.0.1', r));
    const porta = (estranho.address() as AddressInfo).port;
    const c = new ClienteGrowatt({
      baseUrl: `http://127.0.0.1:${porta}/`,
      credenciais: { login: 'x', senha: 'y' },
    });
    await expect(c.entrar()).rejects.toMatchObject({ tipo: 'protocolo' });
    estranho.close();
  });
});

describe('unidades dos portais', () => {
  it('texto com unidade que muda de escala', () => {
    expect(numeroComUnidade('628.8 W', 'w')).toBe(628.8);
    expect(numeroComUnidade('1.2 kW', 'w')).toBe(1200);
    expect(numeroComUnidade('2.6 kWh', 'kwh')).toBe(2.6);
    expect(numeroComUnidade('2.37 MWh', 'kwh')).toBe(2370);
    expect(numeroComUnidade('2370.0', 'kwh')).toBe(2370);
    expect(numeroComUnidade(12, 'w')).toBe(12);
    expect(numeroComUnidade('sem número', 'w')).toBeNull();
    expect(numeroComUnidade('3 parsecs', 'w')).toBeNull();
  });

  it('status da usina a partir dos inversores', () => {
    expect(statusDaUsina([])).toBe('inativo');
    expect(statusDaUsina([{ status: 'online' }, { status: 'online' }])).toBe('online');
    expect(statusDaUsina([{ status: 'online' }, { status: 'offline' }])).toBe('aviso');
    expect(statusDaUsina([{ status: 'offline' }, { status: 'offline' }])).toBe('offline');
    expect(statusDaUsina([{ status: 'online' }, { status: 'erro' }])).toBe('erro');
    expect(statusDaUsina([{ status: 'inativo' }])).toBe('inativo');
  });
});

// Bodies written here from the verified page (§2), not produced by the simulator: the captured
// PlantListAPI rows carry text with units ("963.2 W", "4.1 kWh", "632.5 kWh") and a text plantId;
// PlantDetailAPI type=1 answers `back.data` keyed "05:00"… at 30-minute steps, W as text, in no
// order; the month keys (type=2) were never captured: a day number or a full date are both read.
describe('Growatt: corpos como a nuvem real manda', () => {
  function nuvem(respostas: Record<string, unknown>): typeof fetch {
    return async (url) => {
      const u = new URL(String(url));
      const nome = u.pathname.replace(/^\//, '');
      if (nome === 'newTwoLoginAPI.do')
        return new Response(JSON.stringify({ back: { success: true, msg: '', user: { id: 1234567 } } }), {
          headers: { 'Set-Cookie': 'JSESSIONID=abc; Path=/' },
        });
      const chave = nome === 'PlantDetailAPI.do' ? `${nome}?type=${u.searchParams.get('type')}` : nome;
      return new Response(JSON.stringify(respostas[chave] ?? {}));
    };
  }
  const clienteDe = (f: typeof fetch) =>
    new ClienteGrowatt({
      baseUrl: 'https://growatt.teste/',
      credenciais: { login: 'a', senha: 'b' },
      fetch: f,
    });

  it('lista de usinas com texto e unidade: W e kWh', async () => {
    const c = clienteDe(
      nuvem({
        'PlantListAPI.do': {
          back: {
            success: true,
            data: [
              {
                plantId: '987654',
                plantName: 'Casa',
                currentPower: '963.2 W',
                todayEnergy: '4.1 kWh',
                totalEnergy: '632.5 kWh',
              },
              {
                plantId: '987655',
                plantName: 'Galpão',
                currentPower: '1.2 kW',
                todayEnergy: '38 kWh',
                totalEnergy: '2.37 MWh',
              },
            ],
          },
        },
      }),
    );
    expect(await c.listarUsinas()).toEqual([
      {
        id: '987654',
        nome: 'Casa',
        potenciaKwp: null,
        potenciaAtualW: 963.2,
        energiaHojeKwh: 4.1,
        energiaTotalKwh: 632.5,
      },
      {
        id: '987655',
        nome: 'Galpão',
        potenciaKwp: null,
        potenciaAtualW: 1200,
        energiaHojeKwh: 38,
        energiaTotalKwh: 2370,
      },
    ]);
  });

  it('curva de 30 em 30 minutos, fora de ordem, em W como texto: ordenada por hora', async () => {
    const c = clienteDe(
      nuvem({
        'PlantDetailAPI.do?type=1': {
          back: {
            success: true,
            data: { '12:00': '3120.5', '05:00': '0', '11:30': '2988', '05:30': '12.4' },
          },
        },
      }),
    );
    expect(await c.curvaDoDia('987654', '2026-11-21')).toEqual([
      { hora: '05:00', potenciaW: 0 },
      { hora: '05:30', potenciaW: 12.4 },
      { hora: '11:30', potenciaW: 2988 },
      { hora: '12:00', potenciaW: 3120.5 },
    ]);
  });

  it('mês com chaves de dia ("1", "02"): dias do mês, e a forma fica dita', async () => {
    const c = clienteDe(
      nuvem({
        'PlantDetailAPI.do?type=2': {
          back: { success: true, data: { '2': '21.3', '1': '18.7', '10': '0' } },
        },
      }),
    );
    expect(await c.energiaDoMes('987654', '2026-06')).toEqual([
      { data: '2026-06-01', energiaKwh: 18.7 },
      { data: '2026-06-02', energiaKwh: 21.3 },
      { data: '2026-06-10', energiaKwh: 0 },
    ]);
    expect(c.formas).toEqual({ 'PlantDetailAPI.type2.chave': 'dia' });
  });

  it('mês com chaves de data completa: não vira "2026-06-2026-06-01", e a forma fica dita', async () => {
    const c = clienteDe(
      nuvem({
        'PlantDetailAPI.do?type=2': {
          back: { success: true, data: { '2026-06-01': '18.7', '2026-06-02': '21.3 kWh' } },
        },
      }),
    );
    expect(await c.energiaDoMes('987654', '2026-06')).toEqual([
      { data: '2026-06-01', energiaKwh: 18.7 },
      { data: '2026-06-02', energiaKwh: 21.3 },
    ]);
    expect(c.formas).toEqual({ 'PlantDetailAPI.type2.chave': 'data' });
  });

  it('chave de mês em forma nenhuma (ou de outro mês): falha dizendo que o protocolo pode ter mudado', async () => {
    for (const chave of ['jun-01', '2026-07-01', '32']) {
      const c = clienteDe(
        nuvem({ 'PlantDetailAPI.do?type=2': { back: { success: true, data: { [chave]: '1' } } } }),
      );
      await expect(c.energiaDoMes('987654', '2026-06'), chave).rejects.toMatchObject({
        tipo: 'protocolo',
        message: expect.stringMatching(
          /Growatt.*PlantDetailAPI\.do type=2 com a chave.*o protocolo pode ter mudado/,
        ),
      });
    }
    expect(diaDaChaveGrowatt('2026-6-3', '2026-06')).toEqual({ dia: 3, forma: 'data' });
    expect(diaDaChaveGrowatt('31', '2026-06')).toBeNull();
  });
});
