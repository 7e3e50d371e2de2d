import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste, SimuladorDePortal } from '../contrato.ts';
import { potenciaNaHora } from '../simulation.ts';
import {
  amostrasDoDiaChint,
  ClienteChintPower,
  diasDeEnergiaChint,
  ehInversorChint,
  MENSAGEM_TOKEN_CHINT,
  plataformaChint,
  potenciaDoModeloChint,
  statusChint,
} from './client.ts';
import { iniciarSimuladorChintPower } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const LOGIN = '5e15c66df12588458ffc0aa1';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.sessao-copiada';

const conta: ContaDeTeste = {
  credenciais: { login: LOGIN, senha: TOKEN },
  usinas: [
    {
      id: '5e15c66df12588458ffc011a',
      nome: 'Galpao Norte',
      latitude: -23.5,
      inversores: [
        { serial: '0001013791738041', modelo: 'SCA50KTL-DO/BR', kw: 50, status: 'online' },
        { serial: '0001013791738042', modelo: 'SCA36KTL-DO/BR', kw: 36, status: 'erro' },
        { serial: '0001013791738043', modelo: 'SCA25KTL-DO/BR', kw: 25, status: 'offline' },
      ],
    },
    ...Array.from({ length: 44 }, (_, i) => ({
      id: `6a0000000000000000${String(i).padStart(6, '0')}`,
      nome: `Cliente ${i}`,
      latitude: -15.8,
      inversores: [
        {
          serial: `00020000000000${String(i).padStart(2, '0')}`,
          modelo: 'SCA5KTL-DO/BR',
          kw: 5,
          status: 'online' as const,
        },
      ],
    })),
  ],
};
const primeiro = <T>(lista: T[], n = 0) => lista[n] as T;
const principal = primeiro(conta.usinas);

let sim: SimuladorDePortal;
beforeAll(async () => {
  sim = await iniciarSimuladorChintPower([conta], { agora: () => AGORA });
});
afterAll(() => sim.fechar());

const cliente = (credenciais = conta.credenciais, f?: typeof fetch) =>
  new ClienteChintPower({ baseUrl: sim.url, credenciais, esperaLimiteMs: 5, fetch: f });

describe('Chint Power (sessão copiada do navegador)', () => {
  it('manda token, usuário, plataforma, origem, fuso e idioma em toda chamada', async () => {
    const pedidos: Array<{ url: string; headers: Record<string, string> }> = [];
    const espiao: typeof fetch = (url, init) => {
      pedidos.push({ url: String(url), headers: init?.headers as Record<string, string> });
      return fetch(url, init);
    };
    await cliente(conta.credenciais, espiao).listarInversores(principal.id);
    expect(pedidos.map((p) => new URL(p.url).pathname)).toEqual([
      '/api/users/user/getUserInfo',
      '/api/asset/site/busTypeDevices',
    ]);
    for (const p of pedidos)
      expect(p.headers).toMatchObject({
        token: TOKEN,
        loginuserid: LOGIN,
        platformcode: '2',
        'request-origin': 'web',
        'time-zone': 'America%2FSao_Paulo',
        'accept-language': 'pt-BR',
      });
  });

  // Verified page §10: the HARs are of monitor.chintpowersystems.com:8443, where the SPA sends
  // `platformcode: 3`; solar.chintpower.com:8443 was never observed.
  it('sem URL configurada usa o host que alguém viu (CPS, :8443) com platformcode 3', async () => {
    const pedidos: Array<{ url: string; plataforma: string | undefined }> = [];
    const falso: typeof fetch = async (url, init) => {
      pedidos.push({
        url: String(url),
        plataforma: (init?.headers as Record<string, string> | undefined)?.platformcode,
      });
      return new Response(JSON.stringify({ code: '0', msg: 'success', data: { userId: LOGIN } }));
    };
    await new ClienteChintPower({ credenciais: conta.credenciais, fetch: falso }).entrar();
    expect(pedidos).toEqual([
      {
        url: 'https://monitor.chintpowersystems.com:8443/api/users/user/getUserInfo?appKey=WEB',
        plataforma: '3',
      },
    ]);
  });

  it('platformcode pelo host: 3 no CPS América do Norte, 2 nos demais', () => {
    expect(plataformaChint('https://monitor.chintpowersystems.com:8443')).toBe('3');
    expect(plataformaChint('https://MONITOR.chintpowersystems.com:8443/')).toBe('3');
    expect(plataformaChint('https://solar.chintpower.com:8443')).toBe('2');
    expect(plataformaChint('http://127.0.0.1:4000')).toBe('2');
  });

  it('token errado ou de outro usuário: pede um token novo, sem contar validação', async () => {
    const antes = sim.logins();
    const mensagem = MENSAGEM_TOKEN_CHINT;
    await expect(cliente({ login: LOGIN, senha: 'outro' }).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: mensagem,
    });
    await expect(cliente({ login: '5e15c66df12588458ffc0bb2', senha: TOKEN }).entrar()).rejects.toMatchObject(
      {
        tipo: 'credenciais',
        message: mensagem,
      },
    );
    await expect(cliente({ login: LOGIN, senha: '' }).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: 'Informe o id de usuário e o token copiados do navegador logado no Chint Power',
    });
    expect(sim.logins()).toBe(antes);
    await cliente().entrar();
    expect(sim.logins()).toBe(antes + 1);
  });

  it('usinas em páginas de 20 sem total; números em texto, W e kWh/MWh convertidos', async () => {
    const usinas = await cliente().listarUsinas();
    expect(usinas).toHaveLength(45);
    const u = primeiro(usinas);
    expect(u).toMatchObject({ id: '5e15c66df12588458ffc011a', nome: 'Galpao Norte', potenciaKwp: 111 });
    // Only the 50 kW inverter is producing at 13:00.
    expect(u.potenciaAtualW).toBe(potenciaNaHora(50, -23.5, '2026-11-22', 13, '0001013791738041'));
    expect(u.energiaTotalKwh).toBeCloseTo(111 * 1350, -1);
    expect(u.energiaHojeKwh).toBeGreaterThan(0);
  });

  it('inversores dos gateways: logger descartado, potência do modelo, status mapeado', async () => {
    const inv = await cliente().listarInversores(principal.id);
    expect(inv.map((i) => [i.serial, i.nome, i.capacidadeKwp, i.status])).toEqual([
      ['0001013791738041', 'INV-01', 50, 'online'],
      ['0001013791738042', 'INV-02', 36, 'erro'],
      ['0001013791738043', 'INV-03', 25, 'offline'],
    ]);
  });

  it('energia diária por usina com siteId; sem ele a nuvem soma a conta toda', async () => {
    const c = cliente();
    const dias = await c.energiaDoMes(principal.id, '2026-10');
    expect(dias).toHaveLength(31);
    const outra = await c.energiaDoMes(primeiro(conta.usinas, 1).id, '2026-10');
    const res = await fetch(`${sim.url}/openApi/v1/dashboard/daysEnergy?month=202610&userId=${LOGIN}`, {
      headers: { token: TOKEN, loginuserid: LOGIN, platformcode: '2' },
    });
    const conta10 = diasDeEnergiaChint(((await res.json()) as { data: unknown }).data, '2026-10');
    expect(primeiro(conta10).energiaKwh).toBeGreaterThan(
      primeiro(dias).energiaKwh + primeiro(outra).energiaKwh - 2,
    );
  });

  it('curva do dia: amostras de cada inversor somadas na grade de 5 minutos', async () => {
    const curva = await cliente().curvaDoDia(principal.id, '2026-11-21');
    const meioDia = curva.find((p) => p.hora === '12:00');
    const esperado = principal.inversores.reduce(
      (a, i) => a + potenciaNaHora(i.kw, principal.latitude, '2026-11-21', 12, i.serial),
      0,
    );
    expect(meioDia?.potenciaW).toBe(esperado);
    expect(curva.every((p) => /^\d\d:[0-5][05]$/.test(p.hora))).toBe(true);
    expect(curva.map((p) => p.hora)).toEqual([...curva.map((p) => p.hora)].sort());
  });

  it('token expirado (4010) numa chamada de dados: pede token novo e não tenta entrar de novo', async () => {
    const c = cliente();
    await c.listarUsinas();
    const antes = sim.logins();
    sim.expirarSessoes();
    await expect(c.listarInversores(principal.id)).rejects.toMatchObject({
      tipo: 'credenciais',
      message: MENSAGEM_TOKEN_CHINT,
    });
    expect(sim.logins()).toBe(antes);
  });

  it('getUserInfo de outro usuário que o colado: credencial', async () => {
    const falso: typeof fetch = async () =>
      new Response(JSON.stringify({ code: '0', msg: 'success', data: { userId: 'outro-usuario' } }));
    await expect(
      new ClienteChintPower({ baseUrl: 'http://x', credenciais: conta.credenciais, fetch: falso }).entrar(),
    ).rejects.toMatchObject({ tipo: 'credenciais' });
  });

  // Verified page §10: a replayed token answered HTTP 200 with `code "4010"`, msg "Please login".
  it('4010 "Please login" da nuvem: diz claramente que o token foi recusado e o que isso quer dizer', async () => {
    const falso: typeof fetch = async () =>
      new Response(JSON.stringify({ code: '4010', msg: 'Please login', data: null }), { status: 200 });
    const erro = await new ClienteChintPower({ credenciais: conta.credenciais, fetch: falso })
      .entrar()
      .catch((e: unknown) => e);
    expect(erro).toMatchObject({ tipo: 'credenciais' });
    const { message } = erro as Error;
    expect(message).toContain('4010');
    expect(message).toContain('Copie um token novo do navegador');
    expect(message).toContain('não pode ser lida automaticamente hoje');
  });

  it('HTTP 401 também é token vencido', async () => {
    const falso: typeof fetch = async () => new Response('Unauthorized', { status: 401 });
    await expect(
      new ClienteChintPower({ baseUrl: 'http://x', credenciais: conta.credenciais, fetch: falso }).entrar(),
    ).rejects.toMatchObject({ tipo: 'credenciais' });
  });

  it('código desconhecido no envelope é protocolo mudado', async () => {
    const falso: typeof fetch = async () =>
      new Response(JSON.stringify({ code: '9999', msg: 'system busy', data: null }));
    await expect(
      new ClienteChintPower({ baseUrl: 'http://x', credenciais: conta.credenciais, fetch: falso }).entrar(),
    ).rejects.toMatchObject({ tipo: 'protocolo' });
  });
});

describe('Chint Power: conversões', () => {
  it('status do inversor', () => {
    expect(statusChint({ statusName: 'Running', communicationStatus: 1 })).toBe('online');
    expect(statusChint({ statusName: 'Normal' })).toBe('online');
    expect(statusChint({ statusName: 'Fault', communicationStatus: 1 })).toBe('erro');
    expect(statusChint({ statusName: 'Running', communicationStatus: 0 })).toBe('offline');
    expect(statusChint({ statusName: 'Fault', communicationStatus: 'Offline' })).toBe('offline');
  });

  it('inversor: assetType 2 com modelo; sem assetTypeName, só série de 16 dígitos', () => {
    expect(
      ehInversorChint({ sn: 'SN000001X', model: 'SCA5KTL-DO/BR', assetType: 2, assetTypeName: 'Inverter' }),
    ).toBe(true);
    expect(ehInversorChint({ sn: '0001013791738041', model: 'SCA36KTL-DO/BR', assetType: 2 })).toBe(true);
    expect(ehInversorChint({ sn: 'A0F3C2009B1E0001', model: 'WiFi-Logger', assetType: 2 })).toBe(false);
    expect(ehInversorChint({ sn: '0001013791738041', assetType: 2, assetTypeName: 'Inverter' })).toBe(false);
    expect(
      ehInversorChint({ sn: 'A0F3C2009B1E', model: 'WiFi-Logger', assetType: 3, assetTypeName: 'Logger' }),
    ).toBe(false);
  });

  it('potência nominal pelo modelo', () => {
    expect(potenciaDoModeloChint('SCA50KTL-DO/BR')).toBe(50);
    expect(potenciaDoModeloChint('SCA36KTL-DO/US-480')).toBe(36);
    expect(potenciaDoModeloChint('SCH125KTL-DO/US-600')).toBe(125);
    expect(potenciaDoModeloChint('WiFi-Logger')).toBeNull();
  });

  it('energia diária em MWh ou kWh, só do mês pedido', () => {
    expect(
      diasDeEnergiaChint(
        { times: ['20261001', '20261002', '20261101'], energys: ['1.167', '--', '2'], unit: 'MWh' },
        '2026-10',
      ),
    ).toEqual([{ data: '2026-10-01', energiaKwh: 1167 }]);
    expect(diasDeEnergiaChint({ times: ['20261002'], energys: ['402.6'], unit: 'kWh' }, '2026-10')).toEqual([
      { data: '2026-10-02', energiaKwh: 402.6 },
    ]);
    expect(() =>
      diasDeEnergiaChint({ times: ['20261002'], energys: ['1'], unit: 'barrels' }, '2026-10'),
    ).toThrow(/formato/);
    expect(() => diasDeEnergiaChint({ list: [] }, '2026-10')).toThrow(/formato/);
  });

  it('amostras fora da grade vão para a marca de 5 minutos mais próxima; a mais nova fica', () => {
    const linha = (ts: string, w: string) => {
      const l = Array.from({ length: 42 }, () => '--');
      l[0] = ts;
      l[10] = w;
      return l;
    };
    const m = amostrasDoDiaChint(
      [
        linha('2026-11-21 12:07:40 -0300', '900.0'),
        linha('2026-11-21 12:02:10 -0300', '800.0'),
        linha('2026-11-21 12:00:20 -0300', '700.0'),
        linha('2026-11-21 11:58:00 -0300', '--'),
        linha('2026-11-20 12:00:00 -0300', '5.0'),
      ],
      '2026-11-21',
    );
    expect([...m.entries()]).toEqual([
      [12 * 60 + 10, 900],
      [12 * 60, 800],
    ]);
    expect(() => amostrasDoDiaChint([{ time: 'x' }], '2026-11-21')).toThrow(/formato/);
  });
});
