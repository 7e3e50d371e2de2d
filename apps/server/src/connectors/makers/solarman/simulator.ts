import { randomUUID } from 'node:crypto';
import {
  type ContaDeTeste,
  kwpDaUsina,
  type OpcoesSimulador,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from '../contrato.ts';
import { iniciarServidorSimulado, type PedidoSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';
import { senhaSolarman } from './client.ts';

// A local Solarman OpenAPI: the token call checks App ID, App Secret and the SHA-256 of the
// password (success: false otherwise); bearer tokens that can be expired (HTTP 401); stations
// with numeric ids in pages; devices with connectStatus; current data as key/value/unit rows;
// daily history and 5-minute frames (their `dateTime` as text, as the one published example).

const CONEXAO = { online: 1, offline: 0, erro: 2, inativo: 0 } as const;

export async function iniciarSimuladorSolarman(
  contas: ContaDeTeste[],
  opcoes: OpcoesSimulador = {},
): Promise<SimuladorDePortal> {
  const agora = opcoes.agora ?? (() => new Date());
  const tokens = new Map<string, ContaDeTeste>();
  let logins = 0;
  const kwp = kwpDaUsina;
  const ok = (corpo: object): RespostaSimulada => ({
    corpo: { code: null, msg: null, success: true, requestId: randomUUID().slice(0, 8), ...corpo },
  });
  const recusa = (code: string, msg: string, status = 200): RespostaSimulada => ({
    status,
    corpo: { code, msg, success: false, requestId: randomUUID().slice(0, 8) },
  });
  const energiaDe = (u: UsinaDeTeste, data: string) => {
    const { data: hoje, hora } = diaLocal(agora());
    return data === hoje
      ? energiaAteAHora(kwp(u), u.latitude, data, hora, u.id)
      : energiaDoDia(kwp(u), u.latitude, data, u.id);
  };

  function tratar(p: PedidoSimulado): RespostaSimulada {
    const b = JSON.parse(p.texto || '{}') as Record<string, unknown>;
    if (p.url.pathname === '/account/v1.0/token') {
      const appId = p.url.searchParams.get('appId');
      const conta = contas.find(
        (c) =>
          c.credenciais.chaves?.appId === appId &&
          c.credenciais.chaves?.appSecret === b.appSecret &&
          (b.email ?? b.username) === c.credenciais.login &&
          senhaSolarman(c.credenciais.senha) === b.password,
      );
      if (!conta) return recusa('2101006', 'invalid param');
      logins++;
      const token = randomUUID();
      tokens.set(token, conta);
      return ok({
        access_token: token,
        token_type: 'bearer',
        refresh_token: randomUUID(),
        expires_in: '5183999',
        scope: 'all',
        uid: 21234567,
      });
    }
    const conta = tokens.get(String(p.headers.authorization ?? '').replace(/^bearer /i, ''));
    if (!conta) return recusa('2101019', 'auth invalid token', 401);
    const usina = conta.usinas.find((u) => String(u.id) === String(b.stationId));
    const pagina = <T>(itens: T[]) => {
      const n = Number(b.page ?? 1);
      const t = Math.min(Number(b.size ?? 10), 200);
      return itens.slice((n - 1) * t, n * t);
    };
    const { data: hoje, hora } = diaLocal(agora());
    switch (p.url.pathname) {
      case '/station/v1.0/list':
        return ok({
          total: conta.usinas.length,
          stationList: pagina(conta.usinas).map((u) => ({
            id: Number(u.id),
            name: u.nome,
            locationLat: u.latitude,
            locationLng: -46.6,
            regionNationId: 30,
            regionTimezone: 'America/Sao_Paulo',
            type: 'HOUSE_ROOF',
            installedCapacity: kwp(u),
            startOperatingTime: 1665933416,
            networkStatus: u.inversores.every((i) => i.status === 'online') ? 'NORMAL' : 'PARTIAL_OFFLINE',
            generationPower: potenciaNaHora(kwp(u), u.latitude, hoje, hora, u.id),
            lastUpdateTime: Math.floor(agora().getTime() / 1000),
          })),
        });
      case '/station/v1.0/realTime':
        if (!usina) return recusa('2101030', 'station not found');
        return ok({
          generationPower: potenciaNaHora(kwp(usina), usina.latitude, hoje, hora, usina.id),
          generationTotal: kwp(usina) * 1400,
          lastUpdateTime: Math.floor(agora().getTime() / 1000),
        });
      case '/station/v1.0/device': {
        if (!usina) return recusa('2101030', 'station not found');
        const itens = usina.inversores.map((i, n) => ({
          deviceSn: i.serial,
          deviceId: 200203179 + n,
          deviceType: 'INVERTER',
          connectStatus: CONEXAO[i.status],
          collectionTime: Math.floor(agora().getTime() / 1000),
        }));
        return ok({ total: itens.length, deviceListItems: pagina(itens) });
      }
      case '/device/v1.0/currentData': {
        for (const u of conta.usinas) {
          const i = u.inversores.find((x) => x.serial === b.deviceSn);
          if (!i) continue;
          const pot = i.status === 'online' ? potenciaNaHora(i.kw, u.latitude, hoje, hora, i.serial) : 0;
          return ok({
            deviceSn: i.serial,
            deviceType: 'INVERTER',
            dataList: [
              { key: 'APo_t1', name: 'Total AC Output Power (Active)', value: String(pot), unit: 'W' },
              {
                key: 'Et_ge0',
                name: 'Cumulative Production (Active)',
                value: String(i.kw * 1400),
                unit: 'kWh',
              },
              { key: 'Pr1', name: 'Rated Power', value: String(i.kw * 1000), unit: 'W' },
            ],
          });
        }
        return recusa('2101031', 'device not found');
      }
      case '/station/v1.0/history': {
        if (!usina) return recusa('2101030', 'station not found');
        const inicio = String(b.startTime);
        if (b.timeType === 1) {
          // The only published frame example carries `dateTime` as the station's clock in text
          // ("10:00"), not epoch seconds (reference/inverter-portals-verified.md §7).
          return ok({
            total: 288,
            stationDataItems: Array.from({ length: 288 }, (_, i) => ({
              generationPower: potenciaNaHora(kwp(usina), usina.latitude, inicio, (i * 5) / 60, usina.id),
              dateTime: `${String(Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}`,
            })),
          });
        }
        const itens = [];
        for (
          let d = new Date(`${inicio}T12:00:00Z`);
          d.toISOString().slice(0, 10) <= String(b.endTime);
          d.setUTCDate(d.getUTCDate() + 1)
        ) {
          const data = d.toISOString().slice(0, 10);
          if (data > hoje) break;
          itens.push({
            year: d.getUTCFullYear(),
            month: d.getUTCMonth() + 1,
            day: d.getUTCDate(),
            generationValue: energiaDe(usina, data),
          });
        }
        return ok({ total: itens.length, stationDataItems: itens });
      }
    }
    return recusa('404', 'not found', 404);
  }

  const servidor = await iniciarServidorSimulado(
    {
      porta: opcoes.porta,
      limite: { status: 429, corpo: { success: false, code: '429', msg: 'Too Many Requests' } },
    },
    tratar,
  );
  return {
    url: servidor.origem,
    logins: () => logins,
    expirarSessoes: () => tokens.clear(),
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
