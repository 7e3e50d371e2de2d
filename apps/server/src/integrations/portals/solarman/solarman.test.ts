import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste, SimuladorDePortal } from '../contrato.ts';
import { ClienteSolarman, identificacaoSolarman, senhaSolarman, statusSolarman } from './client.ts';
import { iniciarSimuladorSolarman } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const conta: ContaDeTeste = {
  credenciais: {
    login: 'fazenda@sol.com.br',
    senha: 'Çafra 2026',
    chaves: { appId: '202301234', appSecret: 'segredo' },
  },
  usinas: [
    {
      id: '3084557',
      nome: 'Fazenda Sol',
      latitude: -23.5,
      inversores: [{ serial: '2306012345', modelo: 'SUN-8K', kw: 8, status: 'online' }],
    },
  ],
};

let sim: SimuladorDePortal;
beforeAll(async () => {
  sim = await iniciarSimuladorSolarman([conta], { agora: () => AGORA });
});
afterAll(() => sim.fechar());
const cliente = (c = conta.credenciais) =>
  new ClienteSolarman({ baseUrl: sim.url, credenciais: c, agora: () => AGORA });

describe('Solarman OpenAPI', () => {
  it('a senha vai como SHA-256 em hex minúsculo', () => {
    expect(senhaSolarman('Çafra 2026')).toBe(
      createHash('sha256').update(Buffer.from('Çafra 2026', 'utf8')).digest('hex'),
    );
    expect(senhaSolarman('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('o login vira e-mail, celular ou nome de usuário conforme o formato', () => {
    expect(identificacaoSolarman(' a@b.com ')).toEqual({ email: 'a@b.com' });
    expect(identificacaoSolarman('+5511987654321')).toEqual({ mobile: '11987654321', countryCode: '55' });
    expect(identificacaoSolarman('instalador_sp')).toEqual({ username: 'instalador_sp' });
  });

  it('connectStatus: 1 online, 0 offline, 2 alarme como erro', () => {
    expect([1, 0, 2, '1'].map((connectStatus) => statusSolarman({ connectStatus }))).toEqual([
      'online',
      'offline',
      'erro',
      'online',
    ]);
  });

  it('sem App ID ou App Secret: pede a chave que falta, sem chamar a nuvem', async () => {
    const antes = sim.logins();
    await expect(
      cliente({ ...conta.credenciais, chaves: { appSecret: 's' } }).entrar(),
    ).rejects.toMatchObject({
      tipo: 'credenciais',
      message: 'Informe o App ID da OpenAPI Solarman',
    });
    await expect(cliente({ ...conta.credenciais, chaves: { appId: '1' } }).entrar()).rejects.toMatchObject({
      message: 'Informe o App Secret da OpenAPI Solarman',
    });
    expect(sim.logins()).toBe(antes);
  });

  it('App Secret errado é recusado como credencial', async () => {
    await expect(
      cliente({ ...conta.credenciais, chaves: { appId: '202301234', appSecret: 'outro' } }).entrar(),
    ).rejects.toMatchObject({ tipo: 'credenciais' });
  });

  it('id numérico vira texto; energia de hoje até agora; curva no horário de Brasília', async () => {
    const c = cliente();
    const [u] = await c.listarUsinas();
    expect(u).toMatchObject({ id: '3084557', nome: 'Fazenda Sol', potenciaKwp: 8, energiaTotalKwh: 11_200 });
    expect(u?.energiaHojeKwh).toBeGreaterThan(1);
    const curva = await c.curvaDoDia('3084557', '2026-11-21');
    expect(curva).toHaveLength(288);
    expect(curva[0]).toEqual({ hora: '00:00', potenciaW: 0 });
    expect(curva[144]?.hora).toBe('12:00');
    expect(curva[144]?.potenciaW).toBeGreaterThan(1000);
  });
});
