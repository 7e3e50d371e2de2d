import { describe, expect, it } from 'vitest';
import { ErroPortal } from '../types.ts';
import { ClienteApsystems } from './client.ts';
import { erroDoCodigo, kwpDe, sistemasDasChaves, statusDoMicro } from './protocolo.ts';

// APsystems EMA OpenAPI: the wizard's system list, the manual's codes and answer shapes (bodies
// written from Manual V1.8 ch.3) read by the client without the simulator.

const AGORA = new Date('2026-11-22T16:00:00Z');
const APP_ID = '4029817264d4a0ab0184d4bf1b2e0001';
const SEGREDO = 'Ab3dE5gH7jK9';

describe('sistemas digitados no assistente (chave "sistemas")', () => {
  it('um SID por linha, com nome opcional; linhas vazias e repetidas ignoradas', () => {
    expect(
      sistemasDasChaves(
        ' E21E0441352570AB Casa do João \r\n\n9007199254740993;Galpão\nE21E0441352570AB outro\n0021A - Sítio\n',
      ),
    ).toEqual([
      { sid: 'E21E0441352570AB', nome: 'Casa do João' },
      { sid: '9007199254740993', nome: 'Galpão' },
      { sid: '0021A', nome: 'Sítio' },
    ]);
    expect(sistemasDasChaves('AZ12649A3DFF')).toEqual([{ sid: 'AZ12649A3DFF', nome: null }]);
    expect(sistemasDasChaves(undefined)).toEqual([]);
  });

  it('SID com caracteres estranhos: credencial a corrigir, dizendo a linha', () => {
    expect(() => sistemasDasChaves('AZ12649A3DFF\nE21E/0441 Casa')).toThrow(/linha 2/);
    const erro = (() => {
      try {
        sistemasDasChaves('ab');
      } catch (e) {
        return e;
      }
    })();
    expect(erro).toMatchObject({ tipo: 'credenciais' });
  });
});

describe('códigos do manual (§4.1) como erros do Irradia', () => {
  it.each([
    [2000, 'credenciais'],
    [2001, 'credenciais'],
    [2002, 'credenciais'],
    [2003, 'credenciais'],
    [2004, 'credenciais'],
    [2005, 'limite'],
    [7001, 'limite'],
    [7002, 'limite'],
    [7003, 'limite'],
    [5000, 'inacessivel'],
    [6000, 'inacessivel'],
    [4001, 'protocolo'],
    [1000, 'protocolo'],
    [3002, 'protocolo'],
  ])('código %i: %s', (codigo, tipo) => {
    expect(erroDoCodigo(codigo, 'systems/summary', 'E21E')).toMatchObject({ tipo });
  });

  it('mensagens em português: cota cobrada, autorização vencida, SID sem acesso', () => {
    expect(erroDoCodigo(2005, 'x', 'S').message).toMatch(/cota de consultas.*cobrado por consulta/);
    expect(erroDoCodigo(2003, 'x', 'S').message).toMatch(/expirou/);
    expect(erroDoCodigo(2004, 'x', 'E21E0441').message).toMatch(/sistema E21E0441/);
    expect(erroDoCodigo(2001, 'x', 'S').message).toBe('App ID ou App Secret da OpenAPI APsystems incorretos');
  });

  it('potência do sistema em kW por padrão; unidade explícita respeitada', () => {
    expect(kwpDe('4.4')).toBe(4.4);
    expect(kwpDe('1280 W')).toBeCloseTo(1.28, 6);
    expect(kwpDe('5.2kWp')).toBeCloseTo(5.2, 6);
    expect(kwpDe('')).toBeNull();
    expect(kwpDe(null)).toBeNull();
  });

  it('status do micro: luz 4 inativo, luz 3 offline, ausente do lote com irmãos presentes offline', () => {
    const lote = { presentes: new Set(['A']) };
    expect(statusDoMicro(4, 'A', lote)).toBe('inativo');
    expect(statusDoMicro(3, 'A', lote)).toBe('offline');
    expect(statusDoMicro(1, 'B', lote)).toBe('offline');
    expect(statusDoMicro(2, 'A', lote)).toBe('online');
    // Nobody reported yet today (dawn): nothing to compare with, nobody flagged.
    expect(statusDoMicro(1, 'B', { presentes: new Set() })).toBe('online');
    expect(statusDoMicro(1, 'B', null)).toBe('online');
  });
});

/** A client whose cloud answers `responder(url)` for every call. */
function clienteCom(
  responder: (url: URL) => { status?: number; corpo: unknown },
  sistemas = 'E21E0441352570AB',
) {
  const f: typeof fetch = async (entrada) => {
    const r = responder(new URL(String(entrada)));
    return new Response(typeof r.corpo === 'string' ? r.corpo : JSON.stringify(r.corpo), {
      status: r.status ?? 200,
    });
  };
  return new ClienteApsystems({
    baseUrl: 'https://api.apsystemsema.invalid:9282',
    credenciais: { login: APP_ID, senha: SEGREDO, chaves: { sistemas } },
    agora: () => AGORA,
    fetch: f,
    esperaLimiteMs: 1,
  });
}

const DETALHES = {
  code: 0,
  data: {
    sid: 'E21E0441352570AB',
    create_date: '2022-03-14',
    capacity: '4.4',
    type: 1,
    timezone: 'America/Sao_Paulo',
    ecu: ['216200012345', '216200012346'],
    light: 1,
    authorization_code: '',
  },
};

describe('APsystems: formas das respostas (corpos do manual)', () => {
  it('duas ECUs reportando em minutos diferentes: somadas em faixas de 5 minutos', async () => {
    const curva = await clienteCom((url) => {
      if (url.pathname.includes('/details/')) return { corpo: DETALHES };
      const a = url.pathname.endsWith('12345');
      return {
        corpo: {
          code: 0,
          data: a
            ? { time: ['10:00', '10:05'], power: ['100', '150'], energy: ['0.01', '0.01'], today: '1.2' }
            : { time: ['10:02', '10:07', '10:12'], power: ['50', '60', ''], energy: [], today: '0.5' },
        },
      };
    }).curvaDoDia('E21E0441352570AB', '2026-11-21');
    // A point without a reading ("") is left out, never a zero.
    expect(curva).toEqual([
      { hora: '10:00', potenciaW: 150 },
      { hora: '10:05', potenciaW: 210 },
    ]);
  });

  it('última leitura da ECU com mais de 30 min: potência atual nula, não um valor velho', async () => {
    const usinas = await clienteCom((url) => {
      if (url.pathname.includes('/details/'))
        return { corpo: { ...DETALHES, data: { ...DETALHES.data, ecu: ['216200012345'] } } };
      if (url.pathname.includes('/summary/'))
        return {
          corpo: { code: 0, data: { today: '3.10', month: '80.2', year: '900', lifetime: '12873.90' } },
        };
      // 13:00 now; the ECU last reported at 12:25.
      return {
        corpo: {
          code: 0,
          data: { time: ['12:20', '12:25'], power: ['800', '820'], energy: [], today: '3.1' },
        },
      };
    }).listarUsinas();
    expect(usinas).toEqual([
      {
        id: 'E21E0441352570AB',
        nome: 'Sistema E21E0441352570AB',
        potenciaKwp: 4.4,
        potenciaAtualW: null,
        energiaHojeKwh: 3.1,
        energiaTotalKwh: 12873.9,
      },
    ]);
  });

  it('"no data" (1001) é vazio, não erro; envelope sem code, HTML ou 5xx viram erros tipados', async () => {
    const semDados = clienteCom((url) =>
      url.pathname.includes('/details/') ? { corpo: DETALHES } : { corpo: { code: 1001, data: null } },
    );
    await expect(semDados.curvaDoDia('E21E0441352570AB', '2026-11-21')).resolves.toEqual([]);
    await expect(semDados.energiaDoMes('E21E0441352570AB', '2026-10')).resolves.toEqual([]);
    await expect(semDados.listarInversores('E21E0441352570AB')).resolves.toEqual([]);

    await expect(clienteCom(() => ({ corpo: { data: {} } })).entrar()).rejects.toMatchObject({
      tipo: 'protocolo',
      message: expect.stringContaining('o protocolo pode ter mudado'),
    });
    await expect(clienteCom(() => ({ corpo: '<html>' })).entrar()).rejects.toMatchObject({
      tipo: 'protocolo',
    });
    await expect(clienteCom(() => ({ status: 502, corpo: '' })).entrar()).rejects.toMatchObject({
      tipo: 'inacessivel',
    });
    await expect(clienteCom(() => ({ corpo: { code: 5000, data: null } })).entrar()).rejects.toMatchObject({
      tipo: 'inacessivel',
    });
    await expect(clienteCom(() => ({ corpo: { code: '2003', data: null } })).entrar()).rejects.toMatchObject({
      tipo: 'credenciais',
      message: expect.stringContaining('expirou'),
    });
    // Details without its ECU list: the shape changed.
    await expect(
      clienteCom(() => ({ corpo: { code: 0, data: { sid: 'E21E0441352570AB', capacity: '4.4' } } })).entrar(),
    ).rejects.toMatchObject({ tipo: 'protocolo' });
  });

  it('lote de potência do manual: chaves "uid-canal" somadas por micro, valores número ou texto', async () => {
    const micros = await clienteCom((url) => {
      if (url.pathname.includes('/details/'))
        return { corpo: { ...DETALHES, data: { ...DETALHES.data, ecu: ['216200012345'] } } };
      if (url.pathname.includes('/inverters/'))
        return {
          corpo: {
            code: 0,
            data: [
              {
                eid: '216200012345',
                type: 0,
                timezone: 'America/Sao_Paulo',
                inverter: [
                  { uid: '701000001234', type: 'DS3' },
                  { uid: '701000001235', type: 'DS3' },
                ],
              },
            ],
          },
        };
      return {
        corpo: {
          code: 0,
          data: {
            time: ['12:55', '13:00'],
            power: { '701000001234-1': [45, 56], '701000001234-2': ['40', '44'] },
          },
        },
      };
    }).listarInversores('E21E0441352570AB');
    expect(micros).toEqual([
      {
        serial: '701000001234',
        nome: 'DS3',
        tipo: 'DS3',
        capacidadeKwp: null,
        potenciaAtualW: 100,
        energiaTotalKwh: null,
        status: 'online',
      },
      {
        serial: '701000001235',
        nome: 'DS3',
        tipo: 'DS3',
        capacidadeKwp: null,
        potenciaAtualW: null,
        energiaTotalKwh: null,
        status: 'offline',
      },
    ]);
  });

  it('fuso inválido ou ausente: usa o de Brasília; erro desconhecido vira ErroPortal', async () => {
    const c = clienteCom((url) =>
      url.pathname.includes('/details/')
        ? { corpo: { ...DETALHES, data: { ...DETALHES.data, timezone: 'Lua/Base' } } }
        : { corpo: { code: 0, data: Array.from({ length: 30 }, () => '1.50') } },
    );
    await c.entrar();
    const nov = await c.energiaDoMes('E21E0441352570AB', '2026-11');
    expect(nov).toHaveLength(22);
    expect(nov[0]).toEqual({ data: '2026-11-01', energiaKwh: 1.5 });
    const erro = await clienteCom(() => ({ corpo: { code: 9999, data: null } }))
      .entrar()
      .catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ErroPortal);
    expect(erro).toMatchObject({ tipo: 'protocolo' });
  });
});
