// Over 400 lines: one maker's whole protocol (hashes, protobuf, login variants, errors, hosts).
import { hashRawSync } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContaDeTeste } from '../contrato.ts';
import { energiaDoDia } from '../simulation.ts';
import { ClienteHoymiles } from './client.ts';
import {
  diaDoRotulo,
  erroDoLogin,
  jsonComIdsEmTexto,
  kwDoModeloHoymiles,
  kwhDeWh,
  statusDoMicro,
} from './formato.ts';
import { floats, lerGrafico, lerMensagem, lerVarint, ProtobufInvalido } from './protobuf.ts';
import { chArgon2, chSemSal, decodificarSal, senhaLegada } from './senha.ts';
import { iniciarSimuladorHoymiles, type SimuladorHoymiles } from './simulator.ts';

const AGORA = new Date('2026-11-22T16:00:00Z');
const GRANDE = '9007199254740993'; // 2^53 + 1: not exact as a JS number

const conta = (login: string, senha: string, id = '6886470', micros = 3): ContaDeTeste => ({
  credenciais: { login, senha },
  usinas: [
    {
      id,
      nome: 'Sítio Boa Vista',
      latitude: -18.9,
      inversores: Array.from({ length: micros }, (_, i) => ({
        serial: `1161803${String(12345 + i).padStart(5, '0')}`,
        modelo: 'HMS-2000-4T',
        kw: 2,
        status: i === 1 ? ('offline' as const) : ('online' as const),
      })),
    },
  ],
});

const argon = conta('argon@exemplo.com.br', 'Solar@2026');
const pontilhada = conta('pontilhada@exemplo.com.br', 'Solar@2026');
const sha = conta('sha@exemplo.com.br', 'Solar@2026');
const travada = conta('travada@exemplo.com.br', 'Solar@2026');
const grande = conta('grande@exemplo.com.br', 'Solar@2026', GRANDE, 35);

let sim: SimuladorHoymiles;
beforeAll(async () => {
  sim = await iniciarSimuladorHoymiles([argon, pontilhada, sha, travada, grande], {
    agora: () => AGORA,
    formas: { [pontilhada.credenciais.login]: 'md5sha', [sha.credenciais.login]: 'sha256' },
    bloqueadas: [travada.credenciais.login],
  });
});
afterAll(() => sim.fechar());

const cliente = (c: ContaDeTeste, extra: Partial<ConstructorParameters<typeof ClienteHoymiles>[0]> = {}) =>
  new ClienteHoymiles({ baseUrl: sim.url, credenciais: c.credenciais, esperaLimiteMs: 1, ...extra });

/** Bytes from hex groups ("0a 05 31…"), so a message can be written field by field. */
const hex = (...partes: string[]) => Uint8Array.from(Buffer.from(partes.join('').replace(/\s/g, ''), 'hex'));

const desde = (n: number) => sim.pedidos.slice(n).map((p) => p.caminho);

describe('Hoymiles: hashes da senha', () => {
  it('a biblioteca reproduz o vetor de referência do Argon2id (phc-winner-argon2 src/test.c)', () => {
    // hashtest(version, 2, 8, 1, "password", "somesalt", "9dfeb910…"): t=2, m=256 KiB, p=1.
    const tag = hashRawSync('password', {
      algorithm: 2,
      timeCost: 2,
      memoryCost: 256,
      parallelism: 1,
      outputLen: 32,
      salt: Buffer.from('somesalt'),
    });
    expect(tag.toString('hex')).toBe('9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe');
  });

  it('ch salgado: Argon2id t=3, m=32 MiB, p=1, 32 bytes, em hex, com o sal em hex', async () => {
    // Computed apart with Python's `cryptography` (which reproduces RFC 9106 §5.3's Argon2id tag
    // 0d640df5…e659 on this machine):
    //   Argon2id(salt=bytes.fromhex("8f3a1c5e9b2d4f6a7c8e0a1b3c5d7e9f"), length=32, iterations=3,
    //            lanes=1, memory_cost=32768).derive(b"Solar@2026").hex()
    await expect(chArgon2('Solar@2026', '8f3a1c5e9b2d4f6a7c8e0a1b3c5d7e9f')).resolves.toBe(
      '1c627d3d509a45e44d2311546427887e68c95ec14ae1277915e5390aefc4b4a9',
    );
  });

  it('sal: hex quando é hex de tamanho par, senão Base64, senão UTF-8', () => {
    expect(decodificarSal('8f3a').toString('hex')).toBe('8f3a');
    expect(decodificarSal('c29tZXNhbHQ=').toString()).toBe('somesalt');
    expect(decodificarSal('sal curto!').toString()).toBe('sal curto!');
    // Odd-length hex digits are not hex.
    expect(decodificarSal('abc').toString()).toBe('abc');
  });

  it('sem sal: md5 hex + "." + Base64(sha256), depois sha256 hex; legado: md5 hex', () => {
    // printf '%s' 'Solar@2026' | openssl dgst -md5 / -sha256 ; … -sha256 -binary | openssl base64
    expect(chSemSal('Solar@2026')).toEqual([
      {
        nome: 'md5.sha256b64',
        ch: '56a48886e99c2374ed3b0c0a7160bb8c.ortXRehIBLXx84BgZkjVQqaRXd1YJzMcmIOgbgAhyPs=',
      },
      { nome: 'sha256hex', ch: 'a2bb5745e84804b5f1f380606648d542a6915ddd5827331c9883a06e0021c8fb' },
    ]);
    // printf '%s' 123456 | openssl dgst -md5
    expect(senhaLegada('123456')).toBe('e10adc3949ba59abbe56e057f20f883e');
  });
});

describe('Hoymiles: leitor de protobuf', () => {
  it('varint: 1, 150 (96 01) e 300 (ac 02), com a posição seguinte', () => {
    expect(lerVarint(Uint8Array.from([0x01]), 0)).toEqual({ valor: 1n, pos: 1 });
    expect(lerVarint(Uint8Array.from([0x96, 0x01]), 0)).toEqual({ valor: 150n, pos: 2 });
    expect(lerVarint(Uint8Array.from([0xff, 0xac, 0x02]), 1)).toEqual({ valor: 300n, pos: 3 });
    const max = Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
    expect(lerVarint(max, 0).valor).toBe(2n ** 64n - 1n);
  });

  it('os quatro tipos de fio: varint, fixed64, delimitado e fixed32', () => {
    const b = hex(
      '08 96 01', // field 1, varint 150
      '11 01 02 03 04 05 06 07 08', // field 2, fixed64
      '1a 03 61 62 63', // field 3, "abc"
      '25 00 00 80 3f', // field 4, fixed32 = 1.0f
    );
    const campos = lerMensagem(b);
    expect(campos.map((c) => [c.numero, c.tipo])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [4, 5],
    ]);
    expect(campos[0]?.valor).toBe(150n);
    expect([...((campos[1]?.valor as Uint8Array | undefined) ?? [])]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new TextDecoder().decode(campos[2]?.valor as Uint8Array)).toBe('abc');
    expect(floats(campos, 4)).toEqual([1]);
  });

  it('floats empacotados em little-endian: 1.0 = 00 00 80 3f, 2.5 = 00 00 20 40, -0.5 = 00 00 00 bf', () => {
    expect(floats(lerMensagem(hex('12 0c', '00 00 80 3f', '00 00 20 40', '00 00 00 bf')), 2)).toEqual([
      1, 2.5, -0.5,
    ]);
  });

  it('o gráfico montado à mão: rótulos (1), série {nome 1, valores 2} (2) e a data (3)', () => {
    const b = hex(
      '0a 05 31 30 3a 30 30', // field 1, "10:00"
      '0a 05 31 30 3a 31 35', // field 1, "10:15"
      '12 16', // field 2, 22 bytes:
      '0a 0a 67 72 69 64 5f 70 6f 77 65 72', //   field 1, "grid_power"
      '12 08 00 00 80 3f 00 00 20 40', //   field 2, packed [1.0, 2.5]
      '1a 0a 32 30 32 36 2d 31 31 2d 32 31', // field 3, "2026-11-21"
      '20 07', // field 4, varint 7: unknown, skipped
    );
    expect(lerGrafico(b)).toEqual({
      rotulos: ['10:00', '10:15'],
      series: [{ nome: 'grid_power', valores: [1, 2.5] }],
      data: '2026-11-21',
    });
    expect(lerGrafico(new Uint8Array())).toEqual({ rotulos: [], series: [], data: null });
  });

  it('bytes que não são protobuf: truncado, grupo, float torto', () => {
    expect(() => lerMensagem(Uint8Array.from([0x0a, 0x05, 0x61]))).toThrow(ProtobufInvalido);
    expect(() => lerMensagem(Uint8Array.from([0x08, 0x96]))).toThrow(ProtobufInvalido);
    expect(() => lerMensagem(Uint8Array.from([0x0b]))).toThrow(ProtobufInvalido);
    expect(() => floats(lerMensagem(Uint8Array.from([0x12, 0x03, 1, 2, 3])), 2)).toThrow(ProtobufInvalido);
  });
});

describe('Hoymiles: login', () => {
  it('com sal: pré-inspeção, Argon2id e token cru no Authorization', async () => {
    const n = sim.pedidos.length;
    const vistos: Array<string | null> = [];
    const c = cliente(argon, {
      fetch: (url, init) => {
        vistos.push(new Headers(init?.headers).get('authorization'));
        return fetch(url, init);
      },
    });
    await expect(c.listarUsinas()).resolves.toHaveLength(1);
    expect(desde(n).slice(0, 2)).toEqual(['/iam/pub/3/auth/pre-insp', '/iam/pub/3/auth/login']);
    expect(vistos[0]).toBeNull();
    expect(vistos[2]).toMatch(/^3\.[0-9a-f]{24}$/);
  });

  it('sem sal: a forma md5.sha256 entra na primeira', async () => {
    const n = sim.pedidos.length;
    await cliente(pontilhada).entrar();
    expect(desde(n)).toEqual(['/iam/pub/3/auth/pre-insp', '/iam/pub/3/auth/login']);
  });

  it('sem sal: recusada a primeira forma, pede outro nonce e entra com sha256 hex', async () => {
    const n = sim.pedidos.length;
    await cliente(sha).entrar();
    expect(desde(n)).toEqual([
      '/iam/pub/3/auth/pre-insp',
      '/iam/pub/3/auth/login',
      '/iam/pub/3/auth/pre-insp',
      '/iam/pub/3/auth/login',
    ]);
    const nonces = sim.pedidos.slice(n).filter((p) => p.caminho.endsWith('/login'));
    expect(JSON.parse(nonces[0]?.corpo ?? '{}').n).not.toBe(JSON.parse(nonces[1]?.corpo ?? '{}').n);
  });

  it('senha errada sem sal: duas formas e para (cada tentativa conta no limite diário)', async () => {
    const n = sim.pedidos.length;
    const antes = sim.logins();
    await expect(cliente(conta(sha.credenciais.login, 'errada')).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: 'Login ou senha do portal incorretos',
    });
    expect(desde(n).filter((c) => c.endsWith('/login'))).toHaveLength(2);
    expect(sim.logins()).toBe(antes);
  });

  it('senha errada com sal: uma tentativa só', async () => {
    const n = sim.pedidos.length;
    await expect(cliente(conta(argon.credenciais.login, 'errada')).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
    });
    expect(desde(n).filter((c) => c.endsWith('/login'))).toHaveLength(1);
  });

  it('"user login times limited per day": conta bloqueada por hoje', async () => {
    await expect(cliente(travada).entrar()).rejects.toMatchObject({ tipo: 'bloqueada' });
  });

  it('sem o login v3 (404): usa o legado v0 com md5', async () => {
    const legado = await iniciarSimuladorHoymiles([argon], { agora: () => AGORA, soLegado: true });
    try {
      const c = new ClienteHoymiles({ baseUrl: legado.url, credenciais: argon.credenciais });
      await expect(c.listarUsinas()).resolves.toHaveLength(1);
      const pedido = legado.pedidos.find((p) => p.caminho === '/iam/pub/0/auth/login');
      expect(JSON.parse(pedido?.corpo ?? '{}')).toEqual({
        user_name: argon.credenciais.login,
        password: senhaLegada('Solar@2026'),
      });
      await expect(
        new ClienteHoymiles({
          baseUrl: legado.url,
          credenciais: { ...argon.credenciais, senha: 'x' },
        }).entrar(),
      ).rejects.toMatchObject({ tipo: 'credenciais' });
    } finally {
      await legado.fechar();
    }
  });

  it('mensagens do login viram o erro certo', () => {
    const tipo = (status: string, message: string) => erroDoLogin({ status, message }).tipo;
    expect(tipo('1', 'Log in failed, please check your account and password.')).toBe('credenciais');
    expect(tipo('7', 'x')).toBe('credenciais');
    expect(tipo('2', 'Invalid credentials')).toBe('credenciais');
    expect(tipo('1', 'user login times limited per day')).toBe('bloqueada');
    expect(tipo('9', 'The account can only be used for logging in to the S-Miles Home app')).toBe(
      'credenciais',
    );
    expect(tipo('9', 'The version is low, please update to the latest version')).toBe('protocolo');
    expect(tipo('2', 'nonce invalid')).toBe('protocolo');
  });
});

describe('Hoymiles: endereços regionais', () => {
  it('um endereço fora do ar não impede o login no seguinte, que fica para os dados', async () => {
    const c = new ClienteHoymiles({
      baseUrl: `http://127.0.0.1:9,${sim.url}`,
      credenciais: argon.credenciais,
      timeoutMs: 10_000,
    });
    await expect(c.listarUsinas()).resolves.toHaveLength(1);
  });

  it('senha errada não é tentada no outro endereço; conta S-Miles Home é', async () => {
    const outro = await iniciarSimuladorHoymiles([], { agora: () => AGORA });
    try {
      const n = outro.pedidos.length;
      const c = new ClienteHoymiles({
        baseUrl: `${sim.url},${outro.url}`,
        credenciais: { ...argon.credenciais, senha: 'x' },
      });
      await expect(c.entrar()).rejects.toMatchObject({ tipo: 'credenciais' });
      expect(outro.pedidos.length).toBe(n);
      // A host that sends the account to the S-Miles Home gateway: the next one is tried.
      const home: typeof fetch = async (url, init) =>
        String(url).startsWith(outro.url)
          ? new Response(
              JSON.stringify({
                status: '1',
                message: 'The account can only be used for logging in to the S-Miles Home app',
              }),
            )
          : fetch(url, init);
      const h = new ClienteHoymiles({
        baseUrl: `${outro.url},${sim.url}`,
        credenciais: argon.credenciais,
        fetch: home,
      });
      await expect(h.entrar()).resolves.toBeUndefined();
    } finally {
      await outro.fechar();
    }
  });
});

describe('Hoymiles: dados, unidades e ids', () => {
  it('usinas: ids em texto mesmo além de 2^53, sid enviado como número, W e Wh → kWh, kWp', async () => {
    const n = sim.pedidos.length;
    const [u] = await cliente(grande).listarUsinas();
    expect(u?.id).toBe(GRANDE);
    expect(u?.potenciaKwp).toBe(70);
    expect(u?.potenciaAtualW).toBeGreaterThan(1000);
    expect(u?.potenciaAtualW).toBeLessThanOrEqual(70_000);
    expect(u?.energiaHojeKwh).toBeGreaterThan(1);
    expect(u?.energiaHojeKwh).toBeLessThan(70 * 8);
    const real = sim.pedidos.slice(n).find((p) => p.caminho.endsWith('/count_station_real_data'));
    expect(real?.corpo).toBe(`{"sid":${GRANDE}}`);
    expect(jsonComIdsEmTexto(`{"id": ${GRANDE}, "sid":1,"x":${GRANDE}}`)).toEqual({
      id: GRANDE,
      sid: '1',
      x: Number(GRANDE),
    });
    expect(kwhDeWh('14210')).toBe(14.21);
    expect(kwhDeWh(12873900)).toBe(12873.9);
    expect(kwhDeWh('')).toBeNull();
    expect(kwhDeWh('n/a')).toBeNull();
  });

  it('micros em páginas (page e page_num), com status e potência do modelo', async () => {
    const n = sim.pedidos.length;
    const micros = await cliente(grande, { porPagina: 10 }).listarInversores(GRANDE);
    expect(micros).toHaveLength(35);
    const paginas = sim.pedidos
      .slice(n)
      .filter((p) => p.caminho.endsWith('/micro/select_by_station'))
      .map((p) => p.corpo);
    expect(paginas).toEqual(
      [1, 2, 3, 4].map((p) => `{"sid":${GRANDE},"page":${p},"page_num":${p},"page_size":10,"show_warn":0}`),
    );
    expect(micros[0]).toEqual({
      serial: '116180312345',
      nome: 'HMS-2000-4T',
      tipo: 'microinversor',
      capacidadeKwp: 2,
      potenciaAtualW: null,
      energiaTotalKwh: null,
      status: 'online',
    });
    expect(micros[1]?.status).toBe('offline');
  });

  it('status do micro e potência pelo modelo', () => {
    expect(statusDoMicro({ warn_data: { connect: true } })).toBe('online');
    expect(statusDoMicro({ warn_data: { connect: false } })).toBe('offline');
    expect(statusDoMicro({})).toBe('offline');
    expect(kwDoModeloHoymiles('HMS-2000-4T')).toBe(2);
    expect(kwDoModeloHoymiles('HM-800')).toBe(0.8);
    expect(kwDoModeloHoymiles('HMS-800-2WB')).toBe(0.8);
    expect(kwDoModeloHoymiles('HMT-2250-6T')).toBe(2.25);
    expect(kwDoModeloHoymiles('Sol-H1000H')).toBe(1);
    expect(kwDoModeloHoymiles('DTU-Pro')).toBeNull();
    expect(kwDoModeloHoymiles(undefined)).toBeNull();
  });

  it('mês em protobuf (pv_eq em Wh) e curva do dia (W a cada 15 min)', async () => {
    const c = cliente(argon);
    const dias = await c.energiaDoMes('6886470', '2026-10');
    expect(dias).toHaveLength(31);
    expect(dias[0]?.data).toBe('2026-10-01');
    expect(dias[0]?.energiaKwh).toBeCloseTo(energiaDoDia(6, -18.9, '2026-10-01', '6886470'), 3);
    // The current month stops at today; a future one is empty.
    await expect(c.energiaDoMes('6886470', '2026-11')).resolves.toHaveLength(22);
    await expect(c.energiaDoMes('6886470', '2027-01')).resolves.toEqual([]);
    const curva = await c.curvaDoDia('6886470', '2026-11-21');
    expect(curva).toHaveLength(96);
    expect(curva[48]).toMatchObject({ hora: '12:00' });
    expect(Math.max(...curva.map((p) => p.potenciaW))).toBeGreaterThan(600);
  });

  it('rótulos do mês: número do dia ou a data; fora do mês é nulo', () => {
    expect(diaDoRotulo('7', '2026-02')).toBe('2026-02-07');
    expect(diaDoRotulo('07', '2026-02')).toBe('2026-02-07');
    expect(diaDoRotulo('2026-02-28', '2026-02')).toBe('2026-02-28');
    expect(diaDoRotulo('29', '2026-02')).toBeNull();
    expect(diaDoRotulo('2026-03-01', '2026-02')).toBeNull();
    expect(diaDoRotulo('12:00', '2026-02')).toBeNull();
  });
});

describe('Hoymiles: erros e sessão', () => {
  it('token vencido (status "100") num gráfico: entra de novo uma vez e lê o protobuf', async () => {
    const c = cliente(argon);
    await c.entrar();
    const antes = sim.logins();
    sim.expirarSessoes();
    await expect(c.curvaDoDia('6886470', '2026-11-21')).resolves.toHaveLength(96);
    expect(sim.logins()).toBe(antes + 1);
  });

  it('usina de outra conta: status "3" No Permission vira credenciais', async () => {
    await expect(cliente(argon).listarInversores('1553580')).rejects.toMatchObject({ tipo: 'credenciais' });
    await expect(cliente(argon).energiaDoMes('1553580', '2026-10')).rejects.toMatchObject({
      tipo: 'credenciais',
    });
  });

  const falso =
    (resposta: () => Response): typeof fetch =>
    async (url, init) =>
      String(url).includes('/iam/') ? fetch(url, init) : resposta();

  it('data "" com status "0" é token morto; 401 também; 429 é limite; 5xx é inacessível', async () => {
    let n = 0;
    const vazio = cliente(argon, {
      fetch: async (url, init) => {
        if (String(url).includes('/iam/')) return fetch(url, init);
        n++;
        return new Response(JSON.stringify({ status: '0', message: 'success', data: '' }));
      },
    });
    await expect(vazio.listarInversores('6886470')).rejects.toMatchObject({ tipo: 'sessao_expirada' });
    expect(n).toBe(2);
    await expect(
      cliente(argon, { fetch: falso(() => new Response('', { status: 401 })) }).listarUsinas(),
    ).rejects.toMatchObject({ tipo: 'sessao_expirada' });
    await expect(
      cliente(argon, { fetch: falso(() => new Response('x', { status: 429 })) }).listarUsinas(),
    ).rejects.toMatchObject({ tipo: 'limite', message: 'Hoymiles S-Miles Cloud limitou as chamadas' });
    await expect(
      cliente(argon, { fetch: falso(() => new Response('x', { status: 502 })) }).listarUsinas(),
    ).rejects.toMatchObject({ tipo: 'inacessivel' });
  });

  it('formato desconhecido: HTML, lista sem "list", protobuf quebrado, JSON de sucesso onde vinha protobuf', async () => {
    const com = (r: () => Response) => cliente(argon, { fetch: falso(r) });
    await expect(com(() => new Response('<html>oi</html>')).listarUsinas()).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringContaining(
        'Hoymiles S-Miles Cloud respondeu num formato que o Irradia não reconhece',
      ),
    });
    await expect(
      com(
        () => new Response(JSON.stringify({ status: '0', message: 'success', data: { rows: [] } })),
      ).listarUsinas(),
    ).rejects.toMatchObject({ tipo: 'protocolo' });
    await expect(
      com(() => new Response(Uint8Array.from([0x0a, 0x09, 0x31]))).curvaDoDia('6886470', '2026-11-21'),
    ).rejects.toMatchObject({ tipo: 'protocolo' });
    await expect(
      com(() => new Response(JSON.stringify({ status: '0', message: 'success', data: {} }))).curvaDoDia(
        '6886470',
        '2026-11-21',
      ),
    ).rejects.toMatchObject({ tipo: 'protocolo' });
  });

  it('limite: espera e tenta de novo; persistindo, falha como limite', async () => {
    const c = cliente(argon);
    await c.entrar();
    sim.limitar(2);
    await expect(c.listarInversores('6886470')).resolves.toHaveLength(3);
    sim.limitar(10);
    await expect(c.listarInversores('6886470')).rejects.toMatchObject({ tipo: 'limite' });
    sim.limitar(0);
  });
});
