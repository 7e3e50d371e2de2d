import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErroPortal, numeroComUnidade, statusDaUsina } from '../types.ts';
import { ClienteGrowatt, senhaGrowatt } from './client.ts';
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
    expect(curva).toHaveLength(288);
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
