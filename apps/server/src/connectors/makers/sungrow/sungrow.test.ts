// Over 400 lines: the Sungrow contract suite: each case builds the cloud's encrypted answer by hand, and the cases share that envelope code.
import { constants, generateKeyPairSync, type KeyObject, privateDecrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config.ts';
import { clienteDoPortal, fabricantesImportaveis } from '../index.ts';
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

// The cloud as inverter-portals-verified.md §1 describes it, answered by hand (not by the
// simulator): each test builds the decrypted body from the page's facts, and the fake cloud
// wraps it in the AES envelope of the request, as iSolarCloud does.

function semPadding(chave: KeyObject, base64: string): string {
  const bloco = privateDecrypt(
    { key: chave, padding: constants.RSA_NO_PADDING },
    Buffer.from(base64, 'base64'),
  );
  return bloco.subarray(bloco.indexOf(0, 2) + 1).toString('utf8');
}

interface Pedido {
  caminho: string;
  corpo: Record<string, unknown>;
  limite: string;
}

function nuvem(respostas: Record<string, (corpo: Record<string, unknown>) => object>) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const pedidos: Pedido[] = [];
  const falsa = async (url: string | URL | Request, init?: RequestInit) => {
    const headers = init?.headers as Record<string, string>;
    const chave = semPadding(privateKey, headers['x-random-secret-key'] ?? '');
    const corpo = JSON.parse(decifrarSungrow(String(init?.body), chave)) as Record<string, unknown>;
    const caminho = new URL(String(url)).pathname;
    pedidos.push({ caminho, corpo, limite: semPadding(privateKey, headers['x-limit-obj'] ?? '') });
    const resposta = caminho.endsWith('/login')
      ? { login_state: '1', token: '758234_abc', user_id: '758234' }
      : respostas[caminho.split('/').pop() ?? '']?.(corpo);
    const envelope = resposta
      ? { req_serial_num: '1', result_code: '1', result_msg: 'success', result_data: resposta }
      : { result_code: 'E404', result_msg: 'unknown' };
    return new Response(cifrarSungrow(JSON.stringify(envelope), chave));
  };
  const cliente = new ClienteSungrow({
    baseUrl: 'https://gateway.isolarcloud.com.hk',
    credenciais: { login: 'maria@solar.com.br', senha: 'x' },
    chavePublica: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    fetch: falsa as typeof fetch,
  });
  return { cliente, pedidos };
}

const relatorio = (corpo: object) => ({ getHouseholdStoragePsReport: () => corpo });

describe('Sungrow contra as formas da nuvem real (página verificada §1.2)', () => {
  it('histórico do mês: month_data.month_data_day_list, com p83077 na unidade de p83077_unit', async () => {
    const { cliente, pedidos } = nuvem(
      relatorio({
        month_data: {
          month_data_day_list: [
            { date_id: 20261002, time_stamp: '20261002', ps_id: 1234567, p83077: '31.2', p83077_unit: 'kWh' },
            {
              date_id: 20261001,
              time_stamp: '20261001',
              ps_id: 1234567,
              p83077: '23456.0',
              p83077_unit: 'Wh',
            },
            { date_id: 20261003, time_stamp: '20261003', ps_id: 1234567, p83077: 0.0312, p83077_unit: 'MWh' },
            // A day not yet read: no figure, so no day (never a made-up zero).
            { date_id: 20261004, time_stamp: '20261004', ps_id: 1234567, p83077: '--', p83077_unit: 'kWh' },
          ],
        },
      }),
    );
    const dias = await cliente.energiaDoMes('1234567', '2026-10');
    expect(dias.map((d) => d.data)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    expect(dias[0]?.energiaKwh).toBeCloseTo(23.456, 6);
    expect(dias[1]?.energiaKwh).toBeCloseTo(31.2, 6);
    expect(dias[2]?.energiaKwh).toBeCloseTo(31.2, 6);
    expect(pedidos.at(-1)?.corpo).toMatchObject({ ps_id: '1234567', date_type: '2', date_id: '202610' });
    expect(cliente.formas.get('getHouseholdStoragePsReport')).toBe('month_data.month_data_day_list');
  });

  it('histórico do mês: sem p83077_unit o número não é adivinhado; falha dizendo que o protocolo pode ter mudado', async () => {
    const { cliente } = nuvem(
      relatorio({
        month_data: { month_data_day_list: [{ date_id: 20261005, time_stamp: '20261005', p83077: '18400' }] },
      }),
    );
    await expect(cliente.energiaDoMes('1234567', '2026-10')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringMatching(/Sungrow.*p83077 sem unidade.*o protocolo pode ter mudado/),
    });
  });

  it('histórico do mês: a forma antiga (day_data em lista) ainda é lida, e diz-se qual veio', async () => {
    const { cliente } = nuvem(
      relatorio({ day_data: [{ date_id: '20261007', p83077: { unit: 'kWh', value: '27.5' } }] }),
    );
    expect(await cliente.energiaDoMes('1234567', '2026-10')).toEqual([
      { data: '2026-10-07', energiaKwh: 27.5 },
    ]);
    expect(cliente.formas.get('getHouseholdStoragePsReport')).toBe('day_data');
  });

  it('histórico do mês numa forma que nenhuma leitura reconhece: falha dizendo o fabricante e a chamada', async () => {
    // day_data as an OBJECT is what date_type "1" answers (capture): not a month.
    const { cliente } = nuvem(
      relatorio({ day_data: { p83077_map: { unit: 'kWh', value: '20' }, point_data_15_list: [] } }),
    );
    await expect(cliente.energiaDoMes('1234567', '2026-10')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringMatching(/Sungrow.*getHouseholdStoragePsReport.*o protocolo pode ter mudado/),
    });
    const { cliente: outro } = nuvem(
      relatorio({
        month_data: { month_data_day_list: [{ date_id: 20261001, p83077: '5', p83077_unit: 'kVAh' }] },
      }),
    );
    await expect(outro.energiaDoMes('1234567', '2026-10')).rejects.toMatchObject({
      message: expect.stringMatching(/p83077_unit.*o protocolo pode ter mudado/),
    });
  });

  it('curva do dia: pedida pelo ps_key da usina (tipo 11) e lida do mapa de instantes em texto, 288 pontos', async () => {
    const psKey = '1234567_11_0_0';
    const serie: Record<string, string> = {};
    for (let m = 0; m < 24 * 60; m += 5) {
      const hh = String(Math.floor(m / 60)).padStart(2, '0');
      const mm = String(m % 60).padStart(2, '0');
      serie[`20261121${hh}${mm}00`] = m === 12 * 60 ? '5230.5' : m === 7 * 60 + 35 ? '812.0' : '0.0';
    }
    const { cliente, pedidos } = nuvem({
      queryMutiPointDataList: (corpo) => ({ [String(corpo.ps_key)]: { p83076: serie } }),
    });
    const curva = await cliente.curvaDoDia('1234567', '2026-11-21');
    expect(curva).toHaveLength(288);
    expect(curva[0]).toEqual({ hora: '00:00', potenciaW: 0 });
    expect(curva.at(-1)).toEqual({ hora: '23:55', potenciaW: 0 });
    // The keys are the plant's own clock: noon stays noon, in W.
    expect(curva.find((p) => p.hora === '12:00')?.potenciaW).toBe(5230.5);
    expect(curva.find((p) => p.hora === '07:35')?.potenciaW).toBe(812);
    const pedido = pedidos.at(-1)?.corpo;
    expect(pedido).toMatchObject({
      ps_key: psKey,
      points: 'p83076',
      start_time_stamp: '20261121000000',
      end_time_stamp: '20261121235959',
      minute_interval: '5',
    });
    expect(pedido).not.toHaveProperty('ps_id');
  });

  it('curva do dia na forma antiga (lista em result_data.p83076): falha dizendo o fabricante e a chamada', async () => {
    const { cliente } = nuvem({
      queryMutiPointDataList: () => ({ p83076: [{ time_stamp: '20261121120000', value: '5230.5' }] }),
    });
    await expect(cliente.curvaDoDia('1234567', '2026-11-21')).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringMatching(/Sungrow.*queryMutiPointDataList.*o protocolo pode ter mudado/),
    });
  });

  it('x-limit-obj: a cifra RSA de "" antes do login e do user_id depois', async () => {
    const { cliente, pedidos } = nuvem({ getPsList: () => ({ pageList: [], rowCount: 0 }) });
    await cliente.listarUsinas();
    expect(pedidos.map((p) => [p.caminho, p.limite])).toEqual([
      ['/v1/userService/login', ''],
      ['/v1/powerStationService/getPsList', '758234'],
    ]);
  });

  it('falha do inversor em dev_fault_status ou nos campos installer_/owner_dev_fault_status', async () => {
    const linha = (sn: string, extra: object) => ({
      sn,
      device_name: sn,
      device_type: 1,
      device_status: 1,
      ...extra,
    });
    const { cliente } = nuvem({
      queryDeviceList: () => ({
        rowCount: 5,
        pageList: [
          linha('A1', { installer_dev_fault_status: 1, owner_dev_fault_status: 1 }),
          linha('A2', { installer_dev_fault_status: '4', owner_dev_fault_status: '4' }),
          linha('A3', { owner_dev_fault_status: '1' }),
          linha('A4', { dev_fault_status: 1 }),
          linha('A5', { device_status: 0, installer_dev_fault_status: 4 }),
        ],
      }),
    });
    const status = Object.fromEntries((await cliente.listarInversores('1')).map((i) => [i.serial, i.status]));
    expect(status).toEqual({ A1: 'erro', A2: 'online', A3: 'erro', A4: 'erro', A5: 'offline' });
  });
});

// The key as published (reference/sungrow-isolarcloud-public-key.txt, form 2).
const PEM_PUBLICADO = `-----BEGIN PUBLIC KEY-----
MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCkecphb6vgsBx4LJknKKes+eyj
7+RKQ3fikF5B67EObZ3t4moFZyMGuuJPiadYdaxvRqtxyblIlVM7omAasROtKRht
gKwwRxo2a6878qBhTgUVlsqugpI/7ZC9RmO2Rpmr8WzDeAapGANfHN5bVr7G7GYG
wIrjvyxMrAVit/oM4wIDAQAB
-----END PUBLIC KEY-----
`;
const corpoDaChave = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
const urlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_');

describe('chave pública do Sungrow (SUNGROW_RSA_PUBLIC_KEY)', () => {
  it('sem configuração: a chave publicada do app web, e o Sungrow importável', () => {
    const config = loadConfig({});
    expect(config.portais.sungrowChavePublica).toBe(PEM_PUBLICADO);
    expect(fabricantesImportaveis(config)).toContain('sungrow');
    expect(clienteDoPortal(config, 'sungrow', { login: 'a', senha: 'b' })).toBeInstanceOf(ClienteSungrow);
  });

  it('a chave padrão cifra a chave AES em 128 bytes (RSA de 1024 bits)', async () => {
    let cabecalhos: Record<string, string> = {};
    const cliente = new ClienteSungrow({
      baseUrl: 'https://gateway.isolarcloud.com.hk',
      credenciais: { login: 'a', senha: 'b' },
      chavePublica: loadConfig({}).portais.sungrowChavePublica,
      fetch: (async (_url: string, init: RequestInit) => {
        cabecalhos = init.headers as Record<string, string>;
        return new Response('{}');
      }) as unknown as typeof fetch,
    });
    await cliente.entrar().catch(() => undefined);
    expect(Buffer.from(cabecalhos['x-random-secret-key'] ?? '', 'base64')).toHaveLength(128);
    expect(Buffer.from(cabecalhos['x-limit-obj'] ?? '', 'base64')).toHaveLength(128);
  });

  it('aceita PEM, base64 padrão e base64 URL-safe (como a chave é publicada)', () => {
    const corpo = corpoDaChave(PEM_PUBLICADO);
    expect(corpo).toMatch(/[+/]/);
    for (const forma of [PEM_PUBLICADO, PEM_PUBLICADO.replace(/\n/g, '\\n'), corpo, urlSafe(corpo)])
      expect(loadConfig({ SUNGROW_RSA_PUBLIC_KEY: forma }).portais.sungrowChavePublica).toBe(PEM_PUBLICADO);
  });

  it('a chave URL-safe do simulador funciona de ponta a ponta', async () => {
    const chave = urlSafe(corpoDaChave(sim.chavePublica));
    const config = loadConfig({ SUNGROW_URL: sim.url, SUNGROW_RSA_PUBLIC_KEY: chave });
    const c = clienteDoPortal(config, 'sungrow', { login: conta.login, senha: conta.senha });
    await expect(c?.entrar()).resolves.toBeUndefined();
  });

  it('chave quebrada: a configuração não carrega e o erro nomeia a variável', () => {
    for (const quebrada of [
      'abc',
      corpoDaChave(PEM_PUBLICADO).slice(0, 60),
      'não é chave',
      '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----',
    ])
      try {
        loadConfig({ SUNGROW_RSA_PUBLIC_KEY: quebrada });
        expect.unreachable(quebrada);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        expect((err as ConfigError).problems.join('\n')).toMatch(
          /^SUNGROW_RSA_PUBLIC_KEY: chave pública RSA do Sungrow inválida/,
        );
      }
  });

  it('chave de outro algoritmo (EC) também é recusada', () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => loadConfig({ SUNGROW_RSA_PUBLIC_KEY: pem })).toThrow(/SUNGROW_RSA_PUBLIC_KEY.*não é RSA/);
  });
});
