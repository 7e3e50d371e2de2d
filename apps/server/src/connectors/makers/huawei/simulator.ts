// Over 400 lines: the NBI's envelope, sessions, lock-out, per-interface budgets and six data
// interfaces in one local server; split further it would only scatter the shared account state.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ContaDeTeste,
  type InversorDeTeste,
  kwpDaUsina,
  type OpcoesSimulador,
  type SimuladorDePortal,
  type UsinaDeTeste,
} from '../contrato.ts';
import { diaLocal, energiaAteAHora, energiaDoDia, potenciaNaHora } from '../simulation.ts';

// A local FusionSolar Northbound Interface, after docs/fabricantes/huawei-fusionsolar.md: POST
// /thirdData/<name> with a JSON body, always HTTP 200 and {success, failCode, message, params,
// data}; the login's token in the `xsrf-token` header (and the XSRF-TOKEN cookie), 30 minutes of
// validity, 305 without it; 407 for the frequency limit. With `cotas` it also keeps the vendor's
// budgets (5 logins / 10 min, lock after 5 wrong passwords, one call a minute per interface, the
// 5-minute and daily counts). Plants live at UTC−3 like every simulated plant.
//
// servidor-simulado.ts cannot set response headers (the token travels in one), hence the own server.

export interface OpcoesSimuladorHuawei extends OpcoesSimulador {
  /** Keep the vendor's budgets and lock-out (off by default: the contract suite logs in often). */
  cotas?: boolean;
  /** An older user or cloud: `stations` answers 401 and `getStationList` serves the plants. */
  apenasGetStationList?: boolean;
}

export interface SimuladorHuawei extends SimuladorDePortal {
  /** Every request: interface name, body, the token it carried and the simulator's clock. */
  pedidos: Array<{ nome: string; corpo: Record<string, unknown>; token: string | null; em: number }>;
  /** How many answers were 407 (the budgets', not `limitar`'s). */
  recusas407(): number;
}

const MIN = 60_000;
const DIA = 86_400_000;
const FUSO_MS = 3 * 3_600_000;

/** The device types the simulator serves: big inverters as string inverters (1), the rest residential (38). */
const tipoDoInversor = (i: InversorDeTeste) => (i.kw > 6 ? 1 : 38);

/** Device ids as the cloud sends them (Long): some past 2^53, some negative (vendor examples). */
function idDoDispositivo(n: number): string {
  return n % 2 === 0 ? (9_007_199_254_740_993n + BigInt(n)).toString() : `-${214_543_629_611_879 + n}`;
}

/** Midnight that starts a day at the plants' UTC−3. */
const meiaNoite = (data: string) => Date.parse(`${data}T00:00:00Z`) + FUSO_MS;
const dataDe = (t: number) => new Date(t - FUSO_MS).toISOString().slice(0, 10);

interface Dispositivo {
  id: string;
  usina: UsinaDeTeste;
  inversor: InversorDeTeste | null;
  devTypeId: number;
}

export async function iniciarSimuladorHuawei(
  contas: ContaDeTeste[],
  opcoes: OpcoesSimuladorHuawei = {},
): Promise<SimuladorHuawei> {
  const agora = () => (opcoes.agora ?? (() => new Date()))().getTime();
  const sessoes = new Map<string, { conta: ContaDeTeste; ate: number }>();
  const pedidos: SimuladorHuawei['pedidos'] = [];
  let logins = 0;
  let limitadas = 0;
  let recusas = 0;
  // Per user: login instants, wrong-password instants, lock end, calls per interface.
  const tentativas = new Map<string, number[]>();
  const erradas = new Map<string, number[]>();
  const travadoAte = new Map<string, number>();
  const chamadas = new Map<string, number[]>();

  const dispositivos = new Map<ContaDeTeste, Dispositivo[]>();
  let n = 0;
  for (const c of contas) {
    const lista: Dispositivo[] = [];
    for (const u of c.usinas) {
      for (const i of u.inversores)
        lista.push({ id: idDoDispositivo(n++), usina: u, inversor: i, devTypeId: tipoDoInversor(i) });
      // Every plant has a Dongle (62), which is not an inverter.
      lista.push({ id: idDoDispositivo(n++), usina: u, inversor: null, devTypeId: 62 });
    }
    dispositivos.set(c, lista);
  }

  const resposta = (
    failCode: number,
    data: unknown,
    params: Record<string, unknown> = {},
    message: string | null = null,
  ) => ({
    success: failCode === 0,
    failCode,
    message,
    params: { ...params, currentTime: agora() },
    data,
  });
  const falha = (failCode: number, message = '') => resposta(failCode, null, {}, message);

  /** Sliding-window budget of one user's interface: true when this call is over it. */
  function acimaDaCota(chave: string, maximo: number, janelaMs: number, intervaloMs: number): boolean {
    const t = agora();
    const lista = (chamadas.get(chave) ?? []).filter((x) => x > t - janelaMs);
    const ultima = lista[lista.length - 1];
    if (lista.length >= maximo || (ultima !== undefined && t - ultima < intervaloMs)) {
      chamadas.set(chave, lista);
      return true;
    }
    lista.push(t);
    chamadas.set(chave, lista);
    return false;
  }

  function cotaDe(
    nome: string,
    conta: ContaDeTeste,
  ): { maximo: number; janela: number; intervalo: number } | null {
    const p = Math.ceil(conta.usinas.length / 100);
    const devs = dispositivos.get(conta) ?? [];
    const porTipo = new Map<number, number>();
    for (const d of devs) porTipo.set(d.devTypeId, (porTipo.get(d.devTypeId) ?? 0) + 1);
    const d = [...porTipo.values()].reduce((a, x) => a + Math.ceil(x / 100), 0);
    switch (nome) {
      case 'getStationList':
      case 'stations':
        return { maximo: 24, janela: DIA, intervalo: MIN };
      case 'getStationRealKpi':
        return { maximo: p, janela: 5 * MIN, intervalo: MIN };
      case 'getDevRealKpi':
        return { maximo: d, janela: 5 * MIN, intervalo: 0 };
      case 'getDevList':
      case 'getKpiStationHour':
      case 'getKpiStationDay':
        return { maximo: p + 24, janela: DIA, intervalo: MIN };
      default:
        return null;
    }
  }

  function login(corpo: Record<string, unknown>): { corpo: unknown; token?: string } {
    const usuario = String(corpo.userName ?? '');
    const t = agora();
    const conta = contas.find((c) => c.credenciais.login === usuario);
    if (!conta) return { corpo: falha(20001) };
    if (opcoes.cotas) {
      const feitas = (tentativas.get(usuario) ?? []).filter((x) => x > t - 10 * MIN);
      if (feitas.length >= 5) {
        recusas++;
        return { corpo: falha(407, 'ACCESS_FREQUENCY_IS_TOO_HIGH') };
      }
      tentativas.set(usuario, [...feitas, t]);
      if ((travadoAte.get(usuario) ?? 0) > t) return { corpo: falha(20403) };
    }
    if (conta.credenciais.senha !== corpo.systemCode) {
      const lista = [...(erradas.get(usuario) ?? []).filter((x) => x > t - 10 * MIN), t];
      erradas.set(usuario, lista);
      if (opcoes.cotas && lista.length >= 5) travadoAte.set(usuario, t + 30 * MIN);
      return { corpo: falha(20400) };
    }
    logins++;
    const token = `x-${randomUUID().replace(/-/g, '')}`;
    sessoes.set(token, { conta, ate: t + 30 * MIN });
    return { corpo: resposta(0, null), token };
  }

  const textoDe = (v: number, casas = 3) => v.toFixed(casas);

  function dados(nome: string, corpo: Record<string, unknown>, conta: ContaDeTeste): unknown {
    const { data: hoje, hora } = diaLocal(new Date(agora()));
    const codigos = String(corpo.stationCodes ?? '')
      .split(',')
      .filter(Boolean);
    const usinas = conta.usinas.filter((u) => codigos.includes(u.id));
    const params = { ...corpo };
    if (['getStationRealKpi', 'getDevList', 'getKpiStationDay', 'getKpiStationHour'].includes(nome)) {
      // The vendor allows 100 per call; the code for more is not in the note (a shape error).
      if (codigos.length === 0 || codigos.length > 100) return falha(20013);
      if (usinas.length === 0) return falha(20007);
    }
    const ativos = (u: UsinaDeTeste) => u.inversores.filter((i) => i.status === 'online');
    switch (nome) {
      case 'stations': {
        if (opcoes.apenasGetStationList) return falha(401);
        const pageNo = Number(corpo.pageNo);
        const pageSize = Number(corpo.pageSize);
        if (![10, 20, 30, 50, 100].includes(pageSize) || !(pageNo >= 1)) return falha(30006);
        const lista = conta.usinas.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((u) => ({
          plantCode: u.id,
          plantName: u.nome,
          plantAddress: 'Rua B, 20, Goiânia',
          longitude: -49.25,
          latitude: u.latitude,
          // kW(p) on this list, as the fixtures read (note §5.1, grade C).
          capacity: kwpDaUsina(u),
          contactPerson: '',
          contactMethod: '',
          gridConnectionDate: '2023-03-14T10:00:00-03:00',
        }));
        return resposta(
          0,
          {
            pageNo,
            pageSize,
            pageCount: Math.ceil(conta.usinas.length / pageSize),
            total: conta.usinas.length,
            list: lista,
          },
          params,
        );
      }
      case 'getStationList':
        if (!opcoes.apenasGetStationList) return falha(401);
        return resposta(
          0,
          conta.usinas.map((u) => ({
            stationCode: u.id,
            stationName: u.nome,
            stationAddr: 'Rua B, 20, Goiânia',
            // MW on the older list (vendor document).
            capacity: kwpDaUsina(u) / 1000,
            buildState: '2',
            combineType: '3',
            aidType: 1,
            stationLinkman: '',
            linkmanPho: '',
          })),
          params,
        );
      case 'getStationRealKpi':
        return resposta(
          0,
          usinas.map((u) => {
            const hojeKwh = ativos(u).reduce(
              (a, i) => a + energiaAteAHora(i.kw, u.latitude, hoje, hora, i.serial),
              0,
            );
            const saude = u.inversores.some((i) => i.status === 'erro') ? 2 : ativos(u).length === 0 ? 1 : 3;
            return {
              stationCode: u.id,
              dataItemMap: {
                real_health_state: String(saude),
                day_power: textoDe(hojeKwh),
                month_power: textoDe(hojeKwh * 20),
                total_power: textoDe(kwpDaUsina(u) * 1300),
                day_income: textoDe(hojeKwh * 0.8, 2),
                total_income: textoDe(kwpDaUsina(u) * 1040, 2),
              },
            };
          }),
          params,
        );
      case 'getDevList':
        return resposta(
          0,
          (dispositivos.get(conta) ?? [])
            .filter((d) => codigos.includes(d.usina.id))
            .map((d) => ({
              id: d.id,
              devName: d.inversor ? `Inversor ${d.inversor.serial}` : 'Dongle',
              stationCode: d.usina.id,
              esnCode: d.inversor ? d.inversor.serial : `DG${d.id.replace('-', '')}`,
              devTypeId: d.devTypeId,
              softwareVersion: 'V100R001C00SPC126',
              invType: d.inversor ? `SUN2000-${d.inversor.kw}KTL-M1` : null,
              longitude: null,
              latitude: null,
            })),
          params,
        );
      case 'getDevRealKpi': {
        const ids = String(corpo.devIds ?? '')
          .split(',')
          .filter(Boolean);
        if (ids.length === 0 || ids.length > 100) return falha(20013);
        const lista = (dispositivos.get(conta) ?? []).filter((d) => ids.includes(d.id));
        // One device type per call (20006 otherwise).
        if (lista.some((d) => d.devTypeId !== Number(corpo.devTypeId))) return falha(20006);
        return resposta(
          0,
          lista.map((d) => {
            const i = d.inversor as InversorDeTeste;
            const u = d.usina;
            const kw =
              i.status === 'online' ? potenciaNaHora(i.kw, u.latitude, hoje, hora, i.serial) / 1000 : 0;
            const mapa =
              i.status === 'offline'
                ? {
                    active_power: null,
                    day_cap: null,
                    total_cap: i.kw * 1300,
                    inverter_state: 45056,
                    run_state: 0,
                  }
                : {
                    active_power: Number(kw.toFixed(3)),
                    day_cap: Number(energiaAteAHora(i.kw, u.latitude, hoje, hora, i.serial).toFixed(2)),
                    total_cap: i.kw * 1300,
                    inverter_state: i.status === 'erro' ? 768 : kw > 0 ? 512 : 40960,
                    run_state: 1,
                    efficiency: 98.4,
                    temperature: 41.2,
                  };
            return { devId: d.id, dataItemMap: mapa };
          }),
          params,
        );
      }
      case 'getKpiStationDay': {
        // Every day of the month holding collectTime (plant zone), up to today.
        const mes = dataDe(Number(corpo.collectTime)).slice(0, 7);
        const [ano, m] = mes.split('-').map(Number) as [number, number];
        const dias = new Date(Date.UTC(ano, m, 0)).getUTCDate();
        const registros = [];
        for (const u of usinas)
          for (let d = 1; d <= dias; d++) {
            const data = `${mes}-${String(d).padStart(2, '0')}`;
            if (data > hoje) break;
            registros.push({
              stationCode: u.id,
              collectTime: meiaNoite(data),
              dataItemMap: {
                inverter_power: energiaDoDia(kwpDaUsina(u), u.latitude, data, u.id),
                installed_capacity: kwpDaUsina(u),
                perpower_ratio: null,
                ongrid_power: null,
                use_power: null,
              },
            });
          }
        return resposta(0, registros, params);
      }
      case 'getKpiStationHour': {
        const data = dataDe(Number(corpo.collectTime));
        const registros = [];
        for (const u of usinas)
          for (let h = 0; h < 24; h++) {
            if (data === hoje && h > hora) break;
            let wh = 0;
            for (let min = 0; min < 60; min += 5)
              wh += (potenciaNaHora(kwpDaUsina(u), u.latitude, data, h + min / 60, u.id) * 5) / 60;
            registros.push({
              stationCode: u.id,
              collectTime: meiaNoite(data) + h * 3_600_000,
              dataItemMap: {
                inverter_power: Number((wh / 1000).toFixed(3)),
                ongrid_power: null,
                theory_power: null,
                radiation_intensity: null,
                power_profit: null,
              },
            });
          }
        return resposta(0, registros, params);
      }
      default:
        return falha(20013);
    }
  }

  function tratar(
    nome: string,
    corpo: Record<string, unknown>,
    token: string | null,
  ): { corpo: unknown; token?: string } {
    if (limitadas > 0) {
      limitadas--;
      return { corpo: falha(407, 'ACCESS_FREQUENCY_IS_TOO_HIGH') };
    }
    if (nome === 'login') return login(corpo);
    const s = token ? sessoes.get(token) : undefined;
    if (!s || s.ate <= agora()) return { corpo: falha(305, 'USER_MUST_RELOGIN') };
    if (opcoes.cotas) {
      const cota = cotaDe(nome, s.conta);
      if (
        cota &&
        acimaDaCota(`${s.conta.credenciais.login}:${nome}`, cota.maximo, cota.janela, cota.intervalo)
      ) {
        recusas++;
        return { corpo: falha(407, 'ACCESS_FREQUENCY_IS_TOO_HIGH') };
      }
    }
    return { corpo: dados(nome, corpo, s.conta) };
  }

  const servidor: Server = createServer(async (req, res) => {
    let texto = '';
    for await (const c of req) texto += c;
    const url = new URL(req.url ?? '/', 'http://sim');
    const nome = url.pathname.replace(/^\/thirdData\//, '');
    if (req.method !== 'POST' || !url.pathname.startsWith('/thirdData/')) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>404</body></html>');
      return;
    }
    let corpo: Record<string, unknown> = {};
    try {
      corpo = JSON.parse(texto || '{}') as Record<string, unknown>;
    } catch {
      corpo = {};
    }
    const token = typeof req.headers['xsrf-token'] === 'string' ? req.headers['xsrf-token'] : null;
    pedidos.push({ nome, corpo, token, em: agora() });
    const r = tratar(nome, corpo, token);
    const cabecalhos: Record<string, string> = { 'content-type': 'application/json;charset=UTF-8' };
    if (r.token) {
      cabecalhos['xsrf-token'] = r.token;
      cabecalhos['set-cookie'] = `XSRF-TOKEN=${r.token}; Path=/; Secure; HttpOnly`;
    }
    res.writeHead(200, cabecalhos);
    // Device ids go out as JSON numbers (Long), whatever their size.
    res.end(JSON.stringify(r.corpo).replace(/"(id|devId)":"(-?\d+)"/g, '"$1":$2'));
  });
  await new Promise<void>((r) => servidor.listen(opcoes.porta ?? 0, '127.0.0.1', r));
  const { port } = servidor.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logins: () => logins,
    expirarSessoes: () => sessoes.clear(),
    limitar: (q) => {
      limitadas = q;
    },
    pedidos,
    recusas407: () => recusas,
    fechar: () =>
      new Promise<void>((r) => {
        servidor.closeAllConnections();
        servidor.close(() => r());
      }),
  };
}
