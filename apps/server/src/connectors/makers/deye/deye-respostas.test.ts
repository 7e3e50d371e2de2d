import { describe, expect, it } from 'vitest';
import type { Credenciais } from '../types.ts';
import { ClienteDeye } from './client.ts';

// 13:00 in Brasília.
const AGORA = new Date('2026-11-22T16:00:00Z');
const CREDENCIAIS: Credenciais = {
  login: 'a@b.com',
  senha: 'Senha çé',
  chaves: { appId: '202506109376008', appSecret: 'segredo-do-app' },
};

// Bodies written here from the research note (not by the simulator): ids past 2^53, units other
// than W/kWh, a list without generationPower (station/latest then), frames at another zone, a real
// outage (HTTP 500 3201001) that must not cost a new token.
describe('Deye Cloud: respostas escritas à mão', () => {
  const GRANDE = '98765432109876543210';
  function nuvem(rotas: Record<string, (corpo: string) => Response>, chamadas: string[] = []): typeof fetch {
    return async (url, init) => {
      const caminho = new URL(String(url)).pathname.replace('/v1.0/', '');
      chamadas.push(caminho);
      const rota = rotas[caminho];
      if (rota) return rota(String(init?.body ?? ''));
      return new Response(JSON.stringify({ code: '404', success: false, msg: 'not found' }), { status: 404 });
    };
  }
  const json =
    (texto: string, status = 200) =>
    () =>
      new Response(texto, { status });
  const TOKEN = json(
    '{"code":"1000000","msg":"success","success":true,"accessToken":"tok","expiresIn":5183999}',
  );
  const clienteDe = (f: typeof fetch) =>
    new ClienteDeye({
      baseUrl: 'https://eu1-developer.deyecloud.com/v1.0',
      credenciais: CREDENCIAIS,
      fetch: f,
      agora: () => AGORA,
      esperaLimiteMs: 1,
    });

  it('id gigante, capacidade em outro campo, potência pelo station/latest, fuso de Manaus', async () => {
    const pedidos: string[] = [];
    const c = clienteDe(
      nuvem({
        'account/token': TOKEN,
        'station/list': json(
          `{"code":"1000000","success":true,"total":1,"stationList":[{"id":${GRANDE},"name":"Sítio","capacity":"8.2","regionTimezone":"America/Manaus","lastUpdateTime":1785330000.0}]}`,
        ),
        'station/latest': (corpo) => {
          pedidos.push(corpo);
          return new Response('{"code":"1000000","success":true,"generationPower":"4.51 kW"}');
        },
        'station/history': (corpo) => {
          pedidos.push(corpo);
          // 2026-11-22 in Manaus (UTC-4).
          return new Response(
            '{"code":"1000000","success":true,"stationDataItems":[{"year":2026,"month":11,"day":22,"generationValue":"12.5"}]}',
          );
        },
      }),
    );
    expect(await c.listarUsinas()).toEqual([
      {
        id: GRANDE,
        nome: 'Sítio',
        potenciaKwp: 8.2,
        potenciaAtualW: 4510,
        energiaHojeKwh: 12.5,
        energiaTotalKwh: null,
      },
    ]);
    expect(pedidos[0]).toBe(`{"stationId":${GRANDE}}`);
    expect(pedidos[1]).toBe(
      `{"stationId":${GRANDE},"granularity":2,"startAt":"2026-11-22","endAt":"2026-11-23"}`,
    );
  });

  it('unidades que mudam de escala no dataList (kW, MWh)', async () => {
    const c = clienteDe(
      nuvem({
        'account/token': TOKEN,
        'station/device': json(
          '{"code":"1000000","success":true,"total":2,"deviceListItems":[{"deviceSn":"D254033588C0","deviceType":"COLLECTOR","stationId":1,"connectStatus":1},{"deviceSn":"2505135714","deviceType":"INVERTER","stationId":1,"connectStatus":1}]}',
        ),
        'device/latest': json(
          '{"code":"1000000","success":true,"deviceDataList":[{"deviceSn":"2505135714","deviceType":"INVERTER","deviceState":1,"collectionTime":"2026-11-22 12:55:00","dataList":[{"key":"RatedPower","value":"8","unit":"kW"},{"key":"TotalSolarPower","value":"4.2","unit":"kW"},{"key":"TotalActiveProduction","value":"1.25","unit":"MWh"}]}]}',
        ),
      }),
    );
    expect(await c.listarInversores('1')).toEqual([
      {
        serial: '2505135714',
        nome: '2505135714',
        tipo: 'inverter',
        capacidadeKwp: 8,
        potenciaAtualW: 4200,
        energiaTotalKwh: 1250,
        status: 'online',
      },
    ]);
  });

  it('quadros em segundos no fuso da usina; quadros de outro dia ficam fora', async () => {
    // 2026-11-21 10:00 in Brasília is 13:00 UTC.
    const s = Date.parse('2026-11-21T13:00:00Z') / 1000;
    const c = clienteDe(
      nuvem({
        'account/token': TOKEN,
        'station/history': json(
          JSON.stringify({
            code: '1000000',
            success: true,
            stationDataItems: [
              { generationPower: 2450.0, timeStamp: s + 300 },
              { generationPower: 2380.5, timeStamp: s },
              { generationPower: null, timeStamp: s + 600 },
              { generationPower: 10, timeStamp: s + 86_400 },
            ],
          }),
        ),
      }),
    );
    expect(await c.curvaDoDia('61521934', '2026-11-21')).toEqual([
      { hora: '10:00', potenciaW: 2380.5 },
      { hora: '10:05', potenciaW: 2450 },
    ]);
  });

  it('HTTP 500 com 3201001 é indisponibilidade: nenhum token novo', async () => {
    const chamadas: string[] = [];
    const c = clienteDe(
      nuvem(
        {
          'account/token': TOKEN,
          'station/list': json(
            '{"code":"3201001","msg":"Service Currently Unavailable","success":false,"requestId":"232e2ab8dc064813"}',
            500,
          ),
        },
        chamadas,
      ),
    );
    await expect(c.listarUsinas()).rejects.toMatchObject({ tipo: 'inacessivel' });
    expect(chamadas.filter((x) => x === 'account/token')).toHaveLength(1);
  });

  it('lista sem stationList ou histórico sem datas: protocolo mudou', async () => {
    const semLista = clienteDe(
      nuvem({ 'account/token': TOKEN, 'station/list': json('{"code":"1000000","success":true,"list":[]}') }),
    );
    await expect(semLista.listarUsinas()).rejects.toMatchObject({ tipo: 'protocolo' });
    const semData = clienteDe(
      nuvem({
        'account/token': TOKEN,
        'station/history': json(
          '{"code":"1000000","success":true,"stationDataItems":[{"generationValue":3}]}',
        ),
      }),
    );
    await expect(semData.energiaDoMes('1', '2026-10')).rejects.toMatchObject({ tipo: 'protocolo' });
  });
});

describe('Deye Cloud: token novo também recusado', () => {
  it('HTTP 500 UndeclaredThrowable duas vezes: um token novo só, depois inacessível', async () => {
    const chamadas: string[] = [];
    const f: typeof fetch = async (url) => {
      const caminho = new URL(String(url)).pathname.replace('/v1.0/', '');
      chamadas.push(caminho);
      if (caminho === 'account/token')
        return new Response('{"code":"1000000","success":true,"accessToken":"tok","expiresIn":"5183999"}');
      return new Response('{"status":500,"exception":"java.lang.reflect.UndeclaredThrowableException"}', {
        status: 500,
      });
    };
    const c = new ClienteDeye({
      baseUrl: 'https://us1-developer.deyecloud.com/v1.0',
      credenciais: CREDENCIAIS,
      fetch: f,
      agora: () => AGORA,
    });
    await c.entrar();
    await expect(c.listarUsinas()).rejects.toMatchObject({ tipo: 'inacessivel' });
    expect(chamadas).toEqual(['account/token', 'station/list', 'account/token', 'station/list']);
  });
});
