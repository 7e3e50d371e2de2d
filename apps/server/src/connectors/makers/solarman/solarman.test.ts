import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste, SimuladorDePortal } from '../contrato.ts';
import {
  ClienteSolarman,
  horaDoQuadro,
  identificacaoSolarman,
  senhaSolarman,
  statusSolarman,
} from './client.ts';
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

// Bodies written here from the verified page (§7), not produced by the simulator: the token call
// answers `success`, `access_token`, `expires_in` as text; the station list `id` as a number and
// `regionTimezone`; history items of timeType 1 carry `generationPower` (W) and `dateTime`, which
// the one published example writes as text "10:00" and the client was written to read as epoch
// seconds. Both are read, and the client says which came.
describe('Solarman: dateTime dos quadros em texto ou em segundos', () => {
  function nuvem(quadros: unknown[]): typeof fetch {
    const ok = (corpo: object) =>
      new Response(JSON.stringify({ code: null, msg: null, success: true, ...corpo }));
    return async (url) => {
      const caminho = new URL(String(url)).pathname;
      if (caminho === '/account/v1.0/token')
        return ok({ access_token: 'tok', token_type: 'bearer', expires_in: '5183999' });
      if (caminho === '/station/v1.0/history')
        return ok({ total: quadros.length, stationDataItems: quadros });
      return ok({});
    };
  }
  const clienteDe = (f: typeof fetch) =>
    new ClienteSolarman({ baseUrl: 'https://solarman.teste', credenciais: conta.credenciais, fetch: f });

  it('texto "10:00" (o exemplo publicado): a hora da usina como veio', async () => {
    const c = clienteDe(
      nuvem([
        { generationPower: 2450.0, dateTime: '10:05' },
        { generationPower: 2380.5, dateTime: '10:00' },
        { generationPower: null, dateTime: '10:10' },
      ]),
    );
    expect(await c.curvaDoDia('3084557', '2026-11-21')).toEqual([
      { hora: '10:00', potenciaW: 2380.5 },
      { hora: '10:05', potenciaW: 2450 },
    ]);
    expect(c.formas).toEqual({ 'history.dateTime': 'texto' });
  });

  it('segundos desde 1970 (número ou texto): hora no fuso da usina', async () => {
    // 2026-11-21 10:00 in Brasília is 13:00 UTC.
    const s = Date.parse('2026-11-21T13:00:00Z') / 1000;
    const c = clienteDe(
      nuvem([
        { generationPower: 2380.5, dateTime: s },
        { generationPower: 2450, dateTime: String(s + 300) },
      ]),
    );
    expect(await c.curvaDoDia('3084557', '2026-11-21')).toEqual([
      { hora: '10:00', potenciaW: 2380.5 },
      { hora: '10:05', potenciaW: 2450 },
    ]);
    expect(c.formas).toEqual({ 'history.dateTime': 'epoch' });
  });

  it('formas de dateTime conhecidas e desconhecidas', () => {
    expect(horaDoQuadro('2026-11-21 09:35:00', 'America/Sao_Paulo')).toEqual({
      hora: '09:35',
      forma: 'texto',
    });
    expect(horaDoQuadro('7:05', 'America/Sao_Paulo')).toEqual({ hora: '07:05', forma: 'texto' });
    expect(horaDoQuadro('25:00', 'America/Sao_Paulo')).toBeNull();
    expect(horaDoQuadro({ h: 10 }, 'America/Sao_Paulo')).toBeNull();
  });

  it('dateTime em forma nenhuma: falha dizendo que o protocolo pode ter mudado', async () => {
    const c = clienteDe(nuvem([{ generationPower: 100, dateTime: 'ontem às dez' }]));
    await expect(c.curvaDoDia('3084557', '2026-11-21')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringMatching(
        /Solarman.*history timeType 1 com dateTime.*o protocolo pode ter mudado/,
      ),
    });
  });
});
