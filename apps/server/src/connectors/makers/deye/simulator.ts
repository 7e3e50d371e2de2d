import { randomBytes, randomUUID } from 'node:crypto';
import {
  type ContaDeTeste,
  kwpDaUsina,
  type OpcoesSimulador,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from '../contrato.ts';
import { iniciarServidorSimulado, type PedidoSimulado, type RespostaSimulada } from '../servidor-simulado.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';
import type { StatusInversor } from '../types.ts';
import { senhaDeye } from './protocolo.ts';

// A local Deye Cloud developer OpenAPI, after docs/fabricantes/deye-cloud.md: every call a POST
// of JSON under /v1.0; the token call checks App ID (query), App Secret, e-mail/user name and the
// SHA-256 of the password, answers the token fields at the top level, and counts wrong passwords
// down ("Incorrect password, N attempt remaining"); data calls want `Authorization: bearer …`,
// an unknown token gets 2101019 "auth invalid token" and an expired one HTTP 500 with a Java
// UndeclaredThrowableException (as a live expired token presents); stations with numeric ids in
// pages; devices of up to 10 stations; device/latest for up to 10 serials with key/value/unit
// rows; station/history by day (endAt excluded) and 5-minute frames at epoch seconds; the rate
// limit as 2101002 "client execute Too Frequently".

/** Wrong passwords before the account locks: the first refusal says "4 attempt remaining" (B). */
const TENTATIVAS = 5;
const FUSO_MS = -3 * 3_600_000;

/** device/latest `deviceState`: 1 online, 2 alarm, 3 offline (B). */
const ESTADO: Record<StatusInversor, number> = { online: 1, erro: 2, offline: 3, inativo: 3 };
/** station/device `connectStatus`: 1 online, 0 offline (an alarmed inverter is still connected). */
const CONEXAO: Record<StatusInversor, number> = { online: 1, erro: 1, offline: 0, inativo: 0 };

function estadoDaEstacao(u: UsinaDeTeste): string {
  const off = u.inversores.filter((i) => i.status === 'offline').length;
  if (u.inversores.length === 0) return 'NO_DEVICE';
  if (off === 0) return 'NORMAL';
  return off === u.inversores.length ? 'ALL_OFFLINE' : 'PARTIAL_OFFLINE';
}

export interface OpcoesSimuladorDeye extends OpcoesSimulador {
  /**
   * The other data centre: it issues a token to any well-formed request and then refuses every
   * data call with "auth invalid token" (B: "wrong region tokens are issued fine and then rejected").
   */
  outroCentro?: boolean;
}

export async function iniciarSimuladorDeye(
  contas: ContaDeTeste[],
  opcoes: OpcoesSimuladorDeye = {},
): Promise<SimuladorDePortal> {
  const agora = opcoes.agora ?? (() => new Date());
  const tokens = new Map<string, ContaDeTeste>();
  const expirados = new Set<string>();
  const erradas = new Map<ContaDeTeste, number>();
  let logins = 0;
  const kwp = kwpDaUsina;
  const requestId = () => randomBytes(8).toString('hex');
  const ok = (corpo: object): RespostaSimulada => ({
    corpo: { code: '1000000', msg: 'success', success: true, requestId: requestId(), ...corpo },
  });
  const recusa = (code: string, msg: string, status = 200): RespostaSimulada => ({
    status,
    corpo: { code, msg, success: false, requestId: requestId() },
  });
  const segundos = () => Math.floor(agora().getTime() / 1000);
  const energiaDe = (u: UsinaDeTeste, data: string) => {
    const { data: hoje, hora } = diaLocal(agora());
    return data === hoje
      ? energiaAteAHora(kwp(u), u.latitude, data, hora, u.id)
      : energiaDoDia(kwp(u), u.latitude, data, u.id);
  };

  function token(p: PedidoSimulado, b: Record<string, unknown>): RespostaSimulada {
    const emitir = (conta: ContaDeTeste | null) => {
      logins++;
      const t = `eyJhbGciOiJSUzI1NiJ9.${randomBytes(12).toString('base64url')}.sig`;
      if (conta) tokens.set(t, conta);
      return ok({
        accessToken: t,
        refreshToken: randomUUID(),
        expiresIn: '5183999',
        scope: 'all',
        uid: 21234567,
      });
    };
    const login = b.email ?? b.username ?? b.mobile;
    if (opcoes.outroCentro) return login && b.password ? emitir(null) : recusa('2101006', 'invalid param');
    const appId = p.url.searchParams.get('appId');
    const conta = contas.find((c) => c.credenciais.login === login);
    // Wrong App ID/Secret or unknown account: the exact answer was not seen (grade C).
    if (
      !conta ||
      conta.credenciais.chaves?.appId !== appId ||
      conta.credenciais.chaves?.appSecret !== b.appSecret
    )
      return recusa('2101006', 'invalid param');
    const feitas = erradas.get(conta) ?? 0;
    // Wording of the locked account not seen (grade C); the countdown is (B).
    if (feitas >= TENTATIVAS)
      return {
        corpo: { error: 'Account locked', error_description: '', code: 'Account locked', param: null },
      };
    if (b.password !== senhaDeye(conta.credenciais.senha)) {
      erradas.set(conta, feitas + 1);
      const restam = TENTATIVAS - feitas - 1;
      const texto = `Incorrect password, ${restam} attempt remaining`;
      return { corpo: { error: texto, error_description: '', code: 'Incorrect password', param: null } };
    }
    erradas.delete(conta);
    return emitir(conta);
  }

  function tratar(p: PedidoSimulado): RespostaSimulada {
    if (p.metodo !== 'POST') return recusa('404', 'not found', 404);
    const b = JSON.parse(p.texto || '{}') as Record<string, unknown>;
    if (p.url.pathname === '/v1.0/account/token') return token(p, b);
    const t = String(p.headers.authorization ?? '').replace(/^bearer /i, '');
    if (expirados.has(t))
      return {
        status: 500,
        corpo: {
          timestamp: agora().getTime(),
          status: 500,
          error: 'Internal Server Error',
          exception: 'java.lang.reflect.UndeclaredThrowableException',
          message: 'No message available',
          path: p.url.pathname,
        },
      };
    const conta = tokens.get(t);
    if (!conta) return recusa('2101019', 'auth invalid token');
    const usina = (id: unknown) => conta.usinas.find((u) => u.id === String(id));
    const pagina = <T>(itens: T[]) => {
      const n = Math.max(1, Number(b.page ?? 1));
      const tamanho = Math.min(Math.max(1, Number(b.size ?? 10)), 100);
      return itens.slice((n - 1) * tamanho, n * tamanho);
    };
    const { data: hoje, hora } = diaLocal(agora());
    switch (p.url.pathname) {
      case '/v1.0/station/list':
        return ok({
          total: conta.usinas.length,
          stationList: pagina(conta.usinas).map((u) => ({
            id: Number(u.id),
            name: u.nome,
            locationLat: u.latitude,
            locationLng: -46.6,
            locationAddress: 'São Paulo SP',
            regionTimezone: 'America/Sao_Paulo',
            installedCapacity: kwp(u),
            connectionStatus: estadoDaEstacao(u),
            generationPower: potenciaNaHora(kwp(u), u.latitude, hoje, hora, u.id),
            batterySOC: null,
            lastUpdateTime: segundos() + 0.0,
          })),
        });
      case '/v1.0/station/latest': {
        const u = usina(b.stationId);
        if (!u) return recusa('2101030', 'station not found');
        const pot = potenciaNaHora(kwp(u), u.latitude, hoje, hora, u.id);
        return ok({
          generationPower: pot,
          consumptionPower: 820.0,
          gridPower: 820.0 - pot,
          purchasePower: 0.0,
          wirePower: 820.0 - pot,
          batteryPower: null,
          batterySOC: null,
          lastUpdateTime: segundos(),
        });
      }
      case '/v1.0/station/device': {
        const ids = Array.isArray(b.stationIds) ? b.stationIds : [];
        if (ids.length > 10) return recusa('2101006', 'stationIds size must be <= 10');
        const itens = ids.flatMap((id) =>
          (usina(id)?.inversores ?? []).map((i, n) => ({
            deviceSn: i.serial,
            deviceId: 200203179 + n,
            deviceType: 'INVERTER',
            stationId: Number(id),
            connectStatus: CONEXAO[i.status],
            collectionTime: segundos(),
          })),
        );
        return ok({ total: itens.length, deviceListItems: pagina(itens) });
      }
      case '/v1.0/device/latest': {
        const sns = Array.isArray(b.deviceList) ? b.deviceList.map(String) : [];
        if (sns.length > 10) return recusa('2101006', 'deviceList size must be <= 10');
        const deviceDataList = [];
        for (const u of conta.usinas)
          for (const i of u.inversores) {
            if (!sns.includes(i.serial)) continue;
            const pot = i.status === 'offline' ? 0 : potenciaNaHora(i.kw, u.latitude, hoje, hora, i.serial);
            deviceDataList.push({
              deviceSn: i.serial,
              deviceType: 'INVERTER',
              deviceState: ESTADO[i.status],
              collectionTime: segundos(),
              dataList: [
                { key: 'RatedPower', value: (i.kw * 1000).toFixed(2), unit: 'W' },
                { key: 'TotalActiveACOutputPower', value: pot.toFixed(2), unit: 'W' },
                { key: 'TotalActiveProduction', value: (i.kw * 1400).toFixed(2), unit: 'kWh' },
                { key: 'DailyActiveProduction', value: '3.80', unit: 'kWh' },
              ],
            });
          }
        return ok({ deviceDataList });
      }
      case '/v1.0/station/history': {
        const u = usina(b.stationId);
        if (!u) return recusa('2101030', 'station not found');
        const inicio = String(b.startAt);
        if (b.granularity === 1) {
          // Frames of that day (Brasília), every 5 minutes, power only (A), epoch seconds (B).
          const meiaNoite = (Date.parse(`${inicio}T00:00:00Z`) - FUSO_MS) / 1000;
          const itens = Array.from({ length: 288 }, (_, i) => ({
            generationPower: potenciaNaHora(kwp(u), u.latitude, inicio, (i * 5) / 60, u.id),
            consumptionPower: 300.0,
            batterySOC: null,
            timeStamp: meiaNoite + i * 300,
          }));
          return ok({ total: itens.length, stationDataItems: itens });
        }
        if (b.granularity !== 2) return recusa('2101006', 'granularity not supported here');
        const itens = [];
        for (
          let d = new Date(`${inicio}T12:00:00Z`), n = 0;
          d.toISOString().slice(0, 10) < String(b.endAt) && n < 31;
          d.setUTCDate(d.getUTCDate() + 1), n++
        ) {
          const data = d.toISOString().slice(0, 10);
          if (data > hoje) break;
          const geracao = energiaDe(u, data);
          itens.push({
            year: d.getUTCFullYear(),
            month: d.getUTCMonth() + 1,
            day: d.getUTCDate(),
            generationValue: geracao,
            consumptionValue: 14.0,
            gridValue: Math.max(0, Math.round((geracao - 10) * 10) / 10),
            purchaseValue: 2.3,
            chargeValue: 0,
            dischargeValue: 0,
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
      limite: {
        corpo: {
          code: '2101002',
          success: false,
          msg: 'client execute Too Frequently',
          requestId: '1a0f3163aeb39086',
        },
      },
    },
    tratar,
  );
  return {
    url: `${servidor.origem}/v1.0`,
    logins: () => logins,
    expirarSessoes: () => {
      for (const t of tokens.keys()) expirados.add(t);
      tokens.clear();
    },
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
