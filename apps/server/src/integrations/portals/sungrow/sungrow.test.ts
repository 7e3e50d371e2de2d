import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusDaUsina } from '../types.ts';
import { ClienteSungrow, chaveAesSungrow, cifrarSungrow, decifrarSungrow } from './client.ts';
import { type ContaSungrowSimulada, iniciarSimuladorSungrow, type SimuladorSungrow } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const conta: ContaSungrowSimulada = {
  login: 'maria@solar.com.br',
  senha: 'Sungrow#2026',
  userId: '758234',
  usinas: [
    {
      id: 1234567,
      nome: 'Usina Lima',
      latitude: -8.05,
      dispositivos: [
        { sn: 'A2231234567', nome: 'SG8.0RS', kwp: 8.14 },
        { sn: 'LOG0000001', nome: 'WiNet-S', kwp: 0, tipo: 9 },
      ],
    },
    // 120 plants: the list comes in pages of 50.
    ...Array.from({ length: 120 }, (_, i) => ({
      id: 2000000 + i,
      nome: `Cliente ${i + 1}`,
      latitude: -15.8,
      dispositivos: [
        {
          sn: `B${String(i).padStart(9, '0')}`,
          nome: 'SG5.0RS',
          kwp: 5,
          ...(i === 1 ? { offline: true } : {}),
          ...(i === 2 ? { falha: true } : {}),
        },
      ],
    })),
  ],
};
const bloqueada: ContaSungrowSimulada = {
  login: 'travada@solar.com.br',
  senha: 'x',
  userId: '1',
  bloqueada: true,
  usinas: [],
};

let sim: SimuladorSungrow;
beforeAll(async () => {
  sim = await iniciarSimuladorSungrow([conta, bloqueada], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

const cliente = (login = conta.login, senha = conta.senha) =>
  new ClienteSungrow({ baseUrl: sim.url, credenciais: { login, senha }, chavePublica: sim.chavePublica });

describe('Sungrow iSolarCloud (API web cifrada)', () => {
  it('envelope AES-128-ECB/PKCS7 em hex maiúsculo (valor calculado fora, com openssl enc)', () => {
    expect(cifrarSungrow('{"user_account":"joao"}', 'webABCDEFGHIJKLM')).toBe(
      'D35D6A725A0B766F1CDA1DC5DD7DAFB5D3B8FB13FA095244036FA517DA481A2F',
    );
    expect(
      decifrarSungrow('D35D6A725A0B766F1CDA1DC5DD7DAFB5D3B8FB13FA095244036FA517DA481A2F', 'webABCDEFGHIJKLM'),
    ).toBe('{"user_account":"joao"}');
    const k = chaveAesSungrow();
    expect(k).toMatch(/^web[A-Za-z0-9]{13}$/);
  });

  it('senha errada, conta inexistente e conta bloqueada pelo login_state (result_code vem "1")', async () => {
    await expect(cliente(conta.login, 'errada').entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: 'Login ou senha do portal incorretos',
    });
    await expect(cliente('ninguem@x.com', 'y').entrar()).rejects.toMatchObject({ tipo: 'credenciais' });
    await expect(cliente(bloqueada.login, bloqueada.senha).entrar()).rejects.toMatchObject({
      tipo: 'bloqueada',
    });
  });

  it('lista todas as usinas em páginas, com unidades {unit, value} normalizadas', async () => {
    const usinas = await cliente().listarUsinas();
    expect(usinas).toHaveLength(121);
    expect(new Set(usinas.map((u) => u.id)).size).toBe(121);
    const lima = usinas[0];
    expect(lima).toMatchObject({ id: '1234567', nome: 'Usina Lima', potenciaKwp: 8.14 });
    expect(lima?.potenciaAtualW).toBeGreaterThan(100);
    // 8.14 kWp × 1400 × 2 = 22.79 MWh → kWh.
    expect(lima?.energiaTotalKwh).toBeCloseTo(22_790, 0);
  });

  it('só inversores (device_type 1) viram inversores; status offline e falha', async () => {
    const c = cliente();
    expect((await c.listarInversores('1234567')).map((i) => i.serial)).toEqual(['A2231234567']);
    const [offline] = await c.listarInversores('2000001');
    const [falha] = await c.listarInversores('2000002');
    expect(offline?.status).toBe('offline');
    expect(falha?.status).toBe('erro');
    expect(statusDaUsina([offline ?? { status: 'online' }])).toBe('offline');
  });

  it('histórico do mês com dias em Wh ou kWh, e a curva do dia', async () => {
    const c = cliente();
    const mes = await c.energiaDoMes('1234567', '2026-11');
    expect(mes).toHaveLength(22);
    const dia7 = mes.find((d) => d.data === '2026-11-07');
    const dia6 = mes.find((d) => d.data === '2026-11-06');
    // Day 7 comes in Wh: normalised, it is in the same range as its neighbours.
    expect(dia7?.energiaKwh).toBeGreaterThan(5);
    expect(dia7?.energiaKwh).toBeLessThan(8.14 * 8);
    expect(dia6?.energiaKwh).toBeGreaterThan(5);
    const curva = await c.curvaDoDia('1234567', '2026-11-21');
    expect(curva).toHaveLength(288);
    expect(curva.find((p) => p.hora === '02:00')?.potenciaW).toBe(0);
    expect(curva.find((p) => p.hora === '12:00')?.potenciaW).toBeGreaterThan(0);
  });

  it('token reaproveitado; E00003 (token inválido) leva a um novo login, uma vez', async () => {
    const c = cliente();
    await c.listarUsinas();
    await c.listarInversores('1234567');
    expect(c.logins).toBe(1);
    sim.expirarTokens();
    await c.listarUsinas();
    expect(c.logins).toBe(2);
  });

  it('pedido sem a cifra certa é recusado pela nuvem (E912) e vira erro de protocolo', async () => {
    const outro = await iniciarSimuladorSungrow([]);
    try {
      const errado = new ClienteSungrow({
        baseUrl: sim.url,
        credenciais: { login: conta.login, senha: conta.senha },
        chavePublica: outro.chavePublica,
      });
      await expect(errado.entrar()).rejects.toMatchObject({ tipo: 'protocolo' });
    } finally {
      await outro.fechar();
    }
  });
});
