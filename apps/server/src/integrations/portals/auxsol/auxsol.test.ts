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
